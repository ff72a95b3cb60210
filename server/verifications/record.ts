// Verification records: from an engine outcome to a stored row (spec 2.1). Used by single
// verifications (this folder) and by batch items (issue 6); render.ts turns rows into the
// contract's shapes.
import { newId } from '../ids.js';
import type { Db } from '../storage/db.js';
import {
  finishVerification,
  insertVerification,
  type FinalVerificationFields,
  type NewVerificationRow,
  type VerificationClaim,
  type VerificationRow,
} from '../storage/verifications.js';
import type { EscalationPriority, EscalationReason, VerificationOutcome } from '../engine/index.js';
import { escalationOf, type EscalationMode } from './escalation-mode.js';

export type { VerificationRow };

/** DECISIONS.md "Escalation": the review deadline after the escalation is created, by priority. */
export const ESCALATION_DEADLINE_MS: Readonly<Record<EscalationPriority, number>> = {
  high: 24 * 3_600_000,
  medium: 72 * 3_600_000,
  low: 7 * 24 * 3_600_000,
};

/** What was asked: the request fields a record keeps (content byte for byte). */
export interface VerificationRequestFields {
  content: string;
  methods: Record<string, number>;
  /** With `escalation` written in (escalation-mode.ts withEscalation); without it, `auto`. */
  options?: Record<string, unknown> | undefined;
  context?: Record<string, unknown> | undefined;
  metadata?: Record<string, string> | undefined;
  webhookUrl?: string | undefined;
  /** DECISIONS.md "Cache": the request's cache key; null/absent when it may not be served from cache. */
  cacheKey?: string | null | undefined;
  /** Set when a batch item produced the verification. */
  batchId?: string | null | undefined;
}

/**
 * Returns the columns of a finished verification: `escalated` with its escalation (reason,
 * priority, deadline, status `pending`) when the engine decided `escalate` and the request's
 * `escalation` is `auto`, else `completed` (with the engine's decision, `escalate` included: issue
 * 25, DECISIONS.md "Escalations on demand"). `completedAt` is also when the escalation was
 * created, so its deadline counts from there.
 */
export function finalFields(outcome: VerificationOutcome, completedAt: Date, escalation: EscalationMode = 'auto'): FinalVerificationFields {
  const escalated = outcome.decision === 'escalate' && escalation === 'auto';
  const reason: EscalationReason = outcome.escalation?.reason ?? 'conflicting_verdicts';
  const priority: EscalationPriority = outcome.escalation?.priority ?? 'high';
  return {
    status: escalated ? 'escalated' : 'completed',
    verdict: outcome.verdict,
    confidence: outcome.confidence,
    decision: outcome.decision,
    reasoning: outcome.reasoning,
    paradigmResults: outcome.paradigmResults,
    processingTimeMs: outcome.processingTimeMs,
    costCents: outcome.costCents,
    inputTokens: outcome.inputTokens,
    outputTokens: outcome.outputTokens,
    escalationId: escalated ? newId('escalation', completedAt) : null,
    escalationReason: escalated ? reason : null,
    escalationPriority: escalated ? priority : null,
    escalationDeadline: escalated ? new Date(completedAt.getTime() + ESCALATION_DEADLINE_MS[priority]).toISOString() : null,
    escalationStatus: escalated ? 'pending' : null,
    completedAt: completedAt.toISOString(),
  };
}

/**
 * Returns the columns of an asynchronous verification that failed after its retries (DECISIONS.md
 * "Statuses"): `escalated`, reason `processing_failed`, priority `high`, verdict `uncertain` with
 * confidence 0; nothing is charged. `error` must be safe to show (it becomes the reasoning).
 */
export function failedFields(error: string, completedAt: Date): FinalVerificationFields {
  return {
    status: 'escalated',
    verdict: 'uncertain',
    confidence: 0,
    decision: 'escalate',
    reasoning: `Verification could not be completed: ${error}. A person should review it.`,
    paradigmResults: [],
    processingTimeMs: 0,
    costCents: 0,
    inputTokens: 0,
    outputTokens: 0,
    escalationId: newId('escalation', completedAt),
    escalationReason: 'processing_failed',
    escalationPriority: 'high',
    escalationDeadline: new Date(completedAt.getTime() + ESCALATION_DEADLINE_MS.high).toISOString(),
    escalationStatus: 'pending',
    completedAt: completedAt.toISOString(),
  };
}

function requestColumns(organizationId: string, request: VerificationRequestFields): Omit<NewVerificationRow, 'id' | 'status' | 'createdAt'> {
  return {
    organizationId,
    content: request.content,
    methods: request.methods,
    options: request.options ?? null,
    context: request.context ?? null,
    metadata: request.metadata ?? null,
    webhookUrl: request.webhookUrl ?? null,
    cacheKey: request.cacheKey ?? null,
    batchId: request.batchId ?? null,
  };
}

/**
 * Stores a finished engine outcome as a new verification of `organizationId` (completed, or
 * escalated with its escalation when its options' `escalation` allows). It does not count usage: call `recordUsage` (accounts/quota.ts)
 * in the same transaction when the verification did work. `db` may be a transaction.
 */
export function storeOutcome(
  db: Db,
  input: {
    organizationId: string;
    request: VerificationRequestFields;
    outcome: VerificationOutcome;
    createdAt: Date;
    completedAt: Date;
    /** Defaults to a new `ver_…` id. */
    id?: string;
  },
): Promise<VerificationRow> {
  return insertVerification(db, {
    id: input.id ?? newId('verification', input.createdAt),
    ...requestColumns(input.organizationId, input.request),
    ...finalFields(input.outcome, input.completedAt, escalationOf(input.request.options)),
    createdAt: input.createdAt.toISOString(),
  });
}

/** Stores an accepted asynchronous verification as `pending` (DECISIONS.md "Statuses"). */
export function storePending(db: Db, input: { organizationId: string; request: VerificationRequestFields; createdAt: Date; id?: string }): Promise<VerificationRow> {
  return insertVerification(db, {
    id: input.id ?? newId('verification', input.createdAt),
    ...requestColumns(input.organizationId, input.request),
    status: 'pending',
    createdAt: input.createdAt.toISOString(),
  });
}

/**
 * Writes the final state of a pending or processing verification: its outcome (escalated only
 * with `escalation` `auto`, the mode stored in its options), or the failure (`{error}`) after the
 * last retry, which escalates whatever the mode (DECISIONS.md "Escalations on demand"); with
 * `claim`, only while that worker's claim holds. Returns the updated row, or undefined when it did
 * not apply (already final, or the claim was lost).
 */
export function finishPending(
  db: Db,
  id: string,
  result: { outcome: VerificationOutcome } | { error: string },
  completedAt: Date,
  claim?: VerificationClaim,
  escalation: EscalationMode = 'auto',
): Promise<VerificationRow | undefined> {
  return finishVerification(db, id, 'outcome' in result ? finalFields(result.outcome, completedAt, escalation) : failedFields(result.error, completedAt), claim);
}

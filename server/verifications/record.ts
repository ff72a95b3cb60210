// Verification records: from an engine outcome to a stored row, and from a row to the contract's
// Verification in the shape of its state (spec 2.1). Used by single verifications (this folder)
// and by batch items (issue 6), so `GET /v1/verify/{id}` answers the same for both.
import type { components } from '../../generated/api-types.js';
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
import { MAX_STEPS, type CheckedStep, type EscalationPriority, type EscalationReason, type MethodResult, type VerificationOutcome } from '../engine/types.js';

type Schemas = components['schemas'];

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
 * priority, deadline, status `pending`) when the engine decided `escalate`, else `completed`.
 * `completedAt` is also when the escalation was created, so its deadline counts from there.
 */
export function finalFields(outcome: VerificationOutcome, completedAt: Date): FinalVerificationFields {
  const escalated = outcome.decision === 'escalate';
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
 * escalated with its escalation). It does not count usage: call `recordUsage` (accounts/quota.ts)
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
    ...finalFields(input.outcome, input.completedAt),
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
 * Writes the final state of a pending or processing verification: its outcome, or the failure
 * (`{error}`) after the last retry; with `claim`, only while that worker's claim holds. Returns
 * the updated row, or undefined when it did not apply (already final, or the claim was lost).
 */
export function finishPending(
  db: Db,
  id: string,
  result: { outcome: VerificationOutcome } | { error: string },
  completedAt: Date,
  claim?: VerificationClaim,
): Promise<VerificationRow | undefined> {
  return finishVerification(db, id, 'outcome' in result ? finalFields(result.outcome, completedAt) : failedFields(result.error, completedAt), claim);
}

/** The contract's limits on `ParadigmResult.steps` (spec/verifications.tsp `CheckedStep`). */
export const STEP_LIMITS = { items: MAX_STEPS, text: 500, computed: 200, reason: 1000 } as const;

/** Cuts `s` to at most `max` characters as JSON Schema counts them (code points), never inside a surrogate pair. */
function clip(s: string, max: number): string {
  if (s.length <= max) return s; // UTF-16 length >= code points
  return Array.from(s).slice(0, max).join('');
}

/** A checked step within the contract's limits. */
function renderStep(step: CheckedStep): Schemas['CheckedStep'] {
  return {
    index: step.index,
    start: step.start,
    end: step.end,
    text: clip(step.text, STEP_LIMITS.text),
    verdict: step.verdict,
    ...(step.computed === undefined ? {} : { computed: clip(step.computed, STEP_LIMITS.computed) }),
    reason: clip(step.reason, STEP_LIMITS.reason),
  };
}

/**
 * The contract's ParadigmResult: a stored MethodResult without its token counts, with its checked
 * steps (at most 500, strings cut to the contract's limits). Rows stored before steps existed, and
 * results of methods that report none, render `steps: []`.
 */
function renderParadigmResult(r: MethodResult): Schemas['ParadigmResult'] {
  return {
    paradigm: r.paradigm,
    verdict: r.verdict,
    confidence: r.confidence,
    reasoning: r.reasoning,
    provider: r.provider,
    model: r.model,
    processingTimeMs: r.processingTimeMs,
    costCents: r.costCents,
    ...(r.sources ? { sources: r.sources } : {}),
    steps: (r.steps ?? []).slice(0, STEP_LIMITS.items).map(renderStep),
  };
}

/** The fields every finished shape carries: what the methods found and the caller's metadata. */
function renderResultFields(row: VerificationRow) {
  return {
    verdict: row.verdict!,
    confidence: row.confidence!,
    decision: row.decision!,
    reasoning: row.reasoning ?? '',
    paradigmResults: ((row.paradigmResults ?? []) as MethodResult[]).map(renderParadigmResult),
    processingTimeMs: row.processingTimeMs ?? 0,
    metadata: (row.metadata ?? {}) as Record<string, string>,
  };
}

/** The escalation of a row that has one (escalated, or completed by a reviewer). */
export function renderEscalation(row: VerificationRow): Schemas['Escalation'] {
  return {
    id: row.escalationId!,
    reason: row.escalationReason as Schemas['EscalationReason'],
    priority: row.escalationPriority as Schemas['EscalationPriority'],
    deadline: row.escalationDeadline!,
    status: row.escalationStatus!,
  };
}

/** The reviewer's decision of a resolved escalation (issue 16), or undefined when there is none. */
export function renderReview(row: VerificationRow): Schemas['Review'] | undefined {
  if (row.escalationStatus !== 'resolved' || !row.reviewDecision) return undefined;
  return {
    decision: row.reviewDecision,
    ...(row.reviewCorrectedVerdict ? { correctedVerdict: row.reviewCorrectedVerdict } : {}),
    ...(row.reviewNote !== null ? { note: row.reviewNote } : {}),
    ...(row.reviewer !== null ? { reviewer: row.reviewer } : {}),
    resolvedAt: row.escalationClosedAt!,
  };
}

export function renderCompleted(row: VerificationRow, options: { cached?: boolean } = {}): Schemas['VerificationCompleted'] {
  if (row.status !== 'completed') throw new TypeError(`verification ${row.id} is ${row.status}, not completed`);
  const review = renderReview(row);
  return {
    id: row.id,
    status: 'completed',
    content: row.content,
    ...renderResultFields(row),
    // The contract: "0 for a cached response" (a cache hit costs nothing, DECISIONS.md "Cache").
    costCents: options.cached ? 0 : row.costCents,
    ...(options.cached === undefined ? {} : { cached: options.cached }),
    createdAt: row.createdAt,
    completedAt: row.completedAt!,
    // Issue 16: a reviewed verification keeps its escalation (now `resolved`) and shows the
    // reviewer's decision beside the methods' verdict and decision.
    ...(review ? { escalation: renderEscalation(row), review } : {}),
  };
}

export function renderEscalated(row: VerificationRow, options: { cached?: boolean } = {}): Schemas['VerificationEscalated'] {
  if (row.status !== 'escalated') throw new TypeError(`verification ${row.id} is ${row.status}, not escalated`);
  return {
    id: row.id,
    status: 'escalated',
    content: row.content,
    // Issue 14: the escalated shape carries the result too, so the create response is a whole
    // verification (spec 4.3) whatever the decision; GET and the webhook answer the same.
    ...renderResultFields(row),
    escalation: renderEscalation(row),
    ...(options.cached === undefined ? {} : { cached: options.cached }),
    createdAt: row.createdAt,
  };
}

/**
 * Renders a row in the shape of its state (spec 2.1): pending/processing → id, status, content,
 * createdAt; escalated → plus the result fields (verdict, confidence, decision, reasoning,
 * paradigmResults, processingTimeMs, metadata) and escalation; completed → every field but
 * escalation. `cached` is added to finished shapes when given (create responses only).
 */
export function renderVerification(row: VerificationRow, options: { cached?: boolean } = {}): Schemas['Verification'] {
  switch (row.status) {
    case 'pending':
    case 'processing':
      return { id: row.id, status: row.status, content: row.content, createdAt: row.createdAt };
    case 'completed':
      return renderCompleted(row, options);
    case 'escalated':
      return renderEscalated(row, options);
  }
}

/** Renders a finished row (completed or escalated); throws for a pending or processing one. */
export function renderFinished(row: VerificationRow, options: { cached?: boolean } = {}): Schemas['VerificationCompleted'] | Schemas['VerificationEscalated'] {
  return row.status === 'escalated' ? renderEscalated(row, options) : renderCompleted(row, options);
}

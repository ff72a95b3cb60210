// From a stored verification row to the contract's Verification in the shape of its state
// (spec 2.1), so `GET /v1/verify/{id}`, the create answers, the list, batch results and webhook
// events render a verification the same way. record.ts writes the rows.
import type { components } from '../../generated/api-types.js';
import type { VerificationRow } from '../storage/verifications.js';
import { type CheckedStep, MAX_STEPS, type MethodResult } from '../engine/index.js';

type Schemas = components['schemas'];

/** The contract's limits on `ParadigmResult.steps` (spec/verifications.tsp `CheckedStep`). */
export const STEP_LIMITS = { items: MAX_STEPS, text: 500, computed: 200, reason: 1000, quote: 500, documentId: 200, unsupported: 20, fact: 200 } as const;

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
    ...(step.support === undefined ? {} : { support: step.support }),
    ...(step.evidence === undefined
      ? {}
      : {
          evidence: {
            document: step.evidence.document,
            ...(step.evidence.documentId === undefined ? {} : { documentId: clip(step.evidence.documentId, STEP_LIMITS.documentId) }),
            start: step.evidence.start,
            end: step.evidence.end,
            quote: clip(step.evidence.quote, STEP_LIMITS.quote),
          },
        }),
    ...(step.unsupported === undefined ? {} : { unsupported: step.unsupported.slice(0, STEP_LIMITS.unsupported).map((f) => ({ ...f, text: clip(f.text, STEP_LIMITS.fact) })) }),
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

/**
 * The earliest statement in the content that any method found false: the lowest `start` over every
 * method's `steps`, then the lowest `end`, then the first method listed; its text cut as the
 * contract's `steps` are. Undefined when no method found a false statement. The results CSV shows
 * it (issue 25).
 */
export function firstFalseStep(paradigmResults: readonly MethodResult[] | null | undefined): { text: string; start: number } | undefined {
  let first: CheckedStep | undefined;
  for (const result of paradigmResults ?? []) {
    for (const step of result.steps ?? []) {
      if (step.verdict !== 'false') continue;
      if (first === undefined || step.start < first.start || (step.start === first.start && step.end < first.end)) first = step;
    }
  }
  return first === undefined ? undefined : { text: clip(first.text, STEP_LIMITS.text), start: first.start };
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

// Data access for escalations (issue 16; DECISIONS.md "Escalation"). An escalation is not a table
// of its own: it lives in the `escalation_*` and `review_*` columns of the verification it is
// about (one row, one state), so resolving it and completing the verification is one UPDATE.
// Storage knows no HTTP (STYLE habit 10): server/escalations/ decides and renders.
import { and, asc, count, desc, eq, gt, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { first, type Db } from './db.js';
import { skipLocked } from './leases.js';
import { fixedLimit, prepared } from './prepared.js';
import type { Page } from './batches.js';
import { ESCALATION_STATUSES, REVIEW_DECISIONS, verifications } from './schema.js';
import type { VerificationRow } from './verifications.js';

export type EscalationStatus = (typeof ESCALATION_STATUSES)[number];
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

/** Escalations still waiting for a reviewer. */
export const OPEN_ESCALATION_STATUSES = ['pending', 'in_review'] as const satisfies readonly EscalationStatus[];

export interface EscalationFilter {
  status?: EscalationStatus | undefined;
  priority?: string | undefined;
  reason?: string | undefined;
}

/** `newest`: creation descending (`esc_` ids are time-sortable); `deadline`: earliest deadline first. */
export type EscalationOrder = 'newest' | 'deadline';

/** The organization's escalated (or once escalated) verifications, filtered and ordered, one page. */
export async function listEscalations(db: Db, organizationId: string, filter: EscalationFilter, order: EscalationOrder, page: Page): Promise<{ rows: VerificationRow[]; total: number }> {
  const where = and(
    eq(verifications.organizationId, organizationId),
    isNotNull(verifications.escalationId),
    filter.status ? eq(verifications.escalationStatus, filter.status) : undefined,
    filter.priority ? eq(verifications.escalationPriority, filter.priority) : undefined,
    filter.reason ? eq(verifications.escalationReason, filter.reason) : undefined,
  );
  const orderBy = order === 'deadline' ? [asc(verifications.escalationDeadline), asc(verifications.escalationId)] : [desc(verifications.escalationId)];
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(verifications)
      .where(where)
      .orderBy(...orderBy)
      .limit(page.limit)
      .offset(page.offset),
    first(db.select({ n: count() }).from(verifications).where(where)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The organization's verification carrying this escalation, or undefined (others' are not visible). */
export function findEscalation(db: Db, organizationId: string, escalationId: string): Promise<VerificationRow | undefined> {
  return first(db.select().from(verifications).where(and(eq(verifications.organizationId, organizationId), eq(verifications.escalationId, escalationId))));
}

export interface ReviewFields {
  decision: ReviewDecision;
  correctedVerdict: 'true' | 'false' | 'uncertain' | null;
  note: string | null;
  reviewer: string | null;
}

/**
 * Resolves an open escalation whose deadline is after `at`: the escalation becomes `resolved` and
 * its verification `completed`, the review stored beside the engine's result. Returns the row, or
 * undefined when it did not apply (closed already, or due).
 */
export function resolveEscalationRow(db: Db, escalationId: string, review: ReviewFields, at: Date): Promise<VerificationRow | undefined> {
  const now = at.toISOString();
  return first(
    db
    .update(verifications)
    .set({
      status: 'completed',
      escalationStatus: 'resolved',
      escalationClosedAt: now,
      reviewDecision: review.decision,
      reviewCorrectedVerdict: review.correctedVerdict,
      reviewNote: review.note,
      reviewer: review.reviewer,
    })
    .where(
      and(
        eq(verifications.escalationId, escalationId),
        inArray(verifications.escalationStatus, OPEN_ESCALATION_STATUSES),
        gt(verifications.escalationDeadline, now),
      ),
    )
    .returning(),
  );
}

/** Expires one open escalation whose deadline is at or before `at`; undefined when none is due. */
export function expireDueEscalation(db: Db, at: Date, escalationId?: string): Promise<VerificationRow | undefined> {
  const now = at.toISOString();
  const due = and(inArray(verifications.escalationStatus, OPEN_ESCALATION_STATUSES), lte(verifications.escalationDeadline, now));
  return first(
    db
    .update(verifications)
    .set({ escalationStatus: 'expired', escalationClosedAt: now })
    .where(
      escalationId !== undefined
        ? and(eq(verifications.escalationId, escalationId), due)
        : eq(
            verifications.id,
            sql`(SELECT ${verifications.id} FROM ${verifications} WHERE ${due} ORDER BY ${verifications.escalationDeadline}, ${verifications.id} LIMIT 1${skipLocked(db)})`,
          ),
    )
    .returning(),
  );
}

/**
 * Whether an open escalation is due at `now` (ISO): a read on the due index, so the job runner's
 * frequent polls take no write lock when nothing is due.
 */
export async function hasDueEscalation(db: Db, now: string): Promise<boolean> {
  return (await dueEscalation(db).execute({ now })).length > 0;
}

const dueEscalation = prepared((db) =>
  db
    .select({ id: verifications.id })
    .from(verifications)
    .where(and(inArray(verifications.escalationStatus, OPEN_ESCALATION_STATUSES), lte(verifications.escalationDeadline, sql.placeholder('now'))))
    .limit(fixedLimit(1)),
);

/**
 * Open escalations service-wide (issue 25's metrics; counts only): by priority, and how many are
 * past their deadline at `now` (the expiry job has not reached them yet).
 */
export async function countOpenEscalations(db: Db, now: Date): Promise<{ byPriority: Record<string, number>; overdue: number }> {
  const rows = await db
    .select({
      priority: verifications.escalationPriority,
      n: count(),
      overdue: sql<number>`sum(case when ${verifications.escalationDeadline} <= ${now.toISOString()} then 1 else 0 end)`.mapWith(Number),
    })
    .from(verifications)
    .where(inArray(verifications.escalationStatus, OPEN_ESCALATION_STATUSES))
    .groupBy(verifications.escalationPriority);
  return {
    byPriority: Object.fromEntries(rows.map((row) => [row.priority ?? 'none', row.n])),
    overdue: rows.reduce((sum, row) => sum + row.overdue, 0),
  };
}

// Data access for verification records (spec 2.1, DECISIONS.md "Verification"). Storage knows no
// HTTP (STYLE habit 10): these functions read and write rows; server/verifications/ decides what goes in
// them and renders them for the API.
//
// Asynchronous (webhook) verifications are their own queue (schema.ts): a `pending` row is claimed
// by moving it to `processing` with a lease; a row whose lease ran out (a crashed worker) goes
// back to `pending` and is run again.
import { and, asc, count, desc, eq, gte, inArray, isNotNull, lt, lte, or, sql } from 'drizzle-orm';
import { first, type Db } from './db.js';
import { claimNext, holds, renewLease, requeueExpired, type LeaseQueue } from './leases.js';
import { fixedLimit, prepared, preparedVariants } from './prepared.js';
import { verifications } from './schema.js';

export type VerificationRow = typeof verifications.$inferSelect;
export type NewVerificationRow = typeof verifications.$inferInsert;

/** The columns a finished verification sets (completed or escalated). */
export type FinalVerificationFields = Pick<
  NewVerificationRow,
  | 'status'
  | 'verdict'
  | 'confidence'
  | 'decision'
  | 'reasoning'
  | 'paradigmResults'
  | 'processingTimeMs'
  | 'costCents'
  | 'inputTokens'
  | 'outputTokens'
  | 'escalationId'
  | 'escalationReason'
  | 'escalationPriority'
  | 'escalationDeadline'
  | 'escalationStatus'
  | 'completedAt'
>;

export async function insertVerification(db: Db, row: NewVerificationRow): Promise<VerificationRow> {
  // Columns left undefined take their defaults, so the statement depends on which are given: one
  // prepared statement per set of columns (a handful: synchronous, pending, a few optional fields).
  const given = Object.keys(row).filter((k) => row[k as keyof NewVerificationRow] !== undefined);
  return (await first(insertVerificationWith(db, given.join(',')).execute(row)))!;
}

const insertVerificationWith = preparedVariants((db, columns: string) =>
  db
    .insert(verifications)
    .values(Object.fromEntries(columns.split(',').map((c) => [c, sql.placeholder(c)])) as unknown as NewVerificationRow)
    .returning(),
);

export function findVerification(db: Db, id: string): Promise<VerificationRow | undefined> {
  return first(verificationById(db).execute({ id }));
}

const verificationById = prepared((db) =>
  db
    .select()
    .from(verifications)
    .where(eq(verifications.id, sql.placeholder('id'))),
);

/** The reasoning and method results of the verifications `ids` (at most a few hundred), for the results CSV; ids not found are left out. */
export function findVerificationFindings(db: Db, ids: readonly string[]): Promise<Array<Pick<VerificationRow, 'id' | 'reasoning' | 'paradigmResults'>>> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: verifications.id, reasoning: verifications.reasoning, paradigmResults: verifications.paradigmResults })
    .from(verifications)
    .where(inArray(verifications.id, [...ids]));
}

/**
 * Returns the newest finished verification of the organization with this cache key created at or
 * after `since` (ISO), if any (DECISIONS.md "Cache": same organization only, 24 hours).
 */
export function findCachedVerification(db: Db, organizationId: string, cacheKey: string, since: string): Promise<VerificationRow | undefined> {
  return first(cachedVerification(db).execute({ organizationId, cacheKey, since }));
}

/**
 * The cache look-up, exported for its query-plan test: it must read verifications_cache_idx,
 * whose last columns give the order. With `id` missing from that index, SQLite preferred the
 * (organization, created) index to avoid a sort and walked every verification of the day.
 */
export const cachedVerification = prepared((db) =>
  db
    .select()
    .from(verifications)
    .where(
      and(
        eq(verifications.organizationId, sql.placeholder('organizationId')),
        eq(verifications.cacheKey, sql.placeholder('cacheKey')),
        gte(verifications.createdAt, sql.placeholder('since')),
        inArray(verifications.status, ['completed', 'escalated']),
      ),
    )
    .orderBy(desc(verifications.createdAt), desc(verifications.id))
    .limit(fixedLimit(1)),
);

/** Asynchronous (webhook) verifications as a durable queue (server/storage/leases.ts). */
export const verificationQueue: LeaseQueue<typeof verifications> = {
  table: verifications,
  id: verifications.id,
  status: verifications.status,
  attempts: verifications.attempts,
  lease: verifications.leaseExpiresAt,
  waiting: 'pending',
  running: 'processing',
  order: [verifications.createdAt, verifications.id],
  onClaim: (now) => ({ claimedAt: now }),
  onRequeue: { claimedAt: null },
};

/** The claim a worker holds on a `processing` row: the attempt count its claim set. */
export interface VerificationClaim {
  attempts: number;
}

/**
 * Writes the final state of a verification that is still `pending` or `processing` (an
 * asynchronous one); with `claim`, only while that claim still holds (still `processing`, same
 * attempt). Returns the updated row, or undefined when it did not apply (already final, or a
 * worker whose lease ran out must not overwrite a newer attempt).
 */
export function finishVerification(db: Db, id: string, fields: FinalVerificationFields, claim?: VerificationClaim): Promise<VerificationRow | undefined> {
  return first(
    db
      .update(verifications)
      .set({ ...fields, claimedAt: null, leaseExpiresAt: null })
      .where(claim ? holds(verificationQueue, id, claim.attempts) : and(eq(verifications.id, id), inArray(verifications.status, ['pending', 'processing'])))
      .returning(),
  );
}

/** Extends the lease of a claimed row; false when the claim no longer holds. */
export function renewVerificationLease(db: Db, id: string, claim: VerificationClaim, leaseUntil: Date): Promise<boolean> {
  return renewLease(db, verificationQueue, id, claim.attempts, leaseUntil);
}

/**
 * Records a failed attempt of a claimed row and keeps it off the queue until `retryAt`: it stays
 * `processing` with its lease ending then, and requeueExpiredVerifications makes it `pending` again.
 * No worker holds it meanwhile (`claimedAt` null), which tells it from a claim at start-up.
 */
export async function deferVerification(db: Db, id: string, claim: VerificationClaim, error: string, retryAt: Date): Promise<boolean> {
  const deferred = await db
    .update(verifications)
    .set({ lastError: error, leaseExpiresAt: retryAt.toISOString(), claimedAt: null })
    .where(holds(verificationQueue, id, claim.attempts))
    .returning({ id: verifications.id });
  return deferred.length === 1;
}

/** Claims the oldest `pending` verification (leases.ts claimNext). Returns the claimed row. */
export async function claimPendingVerification(db: Db, now: Date, leaseUntil: Date): Promise<VerificationRow | undefined> {
  return (await claimNext(db, verificationQueue, now, leaseUntil))[0];
}

/**
 * Puts `processing` rows whose lease ended at or before `now` back to `pending` (a worker died);
 * returns how many. `ignoreLeases` also puts back every row a worker still claims, whatever its
 * lease (rows deferred to a later attempt keep their retry time): only for start-up on SQLite,
 * before this process claimed anything, when every claim is a leftover of a crash.
 */
export async function requeueExpiredVerifications(db: Db, now: Date, options: { ignoreLeases?: boolean } = {}): Promise<number> {
  const expired = await requeueExpired(db, verificationQueue, now);
  if (!options.ignoreLeases) return expired;
  const held = await db
    .update(verifications)
    .set({ status: 'pending', leaseExpiresAt: null, claimedAt: null })
    .where(and(eq(verifications.status, 'processing'), isNotNull(verifications.claimedAt)))
    .returning({ id: verifications.id });
  return expired + held.length;
}

/** Counts verifications by queue state, service-wide (GET /v1/status). */
export async function countQueuedVerifications(db: Db): Promise<{ pending: number; processing: number }> {
  const rows = await queuedVerificationCounts(db).execute();
  const count = (s: string) => rows.find((r) => r.status === s)?.n ?? 0;
  return { pending: count('pending'), processing: count('processing') };
}

const queuedVerificationCounts = prepared((db) =>
  db
    .select({ status: verifications.status, n: count() })
    .from(verifications)
    .where(inArray(verifications.status, ['pending', 'processing']))
    .groupBy(verifications.status)
    .orderBy(asc(verifications.status)),
);

/** Filters of GET /v1/verify (issue 16); timestamps are ISO strings as stored, `createdBefore` exclusive. */
export interface VerificationFilter {
  status?: VerificationRow['status'] | undefined;
  verdict?: NonNullable<VerificationRow['verdict']> | undefined;
  decision?: NonNullable<VerificationRow['decision']> | undefined;
  createdAfter?: string | undefined;
  createdBefore?: string | undefined;
}

/** A position in the list order: rows strictly after it (older, or as old with a smaller id) follow. */
export interface ListPosition {
  createdAt: string;
  id: string;
}

/**
 * The organization's verifications newest first (`createdAt`, then id, descending), read in that
 * order from verifications_org_created_idx. `after` is a keyset position, so a walk never repeats
 * or skips a row whatever is inserted meanwhile; `offset` skips rows after it. Returns up to
 * `limit` rows, whether more follow, and how many match the filters in all.
 */
export async function listVerifications(
  db: Db,
  organizationId: string,
  filter: VerificationFilter,
  page: { limit: number; offset: number; after?: ListPosition | undefined },
): Promise<{ rows: VerificationRow[]; hasMore: boolean; total: number }> {
  const where = and(
    eq(verifications.organizationId, organizationId),
    filter.status ? eq(verifications.status, filter.status) : undefined,
    filter.verdict ? eq(verifications.verdict, filter.verdict) : undefined,
    filter.decision ? eq(verifications.decision, filter.decision) : undefined,
    filter.createdAfter ? gte(verifications.createdAt, filter.createdAfter) : undefined,
    filter.createdBefore ? lt(verifications.createdAt, filter.createdBefore) : undefined,
  );
  const after = page.after;
  const afterPosition = after
    ? or(lt(verifications.createdAt, after.createdAt), and(eq(verifications.createdAt, after.createdAt), lt(verifications.id, after.id)))
    : undefined;
  // One row more than asked says whether another page follows, without a second count.
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(verifications)
      .where(and(where, afterPosition))
      .orderBy(desc(verifications.createdAt), desc(verifications.id))
      .limit(page.limit + 1)
      .offset(page.offset),
    first(db.select({ n: count() }).from(verifications).where(where)),
  ]);
  const total = counted?.n ?? 0;
  return { rows: rows.slice(0, page.limit), hasMore: rows.length > page.limit, total };
}

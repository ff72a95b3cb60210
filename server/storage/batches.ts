// Data access for batches and their items (spec 2.4, 2.5, 3.2, 3.3; DECISIONS.md "Batches").
// Storage knows no HTTP (STYLE habit 10). Every function takes a Db that may be a transaction, so
// the batch services compose them: an item's result and its batch's counters are always written
// in one transaction, which is what keeps the counters equal to the items.
//
// The queue is the item rows themselves (server/storage/leases.ts): `queued` rows are claimed by
// moving them to `processing` with a lease (`claimNextItem`), and rows whose lease expired are put
// back (`requeueExpiredItems`).
// The final write of an item is guarded by the attempt number of its claim, so a run cut off by a
// crash (and re-run after the lease expired) is recorded exactly once.
import { and, asc, count, desc, eq, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { dialectOf, first, type Db } from './db.js';
import { claimNext, holds, renewLease, requeueExpired, type LeaseQueue } from './leases.js';
import { fixedLimit, prepared, preparedVariants } from './prepared.js';
import { batchItems, batches, ITEM_STATUSES, BATCH_STATUSES } from './schema.js';

export type BatchRow = typeof batches.$inferSelect;
export type NewBatchRow = typeof batches.$inferInsert;
export type BatchItemRow = typeof batchItems.$inferSelect;
export type NewBatchItemRow = typeof batchItems.$inferInsert;
export type BatchStatus = (typeof BATCH_STATUSES)[number];
export type ItemStatus = (typeof ITEM_STATUSES)[number];

export interface Page {
  limit: number;
  offset: number;
}

export async function insertBatch(db: Db, batch: NewBatchRow, items: NewBatchItemRow[]): Promise<void> {
  await db.insert(batches).values(batch);
  // SQLite limits bound parameters per statement; 100 items of ~20 columns stay far below it, but
  // chunk anyway so the function is safe for any count.
  for (let i = 0; i < items.length; i += 40) await db.insert(batchItems).values(items.slice(i, i + 40));
}

/** The organization's batch, or undefined (other organizations' batches are not visible). */
export function findBatch(db: Db, organizationId: string, id: string): Promise<BatchRow | undefined> {
  return first(db.select().from(batches).where(and(eq(batches.id, id), eq(batches.organizationId, organizationId))));
}

export function getBatchById(db: Db, id: string): Promise<BatchRow | undefined> {
  return first(batchById(db).execute({ id }));
}

/** DECISIONS.md "Listing": newest first, `createdAt` descending then id descending. */
export async function listBatches(db: Db, organizationId: string, filter: { status?: BatchStatus | undefined }, page: Page): Promise<{ rows: BatchRow[]; total: number }> {
  const where = and(eq(batches.organizationId, organizationId), filter.status ? eq(batches.status, filter.status) : undefined);
  const [rows, total] = await Promise.all([
    db.select().from(batches).where(where).orderBy(desc(batches.createdAt), desc(batches.id)).limit(page.limit).offset(page.offset),
    first(db.select({ n: count() }).from(batches).where(where)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** A batch's items in input order (`itemIndex` ascending), optionally of one status. */
export async function listItems(db: Db, batchId: string, filter: { status?: ItemStatus | undefined }, page: Page): Promise<{ rows: BatchItemRow[]; total: number }> {
  const where = and(eq(batchItems.batchId, batchId), filter.status ? eq(batchItems.status, filter.status) : undefined);
  const [rows, total] = await Promise.all([
    db.select().from(batchItems).where(where).orderBy(asc(batchItems.itemIndex)).limit(page.limit).offset(page.offset),
    first(db.select({ n: count() }).from(batchItems).where(where)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Up to `limit` items of a batch after position `afterIndex`, in input order (results files read them a chunk at a time). */
export function listItemsAfter(db: Db, batchId: string, filter: { status?: ItemStatus | undefined }, afterIndex: number, limit: number): Promise<BatchItemRow[]> {
  return db
    .select()
    .from(batchItems)
    .where(and(eq(batchItems.batchId, batchId), gt(batchItems.itemIndex, afterIndex), filter.status ? eq(batchItems.status, filter.status) : undefined))
    .orderBy(asc(batchItems.itemIndex))
    .limit(limit);
}

/**
 * DECISIONS.md "Item idempotency": the earlier completed item of the organization with this key
 * and the same content, whose verification can be reused.
 */
export function findReusableItem(db: Db, organizationId: string, idempotencyKey: string, content: string): Promise<BatchItemRow | undefined> {
  return first(
    db
    .select()
    .from(batchItems)
    .where(
      and(
        eq(batchItems.organizationId, organizationId),
        eq(batchItems.idempotencyKey, idempotencyKey),
        eq(batchItems.content, content),
        eq(batchItems.status, 'completed'),
        sql`${batchItems.verificationId} IS NOT NULL`,
      ),
    )
    .orderBy(asc(batchItems.completedAt))
    .limit(fixedLimit(1)),
  );
}

/** A claimed item with what its run needs from its batch. */
export interface ClaimedItem {
  item: BatchItemRow;
  batch: BatchRow;
}

/** Batch items as a durable queue (server/storage/leases.ts), claimed in input order of the oldest batch first. */
export const itemQueue: LeaseQueue<typeof batchItems> = {
  table: batchItems,
  id: batchItems.id,
  status: batchItems.status,
  attempts: batchItems.attempts,
  lease: batchItems.leaseExpiresAt,
  waiting: 'queued',
  running: 'processing',
  order: [batchItems.createdAt, batchItems.batchId, batchItems.itemIndex],
  onClaim: (now) => ({ claimedAt: now }),
  onRequeue: { claimedAt: null },
};

/** Claims the oldest queued item (leases.ts claimNext) and reads its batch. */
export async function claimNextItem(db: Db, now: Date, leaseUntil: Date): Promise<ClaimedItem | undefined> {
  const [item] = await claimNext(db, itemQueue, now, leaseUntil);
  if (!item) return undefined;
  const batch = await getBatchById(db, item.batchId);
  return batch ? { item, batch } : undefined;
}

// The batch pipeline's statements run for every item (issue 8: built and prepared once). A value
// set through sql`${sql.placeholder()}` is bound as given (no column mapping): only plain columns.
const placeholder = (name: string) => sql`${sql.placeholder(name)}`;
const batchById = prepared((db) =>
  db
    .select()
    .from(batches)
    .where(eq(batches.id, sql.placeholder('id'))),
);

/** Extends the lease of an item still held by the claim `attempt`; returns whether it applied. */
export function renewItemLease(db: Db, itemId: string, attempt: number, leaseUntil: Date): Promise<boolean> {
  return renewLease(db, itemQueue, itemId, attempt, leaseUntil);
}

/**
 * Crash recovery: items whose lease ended at or before `now` go back to `queued`, except those of
 * a batch cancelled meanwhile, which become `skipped` (and count as processed). Returns how many
 * items moved. `ignoreLeases` moves every `processing` item: only for start-up on SQLite, before
 * this process claimed anything, when every claim is a leftover of a crash (one server per file).
 */
export function requeueExpiredItems(db: Db, now: Date, options: { ignoreLeases?: boolean } = {}): Promise<number> {
  const at = now.toISOString();
  const expired = and(eq(batchItems.status, 'processing'), options.ignoreLeases ? undefined : lte(batchItems.leaseExpiresAt, at));
  return db.transaction(async (tx) => {
    const cancelled = await tx
      .update(batchItems)
      .set({ status: 'skipped', claimedAt: null, leaseExpiresAt: null, completedAt: at })
      .where(and(expired, sql`${batchItems.batchId} IN (SELECT ${batches.id} FROM ${batches} WHERE ${batches.status} = 'cancelled')`))
      .returning({ batchId: batchItems.batchId });
    for (const { batchId } of cancelled) {
      await tx.update(batches).set({ processedItems: sql`${batches.processedItems} + 1` }).where(eq(batches.id, batchId));
    }
    return cancelled.length + (await requeueExpired(tx, itemQueue, now, options));
  });
}

/** The final columns of an item. */
export type ItemResult =
  | {
      status: 'completed';
      verificationId: string;
      verdict: BatchItemRow['verdict'];
      confidence: number;
      decision: BatchItemRow['decision'];
      costCents: number;
      inputTokens: number;
      outputTokens: number;
      processingTimeMs: number;
      retryCount: number;
    }
  | { status: 'failed'; errorMessage: string; retryCount: number; processingTimeMs: number };

/**
 * Writes an item's result if its claim `attempt` still holds it, and adds it to the batch counters
 * in the same transaction (the caller's). Returns the updated batch, or undefined when the claim
 * was lost (the item was re-queued and another run owns it now).
 */
export async function finishItem(db: Db, itemId: string, attempt: number, result: ItemResult, completedAt: Date): Promise<BatchRow | undefined> {
  const updated = await first(finishItemAs(db, result.status).execute({ ...result, id: itemId, attempt, completedAt: completedAt.toISOString() }));
  if (!updated) return undefined;
  const ok = result.status === 'completed';
  return first(addToBatchCounters(db).execute({
    id: updated.batchId,
    success: ok ? 1 : 0,
    failure: ok ? 0 : 1,
    costCents: ok ? result.costCents : 0,
    inputTokens: ok ? result.inputTokens : 0,
    outputTokens: ok ? result.outputTokens : 0,
  }));
}

/** The columns each kind of ItemResult sets (besides status). */
const RESULT_COLUMNS = {
  completed: ['verificationId', 'verdict', 'confidence', 'decision', 'costCents', 'inputTokens', 'outputTokens', 'processingTimeMs', 'retryCount'],
  failed: ['errorMessage', 'retryCount', 'processingTimeMs'],
} as const satisfies { [S in ItemResult['status']]: readonly Exclude<keyof Extract<ItemResult, { status: S }>, 'status'>[] };

const finishItemAs = preparedVariants((db, status: ItemResult['status']) =>
  db
    .update(batchItems)
    .set({
      status,
      ...Object.fromEntries(RESULT_COLUMNS[status].map((c) => [c, placeholder(c)])),
      completedAt: placeholder('completedAt'),
      claimedAt: null,
      leaseExpiresAt: null,
    })
    .where(holds(itemQueue, sql.placeholder('id') as unknown as string, sql.placeholder('attempt') as unknown as number))
    .returning({ batchId: batchItems.batchId }),
);
const addToBatchCounters = prepared((db) =>
  db
    .update(batches)
    .set({
      processedItems: sql`${batches.processedItems} + 1`,
      successCount: sql`${batches.successCount} + ${sql.placeholder('success')}`,
      failureCount: sql`${batches.failureCount} + ${sql.placeholder('failure')}`,
      totalCostCents: roundCents(db, sql`${batches.totalCostCents} + ${sql.placeholder('costCents')}`),
      totalInputTokens: sql`${batches.totalInputTokens} + ${sql.placeholder('inputTokens')}`,
      totalOutputTokens: sql`${batches.totalOutputTokens} + ${sql.placeholder('outputTokens')}`,
    })
    .where(eq(batches.id, sql.placeholder('id')))
    .returning(),
);

/** Rounds a sum of cents to 6 decimals (fractions of a cent add up without binary noise); PostgreSQL rounds only numeric. */
function roundCents(db: Db, value: SQL): SQL {
  return dialectOf(db) === 'postgres' ? sql`round((${value})::numeric, 6)::double precision` : sql`round(${value}, 6)`;
}

/**
 * Moves a `processing` batch whose every item is final to `completed` (DECISIONS.md "Status
 * transitions"); returns the completed batch, or undefined when it is not complete (or not
 * processing, e.g. cancelled).
 */
export function completeBatchIfDone(db: Db, batchId: string, completedAt: Date): Promise<BatchRow | undefined> {
  return first(completeBatch(db).execute({ id: batchId, completedAt: completedAt.toISOString() }));
}

const completeBatch = prepared((db) =>
  db
    .update(batches)
    .set({ status: 'completed', completedAt: placeholder('completedAt') })
    .where(and(eq(batches.id, sql.placeholder('id')), eq(batches.status, 'processing'), sql`${batches.processedItems} >= ${batches.totalItems}`))
    .returning(),
);

/**
 * Cancels a pending or processing batch (spec 3.2, 3.3): pending and queued items become
 * `skipped` and count as processed; processing items may still finish. Returns the cancelled batch
 * with how many items were skipped and are still processing, or undefined if it was not
 * cancellable (the caller has checked the status in the same transaction).
 */
export async function cancelBatchRows(db: Db, batchId: string, at: Date): Promise<{ batch: BatchRow; skipped: number; stillProcessing: number } | undefined> {
  const iso = at.toISOString();
  const skipped = (
    await db
      .update(batchItems)
      .set({ status: 'skipped', completedAt: iso })
      .where(and(eq(batchItems.batchId, batchId), inArray(batchItems.status, ['pending', 'queued'])))
      .returning({ id: batchItems.id })
  ).length;
  const batch = await first(
    db
      .update(batches)
      .set({ status: 'cancelled', processedItems: sql`${batches.processedItems} + ${skipped}`, completedAt: iso, cancelledAt: iso })
      .where(and(eq(batches.id, batchId), inArray(batches.status, ['pending', 'processing'])))
      .returning(),
  );
  if (!batch) return undefined;
  const processing = await first(
    db
      .select({ n: count() })
      .from(batchItems)
      .where(and(eq(batchItems.batchId, batchId), eq(batchItems.status, 'processing'))),
  );
  return { batch, skipped, stillProcessing: processing?.n ?? 0 };
}

/** Service-wide queue figures for GET /v1/status (counts only, no identifiers). */
export async function countQueuedItems(db: Db): Promise<{ queued: number; processing: number }> {
  const rows = await queuedItemCounts(db).execute();
  return {
    queued: rows.find((r) => r.status === 'queued')?.n ?? 0,
    processing: rows.find((r) => r.status === 'processing')?.n ?? 0,
  };
}

const queuedItemCounts = prepared((db) =>
  db
    .select({ status: batchItems.status, n: count() })
    .from(batchItems)
    .where(inArray(batchItems.status, ['queued', 'processing']))
    .groupBy(batchItems.status),
);

/** Retention (DECISIONS.md "expiresAt"): deletes batches expired at `now`; their items go with them (ON DELETE CASCADE). */
export function purgeExpiredBatches(db: Db, now: Date): Promise<number> {
  const at = now.toISOString();
  return db.transaction(async (tx) => {
    const ids = (await tx.select({ id: batches.id }).from(batches).where(lte(batches.expiresAt, at))).map((r) => r.id);
    for (let i = 0; i < ids.length; i += 500) {
      const chunk = ids.slice(i, i + 500);
      // Explicit, so the purge does not depend on the foreign_keys pragma of the connection.
      await tx.delete(batchItems).where(inArray(batchItems.batchId, chunk));
      await tx.delete(batches).where(inArray(batches.id, chunk));
    }
    return ids.length;
  });
}

/** Moves a `pending` batch's `pending` items to `queued` and the batch to `processing` (spec 3.2), in the caller's transaction. */
export async function queueBatch(db: Db, batchId: string, at: Date): Promise<void> {
  await db
    .update(batchItems)
    .set({ status: 'queued' })
    .where(and(eq(batchItems.batchId, batchId), eq(batchItems.status, 'pending')));
  await db
    .update(batches)
    .set({ status: 'processing', startedAt: at.toISOString() })
    .where(and(eq(batches.id, batchId), eq(batches.status, 'pending')));
}

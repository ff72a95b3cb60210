// Data access for batches and their items (spec 2.4, 2.5, 3.2, 3.3; DECISIONS.md "Batches").
// Storage knows no HTTP (STYLE habit 10). Every function takes a Db that may be a transaction, so
// the batch services compose them: an item's result and its batch's counters are always written
// in one transaction, which is what keeps the counters equal to the items.
//
// The queue is the item rows themselves: `queued` rows are claimed by moving them to `processing`
// with a lease (`claimNextItem`), and rows whose lease expired are put back (`requeueExpiredItems`).
// The final write of an item is guarded by the attempt number of its claim, so a run cut off by a
// crash (and re-run after the lease expired) is recorded exactly once.
import { and, asc, count, desc, eq, gt, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Db } from './db.js';
import { prepared, preparedVariants } from './prepared.js';
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

export function insertBatch(db: Db, batch: NewBatchRow, items: NewBatchItemRow[]): void {
  db.insert(batches).values(batch).run();
  // SQLite limits bound parameters per statement; 100 items of ~20 columns stay far below it, but
  // chunk anyway so the function is safe for any count.
  for (let i = 0; i < items.length; i += 40) db.insert(batchItems).values(items.slice(i, i + 40)).run();
}

/** The organization's batch, or undefined (other organizations' batches are not visible). */
export function findBatch(db: Db, organizationId: string, id: string): BatchRow | undefined {
  return db
    .select()
    .from(batches)
    .where(and(eq(batches.id, id), eq(batches.organizationId, organizationId)))
    .get();
}

export function getBatchById(db: Db, id: string): BatchRow | undefined {
  return db.select().from(batches).where(eq(batches.id, id)).get();
}

/** DECISIONS.md "Listing": newest first, `createdAt` descending then id descending. */
export function listBatches(db: Db, organizationId: string, filter: { status?: BatchStatus | undefined }, page: Page): { rows: BatchRow[]; total: number } {
  const where = and(eq(batches.organizationId, organizationId), filter.status ? eq(batches.status, filter.status) : undefined);
  const rows = db.select().from(batches).where(where).orderBy(desc(batches.createdAt), desc(batches.id)).limit(page.limit).offset(page.offset).all();
  const total = db.select({ n: count() }).from(batches).where(where).get()?.n ?? 0;
  return { rows, total };
}

/** A batch's items in input order (`itemIndex` ascending), optionally of one status. */
export function listItems(db: Db, batchId: string, filter: { status?: ItemStatus | undefined }, page: Page): { rows: BatchItemRow[]; total: number } {
  const where = and(eq(batchItems.batchId, batchId), filter.status ? eq(batchItems.status, filter.status) : undefined);
  const rows = db.select().from(batchItems).where(where).orderBy(asc(batchItems.itemIndex)).limit(page.limit).offset(page.offset).all();
  const total = db.select({ n: count() }).from(batchItems).where(where).get()?.n ?? 0;
  return { rows, total };
}

/** Up to `limit` items of a batch after position `afterIndex`, in input order (results files read them a chunk at a time). */
export function listItemsAfter(db: Db, batchId: string, filter: { status?: ItemStatus | undefined }, afterIndex: number, limit: number): BatchItemRow[] {
  return db
    .select()
    .from(batchItems)
    .where(and(eq(batchItems.batchId, batchId), gt(batchItems.itemIndex, afterIndex), filter.status ? eq(batchItems.status, filter.status) : undefined))
    .orderBy(asc(batchItems.itemIndex))
    .limit(limit)
    .all();
}

/**
 * DECISIONS.md "Item idempotency": the earlier completed item of the organization with this key
 * and the same content, whose verification can be reused.
 */
export function findReusableItem(db: Db, organizationId: string, idempotencyKey: string, content: string): BatchItemRow | undefined {
  return db
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
    .limit(1)
    .get();
}

/** A claimed item with what its run needs from its batch. */
export interface ClaimedItem {
  item: BatchItemRow;
  batch: BatchRow;
}

/**
 * Claims the oldest queued item in one IMMEDIATE transaction (no other connection can claim
 * between the read and the write): `processing`, one more attempt, lease until `leaseUntil`.
 */
export function claimNextItem(db: Db, now: Date, leaseUntil: Date): ClaimedItem | undefined {
  return db.transaction(
    (tx) => {
      const next = nextQueuedItem(tx).get();
      if (!next) return undefined;
      const item = claimItem(tx).get({ id: next.id, claimedAt: now.toISOString(), leaseExpiresAt: leaseUntil.toISOString() });
      if (!item) return undefined;
      const batch = batchById(tx).get({ id: item.batchId });
      if (!batch) return undefined;
      return { item, batch };
    },
    { behavior: 'immediate' },
  );
}

// The batch pipeline's statements run for every item (issue 8: built and prepared once). A value
// set through sql`${sql.placeholder()}` is bound as given (no column mapping): only plain columns.
const placeholder = (name: string) => sql`${sql.placeholder(name)}`;
const nextQueuedItem = prepared((db) =>
  db
    .select({ id: batchItems.id })
    .from(batchItems)
    .where(eq(batchItems.status, 'queued'))
    .orderBy(asc(batchItems.createdAt), asc(batchItems.batchId), asc(batchItems.itemIndex))
    .limit(1)
    .prepare(),
);
const claimItem = prepared((db) =>
  db
    .update(batchItems)
    .set({ status: 'processing', attempts: sql`${batchItems.attempts} + 1`, claimedAt: placeholder('claimedAt'), leaseExpiresAt: placeholder('leaseExpiresAt') })
    .where(and(eq(batchItems.id, sql.placeholder('id')), eq(batchItems.status, 'queued')))
    .returning()
    .prepare(),
);
const batchById = prepared((db) =>
  db
    .select()
    .from(batches)
    .where(eq(batches.id, sql.placeholder('id')))
    .prepare(),
);

/** Extends the lease of an item still held by the claim `attempt`; returns whether it applied. */
export function renewItemLease(db: Db, itemId: string, attempt: number, leaseUntil: Date): boolean {
  const result = db
    .update(batchItems)
    .set({ leaseExpiresAt: leaseUntil.toISOString() })
    .where(and(eq(batchItems.id, itemId), eq(batchItems.status, 'processing'), eq(batchItems.attempts, attempt)))
    .run();
  return result.changes > 0;
}

/**
 * Crash recovery: items whose lease expired before `now` go back to `queued`, except those of a
 * batch cancelled meanwhile, which become `skipped` (and count as processed). Returns how many
 * items moved. `ignoreLeases` moves every `processing` item: only for start-up, before this
 * process claimed anything, when every claim is a leftover of a crash (one server per database).
 */
export function requeueExpiredItems(db: Db, now: Date, options: { ignoreLeases?: boolean } = {}): number {
  const at = now.toISOString();
  return db.transaction(
    (tx) => {
      const expired = tx
        .select({ id: batchItems.id, batchId: batchItems.batchId, batchStatus: batches.status })
        .from(batchItems)
        .innerJoin(batches, eq(batches.id, batchItems.batchId))
        .where(and(eq(batchItems.status, 'processing'), options.ignoreLeases ? undefined : lt(batchItems.leaseExpiresAt, at)))
        .all();
      for (const row of expired) {
        if (row.batchStatus === 'cancelled') {
          const moved = tx
            .update(batchItems)
            .set({ status: 'skipped', claimedAt: null, leaseExpiresAt: null, completedAt: at })
            .where(and(eq(batchItems.id, row.id), eq(batchItems.status, 'processing')))
            .run();
          if (moved.changes > 0) {
            tx.update(batches).set({ processedItems: sql`${batches.processedItems} + 1` }).where(eq(batches.id, row.batchId)).run();
          }
        } else {
          tx.update(batchItems)
            .set({ status: 'queued', claimedAt: null, leaseExpiresAt: null })
            .where(and(eq(batchItems.id, row.id), eq(batchItems.status, 'processing')))
            .run();
        }
      }
      return expired.length;
    },
    { behavior: 'immediate' },
  );
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
export function finishItem(db: Db, itemId: string, attempt: number, result: ItemResult, completedAt: Date): BatchRow | undefined {
  const updated = finishItemAs(db, result.status).get({ ...result, id: itemId, attempt, completedAt: completedAt.toISOString() });
  if (!updated) return undefined;
  const ok = result.status === 'completed';
  return addToBatchCounters(db).get({
    id: updated.batchId,
    success: ok ? 1 : 0,
    failure: ok ? 0 : 1,
    costCents: ok ? result.costCents : 0,
    inputTokens: ok ? result.inputTokens : 0,
    outputTokens: ok ? result.outputTokens : 0,
  });
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
    .where(and(eq(batchItems.id, sql.placeholder('id')), eq(batchItems.status, 'processing'), eq(batchItems.attempts, sql.placeholder('attempt'))))
    .returning({ batchId: batchItems.batchId })
    .prepare(),
);
const addToBatchCounters = prepared((db) =>
  db
    .update(batches)
    .set({
      processedItems: sql`${batches.processedItems} + 1`,
      successCount: sql`${batches.successCount} + ${sql.placeholder('success')}`,
      failureCount: sql`${batches.failureCount} + ${sql.placeholder('failure')}`,
      totalCostCents: sql`round(${batches.totalCostCents} + ${sql.placeholder('costCents')}, 6)`,
      totalInputTokens: sql`${batches.totalInputTokens} + ${sql.placeholder('inputTokens')}`,
      totalOutputTokens: sql`${batches.totalOutputTokens} + ${sql.placeholder('outputTokens')}`,
    })
    .where(eq(batches.id, sql.placeholder('id')))
    .returning()
    .prepare(),
);

/**
 * Moves a `processing` batch whose every item is final to `completed` (DECISIONS.md "Status
 * transitions"); returns the completed batch, or undefined when it is not complete (or not
 * processing, e.g. cancelled).
 */
export function completeBatchIfDone(db: Db, batchId: string, completedAt: Date): BatchRow | undefined {
  return completeBatch(db).get({ id: batchId, completedAt: completedAt.toISOString() });
}

const completeBatch = prepared((db) =>
  db
    .update(batches)
    .set({ status: 'completed', completedAt: placeholder('completedAt') })
    .where(and(eq(batches.id, sql.placeholder('id')), eq(batches.status, 'processing'), sql`${batches.processedItems} >= ${batches.totalItems}`))
    .returning()
    .prepare(),
);

/**
 * Cancels a pending or processing batch (spec 3.2, 3.3): pending and queued items become
 * `skipped` and count as processed; processing items may still finish. Returns the cancelled batch
 * with how many items were skipped and are still processing, or undefined if it was not
 * cancellable (the caller has checked the status in the same transaction).
 */
export function cancelBatchRows(db: Db, batchId: string, at: Date): { batch: BatchRow; skipped: number; stillProcessing: number } | undefined {
  const iso = at.toISOString();
  const skipped = db
    .update(batchItems)
    .set({ status: 'skipped', completedAt: iso })
    .where(and(eq(batchItems.batchId, batchId), inArray(batchItems.status, ['pending', 'queued'])))
    .run().changes;
  const batch = db
    .update(batches)
    .set({ status: 'cancelled', processedItems: sql`${batches.processedItems} + ${skipped}`, completedAt: iso, cancelledAt: iso })
    .where(and(eq(batches.id, batchId), inArray(batches.status, ['pending', 'processing'])))
    .returning()
    .get();
  if (!batch) return undefined;
  const stillProcessing =
    db
      .select({ n: count() })
      .from(batchItems)
      .where(and(eq(batchItems.batchId, batchId), eq(batchItems.status, 'processing')))
      .get()?.n ?? 0;
  return { batch, skipped, stillProcessing };
}

/** Service-wide queue figures for GET /v1/status (counts only, no identifiers). */
export function countQueuedItems(db: Db): { queued: number; processing: number } {
  const rows = queuedItemCounts(db).all();
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
    .groupBy(batchItems.status)
    .prepare(),
);

/** Retention (DECISIONS.md "expiresAt"): deletes batches expired at `now`; their items go with them (ON DELETE CASCADE). */
export function purgeExpiredBatches(db: Db, now: Date): number {
  const at = now.toISOString();
  return db.transaction((tx) => {
    const ids = tx.select({ id: batches.id }).from(batches).where(lte(batches.expiresAt, at)).all().map((r) => r.id);
    if (ids.length === 0) return 0;
    for (let i = 0; i < ids.length; i += 500) {
      const chunk = ids.slice(i, i + 500);
      // Explicit, so the purge does not depend on the foreign_keys pragma of the connection.
      tx.delete(batchItems).where(inArray(batchItems.batchId, chunk)).run();
      tx.delete(batches).where(inArray(batches.id, chunk)).run();
    }
    return ids.length;
  });
}

/** Moves a `pending` batch's `pending` items to `queued` and the batch to `processing` (spec 3.2), in the caller's transaction. */
export function queueBatch(db: Db, batchId: string, at: Date): void {
  db.update(batchItems)
    .set({ status: 'queued' })
    .where(and(eq(batchItems.batchId, batchId), eq(batchItems.status, 'pending')))
    .run();
  db.update(batches)
    .set({ status: 'processing', startedAt: at.toISOString() })
    .where(and(eq(batches.id, batchId), eq(batches.status, 'pending')))
    .run();
}

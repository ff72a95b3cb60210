// server/storage/batches.ts on both back ends (issue 24): batches and items as stored, listed and
// paged; the item queue (claim in input order of the oldest batch, guarded finish, counters in the
// same write, completion, cancel, crash recovery with cancelled batches) and the retention purge.
// The protocol across two processes is test/storage/leases.test.ts's; the HTTP behaviour is
// test/batch/'s.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  cancelBatchRows,
  claimNextItem,
  completeBatchIfDone,
  countQueuedItems,
  findBatch,
  findReusableItem,
  finishItem,
  getBatchById,
  insertBatch,
  listBatches,
  listItems,
  listItemsAfter,
  purgeExpiredBatches,
  queueBatch,
  renewItemLease,
  requeueExpiredItems,
  type ItemResult,
  type NewBatchItemRow,
  type NewBatchRow,
} from '../../server/storage/batches.js';
import { BACKENDS, openTestDatabase, type TestDatabase } from '../helpers/database.js';

const T0 = new Date('2026-01-01T00:00:00.000Z');
const at = (ms: number): Date => new Date(T0.getTime() + ms);
const DAY = 86_400_000;
const page = (limit = 100, offset = 0) => ({ limit, offset });

const completed = (costCents: number, verificationId = 'ver_1'): ItemResult => ({
  status: 'completed',
  verificationId,
  verdict: 'true',
  confidence: 0.9,
  decision: 'refine',
  costCents,
  inputTokens: 10,
  outputTokens: 2,
  processingTimeMs: 5,
  retryCount: 0,
});
const failed: ItemResult = { status: 'failed', errorMessage: 'an upstream verification provider failed', retryCount: 2, processingTimeMs: 7 };

describe.each(BACKENDS)('batch storage (%s)', (backend) => {
  let t: TestDatabase;
  let orgId: string;
  let otherOrgId: string;
  beforeEach(async () => {
    t = await openTestDatabase({ backend, start: T0.toISOString() });
    orgId = (await t.createOrg()).organization.id;
    otherOrgId = (await t.createOrg({ name: 'Other' })).organization.id;
  });
  afterEach(() => t.close());

  const batchRow = (id: string, fields: Partial<NewBatchRow> = {}): NewBatchRow => ({
    id,
    organizationId: orgId,
    name: id,
    inputFormat: 'inline',
    status: 'pending',
    methodsConfig: { formal: 1 },
    createdAt: T0.toISOString(),
    expiresAt: at(30 * DAY).toISOString(),
    ...fields,
  });
  const itemRows = (batchId: string, n: number, fields: Partial<NewBatchItemRow> = {}): NewBatchItemRow[] =>
    Array.from({ length: n }, (_, i) => ({
      id: `${batchId.replace('bat_', 'itm_')}_${String(i).padStart(3, '0')}`,
      batchId,
      organizationId: fields.organizationId ?? orgId,
      itemIndex: i,
      content: `${i} + ${i} = ${2 * i}`,
      status: 'pending' as const,
      createdAt: T0.toISOString(),
      ...fields,
    }));
  /** A batch of `n` items, queued as creation leaves it (processing, items queued). */
  const queued = async (id: string, n: number, fields: Partial<NewBatchRow> = {}) => {
    await insertBatch(t.db, batchRow(id, { totalItems: n, ...fields }), itemRows(id, n));
    await queueBatch(t.db, id, t.clock.now());
    return (await getBatchById(t.db, id))!;
  };
  const lease = () => at(60_000);

  it('stores a batch with its items (more than one insert chunk) and reads it back by organization', async () => {
    await insertBatch(t.db, batchRow('bat_a', { totalItems: 95, metadata: { team: 'x' }, context: { question: 'q' } }), itemRows('bat_a', 95));
    expect(await findBatch(t.db, orgId, 'bat_a')).toMatchObject({ id: 'bat_a', status: 'pending', totalItems: 95, metadata: { team: 'x' }, context: { question: 'q' }, methodsConfig: { formal: 1 } });
    expect(await findBatch(t.db, otherOrgId, 'bat_a')).toBeUndefined();
    expect(await getBatchById(t.db, 'bat_a')).toMatchObject({ id: 'bat_a', organizationId: orgId });
    expect(await getBatchById(t.db, 'bat_none')).toBeUndefined();
    expect((await listItems(t.db, 'bat_a', {}, page())).total).toBe(95);
  });

  it('lists batches newest first (then id descending), by status, with a total across pages', async () => {
    await insertBatch(t.db, batchRow('bat_1', { createdAt: at(1).toISOString() }), []);
    await insertBatch(t.db, batchRow('bat_2', { createdAt: at(2).toISOString(), status: 'completed' }), []);
    await insertBatch(t.db, batchRow('bat_3', { createdAt: at(2).toISOString() }), []);
    await insertBatch(t.db, batchRow('bat_other', { organizationId: otherOrgId }), []);
    const all = await listBatches(t.db, orgId, {}, page());
    expect(all.rows.map((b) => b.id)).toEqual(['bat_3', 'bat_2', 'bat_1']);
    expect(all.total).toBe(3);
    const second = await listBatches(t.db, orgId, {}, page(1, 1));
    expect(second).toMatchObject({ rows: [{ id: 'bat_2' }], total: 3 });
    expect(await listBatches(t.db, orgId, { status: 'completed' }, page())).toMatchObject({ rows: [{ id: 'bat_2' }], total: 1 });
  });

  it('lists items in input order, by status, by page and after a position', async () => {
    await queued('bat_a', 5);
    await t.db.transaction(async (tx) => {
      const claimed = (await claimNextItem(tx, t.clock.now(), lease()))!;
      await finishItem(tx, claimed.item.id, claimed.item.attempts, completed(1), t.clock.now());
    });
    const items = await listItems(t.db, 'bat_a', {}, page(2, 1));
    expect(items.rows.map((i) => i.itemIndex)).toEqual([1, 2]);
    expect(items.total).toBe(5);
    expect(await listItems(t.db, 'bat_a', { status: 'completed' }, page())).toMatchObject({ rows: [{ itemIndex: 0, status: 'completed' }], total: 1 });
    expect((await listItemsAfter(t.db, 'bat_a', {}, 1, 2)).map((i) => i.itemIndex)).toEqual([2, 3]);
    expect((await listItemsAfter(t.db, 'bat_a', { status: 'queued' }, -1, 100)).map((i) => i.itemIndex)).toEqual([1, 2, 3, 4]);
  });

  it('finds an earlier completed item with the same key and content in the organization, for reuse', async () => {
    await insertBatch(t.db, batchRow('bat_a', { totalItems: 1 }), [
      { ...itemRows('bat_a', 1)[0]!, idempotencyKey: 'k1', status: 'completed', verificationId: 'ver_old', completedAt: at(1).toISOString() },
    ]);
    await insertBatch(t.db, batchRow('bat_b', { totalItems: 1 }), [{ ...itemRows('bat_b', 1)[0]!, idempotencyKey: 'k1', status: 'queued' }]);
    const content = itemRows('bat_a', 1)[0]!.content;
    expect(await findReusableItem(t.db, orgId, 'k1', content)).toMatchObject({ id: 'itm_a_000', verificationId: 'ver_old' });
    expect(await findReusableItem(t.db, orgId, 'k1', 'other content')).toBeUndefined();
    expect(await findReusableItem(t.db, otherOrgId, 'k1', content)).toBeUndefined();
    expect(await findReusableItem(t.db, orgId, 'k2', content)).toBeUndefined();
  });

  it('queues a pending batch: items queued, batch processing with its start time; only once', async () => {
    await insertBatch(t.db, batchRow('bat_a', { totalItems: 2 }), itemRows('bat_a', 2));
    await queueBatch(t.db, 'bat_a', at(5));
    expect(await getBatchById(t.db, 'bat_a')).toMatchObject({ status: 'processing', startedAt: at(5).toISOString() });
    expect((await listItems(t.db, 'bat_a', { status: 'queued' }, page())).total).toBe(2);
    await queueBatch(t.db, 'bat_a', at(9));
    expect((await getBatchById(t.db, 'bat_a'))!.startedAt).toBe(at(5).toISOString());
  });

  it('hands out items in input order of the oldest batch first, each once, with its batch', async () => {
    await queued('bat_new', 1, { createdAt: at(10).toISOString() });
    await insertBatch(t.db, batchRow('bat_old', { totalItems: 2 }), itemRows('bat_old', 2, { createdAt: at(-10).toISOString() }));
    await queueBatch(t.db, 'bat_old', t.clock.now());
    const order: string[] = [];
    for (;;) {
      const claimed = await claimNextItem(t.db, t.clock.now(), lease());
      if (!claimed) break;
      expect(claimed.batch.id).toBe(claimed.item.batchId);
      expect(claimed.item).toMatchObject({ status: 'processing', attempts: 1, leaseExpiresAt: lease().toISOString(), claimedAt: T0.toISOString() });
      order.push(claimed.item.id);
    }
    expect(order).toEqual(['itm_old_000', 'itm_old_001', 'itm_new_000']);
    expect(await countQueuedItems(t.db)).toEqual({ queued: 0, processing: 3 });
  });

  it('finishes an item only under the claim that holds it, adding it to the counters in the same write; cents are summed without binary noise', async () => {
    await queued('bat_a', 3);
    const results = [completed(0.1, 'ver_a'), completed(0.2, 'ver_b'), failed];
    for (const result of results) {
      const claimed = (await claimNextItem(t.db, t.clock.now(), lease()))!;
      expect(await finishItem(t.db, claimed.item.id, claimed.item.attempts + 1, result, at(1))).toBeUndefined();
      const batch = await finishItem(t.db, claimed.item.id, claimed.item.attempts, result, at(1));
      expect(batch?.id).toBe('bat_a');
      expect(await finishItem(t.db, claimed.item.id, claimed.item.attempts, result, at(1))).toBeUndefined();
    }
    const batch = (await getBatchById(t.db, 'bat_a'))!;
    expect(batch).toMatchObject({ processedItems: 3, successCount: 2, failureCount: 1, totalCostCents: 0.3, totalInputTokens: 20, totalOutputTokens: 4, status: 'processing' });
    const items = (await listItems(t.db, 'bat_a', {}, page())).rows;
    expect(items[0]).toMatchObject({ status: 'completed', verificationId: 'ver_a', verdict: 'true', confidence: 0.9, decision: 'refine', costCents: 0.1, completedAt: at(1).toISOString(), claimedAt: null, leaseExpiresAt: null });
    expect(items[2]).toMatchObject({ status: 'failed', errorMessage: failed.errorMessage, retryCount: 2, processingTimeMs: 7, costCents: 0, verificationId: null });
  });

  it('completes a processing batch once every item is final, and only then', async () => {
    await queued('bat_a', 2);
    for (let i = 0; i < 2; i++) {
      expect(await completeBatchIfDone(t.db, 'bat_a', at(2))).toBeUndefined();
      const claimed = (await claimNextItem(t.db, t.clock.now(), lease()))!;
      await finishItem(t.db, claimed.item.id, claimed.item.attempts, completed(1), at(1));
    }
    expect(await completeBatchIfDone(t.db, 'bat_a', at(2))).toMatchObject({ status: 'completed', completedAt: at(2).toISOString() });
    expect(await completeBatchIfDone(t.db, 'bat_a', at(3))).toBeUndefined();
  });

  it('renews a lease only while the claim holds', async () => {
    await queued('bat_a', 1);
    const claimed = (await claimNextItem(t.db, t.clock.now(), lease()))!;
    expect(await renewItemLease(t.db, claimed.item.id, claimed.item.attempts, at(120_000))).toBe(true);
    expect(await renewItemLease(t.db, claimed.item.id, claimed.item.attempts + 1, at(180_000))).toBe(false);
    expect((await listItems(t.db, 'bat_a', {}, page())).rows[0]!.leaseExpiresAt).toBe(at(120_000).toISOString());
  });

  it('cancels: pending and queued items are skipped and counted, processing ones may finish, and only once', async () => {
    await queued('bat_a', 3);
    const running = (await claimNextItem(t.db, t.clock.now(), lease()))!;
    const cancelled = await t.db.transaction((tx) => cancelBatchRows(tx, 'bat_a', at(5)));
    expect(cancelled).toMatchObject({ skipped: 2, stillProcessing: 1, batch: { status: 'cancelled', processedItems: 2, cancelledAt: at(5).toISOString(), completedAt: at(5).toISOString() } });
    expect(await cancelBatchRows(t.db, 'bat_a', at(6))).toBeUndefined();
    // The running item finishes and is counted; the batch stays cancelled.
    await finishItem(t.db, running.item.id, running.item.attempts, completed(1), at(7));
    expect(await completeBatchIfDone(t.db, 'bat_a', at(8))).toBeUndefined();
    expect(await getBatchById(t.db, 'bat_a')).toMatchObject({ status: 'cancelled', processedItems: 3, successCount: 1 });
  });

  it('re-queues items whose lease ran out; those of a cancelled batch become skipped and counted', async () => {
    await queued('bat_a', 1);
    await queued('bat_b', 1, { createdAt: at(1).toISOString() });
    await claimNextItem(t.db, t.clock.now(), lease());
    await claimNextItem(t.db, t.clock.now(), lease());
    await cancelBatchRows(t.db, 'bat_b', at(10));
    expect(await requeueExpiredItems(t.db, at(59_999))).toBe(0);
    expect(await requeueExpiredItems(t.db, at(60_000))).toBe(2);
    expect((await listItems(t.db, 'bat_a', {}, page())).rows[0]).toMatchObject({ status: 'queued', attempts: 1, leaseExpiresAt: null, claimedAt: null });
    expect((await listItems(t.db, 'bat_b', {}, page())).rows[0]).toMatchObject({ status: 'skipped', completedAt: at(60_000).toISOString() });
    expect(await getBatchById(t.db, 'bat_b')).toMatchObject({ status: 'cancelled', processedItems: 1 });
  });

  it('deletes batches and their items at their expiry, not before', async () => {
    await queued('bat_a', 2);
    await queued('bat_b', 1, { expiresAt: at(31 * DAY).toISOString() });
    expect(await purgeExpiredBatches(t.db, at(30 * DAY - 1))).toBe(0);
    expect(await purgeExpiredBatches(t.db, at(30 * DAY))).toBe(1);
    expect(await getBatchById(t.db, 'bat_a')).toBeUndefined();
    expect((await listItems(t.db, 'bat_a', {}, page())).total).toBe(0);
    expect(await getBatchById(t.db, 'bat_b')).toBeDefined();
    expect(await countQueuedItems(t.db)).toEqual({ queued: 1, processing: 0 });
  });
});

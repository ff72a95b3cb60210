// The one lease protocol (server/storage/leases.ts, issue 15) across processes: two handles on one
// database (test/storage/two-handles.ts) stand for two server processes. Claims made at the same
// moment from both never hand one row out twice and together take every row; a claim that was
// re-queued and claimed again cannot be finished, renewed or released by its old holder; a
// released claim is claimable again at once.
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../server/storage/db.js';
import { releaseLease } from '../../server/storage/leases.js';
import { claimNextItem, finishItem, insertBatch, itemQueue, renewItemLease, requeueExpiredItems, type ItemResult } from '../../server/storage/batches.js';
import { batchItems, verifications, webhookEvents } from '../../server/storage/schema.js';
import {
  claimPendingVerification,
  finishVerification,
  insertVerification,
  renewVerificationLease,
  requeueExpiredVerifications,
  verificationQueue,
} from '../../server/storage/verifications.js';
import { createDatabaseOutbox, enqueueWebhookEvent } from '../../server/storage/webhook-events.js';
import { failedFields } from '../../server/verifications/record.js';
import { BACKENDS } from '../helpers/database.js';
import { openTwoHandles, type TwoHandles } from './two-handles.js';

const T0 = new Date('2026-01-01T00:00:00.000Z');
const at = (ms: number): Date => new Date(T0.getTime() + ms);
const LEASE = 60_000;
const ROWS = 50;
/** Claims in flight at once on each handle, per round. */
const PER_HANDLE = 3;

/** A batch of `n` queued items; returns the batch id and the item ids in input order. */
async function seedItems(db: Db, orgId: string, n: number): Promise<{ batchId: string; itemIds: string[] }> {
  const batchId = 'bat_leases';
  const itemIds = Array.from({ length: n }, (_, i) => `itm_${String(i).padStart(3, '0')}`);
  await insertBatch(
    db,
    { id: batchId, organizationId: orgId, name: 'leases', inputFormat: 'inline', status: 'processing', totalItems: n, methodsConfig: { semantic: 1 }, createdAt: T0.toISOString(), expiresAt: at(30 * 86_400_000).toISOString() },
    itemIds.map((id, itemIndex) => ({ id, batchId, organizationId: orgId, itemIndex, content: `claim ${itemIndex}`, status: 'queued' as const, createdAt: T0.toISOString() })),
  );
  return { batchId, itemIds };
}

/** `n` pending asynchronous verifications, oldest first. */
async function seedVerifications(db: Db, orgId: string, n: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const row = await insertVerification(db, {
      id: `ver_${String(i).padStart(3, '0')}`,
      organizationId: orgId,
      content: `claim ${i}`,
      methods: { semantic: 1 },
      status: 'pending',
      createdAt: at(i).toISOString(),
    });
    ids.push(row.id);
  }
  return ids;
}

/** Three durable queues, each claimed through its own storage function from a handle. */
const QUEUES = [
  {
    queue: 'batch items',
    seed: async (db: Db, orgId: string) => (await seedItems(db, orgId, ROWS)).itemIds,
    claim: async (db: Db) => {
      const claimed = await claimNextItem(db, T0, at(LEASE));
      return claimed ? [{ id: claimed.item.id, attempt: claimed.item.attempts }] : [];
    },
    attempts: async (db: Db) => (await db.select({ n: batchItems.attempts }).from(batchItems)).map((r) => r.n),
  },
  {
    queue: 'verifications',
    seed: (db: Db, orgId: string) => seedVerifications(db, orgId, ROWS),
    claim: async (db: Db) => {
      const row = await claimPendingVerification(db, at(ROWS), at(LEASE));
      return row ? [{ id: row.id, attempt: row.attempts }] : [];
    },
    attempts: async (db: Db) => (await db.select({ n: verifications.attempts }).from(verifications)).map((r) => r.n),
  },
  {
    queue: 'webhook events (two at a time)',
    seed: async (db: Db, orgId: string) => {
      const ids = Array.from({ length: ROWS }, (_, i) => `evt_${String(i).padStart(3, '0')}`);
      for (const [i, id] of ids.entries()) {
        await enqueueWebhookEvent(db, { id, organizationId: orgId, type: 'verification.completed', url: 'http://127.0.0.1:9/h', payload: '{}', subjectId: `ver_${i}`, createdAt: at(i) });
      }
      return ids;
    },
    claim: async (db: Db) => (await createDatabaseOutbox(db).claimDue(at(ROWS), 2, at(LEASE))).map((e) => ({ id: e.id, attempt: e.attempt })),
    attempts: async (db: Db) => (await db.select({ n: webhookEvents.attemptCount }).from(webhookEvents)).map((r) => r.n),
  },
];

describe.each(BACKENDS)('%s: leases across two handles on one database', (backend) => {
  let h: TwoHandles;
  beforeEach(async () => {
    h = await openTwoHandles(backend, T0.toISOString());
  });
  afterEach(() => h.close());

  it.each(QUEUES)('hands each of $queue to exactly one claim when both handles claim at once, and together they claim all', async ({ seed, claim, attempts }) => {
    const ids = await seed(h.a.db, h.orgId);
    expect(ids).toHaveLength(ROWS);
    const claimed: string[] = [];
    const byHandle = { a: 0, b: 0 };
    // Rounds of concurrent claims until a whole round finds nothing; at most one row per claim per round.
    for (let round = 0; round <= ROWS; round++) {
      const results = await Promise.all(
        Array.from({ length: PER_HANDLE * 2 }, async (_, i) => {
          const handle = i % 2 === 0 ? 'a' : 'b';
          const got = await claim(h[handle].db);
          byHandle[handle] += got.length;
          return got;
        }),
      );
      const got = results.flat();
      if (got.length === 0) break;
      for (const c of got) {
        expect(c.attempt).toBe(1);
        claimed.push(c.id);
      }
    }
    expect(new Set(claimed).size).toBe(claimed.length);
    expect([...claimed].sort()).toEqual([...ids].sort());
    expect(byHandle.a + byHandle.b).toBe(ROWS);
    // Each row was claimed by one statement: its attempt count is 1 (a second claim would make it 2).
    for (const n of await attempts(h.b.db)) expect(n).toBe(1);
  });

  it('holds guards a stale verification claim: after requeue and reclaim, the old attempt can neither finish, renew nor release it', async () => {
    const [id] = await seedVerifications(h.a.db, h.orgId, 1);
    const stale = (await claimPendingVerification(h.a.db, T0, at(LEASE)))!;
    expect(stale).toMatchObject({ id, status: 'processing', attempts: 1 });
    // The lease of handle a's claim ran out (its process died, say); handle b re-queues and claims.
    expect(await requeueExpiredVerifications(h.b.db, at(LEASE - 1))).toBe(0);
    expect(await requeueExpiredVerifications(h.b.db, at(LEASE))).toBe(1);
    const fresh = (await claimPendingVerification(h.b.db, at(LEASE), at(2 * LEASE)))!;
    expect(fresh).toMatchObject({ id, attempts: 2 });

    expect(await finishVerification(h.a.db, id!, failedFields('late', at(LEASE + 1)), { attempts: 1 })).toBeUndefined();
    expect(await renewVerificationLease(h.a.db, id!, { attempts: 1 }, at(10 * LEASE))).toBe(false);
    await releaseLease(h.a.db, verificationQueue, id!, 1);
    const [row] = await h.b.db.select().from(verifications).where(eq(verifications.id, id!));
    expect(row).toMatchObject({ status: 'processing', attempts: 2, leaseExpiresAt: at(2 * LEASE).toISOString(), lastError: null });

    expect(await renewVerificationLease(h.b.db, id!, { attempts: 2 }, at(3 * LEASE))).toBe(true);
    expect(await finishVerification(h.b.db, id!, failedFields('the upstream provider failed', at(LEASE + 2)), { attempts: 2 })).toMatchObject({
      status: 'escalated',
      attempts: 2,
      leaseExpiresAt: null,
    });
  });

  it('holds guards a stale batch item claim: the old attempt neither records a result nor counts it in the batch', async () => {
    const { itemIds } = await seedItems(h.a.db, h.orgId, 1);
    const stale = (await claimNextItem(h.a.db, T0, at(LEASE)))!;
    expect(stale.item).toMatchObject({ id: itemIds[0], attempts: 1 });
    expect(await requeueExpiredItems(h.b.db, at(LEASE))).toBe(1);
    const fresh = (await claimNextItem(h.b.db, at(LEASE), at(2 * LEASE)))!;
    expect(fresh.item).toMatchObject({ id: itemIds[0], attempts: 2 });

    const failed: ItemResult = { status: 'failed', errorMessage: 'late', retryCount: 0, processingTimeMs: 1 };
    expect(await finishItem(h.a.db, itemIds[0]!, 1, failed, at(LEASE + 1))).toBeUndefined();
    expect(await renewItemLease(h.a.db, itemIds[0]!, 1, at(10 * LEASE))).toBe(false);
    await releaseLease(h.a.db, itemQueue, itemIds[0]!, 1);
    const batch = await finishItem(h.b.db, itemIds[0]!, 2, { ...failed, errorMessage: 'the upstream provider failed' }, at(LEASE + 2));
    expect(batch).toMatchObject({ processedItems: 1, failureCount: 1, successCount: 0 });
    const [item] = await h.a.db.select().from(batchItems).where(eq(batchItems.id, itemIds[0]!));
    expect(item).toMatchObject({ status: 'failed', attempts: 2, errorMessage: 'the upstream provider failed', leaseExpiresAt: null });
  });

  it('releaseLease gives a claim back at once: the other handle claims it before the lease would have run out', async () => {
    const [id] = await seedVerifications(h.a.db, h.orgId, 1);
    const held = (await claimPendingVerification(h.a.db, T0, at(LEASE)))!;
    expect(await claimPendingVerification(h.b.db, T0, at(LEASE))).toBeUndefined();
    await releaseLease(h.a.db, verificationQueue, id!, held.attempts);
    const [row] = await h.b.db.select().from(verifications).where(eq(verifications.id, id!));
    expect(row).toMatchObject({ status: 'pending', attempts: 1, leaseExpiresAt: null, claimedAt: null });
    // Same instant, no requeue needed; the released attempt stays counted.
    expect(await claimPendingVerification(h.b.db, T0, at(LEASE))).toMatchObject({ id, status: 'processing', attempts: 2 });

    const { itemIds } = await seedItems(h.a.db, h.orgId, 1);
    const item = (await claimNextItem(h.a.db, T0, at(LEASE)))!;
    expect(await claimNextItem(h.b.db, T0, at(LEASE))).toBeUndefined();
    await releaseLease(h.a.db, itemQueue, item.item.id, item.item.attempts);
    expect((await claimNextItem(h.b.db, T0, at(LEASE)))?.item).toMatchObject({ id: itemIds[0], status: 'processing', attempts: 2 });
  });
});

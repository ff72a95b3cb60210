// 100-item batches from CSV and JSON through the real engine (worker threads): counters, results
// pagination and filters, verifications readable with GET /v1/verify/{id}, listing, failed items.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EngineError } from '../../server/engine/errors.js';
import type { TestServer } from '../helpers/server.js';
import { allItems, createBatch, fakeEngine, fixture, startBatchServer, upload, waitForBatch } from './helpers.js';
import { BACKENDS } from '../helpers/database.js';

describe.each(BACKENDS)('%s', (backend) => {
  let t: TestServer;
  let apiKey: string;
  beforeAll(async () => {
    t = await startBatchServer({ backend });
    apiKey = (await t.createOrg({ plan: 'pro', rateLimit: 100_000 })).apiKey;
  });
  afterAll(() => t.stop());

  async function checkCompleted(id: string) {
    const batch = await waitForBatch(t, apiKey, id, (b) => b.status === 'completed', 60_000);
    expect(batch.processedItems).toBe(100);
    expect(batch.totalItems).toBe(100);
    expect(batch.successCount + batch.failureCount).toBe(100);
    expect(batch.completedAt).not.toBeNull();
    expect(batch.startedAt).not.toBeNull();
    const items = await allItems(t, apiKey, id);
    expect(items.map((i) => i.itemIndex)).toEqual([...Array(100).keys()]);
    expect(new Set(items.map((i) => i.id)).size).toBe(100);
    const completed = items.filter((i) => i.status === 'completed');
    expect(completed.length).toBe(batch.successCount);
    const cost = completed.reduce((s, i) => s + i.costCents, 0);
    expect(batch.totalCostCents).toBeCloseTo(cost, 6);
    // Each verificationId names a real verification of the organization.
    for (const item of completed.slice(0, 100)) {
      const v = await t.request('GET', `/v1/verify/${item.verificationId}`, { apiKey });
      expect(v.status).toBe(200);
      expect(v.body.content).toBe(item.content);
    }
    return { batch, items };
  }

  describe('100-item batches', () => {
    it('complete from a CSV upload with correct counters and pagination', { timeout: 90_000 }, async () => {
      const up = await upload(t, apiKey, 'rows-100.csv', fixture('rows-100.csv'));
      expect(up.body.itemCount).toBe(100);
      const created = await createBatch(t, apiKey, { methods: { semantic: 1, reasoning: 1 }, fileId: up.body.fileId });
      expect(created.status).toBe(202);
      const { items } = await checkCompleted(created.body.id);
      expect(items[7]).toMatchObject({ idempotencyKey: 'key-7', itemContext: { n: '7' }, content: 'claim 7: 2 + 7 = 9' });

      const page = await t.request('GET', `/v1/batch/${created.body.id}/results?limit=30&offset=90`, { apiKey });
      expect(page.body.pagination).toEqual({ total: 100, limit: 30, offset: 90, hasMore: false });
      expect(page.body.items.map((i: { itemIndex: number }) => i.itemIndex)).toEqual([...Array(10).keys()].map((i) => i + 90));
      const first = await t.request('GET', `/v1/batch/${created.body.id}/results`, { apiKey });
      expect(first.body.pagination).toEqual({ total: 100, limit: 20, offset: 0, hasMore: true });
      expect(first.body.batch).toMatchObject({ id: created.body.id, status: 'completed', totalItems: 100, processedItems: 100 });
    });

    it('complete from a JSON upload ({items: [...]})', { timeout: 90_000 }, async () => {
      const up = await upload(t, apiKey, 'items-100.json', fixture('items-100.json'));
      const created = await createBatch(t, apiKey, { methods: { reasoning: 1 }, fileId: up.body.fileId, name: 'arithmetic' });
      const { batch, items } = await checkCompleted(created.body.id);
      expect(batch).toMatchObject({ inputFormat: 'json', name: 'arithmetic' });
      expect(items.some((i) => i.verdict === 'false')).toBe(true);
    });
  });

  describe('listing', () => {
    it('lists newest first with the list view fields, filters by status and paginates', async () => {
      const key = (await t.createOrg({ plan: 'pro', rateLimit: 100_000 })).apiKey;
      const ids: string[] = [];
      for (let i = 0; i < 3; i++) ids.push((await createBatch(t, key, { methods: { semantic: 1 }, items: [{ content: `c${i}` }] })).body.id);
      const failed = await createBatch(t, key, { methods: { semantic: 1 }, items: [{ content: '' }] });
      for (const id of ids) await waitForBatch(t, key, id);
      const all = await t.request('GET', '/v1/batch', { apiKey: key });
      expect(all.body.data.map((b: { id: string }) => b.id)).toEqual([failed.body.id, ...ids.reverse()]);
      // Spec 2.4: "The list view returns only" these (issue 25: no metadata, skippedCount, cancelledAt or failedAt).
      const listView = ['id', 'name', 'status', 'totalItems', 'processedItems', 'successCount', 'failureCount', 'totalCostCents', 'createdAt', 'startedAt', 'completedAt'].sort();
      for (const entry of all.body.data) expect(Object.keys(entry).sort()).toEqual(listView);
      const onlyFailed = await t.request('GET', '/v1/batch?status=failed', { apiKey: key });
      expect(onlyFailed.body.data.map((b: { id: string }) => b.id)).toEqual([failed.body.id]);
      const page = await t.request('GET', '/v1/batch?limit=2&offset=1', { apiKey: key });
      expect(page.body.pagination).toEqual({ total: 4, limit: 2, offset: 1, hasMore: true });
      expect(page.body.data.map((b: { id: string }) => b.id)).toEqual(ids.slice(0, 2));
    });

    it('hides other organizations\u2019 batches (404 saying the batch was not found)', async () => {
      const created = await createBatch(t, apiKey, { methods: { semantic: 1 }, items: [{ content: 'mine' }] });
      const other = (await t.createOrg({ plan: 'pro', rateLimit: 100_000 })).apiKey;
      for (const path of [`/v1/batch/${created.body.id}`, `/v1/batch/${created.body.id}/results`]) {
        const res = await t.request('GET', path, { apiKey: other });
        expect(res.status).toBe(404);
        expect(res.body.error.message).toMatch(/batch .* was not found/i);
      }
      expect((await t.request('GET', '/v1/batch', { apiKey: other })).body.data).toEqual([]);
    });
  });

  describe('failed items', () => {
    it('are recorded with errorMessage and retryCount, omit content fields, and count as failures', async () => {
      const s = await startBatchServer({ backend, engine: fakeEngine((r) => (r.content.startsWith('bad') ? new EngineError('upstream_error', 'verification method "semantic" failed after 3 attempts', 'semantic') : undefined)) });
      try {
        const key = (await s.createOrg({ plan: 'pro', rateLimit: 100_000 })).apiKey;
        const created = await createBatch(s, key, { methods: { semantic: 1 }, options: { maxRetries: 2 }, items: [{ content: 'good' }, { content: 'bad one' }, { content: 'good too' }] });
        const batch = await waitForBatch(s, key, created.body.id);
        expect(batch).toMatchObject({ status: 'completed', processedItems: 3, successCount: 2, failureCount: 1 });
        const failed = await s.request('GET', `/v1/batch/${created.body.id}/results?status=failed`, { apiKey: key });
        expect(failed.body.pagination.total).toBe(1);
        const [item] = failed.body.items;
        expect(item).toMatchObject({ itemIndex: 1, status: 'failed', verificationId: null, retryCount: 2, errorMessage: expect.stringContaining('failed after 3 attempts') });
        for (const omitted of ['content', 'itemContext', 'decision', 'costCents', 'processingTimeMs']) expect(item).not.toHaveProperty(omitted);
        const completed = await s.request('GET', `/v1/batch/${created.body.id}/results?status=completed`, { apiKey: key });
        expect(completed.body.items.map((i: { itemIndex: number }) => i.itemIndex)).toEqual([0, 2]);
      } finally {
        await s.stop();
      }
    });
  });
});

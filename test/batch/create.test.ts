// POST /v1/batch over HTTP (spec 4.5, 3.2; DECISIONS.md "Batches"): refusals, row validation, fileId
// consumption, item idempotency, quota.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../server/clock.js';
import type { TestServer } from '../helpers/server.js';
import { allItems, createBatch, fakeEngine, startBatchServer, upload, waitForBatch } from './helpers.js';
import { BACKENDS } from '../helpers/database.js';

describe.each(BACKENDS)('%s', (backend) => {
  let t: TestServer;
  let apiKey: string;
  const engine = fakeEngine();
  beforeAll(async () => {
    t = await startBatchServer({ backend, engine });
    apiKey = (await t.createOrg({ plan: 'pro', rateLimit: 100_000 })).apiKey;
  });
  afterAll(() => t.stop());

  const methods = { semantic: 1 };

  describe('POST /v1/batch refusals', () => {
    it('answers 402 quota_exceeded on the Free plan', async () => {
      const free = (await t.createOrg({ plan: 'free' })).apiKey;
      const res = await createBatch(t, free, { methods, items: [{ content: 'x' }] });
      expect(res.status).toBe(402);
      expect(res.body.error.code).toBe('quota_exceeded');
    });

    it('needs exactly one of items and fileId', async () => {
      const neither = await createBatch(t, apiKey, { methods });
      expect(neither.status).toBe(400);
      expect(neither.body.error.code).toBe('validation_error');
      const both = await createBatch(t, apiKey, { methods, items: [{ content: 'x' }], fileId: crypto.randomUUID() });
      expect(both.status).toBe(400);
      expect(both.body.error.code).toBe('validation_error');
    });

    it('checks the cross-field option rules', async () => {
      const thresholds = await createBatch(t, apiKey, { methods, items: [{ content: 'x' }], options: { acceptThreshold: 0.5, escalateThreshold: 0.6 } });
      expect(thresholds.status).toBe(400);
      expect(thresholds.body.error.details).toContainEqual(expect.objectContaining({ field: 'options.acceptThreshold' }));
      const retry = await createBatch(t, apiKey, { methods, items: [{ content: 'x' }], options: { retryOnLowConfidence: true } });
      expect(retry.status).toBe(400);
      expect(retry.body.error.details).toContainEqual(expect.objectContaining({ field: 'options.minConfidence' }));
    });

    it('answers 403 plan_upgrade_required for a method above the plan', async () => {
      const res = await createBatch(t, apiKey, { methods: { formal: 1 }, items: [{ content: 'x' }] });
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe('plan_upgrade_required');
    });

    it('refuses a webhook to a private address and prototype keys in the batch context', async () => {
      const hook = await createBatch(t, apiKey, { methods, items: [{ content: 'x' }], webhookUrl: 'http://127.0.0.1:9/hook' });
      expect(hook.status).toBe(400);
      expect(hook.body.error.details).toContainEqual(expect.objectContaining({ field: 'webhookUrl' }));
      const proto = await t.request('POST', '/v1/batch', {
        apiKey,
        body: '{"methods":{"semantic":1},"items":[{"content":"x"}],"context":{"__proto__":{"polluted":true}}}',
        headers: { 'Content-Type': 'application/json' },
      });
      expect(proto.status).toBe(400);
      expect(proto.body.error.details).toContainEqual(expect.objectContaining({ field: 'context' }));
    });

    it('refuses a batch larger than the remaining monthly quota with 403 usage_limit_exceeded', async () => {
      const small = (await t.createOrg({ plan: 'pro', monthlyLimit: 2 })).apiKey;
      const res = await createBatch(t, small, { methods, items: [{ content: 'a' }, { content: 'b' }, { content: 'c' }] });
      expect(res.status).toBe(403);
      expect(res.body.error).toMatchObject({ code: 'usage_limit_exceeded', limit: 2, used: 0 });
    });
  });

  describe('row validation', () => {
    it('stores a failed batch and answers the 400 row body; GET shows it', async () => {
      const items = [{ content: 'ok' }, { content: '' }, { content: 'x'.repeat(50_001) }, { content: 'fine' }, {}];
      const res = await createBatch(t, apiKey, { methods, items });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ status: 'failed', message: '3 of 5 items failed validation', requestId: res.headers.get('x-request-id') });
      expect(res.body.validationErrors.map((e: { row: number }) => e.row)).toEqual([1, 2, 4]);
      expect(res.body.validationErrors[0].error).toBe('content is required');
      const got = await t.request('GET', `/v1/batch/${res.body.id}`, { apiKey });
      expect(got.status).toBe(200);
      expect(got.body).toMatchObject({ status: 'failed', processedItems: 0, totalItems: 5, errorMessage: '3 of 5 items failed validation', completedAt: null });
      expect(got.body.validationErrors).toEqual(res.body.validationErrors);
    });

    it('refuses items whose content has no visible character, or whose context.question is not text, as POST /v1/verify does (issue 22)', async () => {
      const items = [{ content: '2 + 2 = 4' }, { content: ' \n ' }, { content: '\u200b' }, { content: '3 + 3 = 6', context: { question: 6 } }];
      const res = await createBatch(t, apiKey, { methods, items });
      expect(res.status).toBe(400);
      expect(res.body.validationErrors).toEqual([
        { row: 1, error: 'content has no visible character (only whitespace or invisible characters)' },
        { row: 2, error: 'content has no visible character (only whitespace or invisible characters)' },
        { row: 3, error: 'context.question must be a string: the question the content answers' },
      ]);
    });

    it('treats a repeated idempotencyKey and a prototype key in an item context as row errors', async () => {
      const res = await t.request('POST', '/v1/batch', {
        apiKey,
        body: '{"methods":{"semantic":1},"items":[{"content":"a","idempotencyKey":"k"},{"content":"b","idempotencyKey":"k"},{"content":"c","context":{"__proto__":{"x":1}}}]}',
        headers: { 'Content-Type': 'application/json' },
      });
      expect(res.status).toBe(400);
      expect(res.body.validationErrors.map((e: { row: number }) => e.row)).toEqual([1, 2]);
    });

    it('keeps the plain validation_error for errors outside items, storing nothing', async () => {
      const res = await createBatch(t, apiKey, { methods: { semantic: 7 }, items: [{ content: '' }] });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('validation_error');
    });
  });

  describe('creating from items and from a file', () => {
    it('accepts inline items with 202 and completes them', async () => {
      const res = await createBatch(t, apiKey, { methods, items: [{ content: 'one' }, { content: 'two', context: { a: 1 } }], name: 'inline', context: { a: 0, b: 2 } });
      expect(res.status).toBe(202);
      expect(res.body).toMatchObject({ status: 'processing', totalItems: 2 });
      const batch = await waitForBatch(t, apiKey, res.body.id);
      expect(batch).toMatchObject({ status: 'completed', name: 'inline', inputFormat: 'inline', originalFileName: null, processedItems: 2, successCount: 2 });
      // DECISIONS.md "Create fields": the item's own context keys win over the batch context.
      expect(engine.calls.find((c) => c.content === 'two')?.context).toEqual({ a: 1, b: 2 });
    });

    it('accepts a fileId once; reuse, another organization and expiry are 404', async () => {
      const up = await upload(t, apiKey, 'claims.csv', 'content\nfirst\nsecond\n');
      const created = await createBatch(t, apiKey, { methods, fileId: up.body.fileId });
      expect(created.status).toBe(202);
      const batch = await waitForBatch(t, apiKey, created.body.id);
      expect(batch).toMatchObject({ inputFormat: 'csv', originalFileName: 'claims.csv', name: 'claims.csv', totalItems: 2 });
      const again = await createBatch(t, apiKey, { methods, fileId: up.body.fileId });
      expect(again.status).toBe(404);
      expect(again.body.error.code).toBe('not_found');

      const other = (await t.createOrg({ plan: 'pro', rateLimit: 100_000 })).apiKey;
      const up2 = await upload(t, apiKey, 'b.csv', 'content\nx\n');
      expect((await createBatch(t, other, { methods, fileId: up2.body.fileId })).status).toBe(404);
      // Still usable by its owner: the refused attempt consumed nothing.
      expect((await createBatch(t, apiKey, { methods, fileId: up2.body.fileId })).status).toBe(202);
      expect((await createBatch(t, apiKey, { methods, fileId: crypto.randomUUID() })).status).toBe(404);
    });

    it('gives one batch and one 404 for two concurrent creates with one fileId', async () => {
      const up = await upload(t, apiKey, 'race.json', JSON.stringify([{ content: 'r' }]));
      const [a, b] = await Promise.all([createBatch(t, apiKey, { methods, fileId: up.body.fileId }), createBatch(t, apiKey, { methods, fileId: up.body.fileId })]);
      expect([a.status, b.status].sort()).toEqual([202, 404]);
    });

    it('reuses the earlier completed verification of an item with the same key and content, at no charge', async () => {
      const first = await createBatch(t, apiKey, { methods, items: [{ content: 'same', idempotencyKey: 'dup-1' }] });
      await waitForBatch(t, apiKey, first.body.id);
      const [earlier] = await allItems(t, apiKey, first.body.id);
      const calls = engine.calls.length;
      const second = await createBatch(t, apiKey, { methods, items: [{ content: 'same', idempotencyKey: 'dup-1' }, { content: 'changed', idempotencyKey: 'dup-1x' }] });
      expect(second.status).toBe(202);
      const batch = await waitForBatch(t, apiKey, second.body.id);
      const [reused, fresh] = await allItems(t, apiKey, second.body.id);
      expect(reused).toMatchObject({ status: 'completed', verificationId: earlier.verificationId, costCents: 0 });
      expect(fresh.status).toBe('completed');
      expect(engine.calls.length).toBe(calls + 1);
      expect(batch).toMatchObject({ status: 'completed', processedItems: 2, successCount: 2, totalCostCents: 0.1 });
    });
  });

  describe('expired files', () => {
    it('answer 404 after their hour', async () => {
      const clock = createManualClock(new Date());
      const s = await startBatchServer({ backend, clock, engine: fakeEngine(), backgroundJobs: false });
      try {
        const key = (await s.createOrg({ plan: 'pro', rateLimit: 100_000 })).apiKey;
        const up = await upload(s, key, 'a.csv', 'content\nx\n');
        clock.advance(3_600_001);
        const res = await createBatch(s, key, { methods, fileId: up.body.fileId });
        expect(res.status).toBe(404);
      } finally {
        await s.stop();
      }
    });
  });
});

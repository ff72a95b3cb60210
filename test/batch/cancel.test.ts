// POST /v1/batch/{id}/cancel while items are processing (spec 3.2, 3.3, 4.10), and batch webhooks.
import { beforeAll, describe, expect, it } from 'vitest';
import { listWebhookEventsFor } from '../../server/storage/webhook-events.js';
import type { TestServer } from '../helpers/server.js';
import { allItems, createBatch, until, useGatedBatchServer, waitForBatch } from './helpers.js';
import { BACKENDS } from '../helpers/database.js';

describe.each(BACKENDS)('%s', (backend) => {
  const setup = useGatedBatchServer(backend, 2);
  const engine = setup.engine;
  let t: TestServer;
  let apiKey: string;
  beforeAll(() => {
    ({ server: t, apiKey } = setup);
  });

  describe('cancelling a batch', () => {
    it('skips queued items, lets processing ones finish, keeps counters consistent, then refuses a second cancel', async () => {
      const items = Array.from({ length: 10 }, (_, i) => ({ content: `item ${i}` }));
      const created = await createBatch(t, apiKey, { methods: { semantic: 1 }, items, webhookUrl: 'http://127.0.0.1:9/hook' });
      expect(created.status).toBe(202);
      await until(() => engine.waiting() === 2);

      const res = await t.request('POST', `/v1/batch/${created.body.id}/cancel`, { apiKey });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        id: created.body.id,
        status: 'cancelled',
        message: 'Batch cancelled; 8 items skipped, 2 still processing.',
        cancelledAt: expect.stringMatching(/Z$/),
        metadata: {},
      });
      const cancelled = await waitForBatch(t, apiKey, created.body.id, () => true);
      expect(cancelled).toMatchObject({ status: 'cancelled', processedItems: 8, successCount: 0, failureCount: 0 });
      expect(cancelled.completedAt).not.toBeNull();

      engine.release();
      const after = await waitForBatch(t, apiKey, created.body.id, (b) => b.processedItems === 10);
      // The finishing items record their results (and are charged); the batch stays cancelled.
      expect(after).toMatchObject({ status: 'cancelled', totalItems: 10, processedItems: 10, successCount: 2, failureCount: 0 });
      expect(after.totalCostCents).toBeCloseTo(0.2, 6);
      const results = await allItems(t, apiKey, created.body.id);
      expect(results.filter((i) => i.status === 'completed').map((i) => i.itemIndex)).toEqual([0, 1]);
      expect(results.filter((i) => i.status === 'skipped').length).toBe(8);
      expect(engine.started).toBe(2);

      const again = await t.request('POST', `/v1/batch/${created.body.id}/cancel`, { apiKey });
      expect(again.status).toBe(400);
      expect(again.body.error.code).toBe('CANNOT_CANCEL');
      expect((await listWebhookEventsFor(t.parts.db, created.body.id)).map((e) => e.type)).toEqual(['batch.cancelled']);
    });

    it('answers CANNOT_CANCEL for completed and failed batches, 404 for unknown and other organizations\u2019 batches', async () => {
      const done = await createBatch(t, apiKey, { methods: { semantic: 1 }, items: [{ content: 'quick' }], webhookUrl: 'http://127.0.0.1:9/hook' });
      await waitForBatch(t, apiKey, done.body.id, (b) => b.status === 'completed');
      expect((await listWebhookEventsFor(t.parts.db, done.body.id)).map((e) => e.type)).toEqual(['batch.completed']);
      const payload = JSON.parse((await listWebhookEventsFor(t.parts.db, done.body.id))[0]!.payload);
      expect(payload).toMatchObject({ type: 'batch.completed', data: { id: done.body.id, status: 'completed', processedItems: 1 } });
      expect((await t.request('POST', `/v1/batch/${done.body.id}/cancel`, { apiKey })).body.error.code).toBe('CANNOT_CANCEL');

      const failed = await createBatch(t, apiKey, { methods: { semantic: 1 }, items: [{ content: '' }] });
      expect((await t.request('POST', `/v1/batch/${failed.body.id}/cancel`, { apiKey })).body.error.code).toBe('CANNOT_CANCEL');

      const unknown = await t.request('POST', '/v1/batch/bat_01JD3Z8V5W2X9K7Q4M6N8P0R2T/cancel', { apiKey });
      expect(unknown.status).toBe(404);
      const other = (await t.createOrg({ plan: 'pro' })).apiKey;
      expect((await t.request('POST', `/v1/batch/${done.body.id}/cancel`, { apiKey: other })).status).toBe(404);
    });
  });
});

// Batch metadata, skippedCount, cancelledAt and failedAt (issue 16): metadata round-trips through
// every answer that carries a batch and its webhook event; its limits answer 400 validation_error;
// skippedCount counts rows dropped at upload; the timestamps stay null until their event.
import { beforeAll, describe, expect, it } from 'vitest';
import { listWebhookEventsFor } from '../../server/storage/webhook-events.js';
import type { TestServer } from '../helpers/server.js';
import { createBatch, fixture, until, upload, useGatedBatchServer, waitForBatch } from './helpers.js';
import { sql } from 'drizzle-orm';
import { count } from '../helpers/sql.js';
import { BACKENDS } from '../helpers/database.js';

describe.each(BACKENDS)('%s', (backend) => {
  const setup = useGatedBatchServer(backend, 1);
  const engine = setup.engine;
  let t: TestServer;
  let apiKey: string;
  beforeAll(() => {
    ({ server: t, apiKey } = setup);
  });

  const METADATA = { customer: 'acme', run: '2026-11-25', note: 'x'.repeat(500) };

  describe('batch metadata', () => {
    it('is returned by create, get, results and the webhook event, not by the list view; cancelledAt is set by cancel', async () => {
      const created = await createBatch(t, apiKey, { methods: { semantic: 1 }, items: [{ content: 'a' }, { content: 'b' }], metadata: METADATA, webhookUrl: 'http://127.0.0.1:9/hook' });
      expect(created.status).toBe(202);
      expect(created.body.metadata).toEqual(METADATA);
      const id = created.body.id;
      await until(() => engine.waiting() === 1);

      const before = await t.request('GET', `/v1/batch/${id}`, { apiKey });
      expect(before.body).toMatchObject({ metadata: METADATA, cancelledAt: null, failedAt: null, skippedCount: 0 });
      const listed = await t.request('GET', '/v1/batch?limit=100', { apiKey });
      // Spec 2.4's list view has neither (issue 25).
      const entry = listed.body.data.find((b: { id: string }) => b.id === id);
      expect(entry).toMatchObject({ id });
      expect(entry).not.toHaveProperty('metadata');
      expect(entry).not.toHaveProperty('cancelledAt');
      const results = await t.request('GET', `/v1/batch/${id}/results`, { apiKey });
      expect(results.body.batch.metadata).toEqual(METADATA);

      const cancel = await t.request('POST', `/v1/batch/${id}/cancel`, { apiKey });
      expect(cancel.status).toBe(200);
      expect(cancel.body).toMatchObject({ status: 'cancelled', metadata: METADATA, cancelledAt: expect.stringMatching(/Z$/) });
      const after = await t.request('GET', `/v1/batch/${id}`, { apiKey });
      expect(after.body).toMatchObject({ status: 'cancelled', cancelledAt: cancel.body.cancelledAt, failedAt: null });

      const [event] = await listWebhookEventsFor(t.parts.db, id);
      expect(JSON.parse(event!.payload)).toMatchObject({ type: 'batch.cancelled', data: { id, metadata: METADATA, cancelledAt: cancel.body.cancelledAt } });
      engine.release(1);
    });

    it('is {} when none was given', async () => {
      const created = await createBatch(t, apiKey, { methods: { semantic: 1 }, items: [{ content: 'c' }] });
      expect(created.body.metadata).toEqual({});
      expect((await t.request('GET', `/v1/batch/${created.body.id}`, { apiKey })).body.metadata).toEqual({});
    });

    it('answers 400 validation_error beyond its limits (50 keys, string values of 500 characters) and stores nothing', async () => {
      const tooMany = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, 'v']));
      const cases: Array<[unknown, string]> = [
        [tooMany, 'metadata'],
        [{ note: 'x'.repeat(501) }, 'metadata.note'],
        [{ count: 3 }, 'metadata.count'],
        [{ nested: { a: 'b' } }, 'metadata.nested'],
      ];
      const batches = () => count(t.database.db, sql`SELECT count(*) FROM batches`);
      const stored = await batches();
      for (const [metadata, field] of cases) {
        const res = await createBatch(t, apiKey, { methods: { semantic: 1 }, items: [{ content: 'd' }], metadata });
        expect(res.status, field).toBe(400);
        expect(res.body.error.code).toBe('validation_error');
        expect(res.body.error.details.map((d: { field: string }) => d.field), field).toContain(field);
      }
      expect(await batches()).toBe(stored);
      const fifty = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`k${i}`, 'v']));
      expect((await createBatch(t, apiKey, { methods: { semantic: 1 }, items: [{ content: 'e' }], metadata: fifty })).status).toBe(202);
    });
  });

  describe('skippedCount and failedAt', () => {
    it('counts the invalid rows of an uploaded file', async () => {
      const csv = 'content,idempotencyKey\nfine one,\n,missing content\nfine two,\n"",also empty\n';
      const uploaded = await upload(t, apiKey, 'bad-rows.csv', csv);
      expect(uploaded.status).toBe(200);
      expect(uploaded.body.validationErrors).toHaveLength(2);
      const created = await createBatch(t, apiKey, { methods: { semantic: 1 }, fileId: uploaded.body.fileId });
      const batch = (await t.request('GET', `/v1/batch/${created.body.id}`, { apiKey })).body;
      expect(batch).toMatchObject({ totalItems: 2, skippedCount: 2, inputFormat: 'csv' });
    });

    it('counts valid rows dropped beyond 100 items', async () => {
      const uploaded = await upload(t, apiKey, 'rows-105.csv', fixture('rows-105.csv'));
      const created = await createBatch(t, apiKey, { methods: { semantic: 1 }, fileId: uploaded.body.fileId });
      const batch = (await t.request('GET', `/v1/batch/${created.body.id}`, { apiKey })).body;
      expect(batch).toMatchObject({ totalItems: 100, skippedCount: 5 + uploaded.body.validationErrors.length });
      engine.release();
    });

    it('sets failedAt on a batch whose rows failed validation, and keeps cancelledAt null', async () => {
      const failed = await createBatch(t, apiKey, { methods: { semantic: 1 }, items: [{ content: '' }], metadata: { why: 'bad row' } });
      expect(failed.status).toBe(400);
      const batch = (await t.request('GET', `/v1/batch/${failed.body.id}`, { apiKey })).body;
      expect(batch).toMatchObject({ status: 'failed', failedAt: batch.createdAt, cancelledAt: null, skippedCount: 0, metadata: { why: 'bad row' } });
    });

    it('leaves both null on a completed batch', async () => {
      const created = await createBatch(t, apiKey, { methods: { semantic: 1 }, items: [{ content: 'f' }] });
      const done = await waitForBatch(t, apiKey, created.body.id, (b) => b.status === 'completed');
      expect(done).toMatchObject({ cancelledAt: null, failedAt: null, completedAt: expect.any(String) });
    });
  });
});

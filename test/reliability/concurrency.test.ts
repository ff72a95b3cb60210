// Concurrency (issue 9 item 3): concurrent duplicates create one resource; a fileId is consumed
// once; cancels racing item completions leave consistent counters; the rate limit is exact under
// a burst. Every response is checked against the contract by the test helper.
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createManualClock } from '../../server/clock.js';
import type { EngineThreads } from '../../server/threads/engine-threads.js';
import { allItems, outcomeFor, startBatchServer, upload, waitForBatch } from '../batch/helpers.js';
import { BACKENDS } from '../helpers/database.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { count } from '../helpers/sql.js';
import { SEED, seededRandom, sleep } from './helpers.js';

const servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.stop()));
});

/** An engine whose verifications take `0..maxMs` (seeded), so runs overlap and finish in any order. */
function jitteryEngine(maxMs: number, random: () => number): EngineThreads & { calls: number } {
  const engine = {
    size: 4,
    calls: 0,
    async verify(request: Parameters<EngineThreads['verify']>[0]) {
      engine.calls++;
      await sleep(Math.floor(random() * maxMs));
      return outcomeFor(request);
    },
    close: async () => undefined,
  };
  return engine;
}

describe.each(BACKENDS)('%s', (backend) => {
  describe('concurrent duplicates', () => {
    it('50 concurrent identical POST /v1/verify with one Idempotency-Key create one verification; the rest replay it or get 409', async () => {
      const engine = jitteryEngine(300, seededRandom(SEED));
      const t = await startTestServer({ backend, engine });
      servers.push(t);
      const { organization, apiKey } = await t.createOrg({ plan: 'pro' });
      for (const round of [1, 2, 3]) {
        const json = { content: `Round ${round}: the meeting went well.`, methods: { semantic: 1 }, options: { useCache: false } };
        const answers = await Promise.all(
          Array.from({ length: 50 }, () => t.request('POST', '/v1/verify', { apiKey, json, headers: { 'Idempotency-Key': `same-key-${round}` } })),
        );
        const created = answers.filter((a) => a.status === 200);
        const inProgress = answers.filter((a) => a.status === 409);
        expect(created.length + inProgress.length).toBe(50);
        expect(created.length).toBeGreaterThanOrEqual(1);
        expect(new Set(created.map((a) => a.body.id)).size).toBe(1);
        for (const a of inProgress) {
          expect(a.body.error.code).toBe('idempotency_request_in_progress');
          expect(a.headers.get('retry-after')).toBe('1');
        }
        // A retry after the first finished replays the one resource.
        const again = await t.request('POST', '/v1/verify', { apiKey, json, headers: { 'Idempotency-Key': `same-key-${round}` } });
        expect(again.status).toBe(200);
        expect(again.body.id).toBe(created[0]!.body.id);
        expect(again.headers.get('idempotent-replayed')).toBe('true');
      }
      expect(await count(t.database.db, sql`SELECT count(*) FROM verifications WHERE organization_id = ${organization.id}`)).toBe(3);
      expect(engine.calls).toBe(3);
      expect(await count(t.database.db, sql`SELECT sum(count) FROM usage WHERE organization_id = ${organization.id}`)).toBe(3);
    });

    it('20 concurrent POST /v1/batch from one fileId create one batch; the other 19 answer 404', async () => {
      const t = await startTestServer({ backend, engine: jitteryEngine(5, seededRandom(SEED)) });
      servers.push(t);
      const { organization, apiKey } = await t.createOrg({ plan: 'pro' });
      for (const round of [1, 2]) {
        const file = await upload(t, apiKey, 'rows.csv', `content\n${Array.from({ length: 10 }, (_, i) => `row ${round}.${i}`).join('\n')}\n`);
        expect(file.status).toBe(200);
        const answers = await Promise.all(
          Array.from({ length: 20 }, (_, i) => t.request('POST', '/v1/batch', { apiKey, json: { fileId: file.body.fileId, methods: { semantic: 1 } }, headers: { 'Idempotency-Key': `create-${round}-${i}` } })),
        );
        expect(answers.filter((a) => a.status === 202)).toHaveLength(1);
        const refused = answers.filter((a) => a.status !== 202);
        expect(refused).toHaveLength(19);
        expect(refused.every((a) => a.status === 404 && a.body.error.code === 'not_found')).toBe(true);
      }
      expect(await count(t.database.db, sql`SELECT count(*) FROM batches WHERE organization_id = ${organization.id}`)).toBe(2);
      expect(await count(t.database.db, sql`SELECT count(*) FROM batch_items WHERE organization_id = ${organization.id}`)).toBe(20);
    });
  });

  describe('cancels racing completions', () => {
    it('leave counters equal to the items: processed = completed + failed + skipped, success and failure counts match', { timeout: 60_000 }, async () => {
      const random = seededRandom(SEED ^ 0xcafe);
      const t = await startBatchServer({ backend, engine: jitteryEngine(40, random), env: { WORKER_CONCURRENCY: '4' } });
      servers.push(t);
      const { apiKey } = await t.createOrg({ plan: 'pro' });
      for (let round = 0; round < 6; round++) {
        const items = Array.from({ length: 30 }, (_, i) => ({ content: `Claim ${round}.${i}` }));
        const created = await t.request('POST', '/v1/batch', { apiKey, json: { items, methods: { semantic: 1 } } });
        expect(created.status).toBe(202);
        const id: string = created.body.id;
        await sleep(Math.floor(random() * 200));
        const cancels = await Promise.all(Array.from({ length: 8 }, () => t.request('POST', `/v1/batch/${id}/cancel`, { apiKey })));
        const ok = cancels.filter((c) => c.status === 200);
        // Exactly one cancel wins, unless the batch completed before any of them.
        expect(ok.length).toBeLessThanOrEqual(1);
        expect(cancels.filter((c) => c.status !== 200).every((c) => c.status === 400 && c.body.error.code === 'CANNOT_CANCEL')).toBe(true);
        const batch = await waitForBatch(t, apiKey, id, (b) => b.processedItems === b.totalItems, 30_000);
        expect(batch.status).toBe(ok.length === 1 ? 'cancelled' : 'completed');
        const results = await allItems(t, apiKey, id);
        const countOf = (s: string) => results.filter((r) => r.status === s).length;
        expect(results).toHaveLength(30);
        expect(countOf('completed') + countOf('failed') + countOf('skipped')).toBe(30);
        expect(batch.processedItems).toBe(countOf('completed') + countOf('failed') + countOf('skipped'));
        expect(batch.successCount).toBe(countOf('completed'));
        expect(batch.failureCount).toBe(countOf('failed'));
        expect(new Set(results.map((r) => r.itemIndex)).size).toBe(30);
        // Only completed items were charged, each once.
        expect(await count(t.database.db, sql`SELECT count(*) FROM verifications WHERE batch_id = ${id}`)).toBe(countOf('completed'));
        // The counters stay put once every item is final.
        await sleep(100);
        const later = await t.request('GET', `/v1/batch/${id}`, { apiKey });
        expect(later.body).toMatchObject({ processedItems: batch.processedItems, successCount: batch.successCount, failureCount: batch.failureCount, status: batch.status });
      }
    });
  });

  describe('rate limiting under a burst', () => {
    it('lets exactly N of 3N concurrent requests through in one window; the rest get 429 with retryAfter', async () => {
      // A clock that stands still: the burst cannot straddle two windows.
      const t = await startTestServer({ backend, clock: createManualClock('2026-03-10T10:00:05.000Z') });
      servers.push(t);
      const limit = 25;
      const { apiKey } = await t.createOrg({ plan: 'pro', rateLimit: limit });
      const answers = await Promise.all(
        Array.from({ length: limit * 3 }, (_, i) => (i % 2 === 0 ? t.request('GET', '/v1/status', { apiKey }) : t.request('GET', '/v1/batch?limit=1', { apiKey }))),
      );
      const passed = answers.filter((a) => a.status === 200);
      const limited = answers.filter((a) => a.status === 429);
      expect(passed).toHaveLength(limit);
      expect(limited).toHaveLength(limit * 2);
      for (const a of limited) {
        expect(a.body.error).toMatchObject({ code: 'rate_limited', retryAfter: 55 });
        expect(a.headers.get('retry-after')).toBe('55');
        expect(a.headers.get('x-ratelimit-remaining')).toBe('0');
      }
      // Each allowed request saw a distinct remaining count: no two were counted as one.
      expect(new Set(passed.map((a) => a.headers.get('x-ratelimit-remaining'))).size).toBe(limit);
      // Another organization has its own budget.
      const other = await t.createOrg({ plan: 'pro', rateLimit: limit });
      expect((await t.request('GET', '/v1/status', { apiKey: other.apiKey })).status).toBe(200);
    });
  });
});

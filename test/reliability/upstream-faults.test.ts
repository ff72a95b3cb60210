// Upstream faults (issue 9 item 4): the real engine threads (worker threads) runs the `reasoning`
// method against a fake provider on 127.0.0.1 configured through VERITY_PROVIDERS, which fails
// on cue: HTTP 500, a reset connection, or an answer slower than the time budget. Single
// verifications answer 502 upstream_error / 504 upstream_timeout and charge nothing; batch items
// fail with errorMessage and retryCount (maxRetries for upstream errors, 0 for timeouts) while the
// rest of the batch completes (DECISIONS.md "Upstream failure", "Failed items").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngineThreads, type EngineThreads } from '../../server/threads/engine-threads.js';
import { allItems, startBatchServer, waitForBatch } from '../batch/helpers.js';
import type { TestServer } from '../helpers/server.js';
import { startFakeProvider, type FakeProvider, type RecordedRequest } from '../providers/fake-provider.js';
import { fakeEnv, fakeSpec } from '../providers/helpers.js';
import { sql } from 'drizzle-orm';
import { count } from '../helpers/sql.js';

let fake: FakeProvider;
let engine: EngineThreads;
let t: TestServer;
let apiKey: string;
let orgId: string;

const asked = (marker: string) => fake.requests.filter((r) => JSON.stringify(r.body).includes(marker)).length;

function answer(req: RecordedRequest) {
  const text = JSON.stringify(req.body);
  if (text.includes('UPSTREAM-500')) return { status: 500 };
  if (text.includes('UPSTREAM-503')) return { status: 503, headers: { 'Retry-After': '0' } };
  if (text.includes('UPSTREAM-RESET')) return { reset: true } as const;
  if (text.includes('UPSTREAM-SLOW')) return { answer: { reasoning: 'late', verdict: 'true', confidence: 0.8 }, delayMs: 4_000 };
  return { answer: { reasoning: 'Plausible.', verdict: 'true', confidence: 0.8 } };
}

beforeAll(async () => {
  fake = await startFakeProvider();
  fake.otherwise(answer);
  engine = createEngineThreads({ size: 2, env: { ...process.env, VERITY_PROVIDERS: JSON.stringify([fakeSpec(fake, 'openai', { methods: ['reasoning'] })]), ...fakeEnv } });
  await engine.verify({ content: '1 + 1 = 2', methods: { formal: 1 } }); // warm-up: the threads load the engine
  t = await startBatchServer({ engine });
  const org = await t.createOrg({ plan: 'pro' });
  apiKey = org.apiKey;
  orgId = org.organization.id;
}, 90_000);

afterAll(async () => {
  await t?.stop();
  await engine?.close();
  await fake?.close();
});

const usage = () => count(t.database.db, sql`SELECT coalesce(sum(count), 0) FROM usage WHERE organization_id = ${orgId}`);
const verificationRows = () => count(t.database.db, sql`SELECT count(*) FROM verifications WHERE organization_id = ${orgId}`);

describe('single verifications', () => {
  it.each([
    ['UPSTREAM-500', 2],
    ['UPSTREAM-503', 1],
    ['UPSTREAM-RESET', 1],
  ])('answer 502 upstream_error when the provider keeps failing (%s), after maxRetries + 1 calls, charging nothing', { timeout: 30_000 }, async (marker, maxRetries) => {
    const before = { usage: await usage(), rows: await verificationRows() };
    const res = await t.request('POST', '/v1/verify', { apiKey, json: { content: `${marker}: the meeting went well.`, methods: { reasoning: 1 }, options: { maxRetries } } });
    expect(res.status).toBe(502);
    expect(res.body.error).toMatchObject({ code: 'upstream_error', requestId: res.headers.get('x-request-id') });
    expect(res.text).not.toContain(fake.url);
    expect(asked(marker)).toBe(maxRetries + 1);
    expect({ usage: await usage(), rows: await verificationRows() }).toEqual(before);
  });

  it('answers 504 upstream_timeout when the provider is slower than the timeout, within the budget', { timeout: 30_000 }, async () => {
    const started = Date.now();
    const res = await t.request('POST', '/v1/verify', { apiKey, json: { content: 'UPSTREAM-SLOW single: the meeting went well.', methods: { reasoning: 1 }, options: { timeout: 1_000, maxRetries: 3 } } });
    expect(res.status).toBe(504);
    expect(res.body.error.code).toBe('upstream_timeout');
    expect(Date.now() - started).toBeLessThan(3_500);
    expect(await usage()).toBe(0);
  });

  it('keeps serving after the faults: a healthy provider answer is 200', async () => {
    const res = await t.request('POST', '/v1/verify', { apiKey, json: { content: 'Healthy: the meeting went well.', methods: { reasoning: 1 } } });
    expect(res.status).toBe(200);
    expect(res.body.paradigmResults[0]).toMatchObject({ provider: 'fake-openai', verdict: 'true' });
  });
});

describe('batch items', () => {
  it('fail after maxRetries with errorMessage and retryCount while the batch still completes', { timeout: 60_000 }, async () => {
    const markers = ['OK', 'UPSTREAM-500', 'OK', 'UPSTREAM-RESET', 'OK', 'UPSTREAM-503', 'UPSTREAM-500', 'OK'];
    const items = markers.map((m, i) => ({ content: `${m} batch item ${i}: the meeting went well.` }));
    const created = await t.request('POST', '/v1/batch', { apiKey, json: { items, methods: { reasoning: 1 }, options: { maxRetries: 2 } } });
    expect(created.status).toBe(202);
    const batch = await waitForBatch(t, apiKey, created.body.id, (b) => b.status === 'completed', 50_000);
    expect(batch).toMatchObject({ processedItems: 8, successCount: 4, failureCount: 4 });
    for (const item of await allItems(t, apiKey, batch.id)) {
      if (markers[item.itemIndex] === 'OK') expect(item).toMatchObject({ status: 'completed', verdict: 'true' });
      else {
        expect(item).toMatchObject({ status: 'failed', verificationId: null, retryCount: 2, errorMessage: expect.any(String) });
        expect(item.errorMessage).not.toContain(fake.url);
        // Each upstream call was made 1 + maxRetries times, and the method was not rerun on top.
        expect(asked(`batch item ${item.itemIndex}:`)).toBe(3);
      }
    }
  });

  it('fail with retryCount 0 when they run out of time, and the others complete', { timeout: 60_000 }, async () => {
    const markers = ['UPSTREAM-SLOW', 'OK', 'UPSTREAM-SLOW', 'OK'];
    const items = markers.map((m, i) => ({ content: `${m} timed item ${i}: the meeting went well.` }));
    const created = await t.request('POST', '/v1/batch', { apiKey, json: { items, methods: { reasoning: 1 }, options: { timeout: 1_000, maxRetries: 2 } } });
    const batch = await waitForBatch(t, apiKey, created.body.id, (b) => b.status === 'completed', 50_000);
    expect(batch).toMatchObject({ processedItems: 4, successCount: 2, failureCount: 2 });
    const failed = await allItems(t, apiKey, batch.id, '&status=failed');
    expect(failed.map((i) => i.itemIndex)).toEqual([0, 2]);
    for (const item of failed) expect(item).toMatchObject({ retryCount: 0, errorMessage: expect.any(String) });
  });
});

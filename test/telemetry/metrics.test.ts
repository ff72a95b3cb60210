// Prometheus metrics (issue 25; README "Operating"): scraped over HTTP from the metrics listener
// after real requests, on their own port (never the API's), with labels from closed sets only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../server/clock.js';
import { EngineError } from '../../server/engine/errors.js';
import { createBatch, fakeEngine, startBatchServer, waitForBatch } from '../batch/helpers.js';
import { BACKENDS } from '../helpers/database.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { waitFor } from '../helpers/wait.js';
import { escalate, escalationTestEngine } from '../escalations/helpers.js';
import { startReceiver } from '../webhooks/receiver.js';

type Labels = Record<string, string>;

/** The samples of a scrape in Prometheus's text format, as [name, labels, value]. */
function parse(text: string): Array<[string, Labels, number]> {
  return text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a sample line: ${line}`);
      const labels = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
      return [match[1]!, labels, Number(match[3])];
    });
}

async function scrape(t: TestServer): Promise<{ text: string; value(name: string, labels?: Labels): number | undefined }> {
  const res = await fetch(t.metricsUrl!);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  const text = await res.text();
  const samples = parse(text);
  return {
    text,
    value: (name, labels = {}) =>
      samples.find(([n, l]) => n === name && Object.keys(labels).length === Object.keys(l).length && Object.entries(labels).every(([k, v]) => l[k] === v))?.[2],
  };
}

describe('the metrics listener', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ engine: escalationTestEngine(), env: { METRICS_PORT: '0' } });
  });
  afterAll(() => t.stop());

  it('counts requests by operation and status, verifications by verdict and decision, method results and time, cache look-ups and refusals', async () => {
    const before = await scrape(t);
    const counted = (s: typeof before, name: string, labels?: Labels) => s.value(name, labels) ?? 0;

    const { apiKey } = await t.createOrg({ plan: 'pro', rateLimit: 100_000 });
    const json = { content: '17 * 23 = 391', methods: { reasoning: 1, semantic: 1 } };
    const first = await t.request('POST', '/v1/verify', { apiKey, json });
    const cached = await t.request('POST', '/v1/verify', { apiKey, json });
    expect([first.status, cached.status, cached.body.cached]).toEqual([200, 200, true]);
    const limited = await t.createOrg({ plan: 'pro', monthlyLimit: 1 });
    expect((await t.request('POST', '/v1/verify', { apiKey: limited.apiKey, json: { ...json, options: { useCache: false } } })).status).toBe(200);
    expect((await t.request('POST', '/v1/verify', { apiKey: limited.apiKey, json: { ...json, options: { useCache: false } } })).status).toBe(403);
    const throttled = await t.createOrg({ plan: 'pro', rateLimit: 1 });
    expect((await t.request('GET', '/v1/status', { apiKey: throttled.apiKey })).status).toBe(200);
    expect((await t.request('GET', '/v1/status', { apiKey: throttled.apiKey })).status).toBe(429);

    const after = await scrape(t);
    const moved = (name: string, labels?: Labels) => counted(after, name, labels) - counted(before, name, labels);
    expect(moved('verity_http_requests_total', { operationId: 'createVerification', status: '200' })).toBe(3);
    expect(moved('verity_http_requests_total', { operationId: 'createVerification', status: '403' })).toBe(1);
    expect(moved('verity_http_requests_total', { operationId: 'getStatus', status: '429' })).toBe(1);
    expect(moved('verity_http_request_duration_seconds_count', { operationId: 'createVerification', status: '200' })).toBe(3);
    // Two engine runs: the cached answer did not run the engine.
    expect(moved('verity_verifications_total', { verdict: first.body.verdict, decision: first.body.decision })).toBe(2);
    for (const result of first.body.paradigmResults as Array<{ paradigm: string; verdict: string }>) {
      expect(moved('verity_method_results_total', { method: result.paradigm, verdict: result.verdict })).toBe(2);
      expect(moved('verity_engine_method_duration_seconds_count', { method: result.paradigm })).toBe(2);
    }
    expect(moved('verity_engine_task_duration_seconds_count', { result: 'ok' })).toBe(2);
    expect([moved('verity_cache_lookups_total', { result: 'hit' }), moved('verity_cache_lookups_total', { result: 'miss' })]).toEqual([1, 1]);
    expect(moved('verity_limit_refusals_total', { code: 'usage_limit_exceeded' })).toBe(1);
    expect(moved('verity_limit_refusals_total', { code: 'rate_limited' })).toBe(1);
    // Memory and event-loop delay of the process.
    expect(after.value('verity_process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(after.value('verity_nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);

    // Bounded labels: no id (organizations, keys, verifications, requests) and no content.
    expect(after.text).not.toMatch(/\b(org|vrt|ver|req|bat|itm|esc)_[0-9A-Za-z]{6}/);
    expect(after.text).not.toContain('17 * 23');
    // Tracing is off: the log line has no trace id.
    expect(t.logs.filter((line) => line.msg === 'request').every((line) => !('traceId' in line))).toBe(true);
  });

  it('is on its own port, bound to HOST, and not on the API port', async () => {
    expect(t.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    expect(new URL(t.metricsUrl!).port).not.toBe(new URL(t.url).port);
    const api = await t.request('GET', '/metrics');
    expect(api.status).toBe(404);
    expect(api.text).not.toContain('verity_http_requests_total');
    expect((await fetch(new URL('/', t.metricsUrl)).then((res) => res.status))).toBe(404);
  });
});

describe.each(BACKENDS)('queue and connection gauges on %s', (backend) => {
  const clock = createManualClock('2026-11-25T12:00:00.000Z');
  let t: TestServer;
  beforeAll(async () => {
    // No background jobs: batch items stay queued and events pending until the test looks.
    t = await startTestServer({ backend, clock, engine: escalationTestEngine(), env: { METRICS_PORT: '0', WEBHOOK_ALLOW_PRIVATE: '1' } });
  });
  afterAll(() => t.stop());

  it('reads queued batch items, pending webhook events, open escalations and connections at each scrape', async () => {
    const { apiKey } = await t.createOrg({ plan: 'pro', rateLimit: 100_000 });
    const empty = await scrape(t);
    expect(empty.value('verity_batch_items', { status: 'queued' })).toBe(0);
    expect(empty.value('verity_webhook_deliveries_pending')).toBe(0);
    expect(empty.value('verity_escalations_pending', { priority: 'high' })).toBe(0);

    const batch = await createBatch(t, apiKey, { methods: { semantic: 1 }, items: [{ content: 'a' }, { content: 'b' }, { content: 'c' }], webhookUrl: 'http://127.0.0.1:9/hook' });
    expect(batch.status).toBe(202);
    await escalate(t, apiKey, { reason: 'conflicting_verdicts', priority: 'high' });
    let s = await scrape(t);
    expect(s.value('verity_batch_items', { status: 'queued' })).toBe(3);
    expect(s.value('verity_batch_items', { status: 'processing' })).toBe(0);
    expect(s.value('verity_escalations_pending', { priority: 'high' })).toBe(1);
    expect(s.value('verity_escalations_overdue')).toBe(0);

    // Cancelling enqueues batch.cancelled; the job runner is not running, so it waits.
    expect((await t.request('POST', `/v1/batch/${batch.body.id}/cancel`, { apiKey })).status).toBe(200);
    clock.advance(30 * 24 * 3_600_000);
    s = await scrape(t);
    expect(s.value('verity_batch_items', { status: 'queued' })).toBe(0);
    expect(s.value('verity_webhook_deliveries_pending')).toBe(1);
    expect(s.value('verity_escalations_overdue')).toBe(1);
    expect((s.value('verity_db_connections', { state: 'in_use' }) ?? -1) + (s.value('verity_db_connections', { state: 'idle' }) ?? -1)).toBeGreaterThanOrEqual(1);
    // The scrape's own queries may be waiting for a connection while it reads this (PostgreSQL).
    expect(s.value('verity_db_waiting_queries')).toBeGreaterThanOrEqual(0);
  });
});

describe('batch and webhook counters', () => {
  it('count failed batch items and engine failures, and webhook attempts delivered and retried', async () => {
    const receiver = await startReceiver((_request, index) => ({ status: index === 0 ? 500 : 204 }));
    const t = await startBatchServer({
      engine: fakeEngine((request) => (request.content === 'bad' ? new EngineError('upstream_error', 'verification method "semantic" failed after 1 attempts', 'semantic') : undefined)),
      env: { METRICS_PORT: '0', WEBHOOK_ALLOW_PRIVATE: '1' },
      app: { jobRunner: { pollIntervalMs: 20 }, webhookDeliveries: { schedule: { delaysMs: [0, 50, 50], jitter: 0 } } },
    });
    try {
      const { apiKey } = await t.createOrg({ plan: 'pro', rateLimit: 100_000 });
      const created = await createBatch(t, apiKey, { methods: { semantic: 1 }, items: [{ content: 'good' }, { content: 'bad' }], webhookUrl: `${receiver.origin}/hook` });
      await waitForBatch(t, apiKey, created.body.id, (b) => b.status === 'completed');
      await waitFor(() => receiver.requests.length === 2, 10_000, 'the second delivery attempt');
      const s = await waitFor(async () => {
        const scraped = await scrape(t);
        return scraped.value('verity_webhook_delivery_attempts_total', { outcome: 'delivered' }) === 1 ? scraped : undefined;
      }, 5_000, 'the delivered attempt to be counted');
      expect(s.value('verity_webhook_delivery_attempts_total', { outcome: 'retried' })).toBe(1);
      expect(s.value('verity_batch_items_failed_total')).toBe(1);
      expect(s.value('verity_engine_failures_total', { code: 'upstream_error' })).toBe(1);
      expect(s.value('verity_verifications_total', { verdict: 'true', decision: 'accept' })).toBe(1);
      expect(s.value('verity_webhook_deliveries_pending')).toBe(0);
    } finally {
      await t.stop();
      await receiver.close();
    }
  });
});

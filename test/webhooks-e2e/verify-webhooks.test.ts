// Asynchronous verifications end to end (issue 5 items 4-5; DECISIONS.md "Statuses", "Webhooks"):
// POST /v1/verify with webhookUrl → 202 pending → the job runner runs it → the event is signed and
// POSTed to a receiver on 127.0.0.1 (the servers run with WEBHOOK_ALLOW_PRIVATE=1), retried with
// one stable webhook-id, and still delivered after a restart.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { runVerification } from '../../server/engine/engine.js';
import { EngineError } from '../../server/engine/errors.js';
import type { EngineThreads } from '../../server/threads/engine-threads.js';
import type { VerificationOutcome, VerificationRequest } from '../../server/engine/types.js';
import { listWebhookEventsFor } from '../../server/storage/webhook-events.js';
import { BACKENDS, testDatabaseTarget, type Backend } from '../helpers/database.js';
import { startTestServer, type TestServer, type TestServerOptions } from '../helpers/server.js';
import { count } from '../helpers/sql.js';
import { sql } from 'drizzle-orm';
import { startReceiver, type ReceivedRequest, type Receiver } from '../webhooks/receiver.js';
import { ESCALATED_FIELDS } from '../helpers/shapes.js';
import { waitFor } from '../helpers/wait.js';

const TRUE_CLAIM = '17 * 23 = 391';
const UNDECIDABLE = 'The meeting went well.';

/** Short schedules so retries happen within a test (config/deps injection, not the engine). */
const fast: TestServerOptions['app'] = {
  jobRunner: { pollIntervalMs: 20, leaseMs: 5_000, recoveryIntervalMs: 20 },
  webhookDeliveries: { schedule: { delaysMs: [0, 100, 200], jitter: 0 }, timeoutMs: 2_000 },
  asyncVerification: { retryDelayMs: 10 },
};

/** The engine in this thread; `gate` (when set) holds every verification until released. */
function inProcessEngine(): EngineThreads & { gate?: Promise<void> | undefined; calls: number } {
  const engine = {
    size: 1,
    calls: 0,
    gate: undefined as Promise<void> | undefined,
    async verify(request: VerificationRequest): Promise<VerificationOutcome> {
      engine.calls += 1;
      if (engine.gate) await engine.gate;
      return runVerification(request);
    },
    close: async () => undefined,
  };
  return engine;
}

const servers: TestServer[] = [];
const receivers: Receiver[] = [];
/** Databases shared by two servers in turn (a restart), dropped after the file. */
const shared: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.stop()));
  await Promise.all(receivers.splice(0).map((r) => r.close()));
});
afterAll(async () => {
  for (const drop of shared.splice(0)) await drop();
});

async function server(backend: Backend, options: TestServerOptions = {}): Promise<TestServer> {
  const s = await startTestServer({
    backend,
    backgroundJobs: true,
    engine: inProcessEngine(),
    app: fast,
    ...options,
    env: { WEBHOOK_ALLOW_PRIVATE: '1', WORKER_CONCURRENCY: '2', ...options.env },
  });
  servers.push(s);
  return s;
}

async function receiver(...args: Parameters<typeof startReceiver>): Promise<Receiver> {
  const r = await startReceiver(...args);
  receivers.push(r);
  return r;
}

/** Checks a delivery with the standardwebhooks verifier and returns the parsed event. */
function verified(request: ReceivedRequest, secret: string): any {
  return new Webhook(secret).verify(request.body, {
    'webhook-id': String(request.headers['webhook-id']),
    'webhook-timestamp': String(request.headers['webhook-timestamp']),
    'webhook-signature': String(request.headers['webhook-signature']),
  });
}

function events(s: TestServer, subjectId: string) {
  return listWebhookEventsFor(s.database.db, subjectId);
}

/** Environment for two servers in turn on one database (a restart); the first server's own database would be dropped at its stop. */
async function sharedDatabase(backend: Backend): Promise<Record<string, string>> {
  const { target, drop } = await testDatabaseTarget(backend, ':memory:');
  if ('url' in target) {
    shared.push(drop);
    return { DATABASE_URL: target.url };
  }
  const dir = mkdtempSync(join(tmpdir(), 'verity-restart-'));
  shared.push(async () => rmSync(dir, { recursive: true, force: true }));
  return { DATABASE_PATH: join(dir, 'verity.db') };
}

describe.each(BACKENDS)('%s', (backend) => {

describe('POST /v1/verify with webhookUrl', () => {
  it('answers 202 pending, runs in the job runner, and delivers a signed verification.completed event', async () => {
    const s = await server(backend);
    const r = await receiver();
    const { organization, apiKey } = await s.createOrg();
    const res = await s.request('POST', '/v1/verify', {
      apiKey,
      json: { content: TRUE_CLAIM, methods: { semantic: 1, reasoning: 1 }, metadata: { job: '7' }, webhookUrl: `${r.origin}/hooks/verity` },
    });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ id: expect.stringMatching(/^ver_/), status: 'pending', content: TRUE_CLAIM, createdAt: expect.any(String) });

    const [delivery] = await waitFor(() => r.requests.length > 0 && r.requests);
    expect(delivery!.method).toBe('POST');
    expect(delivery!.path).toBe('/hooks/verity');
    expect(delivery!.headers['content-type']).toBe('application/json');
    const event = verified(delivery!, organization.webhookSecret);
    expect(event).toMatchObject({ id: delivery!.headers['webhook-id'], type: 'verification.completed', data: { id: res.body.id, status: 'completed', verdict: 'true', metadata: { job: '7' } } });
    expect(event.id).toMatch(/^evt_/);

    // The event carries what a poll returns, and the quota counted the work once.
    const got = await s.request('GET', `/v1/verify/${res.body.id}`, { apiKey });
    expect(got.body).toEqual(event.data);
    expect(await count(s.database.db, sql`SELECT count FROM usage WHERE organization_id = ${organization.id}`)).toBe(1);
    await waitFor(async () => (await events(s, res.body.id))[0]?.status === 'delivered');
    expect(await events(s, res.body.id)).toHaveLength(1);
  });

  it('delivers verification.escalated for an escalated result', async () => {
    const s = await server(backend);
    const r = await receiver();
    const { organization, apiKey } = await s.createOrg();
    const res = await s.request('POST', '/v1/verify', { apiKey, json: { content: UNDECIDABLE, methods: { semantic: 1 }, webhookUrl: r.origin } });
    const [delivery] = await waitFor(() => r.requests.length > 0 && r.requests);
    const event = verified(delivery!, organization.webhookSecret);
    expect(event).toMatchObject({ type: 'verification.escalated', data: { id: res.body.id, status: 'escalated', escalation: { reason: 'insufficient_evidence', priority: 'low', status: 'pending' } } });
    // The escalated shape carries the methods' result too (issue 14), as a poll returns it.
    expect(Object.keys(event.data).sort()).toEqual(ESCALATED_FIELDS);
    expect(event.data).toMatchObject({ decision: 'escalate', metadata: {} });
    expect((await s.request('GET', `/v1/verify/${res.body.id}`, { apiKey })).body).toEqual(event.data);
  });

  it('shows the pending and processing shapes while the verification waits and runs', async () => {
    // No background jobs: nothing claims the row, so it stays pending.
    const idle = await server(backend, { backgroundJobs: false });
    const a = await idle.createOrg();
    const waiting = await idle.request('POST', '/v1/verify', { apiKey: a.apiKey, json: { content: TRUE_CLAIM, methods: { reasoning: 1 }, webhookUrl: 'http://127.0.0.1:9/h' } });
    const pending = await idle.request('GET', `/v1/verify/${waiting.body.id}`, { apiKey: a.apiKey });
    expect(pending.body).toEqual({ id: waiting.body.id, status: 'pending', content: TRUE_CLAIM, createdAt: waiting.body.createdAt });

    const engine = inProcessEngine();
    let release!: () => void;
    engine.gate = new Promise((resolve) => (release = resolve));
    const s = await server(backend, { engine });
    const r = await receiver();
    const b = await s.createOrg();
    const res = await s.request('POST', '/v1/verify', { apiKey: b.apiKey, json: { content: TRUE_CLAIM, methods: { reasoning: 1 }, webhookUrl: r.origin } });
    const processing = await waitFor(async () => {
      const got = await s.request('GET', `/v1/verify/${res.body.id}`, { apiKey: b.apiKey });
      return got.body.status === 'processing' && got;
    });
    expect(processing.body).toEqual({ id: res.body.id, status: 'processing', content: TRUE_CLAIM, createdAt: res.body.createdAt });
    release();
    await waitFor(() => r.requests.length > 0);
    expect((await s.request('GET', `/v1/verify/${res.body.id}`, { apiKey: b.apiKey })).body.status).toBe('completed');
  });

  it('never serves a webhook request from cache', async () => {
    const s = await server(backend, { backgroundJobs: false });
    const { apiKey } = await s.createOrg();
    const json = { content: TRUE_CLAIM, methods: { reasoning: 1 }, webhookUrl: 'http://127.0.0.1:9/h' };
    const sync = await s.request('POST', '/v1/verify', { apiKey, json: { content: json.content, methods: json.methods } });
    const first = await s.request('POST', '/v1/verify', { apiKey, json });
    const second = await s.request('POST', '/v1/verify', { apiKey, json });
    expect([first.status, second.status]).toEqual([202, 202]);
    expect(new Set([sync.body.id, first.body.id, second.body.id]).size).toBe(3);
  });

  it('gives a receiver that fails twice then succeeds exactly one accepted delivery under one webhook-id', async () => {
    const s = await server(backend);
    const r = await receiver((_req, i) => ({ status: i < 2 ? 500 : 204 }));
    const { organization, apiKey } = await s.createOrg();
    const res = await s.request('POST', '/v1/verify', { apiKey, json: { content: TRUE_CLAIM, methods: { reasoning: 1 }, webhookUrl: r.origin } });
    await waitFor(async () => (await events(s, res.body.id))[0]?.status === 'delivered');
    expect(r.requests).toHaveLength(3);
    const ids = new Set(r.requests.map((q) => q.headers['webhook-id']));
    expect(ids.size).toBe(1);
    // Every attempt is the same signed event, byte for byte.
    expect(new Set(r.requests.map((q) => q.body)).size).toBe(1);
    r.requests.forEach((q) => verified(q, organization.webhookSecret));
    expect((await events(s, res.body.id))[0]).toMatchObject({ id: [...ids][0], attemptCount: 3, lastStatusCode: 204 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(r.requests).toHaveLength(3);
  });

  it('escalates with processing_failed after its attempts fail, counts nothing and still notifies', async () => {
    const failing: EngineThreads & { calls: number } = {
      size: 1,
      calls: 0,
      async verify() {
        failing.calls += 1;
        throw new EngineError('upstream_error', 'provider exploded with secret details');
      },
      close: async () => undefined,
    };
    const s = await server(backend, { engine: failing });
    const r = await receiver();
    const { organization, apiKey } = await s.createOrg();
    const res = await s.request('POST', '/v1/verify', { apiKey, json: { content: TRUE_CLAIM, methods: { reasoning: 1 }, webhookUrl: r.origin } });
    const [delivery] = await waitFor(() => r.requests.length > 0 && r.requests);
    const event = verified(delivery!, organization.webhookSecret);
    expect(event).toMatchObject({
      type: 'verification.escalated',
      data: { status: 'escalated', verdict: 'uncertain', confidence: 0, escalation: { reason: 'processing_failed', priority: 'high', status: 'pending' } },
    });
    expect(failing.calls).toBe(3);
    expect(delivery!.body).not.toContain('secret details');
    expect(await count(s.database.db, sql`SELECT count(*) FROM usage WHERE organization_id = ${organization.id}`)).toBe(0);
  });
});

describe('webhook durability across restarts', () => {
  it('runs a verification accepted before a restart and delivers its event afterwards', async () => {
    const env = await sharedDatabase(backend);
    const r = await receiver();
    const first = await server(backend, { backgroundJobs: false, env });
    const { organization, apiKey } = await first.createOrg();
    const res = await first.request('POST', '/v1/verify', { apiKey, json: { content: TRUE_CLAIM, methods: { reasoning: 1 }, webhookUrl: r.origin } });
    expect(res.status).toBe(202);
    await first.stop();
    servers.splice(servers.indexOf(first), 1);

    const second = await server(backend, { env });
    const [delivery] = await waitFor(() => r.requests.length > 0 && r.requests);
    expect(verified(delivery!, organization.webhookSecret)).toMatchObject({ type: 'verification.completed', data: { id: res.body.id } });
    expect((await second.request('GET', `/v1/verify/${res.body.id}`, { apiKey })).body.status).toBe('completed');
  });

  it('delivers an event still pending when the server stopped, under its original webhook-id', async () => {
    const env = await sharedDatabase(backend);
    let up = false;
    const r = await receiver(() => ({ status: up ? 200 : 503 }));
    // The first server retries only after 400 ms: it stops before that.
    const first = await server(backend, { env, app: { ...fast, webhookDeliveries: { schedule: { delaysMs: [0, 400], jitter: 0 } } } });
    const { organization, apiKey } = await first.createOrg();
    const res = await first.request('POST', '/v1/verify', { apiKey, json: { content: TRUE_CLAIM, methods: { reasoning: 1 }, webhookUrl: r.origin } });
    await waitFor(async () => (await events(first, res.body.id))[0]?.lastStatusCode === 503);
    const eventId = (await events(first, res.body.id))[0]!.id;
    await first.stop();
    servers.splice(servers.indexOf(first), 1);
    expect(r.requests).toHaveLength(1);

    up = true;
    const second = await server(backend, { env });
    await waitFor(async () => (await events(second, res.body.id))[0]?.status === 'delivered');
    expect(r.requests).toHaveLength(2);
    expect(r.requests.map((q) => q.headers['webhook-id'])).toEqual([eventId, eventId]);
    expect(verified(r.requests[1]!, organization.webhookSecret)).toMatchObject({ id: eventId, data: { id: res.body.id } });
  });
});

describe('webhook address rules at creation', () => {
  it('refuses a URL pointing at 127.0.0.1 without WEBHOOK_ALLOW_PRIVATE (400 on webhookUrl), storing and counting nothing', async () => {
    const s = await server(backend, { env: { WEBHOOK_ALLOW_PRIVATE: '0' } });
    const { apiKey } = await s.createOrg();
    const res = await s.request('POST', '/v1/verify', { apiKey, json: { content: TRUE_CLAIM, methods: { semantic: 1 }, webhookUrl: 'http://127.0.0.1:8080/hook' } });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'validation_error', details: [{ field: 'webhookUrl', message: expect.stringContaining('a loopback address') }] });
    expect(await count(s.database.db, sql`SELECT count(*) FROM verifications`)).toBe(0);
  });

  it.each(['http://169.254.169.254/latest/meta-data/', 'http://metadata.google.internal/'])('refuses %s even with WEBHOOK_ALLOW_PRIVATE', async (webhookUrl) => {
    const s = await server(backend);
    const { apiKey } = await s.createOrg();
    const res = await s.request('POST', '/v1/verify', { apiKey, json: { content: TRUE_CLAIM, methods: { semantic: 1 }, webhookUrl } });
    expect(res.status).toBe(400);
    expect(res.body.error.details).toEqual([{ field: 'webhookUrl', message: expect.stringContaining('metadata') }]);
  });

  it('refuses a non-http scheme through the contract', async () => {
    const s = await server(backend);
    const { apiKey } = await s.createOrg();
    const res = await s.request('POST', '/v1/verify', { apiKey, json: { content: TRUE_CLAIM, methods: { semantic: 1 }, webhookUrl: 'ftp://127.0.0.1/h' } });
    expect(res.status).toBe(400);
    expect(res.body.error.details[0].field).toBe('webhookUrl');
  });
});
});

// Escalations on demand (issue 25; DECISIONS.md "Escalations on demand"): `options.escalation`
// ("auto" | "never") on verify and batch, and the organization's default for requests without it.
// With `never` an undecided verification is stored `completed` with its decision, no escalation is
// created and its webhook event is `verification.completed`; the mode is part of the cache key.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { waitFor } from '../helpers/wait.js';
import { startReceiver, type Receiver } from '../webhooks/receiver.js';
import { ESCALATING_CLAIM, escalationTestEngine } from './helpers.js';

let t: TestServer;
let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
  t = await startTestServer({
    backgroundJobs: true,
    engine: escalationTestEngine(),
    env: { WEBHOOK_ALLOW_PRIVATE: '1' },
    app: { jobRunner: { pollIntervalMs: 20 } },
  });
});
afterAll(async () => {
  await t.stop();
  await receiver.close();
});

const verify = (apiKey: string, options: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) =>
  t.request('POST', '/v1/verify', { apiKey, json: { content: ESCALATING_CLAIM, methods: { semantic: 1, reasoning: 1 }, options, ...extra } });

const openEscalations = async (apiKey: string) => (await t.request('GET', '/v1/escalations', { apiKey })).body.pagination.total as number;

describe('options.escalation on POST /v1/verify', () => {
  it('never: stores the undecided verification completed with its decision, without an escalation', async () => {
    const { apiKey } = await t.createOrg();
    const res = await verify(apiKey, { escalation: 'never', useCache: false });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'completed', decision: 'escalate', verdict: 'uncertain', cached: false });
    expect(res.body).not.toHaveProperty('escalation');
    const stored = await t.request('GET', `/v1/verify/${res.body.id}`, { apiKey });
    expect(stored.body).toMatchObject({ status: 'completed', decision: 'escalate' });
    expect(stored.body).not.toHaveProperty('escalation');
    expect(await openEscalations(apiKey)).toBe(0);

    // The same request without the option escalates, as before (the default is `auto`).
    const auto = await verify(apiKey, { useCache: false });
    expect(auto.body).toMatchObject({ status: 'escalated', decision: 'escalate', escalation: { status: 'pending' } });
    expect(await openEscalations(apiKey)).toBe(1);
  });

  it("follows the organization's default when the request gives none, and the request's own choice over it", async () => {
    const { apiKey } = await t.createOrg({ escalation: 'never' });
    expect((await t.request('GET', '/v1/status', { apiKey })).body.organization.escalation).toBe('never');
    expect((await verify(apiKey, { useCache: false })).body.status).toBe('completed');
    expect((await verify(apiKey, { useCache: false, escalation: 'auto' })).body.status).toBe('escalated');
    expect(await openEscalations(apiKey)).toBe(1);
  });

  it('keeps the two modes apart in the cache: each is served its own stored result', async () => {
    const { apiKey } = await t.createOrg();
    const auto = await verify(apiKey);
    const never = await verify(apiKey, { escalation: 'never' });
    expect(never.body).toMatchObject({ status: 'completed', cached: false });
    expect(never.body.id).not.toBe(auto.body.id);
    // `auto` said explicitly is the default: the same key as no option at all.
    expect((await verify(apiKey, { escalation: 'auto' })).body).toMatchObject({ id: auto.body.id, status: 'escalated', cached: true });
    expect((await verify(apiKey, { escalation: 'never' })).body).toMatchObject({ id: never.body.id, status: 'completed', cached: true });
  });

  it('refuses a mode it does not know with 400 on options.escalation', async () => {
    const { apiKey } = await t.createOrg();
    const res = await verify(apiKey, { escalation: 'sometimes' });
    expect(res.status).toBe(400);
    expect(res.body.error.details.map((d: { field: string }) => d.field)).toContain('options.escalation');
  });

  it('never, asynchronously: the webhook event is verification.completed and nothing is escalated', async () => {
    const { apiKey } = await t.createOrg();
    const accepted = await verify(apiKey, { escalation: 'never' }, { webhookUrl: `${receiver.origin}/never` });
    expect(accepted.status).toBe(202);
    const delivery = await waitFor(() => receiver.requests.find((r) => r.path === '/never'), 10_000, 'the webhook delivery');
    const event = JSON.parse(delivery.body);
    expect(event).toMatchObject({ type: 'verification.completed', data: { id: accepted.body.id, status: 'completed', decision: 'escalate' } });
    expect(event.data).not.toHaveProperty('escalation');
    expect(await openEscalations(apiKey)).toBe(0);
  });
});

describe('options.escalation on POST /v1/batch', () => {
  const runBatch = async (apiKey: string, options?: Record<string, unknown>) => {
    const created = await t.request('POST', '/v1/batch', { apiKey, json: { methods: { semantic: 1, reasoning: 1 }, items: [{ content: ESCALATING_CLAIM }], ...(options ? { options } : {}) } });
    expect(created.status).toBe(202);
    const batch = await waitFor(async () => {
      const res = await t.request('GET', `/v1/batch/${created.body.id}`, { apiKey });
      return res.body.status === 'completed' ? res.body : undefined;
    }, 10_000, 'the batch to complete');
    const [item] = (await t.request('GET', `/v1/batch/${created.body.id}/results`, { apiKey })).body.items;
    return { batch, item, verification: (await t.request('GET', `/v1/verify/${item.verificationId}`, { apiKey })).body };
  };

  it("applies to every item and shows in the batch's options; the organization's default fills it in", async () => {
    const { apiKey } = await t.createOrg({ escalation: 'never' });
    const never = await runBatch(apiKey);
    expect(never.batch.options).toEqual({ escalation: 'never' });
    expect(never.item).toMatchObject({ status: 'completed', decision: 'escalate' });
    expect(never.verification).toMatchObject({ status: 'completed', decision: 'escalate' });
    expect(await openEscalations(apiKey)).toBe(0);

    const auto = await runBatch(apiKey, { escalation: 'auto' });
    expect(auto.batch.options).toEqual({ escalation: 'auto' });
    expect(auto.verification).toMatchObject({ status: 'escalated', escalation: { status: 'pending' } });
    expect(await openEscalations(apiKey)).toBe(1);
  });
});

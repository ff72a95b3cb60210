// client.verify against the real server with its real engine threads (worker threads), and
// waitForVerification for a webhook request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForVerification, type FinishedVerification, type VerificationCompleted } from '../../sdk/src/index.js';
import { startSdkServer, TRUE_CLAIM, UNDECIDABLE, type SdkServer } from './helpers.js';

let t: SdkServer;
beforeAll(async () => {
  t = await startSdkServer({ engine: 'pool', env: { WORKER_CONCURRENCY: '1', WEBHOOK_ALLOW_PRIVATE: '1' } });
});
afterAll(() => t.stop());

const completed = (v: FinishedVerification): VerificationCompleted => {
  if (v.status !== 'completed') throw new Error(`expected completed, got ${v.status}`);
  return v;
};

describe('client.verify', () => {
  it('create answers the completed verification (200), and get returns the same record', async () => {
    const client = t.client((await t.createOrg({ plan: 'free' })).apiKey);
    const created = await client.verify.create({ content: TRUE_CLAIM, methods: { semantic: 0.5, reasoning: 1 }, metadata: { ticket: 'T-1' } });
    const result = completed(created as FinishedVerification);
    expect(result).toMatchObject({ status: 'completed', verdict: 'true', decision: 'accept', cached: false, metadata: { ticket: 'T-1' } });
    expect(result.paradigmResults.map((r) => r.paradigm).sort()).toEqual(['reasoning', 'semantic']);
    expect(t.seen.at(-1)).toMatchObject({ method: 'POST', path: '/v1/verify', status: 200 });
    // Every POST of the SDK carries its automatic key.
    expect(t.seen.at(-1)!.requestHeaders.get('idempotency-key')).toMatch(/^verity-sdk-[0-9a-f-]{36}$/);

    const got = await client.verify.get(result.id);
    const { cached: _cached, ...stored } = result;
    expect(got).toEqual(stored);
  });

  it('create answers a repeated request from the 24-hour cache: same id, cached true, no cost', async () => {
    const client = t.client((await t.createOrg()).apiKey);
    const body = { content: 'There are 366 days in 2023.', methods: { reasoning: 1 } };
    const first = completed((await client.verify.create(body)) as FinishedVerification);
    const second = completed((await client.verify.create(body)) as FinishedVerification);
    expect(first).toMatchObject({ verdict: 'false', cached: false });
    expect(second).toMatchObject({ id: first.id, cached: true, costCents: 0 });
  });

  it('create answers an escalated verification whole: the escalation beside the methods\' result', async () => {
    const client = t.client((await t.createOrg()).apiKey);
    const result = await client.verify.create({ content: UNDECIDABLE, methods: { semantic: 1 }, metadata: { ticket: 'T-2' } });
    expect(result.status).toBe('escalated');
    if (result.status !== 'escalated') return;
    expect(result.escalation).toMatchObject({ reason: 'insufficient_evidence', status: 'pending' });
    // Issue 14: spec 4.3's create response carries decision, reasoning, paradigmResults and metadata.
    expect(result).toMatchObject({ decision: 'escalate', reasoning: expect.any(String), metadata: { ticket: 'T-2' }, processingTimeMs: expect.any(Number) });
    expect(result.paradigmResults.map((r) => [r.paradigm, r.steps])).toEqual([['semantic', expect.any(Array)]]);
    const { cached: _cached, ...stored } = result;
    expect(await client.verify.get(result.id)).toEqual(stored);
  });

  it('create with webhookUrl answers 202 pending; waitFor and waitForVerification poll it to completed', async () => {
    const client = t.client((await t.createOrg()).apiKey);
    // Port 9 (discard) refuses: the delivery fails and is retried, which does not concern polling.
    const pending = await client.verify.create({ content: TRUE_CLAIM, methods: { reasoning: 1 }, webhookUrl: 'http://127.0.0.1:9/hook', options: { useCache: false } });
    expect(pending).toEqual({ id: expect.stringMatching(/^ver_/), status: 'pending', content: TRUE_CLAIM, createdAt: expect.any(String) });
    expect(t.seen.at(-1)!.status).toBe(202);

    const polled = await client.verify.waitFor(pending.id, { intervalMs: 50, timeoutMs: 20_000 });
    expect(completed(polled)).toMatchObject({ id: pending.id, verdict: 'true' });
    const again = await waitForVerification(client, pending.id, { intervalMs: 50 });
    expect(again).toEqual(polled);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { countVerifications, stubCreateVerification, type StubCalls } from '../helpers/stubs.js';

const calls: StubCalls = { count: 0 };
let failNext = false;
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({
    handlers: (deps) => ({
      createVerification: { handle: stubCreateVerification(deps, {
        delayMs: 100,
        calls,
        fail: () => {
          if (!failNext) return undefined;
          failNext = false;
          return new Error('storage hiccup');
        },
      }) },
    }),
  });
});
afterAll(() => t.stop());

const body = { content: 'The sky is blue', methods: { semantic: 1 } };
const verify = (apiKey: string, key: string, json: unknown = body) =>
  t.request('POST', '/v1/verify', { apiKey, json, headers: { 'Idempotency-Key': key } });

describe('Idempotency-Key', () => {
  it('replays the stored status and body exactly for a repeated key, without running the handler again', async () => {
    const { organization, apiKey } = await t.createOrg();
    const before = calls.count;
    const first = await verify(apiKey, 'replay-1');
    expect(first.status).toBe(202);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const second = await verify(apiKey, 'replay-1');
    expect(second.status).toBe(202);
    expect(second.text).toBe(first.text);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(second.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
    expect(calls.count - before).toBe(1);
    expect(await countVerifications(t.parts, organization.id)).toBe(1);
  });

  it('refuses the same key with a different body with 422 idempotency_key_reused', async () => {
    const { apiKey } = await t.createOrg();
    expect((await verify(apiKey, 'changed-1')).status).toBe(202);
    const reused = await verify(apiKey, 'changed-1', { ...body, content: 'The sky is green' });
    expect(reused.status).toBe(422);
    expect(reused.body.error.code).toBe('idempotency_key_reused');
  });

  it('creates exactly one resource from 20 concurrent requests with one key; the others get 409 or the replay', async () => {
    const { organization, apiKey } = await t.createOrg();
    const responses = await Promise.all(Array.from({ length: 20 }, () => verify(apiKey, 'concurrent-1')));
    expect(await countVerifications(t.parts, organization.id)).toBe(1);
    const created = responses.filter((r) => r.status === 202);
    const inProgress = responses.filter((r) => r.status === 409);
    expect(created.length + inProgress.length).toBe(20);
    expect(new Set(created.map((r) => r.body.id)).size).toBe(1);
    expect(inProgress.length).toBeGreaterThan(0);
    for (const r of inProgress) {
      expect(r.body.error.code).toBe('idempotency_request_in_progress');
      expect(r.headers.get('retry-after')).toBe('1');
    }
  });

  it('scopes keys to the organization', async () => {
    const a = await t.createOrg();
    const b = await t.createOrg();
    const fromA = await verify(a.apiKey, 'shared-key');
    const fromB = await verify(b.apiKey, 'shared-key');
    expect(fromB.status).toBe(202);
    expect(fromB.headers.get('idempotent-replayed')).toBeNull();
    expect(fromB.body.id).not.toBe(fromA.body.id);
  });

  it('does not store a 5xx: the same key may be retried and then runs', async () => {
    const { organization, apiKey } = await t.createOrg();
    failNext = true;
    const failed = await verify(apiKey, 'retry-after-500');
    expect(failed.status).toBe(500);
    const retried = await verify(apiKey, 'retry-after-500');
    expect(retried.status).toBe(202);
    expect(retried.headers.get('idempotent-replayed')).toBeNull();
    expect(await countVerifications(t.parts, organization.id)).toBe(1);
  });

  it('stores and replays a 4xx, validation errors included', async () => {
    const { apiKey } = await t.createOrg();
    const invalid = { content: '', methods: { semantic: 1 } };
    const first = await verify(apiKey, 'bad-1', invalid);
    expect(first.status).toBe(400);
    const again = await verify(apiKey, 'bad-1', invalid);
    expect(again.status).toBe(400);
    expect(again.text).toBe(first.text);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
  });

  it('leaves requests without a key alone: each one runs', async () => {
    const { organization, apiKey } = await t.createOrg();
    await t.request('POST', '/v1/verify', { apiKey, json: body });
    await t.request('POST', '/v1/verify', { apiKey, json: body });
    expect(await countVerifications(t.parts, organization.id)).toBe(2);
  });
});

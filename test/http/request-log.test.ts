import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { stubCreateVerification } from '../helpers/stubs.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ handlers: (deps) => ({ createVerification: { handle: stubCreateVerification(deps) } }) });
});
afterAll(() => t.stop());

describe('request logging', () => {
  it('writes one line per request with method, path, status, duration, requestId and orgId', async () => {
    const { organization, apiKey } = await t.createOrg();
    const res = await t.request('GET', '/v1/status', { apiKey });
    const line = t.logs.find((l) => l.requestId === res.headers.get('x-request-id'));
    expect(line).toMatchObject({ msg: 'request', method: 'GET', path: '/v1/status', status: 200, orgId: organization.id });
    expect(typeof line?.durationMs).toBe('number');
  });

  it('never logs API keys, the Authorization header or submitted content', async () => {
    const { apiKey } = await t.createOrg();
    const secretClaim = 'my-private-claim-7f3a9c';
    await t.request('POST', '/v1/verify', { apiKey, json: { content: secretClaim, methods: { semantic: 1 } } });
    await t.request('POST', '/v1/verify', { apiKey, json: { content: secretClaim, methods: { nope: 1 } } });
    await t.request('GET', '/v1/status', { apiKey: `${apiKey}x` });
    await t.request('GET', '/v1/status', { headers: { Authorization: `Basic ${apiKey}` } });
    const text = t.logText();
    expect(t.logs.length).toBeGreaterThanOrEqual(4);
    expect(text).not.toContain(apiKey);
    expect(text).not.toContain(apiKey.slice('vrt_live_'.length));
    expect(text).not.toContain(secretClaim);
    expect(text.toLowerCase()).not.toContain('authorization');
  });
});

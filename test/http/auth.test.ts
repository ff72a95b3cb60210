import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../server/accounts/api-keys.js';
import { revokeApiKeys } from '../../server/storage/api-keys.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.stop());

async function expectUnauthorized(headers: Record<string, string>) {
  const res = await t.request('GET', '/v1/status', { headers });
  expect(res.status).toBe(401);
  expect(res.body.error.code).toBe('unauthorized');
  expect(res.headers.get('www-authenticate')).toBe('Bearer');
  return res;
}

describe('authentication', () => {
  it('refuses a request without an Authorization header', async () => {
    const res = await expectUnauthorized({});
    expect(res.body.error.message).toMatch(/Missing API key/);
  });

  it('refuses a header that is not a Bearer token', async () => {
    await expectUnauthorized({ Authorization: 'Basic dXNlcjpwYXNz' });
  });

  it('refuses an unknown key', async () => {
    await expectUnauthorized({ Authorization: `Bearer vrt_live_${'A'.repeat(43)}` });
  });

  it('refuses a revoked key, on the very next request', async () => {
    const { organization } = t.createOrg();
    const { apiKey, record } = createApiKey(t.database.db, t.deps.clock, organization.id);
    expect((await t.request('GET', '/v1/status', { apiKey })).status).toBe(200);
    revokeApiKeys(t.database.db, record.id, new Date().toISOString());
    await expectUnauthorized({ Authorization: `Bearer ${apiKey}` });
  });

  it('accepts every active key of an organization', async () => {
    const { organization, apiKey } = t.createOrg();
    const second = createApiKey(t.database.db, t.deps.clock, organization.id).apiKey;
    for (const key of [apiKey, second]) {
      const res = await t.request('GET', '/v1/status', { apiKey: key });
      expect(res.body.organization.id).toBe(organization.id);
    }
  });
});

describe('failed authentication limit', () => {
  it('describes the per-address budget on 401s and answers 429 once it is spent, even for a valid key', async () => {
    const own = await startTestServer();
    try {
      const { apiKey } = own.createOrg();
      const first = await own.request('GET', '/v1/status', { apiKey: 'vrt_live_nope' });
      expect(first.headers.get('x-ratelimit-limit')).toBe('60');
      expect(first.headers.get('x-ratelimit-remaining')).toBe('59');
      for (let i = 1; i < 60; i += 1) expect((await own.request('GET', '/v1/status', { apiKey: 'vrt_live_nope' })).status).toBe(401);
      const blocked = await own.request('GET', '/v1/status', { apiKey: 'vrt_live_nope' });
      expect(blocked.status).toBe(429);
      expect(blocked.body.error.code).toBe('rate_limited');
      expect(blocked.body.error.retryAfter).toBeGreaterThan(0);
      // The budget bounds key guessing: a correct key from a blocked address waits too.
      expect((await own.request('GET', '/v1/status', { apiKey })).status).toBe(429);
    } finally {
      await own.stop();
    }
  });
});

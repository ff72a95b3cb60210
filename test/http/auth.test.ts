import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey, KEY_CACHE_TTL_MS } from '../../server/accounts/api-keys.js';
import { createManualClock } from '../../server/clock.js';
import { revokeApiKeys } from '../../server/storage/api-keys.js';
import { updateOrganization } from '../../server/storage/organizations.js';
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

  it(`refuses a revoked key once its check is ${KEY_CACHE_TTL_MS / 1000} s old, and not before`, async () => {
    // A stopped clock: the key's cached check ages only when the test says so.
    const clock = createManualClock('2026-05-04T10:15:00.000Z');
    const own = await startTestServer({ clock });
    try {
      const { organization } = await own.createOrg();
      const { apiKey, record } = await createApiKey(own.database.db, clock, organization.id);
      expect((await own.request('GET', '/v1/status', { apiKey })).status).toBe(200);
      await revokeApiKeys(own.database.db, record.id, clock.now().toISOString());
      // Within the documented time the cached check still answers: this is the cache at work.
      clock.advance(KEY_CACHE_TTL_MS - 1);
      expect((await own.request('GET', '/v1/status', { apiKey })).status).toBe(200);
      clock.advance(1);
      const res = await own.request('GET', '/v1/status', { apiKey });
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe('unauthorized');
      // And it stays refused: a revoked key is never cached.
      expect((await own.request('GET', '/v1/status', { apiKey })).status).toBe(401);
    } finally {
      await own.stop();
    }
  });

  it('sees a plan change within the same time', async () => {
    const clock = createManualClock('2026-05-04T10:15:00.000Z');
    const own = await startTestServer({ clock });
    try {
      const { organization, apiKey } = await own.createOrg({ plan: 'free' });
      expect((await own.request('GET', '/v1/status', { apiKey })).headers.get('x-ratelimit-limit')).toBe('20');
      await updateOrganization(own.database.db, organization.id, { plan: 'pro' });
      clock.advance(KEY_CACHE_TTL_MS);
      expect((await own.request('GET', '/v1/status', { apiKey })).headers.get('x-ratelimit-limit')).toBe('200');
    } finally {
      await own.stop();
    }
  });

  it('accepts every active key of an organization', async () => {
    const { organization, apiKey } = await t.createOrg();
    const second = (await createApiKey(t.database.db, t.deps.clock, organization.id)).apiKey;
    for (const key of [apiKey, second]) {
      const res = await t.request('GET', '/v1/status', { apiKey: key });
      expect(res.body.organization.id).toBe(organization.id);
    }
  });
});

describe('failed authentication limit', () => {
  const status = (server: TestServer, apiKey: string, forwardedFor?: string) =>
    server.request('GET', '/v1/status', { apiKey, ...(forwardedFor ? { headers: { 'X-Forwarded-For': forwardedFor } } : {}) });
  // A stopped clock: the one-minute window cannot end halfway through a test.
  const stopped = () => createManualClock('2026-05-04T10:15:20.000Z');

  it('throttles a flood of bad keys from one address with 429 while a valid key from the same address is served', async () => {
    const own = await startTestServer({ clock: stopped() });
    try {
      const { apiKey } = await own.createOrg();
      const first = await status(own, 'vrt_live_nope');
      expect(first.status).toBe(401);
      expect(first.headers.get('x-ratelimit-limit')).toBe('60');
      expect(first.headers.get('x-ratelimit-remaining')).toBe('59');
      for (let i = 1; i < 60; i += 1) {
        expect((await status(own, 'vrt_live_nope')).status).toBe(401);
        if (i % 20 === 0) expect((await status(own, apiKey)).status).toBe(200);
      }
      const blocked = await status(own, 'vrt_live_nope');
      expect(blocked.status).toBe(429);
      expect(blocked.body.error.code).toBe('rate_limited');
      expect(blocked.body.error.retryAfter).toBeGreaterThan(0);
      expect(blocked.headers.get('x-ratelimit-remaining')).toBe('0');
      expect((await own.request('GET', '/v1/status')).status).toBe(429); // a missing key fails too
      // Other requests' failures never refuse a valid key: it gets the organization's budget.
      const served = await status(own, apiKey);
      expect(served.status).toBe(200);
      expect(served.headers.get('x-ratelimit-limit')).toBe('200');
      expect((await status(own, 'vrt_live_nope')).status).toBe(429);
    } finally {
      await own.stop();
    }
  });

  it('ignores X-Forwarded-For without TRUST_PROXY: the socket address is the client', async () => {
    const own = await startTestServer({ clock: stopped() });
    try {
      for (let i = 0; i < 60; i += 1) expect((await status(own, 'vrt_live_nope', `198.51.100.${i}`)).status).toBe(401);
      expect((await status(own, 'vrt_live_nope', '198.51.100.200')).status).toBe(429);
    } finally {
      await own.stop();
    }
  });

  it('with TRUST_PROXY=1 counts per the X-Forwarded-For entry the proxy appended, whatever the client put before it', async () => {
    const own = await startTestServer({ env: { TRUST_PROXY: '1' }, clock: stopped() });
    try {
      // The left-most entries are the client's own words; varying them does not dodge the budget.
      for (let i = 0; i < 60; i += 1) expect((await status(own, 'vrt_live_nope', `10.0.0.${i}, 203.0.113.7`)).status).toBe(401);
      expect((await status(own, 'vrt_live_nope', '10.9.9.9, 203.0.113.7')).status).toBe(429);
      // Another client behind the same load balancer is unaffected.
      const other = await status(own, 'vrt_live_nope', '203.0.113.8');
      expect(other.status).toBe(401);
      expect(other.headers.get('x-ratelimit-remaining')).toBe('59');
    } finally {
      await own.stop();
    }
  });
});

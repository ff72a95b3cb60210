import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../server/accounts/api-keys.js';
import { createManualClock } from '../../server/clock.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

const clock = createManualClock('2026-05-04T10:15:20.000Z');
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ clock });
});
afterAll(() => t.stop());

const status = (apiKey: string) => t.request('GET', '/v1/status', { apiKey });
const windowEnd = Date.parse('2026-05-04T10:16:00.000Z') / 1000;

describe('rate limiting', () => {
  it('puts X-RateLimit-Limit, Remaining and Reset (Unix seconds) on every authenticated response', async () => {
    const { apiKey } = await t.createOrg({ plan: 'free' });
    const res = await status(apiKey);
    expect(res.headers.get('x-ratelimit-limit')).toBe('20');
    expect(res.headers.get('x-ratelimit-remaining')).toBe('19');
    expect(res.headers.get('x-ratelimit-reset')).toBe(String(windowEnd));
    const invalid = await t.request('POST', '/v1/verify', { apiKey, json: {} });
    expect(invalid.status).toBe(400);
    expect(invalid.headers.get('x-ratelimit-remaining')).toBe('18');
  });

  it('uses the plan limits: 200 for Pro, 1000 for Enterprise', async () => {
    expect((await status((await t.createOrg({ plan: 'pro' })).apiKey)).headers.get('x-ratelimit-limit')).toBe('200');
    expect((await status((await t.createOrg({ plan: 'enterprise' })).apiKey)).headers.get('x-ratelimit-limit')).toBe('1000');
  });

  it('answers 429 rate_limited with retryAfter and Retry-After past the limit, until the minute ends', async () => {
    const { apiKey } = await t.createOrg({ plan: 'pro', rateLimit: 3 });
    for (const remaining of ['2', '1', '0']) {
      const ok = await status(apiKey);
      expect(ok.status).toBe(200);
      expect(ok.headers.get('x-ratelimit-remaining')).toBe(remaining);
    }
    const limited = await status(apiKey);
    expect(limited.status).toBe(429);
    expect(limited.body.error).toMatchObject({ code: 'rate_limited', retryAfter: 40 });
    expect(limited.headers.get('retry-after')).toBe('40');
    expect(limited.headers.get('x-ratelimit-remaining')).toBe('0');

    clock.set('2026-05-04T10:16:00.000Z');
    const next = await status(apiKey);
    expect(next.status).toBe(200);
    expect(next.headers.get('x-ratelimit-remaining')).toBe('2');
    expect(next.headers.get('x-ratelimit-reset')).toBe(String(windowEnd + 60));
  });

  it('counts per organization: its keys share one budget, other organizations are unaffected', async () => {
    const { organization, apiKey } = await t.createOrg({ rateLimit: 2 });
    const second = (await createApiKey(t.database.db, t.deps.clock, organization.id)).apiKey;
    const other = (await t.createOrg({ rateLimit: 2 })).apiKey;
    expect((await status(apiKey)).status).toBe(200);
    expect((await status(second)).status).toBe(200);
    expect((await status(apiKey)).status).toBe(429);
    expect((await status(second)).status).toBe(429);
    expect((await status(other)).status).toBe(200);
  });

  // issue 16: every answer to a request with a valid key carries the headers, not only routed ones.
  it('counts 405 and unknown /v1 paths with a valid key and puts the headers on them', async () => {
    const { apiKey } = await t.createOrg({ plan: 'pro', rateLimit: 5 });
    const wrongMethod = await t.request('DELETE', '/v1/status', { apiKey });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('HEAD, GET');
    expect(wrongMethod.headers.get('x-ratelimit-limit')).toBe('5');
    expect(wrongMethod.headers.get('x-ratelimit-remaining')).toBe('4');
    expect(wrongMethod.headers.get('x-ratelimit-reset')).toMatch(/^\d+$/);
    const unknown = await t.request('GET', '/v1/nothing/here', { apiKey });
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('x-ratelimit-remaining')).toBe('3');
    expect((await t.request('GET', '/v1', { apiKey })).headers.get('x-ratelimit-remaining')).toBe('2');
    expect((await status(apiKey)).headers.get('x-ratelimit-remaining')).toBe('1');
    expect((await t.request('POST', '/v1/status', { apiKey })).headers.get('x-ratelimit-remaining')).toBe('0');
    const over = await t.request('GET', '/v1/nothing/here', { apiKey });
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('shows the budget on OPTIONS answers with a valid key without counting them, and never refuses a preflight', async () => {
    const { apiKey } = await t.createOrg({ plan: 'pro', rateLimit: 1 });
    const preflight = await t.request('OPTIONS', '/v1/verify', { apiKey });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('x-ratelimit-limit')).toBe('1');
    expect(preflight.headers.get('x-ratelimit-remaining')).toBe('1');
    expect((await status(apiKey)).headers.get('x-ratelimit-remaining')).toBe('0');
    const spent = await t.request('OPTIONS', '/v1/verify', { apiKey });
    expect(spent.status).toBe(204);
    expect(spent.headers.get('x-ratelimit-remaining')).toBe('0');
    const unknown = await t.request('OPTIONS', '/v1/nothing', { apiKey });
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('x-ratelimit-remaining')).toBe('0');
  });

  it('answers requests without a key as before: no budget to show on a preflight or an unknown path', async () => {
    const browser = await t.request('OPTIONS', '/v1/verify');
    expect(browser.status).toBe(204);
    expect(browser.headers.get('x-ratelimit-limit')).toBeNull();
    const unknown = await t.request('GET', '/v1/nothing');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('x-ratelimit-limit')).toBeNull();
    // A key that fails is a failed authentication, wherever it is sent.
    const bad = await t.request('GET', '/v1/nothing', { apiKey: 'vrt_live_nope' });
    expect(bad.status).toBe(401);
    expect(bad.headers.get('x-ratelimit-limit')).toBe('60');
  });
});

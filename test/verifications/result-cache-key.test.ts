// DECISIONS.md "Cache": an identical request of the same organization within 24 hours is served
// from cache with cached: true and the original id, costs nothing and is not counted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../server/clock.js';
import { runVerification } from '../../server/engine/engine.js';
import type { EngineThreads } from '../../server/threads/engine-threads.js';
import { cacheKeyOf, canonicalJson } from '../../server/verifications/result-cache-key.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { sql } from 'drizzle-orm';
import { count } from '../helpers/sql.js';
import { BACKENDS } from '../helpers/database.js';

describe('canonicalJson', () => {
  it.each([
    { given: { b: 1, a: [3, { d: 1, c: 2 }] }, want: '{"a":[3,{"c":2,"d":1}],"b":1}' },
    { given: { a: undefined, b: null }, want: '{"b":null}' },
    { given: 'é\n😀', want: '"é\\n😀"' },
  ])('writes $want', ({ given, want }) => {
    expect(canonicalJson(given)).toBe(want);
  });
});

describe('cacheKeyOf', () => {
  const base = { content: '2 + 2 = 4', methods: { semantic: 1, reasoning: 0.5 } };
  it('ignores key order, explicit defaults, useCache and absent context', () => {
    const key = cacheKeyOf(base);
    expect(cacheKeyOf({ content: '2 + 2 = 4', methods: { reasoning: 0.5, semantic: 1 } })).toBe(key);
    expect(cacheKeyOf({ ...base, options: { timeout: 30_000, acceptThreshold: 0.95, useCache: true } })).toBe(key);
    expect(cacheKeyOf({ ...base, context: {} })).toBe(key);
  });
  // Stored verifications are found by their key: the keys of requests already stored must not
  // change (these were computed before issue 24 moved to the one-shot hash).
  it.each<{ request: Parameters<typeof cacheKeyOf>[0]; want: string }>([
    { request: { content: 'Zoë: 2 + 2 = 4 😀', methods: { semantic: 1, formal: 0.5 }, options: { escalation: 'never' }, context: { evidence: ['x'] } }, want: '4436c0acb668f8d41f3ffbd7c8dbff6732b2de14aeaad22973fb596aa0fd45f3' },
    { request: { content: 'Water boils at 100 °C.', methods: { semantic: 1 } }, want: '1ee2d8a8b45431a64ee4e86d8ebbb57e420849a3e90aa3e78164cdd4b4f15b1c' },
  ])('is the key stored verifications were found by: $want', ({ request, want }) => {
    expect(cacheKeyOf(request)).toBe(want);
  });
  // Issue 25: `auto` is the default, so keys made before the option existed keep finding their results.
  it('takes escalation auto as no escalation option, the key of every request made before it existed', () => {
    expect(cacheKeyOf({ ...base, options: { escalation: 'auto' } })).toBe(cacheKeyOf(base));
  });
  it.each([
    { change: { content: '2 + 2 = 4 ' } },
    { change: { methods: { semantic: 1, reasoning: 0.6 } } },
    { change: { options: { maxRetries: 1 } } },
    { change: { options: { escalation: 'never' } } },
    { change: { context: { domain: 'math' } } },
  ])('changes with $change', ({ change }) => {
    expect(cacheKeyOf({ ...base, ...change })).not.toBe(cacheKeyOf(base));
  });
});

describe.each(BACKENDS)('%s', (backend) => {
  describe('POST /v1/verify cache', () => {
    const clock = createManualClock(new Date());
    const calls = { n: 0 };
    // The engine in this thread, counted: a cache hit must not run it.
    const engine: EngineThreads = {
      size: 1,
      verify: (request) => {
        calls.n += 1;
        return runVerification(request);
      },
      close: async () => undefined,
    };
    let t: TestServer;
    beforeAll(async () => {
      t = await startTestServer({ backend, clock, engine });
    });
    afterAll(() => t.stop());

    const usage = (orgId: string): Promise<number> => count(t.database.db, sql`SELECT coalesce(sum(count), 0) FROM usage WHERE organization_id = ${orgId}`);
    const json = { content: '17 * 23 = 391', methods: { semantic: 1, reasoning: 1 }, options: { maxRetries: 1 }, context: { domain: 'math' } };

    it('serves an identical request with the original id, cached: true, no cost, no quota use and no engine run', async () => {
      const { organization, apiKey } = await t.createOrg();
      const first = await t.request('POST', '/v1/verify', { apiKey, json });
      expect(first.body).toMatchObject({ cached: false, costCents: 0.3 });
      const before = calls.n;
      const reordered = { context: { domain: 'math' }, options: { maxRetries: 1, useCache: true }, methods: { reasoning: 1, semantic: 1 }, content: json.content };
      const second = await t.request('POST', '/v1/verify', { apiKey, json: { ...reordered, metadata: { trace: 'other' } } });
      expect(second.status).toBe(200);
      expect(second.body).toMatchObject({ id: first.body.id, cached: true, costCents: 0, verdict: first.body.verdict, completedAt: first.body.completedAt });
      // The stored record is served: its metadata is the original request's.
      expect(second.body.metadata).toEqual({});
      expect(calls.n).toBe(before);
      expect(await usage(organization.id)).toBe(1);
      // GET still shows what the verification cost when it ran.
      expect((await t.request('GET', `/v1/verify/${first.body.id}`, { apiKey })).body.costCents).toBe(0.3);
    });

    it('serves escalated results from cache in the escalated shape', async () => {
      const { apiKey } = await t.createOrg();
      const body = { content: 'The meeting went well.', methods: { semantic: 1 } };
      const first = await t.request('POST', '/v1/verify', { apiKey, json: body });
      const second = await t.request('POST', '/v1/verify', { apiKey, json: body });
      expect(second.body).toEqual({ ...first.body, cached: true });
    });

    it('never serves another organization, differing content or useCache: false from cache', async () => {
      const a = await t.createOrg();
      const b = await t.createOrg();
      const first = await t.request('POST', '/v1/verify', { apiKey: a.apiKey, json });
      const other = await t.request('POST', '/v1/verify', { apiKey: b.apiKey, json });
      expect(other.body).toMatchObject({ cached: false });
      expect(other.body.id).not.toBe(first.body.id);
      const spaced = await t.request('POST', '/v1/verify', { apiKey: a.apiKey, json: { ...json, content: ` ${json.content}` } });
      expect(spaced.body.cached).toBe(false);
      const bypass = await t.request('POST', '/v1/verify', { apiKey: a.apiKey, json: { ...json, options: { ...json.options, useCache: false } } });
      expect(bypass.body.cached).toBe(false);
      expect(bypass.body.id).not.toBe(first.body.id);
      expect(await usage(a.organization.id)).toBe(3);
    });

    it('keeps results for 24 hours', async () => {
      const { apiKey } = await t.createOrg();
      const first = await t.request('POST', '/v1/verify', { apiKey, json });
      clock.advance(24 * 3_600_000 - 1);
      expect((await t.request('POST', '/v1/verify', { apiKey, json })).body).toMatchObject({ id: first.body.id, cached: true });
      clock.advance(2);
      const late = await t.request('POST', '/v1/verify', { apiKey, json });
      expect(late.body.cached).toBe(false);
      expect(late.body.id).not.toBe(first.body.id);
    });
  });
});

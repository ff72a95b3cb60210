import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authenticateApiKey, createApiKey, hashApiKey } from '../../server/accounts/api-keys.js';
import { assertMethodsAllowed, monthlyLimitOf, rateLimitOf } from '../../server/accounts/plan-limits.js';
import { assertQuotaAvailable, recordUsage } from '../../server/accounts/quota.js';
import { ApiError } from '../../server/errors.js';
import { revokeApiKeys } from '../../server/storage/api-keys.js';
import { apiKeys } from '../../server/storage/schema.js';
import { BACKENDS, openTestDatabase, type TestDatabase } from '../helpers/database.js';

describe.each(BACKENDS)('%s', (backend) => {
  let t: TestDatabase;
  beforeEach(async () => {
    t = await openTestDatabase({ backend, start: '2026-02-14T10:00:00.000Z' });
  });
  afterEach(() => t.close());

  describe('API keys', () => {
    it('are vrt_live_ keys stored only as a SHA-256 hash', async () => {
      const { apiKey } = await t.createOrg();
      expect(apiKey).toMatch(/^vrt_live_[A-Za-z0-9_-]{43}$/);
      const dump = JSON.stringify(await t.db.select().from(apiKeys));
      expect(dump).not.toContain(apiKey);
      expect(dump).toContain(hashApiKey(apiKey));
      // Keys already stored must keep authenticating: the hash is SHA-256 in hex, whatever computes it.
      expect(hashApiKey('vrt_live_4g_wHxC6dWh2p8yq2UeosjtpVKGpY7DP6w2e47CKTZI')).toBe('f6b4d7944f8254b2baddaa7a129003049b9b37141e53bf05261357237ce706cd');
    });

    it('authenticate to their organization; unknown, altered and revoked keys do not', async () => {
      const { organization, apiKey } = await t.createOrg({ name: 'Acme' });
      expect((await authenticateApiKey(t.db, apiKey))?.organization.id).toBe(organization.id);
      expect(await authenticateApiKey(t.db, apiKey.slice(0, -1) + (apiKey.endsWith('A') ? 'B' : 'A'))).toBeNull();
      expect(await authenticateApiKey(t.db, 'vrt_live_nope')).toBeNull();
      const second = await createApiKey(t.db, t.clock, organization.id);
      expect(await revokeApiKeys(t.db, second.record.id, t.clock.now().toISOString())).toHaveLength(1);
      expect(await authenticateApiKey(t.db, second.apiKey)).toBeNull();
      expect(await authenticateApiKey(t.db, apiKey)).not.toBeNull();
    });
  });

  describe('monthly quota', () => {
    it('refuses work beyond the limit with limit, used and the next month as resetDate', async () => {
      const { organization } = await t.createOrg({ monthlyLimit: 2 });
      await recordUsage(t.db, t.clock, organization.id, 2);
      try {
        await assertQuotaAvailable(t.db, t.clock, organization);
        expect.unreachable();
      } catch (err) {
        const e = err as ApiError;
        expect(e.code).toBe('usage_limit_exceeded');
        expect(e.extra).toEqual({ limit: 2, used: 2, resetDate: '2026-03-01T00:00:00.000Z' });
      }
    });

    it('starts counting again in a new calendar month (UTC)', async () => {
      const { organization } = await t.createOrg({ monthlyLimit: 1 });
      await recordUsage(t.db, t.clock, organization.id);
      t.clock.set('2026-03-01T00:00:00.000Z');
      expect(await assertQuotaAvailable(t.db, t.clock, organization)).toEqual({ limit: 1, used: 0, resetDate: '2026-04-01T00:00:00.000Z' });
    });

    it('counts a December month into January of the next year', async () => {
      t.clock.set('2026-12-31T23:59:59.999Z');
      const { organization } = await t.createOrg();
      expect((await assertQuotaAvailable(t.db, t.clock, organization)).resetDate).toBe('2027-01-01T00:00:00.000Z');
    });
  });
});

describe('plans', () => {
  it('give plan defaults unless the organization overrides them', () => {
    expect(rateLimitOf({ plan: 'free', rateLimit: null })).toBe(20);
    expect(rateLimitOf({ plan: 'pro', rateLimit: null })).toBe(200);
    expect(rateLimitOf({ plan: 'enterprise', rateLimit: null })).toBe(1000);
    expect(rateLimitOf({ plan: 'pro', rateLimit: 3 })).toBe(3);
    expect(monthlyLimitOf({ plan: 'free', monthlyLimit: null })).toBe(1000);
    expect(monthlyLimitOf({ plan: 'enterprise', monthlyLimit: 7 })).toBe(7);
  });

  it('refuse methods above the plan with plan_upgrade_required naming each method', () => {
    expect(() => assertMethodsAllowed({ plan: 'pro' }, ['semantic', 'tool'])).not.toThrow();
    try {
      assertMethodsAllowed({ plan: 'free' }, ['semantic', 'tool', 'formal']);
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ApiError);
      const e = err as ApiError;
      expect(e.status).toBe(403);
      expect(e.code).toBe('plan_upgrade_required');
      expect(e.details?.map((d) => d.field)).toEqual(['methods.tool', 'methods.formal']);
      expect(e.extra).toEqual({ requiredPlan: 'enterprise' });
    }
  });
});


// Rate limits through the SDK (spec 8): a real 429 is retried after its Retry-After with the same
// Idempotency-Key, and with maxRetries 0 it surfaces as RateLimitError. The server's clock is a
// manual one standing one second before the end of a rate-limit minute, so Retry-After is 1 s
// (the SDK really waits it); the test moves the clock into the next minute when the 429 arrives,
// as real time would have.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RateLimitError } from '../../sdk/src/index.js';
import { createManualClock } from '../../server/clock.js';
import { caught, FALSE_CLAIM, startSdkServer, TRUE_CLAIM, type SdkServer } from './helpers.js';
import { sql } from 'drizzle-orm';
import { count } from '../helpers/sql.js';

const clock = createManualClock();
let t: SdkServer;
beforeAll(async () => {
  t = await startSdkServer({ clock, backgroundJobs: false });
});
afterAll(() => t.stop());

describe('rate limits through the SDK', () => {
  it('throws RateLimitError with retryAfter when retries are off', async () => {
    clock.set('2026-05-04T10:15:59.000Z');
    const client = t.client((await t.createOrg({ rateLimit: 1 })).apiKey, { maxRetries: 0 });
    await client.status();
    const error = await caught(() => client.status());
    expect(error).toBeInstanceOf(RateLimitError);
    expect(error).toMatchObject({ status: 429, code: 'rate_limited', retryAfter: 1, requestId: t.seen.at(-1)!.headers.get('x-request-id') });
    expect((error as RateLimitError).headers?.get('retry-after')).toBe('1');
  });

  it('retries a 429 after Retry-After with the same Idempotency-Key and creates once', async () => {
    clock.set('2026-05-04T11:15:59.000Z');
    const { organization, apiKey } = await t.createOrg({ rateLimit: 1 });
    const client = t.client(apiKey, { maxRetries: 2 });
    await client.verify.create({ content: FALSE_CLAIM, methods: { semantic: 1 } });

    t.onResponse = (response) => {
      if (response.status === 429) clock.set('2026-05-04T11:16:00.000Z');
    };
    const before = t.seen.length;
    const started = Date.now();
    try {
      const result = await client.verify.create({ content: TRUE_CLAIM, methods: { reasoning: 1 } });
      expect(result).toMatchObject({ status: 'completed', verdict: 'true' });
    } finally {
      t.onResponse = undefined;
    }
    const attempts = t.seen.slice(before);
    expect(attempts.map((a) => a.status)).toEqual([429, 200]);
    const [limited, ok] = attempts.map((a) => a.requestHeaders.get('idempotency-key'));
    expect(limited).toMatch(/^verity-sdk-/);
    expect(ok).toBe(limited);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    const usage = await count(t.database.db, sql`SELECT coalesce(sum(count), 0) FROM usage WHERE organization_id = ${organization.id}`);
    expect(usage).toBe(2);
  });
});

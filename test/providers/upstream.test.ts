import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { UpstreamError } from '../../server/providers/errors.js';
import { backoffDelay, DEFAULT_RETRY_POLICY, mapLimit, priceCents, UpstreamSession } from '../../server/providers/upstream.js';
import { startFakeProvider, type FakeProvider } from './fake-provider.js';
import { FAST_RETRIES, fakeProvider } from './helpers.js';

const ask = { system: 's', prompt: 'p', temperature: 0, maxTokens: 50 };

let fake: FakeProvider;
beforeAll(async () => {
  fake = await startFakeProvider();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

function session(options: { maxRetries?: number; timeoutMs?: number } = {}) {
  return new UpstreamSession({ policy: FAST_RETRIES, ...options });
}

async function upstreamError(p: Promise<unknown>): Promise<UpstreamError> {
  const err = await p.then(() => undefined, (e: unknown) => e);
  expect(err).toBeInstanceOf(UpstreamError);
  return err as UpstreamError;
}

describe('retries and limits on upstream calls', () => {
  for (const kind of ['openai', 'anthropic'] as const) {
    it(`retries transient failures and then succeeds (${kind})`, async () => {
      fake.script({ status: 500 }, { status: 429, headers: { 'retry-after': '0' } }, { reset: true }, { malformed: true }, { truncated: true }, { answer: 'fine', usage: { input: 10, output: 2 } });
      const s = session({ maxRetries: 5 });
      const answer = await s.complete(fakeProvider(fake, kind), ask);
      expect(answer.text).toBe('fine');
      expect(fake.requests).toHaveLength(6);
      // Only the answer is counted: failed calls carry no usage and cost nothing.
      expect(s.usage()).toEqual({ inputTokens: 10, outputTokens: 2, costCents: priceCents({ inputCentsPerMTok: 250, outputCentsPerMTok: 1000 }, 10, 2) });
    });
  }

  it('makes one call only when maxRetries is 0, the default', async () => {
    fake.script({ status: 503 });
    const err = await upstreamError(session().complete(fakeProvider(fake, 'openai'), ask));
    expect([err.code, err.provider, err.status, err.attempts]).toEqual(['upstream_error', 'fake-openai', 503, 1]);
    expect(fake.requests).toHaveLength(1);
  });

  it('gives upstream_error when retries are exhausted', async () => {
    fake.script({ status: 500 }, { status: 502 }, { status: 500 });
    const err = await upstreamError(session({ maxRetries: 2 }).complete(fakeProvider(fake, 'anthropic'), ask));
    expect(err.code).toBe('upstream_error');
    expect(err.attempts).toBe(3);
    expect(err.message).toBe('provider fake-anthropic (anthropic): HTTP 500: status 500 (3 attempts)');
    expect(fake.requests).toHaveLength(3);
  });

  it('does not retry a permanent error', async () => {
    fake.script({ status: 401, body: { error: { message: 'invalid x-api-key' } } });
    const err = await upstreamError(session({ maxRetries: 5 }).complete(fakeProvider(fake, 'anthropic'), ask));
    expect([err.code, err.status, err.attempts]).toEqual(['upstream_error', 401, 1]);
    expect(fake.requests).toHaveLength(1);
  });

  it('waits as long as Retry-After says on a 429', async () => {
    fake.script({ status: 429, headers: { 'retry-after-ms': '300' } }, { answer: 'ok' });
    const started = Date.now();
    await session({ maxRetries: 1 }).complete(fakeProvider(fake, 'openai'), ask);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(fake.requests).toHaveLength(2);
  });

  it('fails at once with upstream_error when Retry-After is beyond the time left', async () => {
    fake.script({ status: 429, headers: { 'retry-after': '20' } });
    const started = Date.now();
    const err = await upstreamError(session({ maxRetries: 3, timeoutMs: 5_000 }).complete(fakeProvider(fake, 'openai'), ask));
    expect(err.code).toBe('upstream_error');
    expect(err.message).toMatch(/Retry-After 20000 ms is beyond the time left/);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('gives upstream_timeout when the provider does not answer within the timeout', async () => {
    fake.script({ answer: 'too late', delayMs: 3_000 });
    const started = Date.now();
    const err = await upstreamError(session({ timeoutMs: 200, maxRetries: 3 }).complete(fakeProvider(fake, 'openai'), ask));
    expect([err.code, err.provider]).toEqual(['upstream_timeout', 'fake-openai']);
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(fake.requests).toHaveLength(1);
  });

  it('bounds all calls of a session together: retries stop when the budget runs out', async () => {
    fake.otherwise(() => ({ status: 500, delayMs: 80 }));
    const err = await upstreamError(session({ timeoutMs: 300, maxRetries: 5 }).complete(fakeProvider(fake, 'openai'), ask));
    expect(err.code).toBe('upstream_timeout');
    expect(fake.requests.length).toBeLessThan(6);
  });

  it('passes the caller’s cancellation through unchanged', async () => {
    fake.script({ answer: 'slow', delayMs: 2_000 });
    const controller = new AbortController();
    const s = new UpstreamSession({ signal: controller.signal, timeoutMs: 5_000 });
    setTimeout(() => controller.abort(new Error('client went away')), 50);
    await expect(s.complete(fakeProvider(fake, 'openai'), ask)).rejects.toThrow('client went away');
  });

  it('prices tokens per million and sums every answer of the session', async () => {
    fake.script({ answer: 'a', usage: { input: 1_000, output: 200 } }, { answer: 'b', usage: { input: 500, output: 100 } });
    const s = session();
    const p = fakeProvider(fake, 'openai', { inputCentsPerMTok: 300, outputCentsPerMTok: 1500 });
    await s.complete(p, ask);
    await s.complete(p, ask);
    // (1500 × 300 + 300 × 1500) / 1e6 = 0.9 cents
    expect(s.usage()).toEqual({ inputTokens: 1_500, outputTokens: 300, costCents: 0.9 });
    expect(s.calls.get('fake-openai')).toBe(2);
  });

  it('doubles the backoff up to a cap and takes up to a quarter off as jitter', () => {
    const policy = { ...DEFAULT_RETRY_POLICY, random: () => 0 };
    expect([0, 1, 2, 3, 4, 5].map((n) => backoffDelay(n, policy))).toEqual([500, 1000, 2000, 4000, 8000, 8000]);
    expect(backoffDelay(0, { ...policy, random: () => 1 })).toBe(375);
  });

  it('refuses maxRetries outside 0..5 and a non-positive timeout', () => {
    expect(() => new UpstreamSession({ maxRetries: 6 })).toThrow(RangeError);
    expect(() => new UpstreamSession({ maxRetries: 1.5 })).toThrow(RangeError);
    expect(() => new UpstreamSession({ timeoutMs: 0 })).toThrow(RangeError);
  });

  it('abandons calls still in flight when the session is closed', async () => {
    fake.script({ answer: 'slow', delayMs: 2_000 });
    const s = session({ timeoutMs: 5_000 });
    const pending = s.complete(fakeProvider(fake, 'openai'), ask);
    setTimeout(() => s.close(), 50);
    const started = Date.now();
    await expect(pending).rejects.toThrow('upstream session closed');
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('starts no more tasks after one fails', async () => {
    const started: number[] = [];
    await expect(mapLimit([1, 2, 3, 4, 5], 1, async (x) => {
      started.push(x);
      if (x === 2) throw new Error('boom');
      return x;
    })).rejects.toThrow('boom');
    expect(started).toEqual([1, 2]);
  });

  it('runs at most the given number of tasks at once and keeps their order', async () => {
    let inFlight = 0;
    let peak = 0;
    const out = await mapLimit([5, 1, 4, 2, 3], 2, async (x) => {
      peak = Math.max(peak, ++inFlight);
      await new Promise((r) => setTimeout(r, x * 3));
      inFlight--;
      return x * 10;
    });
    expect(out).toEqual([50, 10, 40, 20, 30]);
    expect(peak).toBe(2);
  });
});

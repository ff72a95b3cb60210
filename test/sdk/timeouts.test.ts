import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APIConnectionError, APITimeoutError, APIUserAbortError } from '../../sdk/src/index.js';
import { clientFor, completedVerification, fakeApi } from './fake-fetch.js';

describe('timeouts and cancellation', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('aborts an attempt after the client timeout and throws APITimeoutError', async () => {
    const api = fakeApi().hang();
    const result = clientFor(api, { timeout: 1000, maxRetries: 0 }).status().catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(999);
    expect(api.requests[0]?.init.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await result;
    expect(error).toBeInstanceOf(APITimeoutError);
    expect(error).toBeInstanceOf(APIConnectionError);
    expect((error as Error).message).toMatch(/timed out after 1000 ms/);
  });

  it('retries a timed-out attempt with the same Idempotency-Key', async () => {
    const api = fakeApi().hang().reply(200, completedVerification);
    const result = clientFor(api, { timeout: 1000 }).verify.create({ content: 'x', methods: { semantic: 1 } });
    await vi.runAllTimersAsync();
    await expect(result).resolves.toMatchObject({ id: 'ver_01' });
    expect(api.requests).toHaveLength(2);
    expect(api.requests[0]?.headers.get('idempotency-key')).toBe(api.requests[1]?.headers.get('idempotency-key'));
  });

  it('takes a per-call timeout over the client one', async () => {
    const api = fakeApi().hang();
    const result = clientFor(api, { timeout: 60_000, maxRetries: 0 }).status({ timeout: 50 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(50);
    expect(await result).toBeInstanceOf(APITimeoutError);
  });

  it('gives verify.create at least its own options.timeout plus slack', async () => {
    const api = fakeApi().hang();
    const client = clientFor(api, { timeout: 1000, maxRetries: 0 });
    const result = client.verify.create({ content: 'x', methods: { semantic: 1 }, options: { timeout: 120_000 } }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(129_999);
    expect(api.requests[0]?.init.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toBeInstanceOf(APITimeoutError);
  });

  it('stops at once, without retrying, when the caller aborts', async () => {
    const api = fakeApi().hang();
    const controller = new AbortController();
    const result = clientFor(api).status({ signal: controller.signal }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10);
    controller.abort();
    const error = await result;
    expect(error).toBeInstanceOf(APIUserAbortError);
    expect(api.requests).toHaveLength(1);
  });

  it('stops during the pause between retries when the caller aborts', async () => {
    const api = fakeApi().failNetwork();
    const controller = new AbortController();
    const result = clientFor(api).status({ signal: controller.signal }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(100);
    controller.abort();
    expect(await result).toBeInstanceOf(APIUserAbortError);
    expect(api.requests).toHaveLength(1);
  });

  it('does not send anything with an already aborted signal', async () => {
    const api = fakeApi();
    const error = await clientFor(api).status({ signal: AbortSignal.abort() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(APIUserAbortError);
    expect(api.requests).toHaveLength(0);
  });
});

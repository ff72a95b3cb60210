import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  APIConnectionError,
  FileStorageUnavailableError,
  IdempotencyConflictError,
  RateLimitError,
  UpstreamError,
} from '../../sdk/src/index.js';
import { MAX_RETRY_DELAY, retryDelayMs } from '../../sdk/src/core/retry.js';
import { clientFor, completedVerification, envelope, fakeApi } from './fake-fetch.js';

const verifyBody = { content: 'The Eiffel Tower is in Paris.', methods: { semantic: 1 } };

describe('automatic retries', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits the Retry-After seconds of a 429 before retrying', async () => {
    const api = fakeApi().reply(429, envelope('rate_limited', 'slow down', { retryAfter: 2 }), { 'Retry-After': '2' }).reply(200, completedVerification);
    const result = clientFor(api).verify.create(verifyBody);
    await vi.advanceTimersByTimeAsync(1999);
    expect(api.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.requests).toHaveLength(2);
    await expect(result).resolves.toMatchObject({ id: 'ver_01' });
  });

  it('uses the body retryAfter of a 429 when the header is missing', async () => {
    const api = fakeApi().reply(429, envelope('rate_limited', 'slow down', { retryAfter: 3 })).reply(200, completedVerification);
    const result = clientFor(api).verify.create(verifyBody);
    await vi.advanceTimersByTimeAsync(2999);
    expect(api.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toMatchObject({ id: 'ver_01' });
  });

  it('honours an HTTP-date Retry-After', async () => {
    const retryAt = new Date(Date.now() + 4000).toUTCString();
    const api = fakeApi().reply(503, envelope('service_unavailable', 'restarting'), { 'Retry-After': retryAt }).reply(200, { status: 'ok' });
    const result = clientFor(api).status();
    await vi.advanceTimersByTimeAsync(3000);
    expect(api.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toEqual({ status: 'ok' });
  });

  it('retries 409 idempotency_request_in_progress with the same key', async () => {
    const api = fakeApi()
      .reply(409, envelope('idempotency_request_in_progress', 'still running'), { 'Retry-After': '1' })
      .reply(200, completedVerification);
    const result = clientFor(api).verify.create(verifyBody);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toMatchObject({ id: 'ver_01' });
    expect(api.requests[0]?.headers.get('idempotency-key')).toBe(api.requests[1]?.headers.get('idempotency-key'));
  });

  it.each([502, 503, 504])('retries %i with exponential backoff and gives up after maxRetries', async (status) => {
    const code = { 502: 'upstream_error', 503: 'service_unavailable', 504: 'upstream_timeout' }[status]!;
    const api = fakeApi().reply(status, envelope(code, 'x')).reply(status, envelope(code, 'x')).reply(status, envelope(code, 'x'));
    const result = clientFor(api).status().catch((e: unknown) => e);
    // Backoff: 0.5 s then 1 s, each reduced by at most 25 % jitter.
    await vi.advanceTimersByTimeAsync(374);
    expect(api.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(126);
    expect(api.requests).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(api.requests).toHaveLength(3);
    const error = await result;
    expect(error).toMatchObject({ status, code });
  });

  it('retries network errors, then throws APIConnectionError with the cause', async () => {
    const api = fakeApi().failNetwork().failNetwork().failNetwork();
    const result = clientFor(api).status().catch((e: unknown) => e);
    await vi.runAllTimersAsync();
    const error = await result;
    expect(api.requests).toHaveLength(3);
    expect(error).toBeInstanceOf(APIConnectionError);
    expect((error as Error).message).toMatch(/^Cannot reach http:\/\/[^ ]+\/v1\/status: connection refused .*ECONNREFUSED/);
    expect((error as Error).cause).toBeInstanceOf(TypeError);
  });

  it('recovers when a retry succeeds after a network error', async () => {
    const api = fakeApi().failNetwork().reply(200, completedVerification);
    const result = clientFor(api).verify.create(verifyBody);
    await vi.runAllTimersAsync();
    await expect(result).resolves.toMatchObject({ id: 'ver_01' });
    expect(api.requests[0]?.headers.get('idempotency-key')).toBe(api.requests[1]?.headers.get('idempotency-key'));
  });

  it('throws the last typed error once the retries are spent', async () => {
    const api = fakeApi()
      .reply(429, envelope('rate_limited', 'slow', { retryAfter: 0 }))
      .reply(429, envelope('rate_limited', 'slow', { retryAfter: 0 }))
      .reply(429, envelope('rate_limited', 'slow', { retryAfter: 0 }));
    const result = clientFor(api).status().catch((e: unknown) => e);
    await vi.runAllTimersAsync();
    expect(await result).toBeInstanceOf(RateLimitError);
    expect(api.requests).toHaveLength(3);
  });

  it('respects maxRetries from the client and per call', async () => {
    const api = fakeApi().reply(502, envelope('upstream_error', 'x')).reply(502, envelope('upstream_error', 'x'));
    const noRetries = await clientFor(api, { maxRetries: 0 }).status().catch((e: unknown) => e);
    expect(noRetries).toBeInstanceOf(UpstreamError);
    expect(api.requests).toHaveLength(1);
    const perCall = await clientFor(api).status({ maxRetries: 0 }).catch((e: unknown) => e);
    expect(perCall).toBeInstanceOf(UpstreamError);
    expect(api.requests).toHaveLength(2);
  });

  it.each([
    [400, 'validation_error'],
    [401, 'unauthorized'],
    [402, 'quota_exceeded'],
    [403, 'forbidden'],
    [404, 'not_found'],
    [409, 'some_other_conflict'],
    [413, 'payload_too_large'],
    [422, 'idempotency_key_reused'],
    [500, 'internal_error'],
  ])('never retries %i %s', async (status, code) => {
    const api = fakeApi().reply(status, envelope(code, 'no'));
    const error = await clientFor(api).status().catch((e: unknown) => e);
    expect(error).toMatchObject({ status });
    expect(api.requests).toHaveLength(1);
  });

  it('does not retry 503 FILE_STORAGE_UNAVAILABLE, a server setting', async () => {
    const api = fakeApi().reply(503, envelope('FILE_STORAGE_UNAVAILABLE', 'Uploads are off; use inline items'));
    const error = await clientFor(api).batches.upload(new Uint8Array([1]), { filename: 'a.csv' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FileStorageUnavailableError);
    expect(api.requests).toHaveLength(1);
  });

  it('raises IdempotencyConflictError when the first request is still running after every retry', async () => {
    const busy = () => envelope('idempotency_request_in_progress', 'still running');
    const api = fakeApi().reply(409, busy(), { 'Retry-After': '1' }).reply(409, busy(), { 'Retry-After': '1' }).reply(409, busy(), { 'Retry-After': '1' });
    const result = clientFor(api).verify.create(verifyBody).catch((e: unknown) => e);
    await vi.runAllTimersAsync();
    expect(await result).toMatchObject({ name: 'IdempotencyConflictError', retryAfter: 1 });
    expect(await result).toBeInstanceOf(IdempotencyConflictError);
  });
});

describe('retryDelayMs', () => {
  it.each([
    { given: { retry: 0, retryAfter: undefined, random: 0 }, want: 500 },
    { given: { retry: 1, retryAfter: undefined, random: 0 }, want: 1000 },
    { given: { retry: 2, retryAfter: undefined, random: 0 }, want: 2000 },
    { given: { retry: 10, retryAfter: undefined, random: 0 }, want: MAX_RETRY_DELAY * 1000 },
    { given: { retry: 0, retryAfter: undefined, random: 1 }, want: 375 },
    { given: { retry: 3, retryAfter: 7, random: 0.5 }, want: 7000 },
    { given: { retry: 0, retryAfter: 0, random: 0.5 }, want: 0 },
    // Beyond a minute the server's hint is not waited for blindly: normal backoff applies.
    { given: { retry: 0, retryAfter: 3600, random: 0 }, want: 500 },
  ])('gives $want ms for $given', ({ given, want }) => {
    expect(retryDelayMs(given.retry, given.retryAfter, () => given.random)).toBe(want);
  });
});

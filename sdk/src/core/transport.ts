// The fetch that openapi-fetch calls: authentication, the automatic Idempotency-Key, per-attempt
// timeouts and retries. openapi-fetch builds one Request per logical call and hands it here; this
// file turns it into one or more attempts with the same headers and the same body bytes.
import { APIConnectionError, APITimeoutError, APIUserAbortError } from './errors.js';
import { retryDelayMs, serverRetryAfter, shouldRetry, sleep } from './retry.js';

/**
 * The fetch function the client uses. `globalThis.fetch` fits, and so does any function taking a URL
 * and a RequestInit, which is all the SDK ever passes (handy for tests and proxies).
 */
export type Fetch = (url: string, init: RequestInit) => Promise<Response>;

/** Per-call options, accepted as the last argument of every resource method. */
export interface RequestOptions {
  /** Idempotency-Key for this call (creating POSTs only). Default: a fresh `verity-sdk-<uuid>`, reused across retries. */
  idempotencyKey?: string;
  /** Milliseconds each attempt may take before it is aborted. Default: the client's `timeout`. */
  timeout?: number;
  /** Retries after the first attempt. Default: the client's `maxRetries`. */
  maxRetries?: number;
  /** Aborts the call (and any wait between retries). */
  signal?: AbortSignal;
  /** Extra headers for this call. */
  headers?: Record<string, string>;
}

export interface TransportSettings {
  apiKey: string;
  fetch: Fetch;
  timeout: number;
  maxRetries: number;
  userAgent: string;
  defaultHeaders: Record<string, string>;
}

/** A new Idempotency-Key (stripe-node `_defaultIdempotencyKey`, with a recognizable prefix). */
export function newIdempotencyKey(): string {
  return `verity-sdk-${crypto.randomUUID()}`;
}

/**
 * Returns the fetch for one logical call. The Idempotency-Key is chosen here, once, so every retry
 * of the call repeats it and the server replays instead of creating twice.
 */
export function createCallFetch(settings: TransportSettings, options: RequestOptions = {}): (request: Request) => Promise<Response> {
  const timeout = options.timeout ?? settings.timeout;
  const maxRetries = options.maxRetries ?? settings.maxRetries;
  const idempotencyKey = options.idempotencyKey ?? newIdempotencyKey();

  return async (request: Request): Promise<Response> => {
    const headers = new Headers(settings.defaultHeaders);
    request.headers.forEach((value, name) => headers.set(name, value));
    for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
    headers.set('Authorization', `Bearer ${settings.apiKey}`);
    if (!headers.has('Accept')) headers.set('Accept', 'application/json');
    if (!headers.has('User-Agent')) headers.set('User-Agent', settings.userAgent);
    // Every POST of v1 creates or changes something and accepts the key (spec 4.1, DECISIONS "Idempotency").
    if (request.method === 'POST' && !headers.has('Idempotency-Key')) headers.set('Idempotency-Key', idempotencyKey);

    // Read the body once: each attempt sends the same bytes (a multipart boundary included), which
    // is also what the server fingerprints for idempotency.
    const body = request.body === null ? undefined : await request.arrayBuffer();

    for (let retry = 0; ; retry++) {
      const retriesLeft = maxRetries - retry;
      let response: Response;
      try {
        response = await attempt(settings.fetch, request.url, { method: request.method, headers: new Headers(headers), body }, timeout, options.signal);
      } catch (error) {
        if (error instanceof APIUserAbortError || retriesLeft <= 0) throw error;
        // No answer at all (connection refused or reset, DNS, timeout): the request may or may not
        // have reached the server; the Idempotency-Key makes a POST safe to send again.
        await wait(retryDelayMs(retry, undefined), options.signal);
        continue;
      }
      if (retriesLeft <= 0 || !(await shouldRetry(response))) return response;
      const delay = retryDelayMs(retry, await serverRetryAfter(response));
      await response.body?.cancel().catch(() => undefined);
      await wait(delay, options.signal);
    }
  };
}

/** One attempt with its own timeout, linked to the caller's signal. */
async function attempt(fetch: Fetch, url: string, init: RequestInit, timeout: number, signal: AbortSignal | undefined): Promise<Response> {
  if (signal?.aborted) throw new APIUserAbortError('Request was aborted', { cause: signal.reason });
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeout);
  const onAbort = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    return await fetch(url, { ...init, signal: controller.signal });
  } catch (error) {
    if (signal?.aborted) throw new APIUserAbortError('Request was aborted', { cause: error });
    if (timedOut) throw new APITimeoutError(`Request timed out after ${timeout} ms`, { cause: error });
    throw new APIConnectionError(`Connection error: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}

async function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  try {
    await sleep(ms, signal);
  } catch (reason) {
    throw new APIUserAbortError('Request was aborted', { cause: reason });
  }
}

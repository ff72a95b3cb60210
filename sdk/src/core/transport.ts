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
    if (timedOut) throw new APITimeoutError(`Request to ${withoutQuery(url)} timed out after ${timeout} ms`, { cause: error });
    throw new APIConnectionError(`Cannot reach ${withoutQuery(url)}: ${describeConnectionFailure(error)}`, { cause: error });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}

/** The URL without its query, which may be long and says nothing about why the connection failed. */
function withoutQuery(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname}`;
  } catch {
    return url;
  }
}

/** The innermost error that carries a system or TLS `code` (undici wraps it as `cause`; a dual-stack connect attempt as an AggregateError). */
function rootCause(error: unknown): { code?: string; message: string } {
  let current: unknown = error;
  let found: { code?: string; message: string } = { message: error instanceof Error ? error.message : String(error) };
  for (let depth = 0; depth < 8 && current instanceof Error; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') found = { code, message: current.message };
    current = current instanceof AggregateError && current.errors.length > 0 ? current.errors[0] : current.cause;
  }
  return found;
}

const CONNECTION_CAUSES: Record<string, string> = {
  ECONNREFUSED: 'connection refused (is the server running, on this port?)',
  ECONNRESET: 'the connection was reset',
  ENOTFOUND: 'DNS lookup failed: the host name does not resolve',
  EAI_AGAIN: 'DNS lookup failed: the resolver did not answer',
  EHOSTUNREACH: 'the host is unreachable',
  ENETUNREACH: 'the network is unreachable',
  ETIMEDOUT: 'connecting timed out',
  UND_ERR_CONNECT_TIMEOUT: 'connecting timed out',
  UND_ERR_SOCKET: 'the connection closed unexpectedly',
};

// OpenSSL's and Node's TLS error codes: certificate checks (CERT_HAS_EXPIRED,
// DEPTH_ZERO_SELF_SIGNED_CERT, UNABLE_TO_VERIFY_LEAF_SIGNATURE, ERR_TLS_CERT_ALTNAME_INVALID) and
// handshakes (ERR_SSL_WRONG_VERSION_NUMBER: https sent to a plain-HTTP port; EPROTO).
const TLS_CODE = /^(ERR_TLS_|ERR_SSL_|CERT_|UNABLE_TO_|DEPTH_ZERO_|SELF_SIGNED_|HOSTNAME_MISMATCH|EPROTO$)/;

/**
 * Says why a request got no response, from what fetch threw: the cause (connection refused, DNS,
 * TLS) in words, then the system's own message with its code, which names the address tried.
 * undici itself only says "fetch failed" (issue 25).
 */
export function describeConnectionFailure(error: unknown): string {
  const { code, message } = rootCause(error);
  if (code === undefined) return message;
  // The system's message names the code and the address or host ("connect ECONNREFUSED
  // 127.0.0.1:8080", "getaddrinfo ENOTFOUND api.example"); OpenSSL's names its source files instead.
  const detail = message.includes(code) ? message : message.includes('routines:') ? code : `${code}: ${message}`;
  const words = TLS_CODE.test(code) ? 'TLS failed' : CONNECTION_CAUSES[code];
  return words === undefined ? detail : `${words} (${detail})`;
}

async function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  try {
    await sleep(ms, signal);
  } catch (reason) {
    throw new APIUserAbortError('Request was aborted', { cause: reason });
  }
}

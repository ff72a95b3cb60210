// When and how long to retry (openai-node src/client.ts `shouldRetry`/`calculateDefaultRetryTimeoutMillis`;
// stripe-node src/RequestSender.ts for the reasoning behind each rule). Retrying a POST is safe
// because every creating POST carries an Idempotency-Key reused across its retries
// (spec/DECISIONS.md "Idempotency": replays return the stored answer, 5xx are not stored).
import { retryAfterSeconds } from './errors.js';

/** First backoff delay (seconds); doubles per retry. */
export const INITIAL_RETRY_DELAY = 0.5;
/** Cap on a computed backoff delay (seconds). */
export const MAX_RETRY_DELAY = 8;
/** The longest `Retry-After` the client waits for on its own (seconds); the rate-limit window is one minute. */
export const MAX_RETRY_AFTER = 60;

/** Reads the error code of a JSON error envelope without consuming the response. */
async function peekErrorCode(response: Response): Promise<string | undefined> {
  try {
    const body: unknown = await response.clone().json();
    const error = (body as { error?: { code?: unknown } } | null)?.error;
    return typeof error?.code === 'string' ? error.code : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a response is worth another attempt. Every rule names why. */
export async function shouldRetry(response: Response): Promise<boolean> {
  switch (response.status) {
    // Rate limited: the window resets within a minute; Retry-After says when.
    case 429:
      return true;
    // Only `idempotency_request_in_progress`: the first request with this key is still running and
    // a retry with the same key gets its stored answer. Any other 409 would be a real conflict.
    case 409:
      return (await peekErrorCode(response)) === 'idempotency_request_in_progress';
    // Upstream provider failed or timed out: transient by nature, and nothing was charged or stored.
    case 502:
    case 504:
      return true;
    // Shutting down or database unreachable: transient. FILE_STORAGE_UNAVAILABLE is a server setting
    // (UPLOAD_DIR=off) that no retry will change.
    case 503:
      return (await peekErrorCode(response)) !== 'FILE_STORAGE_UNAVAILABLE';
    // Everything else, 500 and every other 4xx included, answers the same again: a 4xx is the
    // caller's to fix, and a 500 is a bug on our side that a retry would only repeat.
    default:
      return false;
  }
}

/**
 * The delay before retry number `retry` (0-based), in milliseconds. A server `Retry-After` (header,
 * or the 429 body's `retryAfter`) wins when it is at most MAX_RETRY_AFTER; otherwise exponential
 * backoff from INITIAL_RETRY_DELAY capped at MAX_RETRY_DELAY, minus up to 25 % jitter so that
 * clients that failed together do not retry together.
 */
export function retryDelayMs(retry: number, retryAfter: number | undefined, random: () => number = Math.random): number {
  if (retryAfter !== undefined && retryAfter >= 0 && retryAfter <= MAX_RETRY_AFTER) return retryAfter * 1000;
  const delay = Math.min(INITIAL_RETRY_DELAY * 2 ** retry, MAX_RETRY_DELAY);
  const jitter = 1 - random() * 0.25;
  return delay * jitter * 1000;
}

/** The server's requested wait for a retryable response: `Retry-After`, else a 429 body's `retryAfter`. */
export async function serverRetryAfter(response: Response): Promise<number | undefined> {
  const fromHeader = retryAfterSeconds(response.headers);
  if (fromHeader !== undefined || response.status !== 429) return fromHeader;
  try {
    const body = (await response.clone().json()) as { error?: { retryAfter?: unknown } } | null;
    const value = body?.error?.retryAfter;
    return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Resolves after `ms`, or rejects with the signal's reason when it aborts first. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

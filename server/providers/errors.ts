// Errors of the upstream providers (issue 10). Two layers:
// - UpstreamCallError: one HTTP call failed; `retryable` says whether trying again can help
//   (429, 5xx, network errors, cut-off bodies) or not (other 4xx). Only upstream.ts sees these.
// - UpstreamError: what a method throws after retries, with the code the engine and the HTTP
//   layer report (spec/DECISIONS.md "Upstream failure": 502 upstream_error, 504 upstream_timeout).
//   Its `code` matches the engine's EngineError codes, so the engine can pass it through or wrap it.

export type UpstreamErrorCode = 'upstream_error' | 'upstream_timeout';

/** One failed call to a provider. Raised by the adapters, consumed by the retry loop. */
export class UpstreamCallError extends Error {
  readonly retryable: boolean;
  /** HTTP status, when the provider answered. */
  readonly status: number | undefined;
  /** How long the provider asked us to wait (Retry-After), in milliseconds. */
  readonly retryAfterMs: number | undefined;

  constructor(message: string, options: { retryable: boolean; status?: number; retryAfterMs?: number; cause?: unknown }) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'UpstreamCallError';
    this.retryable = options.retryable;
    this.status = options.status;
    this.retryAfterMs = options.retryAfterMs;
  }
}

/**
 * A method could not get an answer from its provider: after `maxRetries` (code `upstream_error`,
 * HTTP 502) or within the `timeout` option (code `upstream_timeout`, HTTP 504). The message names
 * the provider and the last failure for the logs; the API shows the catalogue message instead.
 */
export class UpstreamError extends Error {
  readonly code: UpstreamErrorCode;
  readonly provider: string;
  readonly status: number | undefined;
  /** Calls made, first try included. */
  readonly attempts: number;

  constructor(code: UpstreamErrorCode, message: string, options: { provider: string; status?: number; attempts: number; cause?: unknown }) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'UpstreamError';
    this.code = code;
    this.provider = options.provider;
    this.status = options.status;
    this.attempts = options.attempts;
  }
}

export function isUpstreamError(err: unknown): err is UpstreamError {
  return err instanceof UpstreamError;
}

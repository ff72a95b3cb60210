// The error catalogue (STYLE habit 5), mirroring spec/DECISIONS.md "Errors" and spec section 7.
// Errors are values: code, status and a safe message, defined once here. Services and handlers
// throw ApiError; one middleware (server/http/middleware/errors.ts) renders every error into the
// envelope `{error: {code, message, details?, requestId, ...extra}}`. It lives outside server/http
// so services can raise API errors without depending on the HTTP layer (STYLE habit 10).

export const ERROR_CATALOGUE = {
  validation_error: { status: 400, message: 'The request is invalid; see details.' },
  CANNOT_CANCEL: { status: 400, message: 'The batch cannot be cancelled: it is already completed, cancelled or failed.' },
  unauthorized: { status: 401, message: 'A valid API key is required: send "Authorization: Bearer <key>".' },
  quota_exceeded: { status: 402, message: 'Batch processing is not available on the Free plan; upgrade to Pro or Enterprise.' },
  forbidden: { status: 403, message: 'This resource belongs to another organization.' },
  plan_upgrade_required: { status: 403, message: "A requested method is not available on the organization's plan." },
  usage_limit_exceeded: { status: 403, message: 'The monthly verification limit of the plan has been reached.' },
  not_found: { status: 404, message: 'The requested resource was not found.' },
  method_not_allowed: { status: 405, message: 'This method is not allowed on this path; see the Allow header.' },
  idempotency_request_in_progress: {
    status: 409,
    message: 'A request with this Idempotency-Key is still being processed; retry after Retry-After seconds.',
  },
  escalation_already_resolved: { status: 409, message: 'The escalation was already resolved; it keeps its first decision.' },
  escalation_expired: { status: 409, message: 'The escalation expired: its deadline passed before anyone resolved it.' },
  payload_too_large: { status: 413, message: 'The request body is too large.' },
  unsupported_media_type: { status: 415, message: 'Send the body as application/json.' },
  idempotency_key_reused: {
    status: 422,
    message: 'This Idempotency-Key was already used with a different request; use a new key for a new request.',
  },
  rate_limited: { status: 429, message: 'Rate limit exceeded; retry after retryAfter seconds.' },
  internal_error: { status: 500, message: 'An unexpected error occurred; quote the requestId when reporting it.' },
  upstream_error: { status: 502, message: 'An upstream verification provider failed; nothing was charged.' },
  service_unavailable: { status: 503, message: 'The service is temporarily unavailable; try again shortly.' },
  FILE_STORAGE_UNAVAILABLE: {
    status: 503,
    message: 'File storage is not configured on this server; send the items inline instead.',
  },
  upstream_timeout: { status: 504, message: 'An upstream verification provider timed out; nothing was charged.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

/** One invalid field: `field` is a dotted path (`content`, `options.timeout`, `items.3.content`, `query.limit`). */
export interface FieldError {
  field: string;
  message: string;
}

export interface ApiErrorOptions {
  /** Replaces the catalogue message; must be safe to show (never internals). */
  message?: string;
  details?: FieldError[];
  /** Documented extra fields of the error object (`retryAfter`, `limit`, `used`, `resetDate`, `requiredPlan`). */
  extra?: Record<string, unknown>;
  /** Response headers the error needs (`Retry-After`, `WWW-Authenticate`, `Allow`). */
  headers?: Record<string, string>;
  cause?: unknown;
}

/** An error that the API reports to the caller, with a stable code from the catalogue. */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  /** Koa's convention: 4xx messages are for the caller; 5xx messages are replaced by the catalogue's. */
  readonly expose: boolean;
  readonly details: FieldError[] | undefined;
  readonly extra: Record<string, unknown>;
  readonly headers: Record<string, string>;

  constructor(code: ErrorCode, options: ApiErrorOptions = {}) {
    const entry = ERROR_CATALOGUE[code];
    super(options.message ?? entry.message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ApiError';
    this.code = code;
    this.status = entry.status;
    this.expose = entry.status < 500;
    this.details = options.details;
    this.extra = options.extra ?? {};
    this.headers = options.headers ?? {};
  }
}

/** Shorthand for the most common error: `400 validation_error` with the offending fields. */
export function validationError(details: FieldError[], message?: string): ApiError {
  return new ApiError('validation_error', { details, ...(message === undefined ? {} : { message }) });
}

// SQLite failures that mean "the database is unavailable right now" rather than a bug.
const UNAVAILABLE_SQLITE_CODES = /^SQLITE_(BUSY|LOCKED|CANTOPEN|IOERR|FULL|READONLY)/;
const UNREACHABLE_NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'ETIMEDOUT', 'EPIPE', 'EAI_AGAIN']);

/**
 * Says whether an error means the database could not be used right now (SQLite busy or its file
 * gone; PostgreSQL refusing or dropping connections, shutting down or restarting) rather than a
 * fault in a query: such requests answer 503 (DECISIONS.md "Errors"), and the process recovers by
 * itself when the database is back (the PostgreSQL pool opens new connections).
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  const seen = new Set<unknown>();
  for (let e = err; e instanceof Error && !seen.has(e); e = (e as { cause?: unknown }).cause) {
    seen.add(e);
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (UNAVAILABLE_SQLITE_CODES.test(code) || UNREACHABLE_NETWORK_CODES.has(code)) return true;
      // SQLSTATE class 08 (connection exception) and 57P0x (the server is shutting down or restarting).
      if (/^(08|57P0)/.test(code)) return true;
    }
    if (/Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end/.test(e.message)) return true;
  }
  return false;
}

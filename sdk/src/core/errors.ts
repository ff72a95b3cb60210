// One error class per error code of the contract (spec 7, spec/DECISIONS.md "Errors"), after
// stripe-node's src/Error.ts and openai-node's src/core/error.ts. Every class says when the API
// raises it. The table at the bottom is typed against the contract's `ErrorCode`, so a code added
// to the spec fails the typecheck here until it has a class.
import type { ErrorCode, ErrorDetail, Plan, RowError } from '../types.js';

/** The fields every Verity error carries. HTTP-less errors (network, webhooks) leave `status` undefined. */
export interface VerityErrorFields {
  status?: number | undefined;
  code?: string | undefined;
  details?: ErrorDetail[] | undefined;
  requestId?: string | undefined;
  headers?: Headers | undefined;
  cause?: unknown;
}

/** The base of every error the SDK throws. `instanceof VerityError` catches them all. */
export class VerityError extends Error {
  /** The HTTP status, when the error is an API response. */
  readonly status: number | undefined;
  /** The contract's error code (`validation_error`, `rate_limited`, …), when the body had one. */
  readonly code: string | undefined;
  /** The invalid fields of a validation error (`details[].field` is a dotted path such as `options.timeout`). */
  readonly details: ErrorDetail[] | undefined;
  /** The request id from the body or the `X-Request-Id` header: quote it when reporting a problem. */
  readonly requestId: string | undefined;
  /** The response headers, when the error is an API response. */
  readonly headers: Headers | undefined;

  constructor(message: string, fields: VerityErrorFields = {}) {
    super(message, fields.cause === undefined ? undefined : { cause: fields.cause });
    this.name = new.target.name;
    this.status = fields.status;
    this.code = fields.code;
    this.details = fields.details;
    this.requestId = fields.requestId;
    this.headers = fields.headers;
  }
}

/** The API answered with an error status. Raised as such only for a code this SDK does not know yet. */
export class APIError extends VerityError {
  declare readonly status: number;
}

/** Raised on 400 `validation_error`: a missing or invalid parameter, header, query or body field; see `details`. */
export class ValidationError extends APIError {}

/** Raised on 401 `unauthorized`: the API key is missing, malformed, unknown or revoked. */
export class AuthenticationError extends APIError {}

/** Raised on 402 `quota_exceeded`: batches (create and upload) need the Pro or Enterprise plan. */
export class QuotaExceededError extends APIError {}

/** Raised on 403 `forbidden`: the verification belongs to another organization. */
export class ForbiddenError extends APIError {}

/** Raised on 403 `plan_upgrade_required`: a requested method needs a higher plan (`requiredPlan`; `details` names the method). */
export class PlanUpgradeRequiredError extends APIError {
  /** The lowest plan that allows every requested method. */
  readonly requiredPlan: Plan | undefined;
  constructor(message: string, fields: VerityErrorFields & { requiredPlan?: Plan | undefined }) {
    super(message, fields);
    this.requiredPlan = fields.requiredPlan;
  }
}

/** Raised on 403 `usage_limit_exceeded`: the monthly verification quota is used up until `resetDate`. */
export class UsageLimitExceededError extends APIError {
  /** Verifications allowed per calendar month (UTC). */
  readonly limit: number | undefined;
  /** Verifications counted so far this month. */
  readonly used: number | undefined;
  /** When the count resets (ISO 8601): the first instant of the next UTC month. */
  readonly resetDate: string | undefined;
  constructor(
    message: string,
    fields: VerityErrorFields & { limit?: number | undefined; used?: number | undefined; resetDate?: string | undefined },
  ) {
    super(message, fields);
    this.limit = fields.limit;
    this.used = fields.used;
    this.resetDate = fields.resetDate;
  }
}

/** Raised on 404 `not_found`: no such verification or batch (or batch of another organization), or an unknown, expired or used `fileId`. */
export class NotFoundError extends APIError {}

/** Raised on 405 `method_not_allowed`: the path exists but not with this HTTP method (a client bug). */
export class MethodNotAllowedError extends APIError {}

/**
 * Raised on 409 `idempotency_request_in_progress`: a request with the same `Idempotency-Key` is still
 * running. Retried automatically; raised only once the retries are spent.
 */
export class IdempotencyConflictError extends APIError {
  /** Seconds to wait before retrying (`Retry-After`). */
  readonly retryAfter: number | undefined;
  constructor(message: string, fields: VerityErrorFields & { retryAfter?: number | undefined }) {
    super(message, fields);
    this.retryAfter = fields.retryAfter;
  }
}

/**
 * Raised by `escalations.resolve` on 409 when the escalation is closed: `EscalationAlreadyResolvedError`
 * or `EscalationExpiredError`. Never retried: a closed escalation stays closed.
 */
export class EscalationClosedError extends APIError {}

/** Raised on 409 `escalation_already_resolved`: the escalation was resolved before; it keeps its first decision. */
export class EscalationAlreadyResolvedError extends EscalationClosedError {}

/** Raised on 409 `escalation_expired`: the escalation's deadline passed before anyone resolved it. */
export class EscalationExpiredError extends EscalationClosedError {}

/** Raised on 413 `payload_too_large`: a JSON body over 1 MB or an upload over 10 MB (send big batches as an upload). */
export class PayloadTooLargeError extends APIError {}

/** Raised on 415 `unsupported_media_type`: the body is not `application/json` (or `multipart/form-data` for upload). */
export class UnsupportedMediaTypeError extends APIError {}

/** Raised on 422 `idempotency_key_reused`: the `Idempotency-Key` was already used with a different request body. */
export class IdempotencyKeyReusedError extends APIError {}

/**
 * Raised on 429 `rate_limited`: the organization's per-minute budget is spent. Retried automatically
 * after `retryAfter` seconds; raised only once the retries are spent.
 */
export class RateLimitError extends APIError {
  /** Seconds to wait before retrying (body `retryAfter`, else the `Retry-After` header). */
  readonly retryAfter: number | undefined;
  constructor(message: string, fields: VerityErrorFields & { retryAfter?: number | undefined }) {
    super(message, fields);
    this.retryAfter = fields.retryAfter;
  }
}

/** Raised on 400 `CANNOT_CANCEL`: the batch is already `completed`, `cancelled` or `failed`. */
export class CannotCancelError extends APIError {}

/** Raised on 500 `internal_error`: an unexpected failure on the server; quote `requestId`. Not retried. */
export class InternalServerError extends APIError {}

/** Raised on 502 `upstream_error`: an upstream verification provider failed. Retried automatically. */
export class UpstreamError extends APIError {}

/** Raised on 503 `service_unavailable`: the server is shutting down or its database is unreachable. Retried automatically. */
export class ServiceUnavailableError extends APIError {
  /** Seconds to wait before retrying, when the server sent `Retry-After`. */
  readonly retryAfter: number | undefined;
  constructor(message: string, fields: VerityErrorFields & { retryAfter?: number | undefined }) {
    super(message, fields);
    this.retryAfter = fields.retryAfter;
  }
}

/** Raised on 503 `FILE_STORAGE_UNAVAILABLE`: uploads are switched off on this server; send inline `items`. Not retried. */
export class FileStorageUnavailableError extends APIError {}

/** Raised on 504 `upstream_timeout`: an upstream provider exceeded the verification's `timeout`. Retried automatically. */
export class UpstreamTimeoutError extends APIError {}

/**
 * Raised by `batches.create` on its 400 row-validation answer (spec 4.5), which has no error
 * envelope: the batch was stored as `failed` (`batchId`) and `validationErrors` lists every bad row.
 * `code` is undefined.
 */
export class BatchValidationError extends APIError {
  /** The id of the stored failed batch (readable with `batches.get`). */
  readonly batchId: string | undefined;
  /** One entry per rejected row; `row` is the zero-based item index. */
  readonly validationErrors: RowError[];
  constructor(message: string, fields: VerityErrorFields & { batchId?: string | undefined; validationErrors: RowError[] }) {
    super(message, fields);
    this.batchId = fields.batchId;
    this.validationErrors = fields.validationErrors;
  }
}

/**
 * Raised by `batches.upload` on its 400 parse-failure answer (spec 4.6), which has no error
 * envelope: the file could not be parsed at all (e.g. the CSV header has no `content` column).
 * `code` is undefined.
 */
export class UploadParseError extends APIError {
  /** Row errors found before parsing stopped, if any. */
  readonly validationErrors: RowError[];
  constructor(message: string, fields: VerityErrorFields & { validationErrors: RowError[] }) {
    super(message, fields);
    this.validationErrors = fields.validationErrors;
  }
}

/** Raised when no response arrived (DNS, refused or reset connection, TLS), after the automatic retries; the message names the URL and the cause. */
export class APIConnectionError extends VerityError {}

/** Raised when an attempt exceeded the client's `timeout`, after the automatic retries. */
export class APITimeoutError extends APIConnectionError {}

/** Raised when the caller's own `AbortSignal` aborted the request. Never retried. */
export class APIUserAbortError extends VerityError {}

/** Raised by `webhooks.unwrap`/`verifyWebhook` when a delivery's signature, headers or timestamp do not verify. */
export class WebhookVerificationError extends VerityError {}

/** Raised by the polling helpers when the resource did not reach a final state within `timeoutMs`. */
export class WaitTimeoutError extends VerityError {
  /** The status last seen. */
  readonly lastStatus: string | undefined;
  constructor(message: string, lastStatus: string | undefined) {
    super(message);
    this.lastStatus = lastStatus;
  }
}

type APIErrorClass = new (message: string, fields: VerityErrorFields & Record<string, unknown>) => APIError;

/**
 * The class of every error code. `Record<ErrorCode, …>` keeps it complete against the contract;
 * `method_not_allowed` is added by hand because no operation lists it: the router answers 405 for a
 * known path with a wrong method (spec/DECISIONS.md "Errors").
 */
export const errorClassByCode: Record<ErrorCode | 'method_not_allowed', APIErrorClass> = {
  validation_error: ValidationError,
  unauthorized: AuthenticationError,
  quota_exceeded: QuotaExceededError,
  forbidden: ForbiddenError,
  plan_upgrade_required: PlanUpgradeRequiredError as APIErrorClass,
  usage_limit_exceeded: UsageLimitExceededError as APIErrorClass,
  not_found: NotFoundError,
  method_not_allowed: MethodNotAllowedError,
  idempotency_request_in_progress: IdempotencyConflictError as APIErrorClass,
  escalation_already_resolved: EscalationAlreadyResolvedError,
  escalation_expired: EscalationExpiredError,
  payload_too_large: PayloadTooLargeError,
  unsupported_media_type: UnsupportedMediaTypeError,
  idempotency_key_reused: IdempotencyKeyReusedError,
  rate_limited: RateLimitError as APIErrorClass,
  CANNOT_CANCEL: CannotCancelError,
  internal_error: InternalServerError,
  upstream_error: UpstreamError,
  service_unavailable: ServiceUnavailableError as APIErrorClass,
  FILE_STORAGE_UNAVAILABLE: FileStorageUnavailableError,
  upstream_timeout: UpstreamTimeoutError,
};

/** The class for a status whose body had no known code (a proxy's HTML page, an empty body, a newer code). */
function errorClassByStatus(status: number): APIErrorClass {
  switch (status) {
    case 400: return ValidationError;
    case 401: return AuthenticationError;
    case 402: return QuotaExceededError;
    case 403: return ForbiddenError;
    case 404: return NotFoundError;
    case 405: return MethodNotAllowedError;
    case 409: return IdempotencyConflictError as APIErrorClass;
    case 413: return PayloadTooLargeError;
    case 415: return UnsupportedMediaTypeError;
    case 422: return IdempotencyKeyReusedError;
    case 429: return RateLimitError as APIErrorClass;
    case 500: return InternalServerError;
    case 502: return UpstreamError;
    case 503: return ServiceUnavailableError as APIErrorClass;
    case 504: return UpstreamTimeoutError;
    default: return APIError;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const asString = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const asNumber = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
const asRowErrors = (value: unknown): RowError[] => (Array.isArray(value) ? (value as RowError[]) : []);

/** Reads `Retry-After` as seconds (delta-seconds or an HTTP date); undefined when absent or unreadable. */
export function retryAfterSeconds(headers: Headers, now = Date.now()): number | undefined {
  const value = headers.get('retry-after');
  if (value === null || value.trim() === '') return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, (date - now) / 1000);
}

/**
 * Builds the typed error for an HTTP error response. `body` is the parsed JSON (or text) of the
 * response; `operation` picks the two bodies that have no envelope (spec 4.5 and 4.6).
 */
export function makeAPIError(status: number, body: unknown, headers: Headers, operation?: string): APIError {
  const headerRequestId = headers.get('x-request-id') ?? undefined;

  if (status === 400 && isObject(body) && !isObject(body.error)) {
    // createBatch: {id, status: 'failed', validationErrors, message, requestId}
    if (operation === 'createBatch' && body.status === 'failed') {
      return new BatchValidationError(asString(body.message) ?? 'Batch rows failed validation', {
        status,
        headers,
        requestId: asString(body.requestId) ?? headerRequestId,
        batchId: asString(body.id),
        validationErrors: asRowErrors(body.validationErrors),
      });
    }
    // uploadBatchFile: {error: string, validationErrors, requestId}
    if (operation === 'uploadBatchFile' && typeof body.error === 'string') {
      return new UploadParseError(body.error, {
        status,
        headers,
        requestId: asString(body.requestId) ?? headerRequestId,
        validationErrors: asRowErrors(body.validationErrors),
      });
    }
  }

  const envelope = isObject(body) && isObject(body.error) ? body.error : undefined;
  const code = asString(envelope?.code);
  const known = code !== undefined && Object.hasOwn(errorClassByCode, code) ? errorClassByCode[code as keyof typeof errorClassByCode] : undefined;
  const ErrorClass = known ?? errorClassByStatus(status);
  const message =
    asString(envelope?.message) ?? (typeof body === 'string' && body.length > 0 ? body.slice(0, 500) : `HTTP ${status}`);
  return new ErrorClass(message, {
    status,
    code,
    headers,
    details: Array.isArray(envelope?.details) ? (envelope.details as ErrorDetail[]) : undefined,
    requestId: asString(envelope?.requestId) ?? headerRequestId,
    retryAfter: asNumber(envelope?.retryAfter) ?? retryAfterSeconds(headers),
    limit: asNumber(envelope?.limit),
    used: asNumber(envelope?.used),
    resetDate: asString(envelope?.resetDate),
    requiredPlan: asString(envelope?.requiredPlan),
  });
}

// The one place errors become responses (STYLE habit 5, koa's `ctx.onerror`): every error is
// rendered as `{error: {code, message, details?, requestId, ...extra}}` (renderError). Unexpected errors become
// `500 internal_error` with the catalogue's message; the stack goes to the log, never the body.
import type Koa from 'koa';
import { ApiError, ERROR_CATALOGUE, isDatabaseUnavailable, type ErrorCode } from '../../errors.js';
import type { Logger } from '../../logger.js';
import type { VerityState } from '../types.js';

export interface ErrorResponse {
  status: number;
  body: { error: Record<string, unknown> };
  headers: Record<string, string>;
}

// Errors raised by Koa or Node internals (http-errors style: status + expose) mapped to our codes.
const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'validation_error',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  503: 'service_unavailable',
};

/** Converts anything thrown into an ApiError; unknown errors become internal_error. */
export function toApiError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  // DECISIONS.md "Errors": 503 service_unavailable when the database is unreachable.
  if (isDatabaseUnavailable(err)) {
    return new ApiError('service_unavailable', { message: 'The database is unavailable; retry shortly.', headers: { 'Retry-After': '1' }, cause: err });
  }
  const status = (err as { status?: unknown } | null)?.status;
  if (typeof status === 'number' && CODE_BY_STATUS[status]) {
    return new ApiError(CODE_BY_STATUS[status], { cause: err });
  }
  return new ApiError('internal_error', { cause: err });
}

/** The response for an error: the envelope with the request id and the error's documented extras. */
export function errorResponse(err: ApiError, requestId: string): ErrorResponse {
  const error: Record<string, unknown> = {
    code: err.code,
    // ApiError messages are written by us and safe; 5xx from elsewhere never get here with their own text.
    message: err.message || ERROR_CATALOGUE[err.code].message,
    ...(err.details && err.details.length > 0 ? { details: err.details } : {}),
    requestId,
    ...err.extra,
  };
  return { status: err.status, body: { error }, headers: err.headers };
}

/** Writes an error response onto the context, keeping headers already set (request id, rate limit). */
export function writeError(ctx: Koa.ParameterizedContext<VerityState>, err: ApiError): void {
  const response = errorResponse(err, ctx.state.requestId);
  // For the request's metrics and span (middleware/telemetry.ts): refusals are counted by code.
  ctx.state.errorCode = err.code;
  ctx.status = response.status;
  for (const [name, value] of Object.entries(response.headers)) ctx.set(name, value);
  ctx.body = response.body;
}

/**
 * Writes what a request threw as its answer (server/http/request-pipeline.ts catches it); a 5xx is
 * logged with its cause, which never reaches the body.
 */
export function renderError(logger: Logger, ctx: Koa.ParameterizedContext<VerityState>, thrown: unknown): void {
  const err = toApiError(thrown);
  if (err.status >= 500) {
    const cause = err.code === 'internal_error' ? (err.cause ?? thrown) : thrown;
    logger.error({ requestId: ctx.state.requestId, err: cause }, 'request failed');
  }
  writeError(ctx, err);
}

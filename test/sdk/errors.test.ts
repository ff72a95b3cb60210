import { describe, expect, it } from 'vitest';
import {
  APIError,
  AuthenticationError,
  BatchValidationError,
  CannotCancelError,
  FileStorageUnavailableError,
  ForbiddenError,
  IdempotencyConflictError,
  EscalationAlreadyResolvedError,
  EscalationExpiredError,
  IdempotencyKeyReusedError,
  InternalServerError,
  MethodNotAllowedError,
  NotFoundError,
  PayloadTooLargeError,
  PlanUpgradeRequiredError,
  QuotaExceededError,
  RateLimitError,
  ServiceUnavailableError,
  UnsupportedMediaTypeError,
  UpstreamError,
  UpstreamTimeoutError,
  UploadParseError,
  UsageLimitExceededError,
  ValidationError,
  VerityError,
  errorClassByCode,
  makeAPIError,
} from '../../sdk/src/index.js';
import { clientFor, envelope, fakeApi } from './fake-fetch.js';

// One row per error code of spec 7 and spec/DECISIONS.md "Errors".
const table = [
  { status: 400, code: 'validation_error', want: ValidationError },
  { status: 401, code: 'unauthorized', want: AuthenticationError },
  { status: 402, code: 'quota_exceeded', want: QuotaExceededError },
  { status: 403, code: 'forbidden', want: ForbiddenError },
  { status: 403, code: 'plan_upgrade_required', want: PlanUpgradeRequiredError },
  { status: 403, code: 'usage_limit_exceeded', want: UsageLimitExceededError },
  { status: 404, code: 'not_found', want: NotFoundError },
  { status: 405, code: 'method_not_allowed', want: MethodNotAllowedError },
  { status: 409, code: 'idempotency_request_in_progress', want: IdempotencyConflictError },
  { status: 409, code: 'escalation_already_resolved', want: EscalationAlreadyResolvedError },
  { status: 409, code: 'escalation_expired', want: EscalationExpiredError },
  { status: 413, code: 'payload_too_large', want: PayloadTooLargeError },
  { status: 415, code: 'unsupported_media_type', want: UnsupportedMediaTypeError },
  { status: 422, code: 'idempotency_key_reused', want: IdempotencyKeyReusedError },
  { status: 429, code: 'rate_limited', want: RateLimitError },
  { status: 400, code: 'CANNOT_CANCEL', want: CannotCancelError },
  { status: 500, code: 'internal_error', want: InternalServerError },
  { status: 502, code: 'upstream_error', want: UpstreamError },
  { status: 503, code: 'service_unavailable', want: ServiceUnavailableError },
  { status: 503, code: 'FILE_STORAGE_UNAVAILABLE', want: FileStorageUnavailableError },
  { status: 504, code: 'upstream_timeout', want: UpstreamTimeoutError },
] as const;

describe('typed errors', () => {
  it('has one class for every error code of the contract', () => {
    expect(Object.keys(errorClassByCode).sort()).toEqual(table.map((row) => row.code).sort());
  });

  it.each(table)('maps $status $code to $want.name with status, code, message, details and requestId', async ({ status, code, want }) => {
    const api = fakeApi().reply(status, envelope(code, `the ${code} message`, { details: [{ field: 'content', message: 'is required' }] }));
    const error = await clientFor(api, { maxRetries: 0 }).status().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(want);
    expect(error).toBeInstanceOf(APIError);
    expect(error).toBeInstanceOf(VerityError);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: want.name,
      status,
      code,
      message: `the ${code} message`,
      details: [{ field: 'content', message: 'is required' }],
      requestId: 'req_body',
    });
    expect((error as VerityError).headers?.get('content-type')).toBe('application/json');
  });

  it('carries retryAfter on RateLimitError, from the body first, else from Retry-After', () => {
    const fromBody = makeAPIError(429, envelope('rate_limited', 'slow', { retryAfter: 17 }), new Headers({ 'Retry-After': '20' }));
    expect(fromBody).toBeInstanceOf(RateLimitError);
    expect((fromBody as RateLimitError).retryAfter).toBe(17);
    const fromHeader = makeAPIError(429, envelope('rate_limited', 'slow'), new Headers({ 'Retry-After': '20' }));
    expect((fromHeader as RateLimitError).retryAfter).toBe(20);
  });

  it('carries retryAfter on IdempotencyConflictError and ServiceUnavailableError from Retry-After', () => {
    const conflict = makeAPIError(409, envelope('idempotency_request_in_progress', 'busy'), new Headers({ 'Retry-After': '1' }));
    expect((conflict as IdempotencyConflictError).retryAfter).toBe(1);
    const unavailable = makeAPIError(503, envelope('service_unavailable', 'down'), new Headers({ 'Retry-After': '5' }));
    expect((unavailable as ServiceUnavailableError).retryAfter).toBe(5);
  });

  it('carries limit, used and resetDate on UsageLimitExceededError', () => {
    const error = makeAPIError(
      403,
      envelope('usage_limit_exceeded', 'Monthly limit reached', { limit: 1000, used: 1000, resetDate: '2026-12-01T00:00:00.000Z' }),
      new Headers(),
    );
    expect(error).toBeInstanceOf(UsageLimitExceededError);
    expect(error).toMatchObject({ limit: 1000, used: 1000, resetDate: '2026-12-01T00:00:00.000Z' });
  });

  it('carries requiredPlan and the method in details on PlanUpgradeRequiredError', () => {
    const error = makeAPIError(
      403,
      envelope('plan_upgrade_required', 'formal needs Enterprise', { requiredPlan: 'enterprise', details: [{ field: 'methods.formal', message: 'needs enterprise' }] }),
      new Headers(),
    );
    expect(error).toBeInstanceOf(PlanUpgradeRequiredError);
    expect(error).toMatchObject({ requiredPlan: 'enterprise', details: [{ field: 'methods.formal' }] });
  });

  it('raises BatchValidationError with batchId and validationErrors for the row-validation body of batches.create', async () => {
    const api = fakeApi().reply(400, {
      id: 'bat_failed',
      status: 'failed',
      validationErrors: [{ row: 1, error: 'content is required' }],
      message: '1 of 2 items failed validation',
      requestId: 'req_rows',
    });
    const error = await clientFor(api)
      .batches.create({ items: [{ content: 'a' }, { content: '' }], methods: { semantic: 1 } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BatchValidationError);
    expect(error).toMatchObject({
      status: 400,
      code: undefined,
      batchId: 'bat_failed',
      validationErrors: [{ row: 1, error: 'content is required' }],
      message: '1 of 2 items failed validation',
      requestId: 'req_rows',
    });
  });

  it('raises ValidationError, not BatchValidationError, for an envelope on batches.create', async () => {
    const api = fakeApi().reply(400, envelope('validation_error', 'Give items or fileId'));
    const error = await clientFor(api).batches.create({ fileId: 'x', methods: { semantic: 1 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).not.toBeInstanceOf(BatchValidationError);
  });

  it('raises UploadParseError with validationErrors for the parse-failure body of batches.upload', async () => {
    const api = fakeApi().reply(400, { error: 'The CSV header has no content column', validationErrors: [], requestId: 'req_parse' });
    const error = await clientFor(api).batches.upload(new Uint8Array([120]), { filename: 'claims.csv' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadParseError);
    expect(error).toMatchObject({ status: 400, code: undefined, message: 'The CSV header has no content column', validationErrors: [], requestId: 'req_parse' });
  });

  it('takes requestId from X-Request-Id when the body has none', async () => {
    const api = fakeApi().reply(404, { error: { code: 'not_found', message: 'Batch not found' } }, { 'X-Request-Id': 'req_header' });
    const error = await clientFor(api).batches.get('bat_missing').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect((error as NotFoundError).requestId).toBe('req_header');
  });

  it('falls back to the status when the body is not an envelope or the code is unknown', async () => {
    const api = fakeApi()
      .reply(502, '<html>Bad gateway</html>', { 'Content-Type': 'text/html' })
      .reply(403, envelope('some_future_code', 'new rule'))
      .reply(418, envelope('teapot', 'short and stout'));
    const client = clientFor(api, { maxRetries: 0 });
    const proxy = await client.status().catch((e: unknown) => e);
    expect(proxy).toBeInstanceOf(UpstreamError);
    expect(proxy).toMatchObject({ status: 502, code: undefined, message: '<html>Bad gateway</html>' });
    const future = await client.status().catch((e: unknown) => e);
    expect(future).toBeInstanceOf(ForbiddenError);
    expect(future).toMatchObject({ code: 'some_future_code', message: 'new rule' });
    const other = await client.status().catch((e: unknown) => e);
    expect(other?.constructor).toBe(APIError);
    expect(other).toMatchObject({ status: 418 });
  });
});

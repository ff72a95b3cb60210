// Every typed error the server can produce through the SDK, from real responses: the class, the
// status and code, the request id of the response, and each class's extra fields.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AuthenticationError,
  BatchValidationError,
  FileStorageUnavailableError,
  ForbiddenError,
  IdempotencyKeyReusedError,
  NotFoundError,
  PayloadTooLargeError,
  PlanUpgradeRequiredError,
  QuotaExceededError,
  UploadParseError,
  UpstreamError,
  UpstreamTimeoutError,
  UsageLimitExceededError,
  ValidationError,
  VerityError,
} from '../../sdk/src/index.js';
import { caught, startSdkServer, TRUE_CLAIM, UPSTREAM_ERROR, UPSTREAM_TIMEOUT, type SdkServer } from './helpers.js';

let t: SdkServer;
beforeAll(async () => {
  t = await startSdkServer();
});
afterAll(() => t.stop());

/** The error `fn` threw, checked to carry the request id of the last response. */
async function apiError(fn: () => Promise<unknown>): Promise<VerityError> {
  const error = await caught(fn);
  expect(error).toBeInstanceOf(VerityError);
  const requestId = t.seen.at(-1)!.headers.get('x-request-id');
  expect((error as VerityError).requestId).toBe(requestId);
  return error as VerityError;
}

const UNKNOWN_VERIFICATION = 'ver_01JZZZZZZZZZZZZZZZZZZZZZZZ';

describe('typed errors from the real server', () => {
  it('ValidationError (400) names the invalid fields in details', async () => {
    const client = t.client((await t.createOrg()).apiKey);
    const error = await apiError(() => client.verify.create({ content: TRUE_CLAIM, methods: { semantic: 1 }, options: { acceptThreshold: 2 } }));
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({ status: 400, code: 'validation_error' });
    expect(error.details?.map((d) => d.field)).toContain('options.acceptThreshold');
  });

  it('AuthenticationError (401) for an unknown key', async () => {
    const error = await apiError(() => t.client('vrt_live_0000000000000000000000000000000000000000').status());
    expect(error).toBeInstanceOf(AuthenticationError);
    expect(error).toMatchObject({ status: 401, code: 'unauthorized' });
  });

  it('QuotaExceededError (402) for batches on the Free plan', async () => {
    const client = t.client((await t.createOrg({ plan: 'free' })).apiKey);
    const error = await apiError(() => client.batches.create({ items: [{ content: TRUE_CLAIM }], methods: { semantic: 1 } }));
    expect(error).toBeInstanceOf(QuotaExceededError);
    expect(error).toMatchObject({ status: 402, code: 'quota_exceeded' });
  });

  it("ForbiddenError (403) for another organization's verification", async () => {
    const owner = t.client((await t.createOrg()).apiKey);
    const { id } = await owner.verify.create({ content: TRUE_CLAIM, methods: { semantic: 1 } });
    const other = t.client((await t.createOrg()).apiKey);
    const error = await apiError(() => other.verify.get(id));
    expect(error).toBeInstanceOf(ForbiddenError);
    expect(error).toMatchObject({ status: 403, code: 'forbidden' });
  });

  it('PlanUpgradeRequiredError (403) with requiredPlan and the method in details', async () => {
    const client = t.client((await t.createOrg({ plan: 'free' })).apiKey);
    const error = await apiError(() => client.verify.create({ content: TRUE_CLAIM, methods: { semantic: 1, tool: 1 } }));
    expect(error).toBeInstanceOf(PlanUpgradeRequiredError);
    expect(error).toMatchObject({ status: 403, code: 'plan_upgrade_required', requiredPlan: 'pro' });
    expect(error.details?.map((d) => d.field)).toEqual(['methods.tool']);
  });

  it('UsageLimitExceededError (403) with limit, used and resetDate', async () => {
    const client = t.client((await t.createOrg({ monthlyLimit: 1 })).apiKey);
    await client.verify.create({ content: TRUE_CLAIM, methods: { semantic: 1 } });
    const error = await apiError(() => client.verify.create({ content: '7 is a prime number.', methods: { semantic: 1 } }));
    expect(error).toBeInstanceOf(UsageLimitExceededError);
    const now = new Date();
    const nextMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString();
    expect(error).toMatchObject({ status: 403, code: 'usage_limit_exceeded', limit: 1, used: 1, resetDate: nextMonth });
  });

  it('NotFoundError (404) for an unknown verification, batch or fileId', async () => {
    const client = t.client((await t.createOrg()).apiKey);
    expect(await apiError(() => client.verify.get(UNKNOWN_VERIFICATION))).toBeInstanceOf(NotFoundError);
    expect(await apiError(() => client.batches.get('bat_01JZZZZZZZZZZZZZZZZZZZZZZZ'))).toMatchObject({ status: 404, code: 'not_found' });
    const error = await apiError(() => client.batches.create({ fileId: '00000000-0000-4000-8000-000000000000', methods: { semantic: 1 } }));
    expect(error).toBeInstanceOf(NotFoundError);
  });

  it('IdempotencyKeyReusedError (422) for one key with two different bodies', async () => {
    const client = t.client((await t.createOrg()).apiKey);
    const idempotencyKey = `order-${Date.now()}`;
    const first = await client.verify.create({ content: TRUE_CLAIM, methods: { semantic: 1 } }, { idempotencyKey });
    // The same key and body replays the stored answer.
    expect(await client.verify.create({ content: TRUE_CLAIM, methods: { semantic: 1 } }, { idempotencyKey })).toEqual(first);
    expect(t.seen.at(-1)!.headers.get('idempotent-replayed')).toBe('true');
    const error = await apiError(() => client.verify.create({ content: TRUE_CLAIM, methods: { reasoning: 1 } }, { idempotencyKey }));
    expect(error).toBeInstanceOf(IdempotencyKeyReusedError);
    expect(error).toMatchObject({ status: 422, code: 'idempotency_key_reused' });
  });

  it('PayloadTooLargeError (413) for a JSON body over the operation limit (about 4.2 MB for verify)', async () => {
    const client = t.client((await t.createOrg()).apiKey);
    const error = await apiError(() => client.verify.create({ content: 'x'.repeat(4_600_000), methods: { semantic: 1 } }));
    expect(error).toBeInstanceOf(PayloadTooLargeError);
    expect(error).toMatchObject({ status: 413, code: 'payload_too_large' });
  });

  it('BatchValidationError (400, no code) with the failed batch id and validationErrors per row', async () => {
    const client = t.client((await t.createOrg()).apiKey);
    const error = await apiError(() =>
      client.batches.create({ items: [{ content: TRUE_CLAIM }, { content: '' }, { content: TRUE_CLAIM }, { content: 'x'.repeat(50_001) }], methods: { semantic: 1 } }),
    );
    expect(error).toBeInstanceOf(BatchValidationError);
    const { batchId, validationErrors } = error as BatchValidationError;
    expect(error).toMatchObject({ status: 400, code: undefined });
    expect(validationErrors.map((e) => e.row)).toEqual([1, 3]);
    expect(batchId).toMatch(/^bat_/);
    expect(await client.batches.get(batchId!)).toMatchObject({ status: 'failed', validationErrors });
  });

  it('UploadParseError (400, no code) for a CSV without a content column', async () => {
    const client = t.client((await t.createOrg()).apiKey);
    const error = await apiError(() => client.batches.upload(Buffer.from('text,idempotencyKey\nhello,k\n'), { filename: 'claims.csv' }));
    expect(error).toBeInstanceOf(UploadParseError);
    expect(error).toMatchObject({ status: 400, code: undefined });
    expect(error.message).toMatch(/content/);
    expect(Array.isArray((error as UploadParseError).validationErrors)).toBe(true);
  });

  it('UpstreamError (502) and UpstreamTimeoutError (504) once the retries are spent', async () => {
    const client = t.client((await t.createOrg()).apiKey, { maxRetries: 1 });
    const before = t.seen.length;
    const error = await apiError(() => client.verify.create({ content: UPSTREAM_ERROR, methods: { semantic: 1 } }));
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error).toMatchObject({ status: 502, code: 'upstream_error' });
    // Retried once with the same Idempotency-Key (a 5xx is not stored, so the retry runs again).
    const attempts = t.seen.slice(before);
    expect(attempts.map((a) => a.status)).toEqual([502, 502]);
    expect(new Set(attempts.map((a) => a.requestHeaders.get('idempotency-key'))).size).toBe(1);

    const timeoutClient = t.client((await t.createOrg()).apiKey);
    const timeout = await apiError(() => timeoutClient.verify.create({ content: UPSTREAM_TIMEOUT, methods: { semantic: 1 } }));
    expect(timeout).toBeInstanceOf(UpstreamTimeoutError);
    expect(timeout).toMatchObject({ status: 504, code: 'upstream_timeout' });
  });
});

describe('on a server with UPLOAD_DIR=off', () => {
  let off: SdkServer;
  beforeAll(async () => {
    off = await startSdkServer({ env: { UPLOAD_DIR: 'off' } });
  });
  afterAll(() => off.stop());

  it('upload throws FileStorageUnavailableError (503) at once, without retrying', async () => {
    const client = off.client((await off.createOrg()).apiKey, { maxRetries: 2 });
    const error = await caught(() => client.batches.upload(Buffer.from('content\nx\n'), { filename: 'a.csv' }));
    expect(error).toBeInstanceOf(FileStorageUnavailableError);
    expect(error).toMatchObject({ status: 503, code: 'FILE_STORAGE_UNAVAILABLE', requestId: off.seen.at(-1)!.headers.get('x-request-id') });
    expect(off.seen).toHaveLength(1);
  });
});

// What a handler receives: path and query parameters coerced to the contract's types, the parsed
// body, the raw bytes and the caller's organization.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../server/errors.js';
import type { ApiRequest, OperationId } from '../../server/http/types.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

const seen: Partial<Record<OperationId, ApiRequest<OperationId>>> = {};
let t: TestServer;
beforeAll(async () => {
  const capture = (op: OperationId) => (req: ApiRequest<OperationId>) => {
    seen[op] = req;
    throw new ApiError('not_found');
  };
  t = await startTestServer({
    handlers: { getBatch: capture('getBatch'), listBatches: capture('listBatches'), createVerification: capture('createVerification') } as never,
  });
});
afterAll(() => t.stop());

describe('the request a handler receives', () => {
  it('has path parameters and its organization', async () => {
    const { organization, apiKey } = await t.createOrg();
    expect((await t.request('GET', '/v1/batch/bat_01XYZ', { apiKey })).status).toBe(404);
    expect(seen.getBatch?.params).toEqual({ id: 'bat_01XYZ' });
    expect(seen.getBatch?.organization.id).toBe(organization.id);
  });

  it('has query parameters coerced to numbers, and no defaults filled in', async () => {
    const { apiKey } = await t.createOrg();
    // listBatches documents no 404, so the stand-in's error is not checked against the contract.
    const res = await t.request('GET', '/v1/batch?limit=5&status=failed', { apiKey, unchecked: true });
    expect(res.body.error.code).toBe('not_found');
    expect(seen.listBatches?.query).toEqual({ limit: 5, status: 'failed' });
  });

  it('has the parsed body, the raw bytes and the Idempotency-Key', async () => {
    const { apiKey } = await t.createOrg();
    const raw = '{"content":"  spaced  ","methods":{"semantic":0.5}}';
    await t.request('POST', '/v1/verify', { apiKey, body: raw, headers: { 'Content-Type': 'application/json; charset=utf-8', 'Idempotency-Key': 'k-9' }, unchecked: true });
    const req = seen.createVerification!;
    expect(req.body).toEqual({ content: '  spaced  ', methods: { semantic: 0.5 } });
    expect(req.rawBody.toString()).toBe(raw);
    expect(req.idempotencyKey).toBe('k-9');
  });
});

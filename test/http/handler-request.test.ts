// What a handler receives: path and query parameters coerced to the contract's types, the parsed
// body, the raw bytes and the caller's organization.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../server/errors.js';
import type { ApiRequest, OperationId } from '../../server/http/types.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

const seen: Partial<Record<OperationId, ApiRequest<OperationId>>> = {};
let t: TestServer;
beforeAll(async () => {
  const capture = (op: OperationId) => ({
    handle: (req: ApiRequest<OperationId>) => {
      seen[op] = req;
      throw new ApiError('not_found');
    },
  });
  t = await startTestServer({
    handlers: {
      getBatch: capture('getBatch'),
      listBatches: capture('listBatches'),
      createVerification: capture('createVerification'),
      uploadBatchFile: capture('uploadBatchFile'),
    } as never,
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

  it('has every field of ApiRequest: the operation, the request id it answers with, the headers and an empty body', async () => {
    const { apiKey } = await t.createOrg();
    const res = await t.request('GET', '/v1/batch/bat_01ABC', { apiKey });
    const req = seen.getBatch!;
    expect(Object.keys(req).sort()).toEqual(['body', 'ctx', 'files', 'headers', 'idempotencyKey', 'operationId', 'organization', 'params', 'query', 'rawBody', 'requestId']);
    expect(req).toMatchObject({ operationId: 'getBatch', requestId: res.headers.get('x-request-id'), query: {}, body: undefined, files: {}, idempotencyKey: undefined });
    expect(req.headers.authorization).toBe(`Bearer ${apiKey}`);
    expect(req.rawBody.length).toBe(0);
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

  // The idempotency fingerprint hashes these bytes: they must be the ones sent, not a decoding of them.
  it('has the raw bytes exactly as sent: a byte order mark and multibyte characters are kept', async () => {
    const { apiKey } = await t.createOrg();
    const raw = Buffer.from('\ufeff{"content":"Zoë 😀","methods":{"semantic":1}}');
    await t.request('POST', '/v1/verify', { apiKey, body: raw, headers: { 'Content-Type': 'application/json' }, unchecked: true });
    expect(seen.createVerification!.body).toEqual({ content: 'Zoë 😀', methods: { semantic: 1 } });
    expect(seen.createVerification!.rawBody.equals(raw)).toBe(true);
  });

  it('has the raw bytes of a multipart upload exactly as sent', async () => {
    const { apiKey } = await t.createOrg();
    const form = new FormData();
    form.append('format', 'csv');
    form.append('file', new Blob([Buffer.from([0x63, 0x0a, 0xff, 0x00, 0xe2, 0x82])]), 'bytes.csv');
    const encoded = new Response(form);
    const raw = Buffer.from(await encoded.arrayBuffer());
    await t.request('POST', '/v1/batch/upload', { apiKey, body: raw, headers: { 'Content-Type': encoded.headers.get('content-type')! }, unchecked: true });
    expect(seen.uploadBatchFile!.rawBody.equals(raw)).toBe(true);
    expect(seen.uploadBatchFile!.files.file?.bytes).toEqual(Buffer.from([0x63, 0x0a, 0xff, 0x00, 0xe2, 0x82]));
  });
});

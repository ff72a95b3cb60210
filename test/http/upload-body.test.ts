// Multipart bodies: the skeleton reads, limits and validates them before the upload handler runs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MULTIPART_BODY_LIMIT_BYTES } from '../../server/http/contract/body.js';
import type { UploadedFile } from '../../server/http/types.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

let t: TestServer;
let apiKey: string;
let received: { fields: unknown; files: Record<string, UploadedFile> } | undefined;
beforeAll(async () => {
  t = await startTestServer({
    handlers: {
      uploadBatchFile: {
        handle: (req) => {
          received = { fields: req.body, files: req.files };
          throw new Error('stop here');
        },
      },
    },
  });
  apiKey = (await t.createOrg()).apiKey;
});
afterAll(() => t.stop());

const upload = (form: FormData) => t.request('POST', '/v1/batch/upload', { apiKey, body: form });

describe('multipart bodies', () => {
  it('hand the handler the file bytes and the text fields', async () => {
    const form = new FormData();
    form.append('format', 'csv');
    form.append('file', new Blob(['content\n" padded "\n']), 'items.csv');
    const res = await upload(form);
    expect(res.status).toBe(500);
    expect(received?.fields).toEqual({ format: 'csv' });
    expect(received?.files.file?.fileName).toBe('items.csv');
    expect(received?.files.file?.bytes.toString()).toBe('content\n" padded "\n');
  });

  it('answer a form without a file with 400 validation_error on the file field', async () => {
    const form = new FormData();
    form.append('format', 'csv');
    const res = await upload(form);
    expect(res.status).toBe(400);
    expect(res.body.error.details).toContainEqual({ field: 'file', message: 'is required: attach a file in this form field' });
  });

  it('answer a text value in the file field with 400 validation_error', async () => {
    const form = new FormData();
    form.append('file', 'content\nnot a file');
    const res = await upload(form);
    expect(res.status).toBe(400);
    expect(res.body.error.details).toContainEqual({ field: 'file', message: 'must be a file, not a text field' });
  });

  it('validate the text fields against the contract', async () => {
    const form = new FormData();
    form.append('format', 'xml');
    form.append('file', new Blob(['x']), 'items.xml');
    const res = await upload(form);
    expect(res.status).toBe(400);
    expect(res.body.error.details).toContainEqual(expect.objectContaining({ field: 'format' }));
  });

  it('answer a malformed multipart body with 400 validation_error on the body', async () => {
    const body = '--B\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\ncontent\nx\r\n';
    const res = await t.request('POST', '/v1/batch/upload', { apiKey, body, headers: { 'Content-Type': 'multipart/form-data; boundary=B' } });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'validation_error', details: [{ field: 'body', message: 'is not valid multipart/form-data' }] });
  });

  it('answer JSON sent to the upload with 415', async () => {
    const res = await t.request('POST', '/v1/batch/upload', { apiKey, json: { file: 'x' } });
    expect(res.status).toBe(415);
    expect(res.body.error.message).toContain('multipart/form-data');
  });

  it('answer a body over the upload limit with 413 payload_too_large', async () => {
    const form = new FormData();
    form.append('file', new Blob([Buffer.alloc(MULTIPART_BODY_LIMIT_BYTES + 1, 97)]), 'big.csv');
    const res = await upload(form);
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('payload_too_large');
  });
});

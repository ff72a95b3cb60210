import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { clientFor, fakeApi, type FakeApi, type RecordedRequest } from './fake-fetch.js';

const csv = 'content,context.domain\n"Water boils at 100 °C at sea level.",physics\n';
const uploaded = {
  fileId: '8b0f2c1e-3a4d-4e5f-9a6b-7c8d9e0f1a2b',
  originalFileName: 'claims.csv',
  format: 'csv',
  itemCount: 1,
  validationErrors: [],
  expiresAt: '2026-11-21T21:42:00.000Z',
  message: 'Parsed 1 valid item.',
};

/** Parses the multipart body the SDK sent, as the server would. */
async function formOf(request: RecordedRequest): Promise<FormData> {
  return new Request(request.url, { method: 'POST', headers: request.headers, body: request.init.body ?? null }).formData();
}

async function uploadedFile(api: FakeApi): Promise<{ request: RecordedRequest; file: File; form: FormData }> {
  const request = api.requests[0]!;
  const form = await formOf(request);
  const file = form.get('file');
  if (!(file instanceof File)) throw new Error('no file part');
  return { request, file, form };
}

describe('batches.upload', () => {
  const dir = mkdtempSync(join(tmpdir(), 'verity-sdk-upload-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('uploads a file from a path as multipart field `file`, named after the path', async () => {
    const path = join(dir, 'claims.csv');
    writeFileSync(path, csv);
    const api = fakeApi().reply(200, uploaded);
    const result = await clientFor(api).batches.upload(path);
    expect(result.fileId).toBe(uploaded.fileId);
    const { request, file, form } = await uploadedFile(api);
    expect(request.method).toBe('POST');
    expect(request.url.pathname).toBe('/v1/batch/upload');
    expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(request.headers.get('idempotency-key')).toMatch(/^verity-sdk-/);
    expect(file.name).toBe('claims.csv');
    expect(file.type).toBe('text/csv');
    expect(await file.text()).toBe(csv);
    expect(form.has('format')).toBe(false);
  });

  it('uploads a Blob with a filename and a forced format', async () => {
    const api = fakeApi().reply(200, { ...uploaded, format: 'json' });
    await clientFor(api).batches.upload(new Blob(['[{"content":"a"}]']), { filename: 'items.txt', format: 'json' });
    const { file, form } = await uploadedFile(api);
    expect(file.name).toBe('items.txt');
    expect(file.type).toBe('application/json');
    expect(await file.text()).toBe('[{"content":"a"}]');
    expect(form.get('format')).toBe('json');
  });

  it('keeps the name of a File', async () => {
    const api = fakeApi().reply(200, uploaded);
    await clientFor(api).batches.upload(new File([csv], 'from-browser.csv', { type: 'text/csv' }));
    const { file } = await uploadedFile(api);
    expect(file.name).toBe('from-browser.csv');
  });

  it('uploads a Buffer with a filename', async () => {
    const api = fakeApi().reply(200, uploaded);
    await clientFor(api).batches.upload(Buffer.from(csv), { filename: 'claims.csv' });
    const { file } = await uploadedFile(api);
    expect(file.name).toBe('claims.csv');
    expect(await file.text()).toBe(csv);
  });

  it('names bytes without a filename after the format, or leaves detection to the content', async () => {
    const api = fakeApi().reply(200, uploaded).reply(200, uploaded);
    const client = clientFor(api);
    await client.batches.upload(new TextEncoder().encode(csv), { format: 'csv' });
    await client.batches.upload(new TextEncoder().encode(csv).buffer);
    const first = (await formOf(api.requests[0]!)).get('file') as File;
    const second = (await formOf(api.requests[1]!)).get('file') as File;
    expect(first.name).toBe('upload.csv');
    expect(second.name).toBe('upload');
    expect(second.type).toBe('application/octet-stream');
  });

  it('sends the same multipart bytes on a retry', async () => {
    const api = fakeApi().reply(503, { error: { code: 'service_unavailable', message: 'x', requestId: 'r' } }, { 'Retry-After': '0' }).reply(200, uploaded);
    await clientFor(api).batches.upload(Buffer.from(csv), { filename: 'claims.csv', format: 'csv' });
    expect(api.requests).toHaveLength(2);
    expect(api.requests[1]?.text).toBe(api.requests[0]?.text);
    expect(api.requests[1]?.headers.get('content-type')).toBe(api.requests[0]?.headers.get('content-type'));
  });

  it('rejects something that is not a file', async () => {
    await expect(clientFor(fakeApi()).batches.upload(42 as never)).rejects.toBeInstanceOf(TypeError);
  });

  it('reports a missing path as the file system error', async () => {
    await expect(clientFor(fakeApi()).batches.upload(join(dir, 'missing.csv'))).rejects.toMatchObject({ code: 'ENOENT' });
  });
});

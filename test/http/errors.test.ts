import { gzipSync } from 'node:zlib';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../server/errors.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

let t: TestServer;
let apiKey: string;
beforeAll(async () => {
  t = await startTestServer({
    handlers: {
      getStatus: {
        handle: () => {
          throw new Error('database password is hunter2 at /srv/secret/path');
        },
      },
      getVerification: {
        handle: () => {
          throw Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' });
        },
      },
      // A handler that refuses for now (maintenance, a feature switched off) answers through the envelope.
      getBatch: {
        handle: () => {
          throw new ApiError('service_unavailable', { message: 'getBatch is not available yet on this server.' });
        },
      },
    },
  });
  apiKey = (await t.createOrg({ plan: 'enterprise' })).apiKey;
});
afterAll(() => t.stop());

const verify = (body: unknown) => t.request('POST', '/v1/verify', { apiKey, json: body });

describe('error responses', () => {
  it('answer an unknown path with 404 not_found in the envelope', async () => {
    const res = await t.request('GET', '/v1/nothing-here', { apiKey });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('not_found');
    expect(res.body.error.requestId).toBe(res.headers.get('x-request-id'));
  });

  it('answer a known path with another method with 405 and an Allow header', async () => {
    const res = await t.request('DELETE', '/v1/batch/bat_01JD3Z8V5W2X9K7Q4M6N8P0R2T/cancel', { apiKey });
    expect(res.status).toBe(405);
    expect(res.body.error.code).toBe('method_not_allowed');
    expect(res.headers.get('allow')).toBe('POST');
  });

  // Issue 25: GET /v1/batch/upload was read as getBatch with the id "upload" and answered 404.
  it.each(['GET', 'DELETE', 'PUT'])('answer %s on a concrete path that serves only POST with 405 and Allow: POST, not as an id of a templated path', async (method) => {
    for (const path of ['/v1/batch/upload', '/v1/batch/upload/']) {
      const res = await t.request(method, path, { apiKey });
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.body.error).toMatchObject({ code: 'method_not_allowed', message: `${method} is not allowed on this path; allowed: POST.`, requestId: res.headers.get('x-request-id') });
      expect(res.headers.get('allow')).toBe('POST');
    }
  });

  it('answer malformed JSON with 400 validation_error on the body', async () => {
    const res = await t.request('POST', '/v1/verify', { apiKey, body: '{"content": "x",', headers: { 'Content-Type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_error');
    expect(res.body.error.details[0].field).toBe('body');
  });

  // Verify's limit is about 4.2 MB since issue 23 (1,000,000 characters of documents fit).
  it('answer a JSON body over the operation limit with 413 payload_too_large', async () => {
    const res = await verify({ content: 'x'.repeat(5 * 1024 * 1024), methods: { semantic: 1 } });
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('payload_too_large');
  });

  it('answer a JSON body that is not valid UTF-8 with 400 validation_error on the body', async () => {
    const body = Buffer.concat([Buffer.from('{"content":"caf'), Buffer.from([0xe9]), Buffer.from('","methods":{"semantic":1}}')]);
    const res = await t.request('POST', '/v1/verify', { apiKey, body, headers: { 'Content-Type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'validation_error', details: [{ field: 'body', message: 'is not valid UTF-8' }] });
  });

  it('answer a compressed body with 415 unsupported_media_type', async () => {
    const body = gzipSync('{"content":"x","methods":{"semantic":1}}');
    const res = await t.request('POST', '/v1/verify', { apiKey, body, headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' } });
    expect(res.status).toBe(415);
    expect(res.body.error.message).toBe('Send the body as application/json without Content-Encoding.');
  });

  it('answer a client that goes away in the middle of its body with 400, logging no server failure', async () => {
    const socket = connect(Number(new URL(t.url).port), '127.0.0.1');
    socket.end(`POST /v1/verify HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${apiKey}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\nX-Request-Id: gone-mid-body\r\n\r\n{"content":"`);
    socket.on('error', () => undefined);
    const line = await vi.waitFor(
      () => {
        const logged = t.logs.find((l) => l.clientRequestId === 'gone-mid-body' && l.msg === 'request');
        if (!logged) throw new Error('the request is not logged yet');
        return logged;
      },
      { timeout: 10_000 },
    );
    expect(line.status).toBe(400);
    expect(t.logs.filter((l) => l.requestId === line.requestId && l.msg === 'request failed')).toEqual([]);
  });

  it('answer a body that is not JSON with 415 unsupported_media_type', async () => {
    const res = await t.request('POST', '/v1/verify', { apiKey, body: 'content=x', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    expect(res.status).toBe(415);
    expect(res.body.error.code).toBe('unsupported_media_type');
  });

  it('answer an unexpected failure with 500 internal_error that leaks nothing', async () => {
    const res = await t.request('GET', '/v1/status', { apiKey });
    expect(res.status).toBe(500);
    expect(res.body.error.code).toBe('internal_error');
    expect(res.text).not.toMatch(/hunter2|secret|Error:|at .*\.ts/);
    // The log keeps what the body hides, under the same request id.
    const line = t.logs.find((l) => l.requestId === res.body.error.requestId && l.msg === 'request failed');
    expect(JSON.stringify(line)).toContain('hunter2');
  });

  it('answer a busy or unreachable database with 503 service_unavailable and Retry-After', async () => {
    const res = await t.request('GET', '/v1/verify/ver_01ABC', { apiKey });
    expect(res.status).toBe(503);
    expect(res.body.error.code).toBe('service_unavailable');
    expect(res.headers.get('retry-after')).toBe('1');
    expect(res.text).not.toContain('locked');
  });

  it('answer a handler that refuses with 503 service_unavailable in the envelope', async () => {
    const res = await t.request('GET', '/v1/batch/bat_01ABC', { apiKey });
    expect(res.status).toBe(503);
    expect(res.body.error).toMatchObject({ code: 'service_unavailable', message: 'getBatch is not available yet on this server.' });
  });

  it('answer a CORS preflight with 204 and the allowed methods and headers', async () => {
    const res = await t.request('OPTIONS', '/v1/batch/bat_01JD3Z8V5W2X9K7Q4M6N8P0R2T/cancel', {
      headers: { Origin: 'https://example.com', 'Access-Control-Request-Method': 'POST' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-methods')).toBe('POST');
    expect(res.headers.get('access-control-allow-headers')).toBe('Authorization, Content-Type, Idempotency-Key');
    expect(res.headers.get('access-control-expose-headers')).toContain('X-RateLimit-Remaining');
  });
});

describe('validation errors', () => {
  it('name each missing field of the body', async () => {
    const res = await verify({});
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_error');
    const fields = res.body.error.details.map((d: { field: string }) => d.field);
    expect(fields).toEqual(expect.arrayContaining(['content', 'methods']));
  });

  it('name nested fields as dotted paths, every one of them', async () => {
    const res = await verify({ content: 'x', methods: { semantic: 2, magic: 1 }, options: { timeout: 5 } });
    expect(res.status).toBe(400);
    const fields = res.body.error.details.map((d: { field: string }) => d.field);
    expect(fields).toEqual(expect.arrayContaining(['methods.semantic', 'methods.magic', 'options.timeout']));
  });

  it('name a method-less request by the methods field', async () => {
    const res = await verify({ content: 'x', methods: {} });
    expect(res.body.error.details).toContainEqual({ field: 'methods', message: 'must have at least 1 entry' });
  });

  it('name array items by index', async () => {
    const res = await t.request('POST', '/v1/batch', {
      apiKey,
      // The bad weight keeps the plain validation_error (only-row errors get the row-validation body).
      json: { methods: { semantic: 7 }, items: [{ content: 'a' }, { content: 'b' }, { content: 'c' }, { context: {} }] },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.details).toContainEqual({ field: 'items.3.content', message: 'is required' });
  });

  it('name query parameters as query.<name>', async () => {
    const res = await t.request('GET', '/v1/batch?limit=500&offset=x&colour=red', { apiKey });
    expect(res.status).toBe(400);
    expect(res.body.error.details).toEqual(
      expect.arrayContaining([
        { field: 'query.limit', message: 'must be <= 100' },
        { field: 'query.offset', message: 'must be integer' },
        { field: 'query.colour', message: 'is not a known field' },
      ]),
    );
  });

  it('name headers as header.<Name>', async () => {
    const res = await t.request('POST', '/v1/verify', { apiKey, json: { content: 'x', methods: { semantic: 1 } }, headers: { 'Idempotency-Key': 'k'.repeat(256) } });
    expect(res.status).toBe(400);
    expect(res.body.error.details).toContainEqual(expect.objectContaining({ field: 'header.Idempotency-Key' }));
  });

  it('refuse a body that is JSON but not an object', async () => {
    const res = await verify(['content']);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_error');
  });

  it('refuse a request without a body', async () => {
    const res = await t.request('POST', '/v1/verify', { apiKey });
    expect(res.status).toBe(400);
    expect(res.body.error.details).toContainEqual(expect.objectContaining({ field: 'body' }));
  });
});

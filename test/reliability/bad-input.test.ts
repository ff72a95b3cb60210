// Bad input never yields a 500 (issue 9 item 1). A property-based fuzzer sends generated bodies,
// query strings, headers and multipart files to every endpoint of the REAL app (in this process,
// so prototype pollution would be visible here) and requires every answer to be documented for its
// operation: the test helper checks status, body and headers against generated/openapi.yaml. At
// the end the server must still be healthy, must have logged no internal error, and
// Object.prototype must be untouched. A failing run prints its seed; replay it with FC_SEED=<seed>.
import fc from 'fast-check';
import { readdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonBodyLimit } from '../../server/http/contract/body-limit.js';
import { contractPath, loadContract } from '../../server/http/contract/document.js';
import { fakeEngine } from '../batch/helpers.js';
import { rootDir } from '../helpers/processes.js';
import { startTestServer, type RequestOptions, type TestResponse, type TestServer } from '../helpers/server.js';
import {
  batchBody,
  bodyBytes,
  fileName,
  headerValue,
  jsonContentType,
  nastyString,
  render,
  uploadBytes,
  verifyBody,
} from './arbitraries.js';
import { reportFigure, runs, SEED } from './helpers.js';

const prototypeBefore = Object.getOwnPropertyNames(Object.prototype).sort();

let t: TestServer;
const keys: Record<'enterprise' | 'pro' | 'free', string> = { enterprise: '', pro: '', free: '' };
let knownIds: string[] = [];
let sent = 0;

beforeAll(async () => {
  // The engine answers at once: the fuzzer tests the HTTP surface, not the checkers.
  t = await startTestServer({ engine: fakeEngine() });
  // Rate limits are lifted so every generated request reaches validation (limits have their own tests).
  for (const plan of ['enterprise', 'pro', 'free'] as const) keys[plan] = (await t.createOrg({ plan, rateLimit: 1_000_000 })).apiKey;
  const verification = await t.request('POST', '/v1/verify', { apiKey: keys.enterprise, json: { content: '2 + 2 = 4', methods: { semantic: 1 } } });
  const batch = await t.request('POST', '/v1/batch', { apiKey: keys.enterprise, json: { items: [{ content: 'a' }, { content: 'b' }], methods: { semantic: 1 } } });
  knownIds = [verification.body.id, batch.body.id];
});

afterAll(async () => {
  reportFigure('requests fuzzed', sent);
  await t?.stop();
});

const planKey = fc.constantFrom<keyof typeof keys>('enterprise', 'enterprise', 'pro', 'free');

/** Sends one request through the contract-checking helper and requires a non-5xx answer. */
async function send(method: string, target: string, options: RequestOptions): Promise<TestResponse> {
  sent++;
  // The path as fetch sends it (`%2e%2e` and `..` segments are resolved by the URL parser), so the
  // contract check looks up the operation the server actually saw.
  const url = new URL(target, 'http://127.0.0.1');
  const path = url.pathname + url.search;
  // Node refuses a request line and headers over 16 KB itself (431, no body): not the app's answer.
  const headerBytes = path.length + Object.entries(options.headers ?? {}).reduce((n, [k, v]) => n + k.length + v.length + 4, 0);
  if (headerBytes > 15_000) {
    const res = await t.request(method, path, { ...options, unchecked: true });
    expect(res.status).toBe(431);
    return res;
  }
  const res = await t.request(method, path, options);
  if (res.status >= 500) throw new Error(`${method} ${path} → ${res.status}: ${res.text.slice(0, 500)}`);
  return res;
}

const property = { seed: SEED, endOnFailure: true } as const;

/** encodeURIComponent, but a lone surrogate (which it refuses) is sent as a raw malformed escape. */
const encode = (text: string): string => {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
};

describe('bad input never yields a 500', () => {
  it('POST /v1/verify: generated bodies, content types and idempotency keys', { timeout: 240_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(bodyBytes(verifyBody), jsonContentType, fc.option(headerValue, { freq: 4 }), planKey, async (body, contentType, idempotencyKey, plan) => {
        const headers: Record<string, string> = { 'Content-Type': contentType, ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}) };
        await send('POST', '/v1/verify', { apiKey: keys[plan], body, headers });
      }),
      { ...property, numRuns: runs(1_000) },
    );
  });

  it('POST /v1/batch: generated items, fileIds, options and hostile contexts', { timeout: 240_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(bodyBytes(batchBody), jsonContentType, fc.option(headerValue, { freq: 4 }), planKey, async (body, contentType, idempotencyKey, plan) => {
        const headers: Record<string, string> = { 'Content-Type': contentType, ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}) };
        await send('POST', '/v1/batch', { apiKey: keys[plan], body, headers });
      }),
      { ...property, numRuns: runs(1_000) },
    );
  });

  it('POST /v1/batch/upload: generated files, names and form fields, and hand-made multipart bodies', { timeout: 240_000 }, async () => {
    const formRequest = fc
      .record({
        name: fileName,
        bytes: uploadBytes,
        format: fc.option(fc.constantFrom('csv', 'json', 'xml', '', 'CSV'), { freq: 3 }),
        textFile: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
        extra: fc.option(fc.tuple(fc.constantFrom('other', 'file2', '__proto__', 'constructor'), nastyString), { freq: 5 }),
      })
      .map(({ name, bytes, format, textFile, extra }) => {
        const form = new FormData();
        if (format !== null) form.append('format', format);
        if (textFile) form.append('file', bytes.toString('latin1'));
        else form.append('file', new Blob([bytes]), name);
        if (extra) form.append(extra[0], extra[1]);
        return { body: form as RequestOptions['body'], headers: {} as Record<string, string> };
      });
    // Bodies no browser would build: raw file names with quotes and traversal, RFC 5987 names, cut-off parts.
    const rawRequest = fc
      .record({ name: fileName, bytes: uploadBytes, cut: fc.option(fc.nat(), { freq: 3 }), star: fc.boolean() })
      .map(({ name, bytes, cut, star }) => {
        const disposition = star ? `filename*=UTF-8''${encodeURIComponent(name)}` : `filename="${name}"`;
        const whole = Buffer.concat([
          Buffer.from(`--B0undary\r\nContent-Disposition: form-data; name="file"; ${disposition}\r\nContent-Type: application/octet-stream\r\n\r\n`, 'latin1'),
          bytes,
          Buffer.from('\r\n--B0undary--\r\n'),
        ]);
        return { body: cut === null ? whole : whole.subarray(0, cut % whole.length), headers: { 'Content-Type': 'multipart/form-data; boundary=B0undary' } };
      });
    await fc.assert(
      fc.asyncProperty(fc.oneof({ weight: 3, arbitrary: formRequest }, { weight: 1, arbitrary: rawRequest }), planKey, async ({ body, headers }, plan) => {
        await send('POST', '/v1/batch/upload', { apiKey: keys[plan], body, headers });
      }),
      { ...property, numRuns: runs(500) },
    );
    // Whatever the names, only server-made `<uuid>.json` files exist, and only inside UPLOAD_DIR.
    const uploadDir = t.config.uploadDir!;
    expect(readdirSync(uploadDir).filter((f) => !/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.json$/.test(f))).toEqual([]);
    expect(readdirSync(dirname(uploadDir)).filter((f) => !/^(verity\.db(-wal|-shm|-journal)?|uploads)$/.test(f))).toEqual([]);
  });

  it('paths and query strings of every read endpoint and of cancel', { timeout: 240_000 }, async () => {
    const id = fc.oneof(
      fc.string({ maxLength: 30 }).map(encode),
      fc.stringMatching(/^[A-Za-z0-9_-]{1,140}$/),
      fc.constantFrom('%E0%A4%A', '%', '%zz', '%C0%AF', '..%2F..%2Fetc%2Fpasswd', '%2e%2e', '%00', 'bat_', 'ver_01ZZZZZZZZZZZZZZZZZZZZZZZZ', '__proto__', 'constructor', ...(knownIds.length > 0 ? knownIds : ['x'])),
    );
    const queryKey = fc.constantFrom('limit', 'offset', 'status', 'limit[]', 'status[0]', '__proto__[polluted]', 'constructor[prototype][polluted]', '__proto__', 'x', '');
    const queryValue = fc.oneof(nastyString, fc.constantFrom('0', '1', '100', '101', '-1', '20', 'completed', 'failed', 'queued', 'processing', 'skipped', 'cancelled'));
    const query = fc.array(fc.tuple(queryKey, queryValue, fc.boolean()), { maxLength: 4 }).map((pairs) =>
      pairs.length === 0 ? '' : `?${pairs.map(([k, v, escape]) => `${escape ? encode(k) : k}=${escape ? encode(v) : v.replace(/[#\s]/g, '')}`).join('&')}`,
    );
    const target = fc.tuple(fc.constantFrom('verify', 'batch', 'results', 'cancel', 'list', 'status'), id, query).map(([kind, i, q]) => {
      switch (kind) {
        case 'verify':
          return { method: 'GET', path: `/v1/verify/${i}${q}` };
        case 'batch':
          return { method: 'GET', path: `/v1/batch/${i}${q}` };
        case 'results':
          return { method: 'GET', path: `/v1/batch/${i}/results${q}` };
        case 'cancel':
          return { method: 'POST', path: `/v1/batch/${i}/cancel${q}` };
        case 'list':
          return { method: 'GET', path: `/v1/batch${q}` };
        default:
          return { method: 'GET', path: `/v1/status${q}` };
      }
    });
    await fc.assert(
      fc.asyncProperty(target, planKey, async ({ method, path }, plan) => {
        await send(method, path, { apiKey: keys[plan] });
      }),
      { ...property, numRuns: runs(800) },
    );
  });

  it('other methods, unknown paths and hostile headers on every route', { timeout: 120_000 }, async () => {
    const route = fc.constantFrom('/v1/verify', '/v1/verify/ver_x', '/v1/batch', '/v1/batch/upload', '/v1/batch/bat_x', '/v1/batch/bat_x/results', '/v1/batch/bat_x/cancel', '/v1/status', '/v1', '/', '/v2/verify', '/v1/verify/', '//v1//status', '/v1/status/..');
    const method = fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS');
    const headers = fc.dictionary(
      fc.constantFrom('Idempotency-Key', 'X-Request-Id', 'Content-Type', 'Accept', 'Accept-Encoding', 'Content-Encoding', 'Origin', 'X-Forwarded-For', 'X-Forwarded-Host', 'Range', 'If-None-Match', 'Expect-CT', 'X-HTTP-Method-Override'),
      headerValue,
      { maxKeys: 4 },
    );
    const body = fc.option(bodyBytes(verifyBody), { freq: 2 });
    await fc.assert(
      fc.asyncProperty(route, method, headers, body, async (path, m, h, b) => {
        await send(m, path, { apiKey: keys.enterprise, headers: h, ...(b !== null && m !== 'GET' ? { body: b } : {}) });
      }),
      { ...property, numRuns: runs(300) },
    );
  });

  it('Authorization headers that are malformed, unknown or hostile (within the failed-attempt budget)', async () => {
    // 60 failed attempts per minute per address (DECISIONS.md): stay below, so every answer is the 401 itself.
    const authorization = fc.oneof(headerValue, headerValue.map((v) => `Bearer ${v}`), fc.constantFrom('Bearer', 'Bearer ', 'Basic dXNlcjpwYXNz', `Bearer ${'v'.repeat(8_000)}`, 'bearer vrt_live_', 'Bearer vrt_live_x vrt_live_y'));
    await fc.assert(
      fc.asyncProperty(authorization, fc.constantFrom('/v1/status', '/v1/verify', '/v1/batch'), async (value, path) => {
        const res = await send(path === '/v1/verify' ? 'POST' : 'GET', path, { headers: { Authorization: value } });
        expect(res.status).toBe(401);
      }),
      { ...property, numRuns: 40 },
    );
  });

  // The limit is the operation's (issue 16): 1 MB for verify, what 100 items of 50,000 characters
  // need for a batch; no body of either holds more values than 1 MB of JSON could.
  it('JSON bodies over the operation limit, or with more values than 1 MB holds, answer 413 payload_too_large', async () => {
    // Past the batch limit, as the contract sizes it (about 28.6 MB with issue 23's documents).
    const batchLimit = jsonBodyLimit((await loadContract(contractPath(rootDir))).getOperation('createBatch')!);
    const overBatchLimit = `{"content":"${'x'.repeat(batchLimit)}","methods":{"semantic":1}}`;
    const cases = [
      { path: '/v1/verify', body: `{"content":"${'x'.repeat(5 * 1024 * 1024)}","methods":{"semantic":1}}` },
      { path: '/v1/verify', body: render({ t: 'raw', text: `{"items":[${'{"content":"x"},'.repeat(300_000)}{"content":"y"}],"methods":{"semantic":1}}` }) },
      { path: '/v1/batch', body: overBatchLimit },
      ...['/v1/verify', '/v1/batch'].map((path) => ({ path, body: `[${'1,'.repeat(600_000)}1]` })),
    ];
    for (const { path, body } of cases) {
      const res = await send('POST', path, { apiKey: keys.enterprise, body, headers: { 'Content-Type': 'application/json' } });
      expect(res.status).toBe(413);
      expect(res.body.error.code).toBe('payload_too_large');
    }
  });

  it('is healthy afterwards, logged no internal error and polluted no prototype', async () => {
    const status = await send('GET', '/v1/status', { apiKey: keys.enterprise });
    expect(status.status).toBe(200);
    expect(status.body.status).toBe('ok');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeBefore);
    expect(Object.prototype.toString.call([])).toBe('[object Array]');
    const internal = t.logs.filter((line) => Number(line.level) >= 50);
    expect(internal.map((line) => JSON.stringify(line).slice(0, 400))).toEqual([]);
    expect(sent).toBeGreaterThan(1_000 * Math.min(1, runs(1)));
  });
});

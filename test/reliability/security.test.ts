// Security (issue 9 item 5): tenant isolation, API keys kept out of logs and responses, webhook
// SSRF refused, uploads confined to UPLOAD_DIR, and body and header size limits holding.
import { existsSync, readdirSync } from 'node:fs';
import { connect } from 'node:net';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverWebhook } from '../../server/webhooks/deliver.js';
import { checkWebhookUrl } from '../../server/webhooks/address-policy.js';
import { createWebhookSecret } from '../../server/webhooks/signing.js';
import { fakeEngine, upload, uploadForm } from '../batch/helpers.js';
import { startTestServer, type TestResponse, type TestServer } from '../helpers/server.js';
import { startReceiver, type Receiver } from '../webhooks/receiver.js';
import { sql } from 'drizzle-orm';
import { count } from '../helpers/sql.js';

let t: TestServer;
let a: { apiKey: string; id: string };
let b: { apiKey: string; id: string };
const responses: TestResponse[] = [];
const receivers: Receiver[] = [];

beforeAll(async () => {
  // trace: the most the logger ever writes, so a key logged at any level would be caught.
  t = await startTestServer({ engine: fakeEngine(), env: { LOG_LEVEL: 'trace', WEBHOOK_ALLOW_PRIVATE: '0' } });
  const orgA = await t.createOrg({ plan: 'enterprise', name: 'Org A' });
  const orgB = await t.createOrg({ plan: 'enterprise', name: 'Org B' });
  a = { apiKey: orgA.apiKey, id: orgA.organization.id };
  b = { apiKey: orgB.apiKey, id: orgB.organization.id };
});
afterAll(async () => {
  await Promise.all(receivers.map((r) => r.close()));
  await t?.stop();
});

/** A request whose response is kept, to search every body for keys at the end. */
async function request(method: string, path: string, options: Parameters<TestServer['request']>[2] = {}): Promise<TestResponse> {
  const res = await t.request(method, path, options);
  responses.push(res);
  return res;
}

describe("another organization's resources", () => {
  it('are never readable nor cancellable: verification 403, batch 404, results 404, cancel 404, fileId 404', async () => {
    const verification = await request('POST', '/v1/verify', { apiKey: a.apiKey, json: { content: '2 + 2 = 4', methods: { semantic: 1 } } });
    const batch = await request('POST', '/v1/batch', { apiKey: a.apiKey, json: { items: [{ content: 'x' }, { content: 'y' }], methods: { semantic: 1 } } });
    const file = await upload(t, a.apiKey, 'rows.csv', 'content\nhello\n');
    expect([verification.status, batch.status, file.status]).toEqual([200, 202, 200]);

    const asB = { apiKey: b.apiKey };
    const got = await request('GET', `/v1/verify/${verification.body.id}`, asB);
    expect(got.status).toBe(403);
    expect(got.body.error.code).toBe('forbidden');
    expect(got.text).not.toContain('2 + 2 = 4');
    for (const path of [`/v1/batch/${batch.body.id}`, `/v1/batch/${batch.body.id}/results`]) {
      const res = await request('GET', path, asB);
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('not_found');
    }
    const cancel = await request('POST', `/v1/batch/${batch.body.id}/cancel`, asB);
    expect(cancel.status).toBe(404);
    const steal = await request('POST', '/v1/batch', { ...asB, json: { fileId: file.body.fileId, methods: { semantic: 1 } } });
    expect(steal.status).toBe(404);
    const list = await request('GET', '/v1/batch?limit=100', asB);
    expect(list.body.data).toEqual([]);

    // Nothing B did changed A's resources: the batch is not cancelled and the file is still usable once.
    const mine = await request('GET', `/v1/batch/${batch.body.id}`, { apiKey: a.apiKey });
    expect(mine.body.status).not.toBe('cancelled');
    const used = await request('POST', '/v1/batch', { apiKey: a.apiKey, json: { fileId: file.body.fileId, methods: { semantic: 1 } } });
    expect(used.status).toBe(202);
    // An idempotency key is scoped to its organization: B reusing A's key creates B's own resource.
    const ka = await request('POST', '/v1/verify', { apiKey: a.apiKey, json: { content: 'same', methods: { semantic: 1 } }, headers: { 'Idempotency-Key': 'shared' } });
    const kb = await request('POST', '/v1/verify', { apiKey: b.apiKey, json: { content: 'same', methods: { semantic: 1 } }, headers: { 'Idempotency-Key': 'shared' } });
    expect(kb.headers.get('idempotent-replayed')).toBeNull();
    expect(kb.body.id).not.toBe(ka.body.id);
  });
});

describe('webhook SSRF', () => {
  const refused = [
    'http://127.0.0.1:8080/h',
    'http://127.1/h',
    'http://2130706433/h',
    'http://10.0.0.1/h',
    'http://172.16.5.4/h',
    'http://192.168.0.10/h',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::1]/h',
    'http://[::ffff:127.0.0.1]/h',
    'http://[fd00:ec2::254]/h',
    'http://[fe80::1]/h',
    'http://0.0.0.0/h',
    'http://localhost:8080/h',
    'http://api.localhost/h',
    'http://metadata.google.internal/',
  ];

  it.each(refused)('refuses %s on POST /v1/verify and POST /v1/batch without WEBHOOK_ALLOW_PRIVATE, storing nothing', async (webhookUrl) => {
    const stored = () => count(t.database.db, sql`SELECT (SELECT count(*) FROM verifications) + (SELECT count(*) FROM batches)`);
    const before = await stored();
    const verify = await request('POST', '/v1/verify', { apiKey: a.apiKey, json: { content: 'x', methods: { semantic: 1 }, webhookUrl } });
    const batch = await request('POST', '/v1/batch', { apiKey: a.apiKey, json: { items: [{ content: 'x' }], methods: { semantic: 1 }, webhookUrl } });
    for (const res of [verify, batch]) {
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('validation_error');
      expect(res.body.error.details[0].field).toBe('webhookUrl');
    }
    expect(await stored()).toBe(before);
  });

  it('refuses a host name that resolves to loopback, at creation and again at connect time (DNS rebinding)', async () => {
    const toLoopback = async () => [{ address: '127.0.0.1', family: 4 }];
    const check = await checkWebhookUrl('http://rebind.example/h', { allowPrivate: false, resolve: toLoopback });
    expect(check).toMatchObject({ ok: false, reason: expect.stringContaining('loopback') });
    // A name that passed at creation but resolves to loopback when the delivery connects.
    const r = await startReceiver();
    receivers.push(r);
    const result = await deliverWebhook(
      { url: `http://rebind.example:${r.port}/h`, eventId: 'evt_test', body: '{}', secret: createWebhookSecret(), at: new Date() },
      { allowPrivate: false, resolve: toLoopback, timeoutMs: 2_000 },
    );
    expect(result.ok).toBe(false);
    expect(result.error).toMatch(/address refused/);
    expect(r.requests).toHaveLength(0);
  });

  it('never follows a redirect, e.g. to the metadata address or another local port', async () => {
    const target = await startReceiver();
    receivers.push(target);
    for (const location of ['http://169.254.169.254/latest/meta-data/', `${target.origin}/stolen`]) {
      const redirector = await startReceiver(() => ({ status: 307, headers: { Location: location } }));
      receivers.push(redirector);
      // allowPrivate: the redirector itself is on 127.0.0.1; only the redirect is under test.
      const result = await deliverWebhook(
        { url: `${redirector.origin}/h`, eventId: 'evt_test', body: '{}', secret: createWebhookSecret(), at: new Date() },
        { allowPrivate: true, timeoutMs: 2_000 },
      );
      expect(result).toMatchObject({ ok: false, status: 307, error: 'redirect not followed' });
      expect(redirector.requests).toHaveLength(1);
    }
    expect(target.requests).toHaveLength(0);
  });
});

describe('uploaded file names', () => {
  it('cannot escape UPLOAD_DIR: only server-made <fileId>.json files are written, inside it', async () => {
    const uploadDir = t.config.uploadDir!;
    const marker = `escape-${Date.now()}`;
    const names = [`../../${marker}.csv`, `../${marker}.csv`, `/tmp/${marker}.csv`, `..\\..\\${marker}.csv`, `a/b/../../../${marker}.json`, `%2e%2e%2f${marker}.csv`, `${marker}.csv\u0000.json`];
    for (const name of names) {
      const res = await request('POST', '/v1/batch/upload', { apiKey: a.apiKey, body: uploadForm(name, 'content\nhello\n', 'csv') });
      expect(res.status).toBe(200);
      expect(res.body.originalFileName).toBe(name.slice(0, 255));
    }
    // The same names in a hand-made multipart body, which no browser would escape.
    const raw = Buffer.from(`--XB\r\nContent-Disposition: form-data; name="file"; filename="../../../${marker}.json"\r\n\r\n[{"content":"x"}]\r\n--XB--\r\n`);
    const res = await request('POST', '/v1/batch/upload', { apiKey: a.apiKey, body: raw, headers: { 'Content-Type': 'multipart/form-data; boundary=XB' } });
    expect(res.status).toBe(200);

    const files = readdirSync(uploadDir);
    expect(files.length).toBeGreaterThanOrEqual(names.length + 1);
    expect(files.every((f) => /^[0-9a-f-]{36}\.json$/.test(f))).toBe(true);
    for (const dir of [dirname(uploadDir), dirname(dirname(uploadDir)), dirname(dirname(dirname(uploadDir))), '/tmp']) {
      expect(readdirSync(dir).filter((f) => f.includes(marker))).toEqual([]);
    }
    expect(existsSync(join(uploadDir, '..', '..', `${marker}.csv`))).toBe(false);
  });
});

describe('size limits', () => {
  /** Sends raw bytes on a fresh socket and returns what came back within `ms`. */
  function raw(text: string | Buffer, ms = 5_000): Promise<string> {
    const { port } = new URL(t.url);
    return new Promise((resolve) => {
      const socket = connect(Number(port), '127.0.0.1');
      let out = '';
      const done = () => {
        clearTimeout(timer);
        socket.destroy();
        resolve(out);
      };
      const timer = setTimeout(done, ms);
      socket.on('data', (d: Buffer) => {
        out += d.toString('latin1');
        if (/\r\n\r\n/.test(out) && /Connection: close/i.test(out) && out.length > 0) {
          // Keep reading until the server closes; the timer bounds it.
        }
      });
      socket.on('error', done);
      socket.on('close', done);
      socket.write(text);
    });
  }

  it('a huge header or too many headers is refused with 431, and the server keeps serving', async () => {
    const auth = `Authorization: Bearer ${a.apiKey}\r\n`;
    const huge = await raw(`GET /v1/status HTTP/1.1\r\nHost: x\r\n${auth}X-Huge: ${'a'.repeat(100_000)}\r\n\r\n`);
    expect(huge).toMatch(/^HTTP\/1\.1 431 /);
    const many = await raw(`GET /v1/status HTTP/1.1\r\nHost: x\r\n${auth}${Array.from({ length: 3_000 }, (_, i) => `X-H${i}: v\r\n`).join('')}\r\n`);
    expect(many).toMatch(/^HTTP\/1\.1 (431|400) /);
    const absurd = await raw(`POST /v1/verify HTTP/1.1\r\nHost: x\r\n${auth}Content-Type: application/json\r\nContent-Length: 99999999999999999999999\r\n\r\n{}`);
    expect(absurd).toMatch(/^HTTP\/1\.1 (400|413) /);
    expect((await request('GET', '/v1/status', { apiKey: a.apiKey })).status).toBe(200);
  });

  it('a JSON body over the operation limit (about 4.2 MB for verify) is 413, declared by Content-Length or streamed in chunks', async () => {
    const big = `{"content":"${'x'.repeat(4_600_000)}","methods":{"semantic":1}}`;
    const declared = await request('POST', '/v1/verify', { apiKey: a.apiKey, body: big, headers: { 'Content-Type': 'application/json' } });
    expect(declared.status).toBe(413);
    expect(declared.body.error.code).toBe('payload_too_large');
    const chunks = [big.slice(0, 600_000), big.slice(600_000)].map((c) => `${Buffer.byteLength(c).toString(16)}\r\n${c}\r\n`).join('');
    const streamed = await raw(`POST /v1/verify HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${a.apiKey}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n${chunks}0\r\n\r\n`);
    expect(streamed).toMatch(/^HTTP\/1\.1 413 /);
    expect(streamed).toContain('"payload_too_large"');
  });

  it('an upload over 10 MB is 413 payload_too_large', async () => {
    const res = await request('POST', '/v1/batch/upload', { apiKey: a.apiKey, body: uploadForm('big.csv', Buffer.alloc(10 * 1024 * 1024 + 10, 0x61)) });
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('payload_too_large');
  });
});

describe('API keys', () => {
  it('appear in no log line and in no response body, whatever was sent where', async () => {
    // Keys in places they do not belong, and failed authentications with a near-miss key.
    await request('GET', '/v1/status', { apiKey: `${a.apiKey}x` });
    await request('GET', `/v1/batch?status=${a.apiKey}`, { apiKey: a.apiKey });
    await request('POST', '/v1/verify', { apiKey: a.apiKey, json: { content: a.apiKey, methods: { semantic: 1 }, options: { timeout: a.apiKey } } });
    await request('GET', '/v1/status', { headers: { Authorization: `Basic ${a.apiKey}` } });
    await request('POST', '/v1/verify', { apiKey: a.apiKey, body: 'not json', headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'k1' } });
    await request('PUT', '/v1/status', { apiKey: b.apiKey });

    const logs = t.logText();
    expect(logs.length).toBeGreaterThan(0);
    for (const key of [a.apiKey, b.apiKey]) {
      const secret = key.replace(/^vrt_live_/, '');
      expect(logs.split('\n').filter((line) => line.includes(secret))).toEqual([]);
      // A response may echo what the caller sent in a body field (content), never the credential of another request.
      const leaking = responses.filter((r) => r.text.includes(secret) && !r.text.includes('"content"'));
      expect(leaking.map((r) => r.text.slice(0, 200))).toEqual([]);
    }
    // B's key never shows up in anything answered to A.
    expect(responses.some((r) => r.text.includes(b.apiKey.replace(/^vrt_live_/, '')))).toBe(false);
  });
});

// The published reference and documents (issue 7): /docs, /openapi.yaml, /openapi.json and
// /openapi.3.1.yaml are public, exactly the committed files, and outside the /v1 rate limit.
// These responses are not JSON API responses, so they are fetched directly rather than through
// the contract-checking `t.request` (except the error envelopes, which it checks).
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { DOCS_CSP } from '../../server/http/public/docs.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

const root = join(import.meta.dirname, '../..');
const committed = (path: string) => readFileSync(join(root, path));

/** GET with node:http, which (unlike fetch) leaves Content-Encoding alone. */
function getRaw(url: string, headers: Record<string, string>): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

describe('the published documents', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(async () => {
    await t.stop();
  });

  it('serves /openapi.yaml byte for byte as generated/openapi.yaml, as application/yaml', async () => {
    const res = await fetch(`${t.url}/openapi.yaml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/yaml');
    expect(Buffer.from(await res.arrayBuffer()).equals(committed('generated/openapi.yaml'))).toBe(true);
  });

  it('serves /openapi.3.1.yaml byte for byte as generated/openapi.3.1.yaml', async () => {
    const res = await fetch(`${t.url}/openapi.3.1.yaml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/yaml');
    expect(Buffer.from(await res.arrayBuffer()).equals(committed('generated/openapi.3.1.yaml'))).toBe(true);
  });

  it('serves /openapi.json as the YAML document parsed', async () => {
    const res = await fetch(`${t.url}/openapi.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const json = (await res.json()) as { openapi: string };
    expect(json).toEqual(parse(committed('generated/openapi.yaml').toString('utf8')));
    expect(json.openapi).toMatch(/^3\.0\./);
  });

  it('needs no API key: answers 200 without one and ignores an invalid one', async () => {
    for (const path of ['/docs', '/openapi.yaml', '/openapi.json', '/openapi.3.1.yaml', '/docs/reference.js']) {
      expect((await fetch(t.url + path)).status, path).toBe(200);
      expect((await fetch(t.url + path, { headers: { Authorization: 'Bearer not-a-key' } })).status, path).toBe(200);
    }
    // ... while the API itself still requires one.
    expect((await t.request('GET', '/v1/status')).status).toBe(401);
  });

  it('is outside the /v1 rate limit', async () => {
    const { apiKey } = await t.createOrg({ plan: 'free' });
    const statuses = new Set<number>();
    // The Free plan allows 20 requests a minute; the documents are not counted at all.
    for (let i = 0; i < 40; i++) {
      const res = await fetch(`${t.url}/openapi.json`, { headers: { Authorization: `Bearer ${apiKey}` } });
      statuses.add(res.status);
      expect(res.headers.get('x-ratelimit-limit')).toBeNull();
      await res.arrayBuffer();
    }
    expect([...statuses]).toEqual([200]);
    expect((await t.request('GET', '/v1/status', { apiKey })).headers.get('x-ratelimit-remaining')).toBe('19');
  });

  it('carries X-Request-Id, CORS, nosniff and a Cache-Control on every file', async () => {
    const cases = [
      { path: '/docs', cache: 'public, no-cache' },
      { path: '/docs/redoc.standalone.js', cache: 'public, max-age=3600' },
      { path: '/openapi.yaml', cache: 'public, no-cache' },
      { path: '/openapi.json', cache: 'public, no-cache' },
      { path: '/openapi.3.1.yaml', cache: 'public, no-cache' },
    ];
    for (const { path, cache } of cases) {
      const res = await fetch(t.url + path);
      expect(res.headers.get('x-request-id'), path).toMatch(/^req_[0-9A-Z]{26}$/);
      expect(res.headers.get('cache-control'), path).toBe(cache);
      expect(res.headers.get('etag'), path).toMatch(/^"[\w-]+"$/);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('access-control-allow-origin'), path).toBe('*');
      await res.arrayBuffer();
    }
  });
});

describe('the reference at /docs', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(async () => {
    await t.stop();
  });

  it('serves generated/docs/index.html with a Content-Security-Policy that allows only this server', async () => {
    for (const path of ['/docs', '/docs/', '/docs/index.html']) {
      const res = await fetch(t.url + path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type'), path).toBe('text/html; charset=utf-8');
      expect(res.headers.get('content-security-policy'), path).toBe(DOCS_CSP);
      expect(res.headers.get('referrer-policy'), path).toBe('no-referrer');
      expect(await res.text(), path).toBe(committed('generated/docs/index.html').toString('utf8'));
    }
    const directives = new Map(DOCS_CSP.split('; ').map((d) => [d.split(' ')[0]!, d.split(' ').slice(1)] as const));
    expect(directives.get('default-src')).toEqual(["'none'"]);
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('connect-src')).toEqual(["'self'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    // No directive names another host.
    expect(DOCS_CSP).not.toMatch(/https?:|\*/);
  });

  it('serves its assets under /docs/ with their types, the bundle as copied by npm run docs', async () => {
    const js = await fetch(`${t.url}/docs/redoc.standalone.js`);
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(Buffer.from(await js.arrayBuffer()).equals(committed('generated/docs/redoc.standalone.js'))).toBe(true);
    const css = await fetch(`${t.url}/docs/reference.css`);
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    const licence = await fetch(`${t.url}/docs/redoc.LICENSE.txt`);
    expect(licence.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await licence.text()).toMatch(/MIT License/);
  });

  it('sends the bundle gzipped to clients that accept it, and answers 304 to a matching If-None-Match', async () => {
    const gzipped = await getRaw(`${t.url}/docs/redoc.standalone.js`, { 'Accept-Encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toMatch(/Accept-Encoding/);
    expect(gunzipSync(gzipped.body).equals(committed('generated/docs/redoc.standalone.js'))).toBe(true);

    const plain = await getRaw(`${t.url}/docs/redoc.standalone.js`, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gzipped.body.length).toBeLessThan(plain.body.length / 2);
    expect(plain.headers.etag).not.toBe(gzipped.headers.etag);

    const again = await getRaw(`${t.url}/docs/redoc.standalone.js`, { 'If-None-Match': String(plain.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers['x-request-id']).toMatch(/^req_/);
  });

  it('answers an unknown file under /docs with 404 in the error envelope', async () => {
    for (const path of ['/docs/nope.js', '/docs/..%2Fopenapi.yaml', '/docs/a/b', '/docs/redoc.standalone.js.map']) {
      const res = await t.request('GET', path);
      expect(res.status, path).toBe(404);
      expect(res.body.error.code, path).toBe('not_found');
      expect(res.body.error.requestId, path).toBe(res.headers.get('x-request-id'));
    }
  });

  it('answers other methods with 405 and Allow', async () => {
    const res = await t.request('POST', '/docs', { json: {} });
    expect(res.status).toBe(405);
    expect(res.body.error.code).toBe('method_not_allowed');
    expect(res.headers.get('allow')).toMatch(/GET/);
  });
});

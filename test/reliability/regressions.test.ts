// Defects the reliability suite found (issue 9), each pinned by the smallest request that showed it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeEngine, upload } from '../batch/helpers.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

let t: TestServer;
let apiKey: string;

beforeAll(async () => {
  t = await startTestServer({ engine: fakeEngine() });
  apiKey = (await t.createOrg({ plan: 'enterprise' })).apiKey;
});
afterAll(() => t?.stop());

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('request bodies nested deeper than the JSON nesting limit', () => {
  // Was: 500 internal_error, "Maximum call stack size exceeded" in the cache key's canonical JSON
  // (server/verifications/result-cache-key.ts) and in the batch context key check (server/batch/input/validate-rows.ts).
  it.each([
    ['/v1/verify', `{"content":"1 + 1 = 2","methods":{"semantic":1},"context":{"evidence":${nested(200_000)}}}`],
    ['/v1/verify', `{"content":"1 + 1 = 2","methods":{"semantic":1},"context":{"a":${'{"b":'.repeat(100_000)}1${'}'.repeat(100_000)}}}`],
    ['/v1/batch', `{"items":[{"content":"x"}],"methods":{"semantic":1},"context":{"a":${nested(200_000)}}}`],
    ['/v1/batch', `{"items":[{"content":"x","context":{"a":${nested(200_000)}}}],"methods":{"semantic":1}}`],
  ])('answers 400 validation_error on POST %s, not 500', async (path, body) => {
    const res = await t.request('POST', path, { apiKey, body, headers: { 'Content-Type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'validation_error', details: [{ field: 'body', message: 'is nested more than 64 levels deep' }] });
  });

  it('still accepts a context nested up to the limit', async () => {
    // The body object is level 1 and context level 2: 62 more levels inside it make 64.
    const body = `{"content":"1 + 1 = 2","methods":{"semantic":1},"context":{"a":${nested(62)}}}`;
    const res = await t.request('POST', '/v1/verify', { apiKey, body, headers: { 'Content-Type': 'application/json' } });
    expect(res.status).toBe(200);
  });
});

describe('malformed percent-encoding in a path parameter', () => {
  // Was: 500 internal_error, URIError "URI malformed" from openapi-backend's path parameter decoding.
  it.each(['/v1/batch/%E0%A4%A', '/v1/verify/%C0', '/v1/batch/%ED%A0%80/results'])('answers 400 validation_error for GET %s', async (path) => {
    const res = await t.request('GET', path, { apiKey });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'validation_error', details: [{ field: 'path', message: 'is not valid percent-encoding' }] });
  });

  it('answers 400 for a cancel with a malformed escape too', async () => {
    const res = await t.request('POST', '/v1/batch/%E0%A4%A/cancel', { apiKey });
    expect(res.status).toBe(400);
  });
});

describe('the contract check of the test helper', () => {
  // Was: the helper read `error.requestId` of the upload parse-failure body, whose `error` is a
  // string, and refused a documented response (tests had to opt out with `unchecked`).
  it('accepts the upload parse-failure body, whose requestId sits beside its string error', async () => {
    const res = await upload(t, apiKey, 'broken.csv', 'content\n"never closed\n');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: expect.stringContaining('never closed'), requestId: res.headers.get('x-request-id') });
  });

  it('after all of these, nothing was logged as an internal error', () => {
    expect(t.logs.filter((line) => Number(line.level) >= 50)).toEqual([]);
  });
});

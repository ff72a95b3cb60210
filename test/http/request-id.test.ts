import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.js';

let t: TestServer;
let apiKey: string;
beforeAll(async () => {
  t = await startTestServer();
  apiKey = (await t.createOrg()).apiKey;
});
afterAll(() => t.stop());

describe('X-Request-Id', () => {
  it('is on every response and unique per request', async () => {
    const responses = await Promise.all([
      ...Array.from({ length: 20 }, () => t.request('GET', '/v1/status', { apiKey })),
      ...Array.from({ length: 10 }, () => t.request('GET', '/v1/status')),
      ...Array.from({ length: 10 }, () => t.request('GET', '/nowhere')),
    ]);
    const ids = responses.map((r) => r.headers.get('x-request-id'));
    expect(ids.every((id) => typeof id === 'string' && /^req_[0-9A-Z]{26}$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('is echoed as requestId in error bodies', async () => {
    const res = await t.request('POST', '/v1/verify', { apiKey, json: {} });
    expect(res.status).toBe(400);
    expect(res.body.error.requestId).toBe(res.headers.get('x-request-id'));
  });

  it('is never taken from the client, so it stays unique', async () => {
    const res = await t.request('GET', '/v1/status', { apiKey, headers: { 'X-Request-Id': 'client-chosen-id' } });
    expect(res.headers.get('x-request-id')).not.toBe('client-chosen-id');
    const line = t.logs.find((l) => l.requestId === res.headers.get('x-request-id'));
    expect(line?.clientRequestId).toBe('client-chosen-id');
  });
});

import { describe, expect, it } from 'vitest';
import { VERSION } from '../../sdk/src/index.js';
import { batchRecord, clientFor, completedVerification, envelope, fakeApi } from './fake-fetch.js';

const verifyBody = { content: 'Water boils at 100 °C at sea level.', methods: { semantic: 1 } };

describe('request headers', () => {
  it('sends the API key as a bearer token, JSON content type and the SDK user agent', async () => {
    const api = fakeApi().reply(200, completedVerification);
    await clientFor(api).verify.create(verifyBody);
    const sent = api.requests[0]!;
    expect(sent.method).toBe('POST');
    expect(sent.url.pathname).toBe('/v1/verify');
    expect(sent.headers.get('authorization')).toBe('Bearer vrt_live_test');
    expect(sent.headers.get('content-type')).toBe('application/json');
    expect(sent.headers.get('accept')).toBe('application/json');
    expect(sent.headers.get('user-agent')).toBe(`verity-sdk-node/${VERSION}`);
    expect(JSON.parse(sent.text)).toEqual(verifyBody);
  });

  it('adds a verity-sdk-<uuid> Idempotency-Key to every POST', async () => {
    const api = fakeApi()
      .reply(200, completedVerification)
      .reply(202, { id: 'bat_01', status: 'processing', totalItems: 1, message: 'ok' })
      .reply(200, { id: 'bat_01', status: 'cancelled', message: 'ok' });
    const client = clientFor(api);
    await client.verify.create(verifyBody);
    await client.batches.create({ items: [{ content: 'a' }], methods: { semantic: 1 } });
    await client.batches.cancel('bat_01');
    for (const request of api.requests) {
      expect(request.headers.get('idempotency-key')).toMatch(/^verity-sdk-[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
  });

  it('reuses the Idempotency-Key across the retries of one call', async () => {
    const api = fakeApi()
      .reply(503, envelope('service_unavailable', 'restarting'), { 'Retry-After': '0' })
      .reply(429, envelope('rate_limited', 'slow down', { retryAfter: 0 }), { 'Retry-After': '0' })
      .reply(200, completedVerification);
    await clientFor(api).verify.create(verifyBody);
    const keys = api.requests.map((r) => r.headers.get('idempotency-key'));
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(new Set(api.requests.map((r) => r.text)).size).toBe(1);
  });

  it('uses a distinct Idempotency-Key for each call', async () => {
    const api = fakeApi().reply(200, completedVerification).reply(200, completedVerification);
    const client = clientFor(api);
    await client.verify.create(verifyBody);
    await client.verify.create(verifyBody);
    const [first, second] = api.requests.map((r) => r.headers.get('idempotency-key'));
    expect(first).not.toBe(second);
  });

  it('sends the caller own Idempotency-Key when given one', async () => {
    const api = fakeApi().reply(200, completedVerification);
    await clientFor(api).verify.create(verifyBody, { idempotencyKey: 'order-42-claim-1' });
    expect(api.requests[0]?.headers.get('idempotency-key')).toBe('order-42-claim-1');
  });

  it('sends no Idempotency-Key and no Content-Type on GETs', async () => {
    const api = fakeApi().reply(200, batchRecord());
    await clientFor(api).batches.get('bat_01');
    expect(api.requests[0]?.headers.has('idempotency-key')).toBe(false);
    expect(api.requests[0]?.headers.has('content-type')).toBe(false);
    expect(api.requests[0]?.text).toBe('');
  });

  it('merges default headers and per-call headers, the per-call ones winning', async () => {
    const api = fakeApi().reply(200, { status: 'ok' });
    const client = clientFor(api, { defaultHeaders: { 'X-Team': 'claims', 'X-Trace': 'default' } });
    await client.status({ headers: { 'X-Trace': 'call' } });
    expect(api.requests[0]?.headers.get('x-team')).toBe('claims');
    expect(api.requests[0]?.headers.get('x-trace')).toBe('call');
  });

  it('sends the same transport through the raw openapi-fetch client, with a fresh key per call', async () => {
    const api = fakeApi().reply(200, completedVerification).reply(200, completedVerification);
    const client = clientFor(api);
    const { data, response } = await client.api.POST('/v1/verify', { body: verifyBody });
    await client.api.POST('/v1/verify', { body: verifyBody });
    expect(response.status).toBe(200);
    expect(data?.id).toBe('ver_01');
    expect(api.requests[0]?.headers.get('authorization')).toBe('Bearer vrt_live_test');
    expect(api.requests[0]?.headers.get('idempotency-key')).not.toBe(api.requests[1]?.headers.get('idempotency-key'));
  });
});

import { describe, expect, it } from 'vitest';
import { batchRecord, clientFor, completedVerification, fakeApi } from './fake-fetch.js';

// Each resource method sends the contract's method, path and body, and returns the parsed body.
describe('resource methods', () => {
  it('verify.create posts the body to /v1/verify and returns the verification', async () => {
    const api = fakeApi().reply(200, completedVerification);
    const body = {
      content: 'The Eiffel Tower is in Paris.',
      methods: { semantic: 1, reasoning: 0.5 },
      options: { useCache: false },
      context: { domain: 'geography', evidence: ['Paris is the capital of France.'] },
      metadata: { ticket: 'T-1' },
    };
    const result = await clientFor(api).verify.create(body);
    expect(result).toEqual(completedVerification);
    expect(api.requests[0]).toMatchObject({ method: 'POST' });
    expect(api.requests[0]?.url.href).toBe('http://verity.test/v1/verify');
    expect(JSON.parse(api.requests[0]!.text)).toEqual(body);
  });

  it('verify.create returns the pending record of a webhook request (202)', async () => {
    const pending = { id: 'ver_02', status: 'pending', content: 'x', createdAt: '2026-11-21T20:42:00.000Z' };
    const api = fakeApi().reply(202, pending);
    const result = await clientFor(api).verify.create({ content: 'x', methods: { semantic: 1 }, webhookUrl: 'https://hooks.example.com/verity' });
    expect(result.status).toBe('pending');
  });

  it('verify.get reads /v1/verify/{id}', async () => {
    const api = fakeApi().reply(200, completedVerification);
    await clientFor(api).verify.get('ver_01');
    expect(api.requests[0]).toMatchObject({ method: 'GET' });
    expect(api.requests[0]?.url.pathname).toBe('/v1/verify/ver_01');
  });

  it('batches.create posts inline items or a fileId to /v1/batch', async () => {
    const accepted = { id: 'bat_01', status: 'processing', totalItems: 2, message: 'Batch accepted' };
    const api = fakeApi().reply(202, accepted).reply(202, accepted);
    const client = clientFor(api);
    const inline = { items: [{ content: 'a', context: { row: 1 } }, { content: 'b', idempotencyKey: 'b-1' }], methods: { semantic: 1 }, name: 'Two claims' };
    expect(await client.batches.create(inline)).toEqual(accepted);
    await client.batches.create({ fileId: '8b0f2c1e-3a4d-4e5f-9a6b-7c8d9e0f1a2b', methods: { tool: 1 } });
    expect(api.requests.map((r) => `${r.method} ${r.url.pathname}`)).toEqual(['POST /v1/batch', 'POST /v1/batch']);
    expect(JSON.parse(api.requests[0]!.text)).toEqual(inline);
    expect(JSON.parse(api.requests[1]!.text)).toEqual({ fileId: '8b0f2c1e-3a4d-4e5f-9a6b-7c8d9e0f1a2b', methods: { tool: 1 } });
  });

  it('batches.get reads /v1/batch/{id}', async () => {
    const api = fakeApi().reply(200, batchRecord());
    const batch = await clientFor(api).batches.get('bat_01');
    expect(batch.id).toBe('bat_01');
    expect(api.requests[0]?.url.pathname).toBe('/v1/batch/bat_01');
  });

  it('batches.cancel posts to /v1/batch/{id}/cancel without a body', async () => {
    const api = fakeApi().reply(200, { id: 'bat_01', status: 'cancelled', message: 'Batch cancelled; 2 items skipped' });
    const cancelled = await clientFor(api).batches.cancel('bat_01');
    expect(cancelled.status).toBe('cancelled');
    expect(api.requests[0]).toMatchObject({ method: 'POST', text: '' });
    expect(api.requests[0]?.url.pathname).toBe('/v1/batch/bat_01/cancel');
  });

  it('status reads /v1/status', async () => {
    const api = fakeApi().reply(200, { status: 'ok', apiVersion: 'v1' });
    const status = await clientFor(api).status();
    expect(status.status).toBe('ok');
    expect(api.requests[0]?.url.pathname).toBe('/v1/status');
  });

  it('escapes path ids', async () => {
    const api = fakeApi().reply(404, { error: { code: 'not_found', message: 'x', requestId: 'r' } });
    await clientFor(api).verify.get('ver/../x').catch(() => undefined);
    expect(api.requests[0]?.url.pathname).toBe('/v1/verify/ver%2F..%2Fx');
  });
});

// client.status() against the real server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSdkServer, type SdkServer } from './helpers.js';

let t: SdkServer;
beforeAll(async () => {
  t = await startSdkServer({ env: { WORKER_CONCURRENCY: '2' } });
});
afterAll(() => t.stop());

describe('client.status', () => {
  it("answers the service status with the caller's organization", async () => {
    const { organization, apiKey } = await t.createOrg({ name: 'Acme', plan: 'enterprise' });
    const status = await t.client(apiKey).status();
    expect(status).toMatchObject({ status: 'ok', apiVersion: 'v1', database: { status: 'ok' }, organization: { id: organization.id, name: 'Acme', plan: 'enterprise' } });
    // No VERITY_PROVIDERS: the offline engine, no upstream providers.
    expect(status.providers).toEqual([]);
    expect(status.workers.size).toBe(2);
    expect(t.seen.at(-1)!.requestHeaders.get('user-agent')).toMatch(/^verity-sdk-node\//);
    expect(t.seen.at(-1)!.requestHeaders.has('idempotency-key')).toBe(false);
  });
});

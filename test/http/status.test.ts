import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../server/clock.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

// A stopped clock: uptime and time are what the clock says, not whatever the machine took.
const clock = createManualClock('2026-03-01T08:00:00.000Z');
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ clock });
});
afterAll(() => t.stop());

describe('GET /v1/status', () => {
  it("reports version, uptime, database, queue, workers, providers and the caller's organization", async () => {
    const { organization, apiKey } = await t.createOrg({ name: 'Acme', plan: 'enterprise' });
    const res = await t.request('GET', '/v1/status', { apiKey });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'ok',
      version: '0.1.0',
      apiVersion: 'v1',
      database: { status: 'ok' },
      queue: { queued: 0, processing: 0 },
      workers: { size: t.config.workerConcurrency, busy: 0 },
      providers: [],
      organization: { id: organization.id, name: 'Acme', plan: 'enterprise', escalation: 'auto' },
    });
    expect(res.body.uptimeSeconds).toBe(0);
    expect(res.body.time).toBe('2026-03-01T08:00:00.000Z');
    clock.advance(90_500);
    const later = await t.request('GET', '/v1/status', { apiKey });
    expect(later.body).toMatchObject({ uptimeSeconds: 90, time: '2026-03-01T08:01:30.500Z' });
  });

  it('shows only the caller organization, never another one', async () => {
    const a = await t.createOrg({ name: 'Org A' });
    const b = await t.createOrg({ name: 'Org B' });
    const res = await t.request('GET', '/v1/status', { apiKey: b.apiKey });
    expect(res.body.organization.id).toBe(b.organization.id);
    expect(res.text).not.toContain(a.organization.id);
    expect(res.text).not.toContain('Org A');
  });
});

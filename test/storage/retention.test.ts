// Retention (issue 16; README "Data retention"): the purge-old-records job deletes finished
// verifications (escalations included) and webhook events older than RETENTION_DAYS, by the
// injected clock. The clock here is stopped and moved by hand, so no boundary depends on timing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../server/clock.js';
import { housekeepingTasks, purgeOldRecords } from '../../server/housekeeping.js';
import { createDatabaseOutbox, listWebhookEventsFor } from '../../server/storage/webhook-events.js';
import { BACKENDS } from '../helpers/database.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

const T0 = new Date('2026-01-15T12:00:00.000Z');
const DAY = 24 * 60 * 60_000;

describe('retention', () => {
  it('defaults to 90 days', async () => {
    const { loadConfig } = await import('../../server/config.js');
    expect(loadConfig({}, { createFolders: false }).retentionDays).toBe(90);
  });
});

describe.each(BACKENDS)('%s', (backend) => {
  const clock = createManualClock(T0.toISOString());
  let t: TestServer;
  let apiKey: string;
  beforeAll(async () => {
    t = await startTestServer({ backend, clock, env: { RETENTION_DAYS: '30' } });
    apiKey = (await t.createOrg()).apiKey;
  });
  afterAll(() => t.stop());

  async function verify(content: string): Promise<string> {
    const res = await t.request('POST', '/v1/verify', { apiKey, json: { content, methods: { semantic: 1, reasoning: 1 }, options: { useCache: false } } });
    expect(res.status).toBe(200);
    return res.body.id;
  }

  const status = async (id: string) => (await t.request('GET', `/v1/verify/${id}`, { apiKey })).status;

  function event(id: string, subjectId: string) {
    return { id, type: 'verification.completed' as const, url: 'http://127.0.0.1:9/hook', payload: `{"id":"${id}"}`, subjectId, createdAt: clock.now() };
  }

  describe('retention', () => {
    it('purges finished verifications (with their escalations) and delivered or failed events once RETENTION_DAYS have passed, by the injected clock', async () => {
      const orgId = (await t.createOrg()).organization.id;
      const outbox = createDatabaseOutbox(t.database.db);
      clock.set(T0.toISOString());
      const old = await verify('17 * 23 = 391');
      const escalated = await verify('The meeting went well.');
      expect((await t.request('GET', `/v1/verify/${escalated}`, { apiKey })).body.status).toBe('escalated');
      await outbox.enqueue({ ...event('evt_old_delivered', old), organizationId: orgId });
      await outbox.enqueue({ ...event('evt_old_pending', escalated), organizationId: orgId });
      const [claimed] = await outbox.claimDue(clock.now(), 1, new Date(T0.getTime() + 60_000));
      expect(claimed?.id).toBe('evt_old_delivered');
      await outbox.markDelivered('evt_old_delivered', 1, clock.now(), 200);

      clock.set(new Date(T0.getTime() + 10 * DAY).toISOString());
      const recent = await verify('2 + 2 = 4');

      // Exactly 30 days old is still kept; the first millisecond past goes.
      clock.set(new Date(T0.getTime() + 30 * DAY).toISOString());
      expect(await purgeOldRecords(t.parts)).toEqual({ verifications: 0, webhookEvents: 0 });
      expect(await status(old)).toBe(200);

      clock.set(new Date(T0.getTime() + 30 * DAY + 1).toISOString());
      expect(await purgeOldRecords(t.parts)).toEqual({ verifications: 2, webhookEvents: 1 });
      expect(await status(old)).toBe(404);
      expect(await status(escalated)).toBe(404);
      expect(await status(recent)).toBe(200);
      expect(await listWebhookEventsFor(t.database.db, old)).toEqual([]);
      // An event still waiting for delivery stays until it is done, however old.
      expect((await listWebhookEventsFor(t.database.db, escalated)).map((e) => e.id)).toEqual(['evt_old_pending']);
      expect(t.logs.some((l) => l.msg === 'purged records past retention' && l.verifications === 2)).toBe(true);
    });

    it('is one of the housekeeping tasks the job runner runs, hourly', () => {
      const tasks = housekeepingTasks({ ...t.parts, outbox: { enqueue: async () => undefined }, pollIntervalMs: 1_000 });
      expect(tasks.find((task) => task.name === 'purge-old-records')?.intervalMs).toBe(60 * 60_000);
    });
  });
});

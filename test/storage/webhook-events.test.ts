// The database outbox must behave like test/webhooks/memory-outbox.ts (the reference): the same
// calls run against it on each back end and against the reference, and must give the same answers.
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabaseOutbox, listWebhookEventsFor } from '../../server/storage/webhook-events.js';
import type { WebhookOutbox } from '../../server/storage/outbox.js';
import { BACKENDS, openTestDatabase, type Backend, type TestDatabase } from '../helpers/database.js';
import { createMemoryOutbox } from '../webhooks/memory-outbox.js';

const T0 = new Date('2026-01-15T12:00:00.000Z');
const at = (ms: number): Date => new Date(T0.getTime() + ms);

const opened: TestDatabase[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((d) => d.close()));
});

async function setup(kind: Backend | 'memory'): Promise<{ outbox: WebhookOutbox; orgId: string; secret: string; t?: TestDatabase }> {
  const t = await openTestDatabase({ backend: kind === 'memory' ? 'sqlite' : kind, start: T0.toISOString() });
  opened.push(t);
  const { organization } = await t.createOrg();
  if (kind !== 'memory') return { outbox: createDatabaseOutbox(t.db), orgId: organization.id, secret: organization.webhookSecret, t };
  return { outbox: createMemoryOutbox({ [organization.id]: organization.webhookSecret }), orgId: organization.id, secret: organization.webhookSecret };
}

function event(orgId: string, id: string, subjectId: string, createdAt: Date, type: 'verification.completed' | 'verification.escalated' = 'verification.completed') {
  return { id, organizationId: orgId, type, url: 'http://127.0.0.1:9/hook', payload: `{"id":"${id}"}`, subjectId, createdAt };
}

describe.each([...BACKENDS, 'memory'] as const)('webhook outbox (%s)', (kind) => {
  it('keeps one event per subject and type, returning the existing id for a second enqueue', async () => {
    const { outbox, orgId } = await setup(kind);
    expect(await outbox.enqueue(event(orgId, 'evt_01A', 'ver_1', T0))).toEqual({ id: 'evt_01A', created: true });
    expect(await outbox.enqueue(event(orgId, 'evt_01B', 'ver_1', at(5)))).toEqual({ id: 'evt_01A', created: false });
    expect(await outbox.enqueue(event(orgId, 'evt_01C', 'ver_1', at(5), 'verification.escalated'))).toEqual({ id: 'evt_01C', created: true });
  });

  it('claims due events oldest first with the secret, counts the attempt and leases them', async () => {
    const { outbox, orgId, secret } = await setup(kind);
    await outbox.enqueue(event(orgId, 'evt_02', 'ver_2', at(10)));
    await outbox.enqueue(event(orgId, 'evt_01', 'ver_1', at(0)));
    await outbox.enqueue(event(orgId, 'evt_03', 'ver_3', at(1_000)));
    const claimed = await outbox.claimDue(at(10), 10, at(60_000));
    expect(claimed.map((c) => [c.id, c.attempt, c.secret])).toEqual([
      ['evt_01', 1, secret],
      ['evt_02', 1, secret],
    ]);
    expect((await outbox.claimDue(at(1_000), 10, at(60_000))).map((c) => c.id)).toEqual(['evt_03']);
    expect(await outbox.claimDue(at(59_999), 10, at(120_000))).toEqual([]);
    // The lease ran out (a dead worker): the event is claimed again, as attempt 2.
    expect((await outbox.claimDue(at(60_000), 1, at(120_000))).map((c) => [c.id, c.attempt])).toEqual([['evt_01', 2]]);
  });

  it('reschedules a failed attempt and then refuses outcomes of the older attempt', async () => {
    const { outbox, orgId } = await setup(kind);
    await outbox.enqueue(event(orgId, 'evt_01', 'ver_1', T0));
    await outbox.claimDue(T0, 10, at(60_000));
    expect(await outbox.markAttemptFailed('evt_01', 1, at(1), { error: 'receiver answered HTTP 500', statusCode: 500 }, at(5_000))).toBe(true);
    expect(await outbox.claimDue(at(4_999), 10, at(60_000))).toEqual([]);
    expect((await outbox.claimDue(at(5_000), 10, at(60_000))).map((c) => c.attempt)).toEqual([2]);
    expect(await outbox.markDelivered('evt_01', 1, at(5_001), 200)).toBe(false);
    expect(await outbox.markDelivered('evt_01', 2, at(5_001), 200)).toBe(true);
  });

  it('delivers, retries and gives up', async () => {
    const { outbox, orgId, t } = await setup(kind);
    await outbox.enqueue(event(orgId, 'evt_01', 'ver_1', T0));
    await outbox.enqueue(event(orgId, 'evt_02', 'ver_2', T0));
    await outbox.claimDue(T0, 10, at(60_000));
    expect(await outbox.markDelivered('evt_01', 1, at(3), 204)).toBe(true);
    expect(await outbox.markDelivered('evt_01', 1, at(4), 204)).toBe(false);
    expect(await outbox.markAttemptFailed('evt_02', 1, at(3), { error: 'timed out' }, null)).toBe(true);
    expect(await outbox.markAttemptFailed('evt_02', 1, at(3), { error: 'timed out' }, null)).toBe(false);
    expect(await outbox.claimDue(at(1e9), 10, at(2e9))).toEqual([]);
    if (t) {
      expect((await listWebhookEventsFor(t.db, 'ver_1'))[0]).toMatchObject({ status: 'delivered', lastStatusCode: 204, deliveredAt: at(3).toISOString(), nextAttemptAt: null });
      expect((await listWebhookEventsFor(t.db, 'ver_2'))[0]).toMatchObject({ status: 'failed', lastError: 'timed out', lastStatusCode: null, nextAttemptAt: null });
    }
  });

  it('gives a claim back on release, due at once for its next attempt; a recorded or released claim is not released', async () => {
    const { outbox, orgId } = await setup(kind);
    await outbox.enqueue(event(orgId, 'evt_01', 'ver_1', T0));
    await outbox.enqueue(event(orgId, 'evt_02', 'ver_2', T0));
    await outbox.claimDue(T0, 10, at(60_000));
    expect(await outbox.markDelivered('evt_02', 1, at(1), 200)).toBe(true);
    expect(await outbox.releaseClaim('evt_01', 1, at(2))).toBe(true);
    expect(await outbox.releaseClaim('evt_01', 1, at(2))).toBe(false);
    expect(await outbox.releaseClaim('evt_02', 1, at(2))).toBe(false);
    expect((await outbox.claimDue(at(2), 10, at(60_000))).map((c) => [c.id, c.attempt])).toEqual([['evt_01', 2]]);
  });

  // DECISIONS.md "Queue and crash recovery": one process per SQLite file (and per memory outbox),
  // so a claim found at start is a dead process's; on PostgreSQL it may be a live one's.
  it(
    kind === 'postgres'
      ? 'leaves claims to their leases at start, where another process may hold them'
      : 'puts every claim left unrecorded back at start, due at once, and keeps the time of a scheduled retry',
    async () => {
      const { outbox, orgId } = await setup(kind);
      await outbox.enqueue(event(orgId, 'evt_01', 'ver_1', T0));
      await outbox.enqueue(event(orgId, 'evt_02', 'ver_2', T0));
      await outbox.claimDue(T0, 10, at(60_000));
      // evt_02's attempt failed and its retry is due 5 s later; evt_01's attempt was never recorded.
      expect(await outbox.markAttemptFailed('evt_02', 1, at(1), { error: 'receiver answered HTTP 500', statusCode: 500 }, at(5_000))).toBe(true);
      const recovered = await outbox.recoverClaims(at(2));
      const due = await outbox.claimDue(at(2), 10, at(60_000));
      if (kind === 'postgres') {
        expect(recovered).toBe(0);
        expect(due).toEqual([]);
        // The claim's lease ran out: due by itself, as attempt 2.
        expect((await outbox.claimDue(at(60_000), 10, at(120_000))).map((c) => `${c.id}#${c.attempt}`).sort()).toEqual(['evt_01#2', 'evt_02#2']);
      } else {
        expect(recovered).toBe(1);
        expect(due.map((c) => [c.id, c.attempt])).toEqual([['evt_01', 2]]);
        expect(await outbox.claimDue(at(4_999), 10, at(60_000))).toEqual([]);
        expect((await outbox.claimDue(at(5_000), 10, at(60_000))).map((c) => [c.id, c.attempt])).toEqual([['evt_02', 2]]);
      }
    },
  );
});

// The one wake-up mechanism (server/queue/wake-up.ts) and the outbox that uses it
// (server/webhooks/outbox.ts), on both back ends: a consumer is woken once the transaction that
// queued its work has committed (when a poll from outside already sees the row), once per
// transaction, never for a transaction that rolled back, and at once for a write made outside one.
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { transaction, wakeUpOf } from '../../server/queue/wake-up.js';
import { listWebhookEventsFor } from '../../server/storage/webhook-events.js';
import { createOutbox } from '../../server/webhooks/outbox.js';
import { BACKENDS, openTestDatabase, type TestDatabase } from '../helpers/database.js';
import { count } from '../helpers/sql.js';

describe.each(BACKENDS)('wake-ups after commit (%s)', (backend) => {
  let t: TestDatabase;
  let orgId: string;
  /** For each wake-up: how many events a reader outside the transaction saw at that moment. */
  let seenAtWake: Array<Promise<number>>;
  const events = () => count(t.db, sql`SELECT count(*) FROM webhook_events`);
  const outbox = () => createOutbox(wakeUpOf({ notify: () => void seenAtWake.push(events()) }));
  const event = (subjectId: string) => ({
    type: 'batch.cancelled' as const,
    data: { id: subjectId } as never,
    organizationId: orgId,
    url: 'http://127.0.0.1:9/hook',
    subjectId,
    at: t.clock.now(),
  });

  beforeEach(async () => {
    t = await openTestDatabase({ backend, start: '2026-03-01T10:00:00.000Z' });
    orgId = (await t.createOrg()).organization.id;
    seenAtWake = [];
  });
  afterEach(() => t.close());

  it('wakes delivery once, after the commit, however many events the transaction enqueued', async () => {
    const box = outbox();
    await transaction(t.db, async (tx) => {
      await box.enqueue(tx, event('bat_1'));
      await box.enqueue(tx, event('bat_2'));
      expect(seenAtWake).toHaveLength(0);
    });
    expect(seenAtWake).toHaveLength(1);
    expect(await seenAtWake[0]).toBe(2);
    const [stored] = await listWebhookEventsFor(t.db, 'bat_1');
    expect(JSON.parse(stored!.payload)).toMatchObject({ id: stored!.id, type: 'batch.cancelled', data: { id: 'bat_1' } });
  });

  it('wakes nobody when the transaction rolls back', async () => {
    const box = outbox();
    await expect(
      transaction(t.db, async (tx) => {
        await box.enqueue(tx, event('bat_1'));
        throw new Error('changed our mind');
      }),
    ).rejects.toThrow('changed our mind');
    expect(seenAtWake).toHaveLength(0);
    expect(await events()).toBe(0);
  });

  it('a nested transaction wakes after the outer commit', async () => {
    const box = outbox();
    await transaction(t.db, async (tx) => {
      await transaction(tx, (inner) => box.enqueue(inner, event('bat_1')));
      expect(seenAtWake).toHaveLength(0);
    });
    expect(seenAtWake).toHaveLength(1);
    expect(await seenAtWake[0]).toBe(1);
  });

  it('a write on the database itself has committed when it returns: the wake-up is immediate', async () => {
    await outbox().enqueue(t.db, event('bat_1'));
    expect(seenAtWake).toHaveLength(1);
    expect(await seenAtWake[0]).toBe(1);
  });
});

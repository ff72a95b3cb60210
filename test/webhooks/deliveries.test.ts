// Webhook deliveries, the job source (server/webhooks/deliveries.ts): driven by hand (claim, then
// run the jobs, as one claim of the runner does) for the retry schedule, signing and the address
// rules, and in the job runner for waking, polling, stopping, several claimed at once and recovery.
import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it } from 'vitest';
import { createManualClock, systemClock, type Clock } from '../../server/clock.js';
import { createJobRunner, type JobRunner, type JobSource } from '../../server/queue/job-runner.js';
import type { WebhookOutbox } from '../../server/storage/outbox.js';
import { createDatabaseOutbox, listWebhookEventsFor } from '../../server/storage/webhook-events.js';
import { createDeliverySource, type DeliveryOptions } from '../../server/webhooks/deliveries.js';
import type { DeliveryResult } from '../../server/webhooks/deliver.js';
import { buildEvent } from '../../server/webhooks/events.js';
import { createWebhookSecret } from '../../server/webhooks/signing.js';
import { BACKENDS, openTestDatabase, type TestDatabase } from '../helpers/database.js';
import { waitFor as eventually } from '../helpers/wait.js';
import { createMemoryOutbox, type MemoryOutbox } from './memory-outbox.js';
import { startReceiver, type Receiver } from './receiver.js';

const ORG = 'org_01TEST';
const secret = createWebhookSecret();
const noJitter = (): number => 0.5;
const short = { delaysMs: [0, 1_000, 2_000], jitter: 0 };

const receivers: Receiver[] = [];
const runners: JobRunner[] = [];
const databases: TestDatabase[] = [];
afterEach(async () => {
  await Promise.all(runners.splice(0).map((r) => r.stop()));
  await Promise.all(receivers.splice(0).map((r) => r.close()));
  await Promise.all(databases.splice(0).map((d) => d.close()));
});
async function receiver(...args: Parameters<typeof startReceiver>): Promise<Receiver> {
  const r = await startReceiver(...args);
  receivers.push(r);
  return r;
}
function deliveries(options: Omit<DeliveryOptions, 'allowPrivate'> & { allowPrivate?: boolean }): JobSource & { clock: Clock } {
  return { ...createDeliverySource({ allowPrivate: true, random: noJitter, ...options }), clock: options.clock };
}

/** What one claim of the job runner does with the source when its slots are free: claim, run the jobs; returns how many. */
async function runOnce(source: JobSource & { clock: Clock }): Promise<number> {
  const now = source.clock.now();
  const jobs = await source.claim(now, new Date(now.getTime() + source.leaseMs!), source.slots!);
  await Promise.all(jobs.map((job) => job.run()));
  return jobs.length;
}

/** The app's job runner over the delivery source alone. */
function runner(source: JobSource, clock: Clock, pollIntervalMs = 60_000): JobRunner {
  const r = createJobRunner({ sources: [source], concurrency: 1, clock, pollIntervalMs, leaseMs: 60_000 });
  runners.push(r);
  return r;
}

async function enqueue(outbox: WebhookOutbox, url: string, createdAt: Date, id = 'evt_01A', subjectId = 'ver_01A'): Promise<string> {
  const event = buildEvent('verification.completed', { id: subjectId } as never, id, createdAt);
  return (await outbox.enqueue({ id, organizationId: ORG, type: event.type, url, payload: JSON.stringify(event), subjectId, createdAt })).id;
}

function verify(headers: Record<string, string | string[] | undefined>, body: string): unknown {
  return new Webhook(secret).verify(body, {
    'webhook-id': String(headers['webhook-id']),
    'webhook-timestamp': String(headers['webhook-timestamp']),
    'webhook-signature': String(headers['webhook-signature']),
  });
}

async function waitFor(condition: () => boolean, ms = 3_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 5));
  }
}

describe('buildEvent', () => {
  it('builds the contract payload {id, type, createdAt, data}', () => {
    const event = buildEvent('batch.cancelled', { id: 'bat_1' } as never, 'evt_01B', new Date('2026-01-15T12:00:00Z'));
    expect(event).toEqual({ id: 'evt_01B', type: 'batch.cancelled', createdAt: '2026-01-15T12:00:00.000Z', data: { id: 'bat_1' } });
  });

  it('refuses an id that is not an event id', () => {
    expect(() => buildEvent('batch.completed', {} as never, 'ver_1', new Date())).toThrow(TypeError);
  });
});

describe('webhook deliveries', () => {
  it('delivers once to a receiver that fails twice then succeeds, under the same webhook-id each time', async () => {
    const r = await receiver((_req, i) => ({ status: i < 2 ? 500 : 204 }));
    const clock = createManualClock(new Date());
    const outbox = createMemoryOutbox({ [ORG]: secret });
    const id = await enqueue(outbox, `${r.origin}/hook`, clock.now());
    const d = deliveries({ outbox, clock, schedule: short });

    expect(await runOnce(d)).toBe(1);
    expect(outbox.rows.get(id)).toMatchObject({ status: 'pending', attemptCount: 1, lastStatusCode: 500 });
    expect(await runOnce(d)).toBe(0); // the retry is not due yet
    clock.advance(1_000);
    expect(await runOnce(d)).toBe(1);
    clock.advance(1_999);
    expect(await runOnce(d)).toBe(0);
    clock.advance(1);
    expect(await runOnce(d)).toBe(1);
    clock.advance(60_000);
    expect(await runOnce(d)).toBe(0);

    expect(r.requests).toHaveLength(3);
    expect(r.requests.map((q) => q.headers['webhook-id'])).toEqual([id, id, id]);
    expect(new Set(r.requests.map((q) => q.body)).size).toBe(1);
    for (const q of r.requests) expect(verify(q.headers, q.body)).toMatchObject({ id, type: 'verification.completed' });
    expect(outbox.rows.get(id)).toMatchObject({ status: 'delivered', attemptCount: 3, lastStatusCode: 204, nextAttemptAt: null });
  });

  it('signs each attempt with the time of that attempt', async () => {
    const r = await receiver((_req, i) => ({ status: i === 0 ? 503 : 200 }));
    const clock = createManualClock(new Date(Math.floor(Date.now() / 1000) * 1000));
    const outbox = createMemoryOutbox({ [ORG]: secret });
    await enqueue(outbox, r.origin, clock.now());
    const d = deliveries({ outbox, clock, schedule: short });
    const first = clock.now().getTime() / 1000;
    await runOnce(d);
    clock.advance(1_000);
    await runOnce(d);
    expect(r.requests.map((q) => Number(q.headers['webhook-timestamp']))).toEqual([first, first + 1]);
  });

  it('follows the DECISIONS.md schedule: the second attempt 5 s and the third 5 min after a failure', async () => {
    const clock = createManualClock();
    const outbox = createMemoryOutbox({ [ORG]: secret });
    const id = await enqueue(outbox, 'https://hooks.example.com/', clock.now());
    const deliver = async (): Promise<DeliveryResult> => ({ ok: false, error: 'receiver answered HTTP 500', status: 500, durationMs: 1 });
    const d = deliveries({ outbox, clock, deliver });

    await runOnce(d);
    expect(outbox.rows.get(id)!.nextAttemptAt).toBe('2026-01-15T12:00:05.000Z');
    clock.set('2026-01-15T12:00:05.000Z');
    await runOnce(d);
    expect(outbox.rows.get(id)!.nextAttemptAt).toBe('2026-01-15T12:05:05.000Z');
  });

  it('gives up after the 7th attempt and records the last error', async () => {
    const clock = createManualClock();
    const outbox = createMemoryOutbox({ [ORG]: secret });
    const id = await enqueue(outbox, 'https://hooks.example.com/', clock.now());
    const urls: string[] = [];
    let n = 0;
    const deliver = async (req: { url: string }): Promise<DeliveryResult> => {
      urls.push(req.url);
      n += 1;
      return n < 7 ? { ok: false, status: 502, error: 'receiver answered HTTP 502', durationMs: 1 } : { ok: false, error: 'timed out after 15000 ms', durationMs: 15_000 };
    };
    const d = deliveries({ outbox, clock, deliver });

    for (let attempt = 1; attempt <= 7; attempt += 1) {
      expect(await runOnce(d)).toBe(1);
      clock.advance(13 * 3_600_000); // past the longest delay with the most jitter
    }
    expect(await runOnce(d)).toBe(0);
    expect(urls).toHaveLength(7);
    expect(outbox.rows.get(id)).toMatchObject({
      status: 'failed',
      attemptCount: 7,
      lastError: 'timed out after 15000 ms',
      lastStatusCode: null,
      nextAttemptAt: null,
      deliveredAt: null,
    });
  });

  it('gives up against a real receiver and keeps its last answer', async () => {
    const r = await receiver(() => ({ status: 500 }));
    const clock = createManualClock(new Date());
    const outbox = createMemoryOutbox({ [ORG]: secret });
    const id = await enqueue(outbox, r.origin, clock.now());
    const d = deliveries({ outbox, clock, schedule: short });
    for (let i = 0; i < 5; i += 1) {
      await runOnce(d);
      clock.advance(2_000);
    }
    expect(r.requests).toHaveLength(3);
    expect(outbox.rows.get(id)).toMatchObject({ status: 'failed', attemptCount: 3, lastError: 'receiver answered HTTP 500', lastStatusCode: 500 });
  });

  it('refuses a loopback receiver without WEBHOOK_ALLOW_PRIVATE and records why', async () => {
    const r = await receiver();
    const clock = createManualClock(new Date());
    const outbox = createMemoryOutbox({ [ORG]: secret });
    const id = await enqueue(outbox, r.origin, clock.now());
    const d = deliveries({ outbox, clock, schedule: { delaysMs: [0], jitter: 0 }, allowPrivate: false });
    await runOnce(d);
    expect(r.requests).toHaveLength(0);
    expect(outbox.rows.get(id)).toMatchObject({ status: 'failed' });
    expect(outbox.rows.get(id)!.lastError).toMatch(/^address refused: 127\.0\.0\.1 is a loopback address/);
  });

  it('never lets two workers make the same attempt at the same time', async () => {
    const r = await receiver(() => ({ status: 200, delayMs: 100 }));
    const clock = createManualClock(new Date());
    const outbox = createMemoryOutbox({ [ORG]: secret });
    await enqueue(outbox, r.origin, clock.now());
    const a = deliveries({ outbox, clock, schedule: short });
    const b = deliveries({ outbox, clock, schedule: short });

    const claimed = await Promise.all([runOnce(a), runOnce(b), runOnce(a)]);
    expect(claimed.sort()).toEqual([0, 0, 1]);
    expect(r.requests).toHaveLength(1);
  });

  it('redelivers under the same id after a worker died mid-attempt, once its lease has run out', async () => {
    const r = await receiver();
    const clock = createManualClock(new Date());
    const outbox = createMemoryOutbox({ [ORG]: secret });
    const id = await enqueue(outbox, r.origin, clock.now());
    // The first worker claims the attempt and dies before recording anything.
    const lost = await outbox.claimDue(clock.now(), 10, new Date(clock.now().getTime() + 60_000));
    expect(lost.map((e) => [e.id, e.attempt])).toEqual([[id, 1]]);

    const restarted = deliveries({ outbox, clock, schedule: short, timeoutMs: 1_000, leaseMs: 60_000 });
    clock.advance(59_999);
    expect(await runOnce(restarted)).toBe(0);
    expect(await restarted.requeueExpired(clock.now())).toBe(0);
    clock.advance(1);
    expect(await runOnce(restarted)).toBe(1);

    expect(r.requests.map((q) => q.headers['webhook-id'])).toEqual([id]);
    expect(outbox.rows.get(id)).toMatchObject({ status: 'delivered', attemptCount: 2 });
    // The dead worker's late report of attempt 1 changes nothing.
    expect(await outbox.markAttemptFailed(id, 1, clock.now(), { error: 'late' }, null)).toBe(false);
    expect(outbox.rows.get(id)).toMatchObject({ status: 'delivered', lastError: null });
  });

  it('keeps one event id when the same event is enqueued twice', async () => {
    const clock = createManualClock();
    const outbox = createMemoryOutbox({ [ORG]: secret });
    const first = await enqueue(outbox, 'https://hooks.example.com/', clock.now(), 'evt_01A', 'ver_01X');
    const again = await outbox.enqueue({
      id: 'evt_01B',
      organizationId: ORG,
      type: 'verification.completed',
      url: 'https://hooks.example.com/',
      payload: '{}',
      subjectId: 'ver_01X',
      createdAt: clock.now(),
    });
    expect(again).toEqual({ id: first, created: false });
    expect([...outbox.rows.keys()]).toEqual([first]);
  });

  it('claims at most its free slots in one claim, oldest due first', async () => {
    const clock = createManualClock();
    const outbox = createMemoryOutbox({ [ORG]: secret });
    for (let i = 0; i < 5; i += 1) {
      await enqueue(outbox, 'https://hooks.example.com/', new Date(clock.now().getTime() - (5 - i) * 1_000), `evt_0${i}`, `ver_0${i}`);
    }
    const seen: string[] = [];
    const deliver = async (req: { eventId: string }): Promise<DeliveryResult> => {
      seen.push(req.eventId);
      return { ok: true, status: 200, durationMs: 1 };
    };
    const d = deliveries({ outbox, clock, deliver, concurrency: 2 });
    expect(await runOnce(d)).toBe(2);
    expect(seen).toEqual(['evt_00', 'evt_01']);
  });

  it('states its own slots and a lease that outlasts an attempt, and makes its own spans', () => {
    const d = deliveries({ outbox: createMemoryOutbox(), clock: systemClock, timeoutMs: 15_000 });
    expect({ slots: d.slots, leaseMs: d.leaseMs, ownSpans: d.ownSpans }).toEqual({ slots: 10, leaseMs: 60_000, ownSpans: true });
  });

  it('is woken at once by notify() of the job runner instead of waiting for the next poll', async () => {
    const r = await receiver();
    const outbox = createMemoryOutbox({ [ORG]: secret });
    const jobs = runner(deliveries({ outbox, clock: systemClock }), systemClock, 60_000);
    jobs.start();
    await new Promise((resolve) => setTimeout(resolve, 20)); // the first claim finds nothing
    const id = await enqueue(outbox, r.origin, systemClock.now());
    jobs.notify();
    await waitFor(() => outbox.rows.get(id)!.status === 'delivered', 2_000);
    expect(r.requests).toHaveLength(1);
  });

  it("retries at the job runner's poll, with a short schedule", async () => {
    const r = await receiver((_req, i) => ({ status: i === 0 ? 500 : 200 }));
    const outbox = createMemoryOutbox({ [ORG]: secret });
    const id = await enqueue(outbox, r.origin, systemClock.now());
    runner(deliveries({ outbox, clock: systemClock, schedule: { delaysMs: [0, 30], jitter: 0 } }), systemClock, 10).start();
    await waitFor(() => outbox.rows.get(id)!.status === 'delivered');
    expect(r.requests.map((q) => q.headers['webhook-id'])).toEqual([id, id]);
  });

  it('waits for the attempt in flight when the job runner stops, and records it', async () => {
    const r = await receiver(() => ({ status: 200, delayMs: 150 }));
    const outbox = createMemoryOutbox({ [ORG]: secret });
    const id = await enqueue(outbox, r.origin, systemClock.now());
    const jobs = runner(deliveries({ outbox, clock: systemClock }), systemClock);
    jobs.start();
    await waitFor(() => r.requests.length === 1);
    await jobs.stop();
    expect(outbox.rows.get(id)!.status).toBe('delivered');
  });

  it('gives an attempt cut off at the stop deadline back at once, for its next attempt under the same id', async () => {
    const r = await receiver(() => ({ status: 200, delayMs: 5_000 }));
    const outbox = createMemoryOutbox({ [ORG]: secret });
    const id = await enqueue(outbox, r.origin, systemClock.now());
    const jobs = createJobRunner({ sources: [deliveries({ outbox, clock: systemClock, timeoutMs: 10_000 })], concurrency: 1, clock: systemClock, pollIntervalMs: 60_000, leaseMs: 60_000, stopTimeoutMs: 50 });
    jobs.start();
    await waitFor(() => r.requests.length === 1);
    await jobs.stop();
    // Due now, not at the end of the 50 s lease: another process (or the next start) makes attempt 2.
    expect(outbox.rows.get(id)).toMatchObject({ status: 'pending', attemptCount: 1, claimedAt: null });
    expect(Date.parse(outbox.rows.get(id)!.nextAttemptAt!)).toBeLessThanOrEqual(Date.now());
  });

  it('after a restart, makes the attempt a stopped process claimed and never recorded at once, under the same event id', async () => {
    const r = await receiver();
    const outbox = createMemoryOutbox({ [ORG]: secret });
    const id = await enqueue(outbox, r.origin, systemClock.now());
    // The process claimed attempt 1 with the default 60 s lease and stopped before recording it.
    const lost = await outbox.claimDue(systemClock.now(), 10, new Date(Date.now() + 60_000));
    expect(lost.map((e) => [e.id, e.attempt])).toEqual([[id, 1]]);
    // The restarted process (one per memory outbox, as per SQLite file) recovers it at start.
    const started = Date.now();
    runner(deliveries({ outbox, clock: systemClock }), systemClock).start();
    await waitFor(() => outbox.rows.get(id)!.status === 'delivered', 5_000);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(r.requests.map((q) => q.headers['webhook-id'])).toEqual([id]);
    expect(outbox.rows.get(id)).toMatchObject({ status: 'delivered', attemptCount: 2 });
  });

  it('checks its options when created', () => {
    const outbox = createMemoryOutbox();
    expect(() => createDeliverySource({ outbox, clock: systemClock, allowPrivate: false, timeoutMs: 1_000, leaseMs: 1_000 })).toThrow(RangeError);
    expect(() => createDeliverySource({ outbox, clock: systemClock, allowPrivate: false, concurrency: 0 })).toThrow(RangeError);
    expect(() => createDeliverySource({ outbox, clock: systemClock, allowPrivate: false, schedule: { delaysMs: [], jitter: 0 } })).toThrow(RangeError);
  });
});

// Issue 24: deliveries claim several at a time. Over the database outbox, 12 due events and 10
// delivery slots: the runner's first claim is one statement returning 10, all ten attempts are in
// flight together, never more, and the last two go as slots free; the shared slots stay free.
describe.each(BACKENDS)('webhook deliveries in the job runner (%s)', (backend) => {
  it('claims several due events in one claim and makes their attempts at once, within the delivery slots', async () => {
    const t = await openTestDatabase({ backend });
    databases.push(t);
    const { organization } = await t.createOrg();
    const database = createDatabaseOutbox(t.db);
    const claims: Array<{ limit: number; claimed: number }> = [];
    const outbox: WebhookOutbox = {
      ...database,
      async claimDue(now, limit, leaseUntil) {
        const claimed = await database.claimDue(now, limit, leaseUntil);
        claims.push({ limit, claimed: claimed.length });
        return claimed;
      },
    };
    const created = new Date(t.clock.now().getTime() - 1_000);
    for (let i = 0; i < 12; i += 1) {
      const id = `evt_${String(i).padStart(2, '0')}`;
      const event = buildEvent('verification.completed', { id: `ver_${i}` } as never, id, created);
      await database.enqueue({ id, organizationId: organization.id, type: event.type, url: 'https://hooks.example.com/', payload: JSON.stringify(event), subjectId: `ver_${i}`, createdAt: created });
    }
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    let inFlight = 0;
    let mostInFlight = 0;
    const deliver = async (): Promise<DeliveryResult> => {
      mostInFlight = Math.max(mostInFlight, ++inFlight);
      await gate;
      inFlight--;
      return { ok: true, status: 204, durationMs: 1 };
    };
    const jobs = runner(createDeliverySource({ outbox, clock: t.clock, allowPrivate: false, deliver }), t.clock);
    jobs.start();
    await waitFor(() => inFlight === 10);
    expect(claims).toEqual([{ limit: 10, claimed: 10 }]);
    expect(jobs.stats()).toEqual({ size: 1, busy: 0 });
    open();
    await waitFor(() => claims.reduce((n, c) => n + c.claimed, 0) === 12 && inFlight === 0);
    expect(mostInFlight).toBe(10);
    const rows = async () => (await Promise.all(Array.from({ length: 12 }, (_, i) => listWebhookEventsFor(t.db, `ver_${i}`)))).flat();
    await eventually(async () => (await rows()).every((row) => row.status === 'delivered'), 5_000, 'every event delivered');
    expect((await rows()).map((row) => [row.status, row.attemptCount])).toEqual(Array(12).fill(['delivered', 1]));
  });
});

import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it } from 'vitest';
import { createManualClock, systemClock } from '../../server/clock.js';
import { createWebhookDispatcher, type DispatcherOptions, type WebhookDispatcher } from '../../server/webhooks/dispatcher.js';
import type { DeliveryResult } from '../../server/webhooks/deliver.js';
import { buildEvent } from '../../server/webhooks/events.js';
import { createWebhookSecret } from '../../server/webhooks/signing.js';
import { createMemoryOutbox, type MemoryOutbox } from './memory-outbox.js';
import { startReceiver, type Receiver } from './receiver.js';

const ORG = 'org_01TEST';
const secret = createWebhookSecret();
const noJitter = (): number => 0.5;
const short = { delaysMs: [0, 1_000, 2_000], jitter: 0 };

const receivers: Receiver[] = [];
const dispatchers: WebhookDispatcher[] = [];
afterEach(async () => {
  await Promise.all(dispatchers.splice(0).map((d) => d.stop()));
  await Promise.all(receivers.splice(0).map((r) => r.close()));
});
async function receiver(...args: Parameters<typeof startReceiver>): Promise<Receiver> {
  const r = await startReceiver(...args);
  receivers.push(r);
  return r;
}
function dispatcher(options: Omit<DispatcherOptions, 'allowPrivate'> & { allowPrivate?: boolean }): WebhookDispatcher {
  const d = createWebhookDispatcher({ allowPrivate: true, random: noJitter, ...options });
  dispatchers.push(d);
  return d;
}

async function enqueue(outbox: MemoryOutbox, url: string, createdAt: Date, id = 'evt_01A', subjectId = 'ver_01A'): Promise<string> {
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

describe('webhook dispatcher', () => {
  it('delivers once to a receiver that fails twice then succeeds, under the same webhook-id each time', async () => {
    const r = await receiver((_req, i) => ({ status: i < 2 ? 500 : 204 }));
    const clock = createManualClock(new Date());
    const outbox = createMemoryOutbox({ [ORG]: secret });
    const id = await enqueue(outbox, `${r.origin}/hook`, clock.now());
    const d = dispatcher({ outbox, clock, schedule: short });

    expect(await d.runOnce()).toBe(1);
    expect(outbox.rows.get(id)).toMatchObject({ status: 'pending', attemptCount: 1, lastStatusCode: 500 });
    expect(await d.runOnce()).toBe(0); // the retry is not due yet
    clock.advance(1_000);
    expect(await d.runOnce()).toBe(1);
    clock.advance(1_999);
    expect(await d.runOnce()).toBe(0);
    clock.advance(1);
    expect(await d.runOnce()).toBe(1);
    clock.advance(60_000);
    expect(await d.runOnce()).toBe(0);

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
    const d = dispatcher({ outbox, clock, schedule: short });
    const first = clock.now().getTime() / 1000;
    await d.runOnce();
    clock.advance(1_000);
    await d.runOnce();
    expect(r.requests.map((q) => Number(q.headers['webhook-timestamp']))).toEqual([first, first + 1]);
  });

  it('follows the DECISIONS.md schedule: the second attempt 5 s and the third 5 min after a failure', async () => {
    const clock = createManualClock();
    const outbox = createMemoryOutbox({ [ORG]: secret });
    const id = await enqueue(outbox, 'https://hooks.example.com/', clock.now());
    const deliver = async (): Promise<DeliveryResult> => ({ ok: false, error: 'receiver answered HTTP 500', status: 500, durationMs: 1 });
    const d = dispatcher({ outbox, clock, deliver });

    await d.runOnce();
    expect(outbox.rows.get(id)!.nextAttemptAt).toBe('2026-01-15T12:00:05.000Z');
    clock.set('2026-01-15T12:00:05.000Z');
    await d.runOnce();
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
    const d = dispatcher({ outbox, clock, deliver });

    for (let attempt = 1; attempt <= 7; attempt += 1) {
      expect(await d.runOnce()).toBe(1);
      clock.advance(13 * 3_600_000); // past the longest delay with the most jitter
    }
    expect(await d.runOnce()).toBe(0);
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
    const d = dispatcher({ outbox, clock, schedule: short });
    for (let i = 0; i < 5; i += 1) {
      await d.runOnce();
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
    const d = dispatcher({ outbox, clock, schedule: { delaysMs: [0], jitter: 0 }, allowPrivate: false });
    await d.runOnce();
    expect(r.requests).toHaveLength(0);
    expect(outbox.rows.get(id)).toMatchObject({ status: 'failed' });
    expect(outbox.rows.get(id)!.lastError).toMatch(/^address refused: 127\.0\.0\.1 is a loopback address/);
  });

  it('never lets two workers make the same attempt at the same time', async () => {
    const r = await receiver(() => ({ status: 200, delayMs: 100 }));
    const clock = createManualClock(new Date());
    const outbox = createMemoryOutbox({ [ORG]: secret });
    await enqueue(outbox, r.origin, clock.now());
    const a = dispatcher({ outbox, clock, schedule: short });
    const b = dispatcher({ outbox, clock, schedule: short });

    const claimed = await Promise.all([a.runOnce(), b.runOnce(), a.runOnce()]);
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

    const restarted = dispatcher({ outbox, clock, schedule: short, timeoutMs: 1_000, leaseMs: 60_000 });
    clock.advance(59_999);
    expect(await restarted.runOnce()).toBe(0);
    clock.advance(1);
    expect(await restarted.runOnce()).toBe(1);

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

  it('claims at most batchSize events per round, oldest due first', async () => {
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
    const d = dispatcher({ outbox, clock, deliver, batchSize: 2 });
    expect(await d.runOnce()).toBe(2);
    expect(seen).toEqual(['evt_00', 'evt_01']);
  });

  it('wakes at once on notify() instead of waiting for the next poll', async () => {
    const r = await receiver();
    const outbox = createMemoryOutbox({ [ORG]: secret });
    const d = dispatcher({ outbox, clock: systemClock, pollIntervalMs: 60_000 });
    d.start();
    await new Promise((resolve) => setTimeout(resolve, 20)); // the first round finds nothing
    const id = await enqueue(outbox, r.origin, systemClock.now());
    d.notify();
    await waitFor(() => outbox.rows.get(id)!.status === 'delivered', 2_000);
    expect(r.requests).toHaveLength(1);
  });

  it('retries on its own timer when started, with a short schedule', async () => {
    const r = await receiver((_req, i) => ({ status: i === 0 ? 500 : 200 }));
    const outbox = createMemoryOutbox({ [ORG]: secret });
    const id = await enqueue(outbox, r.origin, systemClock.now());
    const d = dispatcher({ outbox, clock: systemClock, pollIntervalMs: 10, schedule: { delaysMs: [0, 30], jitter: 0 } });
    d.start();
    await waitFor(() => outbox.rows.get(id)!.status === 'delivered');
    expect(r.requests.map((q) => q.headers['webhook-id'])).toEqual([id, id]);
  });

  it('waits for the attempt in flight when stopped, and records it', async () => {
    const r = await receiver(() => ({ status: 200, delayMs: 150 }));
    const outbox = createMemoryOutbox({ [ORG]: secret });
    const id = await enqueue(outbox, r.origin, systemClock.now());
    const d = dispatcher({ outbox, clock: systemClock, pollIntervalMs: 60_000 });
    d.start();
    await waitFor(() => r.requests.length === 1);
    await d.stop();
    expect(outbox.rows.get(id)!.status).toBe('delivered');
  });

  it('checks its options when created', () => {
    const outbox = createMemoryOutbox();
    expect(() => createWebhookDispatcher({ outbox, clock: systemClock, allowPrivate: false, timeoutMs: 1_000, leaseMs: 1_000 })).toThrow(RangeError);
    expect(() => createWebhookDispatcher({ outbox, clock: systemClock, allowPrivate: false, batchSize: 0 })).toThrow(RangeError);
    expect(() => createWebhookDispatcher({ outbox, clock: systemClock, allowPrivate: false, schedule: { delaysMs: [], jitter: 0 } })).toThrow(RangeError);
  });
});

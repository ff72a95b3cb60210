// Crashes lose nothing: webhooks (issue 9 item 2). A real server process is SIGKILLed at random
// moments of webhook delivery, several times, and restarted on the same DATABASE_PATH. The
// receiver (127.0.0.1; WEBHOOK_ALLOW_PRIVATE=1) answers at once, fails with 500, or answers only
// after a delay, so kills land before, during and after attempts. In the end every event is
// delivered at least once, every delivery of an event carries that event's one stable
// `webhook-id` (and body), and no resource has two event ids for one event type.
//
// The events are `batch.cancelled` (a batch cancelled right after its creation) and
// `batch.completed` (batches of items reused through idempotencyKey complete at once), so no
// verification has to run. The server runs with VERITY_TEST_FAST_TIMERS=1 (short retry delays and leases).
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { killServerProcesses, startServerProcess } from '../helpers/processes.js';
import { startReceiver, type Receiver } from '../webhooks/receiver.js';
import { call, reportFigure, SEED, seededRandom, sleep, waitFor } from './helpers.js';

const ITERATIONS = 4;
const CANCELLED_PER_ITERATION = 5;

const dir = mkdtempSync(join(tmpdir(), 'verity-reliability-hooks-'));
let receiver: Receiver | undefined;
afterAll(async () => {
  killServerProcesses();
  await receiver?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('SIGKILL during webhook delivery', () => {
  it(`delivers every event at least once under one webhook-id across ${ITERATIONS} kills`, { timeout: 200_000 }, async () => {
    const random = seededRandom(SEED ^ 0x5eed);
    const failuresById = new Map<string, number>();
    receiver = await startReceiver((req) => {
      const id = String(req.headers['webhook-id']);
      const roll = random();
      // At most two failures per event, so the (shortened) schedule never gives up.
      if (roll < 0.3 && (failuresById.get(id) ?? 0) < 2) {
        failuresById.set(id, (failuresById.get(id) ?? 0) + 1);
        return { status: 500 };
      }
      return roll < 0.6 ? { status: 204, delayMs: 200 + Math.floor(random() * 1_200) } : { status: 200 };
    });
    const env = {
      DATABASE_PATH: join(dir, 'verity.db'),
      UPLOAD_DIR: join(dir, 'uploads'),
      WORKER_CONCURRENCY: '1',
      LOG_LEVEL: 'info',
      WEBHOOK_ALLOW_PRIVATE: '1',
      VERITY_TEST_FAST_TIMERS: '1',
    };

    let apiKey = '';
    const expected = new Map<string, string>(); // batch id → event type
    let survived = 0;
    for (let iteration = 0; iteration < ITERATIONS; iteration++) {
      const server = await startServerProcess(env);
      if (iteration === 0) apiKey = /vrt_live_[A-Za-z0-9_-]+/.exec(server.stdout())?.[0] ?? '';
      const webhookUrl = `${receiver.origin}/hooks?i=${iteration}`;
      for (let n = 0; n < CANCELLED_PER_ITERATION; n++) {
        const created = await call(server.url, apiKey, 'POST', '/v1/batch', { items: [{ content: `Cancelled ${iteration}.${n}: the meeting went well.` }], methods: { semantic: 1 }, webhookUrl });
        expect(created.status).toBe(202);
        const cancelled = await call(server.url, apiKey, 'POST', `/v1/batch/${created.body.id}/cancel`);
        // A worker may have finished the one item first; then the batch completed instead.
        if (cancelled.status === 200) expected.set(created.body.id, 'batch.cancelled');
        else {
          expect(cancelled.body.error.code).toBe('CANNOT_CANCEL');
          expected.set(created.body.id, 'batch.completed');
        }
      }
      // Kill at a random moment of the deliveries just triggered (and of retries still pending).
      await sleep(Math.floor(random() * 1_500));
      server.child.kill('SIGKILL');
      await server.exited;
      survived++;
    }

    const last = await startServerProcess(env);
    const db = new Database(env.DATABASE_PATH, { readonly: true, fileMustExist: true });
    type EventRow = { id: string; type: string; subject_id: string; status: string; payload: string };
    const events = () => db.prepare('SELECT id, type, subject_id, status, payload FROM webhook_events').all() as EventRow[];
    await waitFor(() => events().length >= expected.size && events().every((e) => e.status === 'delivered'), 90_000, 'every webhook event delivered');

    const all = events();
    // Every batch has its final event, and one event id per (subject, type).
    for (const [batchId, type] of expected) {
      const mine = all.filter((e) => e.subject_id === batchId && e.type === type);
      expect(mine, `${type} of ${batchId}`).toHaveLength(1);
    }
    expect(new Set(all.map((e) => `${e.subject_id}/${e.type}`)).size).toBe(all.length);
    // Each event reached the receiver, and every delivery of it used its id and its exact body.
    let undelivered = 0;
    for (const event of all) {
      const deliveries = receiver.requests.filter((r) => r.headers['webhook-id'] === event.id);
      if (deliveries.length === 0) undelivered++;
      for (const d of deliveries) expect(d.body).toBe(event.payload);
    }
    expect(undelivered).toBe(0);
    const known = new Set(all.map((e) => e.id));
    expect(receiver.requests.filter((r) => !known.has(String(r.headers['webhook-id'])))).toEqual([]);

    reportFigure('webhook crash iterations survived', survived, { events: all.length, deliveries: receiver.requests.length, eventsLost: undelivered });
    db.close();
    last.child.kill('SIGTERM');
    await last.exited;
  });
});

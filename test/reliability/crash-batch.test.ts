// Crashes lose nothing: batches (issue 9 item 2). A real server process (server/main.ts) is
// SIGKILLed at random points of a batch run, several times, and restarted on the same
// DATABASE_PATH. Each iteration accepts a new batch; the kill lands after a random number of items
// (over every batch accepted so far) plus a random delay. After the last restart every accepted item
// must be processed exactly once: each itemIndex once in a final state, counters equal to the
// items, one verification record and one unit of usage per completed item, the failing items
// failed after maxRetries, and each batch's `batch.completed` event delivered under one id.
//
// Items run the `reasoning` method against a fake provider on 127.0.0.1 (VERITY_PROVIDERS), which
// answers after a short random delay, so items take a predictable time without CPU load; contents
// marked FAIL-ITEM get HTTP 500 from it. The server runs with VERITY_TEST_FAST_TIMERS=1.
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { killServerProcesses, startServerProcess } from '../helpers/processes.js';
import { startFakeProvider, type FakeProvider } from '../providers/fake-provider.js';
import { fakeEnv, fakeSpec } from '../providers/helpers.js';
import { startReceiver, type Receiver } from '../webhooks/receiver.js';
import { call, reportFigure, SEED, seededRandom, sleep, waitFor } from './helpers.js';

const ITERATIONS = 4;
const ITEMS_PER_BATCH = 24;
const MAX_RETRIES = 1;

const dir = mkdtempSync(join(tmpdir(), 'verity-reliability-crash-'));
let fake: FakeProvider | undefined;
let receiver: Receiver | undefined;
afterAll(async () => {
  killServerProcesses();
  await fake?.close();
  await receiver?.close();
  rmSync(dir, { recursive: true, force: true });
});

const isFailing = (i: number) => i % 7 === 3;

describe('SIGKILL during batch runs', () => {
  it(`processes every accepted item exactly once across ${ITERATIONS} kills at random points`, { timeout: 280_000 }, async () => {
    const random = seededRandom(SEED);
    fake = await startFakeProvider();
    fake.otherwise((req) =>
      JSON.stringify(req.body).includes('FAIL-ITEM')
        ? { status: 500 }
        : { answer: { reasoning: 'Plausible.', verdict: 'true', confidence: 0.8 }, delayMs: 20 + Math.floor(random() * 120) },
    );
    receiver = await startReceiver();
    const env = {
      DATABASE_PATH: join(dir, 'verity.db'),
      UPLOAD_DIR: join(dir, 'uploads'),
      WORKER_CONCURRENCY: '2',
      LOG_LEVEL: 'info',
      WEBHOOK_ALLOW_PRIVATE: '1',
      VERITY_TEST_FAST_TIMERS: '1',
      VERITY_PROVIDERS: JSON.stringify([fakeSpec(fake, 'openai', { methods: ['reasoning'] })]),
      ...fakeEnv,
    };

    let apiKey = '';
    const batchIds: string[] = [];
    let db: Database.Database | undefined;
    const processedTotal = () => (db!.prepare("SELECT coalesce(sum(processed_items), 0) AS n FROM batches WHERE status != 'failed'").get() as { n: number }).n;
    let survived = 0;
    const killedAt: number[] = [];

    for (let iteration = 0; iteration < ITERATIONS; iteration++) {
      const server = await startServerProcess(env);
      if (iteration === 0) {
        apiKey = /vrt_live_[A-Za-z0-9_-]+/.exec(server.stdout())?.[0] ?? '';
        expect(apiKey).not.toBe('');
        db = new Database(env.DATABASE_PATH, { readonly: true, fileMustExist: true });
      }
      const items = Array.from({ length: ITEMS_PER_BATCH }, (_, i) => ({
        content: isFailing(i) ? `FAIL-ITEM ${iteration}.${i}: the meeting went well.` : `Claim ${iteration}.${i}: the meeting went well.`,
      }));
      const created = await call(server.url, apiKey, 'POST', '/v1/batch', { items, methods: { reasoning: 1 }, options: { maxRetries: MAX_RETRIES, timeout: 20_000 }, webhookUrl: `${receiver.origin}/batches` });
      expect(created.status).toBe(202);
      batchIds.push(created.body.id);

      // A random point between what is processed now and the end of everything accepted so far.
      const accepted = batchIds.length * ITEMS_PER_BATCH;
      const from = processedTotal();
      const target = from + Math.floor(random() * (accepted - from));
      await waitFor(() => processedTotal() >= target, 120_000, `${target} processed items`);
      await sleep(Math.floor(random() * 150));
      server.child.kill('SIGKILL');
      await server.exited;
      killedAt.push(processedTotal());
      survived++;
    }

    const last = await startServerProcess(env);
    const batches = await waitFor(
      async () => {
        const all = await Promise.all(batchIds.map((id) => call(last.url, apiKey, 'GET', `/v1/batch/${id}`)));
        return all.every((b) => b.body.status === 'completed') && all.map((b) => b.body);
      },
      150_000,
      'every batch to complete after the last restart',
    );

    let lost = 0;
    let completedItems = 0;
    for (const [n, batch] of batches.entries()) {
      expect(batch).toMatchObject({ totalItems: ITEMS_PER_BATCH, processedItems: ITEMS_PER_BATCH });
      expect(batch.successCount + batch.failureCount).toBe(ITEMS_PER_BATCH);
      const results = await call(last.url, apiKey, 'GET', `/v1/batch/${batch.id}/results?limit=100`);
      const got: any[] = results.body.items;
      expect(got.map((r) => r.itemIndex)).toEqual([...Array(ITEMS_PER_BATCH).keys()]);
      lost += ITEMS_PER_BATCH - got.filter((r) => r.status === 'completed' || r.status === 'failed').length;
      for (const item of got) {
        if (isFailing(item.itemIndex)) {
          // Upstream 500 after maxRetries: failed with the engine's message and the retry count.
          expect(item).toMatchObject({ status: 'failed', verificationId: null, retryCount: MAX_RETRIES, errorMessage: expect.any(String) });
        } else {
          expect(item).toMatchObject({ status: 'completed', verdict: 'true', verificationId: expect.stringMatching(/^ver_/) });
        }
      }
      const completed = got.filter((r) => r.status === 'completed');
      expect(completed.length).toBe(batch.successCount);
      completedItems += completed.length;
      // Exactly one verification per completed item: runs cut off by a kill stored nothing.
      const stored = (db!.prepare('SELECT id FROM verifications WHERE batch_id = ?').all(batch.id) as Array<{ id: string }>).map((r) => r.id).sort();
      expect(stored).toEqual(completed.map((r) => r.verificationId).sort());
      // Its batch.completed event: one event id, delivered, and every delivery under that id.
      const events = db!.prepare("SELECT id, status FROM webhook_events WHERE subject_id = ? AND type = 'batch.completed'").all(batch.id) as Array<{ id: string; status: string }>;
      expect(events, `batch ${n}`).toHaveLength(1);
      await waitFor(() => (db!.prepare('SELECT status FROM webhook_events WHERE id = ?').get(events[0]!.id) as { status: string }).status === 'delivered', 30_000, 'batch.completed delivered');
      const deliveries = receiver.requests.filter((r) => JSON.parse(r.body).data?.id === batch.id);
      expect(deliveries.length).toBeGreaterThanOrEqual(1);
      expect(new Set(deliveries.map((r) => r.headers['webhook-id']))).toEqual(new Set([events[0]!.id]));
    }
    // Usage counted once per completed item, whatever was re-run.
    const usage = (db!.prepare('SELECT coalesce(sum(count), 0) AS n FROM usage').get() as { n: number }).n;
    expect(usage).toBe(completedItems);
    expect(lost).toBe(0);
    // The kills did cut work off: some item was claimed more than once.
    const rerun = (db!.prepare('SELECT count(*) AS n FROM batch_items WHERE attempts > 1').get() as { n: number }).n;

    reportFigure('batch crash iterations survived', survived, { itemsAccepted: batchIds.length * ITEMS_PER_BATCH, itemsLost: lost, itemsRerunAfterKill: rerun, processedAtKills: killedAt });
    db!.close();
    last.child.kill('SIGTERM');
    await last.exited;
  });
});

// Graceful shutdown gives running jobs back (issue 15): a job runner stopped while an item still
// runs past the stop deadline releases its claim, so another process (or the next start) takes the
// item at once instead of after its lease; the stopped run can no longer record a result.
import { afterEach, describe, expect, it } from 'vitest';
import { createBatchItemSource } from '../../server/batch/processor.js';
import { createLogger } from '../../server/logger.js';
import { wakeUpOf } from '../../server/queue/wake-up.js';
import { createOutbox } from '../../server/webhooks/outbox.js';
import { createJobRunner } from '../../server/queue/job-runner.js';
import { claimNextItem, getBatchById, insertBatch, listItems, queueBatch } from '../../server/storage/batches.js';
import { BACKENDS, openTestDatabase, type TestDatabase } from '../helpers/database.js';
import { waitFor } from '../helpers/wait.js';

let db: TestDatabase | undefined;
afterEach(async () => {
  await db?.close();
  db = undefined;
});

describe.each(BACKENDS)('%s', (backend) => {
  it('releases the claim of a job still running at the stop deadline', async () => {
    db = await openTestDatabase({ backend, start: '2026-11-25T10:00:00.000Z' });
    const { organization } = await db.createOrg();
    const now = db.clock.now();
    const at = now.toISOString();
    await insertBatch(
      db.db,
      { id: 'bat_1', organizationId: organization.id, name: 'b', inputFormat: 'inline', status: 'pending', methodsConfig: { formal: 1 }, totalItems: 1, createdAt: at, expiresAt: at },
      [{ id: 'itm_1', batchId: 'bat_1', organizationId: organization.id, itemIndex: 0, content: '1 + 1 = 2', status: 'pending', createdAt: at }],
    );
    await queueBatch(db.db, 'bat_1', now);

    let resolveStarted!: () => void;
    const started = new Promise<void>((resolve) => (resolveStarted = resolve));
    let finish!: (outcome: never) => void;
    // An engine that holds the item until the test lets it go.
    const engine = {
      verify: () => {
        resolveStarted();
        return new Promise<never>((resolve) => (finish = resolve));
      },
    };
    const source = createBatchItemSource({ db: db.db, clock: db.clock, engine, logger: createLogger('silent'), outbox: createOutbox(wakeUpOf({ notify: () => undefined })) });
    const pool = createJobRunner({ sources: [source], concurrency: 1, clock: db.clock, pollIntervalMs: 10, leaseMs: 60_000, stopTimeoutMs: 50 });
    pool.start();
    await started;
    const running = await listItems(db.db, 'bat_1', {}, { limit: 10, offset: 0 });
    expect(running.rows[0]).toMatchObject({ status: 'processing', attempts: 1 });

    await pool.stop();
    const released = await listItems(db.db, 'bat_1', {}, { limit: 10, offset: 0 });
    // Back in the queue with no lease: claimable now, not in 60 seconds.
    expect(released.rows[0]).toMatchObject({ status: 'queued', leaseExpiresAt: null, attempts: 1 });
    const again = await claimNextItem(db.db, db.clock.now(), new Date(db.clock.now().getTime() + 60_000));
    expect(again?.item).toMatchObject({ id: 'itm_1', attempts: 2 });

    // The abandoned run ends now; its claim (attempt 1) no longer holds, so it records nothing.
    finish({ verdict: 'true', confidence: 1, decision: 'accept', reasoning: '', paradigmResults: [], processingTimeMs: 1, costCents: 0, inputTokens: 0, outputTokens: 0, retryCount: 0 } as never);
    await waitFor(async () => (await listItems(db!.db, 'bat_1', {}, { limit: 10, offset: 0 })).rows[0]!.attempts === 2, 2_000, 'the second claim');
    await new Promise((r) => setTimeout(r, 100));
    const after = await listItems(db.db, 'bat_1', {}, { limit: 10, offset: 0 });
    expect(after.rows[0]).toMatchObject({ status: 'processing', attempts: 2 });
    expect((await getBatchById(db.db, 'bat_1'))?.processedItems).toBe(0);
  });
});

// The job source of asynchronous verifications, driven by hand (no job runner): claims, leases,
// retries, crash recovery and the final write with its webhook event in one transaction.
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../server/logger.js';
import { findVerification } from '../../server/storage/verifications.js';
import { listWebhookEventsFor } from '../../server/storage/webhook-events.js';
import { runVerification } from '../../server/engine/engine.js';
import { EngineError } from '../../server/engine/errors.js';
import type { EngineThreads } from '../../server/threads/engine-threads.js';
import type { VerificationOutcome, VerificationRequest } from '../../server/engine/types.js';
import { createVerificationJobSource } from '../../server/verifications/async-jobs.js';
import { wakeUpOf } from '../../server/queue/wake-up.js';
import { createOutbox } from '../../server/webhooks/outbox.js';
import { storePending } from '../../server/verifications/record.js';
import { BACKENDS, openTestDatabase, type TestDatabase } from '../helpers/database.js';
import { count } from '../helpers/sql.js';

const silent = createLogger('silent');

describe.each(BACKENDS)('verification job source (%s)', (backend) => {
  let t: TestDatabase;
  let orgId: string;
  let notified: number;
  let engine: EngineThreads & { fail: boolean };
  beforeEach(async () => {
    t = await openTestDatabase({ backend, start: '2026-03-01T10:00:00.000Z' });
    orgId = (await t.createOrg()).organization.id;
    notified = 0;
    engine = {
      size: 1,
      fail: false,
      async verify(request: VerificationRequest): Promise<VerificationOutcome> {
        if (engine.fail) throw new EngineError('upstream_timeout', 'too slow');
        return runVerification(request);
      },
      close: async () => undefined,
    };
  });
  afterEach(() => t.close());

  const source = (options = {}) =>
    createVerificationJobSource({ db: t.db, clock: t.clock, engine, logger: silent, outbox: createOutbox(wakeUpOf({ notify: () => void (notified += 1) })) }, { retryDelayMs: 1_000, ...options });
  const pending = ({ webhook = true } = {}) =>
    storePending(t.db, {
      organizationId: orgId,
      request: { content: '17 * 23 = 391', methods: { reasoning: 1 }, ...(webhook ? { webhookUrl: 'http://127.0.0.1:9/h' } : {}) },
      createdAt: t.clock.now(),
    });
  const lease = () => new Date(t.clock.now().getTime() + 60_000);
  const usage = () => count(t.db, sql`SELECT coalesce(sum(count), 0) FROM usage`);

  it('claims the oldest pending row once, completes it, counts it and enqueues one event', async () => {
    const jobs = source();
    const row = await pending();
    const job = (await jobs.claim(t.clock.now(), lease(), 1))[0]!;
    expect(job.id).toBe(row.id);
    expect(await jobs.claim(t.clock.now(), lease(), 1)).toEqual([]);
    expect(await jobs.backlog!()).toEqual({ queued: 0, processing: 1 });
    await job.run();
    expect(await findVerification(t.db, row.id)).toMatchObject({ status: 'completed', attempts: 1, leaseExpiresAt: null });
    const [event] = await listWebhookEventsFor(t.db, row.id);
    expect(event).toMatchObject({ type: 'verification.completed', status: 'pending', url: 'http://127.0.0.1:9/h' });
    expect(JSON.parse(event!.payload)).toMatchObject({ id: event!.id, type: 'verification.completed', data: { id: row.id, status: 'completed' } });
    expect(notified).toBe(1);
    expect(await usage()).toBe(1);
  });

  it('renews its lease only while its claim holds', async () => {
    const jobs = source();
    await pending();
    const job = (await jobs.claim(t.clock.now(), lease(), 1))[0]!;
    expect(await job.renew!(new Date(t.clock.now().getTime() + 120_000))).toBe(true);
    t.clock.advance(120_000);
    expect(await jobs.requeueExpired(t.clock.now())).toBe(1);
    expect(await job.renew!(new Date(t.clock.now().getTime() + 60_000))).toBe(false);
  });

  it('drops the result of a worker whose lease ran out and whose row was claimed again', async () => {
    const jobs = source();
    const row = await pending();
    const stale = (await jobs.claim(t.clock.now(), lease(), 1))[0]!;
    t.clock.advance(60_000);
    await jobs.requeueExpired(t.clock.now());
    const fresh = (await jobs.claim(t.clock.now(), lease(), 1))[0]!;
    await stale.run();
    expect(await findVerification(t.db, row.id)).toMatchObject({ status: 'processing', attempts: 2 });
    expect(await listWebhookEventsFor(t.db, row.id)).toHaveLength(0);
    await fresh.run();
    expect(await findVerification(t.db, row.id)).toMatchObject({ status: 'completed' });
    expect(await listWebhookEventsFor(t.db, row.id)).toHaveLength(1);
    expect(await usage()).toBe(1);
  });

  it('gives its claim back at once on release(): claimed again without waiting for the lease, and the released attempt writes nothing', async () => {
    const jobs = source();
    const row = await pending();
    const released = (await jobs.claim(t.clock.now(), lease(), 1))[0]!;
    await released.release!();
    expect(await jobs.backlog!()).toEqual({ queued: 1, processing: 0 });
    const again = (await jobs.claim(t.clock.now(), lease(), 1))[0]!;
    expect(again.id).toBe(row.id);
    await released.run();
    expect(await findVerification(t.db, row.id)).toMatchObject({ status: 'processing', attempts: 2 });
    await again.run();
    expect(await findVerification(t.db, row.id)).toMatchObject({ status: 'completed', attempts: 2 });
    expect(await listWebhookEventsFor(t.db, row.id)).toHaveLength(1);
    expect(await usage()).toBe(1);
  });

  it('retries a failed attempt after the delay, then escalates as processing_failed after the last', async () => {
    engine.fail = true;
    const jobs = source({ maxAttempts: 2 });
    const row = await pending();
    await (await jobs.claim(t.clock.now(), lease(), 1))[0]!.run();
    expect(await findVerification(t.db, row.id)).toMatchObject({ status: 'processing', lastError: 'the verification timed out' });
    expect(await jobs.requeueExpired(t.clock.now())).toBe(0);
    t.clock.advance(1_000);
    expect(await jobs.requeueExpired(t.clock.now())).toBe(1);
    await (await jobs.claim(t.clock.now(), lease(), 1))[0]!.run();
    expect(await findVerification(t.db, row.id)).toMatchObject({ status: 'escalated', escalationReason: 'processing_failed', escalationPriority: 'high', costCents: 0 });
    expect((await listWebhookEventsFor(t.db, row.id)).map((e) => e.type)).toEqual(['verification.escalated']);
    expect(await usage()).toBe(0);
  });

  it('escalates a row whose attempts were all cut off by crashes without running it again', async () => {
    const jobs = source({ maxAttempts: 2 });
    const row = await pending({ webhook: false });
    for (let i = 0; i < 2; i++) {
      await jobs.claim(t.clock.now(), lease(), 1); // claimed, never run: the process "died"
      t.clock.advance(60_000);
      await jobs.requeueExpired(t.clock.now());
    }
    engine.fail = true; // would be retried if it ran
    await (await jobs.claim(t.clock.now(), lease(), 1))[0]!.run();
    expect(await findVerification(t.db, row.id)).toMatchObject({ status: 'escalated', escalationReason: 'processing_failed', attempts: 3 });
    // Without a webhookUrl there is no event and nobody to notify.
    expect(await listWebhookEventsFor(t.db, row.id)).toHaveLength(0);
    expect(notified).toBe(0);
  });
});

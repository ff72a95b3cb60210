// Scheduled tasks as a source of the one job runner (server/queue/scheduled-tasks.ts): first due one
// interval after the runner starts, then one interval after each run began, never two runs of a
// task at once, on a timer of their own (the tasks read the injected clock; the schedule does not).
import { afterEach, describe, expect, it } from 'vitest';
import { systemClock } from '../../server/clock.js';
import { housekeepingTasks } from '../../server/housekeeping.js';
import { createLogger } from '../../server/logger.js';
import { createJobRunner, type JobRunner } from '../../server/queue/job-runner.js';
import { createScheduledTaskSource, type ScheduledTask } from '../../server/queue/scheduled-tasks.js';
import type { Db } from '../../server/storage/db.js';
import type { Outbox } from '../../server/webhooks/outbox.js';
import { waitFor } from '../helpers/wait.js';

describe('scheduled tasks', () => {
  let runner: JobRunner | undefined;
  afterEach(async () => {
    await runner?.stop();
    runner = undefined;
  });

  it('runs a task one interval after start and after each run, never twice at once', async () => {
    let now = 0;
    let runs = 0;
    let release!: () => void;
    const task: ScheduledTask = {
      name: 'chore',
      intervalMs: 100,
      run: () => {
        runs++;
        return new Promise<void>((resolve) => (release = resolve));
      },
    };
    const source = createScheduledTaskSource(task, { timer: () => now });
    await source.recover(systemClock.now());
    const at = systemClock.now();
    expect(await source.claim(at, at, 1)).toEqual([]);
    now = 100;
    const [job] = await source.claim(at, at, 1);
    expect(job!.id).toBe('chore');
    const running = job!.run();
    expect(runs).toBe(1);
    // Due again at 200, but still running: not claimed twice.
    now = 250;
    expect(await source.claim(at, at, 1)).toEqual([]);
    release();
    await running;
    // Next due one interval after the run began (100 + 100).
    expect(await source.claim(at, at, 1)).toHaveLength(1);
  });

  it('runs in the job runner in a slot of its own: a busy shared slot does not hold it up', async () => {
    let ran = 0;
    let blockShared!: () => void;
    const blocking = {
      name: 'verifying',
      recover: async () => 0,
      requeueExpired: async () => 0,
      claimed: false,
      async claim() {
        if (this.claimed) return [];
        this.claimed = true;
        return [{ id: 'long', run: () => new Promise<void>((resolve) => (blockShared = resolve)) }];
      },
    };
    const chores = createScheduledTaskSource({ name: 'chore', intervalMs: 10, run: async () => void ran++ });
    runner = createJobRunner({ sources: [blocking, chores], concurrency: 1, clock: systemClock, pollIntervalMs: 5, leaseMs: 1_000 });
    runner.start();
    await waitFor(() => ran >= 2, 5_000, 'the chore to run while the shared slot is busy');
    expect(runner.stats()).toEqual({ size: 1, busy: 1 });
    blockShared();
  });

  it('the housekeeping: escalation expiry as often as the runner polls, and the purges', () => {
    const tasks = housekeepingTasks({ db: {} as Db, clock: systemClock, logger: createLogger('silent'), config: { retentionDays: 30 }, outbox: {} as Outbox, pollIntervalMs: 1_000 });
    expect(tasks.map((t) => [t.name, t.intervalMs])).toEqual([
      ['escalation-expiry', 1_000],
      ['purge-expired-batches', 3_600_000],
      ['purge-old-records', 3_600_000],
      ['purge-uploaded-files', 300_000],
      ['purge-idempotency-keys', 900_000],
    ]);
  });
});

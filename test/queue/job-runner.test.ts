// The job runner over an in-memory source: bounded concurrency, notify, lease renewal, re-queue of
// expired leases at start and on its clock while running, and stop() abandoning jobs past its deadline.
import { afterEach, describe, expect, it } from 'vitest';
import { createManualClock, systemClock } from '../../server/clock.js';
import { createJobRunner, type Job, type JobSource, type JobRunner } from '../../server/queue/job-runner.js';

interface Row {
  id: string;
  status: 'queued' | 'processing' | 'done';
  leaseUntil?: number;
  runs: number;
}

function memorySource(rows: Row[], work: (row: Row) => Promise<void>, renew = true, release = false): JobSource & { maxBusy: number } {
  let busy = 0;
  const source = {
    name: 'memory',
    maxBusy: 0,
    async claim(now: Date, leaseUntil: Date): Promise<Job | undefined> {
      const row = rows.find((r) => r.status === 'queued');
      if (!row) return undefined;
      row.status = 'processing';
      row.leaseUntil = leaseUntil.getTime();
      void now;
      const job: Job = {
        id: row.id,
        async run() {
          busy++;
          source.maxBusy = Math.max(source.maxBusy, busy);
          try {
            row.runs++;
            await work(row);
            row.status = 'done';
          } finally {
            busy--;
          }
        },
      };
      if (renew)
        job.renew = async (until) => {
          row.leaseUntil = until.getTime();
          return row.status === 'processing';
        };
      if (release)
        job.release = async () => {
          if (row.status === 'processing') row.status = 'queued';
        };
      return job;
    },
    async requeueExpired(now: Date) {
      let n = 0;
      for (const row of rows) {
        if (row.status === 'processing' && (row.leaseUntil ?? 0) < now.getTime()) {
          row.status = 'queued';
          n++;
        }
      }
      return n;
    },
    // At start, as on a back end where other processes may hold claims: what expired.
    recover: (now: Date) => source.requeueExpired(now),
    backlog: async () => ({ queued: rows.filter((r) => r.status === 'queued').length, processing: rows.filter((r) => r.status === 'processing').length }),
  };
  return source;
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
const rowsOf = (n: number): Row[] => Array.from({ length: n }, (_, i) => ({ id: `r${i}`, status: 'queued' as const, runs: 0 }));
async function until(check: () => boolean | Promise<boolean>, ms = 5_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await sleep(5);
  }
}

let pool: JobRunner | undefined;
afterEach(async () => {
  await pool?.stop();
  pool = undefined;
});

describe('job runner', () => {
  it('runs every job once with at most `concurrency` at a time', async () => {
    const rows = rowsOf(30);
    const source = memorySource(rows, () => sleep(5));
    pool = createJobRunner({ sources: [source], concurrency: 3, clock: systemClock, pollIntervalMs: 1_000, leaseMs: 1_000 });
    pool.start();
    await until(() => rows.every((r) => r.status === 'done'));
    expect(rows.every((r) => r.runs === 1)).toBe(true);
    expect(source.maxBusy).toBe(3);
    expect(pool.stats()).toEqual({ size: 3, busy: 0 });
  });

  it('claims new work at once on notify(), without waiting for the poll', async () => {
    const rows: Row[] = [];
    const source = memorySource(rows, async () => undefined);
    pool = createJobRunner({ sources: [source], concurrency: 2, clock: systemClock, pollIntervalMs: 60_000, leaseMs: 1_000 });
    pool.start();
    await sleep(20);
    rows.push(...rowsOf(3));
    pool.notify();
    await until(() => rows.every((r) => r.status === 'done'), 1_000);
  });

  // A free slot would claim a job whose lease ran out while it still runs: with renewal the job
  // runs once; without it (the control) the second slot runs it again, so the first case can fail.
  it.each([
    { renew: true, runs: 1 },
    { renew: false, runs: 2 },
  ])('renews the lease of a job that runs longer than a lease (renewal $renew: $runs run)', async ({ renew, runs }) => {
    const rows = rowsOf(1);
    const source = memorySource(rows, () => sleep(1_200), renew);
    pool = createJobRunner({ sources: [source], concurrency: 2, clock: systemClock, pollIntervalMs: 20, leaseMs: 300 });
    pool.start();
    await until(async () => rows[0]!.status === 'done' && (await pool!.backlog()).processing === 0);
    await pool.stop();
    expect(rows[0]!.runs).toBe(runs);
  });

  it('re-queues expired leases at start (crash recovery) and runs them again', async () => {
    const rows = rowsOf(2);
    rows[0]!.status = 'processing';
    rows[0]!.leaseUntil = Date.now() - 1;
    const source = memorySource(rows, async () => undefined);
    pool = createJobRunner({ sources: [source], concurrency: 1, clock: systemClock, pollIntervalMs: 20, leaseMs: 1_000 });
    pool.start();
    await until(() => rows.every((r) => r.status === 'done'));
    expect(rows.map((r) => r.runs)).toEqual([1, 1]);
  });

  it('claims nothing before every source has recovered at start, even when notified meanwhile', async () => {
    const rows = rowsOf(1);
    const source = memorySource(rows, async () => undefined);
    const order: string[] = [];
    let finishRecovery!: () => void;
    source.recover = async () => {
      order.push('recover');
      await new Promise<void>((resolve) => (finishRecovery = resolve));
      order.push('recovered');
      return 0;
    };
    const claim = source.claim.bind(source);
    source.claim = async (now, leaseUntil) => {
      order.push('claim');
      return claim(now, leaseUntil);
    };
    pool = createJobRunner({ sources: [source], concurrency: 1, clock: systemClock, pollIntervalMs: 5, leaseMs: 1_000 });
    pool.start();
    pool.notify();
    await new Promise((r) => setTimeout(r, 50));
    expect(order).toEqual(['recover']);
    finishRecovery();
    await until(() => rows[0]!.status === 'done');
    expect(order.slice(0, 3)).toEqual(['recover', 'recovered', 'claim']);
  });

  it('re-queues expired leases again while running, once its own clock says a recovery interval passed', async () => {
    const clock = createManualClock();
    const rows = rowsOf(1);
    // Claimed by a process that died; its lease runs 30 s more.
    rows[0]!.status = 'processing';
    rows[0]!.leaseUntil = clock.now().getTime() + 30_000;
    const source = memorySource(rows, async () => undefined);
    let claims = 0;
    const claim = source.claim.bind(source);
    source.claim = (now, leaseUntil) => {
      claims++;
      return claim(now, leaseUntil);
    };
    pool = createJobRunner({ sources: [source], concurrency: 1, clock, pollIntervalMs: 10, leaseMs: 60_000, recoveryIntervalMs: 60_000 });
    pool.start();
    await until(() => claims >= 3);
    expect(rows[0]!.status).toBe('processing');
    // A minute later on the runner's clock (not the wall clock) the lease has expired and the next poll re-queues it.
    clock.advance(60_000);
    await until(() => rows[0]!.status === 'done');
    expect(rows[0]!.runs).toBe(1);
  });

  it('stop() waits for running jobs up to its deadline, then abandons them to lease expiry', async () => {
    const rows = rowsOf(1);
    const source = memorySource(rows, () => sleep(10_000));
    pool = createJobRunner({ sources: [source], concurrency: 1, clock: systemClock, pollIntervalMs: 20, leaseMs: 1_000, stopTimeoutMs: 50 });
    pool.start();
    await until(() => rows[0]!.status === 'processing');
    const started = Date.now();
    await pool.stop();
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(await pool.backlog()).toEqual({ queued: 0, processing: 1 });
    expect(await source.requeueExpired(new Date(Date.now() + 2_000))).toBe(1);
  });

  it('stop() gives the claims of abandoned jobs back at once when their source can release them', async () => {
    const rows = rowsOf(1);
    const source = memorySource(rows, () => sleep(10_000), true, true);
    pool = createJobRunner({ sources: [source], concurrency: 1, clock: systemClock, pollIntervalMs: 20, leaseMs: 60_000, stopTimeoutMs: 50 });
    pool.start();
    await until(() => rows[0]!.status === 'processing');
    await pool.stop();
    // Queued again without waiting for the lease to run out: another process may take it now.
    expect(await pool.backlog()).toEqual({ queued: 1, processing: 0 });
  });

  it('refuses a bad configuration at construction', () => {
    expect(() => createJobRunner({ sources: [], concurrency: 0, clock: systemClock, pollIntervalMs: 10, leaseMs: 10 })).toThrow(RangeError);
  });
});

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
    async claim(now: Date, leaseUntil: Date): Promise<Job[]> {
      const row = rows.find((r) => r.status === 'queued');
      if (!row) return [];
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
      return [job];
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
    // A lease of 1 s renewed every third of it tolerates the event loop stalling 600 ms under a
    // loaded machine (a 300 ms lease failed there once in a full run); the job outlasts 2.5 leases.
    const source = memorySource(rows, () => sleep(2_500), renew);
    pool = createJobRunner({ sources: [source], concurrency: 2, clock: systemClock, pollIntervalMs: 20, leaseMs: 1_000 });
    pool.start();
    await until(async () => rows[0]!.status === 'done' && (await pool!.backlog()).processing === 0, 10_000);
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
    source.claim = async (now, leaseUntil, max) => {
      order.push('claim');
      return claim(now, leaseUntil, max);
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
    source.claim = (now, leaseUntil, max) => {
      claims++;
      return claim(now, leaseUntil, max);
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

  it('asks a source with slots of its own for as many jobs as it has free, in one claim, and a source sharing the slots for one at a time', async () => {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const ownRows = rowsOf(12);
    const asked: number[] = [];
    let running = 0;
    let mostRunning = 0;
    const own: JobSource = {
      name: 'own',
      slots: 5,
      async claim(_now, _leaseUntil, max) {
        asked.push(max);
        const rows = ownRows.filter((r) => r.status === 'queued').slice(0, max);
        for (const row of rows) row.status = 'processing';
        return rows.map((row) => ({
          id: row.id,
          async run() {
            mostRunning = Math.max(mostRunning, ++running);
            await gate;
            row.status = 'done';
            running--;
          },
        }));
      },
      recover: async () => 0,
      requeueExpired: async () => 0,
    };
    const sharedRows = rowsOf(4);
    const shared = memorySource(sharedRows, () => gate);
    const sharedAsked: number[] = [];
    const claimShared = shared.claim.bind(shared);
    shared.claim = (now, leaseUntil, max) => {
      sharedAsked.push(max);
      return claimShared(now, leaseUntil, max);
    };
    pool = createJobRunner({ sources: [own, shared], concurrency: 2, clock: systemClock, pollIntervalMs: 60_000, leaseMs: 1_000 });
    pool.start();
    await until(() => running === 5 && sharedRows.filter((r) => r.status === 'processing').length === 2);
    // Five at once in the first claim; the shared slots filled one claim at a time.
    expect(asked[0]).toBe(5);
    expect(sharedAsked).toEqual([1, 1]);
    expect(pool.stats()).toEqual({ size: 2, busy: 2 });
    open();
    await until(() => [...ownRows, ...sharedRows].every((r) => r.status === 'done'));
    expect(mostRunning).toBe(5);
    expect(asked.every((max) => max >= 1 && max <= 5)).toBe(true);
    expect(sharedAsked.every((max) => max === 1)).toBe(true);
  });

  it("claims with a source's own lease when it states one, and with the runner's otherwise", async () => {
    const clock = createManualClock();
    const leases = new Map<string, number>();
    const sourceOf = (name: string, leaseMs?: number): JobSource => {
      let claimed = false;
      return {
        name,
        ...(leaseMs === undefined ? {} : { leaseMs }),
        async claim(now, leaseUntil) {
          if (claimed) return [];
          claimed = true;
          leases.set(name, leaseUntil.getTime() - now.getTime());
          return [{ id: name, run: async () => undefined }];
        },
        recover: async () => 0,
        requeueExpired: async () => 0,
      };
    };
    pool = createJobRunner({ sources: [sourceOf('runner-lease'), sourceOf('own-lease', 90_000)], concurrency: 2, clock, pollIntervalMs: 5, leaseMs: 1_000 });
    pool.start();
    await until(() => leases.size === 2);
    expect(Object.fromEntries(leases)).toEqual({ 'runner-lease': 1_000, 'own-lease': 90_000 });
  });

  it('refuses a bad configuration at construction', () => {
    expect(() => createJobRunner({ sources: [], concurrency: 0, clock: systemClock, pollIntervalMs: 10, leaseMs: 10 })).toThrow(RangeError);
    const source = memorySource([], async () => undefined);
    expect(() => createJobRunner({ sources: [{ ...source, slots: 0 }], concurrency: 1, clock: systemClock, pollIntervalMs: 10, leaseMs: 10 })).toThrow(RangeError);
    expect(() => createJobRunner({ sources: [{ ...source, leaseMs: 0 }], concurrency: 1, clock: systemClock, pollIntervalMs: 10, leaseMs: 10 })).toThrow(RangeError);
  });
});

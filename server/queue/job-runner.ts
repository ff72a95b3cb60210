// The durable job runner (issue 6 item 3, issue 24): the one in-process loop that claims work from
// database-backed job sources (asynchronous verifications, batch items, webhook deliveries) and
// runs the scheduled tasks (housekeeping), with bounded concurrency.
//
// Durability lives in the sources, not here: a job is a row that a source claims with a lease in
// one atomic statement (`claim`). The runner only decides when to claim, how many at once, and how
// many jobs run at once. If the process dies, the row keeps its lease; each source's `recover` (run
// at start, before the first claim) puts back what a dead process left claimed, and
// `requeueExpired` (run periodically) puts back rows whose lease expired, and a later claim runs
// them again. A source must therefore guard its final write with the claim it made (the same
// attempt, still held), so a job re-run after a crash is recorded exactly once.
//
// Leases are renewed while a job runs (`Job.renew`, every third of the lease), so a lease can be
// short (quick recovery after a crash) and still cover a 300-second item timeout. The CPU work of
// a verification runs in the engine's worker threads, so the event loop stays free to renew.
import type { Tracer } from '@opentelemetry/api';
import type { Clock } from '../clock.js';
import type { Logger } from '../logger.js';
import { withSpan } from '../telemetry/spans.js';

/** One unit of work handed out by a source. `run` records its own outcome and should not throw. */
export interface Job {
  id: string;
  run(): Promise<void>;
  /**
   * Extends the lease of a running job to `leaseUntil`; returns false when the job no longer holds
   * its claim (it was re-queued), which the runner only logs. Optional: a source without it must
   * claim with a lease long enough for its longest job.
   */
  renew?(leaseUntil: Date): Promise<boolean>;
  /**
   * Gives the claim back at once (the job goes back to its queue for any process to take):
   * graceful shutdown calls it for jobs still running at the stop deadline. Optional: without it
   * the lease runs out.
   */
  release?(): Promise<void>;
}

/** A kind of durable work (a table of rows with lease columns). */
export interface JobSource {
  name: string;
  /**
   * Atomically claims up to `max` (at least 1) queued jobs, oldest first, each with a lease until
   * `leaseUntil`; returns them, none when nothing is due. A source may return fewer than asked (one
   * at a time, say). The runner asks a source with slots of its own for up to its free slots at
   * once (webhook deliveries claim several in one statement) and a source sharing the runner's
   * slots for one, so the sharing sources take turns (see `slots`).
   */
  claim(now: Date, leaseUntil: Date, max: number): Promise<Job[]>;
  /**
   * How long a claim of this source lasts, and each renewal, in milliseconds; default the runner's
   * `leaseMs` (the verifying sources' 60 s, renewed). A source whose jobs do not renew states a
   * lease longer than its longest job: a webhook delivery attempt, twice its timeout plus 30 s.
   */
  leaseMs?: number;
  /**
   * Run once at start, before this runner claims anything: puts back in the queue the jobs a process
   * that died had claimed (crash recovery); returns how many. On SQLite (one server process per
   * file) that is every claim left; where other processes may hold claims (PostgreSQL), only those
   * whose lease expired (DECISIONS.md "Queue and crash recovery").
   */
  recover(now: Date): Promise<number>;
  /** Puts jobs whose lease expired before `now` back in the queue (crash recovery while running); returns how many. */
  requeueExpired(now: Date): Promise<number>;
  /** Optional figures for GET /v1/status: jobs waiting and jobs running (service-wide counts). */
  backlog?(): Promise<{ queued: number; processing: number }>;
  /**
   * Jobs of this source that may run at once in slots of its own. Without it the source shares the
   * runner's `concurrency` slots (WORKER_CONCURRENCY) with the other sources without it: the
   * verifying sources share them, one claim each in turn; housekeeping and deliveries, which wait
   * on other things than the engine, have their own so they never hold up a verification.
   */
  slots?: number;
  /**
   * Its jobs open their own root span (a webhook delivery: `webhook.delivery`, README "Traces"),
   * so the runner does not wrap them in a `job <name>` span.
   */
  ownSpans?: boolean;
}

export interface JobRunnerOptions {
  sources: JobSource[];
  /** Jobs running at once in the shared slots (config WORKER_CONCURRENCY); see JobSource.slots. */
  concurrency: number;
  clock: Clock;
  /** How often the runner looks for work when nobody called notify(). */
  pollIntervalMs: number;
  /** Lease granted at each claim and each renewal, for sources that state none (JobSource.leaseMs). */
  leaseMs: number;
  /** How often expired leases are re-queued while running (default: half a lease, at least one poll). */
  recoveryIntervalMs?: number;
  /** How long stop() waits for running jobs (default 10 s). */
  stopTimeoutMs?: number;
  logger?: Logger;
  /** When tracing is on: each job runs in a root span `job <source>` (issue 25), its engine task and transactions inside (see JobSource.ownSpans). */
  tracer?: Tracer | undefined;
}

export interface JobRunner {
  /** Recovers every source (JobSource.recover), then starts claiming. */
  start(): void;
  /**
   * Stops claiming and waits for running jobs up to the stop deadline. Jobs still running then are
   * abandoned: their leases expire and they are re-queued at the next start.
   */
  stop(): Promise<void>;
  /** New work may be available: claim now instead of at the next poll. */
  notify(): void;
  stats(): { size: number; busy: number };
  /** Sum of the sources' backlog figures. */
  backlog(): Promise<{ queued: number; processing: number }>;
}

/** Creates a job runner; nothing runs until start(). */
export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { sources, concurrency, clock, pollIntervalMs, leaseMs, logger } = options;
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new RangeError(`concurrency must be a positive integer, got ${String(concurrency)}`);
  if (!(pollIntervalMs > 0)) throw new RangeError(`pollIntervalMs must be positive, got ${String(pollIntervalMs)}`);
  if (!(leaseMs > 0)) throw new RangeError(`leaseMs must be positive, got ${String(leaseMs)}`);
  for (const source of sources) {
    if (source.leaseMs !== undefined && !(source.leaseMs > 0)) throw new RangeError(`leaseMs of ${source.name} must be positive, got ${String(source.leaseMs)}`);
    if (source.slots !== undefined && !(Number.isInteger(source.slots) && source.slots >= 1)) throw new RangeError(`slots of ${source.name} must be a positive integer, got ${String(source.slots)}`);
  }
  const recoveryIntervalMs = options.recoveryIntervalMs ?? Math.max(pollIntervalMs, Math.floor(leaseMs / 2));
  const stopTimeoutMs = options.stopTimeoutMs ?? 10_000;

  let running = false;
  let timer: ReturnType<typeof setInterval> | undefined;
  /** When requeueExpired last ran, on the runner's clock (leases expire on it too). */
  let lastRecovery = 0;
  let scheduled = false;
  let filling = false;
  /** Set once the sources recovered at start: no claim before, or recovery could re-queue it. */
  let recovered = false;
  let nextSource = 0;
  const inFlight = new Map<Job, Promise<void>>();
  /** Jobs running in the shared slots, and in each source's own. */
  let sharedBusy = 0;
  const ownBusy = new Map<JobSource, number>();
  /** Free slots of a source: its own, or the shared ones. */
  const roomOf = (source: JobSource) => (source.slots === undefined ? concurrency - sharedBusy : source.slots - (ownBusy.get(source) ?? 0));
  const leaseOf = (source: JobSource) => source.leaseMs ?? leaseMs;
  const renewals = new Set<ReturnType<typeof setInterval>>();

  // Puts back, source by source, what `put` finds (expired leases while running, or every claim a
  // stopped process left at start); one source failing does not keep the others from recovering.
  const requeueEach = async (put: (source: JobSource, now: Date) => Promise<number>, what: string) => {
    const now = clock.now();
    lastRecovery = now.getTime();
    for (const source of sources) {
      try {
        const requeued = await put(source, now);
        if (requeued > 0) logger?.warn({ source: source.name, requeued }, `re-queued jobs ${what}`);
      } catch (err) {
        logger?.error({ err, source: source.name }, `could not re-queue jobs ${what}`);
      }
    }
  };
  const requeueExpired = () => requeueEach((source, now) => source.requeueExpired(now), 'whose lease expired');
  const recoverAtStart = () => requeueEach((source, now) => source.recover(now), 'left claimed by a stopped process');

  // Claims from the sources in turn (so one busy source cannot starve another) until the runner is
  // full or no source has work. A source sharing the slots is asked for one job, so the sharing
  // sources alternate; a source with slots of its own, for as many as it has free.
  const claimNext = async (): Promise<{ jobs: Job[]; source: JobSource } | undefined> => {
    for (let i = 0; i < sources.length; i++) {
      const source = sources[(nextSource + i) % sources.length]!;
      const room = roomOf(source);
      if (room <= 0) continue;
      const now = clock.now();
      try {
        const jobs = await source.claim(now, new Date(now.getTime() + leaseOf(source)), source.slots === undefined ? 1 : room);
        if (jobs.length > 0) {
          nextSource = (nextSource + i + 1) % sources.length;
          return { jobs, source };
        }
      } catch (err) {
        logger?.error({ err, source: source.name }, 'claiming a job failed');
      }
    }
    return undefined;
  };

  // One fill at a time: claims are awaited, and two loops would claim past the concurrency.
  const fill = async () => {
    scheduled = false;
    if (filling || !recovered) return;
    filling = true;
    try {
      while (running) {
        const claimed = await claimNext();
        if (!claimed) return;
        if (!running) {
          await Promise.allSettled(claimed.jobs.map((job) => job.release?.()));
          return;
        }
        for (const job of claimed.jobs) launch(job, claimed.source);
      }
    } finally {
      filling = false;
    }
  };

  const schedule = () => {
    if (!running || scheduled) return;
    scheduled = true;
    setImmediate(() => void fill());
  };

  const launch = (job: Job, source: JobSource) => {
    const busy = (by: number) => {
      if (source.slots === undefined) sharedBusy += by;
      else ownBusy.set(source, (ownBusy.get(source) ?? 0) + by);
    };
    busy(1);
    let renewal: ReturnType<typeof setInterval> | undefined;
    if (job.renew) {
      const lease = leaseOf(source);
      renewal = setInterval(
        () => {
          job.renew!(new Date(clock.now().getTime() + lease)).then(
            (held) => {
              if (!held) logger?.warn({ job: job.id }, 'a running job lost its lease');
            },
            (err: unknown) => logger?.error({ err, job: job.id }, 'renewing a lease failed'),
          );
        },
        Math.max(10, Math.floor(lease / 3)),
      );
      renewal.unref();
      renewals.add(renewal);
    }
    // A root span: the claim may follow a request's notify(), but the job is not that request's.
    const run = source.ownSpans
      ? () => job.run()
      : () => withSpan(options.tracer, `job ${source.name}`, { root: true, attributes: { 'verity.job.queue': source.name, 'verity.job.id': job.id } }, () => job.run());
    const done = Promise.resolve()
      .then(run)
      .catch((err: unknown) => logger?.error({ err, source: source.name, job: job.id }, 'a job failed unexpectedly'))
      .finally(() => {
        busy(-1);
        if (renewal) {
          clearInterval(renewal);
          renewals.delete(renewal);
        }
        inFlight.delete(job);
        schedule();
      });
    inFlight.set(job, done);
  };

  return {
    start() {
      if (running) return;
      running = true;
      recovered = false;
      let recovering: Promise<void> | undefined = recoverAtStart().finally(() => {
        recovering = undefined;
        recovered = true;
        schedule();
      });
      timer = setInterval(() => {
        if (!recovering && clock.now().getTime() - lastRecovery >= recoveryIntervalMs) recovering = requeueExpired().finally(() => (recovering = undefined));
        void fill();
      }, pollIntervalMs);
      timer.unref();
    },
    async stop() {
      running = false;
      if (timer) clearInterval(timer);
      timer = undefined;
      if (inFlight.size > 0) {
        let deadline: ReturnType<typeof setTimeout> | undefined;
        await Promise.race([
          Promise.allSettled([...inFlight.values()]),
          new Promise<void>((resolve) => {
            deadline = setTimeout(resolve, stopTimeoutMs);
          }),
        ]);
        clearTimeout(deadline);
      }
      // Abandoned jobs stop renewing and give their claims back, so another process (or the next
      // start) runs them at once; a job whose release fails keeps its lease until it runs out.
      for (const renewal of renewals) clearInterval(renewal);
      renewals.clear();
      await Promise.allSettled([...inFlight.keys()].map((job) => job.release?.()));
    },
    notify: schedule,
    // The shared slots: what GET /v1/status reports as workers.
    stats: () => ({ size: concurrency, busy: sharedBusy }),
    async backlog() {
      let queued = 0;
      let processing = 0;
      for (const source of sources) {
        const figures = await source.backlog?.();
        if (figures) {
          queued += figures.queued;
          processing += figures.processing;
        }
      }
      return { queued, processing };
    },
  };
}

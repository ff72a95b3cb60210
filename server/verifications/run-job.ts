// One run of a claimed verification job (issue 24), shared by the two job sources that verify
// content: asynchronous verifications (async-jobs.ts) and batch items (server/batch/processor.ts).
//
// A run: the engine in its worker threads → on failure, the retry policy decides between deferring
// the job to a later attempt and finishing it failed → the source's finish step, which writes the
// final fields, usage and the webhook event in one transaction (server/queue/wake-up.ts
// `transaction`, so the outbox wakes the job runner after the commit). The finish step applies only
// while the run still holds its claim, so a job re-run after a crash is recorded exactly once.
//
// The policy is configuration, one per source, as DECISIONS.md documents it:
//   asynchronous verifications ("Statuses"): 3 attempts 30 s apart, an attempt cut off by a crash counts;
//   batch items ("Failed items", "Queue and crash recovery"): a failure is final at once, and an
//   item cut off by a crash is simply run again.
import type { Clock } from '../clock.js';
import { EngineError, type VerificationOutcome, type VerificationRequest } from '../engine/index.js';
import type { Logger } from '../logger.js';
import { transaction } from '../queue/wake-up.js';
import type { Db } from '../storage/db.js';
import type { EngineThreads } from '../threads/engine-threads.js';

export interface RetryPolicy {
  /** Attempts before an engine failure is final (1: final at once). */
  maxAttempts: number;
  /** Wait after a failed attempt before the next one. */
  retryDelayMs: number;
  /**
   * Whether an attempt cut off by a crash counts against `maxAttempts`: a job claimed again past
   * its last attempt is then finished failed without running, so a content that kills workers
   * cannot loop for ever. When false, a cut-off job is simply run again.
   */
  interruptedAttemptsCount: boolean;
}

/** What a run came to: the engine's outcome, its failure (final), or attempts used up by interrupted runs. */
export type JobResult = { outcome: VerificationOutcome } | { failure: unknown } | { interrupted: true };

/** A claimed job, as its source describes it. */
export interface VerificationJob<Done> {
  /** The attempt this claim is (1 for the first), as the claim counted it. */
  attempt: number;
  /** Fields naming the job in log lines. */
  log: Record<string, unknown>;
  request: VerificationRequest;
  /**
   * Writes the final state in `tx`, guarded by the claim (with usage and the event, through the
   * outbox); returns undefined when the claim was lost (another run owns the job now).
   */
  finish(tx: Db, result: JobResult, times: { started: Date; finished: Date }): Promise<Done | undefined>;
  /** Keeps the job for a later attempt at `retryAt` (required when the policy allows more than one attempt). */
  defer?(failure: unknown, retryAt: Date): Promise<unknown>;
}

export interface VerificationJobDeps {
  db: Db;
  clock: Clock;
  engine: Pick<EngineThreads, 'verify'>;
  logger: Logger;
}

/** What happened: the job was finished (`done` undefined: the claim was lost), or deferred to `retryAt`. */
export type JobRun<Done> = { result: JobResult; done: Done | undefined } | { deferredUntil: Date };

/** Throws unless the policy can be followed by a source that does (`canDefer`) or does not defer. */
export function assertRetryPolicy(policy: RetryPolicy, canDefer: boolean): void {
  if (!Number.isInteger(policy.maxAttempts) || policy.maxAttempts < 1) throw new RangeError('maxAttempts must be a positive integer');
  if (!(policy.retryDelayMs >= 0)) throw new RangeError('retryDelayMs must be 0 or more');
  if (policy.maxAttempts > 1 && !canDefer) throw new RangeError('a job source that cannot defer a job allows one attempt only');
}

/** Runs one claimed job to its final state or to its next attempt. Does not throw for engine failures. */
export async function runVerificationJob<Done>(deps: VerificationJobDeps, job: VerificationJob<Done>, policy: RetryPolicy): Promise<JobRun<Done>> {
  const { clock, logger } = deps;
  const log = { ...job.log, attempt: job.attempt };
  const started = clock.now();
  let result: JobResult;
  if (policy.interruptedAttemptsCount && job.attempt > policy.maxAttempts) {
    // Claimed again after its last attempt was cut off (the process died while it ran).
    result = { interrupted: true };
    logger.error(log, 'verification job failed: its attempts were used up by interrupted runs');
  } else {
    try {
      result = { outcome: await deps.engine.verify(job.request) };
    } catch (failure) {
      if (job.attempt < policy.maxAttempts) {
        const retryAt = new Date(clock.now().getTime() + policy.retryDelayMs);
        await job.defer!(failure, retryAt);
        logger.warn({ ...log, err: failure, retryAt: retryAt.toISOString() }, 'verification job failed; will retry');
        return { deferredUntil: retryAt };
      }
      // An engine error is the content's or a provider's; anything else is ours.
      if (failure instanceof EngineError) logger.warn({ ...log, err: failure }, 'verification job failed after its last attempt');
      else logger.error({ ...log, err: failure }, 'verification job failed unexpectedly');
      result = { failure };
    }
  }
  const finished = clock.now();
  const done = await transaction(deps.db, (tx) => job.finish(tx, result, { started, finished }));
  if (done === undefined) logger.warn(log, 'verification job finished after losing its claim; result dropped');
  return { result, done };
}

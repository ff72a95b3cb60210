// The one run of a verification job (server/verifications/run-job.ts) under the two documented
// retry policies: asynchronous verifications (DECISIONS.md "Statuses": 3 attempts 30 s apart, a
// cut-off attempt counts) and batch items ("Failed items": final at once; "Queue and crash
// recovery": an item cut off by a crash runs again). The sources' storage is covered by
// async-jobs.test.ts and test/batch; here the job's steps are recorded in memory.
import { describe, expect, it } from 'vitest';
import { BATCH_ITEM_RETRY_POLICY } from '../../server/batch/processor.js';
import { createManualClock } from '../../server/clock.js';
import { EngineError } from '../../server/engine/errors.js';
import type { VerificationOutcome } from '../../server/engine/types.js';
import { createLogger } from '../../server/logger.js';
import type { Db } from '../../server/storage/db.js';
import { assertRetryPolicy, runVerificationJob, type JobResult, type RetryPolicy, type VerificationJob } from '../../server/verifications/run-job.js';

const ASYNC: RetryPolicy = { maxAttempts: 3, retryDelayMs: 30_000, interruptedAttemptsCount: true };

function harness(engineFails: boolean) {
  const clock = createManualClock('2026-03-01T10:00:00.000Z');
  const steps: string[] = [];
  const finished: JobResult[] = [];
  // A database whose transaction runs the body on itself: the finish step here writes nothing.
  const db = { transaction: (body: (tx: Db) => Promise<unknown>) => body(db as unknown as Db) } as unknown as Db;
  const engine = {
    async verify(): Promise<VerificationOutcome> {
      steps.push('engine');
      if (engineFails) throw new EngineError('upstream_timeout', 'too slow');
      return { verdict: 'true' } as VerificationOutcome;
    },
  };
  const job = (attempt: number, canDefer = true): VerificationJob<string> => ({
    attempt,
    log: {},
    request: { content: 'x', methods: { reasoning: 1 } },
    async finish(_tx, result) {
      steps.push('finish');
      finished.push(result);
      return 'done';
    },
    ...(canDefer
      ? {
          async defer(_failure: unknown, retryAt: Date) {
            steps.push(`defer ${retryAt.toISOString()}`);
          },
        }
      : {}),
  });
  return { deps: { db, clock, engine, logger: createLogger('silent') }, steps, finished, job };
}

describe('runVerificationJob', () => {
  it('asynchronous policy: a failed attempt before the last is deferred by the retry delay, the last is final', async () => {
    const { deps, steps, finished, job } = harness(true);
    expect(await runVerificationJob(deps, job(1), ASYNC)).toEqual({ deferredUntil: new Date('2026-03-01T10:00:30.000Z') });
    expect(steps).toEqual(['engine', 'defer 2026-03-01T10:00:30.000Z']);
    steps.length = 0;
    const last = await runVerificationJob(deps, job(3), ASYNC);
    expect(steps).toEqual(['engine', 'finish']);
    expect(last).toMatchObject({ done: 'done' });
    expect(finished[0]).toHaveProperty('failure');
  });

  it('asynchronous policy: a job claimed past its last attempt (cut off by crashes) is finished without running', async () => {
    const { deps, steps, finished, job } = harness(false);
    await runVerificationJob(deps, job(4), ASYNC);
    expect(steps).toEqual(['finish']);
    expect(finished).toEqual([{ interrupted: true }]);
  });

  it('batch policy: a failure is final at once, and an item claimed again after a crash runs again', async () => {
    const failing = harness(true);
    await runVerificationJob(failing.deps, failing.job(1, false), BATCH_ITEM_RETRY_POLICY);
    expect(failing.steps).toEqual(['engine', 'finish']);
    const rerun = harness(false);
    await runVerificationJob(rerun.deps, rerun.job(5, false), BATCH_ITEM_RETRY_POLICY);
    expect(rerun.steps).toEqual(['engine', 'finish']);
    expect(rerun.finished[0]).toHaveProperty('outcome');
  });

  it('refuses a policy of several attempts for a source that cannot defer a job', () => {
    expect(() => assertRetryPolicy(ASYNC, false)).toThrow(RangeError);
    expect(() => assertRetryPolicy(BATCH_ITEM_RETRY_POLICY, false)).not.toThrow();
    expect(() => assertRetryPolicy({ ...ASYNC, maxAttempts: 0 }, true)).toThrow(RangeError);
  });
});

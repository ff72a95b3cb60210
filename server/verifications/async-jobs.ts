// Asynchronous verifications (requests with `webhookUrl`, DECISIONS.md "Statuses"): a JobSource
// of the durable job runner (server/queue/job-runner.ts) over `verifications` rows in `pending`.
//
// pending → (claim: processing, attempt n, lease) → completed | escalated, with the webhook event
// enqueued in the same transaction as the final update. The run is run-job.ts's, shared with batch
// items; this source gives it the request, the finish step and the retry policy: an engine failure
// defers the row (it stays `processing` until its retry time, then the lease recovery makes it
// `pending` again); after the last attempt it becomes `escalated` with reason `processing_failed`.
// A crashed worker's row is re-queued (at start on SQLite, where every claim left is a crash's;
// otherwise when its lease runs out) and counts as an attempt, so a content that kills workers
// cannot loop for ever.
import type { Clock } from '../clock.js';
import { recordUsage } from '../accounts/quota.js';
import type { Logger } from '../logger.js';
import type { Job, JobSource } from '../queue/job-runner.js';
import { dialectOf, type Db } from '../storage/db.js';
import { releaseLease } from '../storage/leases.js';
import {
  claimPendingVerification,
  countQueuedVerifications,
  deferVerification,
  renewVerificationLease,
  requeueExpiredVerifications,
  verificationQueue,
  type VerificationRow,
} from '../storage/verifications.js';
import type { Outbox } from '../webhooks/outbox.js';
import { EngineError, engineOptionsOf, type Paradigm } from '../engine/index.js';
import type { EngineThreads } from '../threads/engine-threads.js';
import { escalationOf } from './escalation-mode.js';
import { finishPending } from './record.js';
import { renderCompleted, renderEscalated } from './render.js';
import { assertRetryPolicy, runVerificationJob, type RetryPolicy, type VerificationJob } from './run-job.js';

export interface AsyncVerificationOptions {
  /** Attempts before an asynchronous verification is escalated as `processing_failed` (default 3). */
  maxAttempts?: number;
  /** Wait after a failed attempt before the next (default 30 s). */
  retryDelayMs?: number;
}

export const DEFAULT_ASYNC_MAX_ATTEMPTS = 3;
export const DEFAULT_ASYNC_RETRY_DELAY_MS = 30_000;

export interface AsyncVerificationDeps {
  db: Db;
  clock: Clock;
  engine: EngineThreads;
  logger: Logger;
  /** Where `verification.completed` and `verification.escalated` go. */
  outbox: Outbox;
}

/** The engine request of a stored verification: what was asked, with the options the engine reads (engine/options.ts). */
export function engineRequestOf(row: Pick<VerificationRow, 'content' | 'methods' | 'options' | 'context'>) {
  return {
    content: row.content,
    methods: row.methods as Partial<Record<Paradigm, number>>,
    context: row.context ?? {},
    options: engineOptionsOf(row.options),
  };
}

/** Returns a message safe to store and show (it becomes the escalation's reasoning). */
function describeFailure(err: unknown): string {
  if (err instanceof EngineError && err.code !== 'internal_error') return err.code === 'upstream_timeout' ? 'the verification timed out' : 'an upstream verification provider failed';
  return 'an internal error occurred';
}

/** The job of a claimed row: its engine request, its deferral, and its finish step. */
function jobOf(deps: AsyncVerificationDeps, row: VerificationRow): VerificationJob<VerificationRow> {
  return {
    attempt: row.attempts,
    log: { verificationId: row.id },
    request: engineRequestOf(row),
    defer: (failure, retryAt) => deferVerification(deps.db, row.id, { attempts: row.attempts }, describeFailure(failure), retryAt),
    // The final state, usage when it did work, and the webhook event, in the runner's transaction.
    async finish(tx, result, { finished }) {
      const fields =
        'outcome' in result
          ? { outcome: result.outcome }
          : { error: 'failure' in result ? describeFailure(result.failure) : row.lastError ? 'its last attempt did not finish' : 'its attempts did not finish' };
      const done = await finishPending(tx, row.id, fields, finished, { attempts: row.attempts }, escalationOf(row.options));
      if (!done) return undefined;
      // DECISIONS.md "Monthly quota": each completed verification counts once; a failed one did no work.
      if ('outcome' in fields) await recordUsage(tx, deps.clock, done.organizationId);
      if (done.webhookUrl) {
        const target = { organizationId: done.organizationId, url: done.webhookUrl, subjectId: done.id, at: finished };
        if (done.status === 'escalated') await deps.outbox.enqueue(tx, { type: 'verification.escalated', data: renderEscalated(done), ...target });
        else await deps.outbox.enqueue(tx, { type: 'verification.completed', data: renderCompleted(done), ...target });
      }
      return done;
    },
  };
}

/** The JobSource of asynchronous verifications, for the app's job runner. */
export function createVerificationJobSource(deps: AsyncVerificationDeps, options: AsyncVerificationOptions = {}): JobSource {
  // DECISIONS.md "Statuses": a few attempts apart, and an attempt cut off by a crash counts.
  const policy: RetryPolicy = {
    maxAttempts: options.maxAttempts ?? DEFAULT_ASYNC_MAX_ATTEMPTS,
    retryDelayMs: options.retryDelayMs ?? DEFAULT_ASYNC_RETRY_DELAY_MS,
    interruptedAttemptsCount: true,
  };
  assertRetryPolicy(policy, true);
  return {
    name: 'verifications',
    // One at a time: the runner asks a source sharing its slots for one job (JobSource.claim).
    async claim(now, leaseUntil): Promise<Job[]> {
      const row = await claimPendingVerification(deps.db, now, leaseUntil);
      if (!row) return [];
      return [
        {
          id: row.id,
          run: async () => void (await runVerificationJob(deps, jobOf(deps, row), policy)),
          renew: (until) => renewVerificationLease(deps.db, row.id, { attempts: row.attempts }, until),
          release: () => releaseLease(deps.db, verificationQueue, row.id, row.attempts),
        },
      ];
    },
    // On SQLite every claim left at start is a crash's (DECISIONS.md "Queue and crash recovery").
    recover: (now) => requeueExpiredVerifications(deps.db, now, { ignoreLeases: dialectOf(deps.db) === 'sqlite' }),
    requeueExpired: (now) => requeueExpiredVerifications(deps.db, now),
    async backlog() {
      const { pending, processing } = await countQueuedVerifications(deps.db);
      return { queued: pending, processing };
    },
  };
}

// Asynchronous verifications (requests with `webhookUrl`, DECISIONS.md "Statuses"): a JobSource
// of the durable job runner (server/queue/job-runner.ts) over `verifications` rows in `pending`.
//
// pending → (claim: processing, attempt n, lease) → completed | escalated, with the webhook event
// enqueued in the same transaction as the final update (the outbox wakes the dispatcher after the commit). An engine
// failure defers the row (it stays `processing` until its retry time, then the lease recovery
// makes it `pending` again); after the last attempt it becomes `escalated` with reason
// `processing_failed`. A crashed worker's row is re-queued when its lease runs out and counts as
// an attempt, so a content that kills workers cannot loop for ever.
import type { Clock } from '../clock.js';
import { recordUsage } from '../accounts/quota.js';
import type { Logger } from '../logger.js';
import type { Job, JobSource } from '../queue/job-runner.js';
import type { Db } from '../storage/db.js';
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
import { transaction } from '../queue/wake-up.js';
import type { Outbox } from '../webhooks/outbox.js';
import { EngineError } from '../engine/errors.js';
import type { EngineThreads } from '../threads/engine-threads.js';
import type { EngineOptions, Paradigm } from '../engine/types.js';
import { escalationOf } from './escalation-mode.js';
import { finishPending } from './record.js';
import { renderCompleted, renderEscalated } from './render.js';

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

/** The engine request of a stored verification (what was asked, minus `useCache` and `escalation`, which the engine does not read). */
export function engineRequestOf(row: Pick<VerificationRow, 'content' | 'methods' | 'options' | 'context'>) {
  const { useCache: _cache, escalation: _escalation, ...options } = (row.options ?? {}) as EngineOptions & { useCache?: boolean; escalation?: string };
  return {
    content: row.content,
    methods: row.methods as Partial<Record<Paradigm, number>>,
    context: row.context ?? {},
    options,
  };
}

/**
 * Writes the final state of a claimed verification, counts its usage when it did work, and
 * enqueues its webhook event, in one transaction (the outbox wakes the dispatcher after the commit). Returns the row, or
 * undefined when the claim was lost (another attempt owns the row now).
 */
export async function finishAsyncVerification(
  deps: AsyncVerificationDeps,
  row: VerificationRow,
  result: Parameters<typeof finishPending>[2],
): Promise<VerificationRow | undefined> {
  const completedAt = deps.clock.now();
  return transaction(deps.db, async (tx) => {
    const done = await finishPending(tx, row.id, result, completedAt, { attempts: row.attempts }, escalationOf(row.options));
    if (!done) return undefined;
    // DECISIONS.md "Monthly quota": each completed verification counts once; a failed one did no work.
    if ('outcome' in result) await recordUsage(tx, deps.clock, done.organizationId);
    if (done.webhookUrl) {
      const target = { organizationId: done.organizationId, url: done.webhookUrl, subjectId: done.id, at: completedAt };
      if (done.status === 'escalated') await deps.outbox.enqueue(tx, { type: 'verification.escalated', data: renderEscalated(done), ...target });
      else await deps.outbox.enqueue(tx, { type: 'verification.completed', data: renderCompleted(done), ...target });
    }
    return done;
  });
}

/** Returns a message safe to store and show (it becomes the escalation's reasoning). */
function describeFailure(err: unknown): string {
  if (err instanceof EngineError && err.code !== 'internal_error') return err.code === 'upstream_timeout' ? 'the verification timed out' : 'an upstream verification provider failed';
  return 'an internal error occurred';
}

async function runClaimed(deps: AsyncVerificationDeps, row: VerificationRow, options: Required<AsyncVerificationOptions>): Promise<void> {
  const log = { verificationId: row.id, attempt: row.attempts };
  if (row.attempts > options.maxAttempts) {
    // Claimed again after its last attempt was cut off (the process died while it ran).
    await finishAsyncVerification(deps, row, { error: row.lastError ? 'its last attempt did not finish' : 'its attempts did not finish' });
    deps.logger.error(log, 'asynchronous verification escalated: attempts exhausted by interrupted runs');
    return;
  }
  let result: Parameters<typeof finishPending>[2];
  try {
    result = { outcome: await deps.engine.verify(engineRequestOf(row)) };
  } catch (err) {
    const error = describeFailure(err);
    if (row.attempts < options.maxAttempts) {
      const retryAt = new Date(deps.clock.now().getTime() + options.retryDelayMs);
      await deferVerification(deps.db, row.id, { attempts: row.attempts }, error, retryAt);
      deps.logger.warn({ ...log, err, retryAt: retryAt.toISOString() }, 'asynchronous verification failed; will retry');
      return;
    }
    deps.logger.error({ ...log, err }, 'asynchronous verification failed after its last attempt; escalated');
    result = { error };
  }
  const done = await finishAsyncVerification(deps, row, result);
  if (!done) deps.logger.warn(log, 'asynchronous verification finished after losing its claim; result dropped');
}

/** The JobSource of asynchronous verifications, for the app's job runner. */
export function createVerificationJobSource(deps: AsyncVerificationDeps, options: AsyncVerificationOptions = {}): JobSource {
  const resolved: Required<AsyncVerificationOptions> = {
    maxAttempts: options.maxAttempts ?? DEFAULT_ASYNC_MAX_ATTEMPTS,
    retryDelayMs: options.retryDelayMs ?? DEFAULT_ASYNC_RETRY_DELAY_MS,
  };
  if (!Number.isInteger(resolved.maxAttempts) || resolved.maxAttempts < 1) throw new RangeError('maxAttempts must be a positive integer');
  if (!(resolved.retryDelayMs >= 0)) throw new RangeError('retryDelayMs must be 0 or more');
  return {
    name: 'verifications',
    async claim(now, leaseUntil): Promise<Job | undefined> {
      const row = await claimPendingVerification(deps.db, now, leaseUntil);
      if (!row) return undefined;
      return {
        id: row.id,
        run: () => runClaimed(deps, row, resolved),
        renew: (until) => renewVerificationLease(deps.db, row.id, { attempts: row.attempts }, until),
        release: () => releaseLease(deps.db, verificationQueue, row.id, row.attempts),
      };
    },
    requeueExpired: (now) => requeueExpiredVerifications(deps.db, now),
    async backlog() {
      const { pending, processing } = await countQueuedVerifications(deps.db);
      return { queued: pending, processing };
    },
  };
}

// Batch item processing (issue 6 item 3): the job source the job runner claims batch items from.
//
// One run (server/verifications/run-job.ts, shared with asynchronous verifications): claim (queued
// → processing, with a lease) → the engine in its worker threads (per-item `timeout`, per-method
// `maxRetries` and `retryOnLowConfidence` are applied by the engine) → this source's finish step,
// one transaction that writes the item's result, stores its verification record (readable with
// GET /v1/verify/{id}), counts usage, adds the item to the batch counters and, when it was the last
// item, completes the batch and enqueues `batch.completed`. The transaction only applies while the
// run still holds its claim, so an item re-run after a crash is recorded exactly once.
import type { Clock } from '../clock.js';
import { recordUsage } from '../accounts/quota.js';
import { newId } from '../ids.js';
import type { Logger } from '../logger.js';
import type { JobSource } from '../queue/job-runner.js';
import type { Metrics } from '../telemetry/metrics.js';
import { dialectOf, type Db } from '../storage/db.js';
import { releaseLease } from '../storage/leases.js';
import {
  claimNextItem,
  completeBatchIfDone,
  countQueuedItems,
  finishItem,
  itemQueue,
  renewItemLease,
  requeueExpiredItems,
  type BatchRow,
  type ClaimedItem,
  type ItemResult,
} from '../storage/batches.js';
import { EngineError, engineOptionsOf, OPTION_DEFAULTS, type EngineOptions, type Paradigm } from '../engine/index.js';
import type { EngineThreads } from '../threads/engine-threads.js';
import { storeOutcome } from '../verifications/record.js';
import { runVerificationJob, type JobResult, type RetryPolicy, type VerificationJob } from '../verifications/run-job.js';
import type { Outbox } from '../webhooks/outbox.js';
import { enqueueBatchEvent } from './events.js';

export interface BatchProcessorDeps {
  db: Db;
  clock: Clock;
  engine: Pick<EngineThreads, 'verify'>;
  logger: Logger;
  /** Where `batch.completed` goes. */
  outbox: Outbox;
  /** Counts failed items (issue 25). */
  metrics?: Pick<Metrics, 'batchItemsFailed'>;
}

/**
 * The context an item is verified with: the batch's, with the item's own keys winning (DECISIONS.md
 * "Create fields"). `documents` and `evidence` are one field in two forms: an item giving either
 * replaces the batch's sources of both forms (issue 23).
 */
export function mergedContext(batch: Pick<BatchRow, 'context'>, itemContext: Record<string, unknown> | null): Record<string, unknown> | undefined {
  if (!batch.context && !itemContext) return undefined;
  const base = { ...batch.context };
  if (itemContext && ('documents' in itemContext || 'evidence' in itemContext)) {
    delete base['documents'];
    delete base['evidence'];
  }
  return { ...base, ...itemContext };
}

function failureMessage(err: unknown): string {
  if (err instanceof EngineError) return err.message;
  return 'the verification failed unexpectedly';
}

/**
 * DECISIONS.md "Failed items", "Queue and crash recovery": an engine failure fails the item at once
 * (the engine already spent the item's `maxRetries` on each upstream call); an item cut off by a
 * crash is run again.
 */
export const BATCH_ITEM_RETRY_POLICY: RetryPolicy = { maxAttempts: 1, retryDelayMs: 0, interruptedAttemptsCount: false };

/** The fields of a finished item: its outcome, or its failure with the safe message and how hard the engine tried. */
function itemResultOf(result: JobResult, options: EngineOptions, verificationId: string, times: { started: Date; finished: Date }): ItemResult {
  if ('outcome' in result) {
    const { outcome } = result;
    return {
      status: 'completed',
      verificationId,
      verdict: outcome.verdict,
      confidence: outcome.confidence,
      decision: outcome.decision,
      costCents: outcome.costCents,
      inputTokens: outcome.inputTokens,
      outputTokens: outcome.outputTokens,
      processingTimeMs: outcome.processingTimeMs,
      retryCount: outcome.retryCount,
    };
  }
  const failure = 'failure' in result ? result.failure : undefined;
  return {
    status: 'failed',
    errorMessage: failureMessage(failure),
    // Attempts beyond the first: an upstream error used every per-method retry.
    retryCount: failure instanceof EngineError && failure.code === 'upstream_error' ? (options.maxRetries ?? OPTION_DEFAULTS.maxRetries) : 0,
    processingTimeMs: Math.max(0, times.finished.getTime() - times.started.getTime()),
  };
}

/** The job of a claimed item: its engine request and its finish step. */
function jobOf(deps: BatchProcessorDeps, claimed: ClaimedItem): VerificationJob<ItemResult['status']> {
  const { item, batch } = claimed;
  const options = engineOptionsOf(batch.options);
  const context = mergedContext(batch, item.itemContext ?? null);
  return {
    attempt: item.attempts,
    log: { batchId: batch.id, itemId: item.id },
    request: { content: item.content, methods: batch.methodsConfig as Partial<Record<Paradigm, number>>, ...(context ? { context } : {}), options },
    // The item's result, its verification record, usage and the batch counters (and, for the last
    // item, the batch's completion with its event), in the runner's transaction.
    async finish(tx, result, times) {
      const verificationId = newId('verification', times.finished);
      const fields = itemResultOf(result, options, verificationId, times);
      if (!(await finishItem(tx, item.id, item.attempts, fields, times.finished))) return undefined;
      if ('outcome' in result) {
        await storeOutcome(tx, {
          id: verificationId,
          organizationId: item.organizationId,
          request: { content: item.content, methods: batch.methodsConfig, options: batch.options ?? undefined, context, batchId: batch.id },
          outcome: result.outcome,
          createdAt: times.started,
          completedAt: times.finished,
        });
        // DECISIONS.md "Monthly quota": each completed verification counts once, batch items included.
        await recordUsage(tx, deps.clock, item.organizationId, 1);
      }
      const done = await completeBatchIfDone(tx, batch.id, times.finished);
      if (done) await enqueueBatchEvent(deps.outbox, tx, 'batch.completed', done, times.finished);
      return fields.status;
    },
  };
}

/** Runs one claimed item to its final state. */
async function runItem(deps: BatchProcessorDeps, claimed: ClaimedItem): Promise<void> {
  const run = await runVerificationJob(deps, jobOf(deps, claimed), BATCH_ITEM_RETRY_POLICY);
  const recorded = 'done' in run ? run.done : undefined;
  if (!recorded) return;
  const { item, batch } = claimed;
  // Which process ran which item, for operators running several (README "Scaling out").
  deps.logger.debug({ batchId: batch.id, itemId: item.id, itemIndex: item.itemIndex, attempt: item.attempts, status: recorded }, 'batch item finished');
  if (recorded === 'failed') deps.metrics?.batchItemsFailed.inc();
}

/** The job source of batch items for the job runner. */
export function createBatchItemSource(deps: BatchProcessorDeps): JobSource {
  return {
    name: 'batch-items',
    // One at a time: the runner asks a source sharing its slots for one job (JobSource.claim).
    async claim(now, leaseUntil) {
      const claimed = await claimNextItem(deps.db, now, leaseUntil);
      if (!claimed) return [];
      return [
        {
          id: claimed.item.id,
          run: () => runItem(deps, claimed),
          renew: (until) => renewItemLease(deps.db, claimed.item.id, claimed.item.attempts, until),
          release: () => releaseLease(deps.db, itemQueue, claimed.item.id, claimed.item.attempts),
        },
      ];
    },
    // On SQLite every claim left at start is a crash's (DECISIONS.md "Queue and crash recovery").
    recover: (now) => requeueExpiredItems(deps.db, now, { ignoreLeases: dialectOf(deps.db) === 'sqlite' }),
    requeueExpired: (now) => requeueExpiredItems(deps.db, now),
    backlog: () => countQueuedItems(deps.db),
  };
}

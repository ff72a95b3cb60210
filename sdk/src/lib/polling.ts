// Polling helpers (spec 3.1: `completed` and `escalated` are final for polling; spec 3.2/DECISIONS:
// a batch ends `completed`, `failed` or `cancelled`).
import { WaitTimeoutError } from '../core/errors.js';
import { sleep } from '../core/retry.js';
import type { RequestOptions } from '../core/transport.js';
import type { Batch, BatchStatus, FinishedVerification, Verification } from '../types.js';

export interface WaitOptions {
  /** Milliseconds between polls. Default 1000 for verifications, 2000 for batches. */
  intervalMs?: number;
  /** Give up (WaitTimeoutError) after this many milliseconds. Default 5 minutes for verifications, 30 minutes for batches. */
  timeoutMs?: number;
  /** Stops waiting; the pending poll or pause rejects with the signal's reason. */
  signal?: AbortSignal;
}

/** What `onProgress` receives after every poll of a batch. */
export interface BatchProgress {
  processedItems: number;
  totalItems: number;
  status: BatchStatus;
  batch: Batch;
}

export interface WaitForBatchOptions extends WaitOptions {
  /** Called after every poll, the last one included. */
  onProgress?: (progress: BatchProgress) => void;
}

/** The part of the client the helpers use, so they stay free of the client module. */
export interface PollingClient {
  verify: { get(id: string, options?: RequestOptions): Promise<Verification> };
  batches: { get(id: string, options?: RequestOptions): Promise<Batch> };
}

const isFinishedVerification = (v: Verification): v is FinishedVerification => v.status === 'completed' || v.status === 'escalated';
const finalBatchStatuses: ReadonlySet<BatchStatus> = new Set(['completed', 'failed', 'cancelled']);

function checkWaitOptions(intervalMs: number, timeoutMs: number): void {
  if (!Number.isFinite(intervalMs) || intervalMs < 0) throw new RangeError('intervalMs must be a non-negative number');
  if (!Number.isFinite(timeoutMs) || timeoutMs <= 0) throw new RangeError('timeoutMs must be a positive number');
}

/**
 * Polls `GET /v1/verify/{id}` until the verification is `completed` or `escalated`, and returns it.
 * Throws WaitTimeoutError after `timeoutMs`; API errors (e.g. NotFoundError) propagate at once.
 */
export async function waitForVerification(client: Pick<PollingClient, 'verify'>, id: string, options: WaitOptions = {}): Promise<FinishedVerification> {
  const { intervalMs = 1000, timeoutMs = 5 * 60_000, signal } = options;
  checkWaitOptions(intervalMs, timeoutMs);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const verification = await client.verify.get(id, signal === undefined ? {} : { signal });
    if (isFinishedVerification(verification)) return verification;
    if (Date.now() + intervalMs > deadline) {
      throw new WaitTimeoutError(`Verification ${id} is still ${verification.status} after ${timeoutMs} ms`, verification.status);
    }
    await sleep(intervalMs, signal);
  }
}

/**
 * Polls `GET /v1/batch/{id}` until the batch is `completed`, `failed` or `cancelled`, calling
 * `onProgress` after every poll, and returns the final batch. Throws WaitTimeoutError after
 * `timeoutMs`.
 */
export async function waitForBatch(client: Pick<PollingClient, 'batches'>, id: string, options: WaitForBatchOptions = {}): Promise<Batch> {
  const { intervalMs = 2000, timeoutMs = 30 * 60_000, signal, onProgress } = options;
  checkWaitOptions(intervalMs, timeoutMs);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const batch = await client.batches.get(id, signal === undefined ? {} : { signal });
    onProgress?.({ processedItems: batch.processedItems, totalItems: batch.totalItems, status: batch.status, batch });
    if (finalBatchStatuses.has(batch.status)) return batch;
    if (Date.now() + intervalMs > deadline) {
      throw new WaitTimeoutError(`Batch ${id} is still ${batch.status} after ${timeoutMs} ms`, batch.status);
    }
    await sleep(intervalMs, signal);
  }
}

// The batch service (issue 15: one service per resource): what the batch endpoints do, over the
// storage port. Handlers (server/http/handlers/batches.ts) turn requests into these calls and
// their results into responses; they do not see storage.
import type { Clock } from '../clock.js';
import { ApiError } from '../errors.js';
import type { Db } from '../storage/db.js';
import { cancelBatchRows, findBatch, listBatches as listBatchRows, listItems, type BatchItemRow, type BatchRow, type BatchStatus, type ItemStatus, type Page } from '../storage/batches.js';
import type { Organization } from '../storage/organizations.js';
import { enqueueBatchEvent } from './events.js';

export interface BatchServiceDeps {
  db: Db;
  clock: Clock;
}

const batchNotFound = (id: string) => new ApiError('not_found', { message: `Batch ${id} was not found.` });

/** The organization's batches, newest first (DECISIONS.md "Listing"). */
export function listBatches(deps: BatchServiceDeps, organization: Organization, status: BatchStatus | undefined, page: Page): Promise<{ rows: BatchRow[]; total: number }> {
  return listBatchRows(deps.db, organization.id, { status }, page);
}

/** The organization's batch; 404 when it does not exist or belongs to another organization. */
export async function getBatch(deps: BatchServiceDeps, organization: Organization, id: string): Promise<BatchRow> {
  const batch = await findBatch(deps.db, organization.id, id);
  if (!batch) throw batchNotFound(id);
  return batch;
}

/** One page of a batch's items in input order. */
export function listBatchItems(deps: BatchServiceDeps, batch: BatchRow, status: ItemStatus | undefined, page: Page): Promise<{ rows: BatchItemRow[]; total: number }> {
  return listItems(deps.db, batch.id, { status }, page);
}

export interface CancelledBatch {
  batch: BatchRow;
  skipped: number;
  stillProcessing: number;
}

/**
 * Cancels a pending or processing batch (spec 3.2, 3.3) and enqueues `batch.cancelled`, in one
 * transaction; 409 `CANNOT_CANCEL` when it is final already (also when a concurrent cancel, on
 * this or another process, got there first: the guarded update finds nothing to change).
 */
export function cancelBatch(deps: BatchServiceDeps, organization: Organization, id: string): Promise<CancelledBatch> {
  return deps.db.transaction(async (tx) => {
    const batch = await findBatch(tx, organization.id, id);
    if (!batch) throw batchNotFound(id);
    if (batch.status !== 'pending' && batch.status !== 'processing') {
      throw new ApiError('CANNOT_CANCEL', { message: `The batch cannot be cancelled: it is already ${batch.status}.` });
    }
    const now = deps.clock.now();
    const cancelled = await cancelBatchRows(tx, batch.id, now);
    if (!cancelled) throw new ApiError('CANNOT_CANCEL', { message: 'The batch cannot be cancelled: it was finished or cancelled meanwhile.' });
    await enqueueBatchEvent(tx, 'batch.cancelled', cancelled.batch, now);
    return cancelled;
  });
}

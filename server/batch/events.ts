// Batch webhooks (DECISIONS.md "Webhooks" > Events): `batch.completed` and `batch.cancelled`, put in
// the outbox (server/webhooks/outbox.ts) in the same transaction as the batch's final update.
import type { BatchRow } from '../storage/batches.js';
import type { Db } from '../storage/db.js';
import type { Outbox } from '../webhooks/outbox.js';
import { renderBatch } from './render.js';

/** Enqueues the event when the batch has a `webhookUrl`; does nothing otherwise. */
export async function enqueueBatchEvent(outbox: Outbox, tx: Db, type: 'batch.completed' | 'batch.cancelled', batch: BatchRow, at: Date): Promise<void> {
  if (!batch.webhookUrl) return;
  await outbox.enqueue(tx, { type, data: renderBatch(batch), organizationId: batch.organizationId, url: batch.webhookUrl, subjectId: batch.id, at });
}

// Batch webhooks (DECISIONS.md "Webhooks" > Events): `batch.completed` and `batch.cancelled`, put in
// the database outbox in the same transaction as the batch's final update, so a committed final state
// always has its event and a restart still delivers it.
import { newId } from '../ids.js';
import type { BatchRow } from '../storage/batches.js';
import type { Db } from '../storage/db.js';
import { enqueueWebhookEvent } from '../storage/webhook-events.js';
import { buildEvent } from '../webhooks/events.js';
import { renderBatch } from './render.js';

/** Enqueues the event when the batch has a `webhookUrl`; does nothing otherwise. */
export async function enqueueBatchEvent(db: Db, type: 'batch.completed' | 'batch.cancelled', batch: BatchRow, at: Date): Promise<void> {
  if (!batch.webhookUrl) return;
  const event = buildEvent(type, renderBatch(batch), newId('webhookEvent', at), at);
  await enqueueWebhookEvent(db, {
    id: event.id,
    organizationId: batch.organizationId,
    type,
    url: batch.webhookUrl,
    payload: JSON.stringify(event),
    subjectId: batch.id,
    createdAt: at,
  });
}

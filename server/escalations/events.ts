// Escalation webhooks (issue 16; DECISIONS.md "Webhooks" > Events): `escalation.resolved` and
// `escalation.expired`, put in the outbox in the same transaction as the transition they report.
// They go where the verification's own events went: its `webhookUrl`, or its batch's.
import { newId } from '../ids.js';
import { getBatchById } from '../storage/batches.js';
import type { Db } from '../storage/db.js';
import type { VerificationRow } from '../storage/verifications.js';
import { enqueueWebhookEvent } from '../storage/webhook-events.js';
import { buildEvent, type WebhookEventData } from '../webhooks/events.js';

type EscalationEventType = 'escalation.resolved' | 'escalation.expired';

/** Where events about this verification go: its own `webhookUrl`, else its batch's; undefined when neither. */
async function webhookUrlOf(db: Db, row: VerificationRow): Promise<string | undefined> {
  if (row.webhookUrl) return row.webhookUrl;
  return row.batchId ? ((await getBatchById(db, row.batchId))?.webhookUrl ?? undefined) : undefined;
}

/** Enqueues the event when the verification has somewhere to send it; does nothing otherwise. */
export async function enqueueEscalationEvent(db: Db, type: EscalationEventType, record: WebhookEventData[EscalationEventType], row: VerificationRow, at: Date): Promise<void> {
  const url = await webhookUrlOf(db, row);
  if (!url) return;
  const id = newId('webhookEvent', at);
  const event = buildEvent(type, record, id, at);
  await enqueueWebhookEvent(db, {
    id,
    organizationId: row.organizationId,
    type,
    url,
    payload: JSON.stringify(event),
    // One event of each type per escalation (the outbox's unique subject and type).
    subjectId: record.id,
    createdAt: at,
  });
}

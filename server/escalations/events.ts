// Escalation webhooks (issue 16; DECISIONS.md "Webhooks" > Events): `escalation.resolved` and
// `escalation.expired`, put in the outbox (server/webhooks/outbox.ts) in the same transaction as
// the transition they report. They go where the verification's own events went: its
// `webhookUrl`, or its batch's.
import { getBatchById } from '../storage/batches.js';
import type { Db } from '../storage/db.js';
import type { VerificationRow } from '../storage/verifications.js';
import type { WebhookEventData } from '../webhooks/events.js';
import type { Outbox } from '../webhooks/outbox.js';

type EscalationEventType = 'escalation.resolved' | 'escalation.expired';

/** Where events about this verification go: its own `webhookUrl`, else its batch's; undefined when neither. */
async function webhookUrlOf(db: Db, row: VerificationRow): Promise<string | undefined> {
  if (row.webhookUrl) return row.webhookUrl;
  return row.batchId ? ((await getBatchById(db, row.batchId))?.webhookUrl ?? undefined) : undefined;
}

/** Enqueues the event when the verification has somewhere to send it; does nothing otherwise. */
export async function enqueueEscalationEvent(
  outbox: Outbox,
  tx: Db,
  type: EscalationEventType,
  record: WebhookEventData[EscalationEventType],
  row: VerificationRow,
  at: Date,
): Promise<void> {
  const url = await webhookUrlOf(tx, row);
  if (!url) return;
  // One event of each type per escalation (the outbox's unique subject and type).
  await outbox.enqueue(tx, { type, data: record, organizationId: row.organizationId, url, subjectId: record.id, at });
}

// Putting a webhook event in the outbox (issue 5 item 4; DECISIONS.md "Webhooks" > Events): the one
// way every feature does it (issue 24). The event is built once (id, payload JSON) and inserted in
// the caller's transaction, the same one as the state change it reports, so a committed final
// state always has its event and a restart still delivers it; the job runner is woken once that
// transaction commits (server/queue/wake-up.ts) and delivers it (deliveries.ts, a job source).
import { newId } from '../ids.js';
import type { Db } from '../storage/db.js';
import { enqueueWebhookEvent } from '../storage/webhook-events.js';
import type { WakeUp } from '../queue/wake-up.js';
import { buildEvent, type WebhookEventData, type WebhookEventType } from './events.js';

/** An event about to be enqueued: what it says and where it goes. */
export interface OutgoingEvent<T extends WebhookEventType = WebhookEventType> {
  type: T;
  /** The record the event carries (what a poll of the resource returns). */
  data: WebhookEventData[T];
  organizationId: string;
  /** The receiver: the resource's `webhookUrl`. */
  url: string;
  /** The resource the event is about (`ver_…`, `bat_…`, `esc_…`): one event of a type per subject. */
  subjectId: string;
  /** When the state change happened (the event's `createdAt`), from the injected clock. */
  at: Date;
}

export interface Outbox {
  /**
   * Inserts the event in `tx` (open it with server/queue/wake-up.ts `transaction()`) and wakes
   * delivery (the job runner) once `tx` commits. An event of the same type for the same subject is kept, not
   * duplicated (storage/outbox.ts `enqueue`).
   */
  enqueue<T extends WebhookEventType>(tx: Db, event: OutgoingEvent<T>): Promise<void>;
}

/** The app's outbox; `delivery` (the job runner's wake-up) is woken after each commit that enqueued events. */
export function createOutbox(delivery: WakeUp): Outbox {
  return {
    async enqueue(tx, { type, data, organizationId, url, subjectId, at }) {
      const event = buildEvent(type, data, newId('webhookEvent', at), at);
      await enqueueWebhookEvent(tx, { id: event.id, organizationId, type, url, payload: JSON.stringify(event), subjectId, createdAt: at });
      delivery.afterCommit(tx);
    },
  };
}

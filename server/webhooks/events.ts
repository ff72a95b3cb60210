// Webhook events (DECISIONS.md "Webhooks" > Events, Payload; contract: spec/webhooks.tsp
// `WebhookEvent`). The payload is built once, when the event is enqueued, and its JSON text is
// stored in the outbox: every attempt sends the same bytes under the same id.
import type { components } from '../../generated/api-types.js';

type Schemas = components['schemas'];

/** The record each kind of event carries: what a poll of the same resource returns. */
export interface WebhookEventData {
  'verification.completed': Schemas['VerificationCompleted'];
  'verification.escalated': Schemas['VerificationEscalated'];
  'batch.completed': Schemas['Batch'];
  'batch.cancelled': Schemas['Batch'];
  'escalation.resolved': Schemas['EscalationRecord'];
  'escalation.expired': Schemas['EscalationRecord'];
}

/** The contract's WebhookEvent: `{id, type, createdAt, data}`. */
export type WebhookEvent = Schemas['WebhookEvent'];

/** The event kinds of v1, as the contract lists them: one per final state (of a verification, a batch, an escalation). */
export type WebhookEventType = WebhookEvent['type'];

/**
 * Returns the payload of one event. `id` is a fresh `evt_…` id (server/ids.ts `newId('webhookEvent')`)
 * generated once per event; `createdAt` is the time of the state change, from the injected clock.
 */
export function buildEvent<T extends WebhookEventType>(
  type: T,
  data: WebhookEventData[T],
  id: string,
  createdAt: Date,
): Extract<WebhookEvent, { type: T }> {
  if (!id.startsWith('evt_')) throw new TypeError(`A webhook event id must start with "evt_", got "${id}"`);
  return { id, type, createdAt: createdAt.toISOString(), data } as unknown as Extract<WebhookEvent, { type: T }>;
}

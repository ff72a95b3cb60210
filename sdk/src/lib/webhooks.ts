// Verifies a webhook delivery (spec/DECISIONS.md "Webhooks": Standard Webhooks headers
// `webhook-id`, `webhook-timestamp`, `webhook-signature`, secret `whsec_…`) with the reference
// `standardwebhooks` library, and returns the typed event.
import { Webhook, WebhookVerificationError as StandardWebhookError } from 'standardwebhooks';
import { WebhookVerificationError } from '../core/errors.js';
import type { WebhookEvent } from '../types.js';

/** Request headers as a `Headers` object, or Node's `IncomingHttpHeaders`, or a plain record. */
export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;

const signatureHeaders = ['webhook-id', 'webhook-timestamp', 'webhook-signature'] as const;

function pickHeaders(headers: WebhookHeaders): Record<string, string> {
  const picked: Record<string, string> = {};
  if (headers instanceof Headers) {
    for (const name of signatureHeaders) {
      const value = headers.get(name);
      if (value !== null) picked[name] = value;
    }
    return picked;
  }
  const lower = new Map(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  for (const name of signatureHeaders) {
    const value = lower.get(name);
    // Several signatures travel space-separated in one header; a repeated header joins the same way.
    const joined = Array.isArray(value) ? value.join(' ') : value;
    if (joined !== undefined) picked[name] = joined;
  }
  return picked;
}

/**
 * Verifies a webhook delivery and returns its typed event.
 *
 * Pass the raw request body exactly as received (not re-serialized JSON), the request headers and
 * the organization's `whsec_…` secret. Throws `WebhookVerificationError` when a signature header is
 * missing, no signature matches, or the timestamp is more than five minutes from now (replay
 * protection of Standard Webhooks). Deduplicate deliveries on `event.id`: redeliveries reuse it.
 */
export function verifyWebhook(payload: string | Uint8Array, headers: WebhookHeaders, secret: string): WebhookEvent {
  if (typeof secret !== 'string' || secret.length === 0) {
    throw new TypeError('verifyWebhook: secret must be the organization webhook secret (whsec_…)');
  }
  let webhook: Webhook;
  try {
    webhook = new Webhook(secret);
  } catch (error) {
    throw new TypeError('verifyWebhook: secret is not a valid webhook secret (whsec_ followed by base64)', { cause: error });
  }
  const body = typeof payload === 'string' ? payload : new TextDecoder().decode(payload);
  let event: unknown;
  try {
    event = webhook.verify(body, pickHeaders(headers));
  } catch (error) {
    if (error instanceof StandardWebhookError) throw new WebhookVerificationError(error.message, { cause: error });
    if (error instanceof SyntaxError) throw new WebhookVerificationError('Webhook payload is not valid JSON', { cause: error });
    throw error;
  }
  if (typeof event !== 'object' || event === null || typeof (event as { type?: unknown }).type !== 'string') {
    throw new WebhookVerificationError('Webhook payload is not a Verity event');
  }
  return event as WebhookEvent;
}

/** `client.webhooks`: verification with the client's configured secret. */
export class Webhooks {
  readonly #secret: string | undefined;

  constructor(secret: string | undefined) {
    this.#secret = secret;
  }

  /**
   * Verifies a delivery and returns its typed event; see `verifyWebhook`. `secret` defaults to the
   * client's `webhookSecret` option, else `VERITY_WEBHOOK_SECRET`.
   */
  unwrap(payload: string | Uint8Array, headers: WebhookHeaders, secret: string | undefined = this.#secret): WebhookEvent {
    if (secret === undefined) {
      throw new TypeError('webhooks.unwrap: no secret; pass one, set the webhookSecret option or VERITY_WEBHOOK_SECRET');
    }
    return verifyWebhook(payload, headers, secret);
  }
}

// Signing of webhook deliveries per Standard Webhooks (https://www.standardwebhooks.com,
// DECISIONS.md "Webhooks" > Signing). The HMAC itself is the `standardwebhooks` package's, so the
// bytes we sign are exactly the bytes every Standard Webhooks verifier checks.
import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

/** The three headers that carry a Standard Webhooks signature. */
export interface WebhookSignatureHeaders {
  /** The event id (`evt_…`), identical on every redelivery so receivers can deduplicate. */
  'webhook-id': string;
  /** Unix seconds of this attempt. */
  'webhook-timestamp': string;
  /** `v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">`. */
  'webhook-signature': string;
}

const SECRET_PREFIX = 'whsec_';
/** Standard Webhooks asks for secrets of 24 to 64 bytes; 32 bytes is HMAC-SHA256's block-friendly size. */
const SECRET_BYTES = 32;

/** Returns a new per-organization signing secret: `whsec_` + base64 of 32 random bytes. */
export function createWebhookSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(SECRET_BYTES).toString('base64')}`;
}

/** Returns true when `secret` is `whsec_` followed by base64 of at least 24 bytes. */
export function isWebhookSecret(secret: string): boolean {
  if (!secret.startsWith(SECRET_PREFIX)) return false;
  const encoded = secret.slice(SECRET_PREFIX.length);
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(encoded) || encoded.length % 4 !== 0) return false;
  return Buffer.from(encoded, 'base64').length >= 24;
}

/**
 * Returns the Standard Webhooks headers for one delivery attempt of `body` (the exact bytes that
 * will be sent) under the organization's `whsec_…` secret, timestamped `at`.
 */
export function signWebhook(secret: string, eventId: string, at: Date, body: string): WebhookSignatureHeaders {
  if (!isWebhookSecret(secret)) throw new TypeError('The webhook secret must be "whsec_" followed by base64 of at least 24 bytes');
  // The timestamp header and the signed timestamp must be the same whole second: the library
  // floors `at` to seconds when signing, so we floor it the same way here.
  const seconds = Math.floor(at.getTime() / 1000);
  return {
    'webhook-id': eventId,
    'webhook-timestamp': String(seconds),
    'webhook-signature': new Webhook(secret).sign(eventId, new Date(seconds * 1000), body),
  };
}

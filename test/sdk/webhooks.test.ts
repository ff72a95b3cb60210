import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { verifyWebhook, Verity, WebhookVerificationError, type WebhookEvent } from '../../sdk/src/index.js';
import { completedVerification } from './fake-fetch.js';

const secret = `whsec_${Buffer.from('a webhook secret of 32 bytes!!!!').toString('base64')}`;
const event = { id: 'evt_01', type: 'verification.completed', createdAt: '2026-11-21T20:42:00.000Z', data: completedVerification };
const payload = JSON.stringify(event);

/** Signs like the server: Standard Webhooks headers over `id.timestamp.body`. */
function sign(body: string, options: { id?: string; at?: Date; key?: string } = {}): Record<string, string> {
  const id = options.id ?? 'evt_01';
  const at = options.at ?? new Date();
  return {
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(options.key ?? secret).sign(id, at, body),
  };
}

describe('webhook verification', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('verifies a signed delivery and returns the typed event', () => {
    const verified: WebhookEvent = verifyWebhook(payload, sign(payload), secret);
    expect(verified).toEqual(event);
    if (verified.type === 'verification.completed') expect(verified.data.decision).toBe('accept');
  });

  it('accepts the body as bytes and the headers as a Headers object or Node headers', () => {
    const headers = sign(payload);
    expect(verifyWebhook(Buffer.from(payload), new Headers(headers), secret).id).toBe('evt_01');
    const nodeStyle = { 'Webhook-Id': headers['webhook-id'], 'webhook-timestamp': [headers['webhook-timestamp']!], 'webhook-signature': headers['webhook-signature'], host: 'x' };
    expect(verifyWebhook(new TextEncoder().encode(payload), nodeStyle, secret).id).toBe('evt_01');
  });

  it('accepts any one of several space-separated signatures (secret rotation)', () => {
    const headers = sign(payload);
    const old = sign(payload, { key: `whsec_${Buffer.from('an older secret').toString('base64')}` });
    headers['webhook-signature'] = `${old['webhook-signature']} ${headers['webhook-signature']}`;
    expect(verifyWebhook(payload, headers, secret).id).toBe('evt_01');
  });

  it('rejects a tampered body', () => {
    const headers = sign(payload);
    const tampered = payload.replace('"accept"', '"reject"');
    expect(() => verifyWebhook(tampered, headers, secret)).toThrow(WebhookVerificationError);
  });

  it('rejects a tampered event id', () => {
    const headers = { ...sign(payload), 'webhook-id': 'evt_02' };
    expect(() => verifyWebhook(payload, headers, secret)).toThrow(WebhookVerificationError);
  });

  it('rejects a signature made with another secret', () => {
    const other = `whsec_${Buffer.from('somebody else entirely').toString('base64')}`;
    expect(() => verifyWebhook(payload, sign(payload, { key: other }), secret)).toThrow(/No matching signature/);
  });

  it('rejects a timestamp more than five minutes old or ahead', () => {
    const old = sign(payload, { at: new Date(Date.now() - 6 * 60_000) });
    expect(() => verifyWebhook(payload, old, secret)).toThrow(WebhookVerificationError);
    expect(() => verifyWebhook(payload, old, secret)).toThrow(/too old/);
    const ahead = sign(payload, { at: new Date(Date.now() + 6 * 60_000) });
    expect(() => verifyWebhook(payload, ahead, secret)).toThrow(/too new/);
  });

  it('rejects a delivery without the signature headers', () => {
    const { 'webhook-signature': _dropped, ...headers } = sign(payload);
    expect(() => verifyWebhook(payload, headers, secret)).toThrow(/Missing required headers/);
  });

  it('rejects a correctly signed body that is not a Verity event', () => {
    const body = JSON.stringify([1, 2, 3]);
    expect(() => verifyWebhook(body, sign(body), secret)).toThrow(WebhookVerificationError);
  });

  it('refuses an empty or malformed secret with a TypeError', () => {
    expect(() => verifyWebhook(payload, sign(payload), '')).toThrow(TypeError);
  });

  it('unwraps with the client webhookSecret option, VERITY_WEBHOOK_SECRET, or an explicit secret', () => {
    const headers = sign(payload);
    expect(new Verity({ apiKey: 'k', webhookSecret: secret }).webhooks.unwrap(payload, headers).id).toBe('evt_01');
    vi.stubEnv('VERITY_WEBHOOK_SECRET', secret);
    expect(new Verity({ apiKey: 'k' }).webhooks.unwrap(payload, headers).type).toBe('verification.completed');
    vi.stubEnv('VERITY_WEBHOOK_SECRET', '');
    const client = new Verity({ apiKey: 'k' });
    expect(client.webhooks.unwrap(payload, headers, secret).id).toBe('evt_01');
    expect(() => client.webhooks.unwrap(payload, headers)).toThrow(/no secret/);
  });
});

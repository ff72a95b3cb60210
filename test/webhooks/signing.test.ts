import { createHmac } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { createWebhookSecret, isWebhookSecret, signWebhook } from '../../server/webhooks/signing.js';

const body = JSON.stringify({ id: 'evt_01TEST', type: 'verification.completed', createdAt: '2026-01-15T12:00:00.000Z', data: { id: 'ver_1' } });

describe('signWebhook', () => {
  it('produces headers that the standardwebhooks verifier accepts', () => {
    const secret = createWebhookSecret();
    const headers = signWebhook(secret, 'evt_01TEST', new Date(), body);
    expect(new Webhook(secret).verify(body, { ...headers })).toEqual(JSON.parse(body));
  });

  it('puts the event id and the Unix seconds of the attempt in the headers', () => {
    const headers = signWebhook(createWebhookSecret(), 'evt_01TEST', new Date('2026-01-15T12:00:00.987Z'), body);
    expect(headers['webhook-id']).toBe('evt_01TEST');
    expect(headers['webhook-timestamp']).toBe(String(Date.parse('2026-01-15T12:00:00Z') / 1000));
    expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
  });

  it('signs the HMAC-SHA256 of "id.timestamp.body" keyed with the decoded secret', () => {
    // An independent computation with node:crypto, so a library bug cannot hide in both sides.
    const secret = createWebhookSecret();
    const at = new Date('2026-01-15T12:00:00Z');
    const headers = signWebhook(secret, 'evt_01TEST', at, body);
    const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
    const expected = createHmac('sha256', key).update(`evt_01TEST.${at.getTime() / 1000}.${body}`).digest('base64');
    expect(headers['webhook-signature']).toBe(`v1,${expected}`);
  });

  it('gives a signature that fails verification when the body is altered', () => {
    const secret = createWebhookSecret();
    const headers = signWebhook(secret, 'evt_01TEST', new Date(), body);
    expect(() => new Webhook(secret).verify(body.replace('ver_1', 'ver_2'), { ...headers })).toThrow(/signature/i);
  });

  it('gives a signature that fails verification under another organization secret', () => {
    const headers = signWebhook(createWebhookSecret(), 'evt_01TEST', new Date(), body);
    expect(() => new Webhook(createWebhookSecret()).verify(body, { ...headers })).toThrow(/signature/i);
  });

  it('refuses a secret that is not whsec_ followed by base64 of 24 bytes or more', () => {
    expect(() => signWebhook('not-a-secret', 'evt_1', new Date(), body)).toThrow(TypeError);
    expect(() => signWebhook(`whsec_${Buffer.alloc(16).toString('base64')}`, 'evt_1', new Date(), body)).toThrow(TypeError);
  });
});

describe('createWebhookSecret', () => {
  it('creates whsec_ secrets of 32 random bytes, different each time', () => {
    const a = createWebhookSecret();
    const b = createWebhookSecret();
    expect(a).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(a.slice(6), 'base64')).toHaveLength(32);
    expect(a).not.toBe(b);
    expect(isWebhookSecret(a)).toBe(true);
  });
});

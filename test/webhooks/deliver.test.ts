import type { LookupAddress } from 'node:dns';
import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it } from 'vitest';
import { checkWebhookUrl, type Resolver } from '../../server/webhooks/address-policy.js';
import { deliverWebhook, type DeliveryRequest } from '../../server/webhooks/deliver.js';
import { createWebhookSecret } from '../../server/webhooks/signing.js';
import { startReceiver, type Receiver } from './receiver.js';

// Every connection in this file goes to 127.0.0.1. Refused targets are refused before any socket
// is opened: IP literals by the URL check, host names in the socket's own lookup.

const secret = createWebhookSecret();
const body = JSON.stringify({ id: 'evt_01TEST', type: 'verification.completed', createdAt: '2026-01-15T12:00:00.000Z', data: { id: 'ver_1' } });
const delivery = (url: string, at = new Date()): DeliveryRequest => ({ url, eventId: 'evt_01TEST', body, secret, at });

const receivers: Receiver[] = [];
async function receiver(...args: Parameters<typeof startReceiver>): Promise<Receiver> {
  const r = await startReceiver(...args);
  receivers.push(r);
  return r;
}
afterEach(async () => {
  await Promise.all(receivers.splice(0).map((r) => r.close()));
});

describe('deliverWebhook', () => {
  it('POSTs the JSON body with headers the standardwebhooks verifier accepts', async () => {
    const r = await receiver(() => ({ status: 200 }));
    const result = await deliverWebhook(delivery(`${r.origin}/hooks?src=verity`), { allowPrivate: true });

    expect(result).toMatchObject({ ok: true, status: 200 });
    expect(result.error).toBeUndefined();
    const [got] = r.requests;
    expect(got).toMatchObject({ method: 'POST', path: '/hooks?src=verity', body });
    expect(got!.headers['content-type']).toBe('application/json');
    expect(got!.headers['user-agent']).toBe('Verity-Webhooks/1');
    expect(got!.headers['webhook-id']).toBe('evt_01TEST');
    const headers = {
      'webhook-id': String(got!.headers['webhook-id']),
      'webhook-timestamp': String(got!.headers['webhook-timestamp']),
      'webhook-signature': String(got!.headers['webhook-signature']),
    };
    expect(new Webhook(secret).verify(got!.body, headers)).toEqual(JSON.parse(body));
  });

  it.each([200, 201, 202, 204, 299])('counts HTTP %i as delivered', async (status) => {
    const r = await receiver(() => ({ status }));
    expect(await deliverWebhook(delivery(r.origin), { allowPrivate: true })).toMatchObject({ ok: true, status });
  });

  it.each([400, 404, 410, 500, 503])('counts HTTP %i as a failed attempt with the status recorded', async (status) => {
    const r = await receiver(() => ({ status }));
    expect(await deliverWebhook(delivery(r.origin), { allowPrivate: true })).toMatchObject({
      ok: false,
      status,
      error: `receiver answered HTTP ${status}`,
    });
  });

  it('does not follow a redirect, even to an address it would accept', async () => {
    const r = await receiver((req) => (req.path === '/moved' ? { status: 301, headers: { location: '/target' } } : { status: 200 }));
    const result = await deliverWebhook(delivery(`${r.origin}/moved`), { allowPrivate: true });
    expect(result).toMatchObject({ ok: false, status: 301, error: 'redirect not followed' });
    expect(r.requests.map((q) => q.path)).toEqual(['/moved']);
  });

  it('gives up on a slow receiver after the timeout', async () => {
    const r = await receiver(() => ({ status: 200, delayMs: 5_000 }));
    const result = await deliverWebhook(delivery(r.origin), { allowPrivate: true, timeoutMs: 200 });
    expect(result).toMatchObject({ ok: false, error: 'timed out after 200 ms' });
    expect(result.status).toBeUndefined();
    expect(result.durationMs).toBeGreaterThanOrEqual(190);
    expect(result.durationMs).toBeLessThan(2_000);
  });

  it('reports a receiver that is not listening as a connection failure', async () => {
    const r = await receiver();
    const { origin } = r;
    await r.close();
    receivers.splice(receivers.indexOf(r), 1);
    expect(await deliverWebhook(delivery(origin), { allowPrivate: true })).toMatchObject({
      ok: false,
      error: 'connection failed: ECONNREFUSED',
    });
  });

  it.each(['ftp://127.0.0.1/', 'http://user:pw@127.0.0.1/', 'nonsense'])('refuses %s without connecting', async (url) => {
    expect(await deliverWebhook(delivery(url), { allowPrivate: true })).toMatchObject({ ok: false });
  });
});

describe('deliverWebhook address checks at connect time', () => {
  it.each(['127.0.0.1', '[::ffff:127.0.0.1]', '[::ffff:7f00:1]'])(
    'refuses a loopback receiver at %s without WEBHOOK_ALLOW_PRIVATE',
    async (host) => {
      const r = await receiver();
      const result = await deliverWebhook(delivery(`http://${host}:${r.port}/`), { allowPrivate: false });
      expect(result).toMatchObject({ ok: false });
      expect(result.error).toMatch(/^address refused: /);
      expect(r.requests).toHaveLength(0);
    },
  );

  it.each(['10.0.0.1', '172.16.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '[fe80::1]', '[fc00::1]', '[::1]'])(
    'refuses %s before opening a socket',
    async (host) => {
      const result = await deliverWebhook(delivery(`http://${host}/hook`), { allowPrivate: false });
      expect(result).toMatchObject({ ok: false });
      expect(result.error).toMatch(/^address refused: /);
    },
  );

  it('refuses the unspecified address even with WEBHOOK_ALLOW_PRIVATE', async () => {
    const r = await receiver();
    const result = await deliverWebhook(delivery(`http://0.0.0.0:${r.port}/`), { allowPrivate: true });
    expect(result.error).toMatch(/^address refused: /);
    expect(r.requests).toHaveLength(0);
  });

  it('refuses the metadata address even with WEBHOOK_ALLOW_PRIVATE, as a literal and behind a host name', async () => {
    const literal = await deliverWebhook(delivery('http://169.254.169.254/latest/meta-data/'), { allowPrivate: true });
    expect(literal.error).toMatch(/^address refused: .*cloud metadata/);
    const resolve: Resolver = async () => [{ address: '169.254.169.254', family: 4 }];
    const named = await deliverWebhook(delivery('http://hooks.example.com/x'), { allowPrivate: true, resolve, timeoutMs: 2_000 });
    expect(named.error).toMatch(/^address refused: .*169\.254\.169\.254.*denyIPAddressList/);
  });

  it('refuses a host name that resolves to loopback, in the lookup of the socket itself', async () => {
    const r = await receiver();
    const resolve: Resolver = async () => [{ address: '127.0.0.1', family: 4 }];
    const result = await deliverWebhook(delivery(`http://hooks.example.com:${r.port}/`), { allowPrivate: false, resolve });
    expect(result.error).toMatch(/^address refused: .*127\.0\.0\.1.*is not allowed/);
    expect(r.requests).toHaveLength(0);
  });

  it('refuses localhost through the system resolver', async () => {
    const r = await receiver();
    const result = await deliverWebhook(delivery(`http://localhost:${r.port}/`), { allowPrivate: false });
    expect(result.error).toMatch(/^address refused: /);
    expect(r.requests).toHaveLength(0);
  });

  it('refuses a host name when one of its addresses is refused', async () => {
    const r = await receiver();
    const resolve: Resolver = async () => [
      { address: '127.0.0.1', family: 4 },
      { address: '::1', family: 6 },
    ];
    const result = await deliverWebhook(delivery(`http://hooks.example.com:${r.port}/`), { allowPrivate: false, resolve });
    expect(result.error).toMatch(/^address refused: /);
    expect(r.requests).toHaveLength(0);
  });

  it('refuses a DNS answer that turns to 127.0.0.1 after the URL was accepted (DNS rebinding)', async () => {
    const r = await receiver();
    const answers: LookupAddress[][] = [[{ address: '93.184.216.34', family: 4 }], [{ address: '127.0.0.1', family: 4 }]];
    const asked: string[] = [];
    const rebinding: Resolver = async (hostname) => {
      asked.push(hostname);
      return answers[Math.min(asked.length - 1, answers.length - 1)]!;
    };
    const url = `http://rebind.example.com:${r.port}/hook`;

    expect(await checkWebhookUrl(url, { allowPrivate: false, resolve: rebinding })).toMatchObject({ ok: true });
    const result = await deliverWebhook(delivery(url), { allowPrivate: false, resolve: rebinding });

    expect(asked).toEqual(['rebind.example.com', 'rebind.example.com']);
    expect(result).toMatchObject({ ok: false });
    expect(result.error).toMatch(/^address refused: .*127\.0\.0\.1/);
    expect(r.requests).toHaveLength(0);
  });

  it('connects to the address its resolver answered when private targets are allowed', async () => {
    const r = await receiver();
    const resolve: Resolver = async () => [{ address: '127.0.0.1', family: 4 }];
    const result = await deliverWebhook(delivery(`http://hooks.example.com:${r.port}/x`), { allowPrivate: true, resolve });
    expect(result).toMatchObject({ ok: true, status: 200 });
    expect(r.requests[0]!.headers.host).toBe(`hooks.example.com:${r.port}`);
  });
});

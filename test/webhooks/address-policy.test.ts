import type { LookupAddress } from 'node:dns';
import { describe, expect, it } from 'vitest';
import { checkWebhookUrl, refusedAddressReason, type Resolver } from '../../server/webhooks/address-policy.js';

// No test here touches the network: every host name goes to this resolver, and IP literals are
// decided without resolving.
const zone: Record<string, LookupAddress[]> = {
  'hooks.example.com': [{ address: '93.184.216.34', family: 4 }],
  'dual.example.com': [
    { address: '93.184.216.34', family: 4 },
    { address: '2606:2800:220:1:248:1893:25c8:1946', family: 6 },
  ],
  'loopback.example.com': [{ address: '127.0.0.1', family: 4 }],
  'mixed.example.com': [
    { address: '93.184.216.34', family: 4 },
    { address: '10.1.2.3', family: 4 },
  ],
  'v6-loopback.example.com': [{ address: '::1', family: 6 }],
  'mapped.example.com': [{ address: '::ffff:169.254.169.254', family: 6 }],
  'localhost': [{ address: '127.0.0.1', family: 4 }],
};
const resolve: Resolver = async (hostname) => {
  const answer = zone[hostname];
  if (!answer) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
  return answer;
};

describe('checkWebhookUrl without WEBHOOK_ALLOW_PRIVATE', () => {
  it.each([
    { given: 'http://127.0.0.1:8080/hook', want: 'a loopback address' },
    { given: 'http://10.0.0.1/hook', want: 'a private address' },
    { given: 'http://172.16.0.1/hook', want: 'a private address' },
    { given: 'http://192.168.1.1/hook', want: 'a private address' },
    { given: 'http://169.254.169.254/latest/meta-data/', want: 'a cloud metadata address' },
    { given: 'http://169.254.1.1/', want: 'a link-local address' },
    { given: 'http://[::1]/hook', want: 'a loopback address' },
    { given: 'http://[fe80::1]/hook', want: 'a link-local address' },
    { given: 'http://[fc00::1]/hook', want: 'a unique-local address' },
    { given: 'http://[fd00:ec2::254]/', want: 'a cloud metadata address' },
    { given: 'http://[::ffff:127.0.0.1]/hook', want: 'a loopback address' },
    { given: 'http://[::ffff:10.0.0.1]/hook', want: 'a private address' },
    { given: 'http://0.0.0.0/hook', want: 'an unspecified address' },
    { given: 'http://0.1.2.3/hook', want: 'an unspecified address' },
    { given: 'http://[::]/hook', want: 'an unspecified address' },
    { given: 'http://100.64.0.1/hook', want: 'a carrier-grade NAT address' },
    { given: 'http://224.0.0.1/hook', want: 'a multicast address' },
    { given: 'http://255.255.255.255/hook', want: 'a broadcast address' },
    { given: 'http://2130706433/hook', want: 'a loopback address' },
    { given: 'http://0x7f.1/hook', want: 'a loopback address' },
    { given: 'http://localhost:3000/hook', want: 'a loopback host' },
    { given: 'http://LOCALHOST./hook', want: 'a loopback host' },
    { given: 'http://app.localhost/hook', want: 'a loopback host' },
    { given: 'http://metadata.google.internal/computeMetadata/v1/', want: 'a cloud metadata host' },
    { given: 'https://loopback.example.com/hook', want: 'a loopback address' },
    { given: 'https://v6-loopback.example.com/hook', want: 'a loopback address' },
    { given: 'https://mixed.example.com/hook', want: 'a private address' },
    { given: 'https://mapped.example.com/hook', want: 'a cloud metadata address' },
  ])('refuses $given as $want', async ({ given, want }) => {
    const result = await checkWebhookUrl(given, { allowPrivate: false, resolve });
    expect(result).toEqual({
      ok: false,
      reason: `webhookUrl must not point to loopback, private, link-local or metadata addresses; it points to ${want}`,
    });
  });

  it.each([
    { given: 'https://user:secret@hooks.example.com/hook', want: 'webhookUrl must not contain credentials (user:password@)' },
    { given: 'https://user@hooks.example.com/hook', want: 'webhookUrl must not contain credentials (user:password@)' },
    { given: 'ftp://hooks.example.com/hook', want: 'webhookUrl must use the http or https scheme' },
    { given: 'file:///etc/passwd', want: 'webhookUrl must use the http or https scheme' },
    { given: 'javascript:alert(1)', want: 'webhookUrl must use the http or https scheme' },
    { given: 'not a url', want: 'webhookUrl must be an absolute http or https URL' },
    { given: 'https://nowhere.example.com/hook', want: 'webhookUrl host could not be resolved' },
  ])('refuses $given: $want', async ({ given, want }) => {
    expect(await checkWebhookUrl(given, { allowPrivate: false, resolve })).toEqual({ ok: false, reason: want });
  });

  it('accepts a host name whose every address is public, and returns them', async () => {
    const result = await checkWebhookUrl('https://dual.example.com/hooks/verity?x=1', { allowPrivate: false, resolve });
    expect(result).toMatchObject({ ok: true, addresses: ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946'] });
  });

  it('accepts a public IP literal without resolving anything', async () => {
    const refuse: Resolver = () => Promise.reject(new Error('must not resolve'));
    expect(await checkWebhookUrl('http://93.184.216.34/hook', { allowPrivate: false, resolve: refuse })).toMatchObject({ ok: true });
  });

  it('does not tell the caller which address a refused host resolved to', async () => {
    const result = await checkWebhookUrl('https://mixed.example.com/hook', { allowPrivate: false, resolve });
    expect(JSON.stringify(result)).not.toContain('10.1.2.3');
  });

  it('refuses a host whose resolution does not finish in time', async () => {
    const never: Resolver = () => new Promise(() => undefined);
    const result = await checkWebhookUrl('https://slow.example.com/', { allowPrivate: false, resolve: never, resolveTimeoutMs: 20 });
    expect(result).toEqual({ ok: false, reason: 'webhookUrl host could not be resolved' });
  });
});

describe('checkWebhookUrl with WEBHOOK_ALLOW_PRIVATE=1', () => {
  it.each(['http://127.0.0.1:8080/hook', 'http://10.0.0.1/hook', 'http://[::1]/hook', 'http://localhost:3000/hook', 'https://loopback.example.com/'])(
    'allows %s',
    async (given) => {
      expect(await checkWebhookUrl(given, { allowPrivate: true, resolve })).toMatchObject({ ok: true });
    },
  );

  it('still refuses the unspecified address, credentials and other schemes', async () => {
    expect(await checkWebhookUrl('http://0.0.0.0:8080/', { allowPrivate: true, resolve })).toMatchObject({ ok: false });
    expect(await checkWebhookUrl('http://u:p@127.0.0.1/', { allowPrivate: true, resolve })).toMatchObject({ ok: false });
    expect(await checkWebhookUrl('ftp://127.0.0.1/', { allowPrivate: true, resolve })).toMatchObject({ ok: false });
  });
  // DECISIONS.md "Address rules": the flag opens loopback and private networks, never the metadata service.
  it.each([
    { given: 'http://169.254.169.254/latest/meta-data/', want: 'a cloud metadata address' },
    { given: 'http://[fd00:ec2::254]/', want: 'a cloud metadata address' },
    { given: 'http://[::ffff:169.254.169.254]/', want: 'a cloud metadata address' },
    { given: 'https://mapped.example.com/hook', want: 'a cloud metadata address' },
    { given: 'http://metadata.google.internal/computeMetadata/v1/', want: 'a cloud metadata host' },
  ])('still refuses $given as $want', async ({ given, want }) => {
    expect(await checkWebhookUrl(given, { allowPrivate: true, resolve })).toEqual({
      ok: false,
      reason: `webhookUrl must not point to loopback, private, link-local or metadata addresses; it points to ${want}`,
    });
  });
});

describe('refusedAddressReason', () => {
  it.each([
    { given: '8.8.8.8', want: null },
    { given: '2606:4700::1111', want: null },
    { given: '127.0.0.53', want: 'a loopback address' },
    { given: '[::1]', want: 'a loopback address' },
    { given: '64:ff9b::7f00:1', want: 'a reserved address' },
    { given: 'not-an-ip', want: 'an address that is not a valid IP address' },
  ])('classifies $given as $want', ({ given, want }) => {
    expect(refusedAddressReason(given, false)).toBe(want);
  });
});

// Where webhooks may be sent (DECISIONS.md "Webhooks" > Address rules, issue 5 item 4, issue 9
// item 5): http(s) only, no credentials in the URL, and never a target that resolves to a
// loopback, private, link-local, unique-local or metadata address unless WEBHOOK_ALLOW_PRIVATE=1.
//
// The rule is checked twice:
// - at creation (`checkWebhookUrl`), so a bad `webhookUrl` is a 400 `validation_error`;
// - at delivery, on the address the socket actually connects to (`createDeliveryAgent`), because
//   a DNS answer can change between the two (DNS rebinding).
//
// Both use the same classification: an address is acceptable only when ipaddr.js puts it in its
// `unicast` range, which is exactly the rule request-filtering-agent applies at connect time.
// Everything else (loopback, private, linkLocal incl. 169.254.169.254, uniqueLocal, unspecified,
// multicast, broadcast, carrierGradeNat, ipv4Mapped, NAT64 rfc6052, 6to4, teredo, reserved…) is
// refused. With allowPrivate only the unspecified address and cloud metadata services (their
// addresses and host names) are refused: a development flag must never open the credentials
// endpoint of the machine (DECISIONS.md "Webhooks" > Address rules).
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';

/** Resolves a host name to every address it has, like `dns.lookup(name, {all: true})`. */
export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

export interface AddressPolicyOptions {
  /** WEBHOOK_ALLOW_PRIVATE=1: loopback and private targets are allowed (local development, tests). */
  allowPrivate: boolean;
  /** Replaces DNS (tests inject answers; nothing is sent to the network). */
  resolve?: Resolver;
  /** How long creation-time resolution may take before the URL is refused. */
  resolveTimeoutMs?: number;
}

export type WebhookUrlCheck =
  | { ok: true; url: URL; addresses: string[] }
  | {
      ok: false;
      /** Safe to show to the caller: the `validation_error` detail message on `webhookUrl`. */
      reason: string;
    };

/** Names of the machine itself, whatever DNS says (RFC 6761 6.3 also covers every `*.localhost`). */
const LOOPBACK_NAMES = new Set(['localhost', 'localhost.localdomain', 'ip6-localhost', 'ip6-loopback']);

/**
 * Cloud metadata services (GCP, AWS, Azure, OpenStack aliases). Their addresses (169.254.169.254,
 * fd00:ec2::254) are refused anyway; the names are refused without resolving them.
 */
const METADATA_NAMES = new Set([
  'metadata',
  'metadata.google.internal',
  'metadata.goog',
  'instance-data',
  'instance-data.ec2.internal',
  'metadata.azure.internal',
]);

/** Cloud metadata addresses, refused even with WEBHOOK_ALLOW_PRIVATE=1 (at creation and at connect time). */
export const METADATA_ADDRESSES: readonly string[] = ['169.254.169.254', 'fd00:ec2::254'];

const DEFAULT_RESOLVE_TIMEOUT_MS = 5_000;

const RANGE_LABELS: Record<string, string> = {
  loopback: 'a loopback address',
  private: 'a private address',
  linkLocal: 'a link-local address',
  uniqueLocal: 'a unique-local address',
  unspecified: 'an unspecified address',
  multicast: 'a multicast address',
  broadcast: 'a broadcast address',
  carrierGradeNat: 'a carrier-grade NAT address',
};

/** The resolver used when none is injected: the system resolver, every address. */
export const systemResolver: Resolver = (hostname) =>
  new Promise((resolve, reject) => {
    dnsLookup(hostname, { all: true, verbatim: true }, (err, addresses) => (err ? reject(err) : resolve(addresses)));
  });

/**
 * Returns why an IP address may not be a webhook target (`"a loopback address"`), or null when
 * it may. Accepts IPv4 and IPv6 text, with or without brackets.
 */
export function refusedAddressReason(address: string, allowPrivate: boolean): string | null {
  const text = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  if (!ipaddr.isValid(text)) return 'an address that is not a valid IP address';
  const original = ipaddr.parse(text);
  const range = original.range();
  if (range === 'unicast') return null;
  // Name the IPv4 range behind an IPv4-mapped IPv6 address (::ffff:127.0.0.1 is loopback).
  const parsed = original.kind() === 'ipv6' && (original as ipaddr.IPv6).isIPv4MappedAddress() ? (original as ipaddr.IPv6).toIPv4Address() : original;
  if (METADATA_ADDRESSES.includes(parsed.toString())) return 'a cloud metadata address';
  // request-filtering-agent refuses the unspecified address even with allowPrivate; so do we.
  if (allowPrivate && range !== 'unspecified') return null;
  return RANGE_LABELS[parsed.range()] ?? 'a reserved address';
}

function refusedNameReason(hostname: string, allowPrivate: boolean): string | null {
  const name = hostname.replace(/\.$/, '').toLowerCase();
  if (METADATA_NAMES.has(name)) return 'a cloud metadata host';
  if (allowPrivate) return null;
  if (LOOPBACK_NAMES.has(name) || name.endsWith('.localhost')) return 'a loopback host';
  return null;
}

function refusal(what: string): WebhookUrlCheck {
  return {
    ok: false,
    reason: `webhookUrl must not point to loopback, private, link-local or metadata addresses; it points to ${what}`,
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('DNS resolution timed out')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (err: unknown) => {
        clearTimeout(timer);
        reject(err instanceof Error ? err : new Error(String(err)));
      },
    );
  });
}

/**
 * Checks a `webhookUrl` when a verification or batch is created. The host is resolved and the URL
 * is refused when ANY of its addresses is refused. Never throws: a URL that cannot be parsed or
 * resolved is refused with a reason.
 */
export async function checkWebhookUrl(raw: string, options: AddressPolicyOptions): Promise<WebhookUrlCheck> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: 'webhookUrl must be an absolute http or https URL' };
  }
  // The contract already requires http(s); checked again so this module is safe on its own.
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { ok: false, reason: 'webhookUrl must use the http or https scheme' };
  }
  if (url.username !== '' || url.password !== '') {
    return { ok: false, reason: 'webhookUrl must not contain credentials (user:password@)' };
  }
  // WHATWG URL parsing has already normalized odd IPv4 forms (2130706433, 0x7f.1, 127.1) to
  // dotted quads and wrapped IPv6 in brackets.
  const host = url.hostname;
  if (host === '') return { ok: false, reason: 'webhookUrl must have a host' };
  const literal = host.startsWith('[') ? host.slice(1, -1) : host;
  if (ipaddr.isValid(literal)) {
    const why = refusedAddressReason(literal, options.allowPrivate);
    return why ? refusal(why) : { ok: true, url, addresses: [ipaddr.parse(literal).toString()] };
  }
  const whyName = refusedNameReason(host, options.allowPrivate);
  if (whyName) return refusal(whyName);

  let addresses: LookupAddress[];
  try {
    const resolve = options.resolve ?? systemResolver;
    addresses = await withTimeout(resolve(host), options.resolveTimeoutMs ?? DEFAULT_RESOLVE_TIMEOUT_MS);
  } catch {
    return { ok: false, reason: 'webhookUrl host could not be resolved' };
  }
  if (addresses.length === 0) return { ok: false, reason: 'webhookUrl host could not be resolved' };
  for (const { address } of addresses) {
    const why = refusedAddressReason(address, options.allowPrivate);
    // The resolved address is not echoed: it would tell the caller about our internal DNS.
    if (why) return refusal(why);
  }
  return { ok: true, url, addresses: addresses.map((a) => a.address) };
}

/** Adapts a Resolver to the `lookup` option of net/http, honouring `all` and `family`. */
export function toLookupFunction(resolve: Resolver): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (all) => {
        const wanted = options.family === 4 || options.family === 6 ? all.filter((a) => a.family === options.family) : all;
        if (wanted.length === 0) {
          const err = Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
          callback(err, '', 0);
          return;
        }
        if (options.all) (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, wanted);
        else callback(null, wanted[0]!.address, wanted[0]!.family);
      },
      (err: NodeJS.ErrnoException) => callback(err, '', 0),
    );
  };
}

/**
 * Returns the http and https agents for deliveries. They check every address a connection is about
 * to use (IP literals before connecting, host names in the DNS lookup the socket itself performs),
 * so the address that passed is the address connected to: a rebinding DNS answer is refused.
 * Keep-alive is off so every delivery resolves and checks afresh.
 */
export function createDeliveryAgents(allowPrivate: boolean): {
  http: RequestFilteringHttpAgent;
  https: RequestFilteringHttpsAgent;
} {
  // denyIPAddressList: metadata stays refused even when private addresses are allowed. The
  // IPv4-mapped form is listed too, as the agent compares the address text.
  const denyIPAddressList = [...METADATA_ADDRESSES, '::ffff:169.254.169.254'];
  const options = { keepAlive: false, allowPrivateIPAddress: allowPrivate, allowMetaIPAddress: false, denyIPAddressList };
  return { http: new RequestFilteringHttpAgent(options), https: new RequestFilteringHttpsAgent(options) };
}

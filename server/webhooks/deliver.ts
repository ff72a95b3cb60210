// One delivery attempt of one webhook event (DECISIONS.md "Webhooks"): a signed JSON POST; any
// 2xx within the timeout (15 s) is success; a 3xx is a failure because redirects are never
// followed (a redirect could point anywhere, including addresses the policy refuses); the
// connection may only go to an address the address policy accepts, checked on the address the
// socket actually uses (see address-policy.ts). Never throws: every outcome is a DeliveryResult.
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { performance } from 'node:perf_hooks';
import ipaddr from 'ipaddr.js';
import { createDeliveryAgents, refusedAddressReason, toLookupFunction, type Resolver } from './address-policy.js';
import { signWebhook } from './signing.js';

export const WEBHOOK_USER_AGENT = 'Verity-Webhooks/1';
export const DEFAULT_DELIVERY_TIMEOUT_MS = 15_000;

export interface DeliveryRequest {
  url: string;
  /** The event id, sent as `webhook-id` and signed. */
  eventId: string;
  /** The exact JSON body, the same bytes on every attempt. */
  body: string;
  /** The organization's `whsec_…` secret. */
  secret: string;
  /** The time of this attempt: the `webhook-timestamp`. */
  at: Date;
}

export interface DeliveryOptions {
  /** WEBHOOK_ALLOW_PRIVATE=1. */
  allowPrivate: boolean;
  /** Whole-attempt deadline, from the start of the request to the end of the response. */
  timeoutMs?: number;
  /** Replaces DNS for the connection (tests). */
  resolve?: Resolver;
}

export interface DeliveryResult {
  ok: boolean;
  /** The receiver's HTTP status, when it answered. */
  status?: number;
  /** Why the attempt failed, for the outbox's `last_error` and the logs; absent on success. */
  error?: string;
  durationMs: number;
}

/** The most of a receiver's answer we read; the rest is discarded unread. */
const MAX_RESPONSE_BYTES = 64 * 1024;

// One pair of agents per policy: agents hold no per-delivery state (keep-alive is off).
const agentsByPolicy = new Map<boolean, ReturnType<typeof createDeliveryAgents>>();
function agentsFor(allowPrivate: boolean): ReturnType<typeof createDeliveryAgents> {
  let agents = agentsByPolicy.get(allowPrivate);
  if (!agents) {
    agents = createDeliveryAgents(allowPrivate);
    agentsByPolicy.set(allowPrivate, agents);
  }
  return agents;
}

/** Turns a low-level error into a short reason for `last_error`. */
function describeError(err: Error & { code?: string }): string {
  // request-filtering-agent: "DNS lookup 127.0.0.1(family:4, host:…) is not allowed. Because, …"
  if (/is not allowed/.test(err.message)) return `address refused: ${err.message}`;
  if (err.code) return `connection failed: ${err.code}`;
  return `request failed: ${err.message}`;
}

/** Sends one signed attempt of a webhook event and reports how it went. */
export function deliverWebhook(delivery: DeliveryRequest, options: DeliveryOptions): Promise<DeliveryResult> {
  const started = performance.now();
  const elapsed = (): number => Math.round(performance.now() - started);
  const timeoutMs = options.timeoutMs ?? DEFAULT_DELIVERY_TIMEOUT_MS;

  let url: URL;
  try {
    url = new URL(delivery.url);
  } catch {
    return Promise.resolve({ ok: false, error: 'invalid URL', durationMs: elapsed() });
  }
  // Checked at creation too; repeated so a row written by hand or before a rule change is safe.
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return Promise.resolve({ ok: false, error: 'URL scheme must be http or https', durationMs: elapsed() });
  }
  if (url.username !== '' || url.password !== '') {
    return Promise.resolve({ ok: false, error: 'URL must not contain credentials', durationMs: elapsed() });
  }

  // An IP literal is checked here before any socket exists. The agent checks it again, and checks
  // every resolved address of a host name on the socket's own lookup.
  const literal = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  if (ipaddr.isValid(literal)) {
    const why = refusedAddressReason(literal, options.allowPrivate);
    if (why) return Promise.resolve({ ok: false, error: `address refused: ${literal} is ${why}`, durationMs: elapsed() });
  }

  const agents = agentsFor(options.allowPrivate);
  const isHttps = url.protocol === 'https:';
  const headers = {
    ...signWebhook(delivery.secret, delivery.eventId, delivery.at, delivery.body),
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(delivery.body)),
    'user-agent': WEBHOOK_USER_AGENT,
  };

  return new Promise<DeliveryResult>((resolve) => {
    let settled = false;
    let status: number | undefined;
    const finish = (result: Omit<DeliveryResult, 'durationMs'>): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...result, durationMs: elapsed() });
    };
    const outcome = (code: number): Omit<DeliveryResult, 'durationMs'> => {
      if (code >= 200 && code < 300) return { ok: true, status: code };
      if (code >= 300 && code < 400) return { ok: false, status: code, error: 'redirect not followed' };
      return { ok: false, status: code, error: `receiver answered HTTP ${code}` };
    };

    const req = (isHttps ? httpsRequest : httpRequest)(
      url,
      {
        method: 'POST',
        headers,
        agent: isHttps ? agents.https : agents.http,
        // The agent validates whatever this lookup answers, then connects to that same address.
        ...(options.resolve ? { lookup: toLookupFunction(options.resolve) } : {}),
      },
      (res: IncomingMessage) => {
        status = res.statusCode ?? 0;
        let received = 0;
        res.on('data', (chunk: Buffer) => {
          received += chunk.length;
          // A receiver streaming an endless answer must not hold the worker: its status is known.
          if (received > MAX_RESPONSE_BYTES) {
            finish(outcome(status!));
            req.destroy();
          }
        });
        res.on('end', () => finish(outcome(status!)));
        res.on('error', () => finish(outcome(status!)));
      },
    );

    const timer = setTimeout(() => {
      // Headers in time but a body that never ends: the status decided the attempt.
      if (status !== undefined) finish(outcome(status));
      else finish({ ok: false, error: `timed out after ${timeoutMs} ms` });
      req.destroy();
    }, timeoutMs);

    req.on('error', (err: Error & { code?: string }) => {
      if (status !== undefined) finish(outcome(status));
      else finish({ ok: false, error: describeError(err) });
    });
    req.end(delivery.body);
  });
}

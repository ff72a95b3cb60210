// Webhook deliveries (issue 5 item 4, DECISIONS.md "Webhooks" > Retries), a JobSource of the one
// job runner (issue 24; server/queue/job-runner.ts): a claim takes the due events of the outbox, up
// to the source's free slots, in one statement; each is a job that makes one attempt and records
// its outcome: delivered, or the next attempt per the retry schedule, or failed with the last
// error after the last attempt. Every attempt of an event is sent under the event's own id
// (`webhook-id`), so a receiver sees one id per event, ever.
//
// The runner polls and is woken after each commit that enqueued an event (outbox.ts). Deliveries
// have slots of their own, so a slow receiver never holds up a verification, and a lease of their
// own that outlasts an attempt, so nothing renews it. A process that dies mid-attempt leaves the
// claim marked: on SQLite it is due again at the next start (recover), elsewhere when its lease
// ends; either way it is made again under the same event id.
import { SpanKind } from '@opentelemetry/api';
import { ATTR_HTTP_REQUEST_METHOD, ATTR_HTTP_RESPONSE_STATUS_CODE, ATTR_SERVER_ADDRESS } from '@opentelemetry/semantic-conventions';
import type { Clock } from '../clock.js';
import type { Logger } from '../logger.js';
import type { Job, JobSource } from '../queue/job-runner.js';
import { withSpan, type Telemetry } from '../telemetry/spans.js';
import type { Resolver } from './address-policy.js';
import { DEFAULT_DELIVERY_TIMEOUT_MS, deliverWebhook, type DeliveryRequest, type DeliveryResult } from './deliver.js';
import type { ClaimedWebhookEvent, WebhookOutbox } from '../storage/outbox.js';
import { assertRetrySchedule, nextAttemptAt, WEBHOOK_RETRY_SCHEDULE, type RetrySchedule } from './schedule.js';

export interface DeliveryOptions {
  outbox: WebhookOutbox;
  clock: Clock;
  /** WEBHOOK_ALLOW_PRIVATE=1 (config.webhookAllowPrivate). */
  allowPrivate: boolean;
  logger?: Pick<Logger, 'info' | 'warn' | 'error'>;
  /** Defaults to the schedule of DECISIONS.md; tests pass short delays. */
  schedule?: RetrySchedule;
  /** Source of jitter, [0, 1); defaults to Math.random. */
  random?: () => number;
  /** Per attempt; default 15 s. */
  timeoutMs?: number;
  /**
   * How long a claimed attempt is kept from other workers; it must outlast an attempt, as nothing
   * renews it. If the worker dies, the attempt is made again (same event id) once the lease has
   * run out, or at the next start on SQLite. Default: twice the timeout plus 30 s.
   */
  leaseMs?: number;
  /** Attempts made at once, in slots of their own, and so the most events one claim takes; default 10. */
  concurrency?: number;
  /** Replaces the HTTP delivery (tests of the source alone). */
  deliver?: (delivery: DeliveryRequest, options: { allowPrivate: boolean; timeoutMs: number; resolve?: Resolver }) => Promise<DeliveryResult>;
  /** Replaces DNS at connect time (tests). */
  resolve?: Resolver;
  /** Counts attempts by outcome and, when tracing is on, makes a `webhook.delivery` span per attempt (issue 25). */
  telemetry?: Telemetry;
}

const noopLogger: Pick<Logger, 'info' | 'warn' | 'error'> = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};

/** The receiver's host for the span (never the path or query, which may carry the caller's tokens). */
function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return 'invalid';
  }
}

function positiveInteger(name: string, value: number): number {
  if (!Number.isInteger(value) || value < 1) throw new RangeError(`${name} must be a positive integer, got ${value}`);
  return value;
}

/** The JobSource of webhook deliveries over the given outbox, for the app's job runner. */
export function createDeliverySource(options: DeliveryOptions): JobSource {
  const { outbox, clock, allowPrivate } = options;
  const logger = options.logger ?? noopLogger;
  const schedule = options.schedule ?? WEBHOOK_RETRY_SCHEDULE;
  assertRetrySchedule(schedule);
  const timeoutMs = positiveInteger('timeoutMs', options.timeoutMs ?? DEFAULT_DELIVERY_TIMEOUT_MS);
  const leaseMs = positiveInteger('leaseMs', options.leaseMs ?? timeoutMs * 2 + 30_000);
  if (leaseMs <= timeoutMs) throw new RangeError('leaseMs must be longer than timeoutMs, or a slow attempt could be made twice at once');
  const concurrency = positiveInteger('concurrency', options.concurrency ?? 10);
  const deliver = options.deliver ?? deliverWebhook;
  const random = options.random;

  // A root span per attempt (the runner makes none around it: ownSpans): a claim runs in whatever
  // context woke the runner, but an attempt belongs to its event, not to that request or job.
  function attempt(event: ClaimedWebhookEvent): Promise<void> {
    const attributes = { 'verity.webhook.event_type': event.type, 'verity.webhook.attempt': event.attempt, [ATTR_HTTP_REQUEST_METHOD]: 'POST', [ATTR_SERVER_ADDRESS]: hostOf(event.url) };
    return withSpan(options.telemetry?.tracer, 'webhook.delivery', { root: true, kind: SpanKind.CLIENT, attributes }, async (span) => {
      const outcome = await attemptDelivery(event);
      if (outcome.status !== undefined) span?.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, outcome.status);
      span?.setAttribute('verity.webhook.outcome', outcome.outcome);
      options.telemetry?.metrics.webhookDeliveryAttempts.inc({ outcome: outcome.outcome });
    });
  }

  async function attemptDelivery(event: ClaimedWebhookEvent): Promise<{ outcome: 'delivered' | 'retried' | 'failed'; status: number | undefined }> {
    let result: DeliveryResult;
    try {
      result = await deliver(
        { url: event.url, eventId: event.id, body: event.payload, secret: event.secret, at: clock.now() },
        { allowPrivate, timeoutMs, ...(options.resolve ? { resolve: options.resolve } : {}) },
      );
    } catch (err) {
      // deliverWebhook never throws; a replacement might. Count it as a failed attempt.
      result = { ok: false, error: `delivery failed: ${(err as Error).message}`, durationMs: 0 };
    }
    const at = clock.now();
    const log = { eventId: event.id, type: event.type, attempt: event.attempt, status: result.status, durationMs: result.durationMs };
    if (result.ok) {
      const applied = await outbox.markDelivered(event.id, event.attempt, at, result.status ?? 0);
      logger.info({ ...log, applied }, 'webhook delivered');
      return { outcome: 'delivered', status: result.status };
    }
    const error = result.error ?? 'delivery failed';
    const next = nextAttemptAt(event.attempt, at, { schedule, ...(random ? { random } : {}) });
    const failure = result.status === undefined ? { error } : { error, statusCode: result.status };
    const applied = await outbox.markAttemptFailed(event.id, event.attempt, at, failure, next);
    if (next) logger.warn({ ...log, applied, error, nextAttemptAt: next.toISOString() }, 'webhook attempt failed; will retry');
    else logger.error({ ...log, applied, error }, 'webhook delivery gave up after the last attempt');
    return { outcome: next ? 'retried' : 'failed', status: result.status };
  }

  function jobOf(event: ClaimedWebhookEvent): Job {
    return {
      id: event.id,
      run: () =>
        attempt(event).catch((err: unknown) => {
          // Recording failed (database gone): the lease runs out and the attempt is made again.
          logger.error({ eventId: event.id, err }, 'could not record a webhook attempt');
        }),
      // Graceful shutdown cut the attempt off: due again at once, for this or another process.
      release: async () => void (await outbox.releaseClaim(event.id, event.attempt, clock.now())),
    };
  }

  return {
    name: 'webhook-deliveries',
    slots: concurrency,
    leaseMs,
    ownSpans: true,
    // Up to the free slots in one statement (storage/outbox.ts claimDue), oldest due first.
    async claim(now, leaseUntil, max) {
      return (await outbox.claimDue(now, max, leaseUntil)).map(jobOf);
    },
    recover: (now) => outbox.recoverClaims(now),
    // A claim whose lease ran out is due again by itself (its lease is its next attempt time), so
    // the next claim takes it: nothing to move.
    requeueExpired: async () => 0,
    // No backlog: GET /v1/status's queue counts batch items and asynchronous verifications (spec/status.tsp).
  };
}

// The outbox worker (issue 5 item 4, DECISIONS.md "Webhooks" > Retries): it claims due events,
// delivers each once, and records the outcome: delivered, or the next attempt per the retry
// schedule, or failed with the last error after the last attempt. Every attempt of an event is
// sent under the event's own id (`webhook-id`), so a receiver sees one id per event, ever.
//
// Started and stopped explicitly (the server starts it after migrations and stops it on
// shutdown). It polls on a timer and wakes at once on `notify()`, which the services call after
// enqueuing an event.
import { SpanKind } from '@opentelemetry/api';
import { ATTR_HTTP_REQUEST_METHOD, ATTR_HTTP_RESPONSE_STATUS_CODE, ATTR_SERVER_ADDRESS } from '@opentelemetry/semantic-conventions';
import type { Clock } from '../clock.js';
import type { Logger } from '../logger.js';
import { withSpan, type Telemetry } from '../telemetry/spans.js';
import type { Resolver } from './address-policy.js';
import { DEFAULT_DELIVERY_TIMEOUT_MS, deliverWebhook, type DeliveryRequest, type DeliveryResult } from './deliver.js';
import type { ClaimedWebhookEvent, WebhookOutbox } from '../storage/outbox.js';
import { assertRetrySchedule, nextAttemptAt, WEBHOOK_RETRY_SCHEDULE, type RetrySchedule } from './schedule.js';

export interface DispatcherOptions {
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
   * How long a claimed attempt is kept from other workers; it must outlast an attempt. If the
   * worker dies, the attempt is made again (same event id) once the lease has run out.
   * Default: twice the timeout plus 30 s.
   */
  leaseMs?: number;
  /** Events claimed and delivered together in one round; default 10. */
  batchSize?: number;
  /** How often the loop looks for due events when nobody calls notify(); default 1 s. */
  pollIntervalMs?: number;
  /** Replaces the HTTP delivery (tests of the loop alone). */
  deliver?: (delivery: DeliveryRequest, options: { allowPrivate: boolean; timeoutMs: number; resolve?: Resolver }) => Promise<DeliveryResult>;
  /** Replaces DNS at connect time (tests). */
  resolve?: Resolver;
  /** Counts attempts by outcome and, when tracing is on, makes a `webhook.delivery` span per attempt (issue 25). */
  telemetry?: Telemetry;
}

export interface WebhookDispatcher {
  /** Starts the loop; the first round runs at once. Calling it twice does nothing. */
  start(): void;
  /** Stops the loop and waits for the attempts in flight to be recorded. */
  stop(): Promise<void>;
  /** Asks the running loop for a round now (after an enqueue) instead of at the next poll. */
  notify(): void;
  /** Runs one round: claims due events, delivers them, records the outcomes; returns how many were claimed. */
  runOnce(): Promise<number>;
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

/** Returns a dispatcher over the given outbox; nothing runs until `start()` or `runOnce()`. */
export function createWebhookDispatcher(options: DispatcherOptions): WebhookDispatcher {
  const { outbox, clock, allowPrivate } = options;
  const logger = options.logger ?? noopLogger;
  const schedule = options.schedule ?? WEBHOOK_RETRY_SCHEDULE;
  assertRetrySchedule(schedule);
  const timeoutMs = positiveInteger('timeoutMs', options.timeoutMs ?? DEFAULT_DELIVERY_TIMEOUT_MS);
  const leaseMs = positiveInteger('leaseMs', options.leaseMs ?? timeoutMs * 2 + 30_000);
  if (leaseMs <= timeoutMs) throw new RangeError('leaseMs must be longer than timeoutMs, or a slow attempt could be made twice at once');
  const batchSize = positiveInteger('batchSize', options.batchSize ?? 10);
  const pollIntervalMs = positiveInteger('pollIntervalMs', options.pollIntervalMs ?? 1_000);
  const deliver = options.deliver ?? deliverWebhook;
  const random = options.random;

  // A root span per attempt: a round runs in whatever context notify() was called from, but an
  // attempt belongs to its event, not to the request or job that happened to wake the loop.
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

  async function runOnce(): Promise<number> {
    const now = clock.now();
    const claimed = await outbox.claimDue(now, batchSize, new Date(now.getTime() + leaseMs));
    await Promise.all(
      claimed.map((event) =>
        attempt(event).catch((err: unknown) => {
          // Recording failed (database gone): the lease runs out and the attempt is made again.
          logger.error({ eventId: event.id, err }, 'could not record a webhook attempt');
        }),
      ),
    );
    return claimed.length;
  }

  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> | undefined;
  let wakeRequested = false;

  function scheduleRound(delayMs: number): void {
    if (!running) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      inFlight = round().finally(() => {
        inFlight = undefined;
      });
    }, delayMs);
  }

  async function round(): Promise<void> {
    let claimed = 0;
    try {
      claimed = await runOnce();
    } catch (err) {
      logger.error({ err }, 'webhook outbox round failed');
    }
    // A full batch means more may be due: go again at once rather than after the poll interval.
    const again = claimed === batchSize || wakeRequested;
    wakeRequested = false;
    scheduleRound(again ? 0 : pollIntervalMs);
  }

  return {
    start() {
      if (running) return;
      running = true;
      scheduleRound(0);
    },
    async stop() {
      running = false;
      clearTimeout(timer);
      timer = undefined;
      await inFlight;
    },
    notify() {
      if (!running) return;
      if (inFlight) wakeRequested = true;
      else scheduleRound(0);
    },
    runOnce,
  };
}

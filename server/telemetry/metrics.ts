// The service's Prometheus metrics (issue 25; README "Operating"), with prom-client. One registry
// per app, made at the composition root (server/app.ts) and served on its own listener
// (metrics-server.ts, METRICS_PORT), never on the API port.
//
// Naming follows Prometheus (STYLE habit 17): `verity_<what>_<unit>`, counters end in `_total`,
// times in seconds. Every label comes from a small closed set (an operationId of the contract, an
// HTTP status, a method, a verdict, a decision, an error code, a priority): never an id, a key or
// content, so the number of series stays bounded whatever the traffic.
//
// Counters and histograms are updated where things happen (http/, threads/, the batch processor,
// the webhook deliveries); the gauges of queued work are read from the database when Prometheus
// scrapes (observeServiceState), so several processes on one database each report the same
// service-wide figures.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Seconds; from a cached GET (about a millisecond) to a verification at its 30 s default timeout. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

export interface Metrics {
  registry: Registry;
  /** Requests answered, by operationId (`none` outside the contract: docs, unknown paths) and status. */
  httpRequests: Counter<'operationId' | 'status'>;
  httpRequestDuration: Histogram<'operationId' | 'status'>;
  /** Verifications the engine finished (sync, asynchronous and batch items), by verdict and decision. */
  verifications: Counter<'verdict' | 'decision'>;
  /** One per method result of those verifications, by method and the method's verdict. */
  methodResults: Counter<'method' | 'verdict'>;
  /** Engine time of each method, as the engine measured it in its thread. */
  engineMethodDuration: Histogram<'method'>;
  /** Whole engine tasks on the main thread, waiting for a free engine thread included. */
  engineTaskDuration: Histogram<'result'>;
  /** Engine tasks that failed, by error code. */
  engineFailures: Counter<'code'>;
  /** Cache look-ups of POST /v1/verify (DECISIONS.md "Cache"), hit or miss. */
  cacheLookups: Counter<'result'>;
  /** Requests refused by a limit: `quota_exceeded`, `usage_limit_exceeded`, `rate_limited`. */
  limitRefusals: Counter<'code'>;
  /** Batch items recorded as failed. */
  batchItemsFailed: Counter;
  /** Webhook delivery attempts by outcome: `delivered`, `retried` (failed, another attempt is scheduled), `failed` (the last attempt failed). */
  webhookDeliveryAttempts: Counter<'outcome'>;
}

/** The error codes counted as limit refusals. */
export const LIMIT_REFUSAL_CODES: ReadonlySet<string> = new Set(['quota_exceeded', 'usage_limit_exceeded', 'rate_limited']);

/** Creates the service's metrics in a new registry (or the one given). */
export function createMetrics(registry: Registry = new Registry()): Metrics {
  const registers = [registry];
  return {
    registry,
    httpRequests: new Counter({ name: 'verity_http_requests_total', help: 'HTTP requests answered, by operationId and status.', labelNames: ['operationId', 'status'], registers }),
    httpRequestDuration: new Histogram({
      name: 'verity_http_request_duration_seconds',
      help: 'Time from receiving a request to its response, by operationId and status.',
      labelNames: ['operationId', 'status'],
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    verifications: new Counter({ name: 'verity_verifications_total', help: 'Verifications the engine finished, by verdict and decision.', labelNames: ['verdict', 'decision'], registers }),
    methodResults: new Counter({ name: 'verity_method_results_total', help: 'Method results of finished verifications, by method and verdict.', labelNames: ['method', 'verdict'], registers }),
    engineMethodDuration: new Histogram({ name: 'verity_engine_method_duration_seconds', help: 'Engine time per method.', labelNames: ['method'], buckets: LATENCY_BUCKETS, registers }),
    engineTaskDuration: new Histogram({
      name: 'verity_engine_task_duration_seconds',
      help: 'Engine tasks from submission to result, waiting for an engine thread included, by result (ok or error).',
      labelNames: ['result'],
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    engineFailures: new Counter({ name: 'verity_engine_failures_total', help: 'Engine tasks that failed, by error code.', labelNames: ['code'], registers }),
    cacheLookups: new Counter({ name: 'verity_cache_lookups_total', help: 'Verification cache look-ups, by result (hit or miss).', labelNames: ['result'], registers }),
    limitRefusals: new Counter({ name: 'verity_limit_refusals_total', help: 'Requests refused by a quota, usage or rate limit, by error code.', labelNames: ['code'], registers }),
    batchItemsFailed: new Counter({ name: 'verity_batch_items_failed_total', help: 'Batch items recorded as failed.', registers }),
    webhookDeliveryAttempts: new Counter({
      name: 'verity_webhook_delivery_attempts_total',
      help: 'Webhook delivery attempts, by outcome (delivered, retried, failed).',
      labelNames: ['outcome'],
      registers,
    }),
  };
}

/** Service-wide figures read at scrape time; each may query the database. */
export interface ServiceStateSources {
  /** Batch items waiting (`queued`) and running (`processing`). */
  batchItems(): Promise<{ queued: number; processing: number }>;
  /** Webhook events not yet delivered nor given up (first attempt or retry pending). */
  pendingWebhookEvents(): Promise<number>;
  /** Open escalations by priority, and how many of them are past their deadline. */
  openEscalations(): Promise<{ byPriority: Record<string, number>; overdue: number }>;
  /** The database connections of this process: in use, idle, and queries waiting for one. */
  databaseConnections(): { inUse: number; idle: number; waiting: number };
}

/** Registers the gauges of queued work and connections, read from `sources` at each scrape. */
export function observeServiceState(metrics: Metrics, sources: ServiceStateSources): void {
  const registers = [metrics.registry];
  // A figure that cannot be read (the database is down) is left out of the scrape rather than
  // shown stale; the scrape itself still answers.
  const gauge = <T extends string>(name: string, help: string, labelNames: T[], read: (gauge: Gauge<T>) => Promise<void> | void) =>
    new Gauge<T>({
      name,
      help,
      labelNames,
      registers,
      async collect() {
        this.reset();
        try {
          await read(this);
        } catch {
          this.reset();
        }
      },
    });
  gauge('verity_batch_items', 'Batch items by status: queued (waiting) or processing (running).', ['status'], async (g) => {
    const { queued, processing } = await sources.batchItems();
    g.set({ status: 'queued' }, queued);
    g.set({ status: 'processing' }, processing);
  });
  gauge('verity_webhook_deliveries_pending', 'Webhook events waiting for their first or a further delivery attempt.', [], async (g) => {
    g.set(await sources.pendingWebhookEvents());
  });
  gauge('verity_escalations_pending', 'Open escalations (pending or in review), by priority.', ['priority'], async (g) => {
    const { byPriority } = await sources.openEscalations();
    for (const priority of ['low', 'medium', 'high']) g.set({ priority }, byPriority[priority] ?? 0);
  });
  gauge('verity_escalations_overdue', 'Open escalations past their deadline, not yet expired by the expiry job.', [], async (g) => {
    g.set((await sources.openEscalations()).overdue);
  });
  gauge('verity_db_connections', 'Database connections of this process, by state (in_use, idle).', ['state'], (g) => {
    const { inUse, idle } = sources.databaseConnections();
    g.set({ state: 'in_use' }, inUse);
    g.set({ state: 'idle' }, idle);
  });
  gauge('verity_db_waiting_queries', 'Queries or transactions of this process waiting for a database connection.', [], (g) => {
    g.set(sources.databaseConnections().waiting);
  });
}

/**
 * Process figures (prom-client's default metrics, prefixed `verity_`): resident memory, heap,
 * event-loop delay, GC. Only for a served registry: they run an event-loop delay monitor.
 */
export function collectProcessMetrics(metrics: Metrics): void {
  collectDefaultMetrics({ register: metrics.registry, prefix: 'verity_' });
}

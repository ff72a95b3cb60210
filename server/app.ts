// The composition root (issue 24): the storage port, the clock, the logger, the engine threads and
// the job runner (with every job source) are made here, and from them one service per resource;
// http/ is given the services (AppDeps) and nothing else. `createApp` wires; it starts no timers
// and opens no sockets, so tests and server/main.ts build the very same app.
//
// Koa runs one middleware, the request pipeline (server/http/request-pipeline.ts):
//   request id → metrics and span → CORS → request log → error rendering → shutdown guard →
//   the route of the operation (server/http/contract/router.ts: authenticate → rate limit →
//   body → idempotency → validate → handler, each only where the operation needs it) → 404/405
//   (under /v1 with an Authorization header: authenticate → rate limit first).
import type { Tracer } from '@opentelemetry/api';
import Koa from 'koa';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppDeps } from './app-deps.js';
import { createAccountService } from './accounts/service.js';
import { createBatchService } from './batch/service.js';
import { createUploadService } from './batch/upload.js';
import { systemClock, type Clock } from './clock.js';
import type { Config } from './config.js';
import { createEscalationService } from './escalations/service.js';
import { createIdempotencyService } from './idempotency/service.js';
import { describeProviders, type ProviderSpec } from './providers/config.js';
import { createLogger, type Logger } from './logger.js';
import { contractPath, loadContract } from './http/contract/document.js';
import { createHandlers } from './http/handlers/index.js';
import { buildRouter } from './http/contract/router.js';
import { requestPipeline } from './http/request-pipeline.js';
import type { Handlers, OperationHandler, OperationId, VerityState } from './http/types.js';
import type { DatabaseHandle, Db } from './storage/db.js';
import { createStatusService, type StatusSources } from './status/service.js';
import { createLazyEngineThreads } from './verifications/lazy-engine.js';
import { createVerificationService } from './verifications/service.js';
import type { EngineThreads } from './threads/engine-threads.js';
import { createJobRunner, type JobRunner, type JobSource, type JobRunnerOptions } from './queue/job-runner.js';
import { createDatabaseOutbox } from './storage/webhook-events.js';
import { createVerificationJobSource, type AsyncVerificationOptions } from './verifications/async-jobs.js';
import { createBatchItemSource } from './batch/processor.js';
import { housekeepingTasks } from './housekeeping.js';
import { createScheduledTaskSource } from './queue/scheduled-tasks.js';
import { createDeliverySource, type DeliveryOptions } from './webhooks/deliveries.js';
import { createWebhookService } from './webhooks/service.js';
import { createOutbox } from './webhooks/outbox.js';
import { wakeUpOf } from './queue/wake-up.js';
import { countQueuedItems } from './storage/batches.js';
import { countOpenEscalations } from './storage/escalations.js';
import { traceTransactions } from './storage/traced-db.js';
import { countPendingWebhookEvents } from './storage/webhook-events.js';
import { createMetrics, observeServiceState } from './telemetry/metrics.js';
import type { Telemetry } from './telemetry/spans.js';
import { instrumentEngineThreads } from './threads/engine-telemetry.js';

/**
 * What the app is composed from: the storage port, the clock, the logger, the engine threads and
 * the job runner. The background jobs (server/jobs.ts), server/main.ts and tests read them; http/
 * never does: it is given the services (AppDeps).
 */
export interface AppParts {
  config: Config;
  /** The storage port (traced when tracing is on). */
  db: Db;
  database: Pick<DatabaseHandle, 'dialect' | 'ping'>;
  clock: Clock;
  logger: Logger;
  /** The app's engine threads (sized by ENGINE_THREADS): single verifications and batch items. */
  engine: EngineThreads;
  /** The one job runner over the job sources (asynchronous verifications, batch items, webhook deliveries, the housekeeping tasks); started by server/jobs.ts. */
  workers: JobRunner;
  telemetry: Telemetry;
  /** package.json version, shown by GET /v1/status. */
  version: string;
}

export interface CreateAppOptions {
  config: Config;
  database: DatabaseHandle;
  clock?: Clock;
  logger?: Logger;
  status?: Partial<StatusSources>;
  /**
   * Replaces parts of entries of the handler table (tests: a stand-in `handle`, or an `onInvalid`
   * beside the real `handle`); a function is given the app's parts, so a stand-in may reach storage.
   */
  handlers?: HandlerOverrides | ((parts: AppParts) => HandlerOverrides);
  /** Replaces the engine threads (tests inject failing or slow engines); the app then does not close it. */
  engine?: EngineThreads;
  /** Job runner timing (tests shorten the poll and the lease). */
  jobRunner?: Partial<Pick<JobRunnerOptions, 'pollIntervalMs' | 'leaseMs' | 'recoveryIntervalMs' | 'stopTimeoutMs'>>;
  /** Webhook delivery settings (tests pass a short retry schedule and no jitter); the runner's poll finds due retries. */
  webhookDeliveries?: Partial<Pick<DeliveryOptions, 'schedule' | 'random' | 'timeoutMs' | 'leaseMs' | 'concurrency' | 'resolve'>>;
  /** Retries of asynchronous verifications (tests shorten the delay). */
  asyncVerification?: AsyncVerificationOptions;
  /** The upstream providers of VERITY_PROVIDERS (server/providers loadProviderSpecs), listed by GET /v1/status; default none. */
  providers?: readonly ProviderSpec[];
  /** The tracer of the started OpenTelemetry SDK (server/telemetry/tracing.ts); none: tracing is off. */
  tracer?: Tracer;
}

/** Entries, or parts of entries, of the handler table, by operation. */
// An override names what it replaces ({handle} or {onInvalid}): a bare function has neither, and
// a weak all-optional type would accept it and silently ignore it.
export type HandlerOverrides = { [K in OperationId]?: Pick<OperationHandler<K>, 'handle'> & Partial<OperationHandler<K>> | Required<Pick<OperationHandler<K>, 'onInvalid'>> & Partial<OperationHandler<K>> };

export interface VerityApp {
  koa: Koa<VerityState>;
  /** The services http/ was given. */
  deps: AppDeps;
  parts: AppParts;
  /** From now on every request answers `503 service_unavailable` (graceful shutdown). */
  startDraining(): void;
  /** Releases what the app owns (the engine threads); call after the server and background jobs stopped. */
  close(): Promise<void>;
}

export async function createApp(options: CreateAppOptions): Promise<VerityApp> {
  const { config, database } = options;
  const clock = options.clock ?? systemClock;
  const logger = options.logger ?? createLogger(config.logLevel);
  const providers = options.providers ?? [];
  const contract = await loadContract(contractPath(config.rootDir));
  // The one registry and the one tracer (issue 25): every part records into these.
  const telemetry: Telemetry = { metrics: createMetrics(), tracer: options.tracer };
  const engine = instrumentEngineThreads(options.engine ?? createLazyEngineThreads(config.engineThreads), telemetry);
  const db = telemetry.tracer ? traceTransactions(database.db, telemetry.tracer, database.dialect) : database.db;
  const pollIntervalMs = options.jobRunner?.pollIntervalMs ?? 1_000;
  // The one wake-up mechanism (server/queue/wake-up.ts): whoever queues work wakes the job runner
  // once the transaction that queued it commits; the outbox does so for every webhook event.
  const jobs = wakeUpOf(() => workers);
  const outbox = createOutbox(jobs);
  // Every kind of durable queued work, claimed in turn by one job runner: the verifying sources in
  // its WORKER_CONCURRENCY shared slots, deliveries and housekeeping in slots of their own.
  const jobSources: JobSource[] = [
    createVerificationJobSource({ db, clock, engine, logger, outbox }, options.asyncVerification),
    createBatchItemSource({ db, clock, engine, logger, outbox, metrics: telemetry.metrics }),
    // The webhook outbox: due events, several per claim (server/webhooks/deliveries.ts).
    createDeliverySource({ outbox: createDatabaseOutbox(db), clock, allowPrivate: config.webhookAllowPrivate, logger, telemetry, ...options.webhookDeliveries }),
    // The housekeeping: escalation expiry and the purges (server/housekeeping.ts).
    ...housekeepingTasks({ db, clock, logger, config, outbox, pollIntervalMs }).map((task) => createScheduledTaskSource(task)),
  ];
  const workers = createJobRunner({
    sources: jobSources,
    concurrency: config.workerConcurrency,
    clock,
    leaseMs: 60_000,
    logger,
    tracer: telemetry.tracer,
    ...options.jobRunner,
    pollIntervalMs,
  });
  observeServiceState(telemetry.metrics, {
    batchItems: () => countQueuedItems(db),
    pendingWebhookEvents: () => countPendingWebhookEvents(db),
    openEscalations: () => countOpenEscalations(db, clock.now()),
    databaseConnections: () => database.connections(),
  });
  const version = (JSON.parse(readFileSync(join(config.rootDir, 'package.json'), 'utf8')) as { version: string }).version;
  const parts: AppParts = { config, db, database, clock, logger, engine, workers, telemetry, version };

  // One service per resource (issue 24), each made once here; http/ is given them and nothing else.
  const webhookService = createWebhookService({ allowPrivate: config.webhookAllowPrivate });
  const deps: AppDeps = {
    verifications: createVerificationService({ db, clock, engine, webhooks: webhookService, jobs, retentionDays: config.retentionDays, metrics: telemetry.metrics }),
    batches: createBatchService({ db, clock, webhooks: webhookService, outbox, jobs }),
    uploads: createUploadService({ db, clock, uploadDir: config.uploadDir, itemsInDatabase: database.dialect === 'postgres' }),
    escalations: createEscalationService({ db, clock, outbox }),
    status: createStatusService({
      clock,
      ping: () => database.ping(),
      sources: { queue: () => workers.backlog(), workers: () => workers.stats(), providers: () => describeProviders(providers), ...options.status },
      version,
      startedAt: clock.now(),
    }),
    accounts: createAccountService({ db, dialect: database.dialect, clock }),
    idempotency: createIdempotencyService({ db, clock, logger }),
    clock,
    logger,
    telemetry,
    config: { rootDir: config.rootDir },
  };
  const overrides = typeof options.handlers === 'function' ? options.handlers(parts) : options.handlers;
  const handlers = createHandlers(deps);
  for (const [operationId, entry] of Object.entries(overrides ?? {})) {
    const id = operationId as OperationId;
    (handlers as Record<OperationId, unknown>)[id] = { ...handlers[id], ...entry };
  }

  // TRUST_PROXY=N: the client address (ctx.ip, which failed authentication is counted by) is the
  // N-th X-Forwarded-For entry from the right, the one our own proxies vouch for; off, the socket's.
  const koa = new Koa<VerityState>({ proxy: config.trustProxy > 0, maxIpsCount: config.trustProxy });
  // Every error is rendered by the request pipeline (renderError); what still reaches Koa (socket errors) is only logged.
  koa.silent = true;
  koa.on('error', (err: unknown) => logger.warn({ err }, 'koa error outside a request'));

  const router = buildRouter({ ...deps, contract, handlers });
  let draining = false;
  // One middleware: the request's steps are put together once, per operation (server/http/request-pipeline.ts).
  koa.use(requestPipeline({ clock, logger, telemetry, router, draining: () => draining }));

  return {
    koa,
    deps,
    parts,
    startDraining: () => {
      draining = true;
    },
    close: async () => {
      if (!options.engine) await engine.close();
    },
  };
}

// What handlers, services and background jobs are built from: made by server/app.ts, read by
// http/ and server/jobs.ts. Its own module so http/ can name it without importing the app that
// imports http/ (issue 17); it names only layers below http/.
import type { RateLimiter } from './accounts/rate-limiter.js';
import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { EngineThreads } from './threads/engine-threads.js';
import type { Logger } from './logger.js';
import type { ProviderInfo } from './providers/config.js';
import type { JobRunner } from './queue/job-runner.js';
import type { DatabaseHandle, Db } from './storage/db.js';
import type { Telemetry } from './telemetry/spans.js';
import type { WebhookDispatcher } from './webhooks/dispatcher.js';

/** Where GET /v1/status reads its queue, worker and provider figures (issues 6 and 10 plug in theirs). */
export interface StatusSources {
  queue(): Promise<{ queued: number; processing: number }>;
  workers(): { size: number; busy: number };
  providers(): ProviderInfo[];
}

/**
 * What handlers and services are built from. Later features add their services here (e.g. the
 * verification service of issue 5, the batch queue of issue 6) and create them in server/app.ts.
 */
export interface AppDeps {
  config: Config;
  db: Db;
  /** The storage port the db belongs to: its back end, and a ping for GET /v1/status. */
  database: Pick<DatabaseHandle, 'dialect' | 'ping'>;
  clock: Clock;
  logger: Logger;
  rateLimiter: RateLimiter;
  authFailureLimiter: RateLimiter;
  /** package.json version, shown by GET /v1/status. */
  version: string;
  startedAt: Date;
  status: StatusSources;
  /** The app's engine threads (sized by ENGINE_THREADS): single verifications and batch items. */
  engine: EngineThreads;
  /** The durable job runner over the job sources (asynchronous verifications, batch items, escalation expiry); started by server/jobs.ts. */
  workers: JobRunner;
  /** The webhook outbox dispatcher; started by server/jobs.ts; `notify()` after committing an event. */
  webhooks: WebhookDispatcher;
  /** The app's metrics registry and, when tracing is on, its tracer (issue 25; README "Operating"). */
  telemetry: Telemetry;
}

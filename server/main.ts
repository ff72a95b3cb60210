// Start-up and shutdown of the Verity server (`npm start`):
// config → tracing (when OTEL_* asks) → database (migrations) → demo organization on a fresh
// database → app → listen (and the metrics listener on METRICS_PORT) → jobs.
// SIGTERM/SIGINT: stop accepting, let in-flight requests finish within SHUTDOWN_TIMEOUT_MS,
// stop background jobs, close the database, flush the spans, report the engine threads' peak heap.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { createOrganization } from './accounts/organizations.js';
import { createApp, type CreateAppOptions } from './app.js';
import { systemClock } from './clock.js';
import { ConfigError, databaseTarget, loadConfig, type Config } from './config.js';
import { listen } from './http/server.js';
import { startBackgroundJobs, stopBackgroundJobs } from './jobs.js';
import { loadProviderSpecs, type ProviderSpec } from './providers/config.js';
import type { EngineThreadMemory } from './threads/engine-threads.js';
import { createLogger, type Logger } from './logger.js';
import { DatabaseUnavailableError, describeUrl, openDatabase, type DatabaseHandle } from './storage/db.js';
import { releaseAllInFlightKeys } from './storage/idempotency.js';
import { countOrganizations } from './storage/organizations.js';
import { collectProcessMetrics } from './telemetry/metrics.js';
import { listenMetrics, type MetricsServer } from './telemetry/metrics-server.js';
import { startTracing, type Tracing } from './telemetry/tracing.js';

/**
 * VERITY_TEST_FAST_TIMERS=1 (tests only, issue 9): the same schedules as production, shortened so a
 * test that SIGKILLs this process sees leases run out, webhook retries fire and polls happen within
 * seconds. Production keeps the defaults of createApp (DECISIONS.md "Queue and crash recovery", "Webhooks").
 */
const FAST_TEST_TIMERS: Pick<CreateAppOptions, 'jobRunner' | 'webhookDeliveries' | 'asyncVerification'> = {
  jobRunner: { pollIntervalMs: 50, leaseMs: 3_000, recoveryIntervalMs: 500 },
  webhookDeliveries: { schedule: { delaysMs: [0, 100, 200, 400, 800, 1_600, 3_200, 6_400], jitter: 0 }, timeoutMs: 2_000, leaseMs: 3_000 },
  asyncVerification: { retryDelayMs: 100 },
};

/**
 * The engine threads' peak heap, once at shutdown: an info line for operators and, when a parent
 * process started the server with an IPC channel (the benchmark, scripts/bench.ts), a message to
 * it, which sees it whatever LOG_LEVEL says.
 */
async function reportEngineMemory(threads: EngineThreadMemory[], logger: Logger): Promise<void> {
  logger.info({ engineThreads: threads }, 'engine threads peak heap');
  const send = process.send?.bind(process);
  // Waits for the message to leave: the process exits right after the shutdown.
  if (send) await new Promise<void>((resolve) => send({ engineThreads: threads } satisfies EngineMemoryMessage, undefined, undefined, () => resolve()));
}

/** What the server sends its parent process on graceful stop (reportEngineMemory). */
export interface EngineMemoryMessage {
  engineThreads: EngineThreadMemory[];
}

function demoBanner(url: string, apiKey: string, organizationId: string): string {
  return [
    '',
    `Verity is running at ${url}`,
    `This is a fresh database: a demo organization (${organizationId}) on the Pro plan was created.`,
    'Its API key is shown only this once:',
    '',
    `  ${apiKey}`,
    '',
    'Try it:',
    '',
    `  curl -H "Authorization: Bearer ${apiKey}" ${url}/v1/status`,
    '',
    'More organizations and keys: npm run --silent admin -- help',
    '',
  ].join('\n');
}

/** The address to show users: a wildcard bind is reached through loopback. */
function publicUrl(config: Config, port: number): string {
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

async function main(): Promise<void> {
  let config: Config;
  let providers: ProviderSpec[];
  try {
    config = loadConfig();
    // Invalid VERITY_PROVIDERS stops start-up here too (issue 10); the engine's worker threads
    // read the same environment (server/threads/worker.ts).
    providers = loadProviderSpecs(process.env);
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
  const logger = createLogger(config.logLevel);
  // V8 grows a heap by up to 4 times what its last full collection kept: under load the main
  // thread's old generation reached 88 MB around 31 MB live, the server 290–300 MB of RSS (issue
  // 24: < 250 MB). The flag is the process's and read at every collection, so setting it before
  // any load covers the engine threads started later (DECISIONS.md "Engine memory", "Heap growth").
  if (config.heapGrowingPercent > 0) setFlagsFromString(`--heap-growing-percent=${config.heapGrowingPercent}`);
  // Before anything traced is made: the SDK registers the tracer and the context propagation.
  const tracing: Tracing | undefined = config.tracing
    ? await startTracing({ version: (JSON.parse(readFileSync(join(config.rootDir, 'package.json'), 'utf8')) as { version: string }).version })
    : undefined;
  let database: DatabaseHandle;
  try {
    // SQLite: the WAL checkpoints run in a thread of their own, off the event loop (issue 24).
    database = await openDatabase(databaseTarget(config), {
      rootDir: config.rootDir,
      backgroundCheckpoints: { onError: (err) => logger.warn({ err }, 'background WAL checkpoints') },
    });
  } catch (err) {
    if (err instanceof DatabaseUnavailableError) {
      process.stderr.write(`Verity failed to start: ${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
  if (database.dialect === 'sqlite') {
    // One server process per SQLite file, and no request runs before we listen: in-flight claims
    // are leftovers of a crash. (On PostgreSQL other processes may own them: stale claims are
    // replaced when they go stale, and leases run out, server/storage/leases.ts.)
    const released = await releaseAllInFlightKeys(database.db);
    if (released > 0) logger.warn({ released }, 'released idempotency keys left in flight by an earlier crash');
    // Jobs left claimed (batch items, asynchronous verifications, webhook attempts) are re-queued by
    // each job source's recover() when the job runner starts (server/queue/job-runner.ts).
  }

  // Two processes starting on one fresh PostgreSQL database could both see no organization; the
  // demo is a convenience, so a second one does no harm.
  const demo =
    (await countOrganizations(database.db)) === 0
      ? await createOrganization(database.db, systemClock, { name: 'Demo organization', plan: 'pro' })
      : undefined;

  const app = await createApp({ config, database, logger, providers, ...(tracing ? { tracer: tracing.tracer } : {}), ...(config.testFastTimers ? FAST_TEST_TIMERS : {}) });
  let stop: ((signal: NodeJS.Signals) => Promise<void>) | undefined;
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn({ signal }, 'second signal: exiting at once');
      process.exit(1);
    }
    stopping = true;
    logger.info({ signal, timeoutMs: config.shutdownTimeoutMs }, 'shutting down');
    // Before the server listens there is nothing to drain.
    const done = stop ? stop(signal) : database.close();
    done.then(
      () => {
        logger.info('stopped');
        process.exit(0);
      },
      (err: unknown) => {
        logger.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);

  const running = await listen(app, config.host, config.port);
  let metricsServer: MetricsServer | undefined;
  if (config.metricsPort !== null) {
    collectProcessMetrics(app.parts.telemetry.metrics);
    metricsServer = await listenMetrics(app.parts.telemetry.metrics, config.host, config.metricsPort, logger);
  }
  const jobs = startBackgroundJobs(app.parts);
  stop = async () => {
    await Promise.all([running.close(config.shutdownTimeoutMs), stopBackgroundJobs(jobs)]);
    await app.close();
    await database.close();
    await metricsServer?.close();
    // The spans of the last requests and jobs are exported before the process ends.
    await tracing?.shutdown().catch((err: unknown) => logger.warn({ err }, 'exporting the last spans failed'));
    await reportEngineMemory(app.parts.engine.memory?.() ?? [], logger);
  };
  const url = publicUrl(config, running.port);
  if (demo) process.stdout.write(demoBanner(url, demo.apiKey, demo.organization.id));
  // Logged last: a supervisor (or a test) that waits for this line finds everything ready.
  logger.info(
    {
      url,
      database: database.dialect === 'sqlite' ? config.databasePath : describeUrl(config.databaseUrl!),
      version: app.parts.version,
      ...(metricsServer ? { metrics: metricsServer.url } : {}),
      tracing: tracing !== undefined,
    },
    'listening',
  );
}

main().catch((err: unknown) => {
  process.stderr.write(`Verity failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});

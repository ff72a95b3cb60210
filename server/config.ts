// The one reader of the environment (STYLE habit 11). It validates every variable at start-up
// and reports all problems at once, so a bad deployment stops with a clear message instead of
// failing on the first request.
import { mkdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, isAbsolute, resolve } from 'node:path';
import { findProjectRoot } from './project-root.js';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  /** Folder holding package.json, generated/ and server/storage/migrations/. */
  rootDir: string;
  host: string;
  port: number;
  /** Absolute path of the SQLite file, or `:memory:` (used when `databaseUrl` is null). */
  databasePath: string;
  /** `DATABASE_URL` (`postgres://…`): PostgreSQL instead of SQLite (issue 15; README "Scaling out"). */
  databaseUrl: string | null;
  /** `DATABASE_POOL_SIZE`: connections per process on PostgreSQL (default 10). */
  databasePoolSize: number;
  /** Absolute folder for uploaded batch files; null when `UPLOAD_DIR=off` (spec 4.6: 503 FILE_STORAGE_UNAVAILABLE). */
  uploadDir: string | null;
  /** `WEBHOOK_ALLOW_PRIVATE=1` lets webhooks target loopback and private addresses (DECISIONS.md "Webhooks"). */
  webhookAllowPrivate: boolean;
  /** Size of the in-process job runner that runs batch items and asynchronous verifications. */
  workerConcurrency: number;
  /**
   * Worker threads of the verification engine (`ENGINE_THREADS`). Default: WORKER_CONCURRENCY, but
   * no more than the CPU cores less one (at least 1): the main thread (HTTP, SQLite) needs a core of
   * its own, and on 2 cores a second engine thread added nothing measurable while costing ~65 MB of
   * RSS (issue 17); each thread holds the whole engine and threads beyond the cores only wait for
   * one (issue 8). Jobs beyond the threads queue for a thread.
   */
  engineThreads: number;
  logLevel: LogLevel;
  /**
   * `HEAP_GROWING_PERCENT` (default 20): how far V8 lets a heap grow past what its last full
   * collection kept, as V8's `--heap-growing-percent` (0 keeps V8's own factor, up to 4 times).
   * The server sets it at start for the whole process, engine threads included (server/main.ts;
   * DECISIONS.md "Engine memory", "Heap growth").
   */
  heapGrowingPercent: number;
  /** How long graceful shutdown waits for in-flight requests before closing anyway. */
  shutdownTimeoutMs: number;
  /**
   * `VERITY_TEST_FAST_TIMERS=1`, for tests only (issue 9): short worker leases, webhook retry
   * delays of milliseconds and quick polling, so crash tests against a real server process finish
   * in seconds (server/main.ts FAST_TEST_TIMERS). Never set it in production.
   */
  testFastTimers: boolean;
  /**
   * `TRUST_PROXY`: how many proxies (load balancers) stand in front of the server; 0 (default)
   * trusts none and the client address is the socket's. With N > 0 the client address is the N-th
   * `X-Forwarded-For` entry from the right, the one the outermost trusted proxy appended (Koa's
   * `proxy` with `maxIpsCount: N`); entries further left are whatever the client sent.
   */
  trustProxy: number;
  /**
   * `RETENTION_DAYS` (default 90): finished verifications (with their escalations) and webhook
   * events older than this are deleted by the retention task (server/housekeeping.ts; README "Data retention").
   */
  retentionDays: number;
  /**
   * `METRICS_PORT`: the port of the Prometheus listener (GET /metrics, bound to HOST; 0 picks a
   * free one); null (unset, the default) serves no metrics. Never the API's PORT (issue 25;
   * README "Operating").
   */
  metricsPort: number | null;
  /**
   * Whether to start OpenTelemetry's SDK for traces: when `OTEL_EXPORTER_OTLP_ENDPOINT`,
   * `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT` or `OTEL_TRACES_EXPORTER` is set, unless
   * `OTEL_TRACES_EXPORTER=none` or `OTEL_SDK_DISABLED=true`. The SDK reads the other OTEL_*
   * variables itself (server/telemetry/tracing.ts).
   */
  tracing: boolean;
}

/** The span exporters OpenTelemetry's Node SDK accepts in OTEL_TRACES_EXPORTER. */
const TRACES_EXPORTERS = ['otlp', 'console', 'zipkin', 'none'];

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

/**
 * Reads and validates the environment. Relative paths resolve against the working directory
 * (npm scripts run in the project root). Throws ConfigError listing every invalid variable.
 * Creates the database and upload folders so start-up cannot fail later on a missing folder.
 */
export function loadConfig(env: Env = process.env, options: { createFolders?: boolean } = {}): Config {
  const problems: string[] = [];
  const text = (name: string, fallback: string): string => {
    const value = env[name];
    return value === undefined || value.trim() === '' ? fallback : value.trim();
  };
  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const raw = text(name, String(fallback));
    if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
      problems.push(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
      return fallback;
    }
    return Number(raw);
  };
  const flag = (name: string): boolean => {
    const raw = text(name, '0');
    if (raw !== '0' && raw !== '1') problems.push(`${name} must be 1 or 0, got "${raw}"`);
    return raw === '1';
  };
  const path = (raw: string): string => (raw === ':memory:' || isAbsolute(raw) ? raw : resolve(raw));

  const host = text('HOST', '127.0.0.1');
  const port = integer('PORT', 8080, 0, 65535);
  const databasePath = path(text('DATABASE_PATH', 'data/verity.db'));
  const databaseUrlRaw = text('DATABASE_URL', '');
  const databaseUrl = databaseUrlRaw === '' ? null : databaseUrlRaw;
  if (databaseUrl !== null && !/^postgres(ql)?:\/\/[^/]/.test(databaseUrl)) problems.push('DATABASE_URL must be a PostgreSQL URL, postgres://user:password@host:port/database');
  const databasePoolSize = integer('DATABASE_POOL_SIZE', 10, 1, 1000);
  const uploadRaw = text('UPLOAD_DIR', 'data/uploads');
  const uploadDir = uploadRaw === 'off' ? null : path(uploadRaw);
  const webhookAllowPrivate = flag('WEBHOOK_ALLOW_PRIVATE');
  const workerConcurrency = integer('WORKER_CONCURRENCY', 4, 1, 64);
  const engineThreads = integer('ENGINE_THREADS', Math.max(1, Math.min(workerConcurrency, availableParallelism() - 1)), 1, 64);
  const testFastTimers = flag('VERITY_TEST_FAST_TIMERS');
  const trustProxy = integer('TRUST_PROXY', 0, 0, 16);
  const retentionDays = integer('RETENTION_DAYS', 90, 1, 3650);
  const shutdownTimeoutMs = integer('SHUTDOWN_TIMEOUT_MS', 10_000, 0, 600_000);
  const heapGrowingPercent = integer('HEAP_GROWING_PERCENT', 20, 0, 300);
  const metricsPortRaw = text('METRICS_PORT', '');
  const metricsPort = metricsPortRaw === '' ? null : integer('METRICS_PORT', 0, 0, 65535);
  if (metricsPort !== null && metricsPort !== 0 && metricsPort === port) problems.push(`METRICS_PORT must differ from PORT (${port}): the metrics are never served on the API port`);
  const tracesExporters = text('OTEL_TRACES_EXPORTER', '').split(',').map((name) => name.trim()).filter((name) => name !== '');
  const unknownExporters = tracesExporters.filter((name) => !TRACES_EXPORTERS.includes(name));
  if (unknownExporters.length > 0) problems.push(`OTEL_TRACES_EXPORTER must list ${TRACES_EXPORTERS.join(', ')}, got "${unknownExporters.join(',')}"`);
  const tracing =
    text('OTEL_SDK_DISABLED', 'false').toLowerCase() !== 'true' &&
    !tracesExporters.includes('none') &&
    (tracesExporters.length > 0 || text('OTEL_EXPORTER_OTLP_ENDPOINT', '') !== '' || text('OTEL_EXPORTER_OTLP_TRACES_ENDPOINT', '') !== '');
  const logLevelRaw = text('LOG_LEVEL', 'info');
  const logLevel = (LOG_LEVELS as readonly string[]).includes(logLevelRaw) ? (logLevelRaw as LogLevel) : 'info';
  if (logLevel !== logLevelRaw) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevelRaw}"`);

  if (problems.length > 0) throw new ConfigError(problems);

  if (options.createFolders !== false) {
    try {
      if (databaseUrl === null && databasePath !== ':memory:') mkdirSync(dirname(databasePath), { recursive: true });
      if (uploadDir) mkdirSync(uploadDir, { recursive: true });
    } catch (err) {
      throw new ConfigError([`cannot create a data folder: ${(err as Error).message}`]);
    }
  }

  return {
    rootDir: findProjectRoot(),
    host,
    port,
    databasePath,
    databaseUrl,
    databasePoolSize,
    uploadDir,
    webhookAllowPrivate,
    workerConcurrency,
    engineThreads,
    logLevel,
    heapGrowingPercent,
    shutdownTimeoutMs,
    testFastTimers,
    trustProxy,
    retentionDays,
    metricsPort,
    tracing,
  };
}

/** Where the configured data lives: PostgreSQL when DATABASE_URL is set, else the SQLite file. */
export function databaseTarget(config: Pick<Config, 'databasePath' | 'databaseUrl' | 'databasePoolSize'>): { path: string } | { url: string; poolSize: number } {
  return config.databaseUrl !== null ? { url: config.databaseUrl, poolSize: config.databasePoolSize } : { path: config.databasePath };
}

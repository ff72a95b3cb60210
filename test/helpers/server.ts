// Starts the REAL app (server/app.ts + server/http/server.ts, as server/main.ts does) on port 0 on
// 127.0.0.1 with a fresh SQLite file, and checks every response it receives against
// generated/openapi.yaml: the status must be documented for the operation, and the body and the
// documented headers must match their schemas. Other engineers' HTTP tests use it too:
//
//   const t = await startTestServer();
//   const { apiKey } = t.createOrg({ plan: 'pro' });
//   const res = await t.request('POST', '/v1/verify', { apiKey, json: { content: 'x', methods: { semantic: 1 } } });
//   expect(res.status).toBe(200);
//   await t.stop();
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ValidationContext } from 'openapi-backend';
import type { DestinationStream } from 'pino';
import { createOrganization, type NewOrganizationInput } from '../../server/accounts/organizations.js';
import type { AppDeps } from '../../server/app-deps.js';
import { createApp, type AppParts, type CreateAppOptions, type VerityApp } from '../../server/app.js';
import type { Clock } from '../../server/clock.js';
import { databaseTarget, loadConfig, type Config } from '../../server/config.js';
import { contractPath, loadContract, type Contract } from '../../server/http/contract/document.js';
import { listen, type RunningServer } from '../../server/http/server.js';
import { startBackgroundJobs, stopBackgroundJobs, type BackgroundJob } from '../../server/jobs.js';
import { createLogger } from '../../server/logger.js';
import { openDatabase, type DatabaseHandle } from '../../server/storage/db.js';
import { collectProcessMetrics } from '../../server/telemetry/metrics.js';
import { listenMetrics } from '../../server/telemetry/metrics-server.js';
import type { Organization } from '../../server/storage/organizations.js';
import { testDatabaseTarget, type Backend } from './database.js';

export interface TestServerOptions {
  /** The storage back end (default SQLite in a temp folder; PostgreSQL: a fresh database on the run's server). */
  backend?: Backend;
  /** Extra environment for loadConfig (DATABASE_PATH and UPLOAD_DIR default to a temp folder). */
  env?: Record<string, string>;
  clock?: Clock;
  handlers?: CreateAppOptions['handlers'];
  status?: CreateAppOptions['status'];
  /** Start the background jobs of server/jobs.ts as main.ts does (default false). */
  backgroundJobs?: boolean;
  /** Replaces the engine threads (e.g. an engine that fails or waits); the test owns closing it. */
  engine?: CreateAppOptions['engine'];
  /** Job runner, webhook delivery and async retry settings (short schedules for tests); the tracer of a started SDK. */
  app?: Pick<CreateAppOptions, 'jobRunner' | 'webhookDeliveries' | 'asyncVerification' | 'tracer'>;
}

export interface RequestOptions {
  apiKey?: string;
  /** Sent as JSON with `Content-Type: application/json`. */
  json?: unknown;
  /** Sent as is (set Content-Type yourself, or pass FormData for multipart). */
  body?: string | Buffer | Uint8Array | FormData;
  headers?: Record<string, string>;
  /** Skip the contract check (only for responses the contract cannot describe, and say why). */
  unchecked?: boolean;
}

export interface TestResponse<T = any> {
  status: number;
  headers: Headers;
  /** Parsed JSON body (undefined for an empty body, or a file answer such as text/csv: read `text`). */
  body: T;
  text: string;
}

export interface TestServer {
  url: string;
  /** `…/metrics` of the metrics listener, when `env.METRICS_PORT` is set (as server/main.ts serves it). */
  metricsUrl: string | undefined;
  app: VerityApp;
  /** The services http/ was given. */
  deps: AppDeps;
  /** What the app was composed from (storage, clock, job runner, …), for tests that look behind the API. */
  parts: AppParts;
  config: Config;
  database: DatabaseHandle;
  /** Path of the SQLite file, for child processes (the admin CLI) sharing it. */
  databasePath: string;
  /** Environment that points a child process (the admin CLI, another server) at the same database. */
  databaseEnv: Record<string, string>;
  /** Every log line the server wrote, parsed. */
  logs: Array<Record<string, unknown>>;
  /** The raw log text, to search for things that must never be logged. */
  logText(): string;
  createOrg(input?: Partial<NewOrganizationInput>): Promise<{ organization: Organization; apiKey: string }>;
  request<T = any>(method: string, path: string, options?: RequestOptions): Promise<TestResponse<T>>;
  stop(): Promise<void>;
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), 'verity-test-'));
  const backend = options.backend ?? 'sqlite';
  const { target, drop } = await testDatabaseTarget(backend, join(dir, 'verity.db'));
  const databaseEnv: Record<string, string> = 'url' in target ? { DATABASE_URL: target.url } : { DATABASE_PATH: target.path };
  const config = loadConfig({
    ...databaseEnv,
    UPLOAD_DIR: join(dir, 'uploads'),
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'info',
    ...options.env,
  });
  const lines: string[] = [];
  const destination: DestinationStream = { write: (line: string) => void lines.push(line) };
  const logger = createLogger(config.logLevel, destination);
  const database = await openDatabase(databaseTarget(config));
  const app = await createApp({
    config,
    database,
    logger,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.handlers ? { handlers: options.handlers } : {}),
    ...(options.status ? { status: options.status } : {}),
    ...(options.engine ? { engine: options.engine } : {}),
    ...options.app,
  });
  const jobs: BackgroundJob[] = options.backgroundJobs ? startBackgroundJobs(app.parts) : [];
  let running: RunningServer;
  try {
    running = await listen(app, config.host, 0);
  } catch (err) {
    await database.close();
    await drop();
    throw err;
  }
  if (config.metricsPort !== null) collectProcessMetrics(app.parts.telemetry.metrics);
  const metricsServer = config.metricsPort === null ? undefined : await listenMetrics(app.parts.telemetry.metrics, config.host, config.metricsPort, logger);
  const checker = await contractChecker(config.rootDir);

  return {
    url: running.url,
    metricsUrl: metricsServer?.url,
    app,
    deps: app.deps,
    parts: app.parts,
    config,
    database,
    databasePath: config.databasePath,
    databaseEnv,
    get logs() {
      return lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    },
    logText: () => lines.join(''),
    createOrg: (input = {}) => createOrganization(database.db, app.parts.clock, { name: 'Test org', plan: 'pro', ...input }),
    async request(method, path, opts = {}) {
      const headers: Record<string, string> = { ...opts.headers };
      if (opts.apiKey !== undefined) headers.Authorization = `Bearer ${opts.apiKey}`;
      let body: RequestInit['body'];
      if (opts.json !== undefined) {
        headers['Content-Type'] ??= 'application/json';
        body = JSON.stringify(opts.json);
      } else if (opts.body !== undefined) {
        body = opts.body as RequestInit['body'];
      }
      const res = await fetch(running.url + path, { method, headers, ...(body === undefined ? {} : { body }) });
      const text = await res.text();
      let parsed: unknown;
      if (text !== '' && isJsonMediaType(res.headers.get('content-type'))) {
        try {
          parsed = JSON.parse(text);
        } catch {
          throw new Error(`${method} ${path} → ${res.status}: body is not JSON: ${text.slice(0, 200)}`);
        }
      }
      const response = { status: res.status, headers: res.headers, body: parsed, text } as TestResponse;
      if (!opts.unchecked) checker.check(method, path, response);
      return response;
    },
    async stop() {
      await stopBackgroundJobs(jobs);
      await running.close(2_000);
      await metricsServer?.close();
      await app.close();
      await database.close();
      await drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** JSON bodies are parsed; a file answer (text/csv, application/x-ndjson) is left as text. */
export function isJsonMediaType(contentType: string | null): boolean {
  return contentType === null || contentType.split(';')[0]!.trim() === 'application/json';
}

/**
 * Checks responses against the contract. Responses of a documented operation must use a documented
 * status, body schema and headers; responses no operation describes (404 for an unknown path, 405)
 * must still be the standard error envelope with the standard headers.
 */
export async function contractChecker(rootDir: string): Promise<{ check(method: string, path: string, res: TestResponse): void }> {
  const contract: Contract = await loadContract(contractPath(rootDir));
  const schemas = (contract.definition.components?.schemas ?? {}) as Record<string, any>;
  const ajv = contract.validator.getAjv(ValidationContext.Response);
  // Every code some documented error object may carry.
  const codes = Object.entries(schemas)
    .filter(([name]) => name.endsWith('ErrorObject'))
    .flatMap(([, schema]) => (schema.properties?.code?.enum ?? []) as string[]);
  const validateEnvelope = ajv.compile({
    type: 'object',
    required: ['error'],
    additionalProperties: false,
    properties: {
      error: {
        type: 'object',
        required: ['code', 'message', 'requestId'],
        additionalProperties: false,
        properties: {
          code: { type: 'string', enum: [...codes, 'method_not_allowed'] },
          message: schemas.ValidationErrorObject.properties.message,
          details: schemas.ValidationErrorObject.properties.details,
          requestId: schemas.RequestIdValue,
          // rate_limited (429) on an unknown path or a 405 (issue 16): the documented extra field.
          retryAfter: { type: 'integer', minimum: 1 },
        },
      },
    },
  });
  const fail = (method: string, path: string, res: TestResponse, problem: string): never => {
    throw new Error(`${method} ${path} → ${res.status} does not match the contract: ${problem}\nbody: ${res.text.slice(0, 1000)}`);
  };
  return {
    check(method, path, res) {
      const requestId = res.headers.get('x-request-id');
      if (!requestId) fail(method, path, res, 'no X-Request-Id header');
      if (res.headers.get('access-control-allow-origin') !== '*') fail(method, path, res, 'no Access-Control-Allow-Origin: *');
      if (res.status === 204) {
        if (res.text !== '') fail(method, path, res, '204 with a body');
        return;
      }
      const [pathname] = path.split('?');
      // A concrete path is matched before a templated one (OpenAPI 3.0 "Path Templating Matching"):
      // GET /v1/batch/upload is a method that path lacks (405), not getBatch (issue 25).
      // The router forgives one trailing slash; so does this.
      const concrete = (contract.definition.paths as Record<string, Record<string, unknown>>)[pathname!.length > 1 ? pathname!.replace(/\/$/, '') : pathname!];
      const operation = concrete !== undefined && concrete[method.toLowerCase()] === undefined ? undefined : contract.router.matchOperation({ method, path: pathname!, headers: {} });
      const mediaType = (res.headers.get('content-type') ?? '').split(';')[0]!.trim();
      const documentedMedia = Object.keys((operation?.responses?.[String(res.status)] as { content?: object } | undefined)?.content ?? {});
      // A file answer (issue 16: JSON Lines, CSV) must be a media type documented for its status;
      // its content is checked by the test that asked for it (each line or row against its schema).
      const isFile = mediaType !== 'application/json' && documentedMedia.includes(mediaType);
      if (!isFile && mediaType !== 'application/json') fail(method, path, res, `not application/json (${mediaType})`);
      if (!operation) {
        if (!validateEnvelope(res.body)) fail(method, path, res, ajv.errorsText(validateEnvelope.errors));
        const { code, retryAfter } = (res.body as { error: { code: string; retryAfter?: number } }).error;
        if ((code === 'rate_limited') !== (retryAfter !== undefined)) fail(method, path, res, 'retryAfter belongs to rate_limited, and only there');
        return;
      }
      const documented = Object.keys(operation.responses ?? {});
      if (!documented.includes(String(res.status)) && !documented.includes('default')) {
        fail(method, path, res, `status ${res.status} is not documented for ${operation.operationId} (documented: ${documented.join(', ')})`);
      }
      if (!isFile) {
        const body = contract.validator.validateResponse(res.body, operation, res.status);
        if (!body.valid) fail(method, path, res, `body: ${JSON.stringify(body.errors)}`);
      }
      const headers: Record<string, string> = {};
      res.headers.forEach((value, name) => {
        headers[name] = value;
      });
      // openapi-backend's 'superset' mode treats every documented header as required, ignoring
      // `required: false`; so types are checked in 'any' mode and presence here.
      const headerResult = contract.validator.validateResponseHeaders(headers, operation, {
        statusCode: res.status,
        setMatchType: 'any' as never,
      });
      if (!headerResult.valid) fail(method, path, res, `headers: ${JSON.stringify(headerResult.errors)}`);
      const documentedHeaders = (operation.responses?.[String(res.status)] as { headers?: Record<string, { required?: boolean }> } | undefined)?.headers ?? {};
      for (const [name, header] of Object.entries(documentedHeaders)) {
        if (header.required && headers[name.toLowerCase()] === undefined) fail(method, path, res, `required header ${name} missing`);
      }
      // A replay (Idempotent-Replayed: true) repeats the stored body byte for byte, so its error
      // names the request that produced it; every other error names this request.
      // The upload parse failure (spec 4.6) has `error` as a string and `requestId` beside it.
      const { error, requestId: topRequestId } = (res.body ?? {}) as { error?: { requestId?: string } | string; requestId?: string };
      const errorRequestId = typeof error === 'string' ? topRequestId : error?.requestId;
      const replayed = res.headers.get('idempotent-replayed') === 'true';
      if (error && !replayed && errorRequestId !== requestId) fail(method, path, res, 'error.requestId differs from X-Request-Id');
    },
  };
}

// The SDK against the REAL server (issue 7 item 4). The client is imported from sdk/src, the source
// the package compiles (test/sdk/packaging.test.ts covers the packed dist/), and talks to the app
// started by startTestServer over real HTTP. Its fetch is the global fetch plus an observer that
// checks every response against generated/openapi.yaml, as t.request does, and records
// violations instead of throwing (a throw inside fetch would look like a network error and be
// retried), so each test ends by asserting there were none.
import { afterEach, expect } from 'vitest';
import { Verity, type ClientOptions } from '../../sdk/src/index.js';
import { runVerification } from '../../server/engine/engine.js';
import { EngineError } from '../../server/engine/errors.js';
import type { EngineThreads } from '../../server/threads/engine-threads.js';
import type { VerificationOutcome, VerificationRequest } from '../../server/engine/types.js';
import { contractChecker, isJsonMediaType, startTestServer, type TestResponse, type TestServer, type TestServerOptions } from '../helpers/server.js';

export const TRUE_CLAIM = '17 * 23 = 391';
export const FALSE_CLAIM = '2 + 2 = 5';
export const UNDECIDABLE = 'The meeting went well.';
/** Contents the in-process engine answers with an EngineError of that code (502/504). */
export const UPSTREAM_ERROR = 'trigger: upstream_error';
export const UPSTREAM_TIMEOUT = 'trigger: upstream_timeout';

export interface SeenResponse {
  method: string;
  path: string;
  status: number;
  headers: Headers;
  requestHeaders: Headers;
  body: unknown;
}

/**
 * The engine in this thread: the real offline engine (runVerification, what the worker threads
 * run) without the thread hop, so a server starts in milliseconds. `gate`, when set, holds every
 * verification until it resolves.
 */
export interface InProcessEngine extends EngineThreads {
  gate: Promise<void> | undefined;
  calls: number;
}

export function inProcessEngine(): InProcessEngine {
  const engine: InProcessEngine = {
    size: 1,
    calls: 0,
    gate: undefined,
    async verify(request: VerificationRequest): Promise<VerificationOutcome> {
      engine.calls += 1;
      if (engine.gate) await engine.gate;
      if (request.content === UPSTREAM_ERROR) throw new EngineError('upstream_error', 'provider failed');
      if (request.content === UPSTREAM_TIMEOUT) throw new EngineError('upstream_timeout', 'provider timed out');
      return runVerification(request);
    },
    close: async () => undefined,
  };
  return engine;
}

export interface SdkServer extends TestServer {
  /** A client for `apiKey` on this server; `options` override the defaults (maxRetries 0 unless given). */
  client(apiKey: string, options?: ClientOptions): Verity;
  /** Every response any client of this server received, in order. */
  seen: SeenResponse[];
  /** Contract violations found so far (asserted empty after each test). */
  violations: string[];
  /** Called with every response as it arrives (after the contract check). */
  onResponse: ((response: SeenResponse) => void) | undefined;
}

const running: SdkServer[] = [];
afterEach(() => {
  for (const s of running) {
    const violations = s.violations.splice(0);
    expect(violations, 'responses that do not match the contract').toEqual([]);
  }
});

/**
 * Starts the real app (background jobs on, quick job-runner polling and webhook retries) with the
 * in-process engine unless `options.engine` is given (`engine: 'pool'` keeps the real worker-thread
 * pool). Stop it with `stop()`.
 */
export async function startSdkServer(options: Omit<TestServerOptions, 'engine'> & { engine?: TestServerOptions['engine'] | 'pool' } = {}): Promise<SdkServer> {
  const { engine = inProcessEngine(), ...rest } = options;
  const t = await startTestServer({
    backgroundJobs: true,
    ...(engine === 'pool' ? {} : { engine }),
    app: {
      jobRunner: { pollIntervalMs: 20, leaseMs: 5_000, recoveryIntervalMs: 50 },
      webhookDeliveries: { schedule: { delaysMs: [0, 100, 200], jitter: 0 }, timeoutMs: 2_000 },
      asyncVerification: { retryDelayMs: 10 },
    },
    ...rest,
  });
  const checker = await contractChecker(t.config.rootDir);
  const server = t as SdkServer;
  server.seen = [];
  server.violations = [];
  server.onResponse = undefined;

  const observingFetch = async (url: string, init: RequestInit): Promise<Response> => {
    const response = await fetch(url, init);
    const text = await response.clone().text();
    const { pathname, search } = new URL(url);
    const method = init.method ?? 'GET';
    let body: unknown;
    try {
      // A results file (text/csv, application/x-ndjson) is text; the contract check covers its media type.
      body = text === '' || !isJsonMediaType(response.headers.get('content-type')) ? undefined : JSON.parse(text);
    } catch {
      server.violations.push(`${method} ${pathname} → ${response.status}: body is not JSON: ${text.slice(0, 200)}`);
    }
    const checked: TestResponse = { status: response.status, headers: response.headers, body, text };
    try {
      checker.check(method, pathname + search, checked);
    } catch (error) {
      server.violations.push((error as Error).message);
    }
    const seen = { method, path: pathname + search, status: response.status, headers: response.headers, requestHeaders: new Headers(init.headers), body };
    server.seen.push(seen);
    server.onResponse?.(seen);
    return response;
  };

  server.client = (apiKey, clientOptions = {}) =>
    new Verity({ apiKey, baseUrl: t.url, maxRetries: 0, fetch: observingFetch, ...clientOptions });
  const stop = t.stop.bind(t);
  server.stop = async () => {
    running.splice(running.indexOf(server), 1);
    await stop();
  };
  running.push(server);
  return server;
}

/** Runs `fn` and returns what it threw (fails when it did not throw). */
export async function caught(fn: () => Promise<unknown>): Promise<unknown> {
  try {
    await fn();
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to throw');
}

import { afterAll, beforeAll } from 'vitest';
// Shared pieces of the batch HTTP tests: a test server that processes batches, uploads, polling,
// and engines that answer at once or wait to be released.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { rootDir } from '../helpers/processes.js';
import { startTestServer, type TestServer, type TestServerOptions } from '../helpers/server.js';
import type { Backend } from '../helpers/database.js';
import type { EngineThreads } from '../../server/threads/engine-threads.js';
import type { VerificationOutcome, VerificationRequest } from '../../server/engine/types.js';

export const fixture = (name: string): Buffer => readFileSync(join(rootDir, 'test', 'fixtures', 'batch', name));

/** A test server whose job runner runs (background jobs on) and polls often. */
export function startBatchServer(options: TestServerOptions = {}): Promise<TestServer> {
  return startTestServer({ backgroundJobs: true, app: { jobRunner: { pollIntervalMs: 20 } }, ...options });
}

export function uploadForm(fileName: string, bytes: Buffer | string, format?: string): FormData {
  const form = new FormData();
  if (format !== undefined) form.append('format', format);
  form.append('file', new Blob([bytes]), fileName);
  return form;
}

export function upload(t: TestServer, apiKey: string, fileName: string, bytes: Buffer | string, format?: string) {
  return t.request('POST', '/v1/batch/upload', { apiKey, body: uploadForm(fileName, bytes, format) });
}

export function createBatch(t: TestServer, apiKey: string, json: unknown, headers: Record<string, string> = {}) {
  return t.request('POST', '/v1/batch', { apiKey, json, headers });
}

/** Polls GET /v1/batch/{id} until `done(batch)` holds. */
export async function waitForBatch(t: TestServer, apiKey: string, id: string, done: (batch: any) => boolean = (b) => b.status !== 'processing', timeoutMs = 30_000): Promise<any> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const res = await t.request('GET', `/v1/batch/${id}`, { apiKey });
    if (res.status !== 200) throw new Error(`GET batch ${id} → ${res.status}: ${res.text}`);
    if (done(res.body)) return res.body;
    if (Date.now() > end) throw new Error(`batch ${id} did not finish: ${res.text}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Every item of a batch's results, page by page (100 per page). */
export async function allItems(t: TestServer, apiKey: string, id: string, query = ''): Promise<any[]> {
  const items: any[] = [];
  for (let offset = 0; ; offset += 100) {
    const res = await t.request('GET', `/v1/batch/${id}/results?limit=100&offset=${offset}${query}`, { apiKey });
    if (res.status !== 200) throw new Error(`results → ${res.status}: ${res.text}`);
    items.push(...res.body.items);
    if (!res.body.pagination.hasMore) return items;
  }
}

/** An engine outcome: `true` with confidence 0.97 (accept), one semantic result costing 0.1¢. */
export function outcomeFor(request: VerificationRequest): VerificationOutcome {
  return {
    verdict: 'true',
    confidence: 0.97,
    decision: 'accept',
    reasoning: `checked: ${request.content.slice(0, 20)}`,
    paradigmResults: [
      {
        paradigm: 'semantic',
        verdict: 'true',
        confidence: 0.97,
        reasoning: 'fake engine',
        provider: 'offline',
        model: 'verity-offline-1',
        processingTimeMs: 1,
        inputTokens: 3,
        outputTokens: 2,
        costCents: 0.1,
      },
    ],
    processingTimeMs: 1,
    costCents: 0.1,
    inputTokens: 3,
    outputTokens: 2,
    retryCount: 0,
  };
}

/** An engine that answers at once; `fail(content)` decides which contents throw instead. */
export function fakeEngine(fail: (request: VerificationRequest) => Error | undefined = () => undefined): EngineThreads & { calls: VerificationRequest[] } {
  const calls: VerificationRequest[] = [];
  return {
    size: 1,
    calls,
    async verify(request) {
      calls.push(request);
      const error = fail(request);
      if (error) throw error;
      return outcomeFor(request);
    },
    close: async () => undefined,
  };
}

/** An engine whose verifications wait until release() (or release(n) for the first n waiting). */
export function gatedEngine(): EngineThreads & { waiting(): number; release(n?: number): void; started: number } {
  const waiters: Array<() => void> = [];
  let releasedAll = false;
  const engine = {
    size: 1,
    started: 0,
    async verify(request: VerificationRequest) {
      engine.started++;
      if (!releasedAll) await new Promise<void>((resolve) => waiters.push(resolve));
      return outcomeFor(request);
    },
    close: async () => undefined,
    waiting: () => waiters.length,
    release(n?: number) {
      if (n === undefined) releasedAll = true;
      for (const resolve of waiters.splice(0, n ?? waiters.length)) resolve();
    },
  };
  return engine;
}

export async function until(check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * A batch server with a gated engine for the tests of one describe block (started in beforeAll,
 * stopped in afterAll after releasing the engine), and a Pro organization whose rate limit is out
 * of reach. Read `server`, `apiKey` and `engine` inside the tests.
 */
export function useGatedBatchServer(backend: Backend, workerConcurrency: number): { readonly server: TestServer; readonly apiKey: string; engine: ReturnType<typeof gatedEngine> } {
  const engine = gatedEngine();
  let server: TestServer;
  let apiKey: string;
  beforeAll(async () => {
    server = await startBatchServer({ backend, engine, env: { WORKER_CONCURRENCY: String(workerConcurrency), WEBHOOK_ALLOW_PRIVATE: '1' } });
    apiKey = (await server.createOrg({ plan: 'pro', rateLimit: 100_000 })).apiKey;
  });
  afterAll(async () => {
    engine.release();
    await server.stop();
  });
  return {
    get server() {
      return server;
    },
    get apiKey() {
      return apiKey;
    },
    engine,
  };
}


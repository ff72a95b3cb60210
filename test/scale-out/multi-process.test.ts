// Scale-out (issue 15): three real server processes (`server/main.ts`, as `npm start` runs it) on
// one PostgreSQL database. Work created through one process is done by all of them, a process
// killed mid-batch loses nothing, and the organization's rate limit, Idempotency-Key and uploaded
// files hold across processes.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { killServerProcesses, runAdmin, startServerProcess, type ServerProcess } from '../helpers/processes.js';
import { createPostgresDatabase, type PostgresTestDatabase } from '../helpers/postgres.js';
import { sleep, waitFor } from '../helpers/wait.js';

type Running = ServerProcess & { url: string };

let database: PostgresTestDatabase;
let dir: string;
let servers: Running[] = [];

/** Each process gets its own upload folder: they share the database and nothing else. */
const envFor = (name: string) => ({
  DATABASE_URL: database.url,
  UPLOAD_DIR: join(dir, `uploads-${name}`),
  WORKER_CONCURRENCY: '2',
  ENGINE_THREADS: '1',
  LOG_LEVEL: 'debug',
  VERITY_TEST_FAST_TIMERS: '1',
});

beforeAll(async () => {
  database = await createPostgresDatabase();
  dir = mkdtempSync(join(tmpdir(), 'verity-scale-'));
  // Started together: the migrations run once (an advisory lock), whoever comes first.
  servers = await Promise.all(['a', 'b', 'c'].map((name) => startServerProcess(envFor(name))));
}, 120_000);

afterAll(async () => {
  killServerProcesses();
  await Promise.all(servers.map((s) => s.exited));
  await database.drop();
  rmSync(dir, { recursive: true, force: true });
});

async function createOrg(rateLimit?: number): Promise<string> {
  const args = ['org', 'create', '--name', 'Scale test', '--plan', 'enterprise', '--json', ...(rateLimit ? ['--rate-limit', String(rateLimit)] : [])];
  const result = await runAdmin(args, { DATABASE_URL: database.url });
  expect(result.code, result.stderr).toBe(0);
  return (JSON.parse(result.stdout) as { apiKey: string }).apiKey;
}

async function call(url: string, apiKey: string, method: string, path: string, init: { json?: unknown; body?: FormData; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { Authorization: `Bearer ${apiKey}`, ...init.headers };
  if (init.json !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(url + path, { method, headers, body: init.json !== undefined ? JSON.stringify(init.json) : init.body });
  return { status: res.status, body: (await res.json()) as any };
}

/** Polls a batch twice a second (within the organization's rate limit) until it completed. */
async function completed(url: string, apiKey: string, id: string, timeoutMs: number): Promise<any> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await call(url, apiKey, 'GET', `/v1/batch/${id}`);
    if (res.body.status === 'completed') return res.body;
    if (Date.now() > deadline) throw new Error(`batch ${id} did not complete: ${JSON.stringify(res.body)}`);
    await sleep(500);
  }
}

/** Item indexes each process logged as finished (LOG_LEVEL=debug, server/batch/processor.ts). */
function itemsFinishedBy(server: Running, batchId: string): number[] {
  return server
    .stdout()
    .split('\n')
    .filter((line) => line.includes('"batch item finished"') && line.includes(batchId))
    .map((line) => (JSON.parse(line) as { itemIndex: number }).itemIndex);
}

describe('three processes on one PostgreSQL database', () => {
  it('work one 100-item batch together; one killed mid-batch loses nothing and nothing runs twice', { timeout: 240_000 }, async () => {
    const apiKey = await createOrg();
    const [a, b, c] = servers as [Running, Running, Running];
    // Long texts keep each item busy in the engine for a while, so the kill lands mid-batch.
    const items = Array.from({ length: 100 }, (_, i) => ({ content: `${'Consider the following. '.repeat(150)}${i} + ${i} = ${2 * i}.` }));
    const created = await call(a.url, apiKey, 'POST', '/v1/batch', { json: { methods: { reasoning: 1, semantic: 1 }, items } });
    expect(created.status).toBe(202);
    const id: string = created.body.id;

    await waitFor(() => itemsFinishedBy(b, id).length >= 3, 120_000, 'process b to finish items');
    b.child.kill('SIGKILL');
    await b.exited;
    const progress = await call(a.url, apiKey, 'GET', `/v1/batch/${id}`);
    expect(progress.body.processedItems).toBeLessThan(100);

    const batch = await completed(c.url, apiKey, id, 180_000);
    expect(batch.processedItems).toBe(100);
    expect(batch.successCount + batch.failureCount).toBe(100);
    const results = (await call(a.url, apiKey, 'GET', `/v1/batch/${id}/results?limit=100`)).body.items as Array<{ itemIndex: number; status: string; verificationId?: string }>;
    expect(results.map((r) => r.itemIndex)).toEqual([...Array(100).keys()]);
    expect(results.filter((r) => r.status === 'completed').length).toBe(batch.successCount);

    // All three worked on it, and no item finished twice: an item cut off by the kill was
    // recorded by the process that ran it again, never twice. The logs are the processes' own
    // word; the killed one may have committed an item and died before its log line reached
    // stdout (at most one per slot of its WORKER_CONCURRENCY), so the database, not the logs,
    // proves that every item was recorded once.
    const byProcess = [a, b, c].map((s) => itemsFinishedBy(s, id));
    for (const finished of byProcess) expect(finished.length).toBeGreaterThan(0);
    const logged = byProcess.flat();
    expect(new Set(logged).size).toBe(logged.length);
    expect(100 - logged.length).toBeLessThanOrEqual(2);
    for (const survivor of [a, c]) expect(itemsFinishedBy(survivor, id).every((i) => !itemsFinishedBy(b, id).includes(i))).toBe(true);
    // One verification per completed item, whichever process stored it.
    const listed = await call(a.url, apiKey, 'GET', '/v1/verify?limit=100');
    expect(listed.body.pagination.total).toBe(batch.successCount);
    const verified = new Set((listed.body.data as Array<{ id: string }>).map((v) => v.id));
    const recorded = results.flatMap((r) => (r.verificationId ? [r.verificationId] : []));
    expect(new Set(recorded).size).toBe(recorded.length);
    expect(recorded.every((v) => verified.has(v))).toBe(true);
  });

  it('enforces an organization limit of 30 a minute exactly, over 60 requests to the three at once', { timeout: 120_000 }, async () => {
    const apiKey = await createOrg(30);
    const live = servers.filter((s) => s.child.exitCode === null && s.child.signalCode === null);
    // The window is the calendar minute: start well inside one, so all 60 fall in the same window.
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 45_000) await new Promise((r) => setTimeout(r, 60_000 - intoMinute + 200));
    const statuses = await Promise.all(Array.from({ length: 60 }, (_, i) => call(live[i % live.length]!.url, apiKey, 'GET', '/v1/status').then((r) => r.status)));
    expect(statuses.filter((s) => s === 200).length).toBe(30);
    expect(statuses.filter((s) => s === 429).length).toBe(30);
  });

  it('creates one verification for one Idempotency-Key sent to the three at once', { timeout: 60_000 }, async () => {
    const apiKey = await createOrg();
    const live = servers.filter((s) => s.child.exitCode === null && s.child.signalCode === null);
    const request = { json: { content: '12 * 12 = 144', methods: { formal: 1 } }, headers: { 'Idempotency-Key': 'scale-once' } };
    const answers = await Promise.all([...live, ...live].map((s) => call(s.url, apiKey, 'POST', '/v1/verify', request)));
    // The first to claim the key runs it; the others wait (409) or, once it finished, replay it.
    expect(answers.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    const done = answers.filter((r) => r.status === 200);
    expect(done.length).toBeGreaterThan(0);
    expect(new Set(done.map((r) => r.body.id)).size).toBe(1);
    const listed = await call(live[0]!.url, apiKey, 'GET', '/v1/verify');
    expect(listed.body.pagination.total).toBe(1);
  });

  it('feeds a batch created through one process from a file uploaded through another, once', { timeout: 120_000 }, async () => {
    const apiKey = await createOrg();
    const [first, second] = servers.filter((s) => s.child.exitCode === null && s.child.signalCode === null) as [Running, Running];
    const form = new FormData();
    form.set('file', new Blob(['content\n2 + 2 = 4\n3 * 3 = 10\n'], { type: 'text/csv' }), 'claims.csv');
    const uploaded = await call(first.url, apiKey, 'POST', '/v1/batch/upload', { body: form });
    expect(uploaded.status).toBe(200);
    const created = await call(second.url, apiKey, 'POST', '/v1/batch', { json: { fileId: uploaded.body.fileId, methods: { formal: 1 } } });
    expect(created.status).toBe(202);
    expect(created.body.totalItems).toBe(2);
    // Single use holds across processes too.
    const again = await call(first.url, apiKey, 'POST', '/v1/batch', { json: { fileId: uploaded.body.fileId, methods: { formal: 1 } } });
    expect(again.status).toBe(404);
    const batch = await completed(first.url, apiKey, created.body.id, 60_000);
    expect(batch.successCount).toBe(2);
  });
});

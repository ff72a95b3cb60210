// The durable queue survives SIGKILL (issue 6 item 3): a real server process is killed in the middle
// of a 100-item batch and started again on the same database; the batch completes with every item
// processed exactly once and one verification per completed item.
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { killServerProcesses, startServerProcess } from '../helpers/processes.js';

const dir = mkdtempSync(join(tmpdir(), 'verity-crash-'));
afterAll(() => {
  killServerProcesses();
  rmSync(dir, { recursive: true, force: true });
});

const env = { DATABASE_PATH: join(dir, 'verity.db'), UPLOAD_DIR: join(dir, 'uploads'), WORKER_CONCURRENCY: '2', LOG_LEVEL: 'info' };

async function call(url: string, apiKey: string, method: string, path: string, json?: unknown): Promise<{ status: number; body: any }> {
  const res = await fetch(url + path, {
    method,
    headers: { Authorization: `Bearer ${apiKey}`, ...(json === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(json === undefined ? {} : { body: JSON.stringify(json) }),
  });
  return { status: res.status, body: await res.json() };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('crash recovery', () => {
  it('finishes a batch cut off by SIGKILL with every item processed exactly once', { timeout: 180_000 }, async () => {
    const first = await startServerProcess(env);
    const apiKey = /vrt_live_[A-Za-z0-9_-]+/.exec(first.stdout())?.[0];
    expect(apiKey).toBeDefined();
    // Long arithmetic claims keep each item busy for a while in the engine's worker threads.
    const items = Array.from({ length: 100 }, (_, i) => ({ content: `${'Consider the following. '.repeat(150)}${i} + ${i} = ${2 * i}.`, idempotencyKey: `crash-${i}` }));
    const created = await call(first.url, apiKey!, 'POST', '/v1/batch', { methods: { reasoning: 1, semantic: 1 }, items });
    expect(created.status).toBe(202);
    const id: string = created.body.id;

    // Watch the database directly (the demo organization's rate limit is 200 requests a minute).
    const db = new Database(env.DATABASE_PATH, { readonly: true, fileMustExist: true });
    const processed = () => (db.prepare('SELECT processed_items AS n FROM batches WHERE id = ?').get(id) as { n: number }).n;
    const end = Date.now() + 120_000;
    while (processed() < 3) {
      if (Date.now() > end) throw new Error('the batch did not start');
      await sleep(10);
    }
    first.child.kill('SIGKILL');
    await first.exited;
    const atKill = processed();
    expect(atKill).toBeLessThan(100);
    const leftProcessing = (db.prepare("SELECT count(*) AS n FROM batch_items WHERE batch_id = ? AND status = 'processing'").get(id) as { n: number }).n;
    expect(leftProcessing).toBeGreaterThan(0);

    const second = await startServerProcess(env);
    let batch: any;
    for (;;) {
      batch = (await call(second.url, apiKey!, 'GET', `/v1/batch/${id}`)).body;
      if (batch.status === 'completed') break;
      if (Date.now() > end + 30_000) throw new Error(`batch did not complete after restart: ${JSON.stringify(batch)}`);
      await sleep(500);
    }
    expect(batch.processedItems).toBe(100);
    expect(batch.successCount + batch.failureCount).toBe(100);

    const results: any[] = [];
    for (let offset = 0; offset < 100; offset += 100) {
      results.push(...(await call(second.url, apiKey!, 'GET', `/v1/batch/${id}/results?limit=100&offset=${offset}`)).body.items);
    }
    expect(results.map((r) => r.itemIndex)).toEqual([...Array(100).keys()]);
    expect(results.every((r) => r.status === 'completed' || r.status === 'failed')).toBe(true);
    const completed = results.filter((r) => r.status === 'completed');
    expect(completed.length).toBe(batch.successCount);
    expect(new Set(completed.map((r) => r.verificationId)).size).toBe(completed.length);
    // Exactly one verification per completed item: a run cut off by the kill stored nothing.
    const verifications = db.prepare('SELECT id FROM verifications WHERE batch_id = ?').all(id) as Array<{ id: string }>;
    expect(verifications.map((v) => v.id).sort()).toEqual(completed.map((r) => r.verificationId).sort());
    // Items cut off by the kill were claimed again: their attempt count shows it.
    const rerun = (db.prepare('SELECT count(*) AS n FROM batch_items WHERE batch_id = ? AND attempts > 1').get(id) as { n: number }).n;
    expect(rerun).toBe(leftProcessing);
    // The job runner's start-up recovery re-queued them (server/queue/job-runner.ts, JobSource.recover).
    const recovery = second.stdout().split('\n').find((line) => line.includes('re-queued jobs left claimed by a stopped process') && line.includes('"source":"batch-items"'));
    expect(recovery === undefined ? 0 : (JSON.parse(recovery) as { requeued: number }).requeued).toBe(leftProcessing);
    db.close();
    second.child.kill('SIGTERM');
    await second.exited;
  });
});

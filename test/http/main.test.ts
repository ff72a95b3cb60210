// server/main.ts as a process: demo organization on a fresh database, and graceful shutdown.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { killServerProcesses, startServerProcess } from '../helpers/processes.js';

const dir = mkdtempSync(join(tmpdir(), 'verity-main-'));
const env = { DATABASE_PATH: join(dir, 'verity.db'), UPLOAD_DIR: join(dir, 'uploads') };
afterAll(() => {
  killServerProcesses();
  rmSync(dir, { recursive: true, force: true });
});

describe('npm start (server/main.ts)', () => {
  it("creates a demo Pro organization on a fresh database, prints its key and a curl line that works, and stops cleanly on SIGTERM, reporting each engine thread's peak heap", async () => {
    const server = await startServerProcess(env);
    const banner = server.stdout();
    const apiKey = /vrt_live_[A-Za-z0-9_-]+/.exec(banner)?.[0];
    expect(apiKey).toBeDefined();
    expect(banner).toContain(`curl -H "Authorization: Bearer ${apiKey}" ${server.url}/v1/status`);
    const res = await fetch(`${server.url}/v1/status`, { headers: { Authorization: `Bearer ${apiKey}` } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { organization: unknown }).organization).toMatchObject({ name: 'Demo organization', plan: 'pro' });
    const verified = await fetch(`${server.url}/v1/verify`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ content: '17 * 23 = 391', methods: { semantic: 1 } }),
    });
    expect(verified.status).toBe(200);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.stdout()).toContain('"msg":"stopped"');
    // The one engine thread that ran the verification reports its peak heap on the way out.
    const report = server.stdout().split('\n').find((line) => line.includes('"msg":"engine threads peak heap"'));
    const threads = (JSON.parse(report!) as { engineThreads: { threadId: number; peakHeapMb: number }[] }).engineThreads;
    expect(threads).toHaveLength(1);
    expect(threads[0]!.peakHeapMb).toBeGreaterThan(10);
  }, 60_000);

  it('creates no second demo organization when the database already has one', async () => {
    const server = await startServerProcess(env);
    expect(server.stdout()).not.toContain('vrt_live_');
    server.child.kill('SIGINT');
    expect(await server.exited).toBe(0);
  });

  it('stops with a clear message when the environment is invalid', async () => {
    await expect(startServerProcess({ ...env, PORT: 'http' })).rejects.toThrow(/PORT must be an integer/);
  });
});

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
  it('creates a demo Pro organization on a fresh database, prints its key and a curl line that works, and stops cleanly on SIGTERM', async () => {
    const server = await startServerProcess(env);
    const banner = server.stdout();
    const apiKey = /vrt_live_[A-Za-z0-9_-]+/.exec(banner)?.[0];
    expect(apiKey).toBeDefined();
    expect(banner).toContain(`curl -H "Authorization: Bearer ${apiKey}" ${server.url}/v1/status`);
    const res = await fetch(`${server.url}/v1/status`, { headers: { Authorization: `Bearer ${apiKey}` } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { organization: unknown }).organization).toMatchObject({ name: 'Demo organization', plan: 'pro' });

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.stdout()).toContain('"msg":"stopped"');
  });

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

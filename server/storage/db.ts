// Opens the SQLite database, tunes it for a server and an admin CLI sharing one file, and applies
// pending migrations. Storage knows no HTTP (STYLE habit 10).
import Database from 'better-sqlite3';
import type { RunResult } from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { join } from 'node:path';
import { findProjectRoot } from '../config.js';
import type { BaseSQLiteDatabase } from 'drizzle-orm/sqlite-core';
import * as schema from './schema.js';

/** The database or a transaction on it: storage functions accept either, so callers can compose them in one transaction. */
export type Db = BaseSQLiteDatabase<'sync', RunResult, typeof schema>;

export interface DatabaseHandle {
  /** drizzle over the connection: what the storage modules use. */
  db: Db;
  /** The raw connection, for pragmas, health checks and closing. */
  sqlite: Database.Database;
  close(): void;
}

/** Folder of the drizzle-kit migrations, resolved from the project root so dist/ finds it too. */
export function migrationsFolder(rootDir: string = findProjectRoot()): string {
  return join(rootDir, 'server', 'storage', 'migrations');
}

/**
 * Opens (creating if needed) the database at `path` (`:memory:` for tests) and migrates it.
 * WAL lets readers and one writer work at once; busy_timeout makes a second process (the admin
 * CLI while the server runs) wait for a lock instead of failing with SQLITE_BUSY.
 */
export function openDatabase(path: string, options: { rootDir?: string } = {}): DatabaseHandle {
  const sqlite = new Database(path);
  sqlite.pragma('busy_timeout = 5000');
  if (path !== ':memory:') sqlite.pragma('journal_mode = WAL');
  // With WAL, NORMAL is durable against application crashes (a SIGKILL loses nothing committed);
  // only a power cut may lose the last transactions.
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  const db = drizzle(sqlite, { schema });
  migrate(db, { migrationsFolder: migrationsFolder(options.rootDir) });
  return { db, sqlite, close: () => sqlite.close() };
}

// One `SELECT 1` statement per connection, prepared on first use (issue 8).
const pings = new WeakMap<Database.Database, Database.Statement>();

/** Returns true when the database answers a trivial query (GET /v1/status). */
export function isDatabaseReachable(sqlite: Database.Database): boolean {
  try {
    let ping = pings.get(sqlite);
    if (ping === undefined) pings.set(sqlite, (ping = sqlite.prepare('SELECT 1 AS ok')));
    return ping.get() !== undefined;
  } catch {
    return false;
  }
}

// better-sqlite3 behind drizzle's asynchronous sqlite-proxy driver (server/storage/db.ts).
//
// One connection serves the whole process. With asynchronous code, another request's statement
// could run between two statements of an open transaction and become part of it (committed or
// rolled back with it). The gate prevents that: a transaction holds it from BEGIN to COMMIT, and
// a statement that does not belong to the holder (AsyncLocalStorage tells) waits until it is
// released. Transactions queue in order. Outside transactions a statement runs at once.
//
// Statements are prepared once per SQL text (drizzle builds the same text for the same query) and
// kept in a bounded map.
import type Database from 'better-sqlite3';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { BaseSQLiteDatabase } from 'drizzle-orm/sqlite-core';

type Method = 'run' | 'all' | 'values' | 'get';

/** Statements kept prepared; texts beyond it (long IN lists) are prepared again when seen again. */
const STATEMENT_CACHE = 1_000;

export interface SqliteGate {
  /** The sqlite-proxy callback: runs one statement, waiting while another transaction holds the gate. */
  execute(sql: string, params: unknown[], method: Method): Promise<{ rows: any[] }>; // eslint-disable-line @typescript-eslint/no-explicit-any -- sqlite-proxy's callback type
  /** Makes `db.transaction` hold the gate (and BEGIN IMMEDIATE: the write lock is taken up front). */
  guardTransactions<D extends BaseSQLiteDatabase<'async', unknown, Record<string, unknown>>>(db: D): D;
}

export function createSqliteGate(sqlite: Database.Database): SqliteGate {
  const statements = new Map<string, Database.Statement>();
  const owner = new AsyncLocalStorage<symbol>();
  let holder: symbol | undefined;
  let released: Promise<void> = Promise.resolve();
  let queue: Promise<void> = Promise.resolve();

  const prepare = (text: string): Database.Statement => {
    let statement = statements.get(text);
    if (statement === undefined) {
      statement = sqlite.prepare(text);
      if (statement.reader) statement.raw(true);
      if (statements.size >= STATEMENT_CACHE) statements.delete(statements.keys().next().value!);
      statements.set(text, statement);
    }
    return statement;
  };

  return {
    async execute(text, params, method) {
      while (holder !== undefined && owner.getStore() !== holder) await released;
      const statement = prepare(text);
      if (!statement.reader) {
        statement.run(...params);
        return { rows: [] };
      }
      // `get` answers one row (an array of values), `all` a list of them.
      return { rows: (method === 'get' ? statement.get(...params) : statement.all(...params)) as unknown[] };
    },

    guardTransactions(db) {
      const begin = db.transaction.bind(db);
      db.transaction = ((run, config) => {
        if (holder !== undefined && owner.getStore() === holder) {
          throw new Error('a transaction was opened on the database inside another transaction: pass the transaction instead');
        }
        const token = Symbol('transaction');
        let release!: () => void;
        const done = new Promise<void>((resolve) => (release = resolve));
        const turn = queue;
        queue = turn.then(() => done);
        return turn
          .then(() => {
            holder = token;
            released = done;
            return owner.run(token, () => begin(run, { behavior: 'immediate', ...config }));
          })
          .finally(() => {
            holder = undefined;
            release();
          });
      }) as typeof db.transaction;
      return db;
    },
  };
}

// better-sqlite3 behind drizzle's asynchronous sqlite-proxy driver (server/storage/db.ts).
//
// One connection serves the whole process. With asynchronous code, another request's statement
// could run between two statements of an open transaction and become part of it (committed or
// rolled back with it). The gate prevents that with two drizzle databases over the one
// connection: the database the app uses, whose statements wait while a transaction is open, and
// the transaction's, handed to the transaction's callback, whose statements run at once.
// Transactions queue in order and begin IMMEDIATE (the write lock is taken up front, so a second
// process sharing the file, the admin CLI, waits for it instead of failing halfway).
//
// Why not AsyncLocalStorage to tell the statements apart: on Node 20 it turns on async hooks for
// every promise of the process, which cost about a quarter of the throughput of GET requests.
// The price of two databases: inside a transaction, a statement must use the transaction it was
// given (as on PostgreSQL, where the app's database is another connection); one sent through the
// app's database would wait for the transaction that waits for it.
//
// Statements are prepared once per SQL text (drizzle builds the same text for the same query) and
// kept in a bounded map.
import type Database from 'better-sqlite3';
import type { BaseSQLiteDatabase } from 'drizzle-orm/sqlite-core';
import { drizzle, type SqliteRemoteDatabase } from 'drizzle-orm/sqlite-proxy';

type Method = 'run' | 'all' | 'values' | 'get';

/** Statements kept prepared; texts beyond it (long IN lists) are prepared again when seen again. */
const STATEMENT_CACHE = 1_000;

/** The one connection's use (issue 25's metrics): a transaction holds it; statements and transactions wait for it. */
export interface GateStats {
  inTransaction: boolean;
  waiting: number;
}

const gates = new WeakMap<object, () => GateStats>();

/** How the connection behind a database of openGatedDatabase is used right now. */
export function gateStatsOf(db: object): GateStats {
  return gates.get(db)?.() ?? { inTransaction: false, waiting: 0 };
}

/** Opens the app's database over the connection (`schema` as drizzle takes it). */
export function openGatedDatabase<S extends Record<string, unknown>>(sqlite: Database.Database, schema: S): BaseSQLiteDatabase<'async', unknown, S> {
  const statements = new Map<string, Database.Statement>();
  let open = false;
  let waiting = 0;
  let released: Promise<void> = Promise.resolve();
  let queue: Promise<void> = Promise.resolve();

  // `get` answers one row (an array of values), `all` a list of them; writes answer nothing.
  const run = (text: string, params: unknown[], method: Method): { rows: any[] } => { // eslint-disable-line @typescript-eslint/no-explicit-any -- sqlite-proxy's callback type
    let statement = statements.get(text);
    if (statement === undefined) {
      statement = sqlite.prepare(text);
      if (statement.reader) statement.raw(true);
      if (statements.size >= STATEMENT_CACHE) statements.delete(statements.keys().next().value!);
      statements.set(text, statement);
    }
    if (!statement.reader) {
      statement.run(...params);
      return { rows: [] };
    }
    return { rows: (method === 'get' ? statement.get(...params) : statement.all(...params)) as unknown[] };
  };

  const app: SqliteRemoteDatabase<S> = drizzle(
    async (text, params, method) => {
      if (open) {
        waiting++;
        try {
          while (open) await released;
        } finally {
          waiting--;
        }
      }
      return run(text, params, method);
    },
    { schema },
  );
  const inTransaction: SqliteRemoteDatabase<S> = drizzle(async (text, params, method) => run(text, params, method), { schema });

  let depth = 0;
  // A transaction inside the transaction is a savepoint, as drizzle's own nested transactions are.
  inTransaction.transaction = (async (body: (tx: unknown) => Promise<unknown>) => {
    const name = `sp${++depth}`;
    sqlite.exec(`SAVEPOINT ${name}`);
    try {
      const result = await body(inTransaction);
      sqlite.exec(`RELEASE ${name}`);
      return result;
    } catch (err) {
      sqlite.exec(`ROLLBACK TO ${name}; RELEASE ${name}`);
      throw err;
    } finally {
      depth--;
    }
  }) as typeof inTransaction.transaction;

  app.transaction = (async (body: (tx: unknown) => Promise<unknown>) => {
    let release!: () => void;
    const done = new Promise<void>((resolve) => (release = resolve));
    const turn = queue;
    queue = turn.then(() => done);
    waiting++;
    try {
      await turn;
    } finally {
      waiting--;
    }
    open = true;
    released = done;
    try {
      sqlite.exec('BEGIN IMMEDIATE');
      try {
        const result = await body(inTransaction);
        sqlite.exec('COMMIT');
        return result;
      } catch (err) {
        if (sqlite.inTransaction) sqlite.exec('ROLLBACK');
        throw err;
      }
    } finally {
      open = false;
      release();
    }
  }) as typeof app.transaction;

  gates.set(app, () => ({ inTransaction: open, waiting }));
  return app as unknown as BaseSQLiteDatabase<'async', unknown, S>;
}

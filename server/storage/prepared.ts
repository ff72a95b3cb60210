// Statements built and prepared once per connection (issue 8). Building a query through drizzle's
// builder and preparing it in better-sqlite3 on every call was about half of the main thread's
// time on GET /v1/verify/:id; a hot query is instead written once with `sql.placeholder()` and
// `.prepare()`, and its values are passed to `.get()`, `.all()` or `.run()`.
//
// The cache key is the drizzle session. On SQLite the database and its transactions have one
// session each (server/storage/sqlite-gate.ts: the database's statements wait while a transaction
// is open, the transaction's run at once), so each keeps its own statements; on PostgreSQL a
// transaction's session is its checked-out connection, and its statements are built per
// transaction. A closed database's statements go with its session (WeakMap).
import type { Db } from './db.js';

/** The session of a database or transaction (drizzle marks `session` internal). */
function sessionOf(db: Db): object {
  return (db as unknown as { session?: object }).session ?? db;
}

/**
 * Returns a function giving the statement `build` makes, built once per database (per variant:
 * an insert prepared for each set of columns given, say). `build` must not capture per-call
 * values: everything that varies goes through `sql.placeholder()` or the variant.
 */
export function preparedVariants<Q, V extends string = string>(build: (db: Db, variant: V) => Q): (db: Db, variant: V) => Q {
  const bySession = new WeakMap<object, Map<V, Q>>();
  return (db, variant) => {
    const session = sessionOf(db);
    let statements = bySession.get(session);
    if (statements === undefined) bySession.set(session, (statements = new Map()));
    let statement = statements.get(variant);
    if (statement === undefined) statements.set(variant, (statement = build(db, variant)));
    return statement;
  };
}

/** Returns a function giving the statement `build` makes, built once per database. */
export function prepared<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const statement = preparedVariants<Q, ''>((db) => build(db));
  return (db) => statement(db, '');
}

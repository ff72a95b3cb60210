// Statements built and prepared once per connection (issue 8). Building a query through drizzle's
// builder and preparing it in better-sqlite3 on every call was about half of the main thread's
// time on GET /v1/verify/:id; a hot query is instead written once with `sql.placeholder()`, and
// its values are passed to `execute()`. This is the one place that calls drizzle's `.prepare()`,
// whose signature differs by driver (issue 24: the port, db.ts, leaves it out); `execute()` is
// what both drivers' prepared statements have, and it answers what awaiting the query would.
//
// The cache key is the drizzle session. On SQLite the database and its transactions have one
// session each (server/storage/sqlite-gate.ts: the database's statements wait while a transaction
// is open, the transaction's run at once), so each keeps its own statements; on PostgreSQL a
// transaction's session is its checked-out connection, and its statements are built per
// transaction. A closed database's statements go with its session (WeakMap).
import { sql } from 'drizzle-orm';
import type { Db } from './db.js';

/** A query prepared once: its placeholders' values in, what awaiting the query gives out. */
export interface PreparedStatement<T> {
  execute(values?: Record<string, unknown>): Promise<T>;
  /** The SQL text and its parameters (placeholders unbound). */
  getQuery(): { sql: string; params: unknown[] };
}

/** Prepares a query built on the port (drizzle's builders of both drivers have `prepare()`). */
function prepare<Q extends PromiseLike<unknown>>(query: Q): PreparedStatement<Awaited<Q>> {
  return (query as unknown as { prepare(): PreparedStatement<Awaited<Q>> }).prepare();
}

/** The session of a database or transaction (drizzle marks `session` internal). */
function sessionOf(db: Db): object {
  return (db as unknown as { session?: object }).session ?? db;
}

/**
 * Returns a function giving the statement of the query `build` makes, built and prepared once per
 * database (per variant: an insert prepared for each set of columns given, say). `build` must not
 * capture per-call values: everything that varies goes through `sql.placeholder()` or the variant.
 */
export function preparedVariants<Q extends PromiseLike<unknown>, V extends string = string>(build: (db: Db, variant: V) => Q): (db: Db, variant: V) => PreparedStatement<Awaited<Q>> {
  const bySession = new WeakMap<object, Map<V, PreparedStatement<Awaited<Q>>>>();
  return (db, variant) => {
    const session = sessionOf(db);
    let statements = bySession.get(session);
    if (statements === undefined) bySession.set(session, (statements = new Map()));
    let statement = statements.get(variant);
    if (statement === undefined) statements.set(variant, (statement = prepare(build(db, variant))));
    return statement;
  };
}

/** Returns a function giving the statement of the query `build` makes, built and prepared once per database. */
export function prepared<Q extends PromiseLike<unknown>>(build: (db: Db) => Q): (db: Db) => PreparedStatement<Awaited<Q>> {
  const statement = preparedVariants<Q, ''>((db) => build(db));
  return (db) => statement(db, '');
}

/**
 * A LIMIT written into the statement's text instead of bound as a parameter, for a limit that is a
 * constant of the code. Drizzle binds `.limit(n)` as a parameter, and SQLite (3.51, as
 * better-sqlite3 bundles it) lets its planner read a bound LIMIT, so it marks such a statement to be
 * compiled again every time that parameter is bound: a prepared statement with a limit was
 * prepared anew on every run (issue 24: the cache look-up of every POST /v1/verify took 30 µs
 * instead of 4). Drizzle writes an SQL chunk given as the limit as it is, on both back ends.
 */
export function fixedLimit(n: number): number {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`a fixed limit is a non-negative integer, got ${n}`);
  return sql.raw(String(n)) as unknown as number;
}

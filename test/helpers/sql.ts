// Raw SQL in tests, on either back end: what a test reads to check the database itself (usage
// counters, stored columns). Write the query with drizzle's `sql` template; values are bound.
import type { SQL } from 'drizzle-orm';
import { dialectOf, sqliteOnly, type Db } from '../../server/storage/db.js';

/** The first column of every row (SQLite's driver answers rows as arrays, node-postgres as objects). */
export async function column(db: Db, query: SQL): Promise<unknown[]> {
  const rows =
    dialectOf(db) === 'postgres'
      ? ((await (db as unknown as { execute(q: SQL): Promise<{ rows: Record<string, unknown>[] }> }).execute(query)).rows as unknown[])
      : ((await sqliteOnly(db).all(query)) as unknown[]);
  return rows.map((row) => (Array.isArray(row) ? row[0] : Object.values(row as Record<string, unknown>)[0]));
}

/** The first column of the first row (undefined without rows). */
export async function scalar(db: Db, query: SQL): Promise<unknown> {
  return (await column(db, query))[0];
}

/** A count or sum as a number (PostgreSQL answers bigint aggregates as strings). */
export async function count(db: Db, query: SQL): Promise<number> {
  return Number((await scalar(db, query)) ?? 0);
}

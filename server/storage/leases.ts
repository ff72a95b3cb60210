// The one job-lease protocol (issue 15), used by every durable queue: asynchronous verifications,
// batch items and webhook deliveries. A queue is a table whose rows wait in some state; a worker
// claims a row by setting its lease (`lease` column, ISO 8601 like every time in the schema),
// counting the attempt, and usually moving it to a running state, in one statement. Whatever the
// worker writes afterwards is guarded by `holds(queue, id, attempt)`: a worker whose lease ran out
// and whose row was claimed again cannot overwrite the newer attempt. Rows whose lease ended go
// back to waiting (`requeueExpired`), so a process that dies mid-job loses nothing.
//
// On PostgreSQL any process may claim: the row is chosen with `FOR UPDATE SKIP LOCKED`, so
// processes claiming at the same moment take different rows instead of waiting for each other.
// On SQLite the statement runs under the one writer lock, which serialises claims already.
import { and, eq, getTableColumns, lte, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { dialectOf, type Db } from './db.js';
import { fixedLimit } from './prepared.js';

export interface LeaseQueue<T extends SQLiteTable> {
  table: T;
  id: SQLiteColumn;
  status: SQLiteColumn;
  attempts: SQLiteColumn;
  /** When the current claim ends (for webhook events: when the next attempt is due). */
  lease: SQLiteColumn;
  /** The state rows wait in, and the state a claim moves them to (the same for webhook events). */
  waiting: string;
  running: string;
  /** Claim order: oldest first. */
  order: SQLiteColumn[];
  /** Besides `status = waiting`, what makes a row claimable at `now` (ISO). */
  due?: (now: string) => SQL | undefined;
  /** Columns a claim sets besides status, attempts and lease (claimedAt, say). */
  onClaim?: (now: string) => Record<string, unknown>;
  /** Columns a requeue resets besides status and lease. */
  onRequeue?: Record<string, unknown>;
}

/** ` FOR UPDATE SKIP LOCKED` on PostgreSQL; nothing on SQLite (one writer at a time). */
export function skipLocked(db: Db): SQL {
  return dialectOf(db) === 'postgres' ? sql` FOR UPDATE SKIP LOCKED` : sql``;
}

/**
 * Claims up to `limit` claimable rows, oldest first: sets the running state, counts the attempt and
 * sets the lease to `leaseUntil`, in one statement. Returns the claimed rows in claim order.
 */
export async function claimNext<T extends SQLiteTable>(
  db: Db,
  queue: LeaseQueue<T>,
  now: Date,
  leaseUntil: Date,
  limit = 1,
): Promise<T['$inferSelect'][]> {
  const at = now.toISOString();
  const ready = and(eq(queue.status, queue.waiting), queue.due?.(at));
  const order = sql.join(queue.order.map((c) => sql`${c}`), sql`, `);
  const rows = (await db
    .update(queue.table)
    .set({
      ...queue.onClaim?.(at),
      [columnKey(queue.table, queue.status)]: queue.running,
      [columnKey(queue.table, queue.attempts)]: sql`${queue.attempts} + 1`,
      [columnKey(queue.table, queue.lease)]: leaseUntil.toISOString(),
    } as never)
    .where(sql`${queue.id} IN (SELECT ${queue.id} FROM ${queue.table} WHERE ${ready} ORDER BY ${order} LIMIT ${fixedLimit(limit)}${skipLocked(db)})`)
    .returning()) as T['$inferSelect'][];
  // RETURNING gives no order; hand rows out in claim order.
  const key = queue.order.map((c) => columnKey(queue.table, c));
  return rows.sort((a, b) => compareBy(a as Record<string, unknown>, b as Record<string, unknown>, key));
}

/** The guard of every write a worker makes about its claim: still this attempt, still running. */
export function holds<T extends SQLiteTable>(queue: LeaseQueue<T>, id: string, attempt: number): SQL {
  return and(eq(queue.id, id), eq(queue.status, queue.running), eq(queue.attempts, attempt))!;
}

/** Extends the lease of a claim that still holds; false when it no longer does. */
export async function renewLease<T extends SQLiteTable>(db: Db, queue: LeaseQueue<T>, id: string, attempt: number, leaseUntil: Date): Promise<boolean> {
  const renewed = await db
    .update(queue.table)
    .set({ [columnKey(queue.table, queue.lease)]: leaseUntil.toISOString() } as never)
    .where(holds(queue, id, attempt))
    .returning({ id: queue.id });
  return renewed.length === 1;
}

/** Puts running rows whose lease ended at or before `now` back to waiting (their worker died); returns how many. */
export async function requeueExpired<T extends SQLiteTable>(db: Db, queue: LeaseQueue<T>, now: Date, options: { ignoreLeases?: boolean } = {}): Promise<number> {
  const requeued = await db
    .update(queue.table)
    .set({ ...queue.onRequeue, [columnKey(queue.table, queue.status)]: queue.waiting, [columnKey(queue.table, queue.lease)]: null } as never)
    .where(and(eq(queue.status, queue.running), options.ignoreLeases ? undefined : lte(queue.lease, now.toISOString())))
    .returning({ id: queue.id });
  return requeued.length;
}

const keysByTable = new WeakMap<SQLiteTable, Map<SQLiteColumn, string>>();

/** The JavaScript key of a column in its table (what `.set()` takes). */
function columnKey(table: SQLiteTable, column: SQLiteColumn): string {
  let keys = keysByTable.get(table);
  if (!keys) {
    keys = new Map(Object.entries(getTableColumns(table)).map(([k, c]) => [c as SQLiteColumn, k]));
    keysByTable.set(table, keys);
  }
  const key = keys.get(column);
  if (key === undefined) throw new Error(`column ${column.name} is not in the table`);
  return key;
}

function compareBy(a: Record<string, unknown>, b: Record<string, unknown>, keys: string[]): number {
  for (const k of keys) {
    const x = a[k] as string | number;
    const y = b[k] as string | number;
    if (x < y) return -1;
    if (x > y) return 1;
  }
  return 0;
}

/** Gives a claim that still holds back to the queue at once (graceful shutdown); the attempt stays counted. */
export async function releaseLease<T extends SQLiteTable>(db: Db, queue: LeaseQueue<T>, id: string, attempt: number): Promise<void> {
  await db
    .update(queue.table)
    .set({ ...queue.onRequeue, [columnKey(queue.table, queue.status)]: queue.waiting, [columnKey(queue.table, queue.lease)]: null } as never)
    .where(holds(queue, id, attempt));
}

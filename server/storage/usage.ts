// Data access for monthly usage counters (DECISIONS.md "Monthly quota").
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from './db.js';
import { usage } from './schema.js';

/** Returns how many verifications the organization used in `month` (`YYYY-MM`). */
export function getUsage(db: Db, organizationId: string, month: string): number {
  return (
    db
      .select({ count: usage.count })
      .from(usage)
      .where(and(eq(usage.organizationId, organizationId), eq(usage.month, month)))
      .get()?.count ?? 0
  );
}

/** Adds `n` to the organization's count for `month` in one statement (safe under concurrency); returns the new count. */
export function addUsage(db: Db, organizationId: string, month: string, n: number): number {
  const row = db
    .insert(usage)
    .values({ organizationId, month, count: n })
    .onConflictDoUpdate({ target: [usage.organizationId, usage.month], set: { count: sql`${usage.count} + ${n}` } })
    .returning({ count: usage.count })
    .get();
  return row.count;
}

// Data access for monthly usage counters (DECISIONS.md "Monthly quota").
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from './db.js';
import { prepared } from './prepared.js';
import { usage } from './schema.js';

/** Returns how many verifications the organization used in `month` (`YYYY-MM`). */
export async function getUsage(db: Db, organizationId: string, month: string): Promise<number> {
  return (await usageOf(db).execute({ organizationId, month }))[0]?.count ?? 0;
}

// Every verification that is not a cache hit checks the quota (issue 8: built and prepared once).
const usageOf = prepared((db) =>
  db
    .select({ count: usage.count })
    .from(usage)
    .where(and(eq(usage.organizationId, sql.placeholder('organizationId')), eq(usage.month, sql.placeholder('month')))),
);

/** Adds `n` to the organization's count for `month` in one statement (safe under concurrency); returns the new count. */
export async function addUsage(db: Db, organizationId: string, month: string, n: number): Promise<number> {
  return (await addToUsage(db).execute({ organizationId, month, n }))[0]!.count;
}

// Every charged verification runs it (issue 8: built and prepared once).
const addToUsage = prepared((db) =>
  db
    .insert(usage)
    .values({ organizationId: sql.placeholder('organizationId'), month: sql.placeholder('month'), count: sql.placeholder('n') })
    .onConflictDoUpdate({ target: [usage.organizationId, usage.month], set: { count: sql`${usage.count} + ${sql.placeholder('n')}` } })
    .returning({ count: usage.count }),
);

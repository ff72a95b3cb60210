// Request counters per subject and minute (`rate_limit_windows`), for the database rate limiter of
// server/accounts/rate-limiter.ts (PostgreSQL: shared by every process).
import { and, eq, lt, sql } from 'drizzle-orm';
import { first, type Db } from './db.js';
import { rateLimitWindows } from './schema.js';

/** Counts one request in the window starting at `windowStart` (ISO), atomically; returns the window's count now. */
export async function countRequest(db: Db, subject: string, windowStart: string): Promise<number> {
  const row = await first(
    db
      .insert(rateLimitWindows)
      .values({ subject, windowStart, count: 1 })
      .onConflictDoUpdate({ target: [rateLimitWindows.subject, rateLimitWindows.windowStart], set: { count: sql`${rateLimitWindows.count} + 1` } })
      .returning({ count: rateLimitWindows.count }),
  );
  return row!.count;
}

/** The window's count without counting. */
export async function peekRequests(db: Db, subject: string, windowStart: string): Promise<number> {
  const row = await first(
    db
      .select({ count: rateLimitWindows.count })
      .from(rateLimitWindows)
      .where(and(eq(rateLimitWindows.subject, subject), eq(rateLimitWindows.windowStart, windowStart))),
  );
  return row?.count ?? 0;
}

/** Deletes the windows that started before `windowStart`. */
export async function purgeRateLimitWindowsBefore(db: Db, windowStart: string): Promise<void> {
  await db.delete(rateLimitWindows).where(lt(rateLimitWindows.windowStart, windowStart));
}

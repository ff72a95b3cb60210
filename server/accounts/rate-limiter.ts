// Counting requests per subject (an organization, or a client address) in fixed one-minute
// windows aligned to the minute (DECISIONS.md "Rate limits"). Two places to count:
// - memory (createRateLimiter): one process; what SQLite uses, one server per file;
// - the database (createDatabaseRateLimiter): PostgreSQL, where several processes serve the same
//   organizations; one atomic upsert per request counts across all of them exactly.
import type { Clock } from '../clock.js';
import { isDatabaseUnavailable } from '../errors.js';
import type { Db } from '../storage/db.js';
import { countRequest, peekRequests, purgeRateLimitWindowsBefore } from '../storage/rate-limits.js';

const WINDOW_MS = 60_000;

export interface RateLimitDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Unix time in seconds when the window ends (spec 8: `X-RateLimit-Reset`). */
  resetSeconds: number;
  /** Whole seconds until the window ends, at least 1. */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /** Counts one request of `subject` (an organization, or a client address) and says whether it is within the limit. */
  hit(subject: string, limit: number): Promise<RateLimitDecision>;
  /** Says whether one more request of `subject` would be within the limit, without counting it. */
  peek(subject: string, limit: number): Promise<RateLimitDecision>;
}

/** Counts in this process's memory: for SQLite, where one server process owns the file (a restart forgives at most one minute). */
export function createRateLimiter(clock: Clock): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  let lastSweep = 0;
  const current = (subject: string, now: number) => {
    const start = now - (now % WINDOW_MS);
    if (start !== lastSweep) {
      // A new minute: forget the windows that ended, so the map holds only active subjects.
      for (const [id, w] of windows) if (w.start < start) windows.delete(id);
      lastSweep = start;
    }
    let window = windows.get(subject);
    if (!window || window.start !== start) {
      window = { start, count: 0 };
      windows.set(subject, window);
    }
    return window;
  };
  return {
    async hit(subject, limit) {
      const now = clock.now().getTime();
      const window = current(subject, now);
      window.count += 1;
      return decide(window.count, window.start, now, limit);
    },
    async peek(subject, limit) {
      const now = clock.now().getTime();
      const window = current(subject, now);
      const decision = decide(window.count + 1, window.start, now, limit);
      // Nothing was counted: what remains is what remained before this look.
      return { ...decision, remaining: Math.max(0, limit - window.count) };
    },
  };
}

/** What a window's count means for a limit at `now` (ms). */
function decide(count: number, start: number, now: number, limit: number): RateLimitDecision {
  const end = start + WINDOW_MS;
  return {
    allowed: count <= limit,
    limit,
    remaining: Math.max(0, limit - count),
    resetSeconds: end / 1000,
    retryAfterSeconds: Math.max(1, Math.ceil((end - now) / 1000)),
  };
}

/**
 * Counts in the `rate_limit_windows` table, shared by every process on the database: each request
 * is one `INSERT … ON CONFLICT DO UPDATE SET count = count + 1 RETURNING count`, so of 60 requests
 * arriving at three processes at once for a limit of 30, exactly 30 see a count within it. Windows
 * of past minutes are deleted now and then by the process that opens a new minute.
 */
export function createDatabaseRateLimiter(db: Db, clock: Clock): RateLimiter {
  let lastPurge = 0;
  // While the database cannot be reached each process counts on its own, so a request still gets
  // its limit and headers (GET /v1/status reports the outage; everything else answers 503).
  const outage = createRateLimiter(clock);
  const counted = (run: () => Promise<RateLimitDecision>, fallback: () => Promise<RateLimitDecision>) =>
    run().catch((err: unknown) => {
      if (isDatabaseUnavailable(err)) return fallback();
      throw err;
    });
  const limiter: RateLimiter = {
    async hit(subject, limit) {
      const now = clock.now().getTime();
      const start = now - (now % WINDOW_MS);
      if (start !== lastPurge) {
        lastPurge = start;
        // Best effort: a failed purge only leaves old rows for the next minute's.
        void purgeRateLimitWindowsBefore(db, new Date(start).toISOString()).catch(() => undefined);
      }
      const count = await countRequest(db, subject, new Date(start).toISOString());
      return decide(count, start, now, limit);
    },
    async peek(subject, limit) {
      const now = clock.now().getTime();
      const start = now - (now % WINDOW_MS);
      const count = await peekRequests(db, subject, new Date(start).toISOString());
      return { ...decide(count + 1, start, now, limit), remaining: Math.max(0, limit - count) };
    },
  };
  return {
    hit: (subject, limit) => counted(() => limiter.hit(subject, limit), () => outage.hit(subject, limit)),
    peek: (subject, limit) => counted(() => limiter.peek(subject, limit), () => outage.peek(subject, limit)),
  };
}

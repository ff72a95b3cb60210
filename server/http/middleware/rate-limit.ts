// Rate limiting per organization (DECISIONS.md "Rate limits"): a fixed one-minute window aligned
// to the minute, 20/200/1000 requests per plan or the organization's override. Every request with
// a valid key counts, reads included, and so do 404 and 405 answers under /v1 (router.ts
// fallback); OPTIONS shows the budget without counting. The counters live in this process's
// memory: one server process serves the database, and a restart forgives at most one minute.
import type Koa from 'koa';
import { rateLimitOf } from '../../accounts/plans.js';
import type { Clock } from '../../clock.js';
import { ApiError } from '../../errors.js';
import type { Organization } from '../../storage/organizations.js';
import type { VerityState } from '../types.js';

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
  hit(subject: string, limit: number): RateLimitDecision;
  /** Says whether one more request of `subject` would be within the limit, without counting it. */
  peek(subject: string, limit: number): RateLimitDecision;
}

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
  const decide = (count: number, start: number, now: number, limit: number): RateLimitDecision => {
    const end = start + WINDOW_MS;
    return {
      allowed: count <= limit,
      limit,
      remaining: Math.max(0, limit - count),
      resetSeconds: end / 1000,
      retryAfterSeconds: Math.max(1, Math.ceil((end - now) / 1000)),
    };
  };
  return {
    hit(subject, limit) {
      const now = clock.now().getTime();
      const window = current(subject, now);
      window.count += 1;
      return decide(window.count, window.start, now, limit);
    },
    peek(subject, limit) {
      const now = clock.now().getTime();
      const window = current(subject, now);
      const decision = decide(window.count + 1, window.start, now, limit);
      // Nothing was counted: what remains is what remained before this look.
      return { ...decision, remaining: Math.max(0, limit - window.count) };
    },
  };
}

export function setRateLimitHeaders(ctx: Koa.Context, decision: RateLimitDecision): void {
  ctx.set('X-RateLimit-Limit', String(decision.limit));
  ctx.set('X-RateLimit-Remaining', String(decision.remaining));
  ctx.set('X-RateLimit-Reset', String(decision.resetSeconds));
}

export function rateLimitedError(decision: RateLimitDecision, what = 'Rate limit exceeded'): ApiError {
  return new ApiError('rate_limited', {
    message: `${what}: at most ${decision.limit} per minute; retry in ${decision.retryAfterSeconds} s.`,
    extra: { retryAfter: decision.retryAfterSeconds },
    headers: { 'Retry-After': String(decision.retryAfterSeconds) },
  });
}

/**
 * Sets `X-RateLimit-*` for `org` without counting the request: for answers that do no work and
 * must never be refused (an OPTIONS preflight; DECISIONS.md "Rate limits").
 */
export function showRateLimit(ctx: Koa.Context, limiter: RateLimiter, org: Organization): void {
  setRateLimitHeaders(ctx, limiter.peek(org.id, rateLimitOf(org)));
}

/** Sets `X-RateLimit-*` on every authenticated response; over the limit, `429 rate_limited` with `retryAfter` and `Retry-After`. */
export function rateLimit(limiter: RateLimiter): Koa.Middleware<VerityState> {
  return async (ctx, next) => {
    const org = ctx.state.organization;
    if (!org) throw new Error('rateLimit must run after authenticate');
    const decision = limiter.hit(org.id, rateLimitOf(org));
    setRateLimitHeaders(ctx, decision);
    if (!decision.allowed) throw rateLimitedError(decision, 'Rate limit of the organization exceeded');
    await next();
  };
}

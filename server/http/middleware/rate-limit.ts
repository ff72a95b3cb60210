// Rate limiting per organization (DECISIONS.md "Rate limits"): a fixed one-minute window aligned
// to the minute, 20/200/1000 requests per plan or the organization's override. Every request with
// a valid key counts, reads included, and so do 404 and 405 answers under /v1 (contract/router.ts
// fallback); OPTIONS shows the budget without counting. Where the counters live is the
// limiter's business (server/accounts/rate-limiter.ts).
import type Koa from 'koa';
import type { Organization } from '../../accounts/organizations.js';
import type { RateLimitDecision } from '../../accounts/rate-limiter.js';
import type { AccountService } from '../../accounts/service.js';
import { ApiError } from '../../errors.js';
import type { VerityState } from '../types.js';

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
export async function showRateLimit(ctx: Koa.Context, accounts: Pick<AccountService, 'peekRequests'>, org: Organization): Promise<void> {
  setRateLimitHeaders(ctx, await accounts.peekRequests(org));
}

/** Sets `X-RateLimit-*` on every authenticated response; over the limit, `429 rate_limited` with `retryAfter` and `Retry-After`. */
export function rateLimit(accounts: Pick<AccountService, 'countRequest'>): (ctx: Koa.ParameterizedContext<VerityState>) => Promise<void> {
  return async (ctx) => {
    const org = ctx.state.organization;
    if (!org) throw new Error('rateLimit must run after authenticate');
    const decision = await accounts.countRequest(org);
    setRateLimitHeaders(ctx, decision);
    if (!decision.allowed) throw rateLimitedError(decision, 'Rate limit of the organization exceeded');
  };
}

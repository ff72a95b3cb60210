// `Authorization: Bearer <key>` on every /v1 endpoint (spec 5; RFC 6750). A missing, malformed,
// unknown or revoked key answers `401 unauthorized` with `WWW-Authenticate: Bearer`.
//
// Failed attempts are limited per client address (DECISIONS.md "Failed authentication": 60 per
// minute, OWASP API2): 401s carry `X-RateLimit-*` for that budget, and once it is spent every
// attempt from the address answers `429 rate_limited` before its key is even looked at, so the
// budget really bounds key guessing.
import type Koa from 'koa';
import { authenticateApiKey } from '../../accounts/api-keys.js';
import { ApiError } from '../../errors.js';
import type { Db } from '../../storage/db.js';
import type { VerityState } from '../types.js';
import { rateLimitedError, setRateLimitHeaders, type RateLimiter } from './rate-limit.js';

export const FAILED_AUTH_LIMIT_PER_MINUTE = 60;
const BEARER = /^Bearer[ \t]+(\S+)[ \t]*$/i;

export function authenticate(db: Db, failures: RateLimiter): Koa.Middleware<VerityState> {
  return async (ctx, next) => {
    const address = ctx.ip || 'unknown';
    const budget = failures.peek(address, FAILED_AUTH_LIMIT_PER_MINUTE);
    if (!budget.allowed) {
      setRateLimitHeaders(ctx, budget);
      throw rateLimitedError(budget, 'Too many failed authentication attempts from this address');
    }
    const header = ctx.get('Authorization');
    const key = BEARER.exec(header)?.[1];
    const found = key ? authenticateApiKey(db, key) : null;
    if (!found) {
      setRateLimitHeaders(ctx, failures.hit(address, FAILED_AUTH_LIMIT_PER_MINUTE));
      const message = !header
        ? 'Missing API key: send "Authorization: Bearer <key>".'
        : !key
          ? 'Malformed Authorization header: expected "Bearer <key>".'
          : 'Invalid or revoked API key.';
      throw new ApiError('unauthorized', { message, headers: { 'WWW-Authenticate': 'Bearer' } });
    }
    ctx.state.organization = found.organization;
    await next();
  };
}

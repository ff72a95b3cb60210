// `Authorization: Bearer <key>` on every /v1 endpoint (spec 5; RFC 6750). A missing, malformed,
// unknown or revoked key answers `401 unauthorized` with `WWW-Authenticate: Bearer`.
//
// Failed attempts are limited per client address (DECISIONS.md "Failed authentication": 60 per
// minute, OWASP API2): 401s carry `X-RateLimit-*` for that budget, and once it is spent a request
// whose key fails answers `429 rate_limited` instead of 401, telling a misconfigured client to
// back off. A valid key is always served (issue 16): behind a NAT or a load balancer one address
// is many callers, and one broken client must not lock out the others; with 256-bit keys guessing
// is not what the budget guards against. The address is the socket's, or with TRUST_PROXY the one
// the trusted proxies saw (server/app.ts, Koa's `proxy` and `maxIpsCount`).
import type Koa from 'koa';
import type { Organization } from '../../accounts/organizations.js';
import type { AccountService } from '../../accounts/service.js';
import { ApiError } from '../../errors.js';
import type { VerityState } from '../types.js';
import { rateLimitedError, setRateLimitHeaders } from './rate-limit.js';
const BEARER = /^Bearer[ \t]+(\S+)[ \t]*$/i;

/** The key of `Authorization: Bearer <key>`, or undefined when the header is missing or malformed. */
function bearerKey(header: string): string | undefined {
  return BEARER.exec(header)?.[1];
}

/** The organization of the request's API key, or null; never throws and counts nothing (CORS preflights). */
export async function organizationOfRequest(accounts: Pick<AccountService, 'authenticate'>, ctx: Koa.Context): Promise<Organization | null> {
  const key = bearerKey(ctx.get('Authorization'));
  return key ? accounts.authenticate(key) : null;
}

/** Sets `ctx.state.organization` from the request's key, or throws 401 (429 once the address spent its failures). */
export function authenticate(accounts: Pick<AccountService, 'authenticate' | 'countFailedAuthentication'>): (ctx: Koa.ParameterizedContext<VerityState>) => Promise<void> {
  return async (ctx) => {
    const header = ctx.get('Authorization');
    const key = bearerKey(header);
    const found = key ? await accounts.authenticate(key) : null;
    if (!found) {
      const budget = await accounts.countFailedAuthentication(ctx.ip || 'unknown');
      setRateLimitHeaders(ctx, budget);
      if (!budget.allowed) throw rateLimitedError(budget, 'Too many failed authentication attempts from this address');
      const message = !header
        ? 'Missing API key: send "Authorization: Bearer <key>".'
        : !key
          ? 'Malformed Authorization header: expected "Bearer <key>".'
          : 'Invalid or revoked API key.';
      throw new ApiError('unauthorized', { message, headers: { 'WWW-Authenticate': 'Bearer' } });
    }
    ctx.state.organization = found;
  };
}

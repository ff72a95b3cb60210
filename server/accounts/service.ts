// The account service (issue 24: one service per resource, made at the composition root): what a
// request needs of accounts before any operation runs. Who is calling (the API key, cached for
// KEY_CACHE_TTL_MS), whether the organization is within its rate limit, and whether a client
// address has failed authentication too often (DECISIONS.md "Keys", "Rate limits", "Failed
// authentication"). Where the counters live is settled here, once: exact across processes on
// PostgreSQL (counted in the database); on SQLite one server owns the file and counts in memory.
// Failed authentication is an abuse throttle per client address, counted per process on both.
import type { Clock } from '../clock.js';
import type { Db, Dialect } from '../storage/db.js';
import { createKeyAuthenticator, type KeyAuthenticator } from './api-keys.js';
import type { Organization } from './organizations.js';
import { rateLimitOf } from './plan-limits.js';
import { createDatabaseRateLimiter, createRateLimiter, type RateLimitDecision } from './rate-limiter.js';

/** DECISIONS.md "Failed authentication": per client address and minute (OWASP API2). */
export const FAILED_AUTH_LIMIT_PER_MINUTE = 60;

export interface AccountService {
  /** The organization of a presented API key; null when it is malformed, unknown or revoked. */
  authenticate(presentedKey: string): Promise<Organization | null>;
  /** Counts one request of the organization against its limit per minute. */
  countRequest(org: Organization): Promise<RateLimitDecision>;
  /** The organization's budget as it stands, counting nothing (an OPTIONS preflight). */
  peekRequests(org: Organization): Promise<RateLimitDecision>;
  /** Counts one failed authentication from a client address. */
  countFailedAuthentication(address: string): Promise<RateLimitDecision>;
}

export function createAccountService(deps: { db: Db; dialect: Dialect; clock: Clock }): AccountService {
  const keys: KeyAuthenticator = createKeyAuthenticator(deps.db, deps.clock);
  const requests = deps.dialect === 'postgres' ? createDatabaseRateLimiter(deps.db, deps.clock) : createRateLimiter(deps.clock);
  const failures = createRateLimiter(deps.clock);
  return {
    authenticate: async (presented) => (await keys(presented))?.organization ?? null,
    countRequest: (org) => requests.hit(org.id, rateLimitOf(org)),
    peekRequests: (org) => requests.peek(org.id, rateLimitOf(org)),
    countFailedAuthentication: (address) => failures.hit(address, FAILED_AUTH_LIMIT_PER_MINUTE),
  };
}

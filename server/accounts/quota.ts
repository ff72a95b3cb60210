// The monthly verification quota (DECISIONS.md "Monthly quota"): a service the verify and batch
// code call. Check before doing work, record after it completed; cache hits are never recorded.
import { monthOf, startOfNextMonth, type Clock } from '../clock.js';
import { ApiError } from '../errors.js';
import type { Db } from '../storage/db.js';
import type { Organization } from '../storage/organizations.js';
import { addUsage, getUsage } from '../storage/usage.js';
import { monthlyLimitOf } from './plan-limits.js';

export interface QuotaState {
  limit: number;
  used: number;
  /** First instant of the next UTC month, ISO 8601. */
  resetDate: string;
}

export async function quotaState(db: Db, clock: Clock, org: Pick<Organization, 'id' | 'plan' | 'monthlyLimit'>): Promise<QuotaState> {
  const now = clock.now();
  return {
    limit: monthlyLimitOf(org),
    used: await getUsage(db, org.id, monthOf(now)),
    resetDate: startOfNextMonth(now).toISOString(),
  };
}

/**
 * Throws `403 usage_limit_exceeded` (with `limit`, `used`, `resetDate`, spec 4.3) unless `needed`
 * more verifications fit in this month's quota. Concurrent requests may overshoot by the work in
 * flight: the check is not a reservation, and only completed work is ever counted.
 */
export async function assertQuotaAvailable(
  db: Db,
  clock: Clock,
  org: Pick<Organization, 'id' | 'plan' | 'monthlyLimit'>,
  needed = 1,
): Promise<QuotaState> {
  const state = await quotaState(db, clock, org);
  if (state.used + needed > state.limit) {
    throw new ApiError('usage_limit_exceeded', {
      message: `The monthly limit of ${state.limit} verifications is reached (${state.used} used); it resets at ${state.resetDate}.`,
      extra: { limit: state.limit, used: state.used, resetDate: state.resetDate },
    });
  }
  return state;
}

/** Counts `n` completed verifications against this month's quota; returns the month's new total. */
export function recordUsage(db: Db, clock: Clock, organizationId: string, n = 1): Promise<number> {
  return addUsage(db, organizationId, monthOf(clock.now()), n);
}

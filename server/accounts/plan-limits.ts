// What each plan (server/plans.ts, the list of plans) allows: its limits, batches and methods (spec
// 4.5, 5.4, 8; DECISIONS.md "Plans, quotas, rate limits, keys"). Named apart from server/plans.ts
// (issue 24), which the engine's method registry and the schema read without importing accounts.
import { ApiError } from '../errors.js';
import { isMethodAllowed, type Paradigm, requiredPlan } from '../engine/index.js';
import { planIncludes, type PlanName } from '../plans.js';
import type { Organization } from '../storage/organizations.js';

export interface PlanLimits {
  /** Requests per fixed one-minute window, counted per organization (spec 8). */
  requestsPerMinute: number;
  /** Verifications per calendar month in UTC (DECISIONS.md "Monthly quota"). */
  monthlyVerifications: number;
  /** Spec 4.5: batch processing needs Pro or Enterprise. */
  batch: boolean;
}

export const PLAN_LIMITS: Record<PlanName, PlanLimits> = {
  free: { requestsPerMinute: 20, monthlyVerifications: 1_000, batch: false },
  pro: { requestsPerMinute: 200, monthlyVerifications: 50_000, batch: true },
  enterprise: { requestsPerMinute: 1_000, monthlyVerifications: 1_000_000, batch: true },
};

/** The organization's requests per minute: its override, else its plan's. */
export function rateLimitOf(org: Pick<Organization, 'plan' | 'rateLimit'>): number {
  return org.rateLimit ?? PLAN_LIMITS[org.plan].requestsPerMinute;
}

/** The organization's monthly verification quota: its override, else its plan's. */
export function monthlyLimitOf(org: Pick<Organization, 'plan' | 'monthlyLimit'>): number {
  return org.monthlyLimit ?? PLAN_LIMITS[org.plan].monthlyVerifications;
}

/** Throws `402 quota_exceeded` when the organization's plan has no batch processing (spec 4.5). */
export function assertBatchAccess(org: Pick<Organization, 'plan'>): void {
  if (!PLAN_LIMITS[org.plan].batch) throw new ApiError('quota_exceeded');
}

/**
 * Throws `403 plan_upgrade_required` naming every requested method above the organization's plan
 * (DECISIONS.md: `details[].field` is `methods.<name>`, `requiredPlan` the lowest plan that unlocks
 * them all). Which plan a method needs is the engine registry's answer (spec 4.5).
 */
export function assertMethodsAllowed(org: Pick<Organization, 'plan'>, methods: Iterable<Paradigm>): void {
  const denied = [...methods].filter((m) => !isMethodAllowed(org.plan, m));
  if (denied.length === 0) return;
  const needed = denied.map(requiredPlan).reduce((a, b) => (planIncludes(a, b) ? a : b));
  throw new ApiError('plan_upgrade_required', {
    message: `Method${denied.length > 1 ? 's' : ''} ${denied.join(', ')} require${denied.length > 1 ? '' : 's'} the ${needed} plan.`,
    details: denied.map((m) => ({
      field: `methods.${m}`,
      message: `${m} requires the ${requiredPlan(m)} plan; the organization is on ${org.plan}.`,
    })),
    extra: { requiredPlan: needed },
  });
}

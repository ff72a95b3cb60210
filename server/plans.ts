// The plans (spec 4.5, 8; DECISIONS.md "Plans, quotas, rate limits, keys"), lowest first: the one
// list the database schema, the admin CLI, the limits (accounts/plan-limits.ts) and the method registry
// (engine/registry.ts) derive from. Plans are cumulative: each unlocks everything the plans before
// it do. A module of its own so the engine can use it without importing accounts or storage.
import type { components } from '../generated/api-types.js';

type ContractPlan = components['schemas']['Plan'];

export const PLANS = ['free', 'pro', 'enterprise'] as const satisfies readonly ContractPlan[];
export type PlanName = (typeof PLANS)[number];

// `satisfies` keeps every plan above in the contract; this keeps every plan of the contract above.
type Holds<T extends true> = T;
export type ListsEveryContractPlan = Holds<[Exclude<ContractPlan, PlanName>] extends [never] ? true : false>;

export function isPlan(value: string): value is PlanName {
  return (PLANS as readonly string[]).includes(value);
}

/** Whether `plan` unlocks everything `needed` does. */
export function planIncludes(plan: PlanName, needed: PlanName): boolean {
  return PLANS.indexOf(plan) >= PLANS.indexOf(needed);
}

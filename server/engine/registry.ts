/**
 * The method registry: which plan unlocks each verification method, how fast it is, the false
 * positive rate the API documents for it (spec 4.3) and its fixed offline cost. The confidence of
 * an offline verdict is not declared here: it is measured per verdict class (calibration.ts).
 *
 * Plans (spec 4.5): Free unlocks semantic and reasoning; Pro adds tool, biprm, ensemble and
 * entropy; Enterprise adds formal. Plans are cumulative.
 */

import { planIncludes, type PlanName } from '../plans.js';
import type { Paradigm } from './types.js';
import { PARADIGMS } from './types.js';

export type SpeedClass = 'fast' | 'medium' | 'slow';

export interface MethodInfo {
  paradigm: Paradigm;
  /** The lowest plan that unlocks the method (spec 4.5). */
  plan: PlanName;
  /** Speed class as documented in spec 4.3. */
  speed: SpeedClass;
  /** Documented approximate false positive rate (spec 4.3), as text for docs and the status page. */
  falsePositiveRate: string;
  /** Upper end of the documented rate as a fraction, for the eval script's goal check. */
  maxFalsePositiveRate: number;
  /** Fixed cost of one offline run in cents. */
  costCents: number;
  description: string;
}

export const OFFLINE_PROVIDER = 'offline';
export const OFFLINE_MODEL = 'verity-offline-1';

export const METHOD_INFO: Readonly<Record<Paradigm, MethodInfo>> = {
  formal: {
    paradigm: 'formal', plan: 'enterprise', speed: 'fast', falsePositiveRate: '0%', maxFalsePositiveRate: 0, costCents: 0.2,
    description: 'Exact decision procedures only (arithmetic, algebra, number theory, units, calendar); decides only with a computed proof.',
  },
  tool: {
    paradigm: 'tool', plan: 'pro', speed: 'slow', falsePositiveRate: 'about 1%', maxFalsePositiveRate: 0.01, costCents: 0.5,
    description: 'Calls every checker and the reference datasets as tools, or with context.documents grounds each claim in them, and lists the sources consulted.',
  },
  reasoning: {
    paradigm: 'reasoning', plan: 'free', speed: 'medium', falsePositiveRate: 'about 4-5%', maxFalsePositiveRate: 0.05, costCents: 0.2,
    description: 'Splits the content into atomic claims, checks each and explains the chain; true only when every part is.',
  },
  biprm: {
    paradigm: 'biprm', plan: 'pro', speed: 'medium', falsePositiveRate: 'about 5-7%', maxFalsePositiveRate: 0.07, costCents: 0.3,
    description: 'Scores each step of a derivation forward and backward and reports the first failing step.',
  },
  entropy: {
    paradigm: 'entropy', plan: 'pro', speed: 'medium', falsePositiveRate: 'about 8-10%', maxFalsePositiveRate: 0.1, costCents: 0.4,
    description: 'Checks equivalent reformulations and perturbed variants that must flip; the agreement of the answers is measured as confidence.',
  },
  ensemble: {
    paradigm: 'ensemble', plan: 'pro', speed: 'slow', falsePositiveRate: 'about 15-20%', maxFalsePositiveRate: 0.2, costCents: 0.5,
    description: 'Independent checkers vote (exact, numeric re-evaluation, reference lookup, evidence matching); the vote is measured as confidence.',
  },
  semantic: {
    paradigm: 'semantic', plan: 'free', speed: 'fast', falsePositiveRate: 'about 20-30%', maxFalsePositiveRate: 0.3, costCents: 0.1,
    description: 'Compares the content claim by claim with the caller\'s documents (context.documents or context.evidence), else with reference facts as sentences; computes nothing.',
  },
};

/** The lowest plan that unlocks a method (spec 4.5). */
export function requiredPlan(method: Paradigm): PlanName {
  return METHOD_INFO[method].plan;
}

/** Whether a plan may use a method; plans are cumulative. */
export function isMethodAllowed(plan: PlanName, method: Paradigm): boolean {
  return planIncludes(plan, requiredPlan(method));
}

/** Every method a plan unlocks, in the spec's order. */
export function methodsAllowedFor(plan: PlanName): Paradigm[] {
  return PARADIGMS.filter((m) => isMethodAllowed(plan, m));
}

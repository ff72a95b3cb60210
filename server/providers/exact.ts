// The offline checkers stay in the loop (issue 10): where a claim is exactly decidable, the exact
// answer wins over a model's opinion. "Exactly" means what the engine's `formal` method means: a
// decision procedure (arithmetic, algebra, number theory, units, calendar) computed it, basis
// `proof`. Floating-point results and reference facts (basis `numeric`, `data`) are not proofs and
// do not overrule a model; the offline methods still use them.
import { checkAlgebra } from '../engine/checkers/algebra.js';
import { checkArithmetic } from '../engine/checkers/arithmetic.js';
import { checkCalendar } from '../engine/checkers/calendar.js';
import { checkNumberTheory } from '../engine/checkers/number-theory.js';
import { checkUnits } from '../engine/checkers/units.js';
import type { CheckResult } from '../engine/checkers/types.js';
import type { VerificationMethod } from '../engine/types.js';

export interface ExactAnswer {
  verdict: 'true' | 'false';
  /** The computation, in plain words. */
  evidence: string;
}

/** Decides `claim` exactly, or says undefined. Async so the engine's `formal` method can serve as one. */
export type ExactOracle = (claim: string) => Promise<ExactAnswer | undefined>;

const EXACT_CHECKERS: ((claim: string) => CheckResult)[] = [checkArithmetic, checkAlgebra, checkNumberTheory, checkUnits, checkCalendar];

/**
 * The engine's `formal` method as the oracle: it splits content into claims and is `true`/`false`
 * only with a computed proof (issue 4), which is exactly the rule here. Preferred when available.
 */
export function formalOracle(formal: VerificationMethod): ExactOracle {
  return async (claim) => {
    const r = await formal({ content: claim, context: {}, options: {} });
    return r.verdict === 'true' || r.verdict === 'false' ? { verdict: r.verdict, evidence: r.reasoning } : undefined;
  };
}

/**
 * The oracle when no `formal` method is given: runs the exact checkers on the whole claim (one
 * sentence). It answers only when one decides with a proof and none decides the other way.
 */
export const checkerOracle: ExactOracle = async (claim) => {
  let found: ExactAnswer | undefined;
  for (const check of EXACT_CHECKERS) {
    const r = check(claim);
    if ((r.verdict !== 'true' && r.verdict !== 'false') || r.basis !== 'proof') continue;
    if (found && found.verdict !== r.verdict) return undefined; // two procedures disagree: a parsing ambiguity, not a fact
    found ??= { verdict: r.verdict, evidence: r.evidence };
  }
  return found;
};

// The checker suite: every checker reads the same prepared claim (frame, negation, numbers as
// words) and at most one kind of claim matches a sentence. If two checkers ever disagree, the
// suite says uncertain rather than pick one.

import { checkAlgebraCore } from './algebra.js';
import { checkArithmeticCore } from './arithmetic.js';
import { checkCalendarCore } from './calendar.js';
import { checkNumberTheoryCore } from './number-theory.js';
import { numberStory } from './number-stories.js';
import { arithmeticStory } from './stories.js';
import { checkReferenceCore } from './reference.js';
import { applyFrame, prepareClaim, type PreparedClaim } from './text.js';
import { rewriteRepetends } from '../reading/repeating-decimals.js';
import { uncertain, type CheckerName, type CheckResult } from './types.js';
import { checkUnitsCore } from './unit-claims.js';

export type { CheckerName, CheckResult, CheckVerdict, CheckBasis } from './types.js';
export { prepareClaim } from './text.js';

/** Exact decision procedures: their decided verdicts are computations (spec 4.3: formal has 0 % false positives). */
export const EXACT_CHECKERS: readonly CheckerName[] = ['arithmetic', 'algebra', 'number', 'units', 'calendar'];
/** Exact procedures plus reference data. */
export const ALL_CHECKERS: readonly CheckerName[] = [...EXACT_CHECKERS, 'reference'];

const CORES: Record<CheckerName, (text: string) => CheckResult> = {
  arithmetic: checkArithmeticCore,
  algebra: checkAlgebraCore,
  number: checkNumberTheoryCore,
  units: checkUnitsCore,
  calendar: checkCalendarCore,
  reference: checkReferenceCore,
};

// Uncertain answers that only mean "this is not my kind of sentence"; others explain a real limit.
const NOT_MINE = /^(?:no .* (?:recognised|found)|not an? |a side is not|the expression has variables|could not read|an equation to solve)/;

/** Runs the given checkers on an already prepared claim. */
export function checkPrepared(p: PreparedClaim, checkers: readonly CheckerName[] = ALL_CHECKERS): CheckResult {
  if (p.unparseable) return uncertain(`Not checkable: ${p.unparseable}.`);
  const decidedResults: CheckResult[] = [];
  let note: CheckResult | undefined;
  for (const name of checkers) {
    const r = CORES[name](p.text);
    if (r.verdict !== 'uncertain') decidedResults.push(r);
    else if (!note && !NOT_MINE.test(r.evidence)) note = r;
  }
  if (decidedResults.length === 0) {
    return note ? { ...note, evidence: `Recognised as a ${note.checker} claim but not decidable: ${note.evidence}.` } : uncertain('No checker recognised a checkable claim in this sentence.');
  }
  const first = decidedResults[0]!;
  if (decidedResults.some((r) => r.verdict !== first.verdict)) {
    return uncertain(`Checkers disagree: ${decidedResults.map((r) => `${r.checker} says ${r.verdict}`).join(', ')}.`);
  }
  // All agree: an exact computation (a surd reduced, issue 22, claims11) stands for them rather than a floating-point one.
  return applyFrame(p, decidedResults.find((r) => r.basis === 'proof') ?? first);
}

/** Checks one sentence with the given checkers (all by default). */
export function checkClaim(claim: string, checkers: readonly CheckerName[] = ALL_CHECKERS): CheckResult {
  // "0.1(6) = 1/6": a repeating decimal or a product; decided only where both readings agree (reading/repeating-decimals.ts).
  const repetends = rewriteRepetends(claim);
  if (repetends.ambiguous) {
    const [a, b] = [repetends.text, repetends.product].map((text) => checkPrepared(prepareClaim(text), checkers));
    if (a!.verdict === b!.verdict) return a!;
    return uncertain(`"${claim}" has a decimal followed by a bracket, a repeating decimal (${a!.verdict}) or a product (${b!.verdict}): the readings disagree.`);
  }
  return checkPrepared(prepareClaim(claim), checkers);
}

/**
 * A story told over two or three statements ("A jacket is £32.00 after 20% off. What was it
 * before? £40.00.", "…; the most bags possible is 27."), read whole by the story rules of the
 * checkers given (stories.ts, number-stories.ts) only; undefined when none reads it (DECISIONS
 * "Short claims: arithmetic stories").
 */
export function checkStory(text: string, checkers: readonly CheckerName[]): CheckResult | undefined {
  const p = prepareClaim(text);
  if (p.unparseable || p.negated || p.frame.length) return undefined;
  const lower = p.text.toLowerCase().replace(/\s+/g, ' ').trim();
  return (checkers.includes('number') ? numberStory(lower) : undefined) ?? (checkers.includes('arithmetic') ? arithmeticStory(lower) : undefined);
}

export { checkArithmetic } from './arithmetic.js';
export { checkAlgebra } from './algebra.js';
export { checkNumberTheory } from './number-theory.js';
export { checkUnits } from './unit-claims.js';
export { checkCalendar } from './calendar.js';
export { checkReference } from './reference.js';

// A percentage right after + or − (DECISIONS "A percentage after + or −", issue 22, claims11):
// "£254 + 18% = £299.72", "200 − 15% = 170". People, Google's calculator and phone calculators
// mean "a + p%" as a increased by p % (a × (1 + p/100)) and "a − p%" as a decreased by p %; read
// literally it is a ± p/100. The change reading is the one checked; a relation that holds only
// literally ("254 + 18% = 254.18") is `uncertain`, since the writer may have meant either. A
// percentage whose left operand is itself a percentage ("50% + 25% = 75%") is a sum of shares and
// is read literally. One rule for the short-claim checkers (checkers/expression/evaluate.ts) and
// the calculation reader (reading/calculations.ts): each evaluates its own tree and calls these.
import { Q } from '../checkers/rational.js';

/** How a percentage after + or − is read: as a change of the left operand, or as the number p/100. */
export type PercentReading = 'change' | 'literal';

/** a ± p, p the percentage as a number (18 % is 0.18), under a reading; exact. */
export function percentAfterSign(op: '+' | '-', a: Q, p: Q, reading: PercentReading): Q {
  if (reading === 'literal') return op === '+' ? a.add(p) : a.sub(p);
  return a.mul(op === '+' ? Q.ONE.add(p) : Q.ONE.sub(p));
}

/** The same with doubles, for a left operand that is not exact (a root, π). */
export function percentAfterSignApprox(op: '+' | '-', a: number, p: number, reading: PercentReading): number {
  if (reading === 'literal') return op === '+' ? a + p : a - p;
  return a * (op === '+' ? 1 + p : 1 - p);
}

/** Why a relation that holds only when the percentage is read as a number is not decided. */
export const LITERAL_ONLY_REASON = 'holds only when the percentage after the sign is read as the number p/100; "a + p%" is usually meant, and computed by calculators, as a increased by p %, so the writer may have meant either';

/** What a verdict reached under the change reading says about it. */
export const CHANGE_READING_NOTE = 'a percentage after + or − read as a change of the number before it by that percentage';

/**
 * Settles a relation in which a percentage follows + or −: `judge` checks it under one reading and
 * `holds` says whether that result holds (undefined when it could not tell). The change reading
 * decides; when it fails and the literal reading holds, the result is `literalOnly`.
 */
export function settlePercentReadings<T>(judge: (reading: PercentReading) => T, holds: (result: T) => boolean | undefined): { result: T; literalOnly: boolean } {
  const change = judge('change');
  if (holds(change) !== false) return { result: change, literalOnly: false };
  const literal = judge('literal');
  return holds(literal) === true ? { result: literal, literalOnly: true } : { result: change, literalOnly: false };
}

// Comparing the values of one slot exactly (issue 23): whether a quantity or a date a claim
// states agrees with one a document states. A written number stands for an interval: "181
// million" for anything a writer could round or cut to it (within one million), "over $181
// million" for anything above, "about 200" for ten percent either side. Two values agree when
// their intervals meet; they conflict only when they cannot.

import type { DateMention, Quantity } from './mentions.js';

const EPS = 1e-9;

/**
 * The interval of values a written quantity allows. A round number ("200", "60,000") is rounded
 * to its last non-zero digit, but never by more than 5 % either way (56,551 tons is not "60,000"
 * tons). Any other ("181 million", "5.5") may be rounded or cut: half a step below, a whole step
 * above ($181,674,817 is "$181 million"). "about" allows 10 %; a bound allows everything past the
 * number as written.
 */
export function interval(q: Quantity): [number, number] {
  const p = Math.max(q.precision, EPS);
  const v = q.value;
  const half = q.round ? Math.max(Math.min(p / 2, 0.05 * Math.abs(v)), EPS) : p / 2;
  switch (q.bound) {
    case 'approx': {
      const slack = Math.max(0.1 * Math.abs(v), q.round ? 0 : p);
      return [v - slack, v + slack];
    }
    // A bound is the number as written: "more than $760 million" is not $758,000,000.
    case 'over':
      return [v, Infinity];
    case 'under':
      return [-Infinity, v];
    default:
      return q.round ? [v - half, v + half] : [v - half, v + p - EPS];
  }
}

/** Whether two units can describe the same slot: equal, or one of them is a bare number. */
export function unitsComparable(a: Quantity, b: Quantity): boolean {
  if (a.unit === b.unit) return true;
  // An age written "27-year-old" in one place may be a bare "27" or "27 years" in another.
  if ((a.unit === 'age' && b.unit === 'year') || (a.unit === 'year' && b.unit === 'age')) return true;
  if (a.unit === 'score' || b.unit === 'score' || a.unit === 'ordinal' || b.unit === 'ordinal') return false;
  return a.unit === '' || b.unit === '';
}

/** Whether a claimed quantity agrees with a quantity a document states. */
export function quantitiesAgree(claim: Quantity, doc: Quantity): boolean {
  if (claim.unit === 'score' || doc.unit === 'score') {
    if (claim.unit !== doc.unit || !claim.pair || !doc.pair) return false;
    const [a, b] = claim.pair;
    const [c, d] = doc.pair;
    return (a === c && b === d) || (a === d && b === c);
  }
  if (!unitsComparable(claim, doc)) return false;
  // The document's value must fit what the claim allows ("over $181 million" holds $181,674,817);
  // a document that itself approximates or bounds ("about 17%", "more than 1,600") allows in turn
  // the claim's value, or a bound of the claim meeting its own.
  const [lo1, hi1] = interval(claim);
  if (doc.value >= lo1 && doc.value <= hi1) return true;
  if (doc.bound === 'exact') return false;
  const [lo2, hi2] = interval(doc);
  if (claim.bound === 'over' || claim.bound === 'under') return doc.bound === claim.bound && lo1 <= hi2 && lo2 <= hi1;
  return claim.value >= lo2 && claim.value <= hi2;
}

/** Whether two quantities say different things about a comparable slot (neither agrees nor is incomparable). */
export function quantitiesConflict(claim: Quantity, doc: Quantity): boolean {
  if (claim.unit === 'score' && doc.unit === 'score') return !quantitiesAgree(claim, doc);
  if (claim.unit !== doc.unit) return false; // a bare count and a sum of money are not one slot
  return !quantitiesAgree(claim, doc);
}

/** Whether a claimed date agrees with a document's date on every field both give. */
export function datesAgree(claim: DateMention, doc: DateMention): boolean {
  let shared = 0;
  for (const k of ['year', 'month', 'day', 'weekday'] as const) {
    if (claim[k] !== undefined && doc[k] !== undefined) {
      shared++;
      if (claim[k] !== doc[k]) return false;
    }
  }
  const decadeOf = (d: DateMention) => d.decade ?? (d.year !== undefined ? d.year - (d.year % 10) : undefined);
  if ((claim.decade !== undefined || doc.decade !== undefined) && decadeOf(claim) !== undefined && decadeOf(doc) !== undefined) {
    shared++;
    if (decadeOf(claim) !== decadeOf(doc)) return false;
  }
  return shared > 0;
}

/** Whether two dates give the same fields (so a difference in them is a conflict, not more detail). */
export function datesComparable(claim: DateMention, doc: DateMention): boolean {
  if (claim.year !== undefined && doc.year !== undefined) return true;
  if (claim.month !== undefined && doc.month !== undefined && claim.day !== undefined && doc.day !== undefined) return true;
  if (claim.weekday !== undefined && doc.weekday !== undefined) return true;
  // A decade and a year ("the 1950s" / 1956) speak to the same slot.
  return (claim.decade !== undefined && (doc.decade !== undefined || doc.year !== undefined)) || (doc.decade !== undefined && claim.year !== undefined);
}

/** "over $181 million", "26", "March 2, 1991": how a value reads in a reason. */
export function describeQuantity(q: Quantity): string {
  return q.text;
}

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

/** A quantity's readings: itself, and the other one when English writes the figure two ways ("105m"). */
export function readingsOf(q: Quantity): Quantity[] {
  return q.alt ? [q, q.alt] : [q];
}

/**
 * Whether two units can describe the same slot: equal, or one of them a bare number that counts
 * nothing in particular ("aged 27" and "27 years"). A count of something ("5,300 jobs") is never
 * the slot of a span of time or a sum of money.
 */
export function unitsComparable(a: Quantity, b: Quantity): boolean {
  if (a.unit === b.unit) return true;
  // An age written "27-year-old" in one place may be a bare "27" or "27 years" in another.
  if ((a.unit === 'age' && b.unit === 'year') || (a.unit === 'year' && b.unit === 'age')) return true;
  if (a.unit === 'score' || b.unit === 'score' || a.unit === 'ordinal' || b.unit === 'ordinal') return false;
  return (a.unit === '' && !a.head) || (b.unit === '' && !b.head);
}

/** Whether two quantities count the same thing: the nouns they count, when both name one, are the same. */
export function headsComparable(a: Quantity, b: Quantity): boolean {
  return !a.head || !b.head || a.head === b.head;
}

/** The interval of the number as written, its bound left aside ("more than 1,600" -> about 1,600). */
function written(q: Quantity): [number, number] {
  return interval(q.bound === 'over' || q.bound === 'under' ? { ...q, bound: 'exact' } : q);
}

/**
 * Units of one measure and their size in the measure's base unit: a length, a mass, a span of
 * time, an area, a speed. Months and years are a measure of their own (a month is a twelfth of a
 * year, not a fixed number of days).
 */
const MEASURES: readonly Record<string, number>[] = [
  { m: 1, km: 1000, cm: 0.01, mm: 0.001, mile: 1609.344, ft: 0.3048, in: 0.0254 },
  { kg: 1, g: 0.001, t: 1000, lb: 0.45359237 },
  { s: 1, min: 60, h: 3600, day: 86_400, week: 604_800 },
  { month: 1, year: 12 },
  { ha: 10_000, acre: 4046.8564224 },
  { kph: 1, mph: 1.609344 },
];

/**
 * The two quantities in one unit when they measure the same thing in different units ("1.28 km"
 * and "1,280 metres", "90 minutes" and "1.5 hours"): each value and its precision converted to
 * the measure's base unit. A figure restated in another unit is the same figure (DECISIONS.md
 * "Exact slots"). Otherwise the two as they are.
 */
export function inOneUnit(a: Quantity, b: Quantity): [Quantity, Quantity] {
  if (a.unit === b.unit) return [a, b];
  const measure = MEASURES.find((m) => a.unit in m && b.unit in m);
  if (!measure) return [a, b];
  const base = (q: Quantity, f: number): Quantity => ({ ...q, value: q.value * f, precision: q.precision * f, unit: 'base' });
  return [base(a, measure[a.unit]!), base(b, measure[b.unit]!)];
}

function agreeOne(claimAsWritten: Quantity, docAsWritten: Quantity, sameSlot: boolean): boolean {
  const [claim, doc] = inOneUnit(claimAsWritten, docAsWritten);
  if (claim.unit === 'score' || doc.unit === 'score') {
    if (claim.unit !== doc.unit || !claim.pair || !doc.pair) return false;
    const [a, b] = claim.pair;
    const [c, d] = doc.pair;
    return (a === c && b === d) || (a === d && b === c);
  }
  if (sameSlot ? !unitsComparable(claim, doc) || !headsComparable(claim, doc) : !valuesComparable(claim, doc)) return false;
  // The document's value must fit what the claim allows ("over $181 million" holds $181,674,817).
  const [lo1, hi1] = interval(claim);
  if (doc.bound === 'exact') return doc.value >= lo1 && doc.value <= hi1;
  // A document that approximates ("about 17%") allows, in turn, the claim's value.
  if (doc.bound === 'approx') {
    if (doc.value >= lo1 && doc.value <= hi1) return true;
    const [lo2, hi2] = interval(doc);
    return claim.bound !== 'over' && claim.bound !== 'under' && claim.value >= lo2 && claim.value <= hi2;
  }
  // A document that bounds ("more than 1,600") says its number, no other: the claim must write
  // the same number, bounded the same way or not at all ("fewer than 20,000 left" is not what
  // "fewer than 2,000 left" says, though it follows from it).
  if ((claim.bound === 'over' || claim.bound === 'under') && claim.bound !== doc.bound) return false;
  const [lo, hi] = written(claim);
  return doc.value >= lo && doc.value <= hi;
}

/**
 * Whether a claimed quantity says what a quantity of a document says: the same value as written
 * (within what rounding or cutting allows), counting the same thing, with no bound the other way.
 * This is what support needs.
 */
export function quantitiesAgree(claim: Quantity, doc: Quantity): boolean {
  return readingsOf(claim).some((c) => readingsOf(doc).some((d) => agreeOne(c, d, true)));
}

/**
 * Whether a document gives the claim's figure at all, whatever noun each counts: "700 workers
 * would walk out" gives the "700 GMB members" of a summary, "about 2,900 flights" its "2,900
 * cancellations". What keeps a figure from being an invented fact; a slot needs quantitiesAgree.
 */
export function quantityGiven(claim: Quantity, doc: Quantity): boolean {
  return readingsOf(claim).some((c) => readingsOf(doc).some((d) => agreeOne(c, d, false)));
}

/** Units under which one figure may be written in two places: equal, an age and years, or one of them bare. */
function valuesComparable(a: Quantity, b: Quantity): boolean {
  if (a.unit === 'score' || b.unit === 'score') return a.unit === b.unit;
  // "their 75th wedding anniversary" gives the "75 years of marriage" of a summary.
  if (a.unit === 'ordinal' || b.unit === 'ordinal') return a.unit === b.unit || (Math.max(a.value, b.value) > 10 && [a.unit, b.unit].every((u) => u === 'ordinal' || u === '' || u === 'year'));
  return unitsComparable(a, b) || a.unit === '' || b.unit === '';
}

/** How far a bound may be weakened and still be what a document says ("over 1,500" for "more than 1,600"). */
const WEAKER_BOUND = 1.25;

/**
 * Whether a claimed quantity follows from one a document gives: it agrees, or it is a bound a
 * little weaker than the document's ("over 1,500" from "more than 1,600", "under 200" from 181).
 * What a claim may state without inventing a number.
 */
export function quantityImplied(claim: Quantity, doc: Quantity): boolean {
  if (quantitiesAgree(claim, doc)) return true;
  return readingsOf(claim).some((written) =>
    readingsOf(doc).some((theirs) => {
      const [c, d] = inOneUnit(written, theirs);
      if (!unitsComparable(c, d) || !headsComparable(c, d) || c.unit === 'score') return false;
      const weaker = (a: number, b: number) => a > 0 && b > 0 && b / a <= WEAKER_BOUND;
      if (c.bound === 'over' && (d.bound === 'over' || d.bound === 'exact')) return c.value <= d.value && weaker(c.value, d.value);
      if (c.bound === 'under' && (d.bound === 'under' || d.bound === 'exact')) return c.value >= d.value && weaker(d.value, c.value);
      return false;
    }),
  );
}

/**
 * Whether two quantities say different things about one slot: the same unit and the same counted
 * noun, and the claim's neither agrees with nor follows from the document's.
 */
export function quantitiesConflict(claim: Quantity, doc: Quantity): boolean {
  if (quantityImplied(claim, doc)) return false;
  if (multipleOfRate(claim, doc)) return false;
  return readingsOf(claim).every((c) =>
    readingsOf(doc).every((d) => {
      if (c.unit === 'score' && d.unit === 'score') return true;
      // A bare count and a sum of money are not one slot.
      return c.unit === d.unit && headsComparable(c, d);
    }),
  );
}

/**
 * Whether the claim's figure is the price of several of what a document prices per unit: "£4.99
 * per serving" against "a box for 2 people, 3 recipes, costs £29.94" (six servings). A figure not
 * written as a rate that is a whole multiple (two or more) of the document's rate, exactly to its
 * smallest written digit, is a total of that rate, another slot (DECISIONS "Totals, parts and
 * other times are not other values", gfa33). A figure given per the same noun is the same slot.
 */
function multipleOfRate(claim: Quantity, doc: Quantity): boolean {
  if (!doc.per || claim.per || claim.unit !== doc.unit || claim.bound !== 'exact' || !(doc.value > 0) || claim.value < 2 * doc.value) return false;
  const ratio = claim.value / doc.value;
  // Multiples must come out exactly: cents of money, the claim's last digit otherwise.
  return Math.abs(ratio - Math.round(ratio)) * doc.value <= Math.min(claim.precision, 0.005) + 1e-9;
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

// Figures an answer works out (issue 23, DECISIONS.md "Worked figures"): "12 people at $9 come to
// $108", "£5.40, or £4.32 with the 20% discount", "29 minutes from the first alert (14:09) to the
// cause (14:38)". Such a figure is not invented when one operation on figures the answer itself
// shows (or the question gives) and figures of the documents makes it, to the precision written:
// the answer shows its working, so a coincidence needs the working to be wrong too. An operand
// the answer invents is its own finding; the result is only not a second one.

import type { Quantity } from './mentions.js';
import { clockMinutes } from '../checkers/calendar.js';
import { interval } from './slots.js';
import { wordTable } from '../word-table.js';

/** A figure in units one operation can combine: hours as minutes, pence as pounds. */
interface Value {
  value: number;
  unit: string;
  head?: string;
  q: Quantity;
}

function normal(q: Quantity): Value {
  if (q.unit === 'h') return { value: q.value * 60, unit: 'min', q };
  // "45p" is read as 45 of "p": pence, a hundredth of a pound.
  if (q.unit === '' && q.head === 'p') return { value: q.value / 100, unit: 'GBP', q };
  // "8.5 cent", "28.4c": a hundredth of the currency the result is in (set in workedOut).
  if (q.unit === '' && (q.head === 'cent' || q.head === 'cents' || q.head === 'c' || q.head === 'ct')) return { value: q.value / 100, unit: CENT, q };
  return { value: q.value, unit: q.unit, ...(q.head ? { head: q.head } : {}), q };
}

const MONEY = /^[A-Z]{3}$/;
const CENT = 'cent';

/** How many of a shorter period a longer one holds, where the count is fixed by usage: 24 hours a day, 7 days a week, 52 weeks, 12 months or 4 quarters a year. */
const PERIODS_IN = wordTable<Record<string, number>>({
  day: { hour: 24 },
  week: { day: 7 },
  year: { week: 52, month: 12, quarter: 4 },
});

/**
 * Compound durations the answer writes in two parts ("3 h 40 min") as one figure in minutes,
 * besides each part.
 */
function compounds(list: readonly Quantity[]): Value[] {
  const out: Value[] = [];
  for (let i = 0; i + 1 < list.length; i++) {
    const a = list[i]!;
    const b = list[i + 1]!;
    if ((a.unit === 'h' || (a.unit === '' && a.head === 'h')) && b.unit === 'min' && b.start - a.end <= 4) out.push({ value: a.value * 60 + b.value, unit: 'min', q: b });
  }
  return out;
}

function usable(q: Quantity): boolean {
  // A percentage "of the price" is a share of its base: the very operand of a percentage of it.
  return q.unit !== 'score' && q.unit !== 'ordinal' && q.unit !== 'age' && (!q.partitive || q.unit === '%') && Number.isFinite(q.value);
}

export interface Operands {
  /** The claim's own figures. */
  claim: readonly Quantity[];
  /** Figures the answer shows elsewhere, or the question gives. */
  shown: readonly Quantity[];
  /** The documents' figures. */
  documents: readonly Quantity[];
  /** Differences of two clock times of one document, in minutes. */
  clockSpans: readonly number[];
  /** The claim says the figure is a difference or a total ("€33 more", "in total"). */
  said: boolean;
}

/**
 * Whether a figure is one operation away from figures the answer shows and the documents give:
 * a sum or difference of two figures of one unit, a product of a price and a count, a percentage
 * of or off a figure, a share of two figures of the claim, or the time between two clock times
 * of a document. At least one operand is the answer's or the question's (its working shown);
 * an approximate figure needs both the claim's own, or the claim to say it is a difference or a
 * total: an approximation of some sum of two of a document's figures is met by chance.
 */
export function workedOut(q: Quantity, ops: Operands): boolean {
  // A percentage "of them" is a share, the very figure a share of two others makes.
  if (!(usable(q) || (q.unit === '%' && q.partitive)) || q.bound === 'over' || q.bound === 'under' || q.loose) return false;
  const target = normal(q);
  const [lo0, hi0] = interval(q);
  const scale = target.value / (q.value || 1);
  const [lo, hi] = q.value === 0 ? [lo0, hi0] : [lo0 * scale, hi0 * scale];
  const fits = (x: number) => x >= lo - 1e-9 && x <= hi + 1e-9;
  // Small bare counts are met by some operation on almost any two figures.
  if (target.unit === '' && Math.abs(q.value) < 10) return false;
  const approx = q.bound === 'approx';
  // Cents are hundredths of the result's currency when it has them (not of pounds: pence are "p").
  const inCurrency = (v: Value): Value => (v.unit === CENT && MONEY.test(target.unit) && target.unit !== 'GBP' ? { ...v, unit: target.unit } : v);
  const own = [...ops.claim.filter((x) => x !== q && usable(x)).map(normal).map(inCurrency), ...compounds(ops.claim)];
  const shown = [...own, ...ops.shown.filter((x) => x !== q && usable(x)).map(normal).map(inCurrency), ...compounds(ops.shown)];
  const docs = ops.documents.filter(usable).map(normal).map(inCurrency);
  const firsts = approx && !ops.said ? own : shown;
  const seconds = approx && !ops.said ? own : [...shown, ...docs];
  if (target.unit === 'min' && ops.clockSpans.some(fits)) return true;
  const sameKind = (a: Value, b: Value) => a.unit === b.unit && (a.unit === target.unit || (a.unit === '' && target.unit === '')) && (!a.head || !b.head || a.head === b.head);
  for (const a of firsts) {
    for (const b of seconds) {
      if (a.q === b.q && a.value === b.value) continue;
      if (sameKind(a, b) && (fits(a.value + b.value) || fits(Math.abs(a.value - b.value)))) return true;
      // An approximate figure is worked out by any of these operations from the claim's own two
      // figures ("£5.40 ... the 20% discount brings that down to about £4.32"), as the rule says
      // (DECISIONS "Worked figures"); `firsts` and `seconds` already hold only those.
      // A price times a count: "6 servings at £4.99" -> £29.94, "320 miles at 45p" -> £144.
      for (const [money, count] of [[a, b], [b, a]] as const) {
        if (MONEY.test(money.unit) && money.unit === target.unit && (count.unit === '' || (!MONEY.test(count.unit) && count.unit !== '%')) && count.value >= 1 && fits(money.value * count.value)) return true;
      }
      // A percentage of, off or on a figure: "£5.40 ... with 20% off" -> £4.32.
      for (const [base, pct] of [[a, b], [b, a]] as const) {
        if (pct.unit !== '%' || base.unit !== target.unit || base.unit === '%') continue;
        const p = pct.value / 100;
        if (fits(base.value * p) || fits(base.value * (1 - p)) || fits(base.value * (1 + p))) return true;
      }
    }
  }
  // A price times two counts the claim itself states: "a 3-recipe box for 2 people costs £29.94"
  // at £4.99 a serving (3 × 2 servings). Both counts on the page keep a chance hit to a wrong
  // working; an exact price only, since an approximation is met by some product by chance, and
  // to the written digit (money is rounded, never cut: £29.93 is not £29.94).
  if (MONEY.test(target.unit) && !approx) {
    const fits = (x: number) => Math.abs(x - target.value) <= q.precision / 2 + 1e-9;
    const counts = own.filter((c) => c.unit === '' && Number.isInteger(c.value) && c.value >= 2);
    for (const money of [...shown, ...docs]) {
      if (money.unit !== target.unit) continue;
      for (let i = 0; i < counts.length; i++) for (let j = i + 1; j < counts.length; j++) if (fits(money.value * counts[i]!.value * counts[j]!.value)) return true;
    }
  }
  // A rate restated per another period ("$8 per month" is "$96 a year"): the fixed number of the
  // one period in the other, as a writer counts them (gfa33).
  if (MONEY.test(target.unit) && q.per && PERIODS_IN[q.per]) {
    // To the written digit, rounded as a round figure may be ("about $100 a year"), never cut.
    const fits = (x: number) => (q.round ? x >= lo - 1e-9 && x <= hi + 1e-9 : Math.abs(x - target.value) <= q.precision / 2 + 1e-9);
    for (const rate of [...shown, ...docs]) {
      const factor = rate.q.per ? PERIODS_IN[q.per]![rate.q.per] : undefined;
      if (rate.unit === target.unit && rate.q !== q && factor && fits(rate.value * factor)) return true;
    }
  }
  if (wholeOfShare(target, own, fits)) return true;
  // A total to the cent of three sums of money the answer itself shows, each added or taken off
  // ("€899.00 − €89.90 − €4.95 = €804.15", a bill's total row): its working is on the page, and a
  // figure to the cent is not met by chance (DECISIONS "Worked figures", rag11).
  if (MONEY.test(target.unit) && q.precision <= 0.01 && !Number.isInteger(q.value)) {
    const money = shown.filter((v) => v.unit === target.unit && v.value > 0).slice(0, 40);
    const exact = (x: number) => Math.abs(x - q.value) < 0.005;
    for (let i = 0; i < money.length; i++) for (let j = i + 1; j < money.length; j++) for (let k = j + 1; k < money.length; k++) {
      const [a, b, c] = [money[i]!.value, money[j]!.value, money[k]!.value];
      if (exact(a + b + c) || exact(a - b - c) || exact(b - a - c) || exact(c - a - b) || exact(a + b - c) || exact(a + c - b) || exact(b + c - a)) return true;
    }
  }
  // A share of two figures the claim itself writes: "about 800 t (4%) short of the 19,400 t target".
  if (target.unit === '%') {
    for (const a of own) for (const b of own) if (a !== b && a.unit === b.unit && a.unit !== '%' && b.value > 0 && a.value < b.value && fits((100 * a.value) / b.value)) return true;
    // A share of a whole the answer shows elsewhere and a part the documents give: "£96,000 ...
    // only about a third of the money has been recovered" where a document says £31,000 was.
    // Both in one unit of measure or money, or counts of which one at least names its noun and
    // the other names no other ("1,500 homes, 20% of them" where a document says 300 would be):
    // two bare counts are met by chance.
    const measured = (a: Value, b: Value) => a.unit === b.unit && a.unit !== '%' && (a.unit !== '' || ((a.head ?? b.head) !== undefined && (!a.head || !b.head || a.head === b.head)));
    for (const whole of shown) for (const part of docs) if (measured(part, whole) && whole.value > 0 && part.value < whole.value && fits((100 * part.value) / whole.value)) return true;
  }
  return false;
}

/**
 * A whole from a part and the share of it the claim itself says the part is: "roughly 13,500:
 * its 9,000 residents make up about two-thirds of the population" (9,000 / (2/3)). Both operands
 * are the claim's own, so an approximate whole is allowed too: the working is on the page
 * (DECISIONS.md "Restatements and wholes").
 */
function wholeOfShare(target: Value, own: readonly Value[], fits: (x: number) => boolean): boolean {
  for (const part of own) {
    if (part.unit !== target.unit || part.unit === '%' || !(part.value > 0)) continue;
    for (const share of own) {
      if (share.unit !== '%' || !(share.value > 0 && share.value < 100)) continue;
      if (fits(part.value / (share.value / 100))) return true;
    }
  }
  return false;
}

/** Units one fixed factor turns into another, by dimension: each unit in the dimension's base. */
const CONVERSIONS: readonly Record<string, number>[] = [
  { s: 1, min: 60, h: 3600, day: 86_400, week: 604_800 },
  // Months and years count in each other only: a month in days depends on which month.
  { month: 1, year: 12 },
  { mm: 0.001, cm: 0.01, in: 0.0254, ft: 0.3048, m: 1, km: 1000, mile: 1609.344 },
  { g: 1, lb: 453.592_37, kg: 1000, t: 1_000_000 },
  { ha: 10_000, acre: 4_046.856_422_4 },
  { kph: 1, mph: 1.609_344 },
];

/**
 * Whether the claim restates a figure in another unit of the same dimension ("28 days — four
 * weeks", "100 km (62 miles)"): `q` is the other figure converted, to the precision `q` is
 * written in. A restatement says nothing new; it stands or falls with the figure it restates
 * (DECISIONS.md "Restatements and wholes").
 */
export function restatedAs(q: Quantity, other: Quantity): boolean {
  if (q === other || q.unit === other.unit || q.bound === 'over' || q.bound === 'under') return false;
  const table = CONVERSIONS.find((t) => q.unit in t && other.unit in t);
  if (!table) return false;
  // Written to its precision: the converted figure rounds to it ("62 miles" for 62.14).
  const [lo, hi] = q.bound === 'approx' ? interval(q) : [q.value - q.precision / 2, q.value + q.precision / 2];
  const converted = (other.value * table[other.unit]!) / table[q.unit]!;
  return converted >= lo - 1e-9 && converted <= hi + 1e-9;
}

/** Minutes after midnight of each clock time a text writes ("14:09", "6:30", "9 a.m.", "3.30pm"). */
export function clockTimes(text: string): number[] {
  const found = text.matchAll(/\b\d{1,2}(?:[:.]\d{2})?\s*[ap]\.?\s?m\b\.?|\b\d{1,2}:\d{2}\b/gi);
  return [...found].map((m) => clockMinutes(m[0])).filter((t): t is number => t !== undefined);
}

/** The positive differences of the clock times of one text, in minutes. */
export function clockSpansOf(text: string, most = Infinity): number[] {
  const times = clockTimes(text).slice(0, most);
  const out = new Set<number>();
  for (const a of times) for (const b of times) if (b > a) out.add(b - a);
  return [...out];
}

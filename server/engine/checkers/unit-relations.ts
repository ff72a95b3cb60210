// Quantities related by one physical law the claim applies (issue 22, claims11; spec/DECISIONS.md
// "Units: quantities related by a law, definitions stated in the claim"):
//
// - "A 10 W device on a 9 V supply draws 1.111 A", "24 V across 1,200 Ω drives 20 mA", "A 20 Wh
//   pack at 3.7 V is rated 5,405 mAh", "A plane at 335 knots covers 103.4 km in 10 minutes", "A
//   pump moving 500 L/min empties an 8 m³ tank in 16 min", "2.25 L of milk at 1.03 kg/L weighs
//   2.3175 kg", "A 25 Hz signal has a period of 40 ms": every number of the sentence is a quantity
//   with a unit, there are three (two for a frequency and its period), and their kinds are those of
//   one law of a closed list, each a product: distance = speed × time, volume = flow × time, mass
//   = density × volume, energy = charge × voltage = power × time, power = voltage × current,
//   voltage = current × resistance, charge = current × time, frequency × period = 1. Lengths
//   multiplied with "×" ("13 cm × 18 cm × 2 cm") are one area or volume. A quantity restated in
//   brackets ("one astronomical unit (149,597,870,700 m)") is the quantity in the brackets.
//   No law with a hidden number (½ of a triangle, π of a circle, the square in V²/R) is on the
//   list, and any word that combines or compares quantities (and, then, each, twice, average,
//   more, %, …) leaves the claim to other rules.
// - "Taking 1 oz = 28.35 g, a 24 oz steak weighs 680.4 g", "A metric cup is 250 mL, so ¾ metric
//   cup is 187.5 mL": a measure defined in the claim, then used; the definition is the claim's own.
// Which quantity is the result is not read: the claim holds when one of them, worked from the
// others, is what it states (precision.ts: rounded or cut to the places shown, or "about"), and is
// false when none is, even with what "about" allows.

import { APPROX_RELATIVE, approximately, precisionOf, roundsTo } from './precision.js';
import { fmt } from './text.js';
import { decided, uncertain, type CheckResult } from './types.js';
import { combineCompounds, conversionFactor, siQuantityUnit } from './units.js';

const C = 'units' as const;

interface Quantity {
  value: number;
  numeral: string;
  /** The value in SI (coherent) units. */
  si: number;
  factor: number;
  dim: number[];
  text: string;
}

type Dim = readonly number[];
const LENGTH: Dim = [0, 1, 0, 0];
const TIME: Dim = [0, 0, 1, 0];
// [result, factor, factor]: result = factor × factor.
const LAWS: [string, Dim, Dim, Dim][] = [
  ['distance = speed × time', LENGTH, [0, 1, -1, 0], TIME],
  ['volume = flow × time', [0, 3, 0, 0], [0, 3, -1, 0], TIME],
  ['mass = density × volume', [1, 0, 0, 0], [1, -3, 0, 0], [0, 3, 0, 0]],
  ['energy = charge × voltage', [1, 2, -2, 0], [0, 0, 1, 1], [1, 2, -3, -1]],
  ['energy = power × time', [1, 2, -2, 0], [1, 2, -3, 0], TIME],
  ['power = voltage × current', [1, 2, -3, 0], [1, 2, -3, -1], [0, 0, 0, 1]],
  ['voltage = current × resistance', [1, 2, -3, -1], [0, 0, 0, 1], [1, 2, -3, -2]],
  ['charge = current × time', [0, 0, 1, 1], [0, 0, 0, 1], TIME],
];
const FREQUENCY: Dim = [0, 0, -1, 0];

const same = (a: Dim, b: Dim) => a.every((x, i) => x === b[i]);

// Words that combine, compare or qualify quantities: the sentence is more than one law applied.
const COMBINES = /\b(?:and|then|plus|minus|each|every|both|twice|half|double|triple|average|mean|total|combined|together|more|less|fewer|faster|slower|than|after|before|remaining|left|rest|back|return|round|efficiency|efficient|loss|losses|lose|loses|peak|max(?:imum)?|min(?:imum)?|at\s+least|at\s+most|up\s+to|if|when|not|per\s+cent|percent|times|triangle|circle|radius|diameter|sphere|cone|cylinder|pyramid|square|cube|acceleration|accelerat\w*|from\s+rest)\b|[%+−–=<>≤≥]|(?<!\d\s*)-(?!\d)/i;
// The verb of a result: the sentence says what the quantities give.
const RESULT_VERB = /\b(?:covers?|covered|travels?|travelled|traveled|goes|went|needs?|needed|takes?|took|draws?|drew|drives?|drove|drops?|dropped|weighs?|weighed|has\s+a\s+(?:mass|weight|period|frequency|capacity|resistance)\s+of|is\s+rated(?:\s+at)?|rated\s+at|empties|emptied|fills?|filled|has\s+a\s+period|means|gives|you\s+need|requires?|uses?|used|stores?|holds?|lasts?|lasted|runs?\s+for|delivers?|pushes|flows?|moves?|crosses|cross|to\s+cross|reaches|corresponds\s+to|is)\b/i;

// Up to three words after a number, a power's digit included ("m^3", "g/cm^3").
const WORDS_AFTER = /^\s*((?:[^\s\d,;:()]|(?<=\^-?)\d)+(?:\s+(?:[^\s\d,;:()]|(?<=\^-?)\d)+){0,2})/;
const NUMBER = /(?<![\d.])(\d+(?:\.\d+)?(?:e[+-]?\d+)?)(?![\d.])/gi;

/** "(3/4)" from a vulgar fraction, as prepareClaim writes it: the value, when it stands before a unit. */
function fractionsToDecimals(text: string): string {
  return text.replace(/\((\d+)\/(\d+)\)/g, (all, a: string, b: string) => {
    const v = Number(a) / Number(b);
    return Number.isFinite(v) && String(v).length < 12 ? String(v) : all;
  });
}

/** Every number of the sentence as a quantity, or undefined when one has no unit. */
function quantities(text: string): { qs: Quantity[]; rest: string } | undefined {
  const qs: Quantity[] = [];
  let rest = '';
  let at = 0;
  for (const m of text.matchAll(NUMBER)) {
    if (m.index! < at) continue;
    const after = text.slice(m.index! + m[0].length);
    const words = WORDS_AFTER.exec(after)?.[1]?.split(/\s+/) ?? [];
    let found: { factor: number; dim: number[]; len: number } | undefined;
    for (let n = words.length; n >= 1 && !found; n--) {
      const unit = words.slice(0, n).join(' ').replace(/[.]$/, '');
      if (/^(?:in|at|a|an|on|st|In|At|An|On)$/.test(unit)) continue;
      const u = siQuantityUnit(unit);
      if (u && u.dim.some((x) => x !== 0)) found = { ...u, len: after.indexOf(words[n - 1]!) + words[n - 1]!.length };
    }
    if (!found) return undefined;
    const value = Number(m[1]);
    rest += text.slice(at, m.index!) + ' Q ';
    at = m.index! + m[0].length + found.len;
    qs.push({ value, numeral: m[1]!, si: value * found.factor, factor: found.factor, dim: found.dim, text: text.slice(m.index!, at).trim() });
  }
  rest += text.slice(at);
  return { qs, rest };
}

/** Lengths written "a × b (× c)" are one area or volume. */
function products(text: string): string {
  return text.replace(/(\d+(?:\.\d+)?)\s*([a-zµ]+)\s*[*×x]\s*(\d+(?:\.\d+)?)\s*([a-zµ]+)(?:\s*[*×x]\s*(\d+(?:\.\d+)?)\s*([a-zµ]+))?/gi, (all, a: string, ua: string, b: string, ub: string, c?: string, uc?: string) => {
    const units = [ua, ub, ...(uc ? [uc] : [])];
    if (!units.every((u) => u === ua)) return all;
    const lu = siQuantityUnit(ua);
    if (!lu || !same(lu.dim, LENGTH)) return all;
    const v = Number(a) * Number(b) * (c ? Number(c) : 1);
    return `${fmt(v)} ${ua}^${c ? 3 : 2}`;
  });
}

/** "one astronomical unit (149597870700 m)": a number with a name the table lacks, restated in brackets as a quantity, is that quantity. */
function bracketRestatements(text: string): string {
  return text.replace(/\b\d+(?:\.\d+)?\s+[a-z]+(?:\s+[a-z]+){0,2}\s*\((\d+(?:\.\d+)?(?:e[+-]?\d+)?\s*[^()\d]{1,20})\)/gi, (all, inner: string) => {
    const head = /^\d+(?:\.\d+)?\s+([a-z]+(?:\s+[a-z]+){0,2})/i.exec(all)![1]!;
    return siQuantityUnit(head) ? all : inner;
  });
}

function precisionPlaces(numeral: string): number {
  return /\.(\d+)/.exec(numeral)?.[1]?.length ?? 0;
}

function mayBeRounded(q: Quantity): boolean {
  return q.numeral.includes('.') || q.numeral.replace(/^0+/, '').length >= 3;
}

/** Half a unit in the last place a quantity shows, relative to it: how far a rounding of it may be off. */
function roundingTolerance(q: Quantity): number {
  return (0.5 * 10 ** -precisionPlaces(q.numeral)) / Math.abs(q.value);
}

/** The value each quantity should have, worked from the others by the law. */
function workedValues(qs: Quantity[]): { law: string; expected: number[] } | undefined {
  if (qs.length === 2) {
    const [a, b] = qs as [Quantity, Quantity];
    const pair = (same(a.dim, FREQUENCY) && same(b.dim, TIME)) || (same(a.dim, TIME) && same(b.dim, FREQUENCY));
    return pair ? { law: 'frequency × period = 1', expected: [1 / b.si, 1 / a.si] } : undefined;
  }
  if (qs.length !== 3) return undefined;
  for (const [law, r, f, g] of LAWS) {
    for (const [i, j, k] of [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]] as const) {
      const [qr, qf, qg] = [qs[i]!, qs[j]!, qs[k]!];
      if (!same(qr.dim, r) || !same(qf.dim, f) || !same(qg.dim, g)) continue;
      const expected: number[] = [];
      expected[i] = qf.si * qg.si;
      expected[j] = qr.si / qg.si;
      expected[k] = qr.si / qf.si;
      return { law, expected };
    }
  }
  return undefined;
}

/** Quantities related by one law of the list; undefined when the sentence is not of that form. */
export function lawRelation(raw: string): CheckResult | undefined {
  if (!/\d/.test(raw)) return undefined;
  const text = bracketRestatements(products(combineCompounds(fractionsToDecimals(raw.replace(/\s+per\s+(?=[a-z])/gi, '/')))));
  const read = quantities(text);
  if (!read || read.qs.length < 2 || read.qs.length > 3) return undefined;
  const { qs, rest } = read;
  // "c = 299,792,458 m/s": a letter set equal to a quantity is that quantity's name.
  const plain = rest.replace(/\b[a-z]\s*=\s*Q\b/gi, 'Q');
  if (COMBINES.test(plain) || !RESULT_VERB.test(plain)) return undefined;
  const worked = workedValues(qs);
  if (!worked) return undefined;
  const about = /\b(?:about|approximately|approx|roughly|around|nearly|almost|some|circa)\b|≈|~/i.test(rest);
  // How far the stated quantities are from the law, relative: the same whichever is worked from the others.
  const gap = Math.abs(qs[0]!.si / worked.expected[0]! - 1);
  // True when the gap is within what rounding allows a quantity that may be the rounded result: one
  // written with decimals or with three significant figures or more ("1.111 A", "5405 mAh"); a
  // coarse whole number ("10 W", "20 minutes") is a given, exact, and cannot hide a wrong result.
  // "About" allows 4 times that rounding, at most 1 %.
  const room = qs.filter(mayBeRounded).map((q) => (about ? Math.min(APPROX_RELATIVE, 4 * roundingTolerance(q)) : roundingTolerance(q)));
  const allowed = Math.max(0, ...room);
  const shown = qs.map((q, i) => `${q.text} (from the others: ${fmt(worked.expected[i]! / q.factor)})`).join('; ');
  const why = `By ${worked.law}: ${shown}.`;
  if (gap <= allowed * (1 + 1e-9) + 1e-12) return decided(true, why, 'proof', C, undefined, about ? 'approximate' : undefined);
  // False when no quantity could be the rounded one, even with what "about" allows it.
  const near = (q: Quantity, i: number) => (about ? approximately(worked.expected[i]! / q.factor, q.value, q.numeral) : roundsTo(worked.expected[i]! / q.factor, q.value, precisionOf(q.numeral)));
  if (!qs.some(near)) return decided(false, why, 'proof', C);
  return uncertain(`${why} The values are near what the law gives, but not within what the places shown allow`, C);
}

// ---- Definitions stated in the claim ------------------------------------------------------------

const DEF_LEAD = String.raw`(?:(?:taking|using|with|if|since|given|as|because|assuming|at)\s+)?`;
const ONE = String.raw`(?:1|one|a|an)`;
const DEF_VERB = String.raw`(?:=|is|equals|is\s+equal\s+to|weighs|holds|makes|measures|is\s+defined\s+as)`;
const SO = String.raw`\s*[,;:]\s*(?:(?:so|then|thus|hence|therefore|which\s+means|that\s+means|that\s+makes)\s+)?`;
const USE_VERB = String.raw`(?:=|is|are|equals|equal|weighs|weigh|holds|hold|makes|make|comes\s+to|come\s+to|gives|give|measures|measure|contains|contain)`;
const DEFINED = new RegExp(String.raw`^${DEF_LEAD}${ONE}\s+([a-z][a-z ]{0,40}?)\s*${DEF_VERB}\s*(\d+(?:\.\d+)?)\s*([^\s\d,;:]+(?:\s+[^\s\d,;:]+)?)${SO}(?:an?\s+)?(\d+(?:\.\d+)?)\s*([a-z][a-z ]{0,40}?)\s+${USE_VERB}\s+(?:about\s+|approximately\s+|roughly\s+)?(\d+(?:\.\d+)?)\s*([^\s\d,;:]+(?:\s+[^\s\d,;:]+)?)$`, 'i');

const stem = (w: string) => w.toLowerCase().replace(/(?:es|s)$/, '');

/** "Using 1 tbsp = 15 mL, 6 tbsp is 30 mL": n of a measure the claim defines, in the unit of its definition. */
export function statedDefinition(raw: string): CheckResult | undefined {
  const m = DEFINED.exec(fractionsToDecimals(raw.trim()));
  if (!m) return undefined;
  const [, name, defValue, defUnit, n, usedName, value, unit] = m;
  // The measure used is the one defined: the shorter name begins the longer, word by word (singular
  // or plural): "sticks" for "stick of butter", "oz steak" for "oz" (a 24 oz steak).
  const [defWords, usedWords] = [name!.trim().split(/\s+/), usedName!.trim().split(/\s+/)];
  const [short, long] = defWords.length <= usedWords.length ? [defWords, usedWords] : [usedWords, defWords];
  if (!short.every((w, i) => stem(w) === stem(long[i]!))) return undefined;
  const factor = defUnit!.trim() === unit!.trim() ? 1 : conversionFactor(defUnit!.trim(), unit!.trim())?.factor;
  if (factor === undefined || !siQuantityUnit(defUnit!.trim())) return undefined;
  const expected = Number(n) * Number(defValue) * factor;
  const about = /\b(?:about|approximately|roughly)\s+\d/i.test(raw);
  const stated = Number(value);
  const ok = about ? approximately(expected, stated, value!) : roundsTo(expected, stated, precisionPlaces(value!));
  const why = `With 1 ${name!.trim()} = ${defValue} ${defUnit!.trim()} as the claim says, ${n} × ${defValue} = ${fmt(expected)} ${unit!.trim()}; the claim says ${value} ${unit!.trim()}.`;
  if (ok) return decided(true, why, 'proof', C);
  return (about ? approximately(expected, stated, value!) : roundsTo(expected, stated, precisionOf(value!))) ? uncertain(`${why} Near, but not as the places it shows`, C) : decided(false, why, 'proof', C);
}

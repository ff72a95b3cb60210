// Named shapes measured (issue 22, claims 9): a circle by its radius or diameter (area,
// circumference), a cylinder by its radius or diameter and height (volume), and a box written as
// the product of its three lengths ("27 × 32 × 57 cm = 0.49248 litres"). The measure is computed
// from the definitions (area πr², circumference 2πr, cylinder πr²h, box l·w·h) in SI units and
// compared with the value stated in its own unit, by the precision rule every conversion uses
// (precision.ts): "is"/"=" rounded to the places shown, "about"/"≈" within its tolerance. A value
// written as a multiple of π ("18π cm") is compared as that multiple; a value that π ≈ 3.14 or
// 22/7 gives is not called false (solutions often say they use it, in another sentence).

import { approximately, precisionOf, roundsTo } from './precision.js';
import { fmt } from './text.js';
import { decided, uncertain, type CheckResult } from './types.js';
import { unitSize } from './units.js';

const C = 'units' as const;
const NUM = String.raw`(\d+(?:\.\d+)?)`;
const UNIT = String.raw`([a-zA-Zμ"'^0-9]+(?:\^[23])?)`;
const APPROX = String.raw`(?:about|approximately|approx\.?|roughly|around|nearly|close\s+to|~|≈)`;
// A stated value: "about 1963 cm^2", "≈ 19.79 L", "18π cm", "4 pi in".
const VALUE = String.raw`(${APPROX}\s*)?(exactly\s+)?${NUM}\s*(π|pi)?\s*${UNIT}?`;
const ART = String.raw`(?:an?\s+|the\s+)?`;
const SIZE = String.raw`(radius|diameter|r|d)\s*(?:of\s+|is\s+|=\s*|:\s*)?${NUM}\s*${UNIT}?`;
const CIRCLE = String.raw`${ART}circle(?:\s*,\s*|\s+(?:with|of|having)\s+${ART}|\s+whose\s+|\s+)${SIZE}`;
const CYLINDER = String.raw`${ART}cylinder(?:\s*,\s*|\s+(?:with|of|having)\s+${ART}|\s+whose\s+)${SIZE}(?:\s*,\s*|\s*,?\s+and\s+${ART}?)(?:height|h)\s*(?:of\s+|is\s+|=\s*|:\s*)?${NUM}\s*${UNIT}?`;
const MEASURE = String.raw`(area|circumference|perimeter|volume)`;
const IS = String.raw`(?:is|=|equals|measures|comes\s+to|≈|~)`;

type Shape = { kind: 'circle' | 'cylinder'; r: number; h?: number; unit: string | undefined; what: string };

function radiusOf(kind: string, n: string): number {
  return /^d/i.test(kind) ? Number(n) / 2 : Number(n);
}

/** The shape a phrase describes, its lengths in one unit (a height in another unit is not read). */
function shapeOf(groups: (string | undefined)[], kind: 'circle' | 'cylinder'): Shape | undefined {
  const [sizeKind, n, unit, hn, hunit] = groups;
  if (kind === 'cylinder' && (hunit ?? unit) !== unit) return undefined;
  return { kind, r: radiusOf(sizeKind!, n!), h: hn === undefined ? undefined : Number(hn), unit, what: `${kind} of ${/^d/i.test(sizeKind!) ? 'diameter' : 'radius'} ${n}${unit ? ` ${unit}` : ''}${hn === undefined ? '' : ` and height ${hn}${unit ? ` ${unit}` : ''}`}` };
}

/** The measure in the shape's length unit to the power the measure has: [value, power, without π]. */
function measureOf(s: Shape, measure: string): { value: number; power: number; overPi: number } | undefined {
  const m = measure.toLowerCase();
  if (s.kind === 'circle' && (m === 'circumference' || m === 'perimeter')) return { value: 2 * Math.PI * s.r, power: 1, overPi: 2 * s.r };
  if (s.kind === 'circle' && m === 'area') return { value: Math.PI * s.r ** 2, power: 2, overPi: s.r ** 2 };
  if (s.kind === 'cylinder' && m === 'volume' && s.h !== undefined) return { value: Math.PI * s.r ** 2 * s.h, power: 3, overPi: s.r ** 2 * s.h };
  return undefined;
}

const DIM_OF_POWER: Record<number, 'length' | 'area' | 'volume'> = { 1: 'length', 2: 'area', 3: 'volume' };

/**
 * The factor from the shape's length unit to the power given, into the stated unit: "cm" cubed
 * into "L" is 0.001. Undefined when the units are not of those kinds (or one is missing and the
 * other is not).
 */
function scale(lengthUnit: string | undefined, power: number, statedUnit: string | undefined): number | undefined {
  if (lengthUnit === undefined || statedUnit === undefined) return lengthUnit === statedUnit ? 1 : undefined;
  const [l, v] = [unitSize(lengthUnit, 'length'), unitSize(statedUnit, DIM_OF_POWER[power]!)];
  return l === undefined || v === undefined ? undefined : l ** power / v;
}

function judge(expected: number, stated: string, approx: boolean, exactly: boolean): boolean {
  const x = Number(stated);
  if (exactly) return Math.abs(expected - x) <= 1e-9 * Math.max(1, Math.abs(expected));
  return approx ? approximately(expected, x, stated) : roundsTo(expected, x, precisionOf(stated));
}

/** Compares a shape's measure with a stated value: groups are approx, exactly, number, π, unit. */
function compareMeasure(s: Shape, measure: string, v: (string | undefined)[]): CheckResult | undefined {
  const [approx, exactly, n, pi, unit] = v;
  const got = measureOf(s, measure);
  if (!got) return undefined;
  const k = scale(s.unit, got.power, unit);
  if (k === undefined) return undefined;
  const expected = (pi ? got.overPi : got.value) * k;
  const holds = judge(expected, n!, Boolean(approx), Boolean(exactly));
  // A value worked out with a school approximation of π (3.14, 22/7) is what the writer may have
  // meant by "is"; whether they did is not said, so such a value is not called false.
  if (!holds && !pi && !exactly && [3.14, 22 / 7].some((p) => judge(got.overPi * p * k, n!, Boolean(approx), false))) {
    return uncertain(`the value is the ${measure.toLowerCase()} worked out with π ≈ 3.14 or 22/7, which the claim does not say it uses`, C);
  }
  const unitText = unit ? ` ${unit}` : '';
  return decided(holds, `A ${s.what} has ${measure.toLowerCase()} ${pi ? `${fmt(got.overPi * k)}π` : fmt(expected)}${unitText} (${got.power === 1 ? '2πr' : got.power === 2 ? 'πr²' : 'πr²h'}); the claim says ${approx ? 'about ' : ''}${n}${pi ? 'π' : ''}${unitText}.`, 'proof', C, undefined, approx ? 'approximate' : undefined);
}

/** "27 × 32 × 57 cm = 0.49248 litres": three lengths multiplied are a volume (only when a volume unit is stated). */
function boxVolume(a: string, b: string, c: string, lengthUnit: string, v: (string | undefined)[]): CheckResult | undefined {
  const [approx, exactly, n, pi, unit] = v;
  if (pi || !unit) return undefined;
  const k = scale(lengthUnit, 3, unit);
  if (k === undefined) return undefined;
  const product = Number(a) * Number(b) * Number(c);
  const expected = product * k;
  const holds = judge(expected, n!, Boolean(approx), Boolean(exactly));
  return decided(holds, `${a} × ${b} × ${c} ${lengthUnit} = ${fmt(product)} ${lengthUnit}³ = ${fmt(expected)} ${unit}; the claim says ${approx ? 'about ' : ''}${n} ${unit}.`, 'proof', C, undefined, approx ? 'approximate' : undefined);
}

const RULES: [RegExp, (m: RegExpExecArray) => CheckResult | undefined][] = [];
for (const [shapeRe, kind, groups] of [[CIRCLE, 'circle', 3], [CYLINDER, 'cylinder', 5]] as const) {
  const shape = (m: RegExpExecArray, at: number) => shapeOf(kind === 'circle' ? [...m.slice(at, at + 3)] : [...m.slice(at, at + 5)], kind);
  // "The circumference of a circle with radius 18 cm is 18π cm".
  RULES.push([new RegExp(String.raw`^(?:the\s+)?${MEASURE}\s+of\s+${shapeRe}\s+${IS}\s*${VALUE}$`, 'i'), (m) => {
    const s = shape(m, 2);
    return s && compareMeasure(s, m[1]!, m.slice(2 + groups, 7 + groups));
  }]);
  // "A circle with diameter 25 cm has an area of about 1963 cm²", "… has volume ≈ 19.79 L".
  RULES.push([new RegExp(String.raw`^${shapeRe}\s+(?:has|had)\s+${ART}${MEASURE}\s*(?:of\s+|=\s*|≈\s*|~\s*|:\s*)?${VALUE}$`, 'i'), (m) => {
    const s = shape(m, 1);
    return s && compareMeasure(s, m[1 + groups]!, approxFromSign(m[0], m.slice(2 + groups, 7 + groups)));
  }]);
  // "Circle, diameter 8 in → circumference 4π in", "Circle of radius 3 cm: area ≈ 28.27 cm²".
  RULES.push([new RegExp(String.raw`^${shapeRe}\s*(?:→|->|:|,)\s*${MEASURE}\s*(?:=\s*|≈\s*|~\s*|:\s*|of\s+|is\s+)?${VALUE}$`, 'i'), (m) => {
    const s = shape(m, 1);
    return s && compareMeasure(s, m[1 + groups]!, approxFromSign(m[0], m.slice(2 + groups, 7 + groups)));
  }]);
}
RULES.push([new RegExp(String.raw`^${NUM}\s*\*\s*${NUM}\s*\*\s*${NUM}\s*${UNIT}\s*(?:=|≈|~|is|→|->)\s*${VALUE}$`, 'i'), (m) => boxVolume(m[1]!, m[2]!, m[3]!, m[4]!, approxFromSign(m[0], m.slice(5, 10)))]);
// "10 cm × 20 cm × 30 cm = 6 L", "A box 10 cm × 20 cm × 30 cm has a volume of 6 L": each length with its unit, all one unit.
const BOX = String.raw`${NUM}\s*${UNIT}\s*\*\s*${NUM}\s*${UNIT}\s*\*\s*${NUM}\s*${UNIT}`;
const sameThree = (m: RegExpExecArray, at: number) => m[at + 1] === m[at + 3] && m[at + 3] === m[at + 5];
RULES.push([new RegExp(String.raw`^${BOX}\s*(?:=|≈|~|is|→|->)\s*${VALUE}$`, 'i'), (m) => (sameThree(m, 1) ? boxVolume(m[1]!, m[3]!, m[5]!, m[2]!, approxFromSign(m[0], m.slice(7, 12))) : undefined)]);
RULES.push([new RegExp(String.raw`^${ART}(?:box|cuboid|rectangular\s+(?:box|prism|tank))\s+(?:measuring\s+|of\s+)?${BOX}\s+(?:has|had)\s+${ART}volume\s*(?:of\s+|=\s*|≈\s*|~\s*|:\s*)?${VALUE}$`, 'i'),
  (m) => (sameThree(m, 1) ? boxVolume(m[1]!, m[3]!, m[5]!, m[2]!, approxFromSign(m[0], m.slice(7, 12))) : undefined)]);

/** "≈" or "~" before the value says "about" as the words do. */
function approxFromSign(all: string, v: (string | undefined)[]): (string | undefined)[] {
  return v[0] === undefined && /[≈~]/.test(all) ? ['≈', ...v.slice(1)] : v;
}

/** Checks a claim about a named shape's measure; undefined when the claim names none. */
export function checkShape(text: string): CheckResult | undefined {
  for (const [re, f] of RULES) {
    const m = re.exec(text.trim());
    if (!m) continue;
    const r = f(m);
    if (r) return r;
  }
  return /\b(?:circle|cylinder)\b/i.test(text) ? uncertain('a shape whose measure could not be read', C) : undefined;
}

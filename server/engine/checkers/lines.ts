// Coordinate geometry, sequences and composed functions said in short claims (issue 22, short
// claims 3): the slope of a line through two points or of one parallel or perpendicular to a given
// line, where a line crosses an axis, whether a point lies on it, the line with a slope through a
// point, the distance and midpoint of two points, the n-th term of an arithmetic or geometric
// sequence shown by its first terms, and f(g(a)) for functions defined in the same sentence.
// Rules that open with a line's equation look ahead for their key word first (checkers read every
// sentence of long content). Each rule reads a construction (a noun phrase for the object, a verb or "is" for the relation,
// a value), never one sentence. Everything is exact (rationals); a distance may be written as a
// surd (√41, 3√5) and is compared by its square. A construction with two readings returns
// undefined (the older rules, then uncertain): a sequence of three unnamed terms, a vertical line's
// slope, a line parallel to the axis it is said to cross.

import { parseFormula } from './expression/parse.js';
import { implicitProducts, phraseToFormula } from './expression/phrase.js';
import { readLinearEquation, type LinearEquation } from './expression/linear-system.js';
import { rationalEval, rationalVariables, toRational, type Rational } from './expression/rational-function.js';
import { Q } from './rational.js';
import type { Rule } from './text.js';
import { decided, uncertain, type CheckResult } from './types.js';

const C = 'algebra' as const;
const NUM = String.raw`-?\d+(?:\.\d+)?(?:\s*/\s*\d+)?`;
const POINT = String.raw`\(\s*(${NUM})\s*,\s*(${NUM})\s*\)`;
const IS = String.raw`(?:is|=|equals|is\s+equal\s+to|comes\s+to)`;

function rationalOf(phrase: string): Rational | undefined {
  const f = phraseToFormula(implicitProducts(phrase.trim()), { allowVariables: true });
  const node = f === undefined ? undefined : parseFormula(f);
  return node ? toRational(node) : undefined;
}

/** A constant written as a number or a fraction ("-8/5", "2.5"). */
function num(text: string): Q | undefined {
  const r = rationalOf(text);
  if (!r || rationalVariables(r).length) return undefined;
  return rationalEval(r, new Map());
}

function point(x: string, y: string): [Q, Q] | undefined {
  const [a, b] = [num(x), num(y)];
  return a && b ? [a, b] : undefined;
}

const show = (p: readonly [Q, Q]): string => `(${p[0].toString()}, ${p[1].toString()})`;

// ---------------------------------------------------------------------------------------------
// Lines.

/** A line in x and y, from "y = 2x + 1", "3x + 4y = 12", "the line x = 5", "the graph of y = x/2 − 1". */
function lineOf(text: string): LinearEquation | undefined {
  const t = text.trim().replace(/^(?:the\s+|a\s+)?(?:straight\s+)?(?:line|graph(?:\s+of)?)\s+/, '');
  if (!t.includes('=')) return undefined;
  const eq = readLinearEquation(t);
  if (!eq || ![...eq.coefficients.keys()].every((v) => v === 'x' || v === 'y')) return undefined;
  const [a, b] = [eq.coefficients.get('x') ?? Q.ZERO, eq.coefficients.get('y') ?? Q.ZERO];
  return a.isZero() && b.isZero() ? undefined : eq;
}

const co = (l: LinearEquation, v: 'x' | 'y'): Q => l.coefficients.get(v) ?? Q.ZERO;
/** The slope of a x + b y = c, or undefined for a vertical line. */
const slopeOf = (l: LinearEquation): Q | undefined => (co(l, 'y').isZero() ? undefined : co(l, 'x').neg().div(co(l, 'y')));
const onLine = (l: LinearEquation, p: readonly [Q, Q]): boolean => co(l, 'x').mul(p[0]).add(co(l, 'y').mul(p[1])).eq(l.constant);

function slopeThrough(p: [Q, Q], q: [Q, Q], valueText: string): CheckResult | undefined {
  const v = num(valueText);
  if (!v) return undefined;
  if (p[0].eq(q[0])) return uncertain('a vertical line has no slope', C);
  const m = q[1].sub(p[1]).div(q[0].sub(p[0]));
  return decided(m.eq(v), `The slope through ${show(p)} and ${show(q)} is (${q[1].toString()} − ${p[1].toString()}) / (${q[0].toString()} − ${p[0].toString()}) = ${m.toString()}; the claim says ${v.toString()}.`, 'proof', C);
}

function relatedSlope(kind: string, lineText: string, valueText: string): CheckResult | undefined {
  const l = lineOf(lineText);
  const v = num(valueText);
  if (!l || !v) return undefined;
  const m = slopeOf(l);
  const perpendicular = /perp/.test(kind);
  if (m === undefined) return perpendicular ? decided(v.isZero(), `${lineText.trim()} is vertical, so a perpendicular line is horizontal with slope 0; the claim says ${v.toString()}.`, 'proof', C) : uncertain('a line parallel to a vertical line has no slope', C);
  if (perpendicular && m.isZero()) return uncertain('a line perpendicular to a horizontal line is vertical and has no slope', C);
  const want = perpendicular ? Q.ONE.neg().div(m) : m;
  return decided(want.eq(v), `${lineText.trim()} has slope ${m.toString()}, so a ${perpendicular ? 'perpendicular' : 'parallel'} line has slope ${want.toString()}${perpendicular ? ' (the negative reciprocal)' : ''}; the claim says ${v.toString()}.`, 'proof', C);
}

/** Where a line crosses an axis; the value is a coordinate ("x = 3", "3") or a point. */
function axisCrossing(lineText: string, axis: 'x' | 'y', valueText: string): CheckResult | undefined {
  const l = lineOf(lineText);
  if (!l) return undefined;
  const t = valueText.trim();
  const pm = new RegExp(`^${POINT}$`).exec(t);
  const named = new RegExp(`^([xy])\\s*=\\s*(${NUM})$`).exec(t);
  if (named && named[1] !== axis) return undefined; // "crosses the x-axis at y = 0" says nothing about where
  const claimed = pm ? point(pm[1]!, pm[2]!) : undefined;
  const coord = pm ? undefined : num(named ? named[2]! : t);
  if (!claimed && !coord) return undefined;
  // On the x-axis y = 0: a x = c; on the y-axis x = 0: b y = c.
  const k = axis === 'x' ? co(l, 'x') : co(l, 'y');
  if (k.isZero()) return uncertain(`the line is parallel to the ${axis}-axis or is the ${axis === 'x' ? 'y' : 'x'}-axis direction: it does not cross the ${axis}-axis in one point`, C);
  const at = l.constant.div(k);
  const truth: [Q, Q] = axis === 'x' ? [at, Q.ZERO] : [Q.ZERO, at];
  const holds = claimed ? claimed[0].eq(truth[0]) && claimed[1].eq(truth[1]) : coord!.eq(at);
  return decided(holds, `Setting ${axis === 'x' ? 'y' : 'x'} = 0 in ${lineText.trim()}: it crosses the ${axis}-axis at ${show(truth)}; the claim says ${claimed ? show(claimed) : `${axis} = ${coord!.toString()}`}.`, 'proof', C);
}

/** A graph y = f(x) with f a rational function of x ("the parabola y = x² + 3"). */
function graphOf(text: string): Rational | undefined {
  const m = /^(?:the\s+|a\s+)?(?:(?:graph|curve|parabola)(?:\s+of)?\s+)?y\s*=\s*([^=]+)$/.exec(text.trim());
  const r = m ? rationalOf(m[1]!) : undefined;
  return r && rationalVariables(r).every((v) => v === 'x') ? r : undefined;
}

function pointOnLine(pText: [string, string], lineText: string, negated: boolean): CheckResult | undefined {
  const l = lineOf(lineText);
  const p = point(...pText);
  if (!p) return undefined;
  if (!l) {
    // Not a line: a point on the graph of y = f(x) is y = f(x) at its x.
    const g = graphOf(lineText);
    const y = g ? rationalEval(g, new Map([['x', p[0]]])) : undefined;
    if (!y) return undefined;
    const on = y.eq(p[1]);
    return decided(on !== negated, `At x = ${p[0].toString()}, ${lineText.trim()} gives y = ${y.toString()}: the point ${show(p)} ${on ? 'lies' : 'does not lie'} on the graph.`, 'proof', C);
  }
  const on = onLine(l, p);
  return decided(on !== negated, `At ${show(p)}: ${co(l, 'x').toString()} × ${p[0].toString()} + ${co(l, 'y').toString()} × ${p[1].toString()} = ${co(l, 'x').mul(p[0]).add(co(l, 'y').mul(p[1])).toString()}, ${on ? 'equal to' : 'not'} ${l.constant.toString()}: the point ${on ? 'lies' : 'does not lie'} on the line.`, 'proof', C);
}

/** "The line with slope m through P is L": L has slope m and contains P. */
function pointSlopeLine(mText: string, pText: [string, string], lineText: string): CheckResult | undefined {
  const l = lineOf(lineText);
  const m = num(mText);
  const p = point(...pText);
  if (!l || !m || !p) return undefined;
  const lm = slopeOf(l);
  const holds = lm !== undefined && lm.eq(m) && onLine(l, p);
  const c = p[1].sub(m.mul(p[0]));
  return decided(holds, `The line with slope ${m.toString()} through ${show(p)} is y = ${m.toString()}x ${c.n < 0n ? '−' : '+'} ${c.abs().toString()}; ${lineText.trim()} ${lm === undefined ? 'is vertical' : `has slope ${lm.toString()}`} and ${onLine(l, p) ? 'contains' : 'misses'} the point.`, 'proof', C);
}

/** A length: a number, or a surd "√41", "3√5", "sqrt(41)"; returned by its square and sign. */
function lengthSquared(text: string): Q | undefined {
  const t = text.trim().replace(/\s+units?$/, '');
  const surd = new RegExp(String.raw`^(\d+(?:\.\d+)?)?\s*(?:×\s*)?(?:√|sqrt\s*)\s*\(?\s*(\d+(?:\.\d+)?)\s*\)?$`).exec(t);
  if (surd) {
    const k = surd[1] ? num(surd[1]) : Q.ONE;
    const r = num(surd[2]!);
    return k && r ? k.mul(k).mul(r) : undefined;
  }
  const v = num(t);
  return v && v.n >= 0n ? v.mul(v) : undefined;
}

function distance(pText: string[], valueText: string): CheckResult | undefined {
  const [p, q] = [point(pText[0]!, pText[1]!), point(pText[2]!, pText[3]!)];
  const d2 = lengthSquared(valueText);
  if (!p || !q || !d2) return undefined;
  const [dx, dy] = [q[0].sub(p[0]), q[1].sub(p[1])];
  const sq = dx.mul(dx).add(dy.mul(dy));
  return decided(sq.eq(d2), `The squared distance between ${show(p)} and ${show(q)} is ${dx.toString()}² + ${dy.toString()}² = ${sq.toString()}; the claimed length ${valueText.trim()} squares to ${d2.toString()}.`, 'proof', C);
}

function midpoint(pText: string[], mText: [string, string]): CheckResult | undefined {
  const [p, q, m] = [point(pText[0]!, pText[1]!), point(pText[2]!, pText[3]!), point(...mText)];
  if (!p || !q || !m) return undefined;
  const two = Q.of(2);
  const mid: [Q, Q] = [p[0].add(q[0]).div(two), p[1].add(q[1]).div(two)];
  return decided(mid[0].eq(m[0]) && mid[1].eq(m[1]), `The midpoint of ${show(p)} and ${show(q)} is ${show(mid)}; the claim says ${show(m)}.`, 'proof', C);
}

const LINE_EQ = String.raw`((?:the\s+)?(?:line|graph(?:\s+of)?)\s+[^=]+=[^=]+?|[^=\s][^=]*=[^=]+?)`;
const AXIS = String.raw`(?:the\s+)?([xy])[-\s]?axis`;
const TWO_POINTS = String.raw`${POINT}\s+(?:and|to)\s+${POINT}`;
const SLOPE = String.raw`(?:slope|gradient)(?:\s+m)?`;
const THROUGH = String.raw`(?:through|passing\s+through|that\s+passes\s+through|which\s+passes\s+through|going\s+through|containing)`;

export const COORDINATE_RULES: Rule[] = [
  // Slope from two points: "Through (−6, 5) and (6, 29), the slope m = 2", "The slope between (1, 2) and (3, 8) is 3".
  [new RegExp(String.raw`^(?:through|between|joining|connecting|for|from)\s+(?:the\s+points\s+)?${TWO_POINTS},?\s+(?:the\s+)?${SLOPE}\s*(?:of\s+the\s+line\s+)?${IS}\s*(${NUM})$`), (m) => slopeThrough(point(m[1]!, m[2]!)!, point(m[3]!, m[4]!)!, m[5]!)],
  [new RegExp(String.raw`^(?:the\s+)?${SLOPE}\s+(?:of\s+the\s+(?:line|segment)\s+)?(?:through|between|joining|connecting|from)\s+(?:the\s+points\s+)?${TWO_POINTS}\s+${IS}\s*(${NUM})$`), (m) => slopeThrough(point(m[1]!, m[2]!)!, point(m[3]!, m[4]!)!, m[5]!)],
  // Parallel and perpendicular slopes: "A line perpendicular to y = −2x + 1 has slope 1/2".
  [new RegExp(String.raw`^(?:a|any|every|the|each)\s+line\s+(?:that\s+is\s+|which\s+is\s+)?(parallel|perpendicular)\s+to\s+(.+?=.+?)\s+(?:has|must\s+have)\s+(?:a\s+)?${SLOPE}\s+(?:of\s+)?(${NUM})$`), (m) => relatedSlope(m[1]!, m[2]!, m[3]!)],
  [new RegExp(String.raw`^(?:lines|all\s+lines)\s+(parallel|perpendicular)\s+to\s+(.+?=.+?)\s+have\s+${SLOPE}\s+(${NUM})$`), (m) => relatedSlope(m[1]!, m[2]!, m[3]!)],
  [new RegExp(String.raw`^(?:the\s+)?${SLOPE}\s+of\s+(?:a|any|every|the)\s+line\s+(parallel|perpendicular)\s+to\s+(.+?=.+?)\s+${IS}\s*(${NUM})$`), (m) => relatedSlope(m[1]!, m[2]!, m[3]!)],
  // Axis crossings: "The line y = 5x + 8 crosses the x-axis at x = −8/5", "… meets the y-axis at (0, 2)".
  [new RegExp(String.raw`^(?=.*axis)${LINE_EQ}\s+(?:crosses|meets|cuts|intersects|intercepts|hits)\s+${AXIS}\s+at\s+(?:the\s+point\s+)?(.+)$`), (m) => axisCrossing(m[1]!, m[2] as 'x' | 'y', m[3]!)],
  [new RegExp(String.raw`^(?:the\s+)?([xy])-?\s?intercept\s+of\s+${LINE_EQ}\s+${IS}\s*(?:at\s+)?(.+)$`), (m) => axisCrossing(m[2]!, m[1] as 'x' | 'y', m[3]!)],
  [new RegExp(String.raw`^(?=.*intercept)${LINE_EQ}\s+has\s+(?:an?\s+|its\s+)?([xy])-?\s?intercept\s+(?:of\s+|at\s+)?(.+)$`), (m) => axisCrossing(m[1]!, m[2] as 'x' | 'y', m[3]!)],
  // Points on lines: "(2, 7) lies on y = 3x + 1", "The line 2x + y = 5 passes through (1, 3)".
  [new RegExp(String.raw`^(?:the\s+point\s+)?${POINT}\s+(lies|is|does\s+not\s+lie|is\s+not)\s+on\s+${LINE_EQ}$`), (m) => pointOnLine([m[1]!, m[2]!], m[4]!, /not/.test(m[3]!))],
  [new RegExp(String.raw`^(?=.*through)${LINE_EQ}\s+(passes|goes|does\s+not\s+pass|does\s+not\s+go)\s+through\s+(?:the\s+point\s+)?${POINT}$`), (m) => pointOnLine([m[3]!, m[4]!], m[1]!, /not/.test(m[2]!))],
  // A line from a slope and a point: "The line with slope 5 through (4, −4) is y = 5x − 24".
  [new RegExp(String.raw`^(?:the|a)\s+line\s+(?:with|of|having)\s+(?:a\s+)?${SLOPE}\s+(${NUM})\s+(?:and\s+)?${THROUGH}\s+${POINT}\s+(?:is|has\s+(?:the\s+)?equation|has\s+equation|is\s+given\s+by)\s+(.+=.+)$`), (m) => pointSlopeLine(m[1]!, [m[2]!, m[3]!], m[4]!)],
  [new RegExp(String.raw`^(?:the|a)\s+line\s+${THROUGH}\s+${POINT}\s+(?:with|of|having)\s+(?:a\s+)?${SLOPE}\s+(${NUM})\s+(?:is|has\s+(?:the\s+)?equation|has\s+equation|is\s+given\s+by)\s+(.+=.+)$`), (m) => pointSlopeLine(m[3]!, [m[1]!, m[2]!], m[4]!)],
  // Distances: "The distance between (1, −2) and (−8, 10) is 15", "The points (4, 2) and (1, −2) are 5 units apart".
  [new RegExp(String.raw`^(?:the\s+)?(?:distance|length\s+of\s+the\s+segment)\s+(?:between|from|joining)\s+(?:the\s+points\s+)?${TWO_POINTS}\s+${IS}\s*(.+?)(?:\s+units?)?$`), (m) => distance(m.slice(1, 5), m[5]!)],
  [new RegExp(String.raw`^(?:the\s+points\s+)?${POINT}\s+and\s+${POINT}\s+are\s+(.+?)\s+(?:units?\s+)?apart$`), (m) => distance(m.slice(1, 5), m[5]!)],
  // Midpoints: "The midpoint of (2, 4) and (6, 10) is (4, 7)".
  // "Halfway between (−6, −3) and (4, −9) lies the point (−1, −6)", "The point halfway between … is …" (issue 22, claims8).
  [new RegExp(String.raw`^halfway\s+between\s+(?:the\s+points\s+)?${TWO_POINTS}\s+(?:lies|is)\s+(?:the\s+point\s+)?${POINT}$|^(?:the\s+)?point\s+halfway\s+between\s+(?:the\s+points\s+)?${TWO_POINTS}\s+(?:is|is\s+at|lies\s+at|=)\s+${POINT}$`), (m) => (m[1] !== undefined ? midpoint(m.slice(1, 5), [m[5]!, m[6]!]) : midpoint(m.slice(7, 11), [m[11]!, m[12]!]))],
  [new RegExp(String.raw`^(?:the\s+)?mid-?point\s+(?:of|between)\s+(?:the\s+(?:segment|line\s+segment)\s+(?:from|joining|between)\s+)?(?:the\s+points\s+)?${TWO_POINTS}\s+(?:is|is\s+at|lies\s+at|=)\s+${POINT}$`), (m) => midpoint(m.slice(1, 5), [m[5]!, m[6]!])],
];

// ---------------------------------------------------------------------------------------------
// Sequences shown by their first terms.

/** The terms before an ellipsis ("9, 14, 19, 24, …"); the claim preparation drops a final "…", leaving the comma. */
function termsOf(text: string): Q[] | undefined {
  const t = text.trim().replace(/\s*,?\s*(?:\.\.\.|…)\s*$/, '').replace(/,\s*$/, '');
  const parts = t.split(/\s*,\s*/);
  const qs = parts.map((p) => (new RegExp(`^${NUM}$`).test(p) ? num(p) : undefined));
  return qs.every((q) => q) ? (qs as Q[]) : undefined;
}

/** The rule the first terms follow: named, or the one of arithmetic and geometric that four or more unnamed terms fit. */
function sequenceRule(kindText: string | undefined, terms: Q[]): { kind: 'arithmetic'; a: Q; d: Q } | { kind: 'geometric'; a: Q; r: Q } | 'not-named-kind' | undefined {
  const kind = kindText ? (/geo/.test(kindText) ? 'geometric' : 'arithmetic') : undefined;
  // Three unnamed terms fit many rules (1, 2, 4 could go on 7 or 8); four terms or a name fix one.
  if (terms.length < 3 || (!kind && terms.length < 4)) return undefined;
  const a = terms[0]!;
  const d = terms[1]!.sub(a);
  const arithmetic = terms.every((t, i) => t.eq(a.add(d.mul(Q.of(i)))));
  const r = a.isZero() ? undefined : terms[1]!.div(a);
  const geometric = r !== undefined && terms.every((t, i) => t.eq(a.mul(r.pow(i))));
  if (kind === 'arithmetic' || (!kind && arithmetic)) return arithmetic ? { kind: 'arithmetic', a, d } : 'not-named-kind';
  if (kind === 'geometric' || (!kind && geometric)) return geometric ? { kind: 'geometric', a, r: r! } : 'not-named-kind';
  return undefined;
}

/** "The sum of the first 6 terms of 3, 6, 12, 24, … is 189". */
function sequenceSum(kindText: string | undefined, termsText: string, nText: string, valueText: string): CheckResult | undefined {
  const terms = termsOf(termsText);
  const n = Number(nText);
  const v = num(valueText);
  if (!terms || !v || !Number.isInteger(n) || n < 1 || n > 2000) return undefined;
  const rule = sequenceRule(kindText, terms);
  if (rule === 'not-named-kind') return uncertain(`the terms shown are not ${kindText ?? 'an arithmetic or geometric'} sequence`, C);
  if (!rule) return undefined;
  const N = Q.of(n);
  const sum = rule.kind === 'arithmetic'
    ? N.mul(rule.a.mul(Q.of(2)).add(N.sub(Q.ONE).mul(rule.d))).div(Q.of(2))
    : rule.r.eq(Q.ONE) ? N.mul(rule.a) : rule.a.mul(rule.r.pow(n).sub(Q.ONE)).div(rule.r.sub(Q.ONE));
  const how = rule.kind === 'arithmetic'
    ? `an arithmetic sequence with first term ${rule.a.toString()} and difference ${rule.d.toString()}: S_${n} = ${n}/2 × (2 × ${rule.a.toString()} + ${n - 1} × ${rule.d.toString()})`
    : `a geometric sequence with first term ${rule.a.toString()} and ratio ${rule.r.toString()}: S_${n} = ${rule.a.toString()} × (${rule.r.toString()}^${n} − 1) / (${rule.r.toString()} − 1)`;
  return decided(sum.eq(v), `For ${how} = ${sum.toString()}; the claim says ${v.toString()}.`, 'proof', C);
}

function nthTerm(kindText: string | undefined, termsText: string, nText: string, valueText: string): CheckResult | undefined {
  const terms = termsOf(termsText);
  const n = Number(nText);
  const v = num(valueText);
  if (!terms || !v || !Number.isInteger(n) || n < 1 || n > 10_000) return undefined;
  const rule = sequenceRule(kindText, terms);
  if (rule === 'not-named-kind') return uncertain(`the terms shown are not ${kindText ?? 'an arithmetic or geometric'} sequence`, C);
  if (!rule || (rule.kind === 'geometric' && n > 2000)) return undefined;
  if (rule.kind === 'arithmetic') {
    const t = rule.a.add(rule.d.mul(Q.of(n - 1)));
    return decided(t.eq(v), `An arithmetic sequence with first term ${rule.a.toString()} and difference ${rule.d.toString()}: term ${n} is ${rule.a.toString()} + ${n - 1} × ${rule.d.toString()} = ${t.toString()}; the claim says ${v.toString()}.`, 'proof', C);
  }
  const t = rule.a.mul(rule.r.pow(n - 1));
  return decided(t.eq(v), `A geometric sequence with first term ${rule.a.toString()} and ratio ${rule.r.toString()}: term ${n} is ${rule.a.toString()} × ${rule.r.toString()}^${n - 1} = ${t.toString()}; the claim says ${v.toString()}.`, 'proof', C);
}

const TERMS = String.raw`((?:${NUM}\s*,\s*){2,}${NUM}\s*,?\s*(?:\.\.\.|…)?)`;
const SEQ_NAME = String.raw`(?:the\s+)?(?:(arithmetic|geometric)\s+)?(?:sequence|progression|series)`;
const ORDINAL = String.raw`(\d+)(?:st|nd|rd|th)`;
const SUBSCRIPT = String.raw`(?:a|t|u)\s*_\s*\{?\s*(\d+)\s*\}?`;

/** A sequence given by its first term and its difference (d) or ratio (r): its first terms, for the rules above. */
function givenTerms(kind: string, aText: string, stepText: string): string | undefined {
  const a = num(aText);
  const step = num(stepText);
  if (!a || !step) return undefined;
  const terms = [0, 1, 2, 3].map((i) => (kind === 'arithmetic' ? a.add(step.mul(Q.of(i))) : a.mul(step.pow(i))));
  return terms.map((t) => t.toString()).join(', ');
}
const KIND_OF_STEP = (letter: string): string => (/^(?:r|ratio|common\s+ratio)$/.test(letter) ? 'geometric' : 'arithmetic');
const FIRST_TERM = String.raw`(?:a\s*_?\s*\{?1\}?|a|the\s+first\s+term|first\s+term)\s*(?:=|of)?\s*(${NUM})`;
const STEP = String.raw`(r|d|(?:common\s+)?ratio|(?:common\s+)?difference)\s*(?:=|of)?\s*(${NUM})`;

// ∑ and ∏ with bounds (issue 22, claims9): `\sum_{k=1}^{5} k^2`, "∏_{k=1}^{8} (1 + 1/k)", "the product of
// k for k = 1 to 9": the body, a rational function of the index alone, is added or multiplied
// exactly over the whole numbers from the lower bound to the upper (an empty range, a body with
// another letter or undefined at some index: not read).
function bigOperator(op: 'sum' | 'product', index: string, fromText: string, toText: string, body: string, valueText: string): CheckResult | undefined {
  const [from, to] = [Number(fromText), Number(toText)];
  const v = num(valueText);
  const r = rationalOf(body);
  if (!v || !r || !Number.isSafeInteger(from) || !Number.isSafeInteger(to) || to < from || to - from > 10_000) return undefined;
  if (rationalVariables(r).some((x) => x !== index)) return undefined;
  let total = op === 'sum' ? Q.ZERO : Q.ONE;
  for (let k = from; k <= to; k++) {
    const t = rationalEval(r, new Map([[index, Q.of(k)]]));
    if (!t) return undefined;
    total = op === 'sum' ? total.add(t) : total.mul(t);
  }
  return decided(total.eq(v), `The ${op} of ${body.trim()} for ${index} = ${from} to ${to} is ${total.toString()}; the claim says ${v.toString()}.`, 'proof', C);
}
const BIG_OPERATOR = String.raw`(\\sum|\\prod|∑|∏|σ|π)\s*_\s*\{?\s*([a-z])\s*=\s*(-?\d+)\s*\}?\s*\^\s*[{(]?\s*(-?\d+)\s*[})]?`;
const bigOp = (sign: string): 'sum' | 'product' => (/sum|∑|σ/.test(sign) ? 'sum' : 'product');

// The hypotenuse of a right triangle from its legs (Pythagoras, issue 22, claims9): c² = a² + b² exactly
// is true; a length that is no rounding of √(a² + b²) to the places it shows is false; one that is
// (86 for legs 60 and 62, √7444 ≈ 86.28) may be meant as rounded: uncertain.
function hypotenuse(aText: string, bText: string, cText: string): CheckResult | undefined {
  const [a, b, c] = [num(aText), num(bText), num(cText)];
  if (!a || !b || !c || a.n <= 0n || b.n <= 0n || c.n <= 0n) return undefined;
  const square = a.mul(a).add(b.mul(b));
  if (c.mul(c).eq(square)) return decided(true, `${a.toString()}² + ${b.toString()}² = ${square.toString()} = ${c.toString()}²: the hypotenuse is ${c.toString()}.`, 'proof', C);
  const exact = Math.sqrt(square.toNumber());
  const places = /\.(\d+)/.exec(cText)?.[1]?.length ?? 0;
  if (Math.abs(exact - c.toNumber()) <= 0.5 * 10 ** -places + 1e-9) return uncertain(`the hypotenuse is √${square.toString()} ≈ ${exact.toFixed(places + 2)}, which ${cText.trim()} may be rounding`, C);
  return decided(false, `${a.toString()}² + ${b.toString()}² = ${square.toString()}, so the hypotenuse is √${square.toString()} ≈ ${exact.toFixed(places + 2)}, not ${cText.trim()}.`, 'proof', C);
}
const RIGHT_TRIANGLE = String.raw`(?:a|the)\s+right(?:-angled)?\s+triangle\s+with\s+legs\s+(?:of\s+)?(${NUM})\s+and\s+(${NUM})`;

export const SEQUENCE_RULES: Rule[] = [
  // "The sum of the first 6 terms of the geometric sequence 3, 6, 12, … is 189", "S_6 = 189 for the sequence 3, 6, 12, 24, …".
  [new RegExp(String.raw`^(?:the\s+)?sum\s+of\s+the\s+first\s+(\d+)\s+terms\s+(?:of|in)\s+(?:${SEQ_NAME}\s+)?${TERMS}\s+${IS}\s*(${NUM})$`), (m) => sequenceSum(m[2], m[3]!, m[1]!, m[4]!)],
  [new RegExp(String.raw`^s\s*_\s*\{?\s*(\d+)\s*\}?\s*(?:=|is)\s*(${NUM})\s+(?:for|in)\s+${SEQ_NAME}\s+${TERMS}$`), (m) => sequenceSum(m[3], m[4]!, m[1]!, m[2]!)],
  [new RegExp(String.raw`^(?:the\s+)?first\s+(\d+)\s+terms\s+of\s+(?:${SEQ_NAME}\s+)?${TERMS}\s+(?:add\s+up\s+to|sum\s+to|come\s+to|total)\s+(${NUM})$`), (m) => sequenceSum(m[2], m[3]!, m[1]!, m[4]!)],
  // "The 15th term of −1, 2, 5, 8, … is −12", "The 8th term of the geometric sequence 5, 15, 45, … is 10935".
  [new RegExp(String.raw`^(?:the\s+)?${ORDINAL}\s+term\s+(?:of|in)\s+(?:${SEQ_NAME}\s+)?${TERMS}\s+${IS}\s*(${NUM})$`), (m) => nthTerm(m[2], m[3]!, m[1]!, m[4]!)],
  // "a_25 = 129 for the sequence 9, 14, 19, 24, …".
  [new RegExp(String.raw`^${SUBSCRIPT}\s*(?:=|is)\s*(${NUM})\s+(?:for|in)\s+${SEQ_NAME}\s+${TERMS}$`), (m) => nthTerm(m[3], m[4]!, m[1]!, m[2]!)],
  [new RegExp(String.raw`^(?:for|in)\s+${SEQ_NAME}\s+${TERMS},?\s+(?:${SUBSCRIPT}|the\s+${ORDINAL}\s+term)\s+${IS}\s*(${NUM})$`), (m) => nthTerm(m[1], m[2]!, (m[3] ?? m[4])!, m[5]!)],
  // "The geometric sequence 5, 15, 45, 135, ... has 10935 as its 8th term".
  [new RegExp(String.raw`^${SEQ_NAME}\s+${TERMS}\s+has\s+(${NUM})\s+as\s+its\s+${ORDINAL}\s+term$`), (m) => nthTerm(m[1], m[2]!, m[4]!, m[3]!)],
  [new RegExp(String.raw`^${SEQ_NAME}\s+${TERMS}\s+has\s+(?:an?\s+)?${ORDINAL}\s+term\s+(?:of\s+)?(${NUM})$`), (m) => nthTerm(m[1], m[2]!, m[3]!, m[4]!)],
  // "a₁ = 5, r = 3 ⇒ a₉ = 32805" (read as "if a1 = 5 and r = 3, then a9 = 32805"), "with a1 = 10 and d = 3, a17 = 58":
  // a sequence given by its first term and its ratio (r) or difference (d), the letters' standard use (issue 22, claims9).
  [new RegExp(String.raw`^(?:if|with|given|for)\s+${FIRST_TERM}\s*(?:,|and|,\s*and)\s*${STEP}\s*,\s*(?:then\s+)?a\s*_?\s*\{?(\d+)\}?\s*${IS}\s*(${NUM})$`), (m) => nthTerm(KIND_OF_STEP(m[2]!), givenTerms(KIND_OF_STEP(m[2]!), m[1]!, m[3]!) ?? '', m[4]!, m[5]!)],
  // "The first 6 terms of the geometric series with a = 7 and r = 3 add up to 2548".
  [new RegExp(String.raw`^(?:the\s+)?(?:sum\s+of\s+the\s+)?first\s+(\d+)\s+terms\s+of\s+(?:the\s+|an?\s+)?(arithmetic|geometric)\s+(?:sequence|progression|series)\s+with\s+${FIRST_TERM}\s+and\s+${STEP}\s+(?:add\s+up\s+to|sum\s+to|comes?\s+to|total|is|=|equals)\s*(${NUM})$`), (m) => (KIND_OF_STEP(m[4]!) === m[2] ? sequenceSum(m[2], givenTerms(m[2]!, m[3]!, m[5]!) ?? '', m[1]!, m[6]!) : undefined)],
  // "In the arithmetic sequence 4, 6, 8, …, term number 15 is 32".
  [new RegExp(String.raw`^(?:for|in)\s+${SEQ_NAME}\s+${TERMS},?\s+term\s+(?:number\s+|no\.?\s*|#\s*)(\d+)\s+${IS}\s*(${NUM})$`), (m) => nthTerm(m[1], m[2]!, m[3]!, m[4]!)],
  [new RegExp(String.raw`^${BIG_OPERATOR}\s*([^=]+?)\s*(?:=|equals|is)\s*([^=]+)$`), (m) => bigOperator(bigOp(m[1]!), m[2]!, m[3]!, m[4]!, m[5]!, m[6]!)],
  [new RegExp(String.raw`^(?:the\s+)?(sum|product)\s+of\s+(.+?)\s+(?:for|as)\s+([a-z])\s*(?:=|from|runs\s+from|goes\s+from)\s*(-?\d+)\s+(?:to|through)\s+(-?\d+)\s*,?\s*${IS}\s*(${NUM})$`), (m) => bigOperator(m[1] as 'sum' | 'product', m[3]!, m[4]!, m[5]!, m[2]!, m[6]!)],
  [new RegExp(String.raw`^${RIGHT_TRIANGLE}\s+has\s+(?:a\s+)?hypotenuse\s+(?:of\s+)?(${NUM})$`), (m) => hypotenuse(m[1]!, m[2]!, m[3]!)],
  [new RegExp(String.raw`^the\s+hypotenuse\s+of\s+${RIGHT_TRIANGLE}\s+${IS}\s*(${NUM})$`), (m) => hypotenuse(m[1]!, m[2]!, m[3]!)],
  // "10935 is the 8th term of 5, 15, 45, 135, …".
  [new RegExp(String.raw`^(${NUM})\s+is\s+the\s+${ORDINAL}\s+term\s+(?:of|in)\s+(?:${SEQ_NAME}\s+)?${TERMS}$`), (m) => nthTerm(m[3], m[4]!, m[2]!, m[1]!)],
];

// ---------------------------------------------------------------------------------------------
// Composed functions defined in the same sentence: "With f(x) = 4x + 3, g(x) = x² − 3: (f ∘ g)(−1) = −5",
// "If f(x) = 5x + 3 and g(x) = x² + 3, then f(g(3)) = 327".

/** The names applied, outermost first, and the argument: "f(g(3))" or "(f ∘ g)(3)". */
function application(text: string): { names: string[]; arg: string } | undefined {
  const t = text.trim();
  const circ = new RegExp(String.raw`^\(\s*([a-z](?:\s*(?:∘|\\circ|o)\s*[a-z])+)\s*\)\s*\(\s*(${NUM})\s*\)$`).exec(t);
  if (circ) return { names: circ[1]!.split(/\s*(?:∘|\\circ|o)\s*/), arg: circ[2]! };
  const names: string[] = [];
  let rest = t;
  for (let m = /^([a-z])\s*\((.*)\)$/.exec(rest); m; m = /^([a-z])\s*\((.*)\)$/.exec(rest)) {
    names.push(m[1]!);
    rest = m[2]!.trim();
  }
  return names.length >= 2 && new RegExp(`^${NUM}$`).test(rest) ? { names, arg: rest } : undefined;
}

function composition(defsText: string, appText: string, valueText: string): CheckResult | undefined {
  const app = application(appText);
  const value = num(valueText);
  if (!app || !value) return undefined;
  const defs = new Map<string, { variable: string; r: Rational; text: string }>();
  for (const piece of defsText.split(/\s*(?:,\s*and|,|;|\band)\s+/)) {
    const d = /^([a-z])\s*\(\s*([a-z])\s*\)\s*=\s*(.+)$/.exec(piece.trim());
    if (!d || defs.has(d[1]!)) return undefined;
    const r = rationalOf(d[3]!);
    if (!r || rationalVariables(r).some((v) => v !== d[2])) return undefined;
    defs.set(d[1]!, { variable: d[2]!, r, text: d[3]!.trim() });
  }
  if (!app.names.every((n) => defs.has(n))) return undefined;
  let x = num(app.arg);
  if (!x) return undefined;
  const steps: string[] = [];
  for (const name of [...app.names].reverse()) {
    const f = defs.get(name)!;
    const y = rationalEval(f.r, new Map([[f.variable, x]]));
    if (!y) return uncertain(`${name} is not defined at ${x.toString()}`, C);
    steps.push(`${name}(${x.toString()}) = ${y.toString()}`);
    x = y;
  }
  return decided(x.eq(value), `Inside out: ${steps.join(', ')}; the claim says ${value.toString()}.`, 'proof', C);
}

const APP = String.raw`(\(\s*[a-z](?:\s*(?:∘|\\circ|o)\s*[a-z])+\s*\)\s*\(\s*${NUM}\s*\)|[a-z]\s*\(\s*[a-z]\s*\(.+?\)\s*\))`;
export const COMPOSITION_RULES: Rule[] = [
  [new RegExp(String.raw`^(?=.*(?:∘|\\circ|[a-z]\s*\(\s*[a-z]\s*\())(?:with|if|let|given|for|when)\s+(.+?)(?:\s*[:;]\s*|,?\s+then\s+|,\s+)${APP}\s*(?:=|is|equals)\s*(${NUM})$`), (m) => composition(m[1]!, m[2]!, m[3]!)],
];

// Conditions on one variable read as sets of real numbers (issue 22, short claims): inequalities
// ("2x − 1 > 5", "−2 < x ≤ 5"), equations with absolute values ("|x − 3| = 9"), lists of values
// ("x = 8 or x = −2", "x = ±12") and intervals ("(3, ∞)", "x ∈ [−1, 4)"), joined by "and" / "or".
//
// Two conditions are compared exactly, without solving anything approximately: every place where
// a condition can change from true to false (a root of a side's difference, of a denominator, of
// an absolute value's argument) is a rational number found by realRoots, so membership is
// constant between consecutive such points, and testing each point and one number in each gap
// decides equality and inclusion. A condition whose change points include an irrational number
// is not read (undefined): the checker stays uncertain rather than approximate.

import { Q } from '../rational.js';
import { evaluateNode } from './evaluate.js';
import { parseFormula } from './parse.js';
import { implicitProducts, phraseToFormula, variablesOf } from './phrase.js';
import { polyCoefficients, type Poly } from './polynomial.js';
import { crossDifference, toRational } from './rational-function.js';
import { realRoots } from './roots.js';
import { wordTable } from '../../word-table.js';

type Cmp = 'eq' | 'ne' | 'lt' | 'le' | 'gt' | 'ge';

/** A condition on one variable as a set of reals. */
export interface ConditionSet {
  /** The variable, or undefined for an interval written without one ("(3, ∞)"). */
  variable: string | undefined;
  /** Every point where membership may change, ascending and distinct. */
  breakpoints: Q[];
  /** Membership of x; undefined when it cannot be computed exactly. */
  contains(x: Q): boolean | undefined;
  /** Whether the condition is more than a list of equations (an inequality, an absolute value, an interval). */
  inequality: boolean;
}

const SYMBOL = wordTable<Cmp>({ '=': 'eq', '≠': 'ne', '<': 'lt', '≤': 'le', '>': 'gt', '≥': 'ge' });
const RELATION = /≤|≥|≠|=|<|>/g;
const MAX_ABS = 3;

// Word relations, longest first; each becomes its symbol ("x is at least 7" → "x ≥ 7").
const WORD_RELATIONS: [RegExp, string][] = [
  [/\s+is\s+(?:greater|larger|bigger|more)\s+than\s+or\s+equal\s+to\s+/g, ' ≥ '],
  [/\s+is\s+(?:less|smaller)\s+than\s+or\s+equal\s+to\s+/g, ' ≤ '],
  [/\s+is\s+at\s+least\s+|\s+is\s+no\s+(?:less|smaller|lower)\s+than\s+|\s+is\s+not\s+less\s+than\s+/g, ' ≥ '],
  [/\s+is\s+at\s+most\s+|\s+is\s+no\s+(?:more|greater|larger|higher)\s+than\s+|\s+is\s+not\s+(?:more|greater)\s+than\s+/g, ' ≤ '],
  [/\s+is\s+(?:greater|larger|bigger|more|higher)\s+than\s+|\s+exceeds\s+|\s+is\s+above\s+/g, ' > '],
  [/\s+is\s+(?:less|smaller|lower)\s+than\s+|\s+is\s+below\s+/g, ' < '],
  [/\s+is\s+equal\s+to\s+|\s+equals\s+|\s+(?:is|must\s+be)\s+(?=[-\d(])/g, ' = '],
  [/\s+is\s+(?:strictly\s+)?positive$/g, ' > 0'],
  [/\s+is\s+(?:strictly\s+)?negative$/g, ' < 0'],
  [/\s+is\s+non-?negative$/g, ' ≥ 0'],
  [/\s+is\s+non-?positive$/g, ' ≤ 0'],
];

const INFINITY = String.raw`(?:\+?\s*∞|\+?\s*infinity|\+?\s*inf)`;
const END = String.raw`(-?\s*${INFINITY}|-?\s*[\d./]+)`;
const INTERVAL = new RegExp(String.raw`([\[(])\s*${END}\s*,\s*${END}\s*([\])])`, 'g');

interface Part {
  set: ConditionSet;
  /** The variable named in the part, if any. */
  variable?: string;
}

/** "The linear equation …", "the absolute value inequality …": the noun names what follows. */
export const EQUATION_NOUN = /^(?:the\s+)?(?:(?:linear|quadratic|cubic|polynomial|absolute[-\s]value|rational)\s+)?(?:equation|inequality|condition)\s+/;

/** A set written out: "12, −6" (no variable). */
function finiteSet(list: string): ConditionSet | undefined {
  const items = list.split(/\s*[,;]\s*/).map((t) => t.trim()).filter(Boolean);
  const values = items.map((t) => Q.parse(t.replace(/\s+/g, '')) ?? fraction(t.replace(/\s+/g, '')));
  if (values.some((v) => v === undefined)) return undefined;
  const vs = sortedDistinct(values as Q[]);
  return { variable: undefined, breakpoints: vs, inequality: false, contains: (x) => vs.some((v) => v.eq(x)) };
}

/** The number an interval end stands for; undefined for ±∞. */
function endValue(text: string): Q | 'inf' | '-inf' | undefined {
  const t = text.replace(/\s+/g, '');
  if (/^\+?(?:∞|infinity|inf)$/.test(t)) return 'inf';
  if (/^-(?:∞|infinity|inf)$/.test(t)) return '-inf';
  return Q.parse(t) ?? fraction(t);
}

function fraction(t: string): Q | undefined {
  const m = /^(-?\d+(?:\.\d+)?)\/(\d+(?:\.\d+)?)$/.exec(t);
  if (!m) return undefined;
  const [a, b] = [Q.parse(m[1]!), Q.parse(m[2]!)];
  return a && b && !b.isZero() ? a.div(b) : undefined;
}

function intervalSet(open: string, loText: string, hiText: string, close: string): ConditionSet | undefined {
  const lo = endValue(loText);
  const hi = endValue(hiText);
  if (lo === undefined || hi === undefined || lo === 'inf' || hi === '-inf') return undefined;
  // An infinite end is always open: "[3, ∞]" is not an interval of reals.
  if ((lo === '-inf' && open === '[') || (hi === 'inf' && close === ']')) return undefined;
  if (lo !== '-inf' && hi !== 'inf' && lo.cmp(hi) >= 0) return undefined;
  const breakpoints = [lo, hi].filter((v): v is Q => v instanceof Q);
  return {
    variable: undefined,
    breakpoints,
    inequality: true,
    contains: (x) => {
      if (lo !== '-inf') {
        const c = x.cmp(lo);
        if (c < 0 || (c === 0 && open === '(')) return false;
      }
      if (hi !== 'inf') {
        const c = x.cmp(hi);
        if (c > 0 || (c === 0 && close === ')')) return false;
      }
      return true;
    },
  };
}

/** The arguments of the abs(...) calls in a formula, with their extents. */
function absCalls(formula: string): { start: number; end: number; arg: string }[] | undefined {
  const out: { start: number; end: number; arg: string }[] = [];
  let from = 0;
  for (;;) {
    const at = formula.indexOf('abs(', from);
    if (at < 0) return out;
    let depth = 0;
    let end = -1;
    for (let i = at + 3; i < formula.length; i++) {
      if (formula[i] === '(') depth++;
      else if (formula[i] === ')' && --depth === 0) {
        end = i + 1;
        break;
      }
    }
    if (end < 0) return undefined;
    const arg = formula.slice(at + 4, end - 1);
    if (arg.includes('abs(')) return undefined; // nested absolute values are not read
    out.push({ start: at, end, arg });
    from = end;
  }
}

/** Real roots of a polynomial in `variable` (all of them rational), or undefined. */
function rootsOf(p: Poly, variable: string): Q[] | undefined {
  const coeffs = polyCoefficients(p, variable);
  if (!coeffs) return undefined;
  if (coeffs.every((c) => c.isZero())) return [];
  const r = realRoots(coeffs);
  return r && r.complete ? r.roots : undefined;
}

/** The formula of one side of a relation, with |A| read as abs(A); undefined when it is not mathematics. */
function sideFormula(side: string): string | undefined {
  const withAbs = side.replace(/\|([^|]+)\|/g, ' abs($1) ');
  if (withAbs.includes('|')) return undefined;
  const f = phraseToFormula(implicitProducts(withAbs.trim()), { allowVariables: true });
  return f === undefined || !parseFormula(f) ? undefined : f;
}

/** One relation "L rel R": its change points and its membership test. */
function relationSet(left: string, rel: Cmp, right: string, variable: string): ConditionSet | undefined {
  const [leftCalls, rightCalls] = [absCalls(left), absCalls(right)];
  if (!leftCalls || !rightCalls) return undefined;
  const calls = [...leftCalls, ...rightCalls];
  if (calls.length > MAX_ABS) return undefined;
  const points: Q[] = [];
  const denominatorRoots: Q[] = [];
  const addRoots = (p: Poly, into: Q[]): boolean => {
    const r = rootsOf(p, variable);
    if (!r) return false;
    into.push(...r);
    return true;
  };
  // Each absolute value's argument changes sign at its roots; between them |A| is A or -A.
  for (const c of calls) {
    const node = parseFormula(c.arg);
    const r = node ? toRational(node) : undefined;
    if (!r || !addRoots(r.num, points) || !addRoots(r.den, denominatorRoots)) return undefined;
  }
  const substitute = (f: string, signs: number[], offset: number) => {
    const own = absCalls(f)!;
    let out = '';
    let at = 0;
    own.forEach((c, k) => {
      out += f.slice(at, c.start) + (signs[offset + k]! > 0 ? `(${c.arg})` : `(-(${c.arg}))`);
      at = c.end;
    });
    return out + f.slice(at);
  };
  const nl = leftCalls.length;
  for (let mask = 0; mask < 1 << calls.length; mask++) {
    const signs = calls.map((_, k) => ((mask >> k) & 1 ? -1 : 1));
    const [ln, rn] = [parseFormula(substitute(left, signs, 0)), parseFormula(substitute(right, signs, nl))];
    const [l, r] = [ln ? toRational(ln) : undefined, rn ? toRational(rn) : undefined];
    if (!l || !r) return undefined;
    const diff = crossDifference(l, r);
    if (!diff || !addRoots(diff, points) || !addRoots(l.den, denominatorRoots) || !addRoots(r.den, denominatorRoots)) return undefined;
  }
  const [ln, rn] = [parseFormula(left)!, parseFormula(right)!];
  return {
    variable,
    breakpoints: sortedDistinct([...points, ...denominatorRoots]),
    inequality: rel !== 'eq' || calls.length > 0,
    contains: (x) => {
      const scope = new Map([[variable, x]]);
      const [a, b] = [evaluateNode(ln, scope), evaluateNode(rn, scope)];
      if (!a || !b) return denominatorRoots.some((d) => d.eq(x)) ? false : undefined;
      if (!('exact' in a) || !('exact' in b)) return undefined;
      const c = a.exact.cmp(b.exact);
      return rel === 'eq' ? c === 0 : rel === 'ne' ? c !== 0 : rel === 'lt' ? c < 0 : rel === 'le' ? c <= 0 : rel === 'gt' ? c > 0 : c >= 0;
    },
  };
}

function sortedDistinct(xs: Q[]): Q[] {
  const out: Q[] = [];
  for (const x of [...xs].sort((a, b) => a.cmp(b))) if (!out.length || !out[out.length - 1]!.eq(x)) out.push(x);
  return out;
}

function combine(parts: ConditionSet[], op: 'and' | 'or'): ConditionSet {
  return {
    variable: parts.find((p) => p.variable)?.variable,
    breakpoints: sortedDistinct(parts.flatMap((p) => p.breakpoints)),
    inequality: parts.some((p) => p.inequality),
    contains: (x) => {
      let unknown = false;
      for (const p of parts) {
        const c = p.contains(x);
        if (c === undefined) unknown = true;
        else if (op === 'and' && !c) return false;
        else if (op === 'or' && c) return true;
      }
      return unknown ? undefined : op === 'and';
    },
  };
}

/** A chain "a < 2x + 1 ≤ b" as the conjunction of its relations. */
function chainSet(text: string, variable: string | undefined, placeholders: ConditionSet[]): Part | undefined {
  const ph = /^\s*§(\d+)§\s*$/.exec(text);
  if (ph) return { set: placeholders[Number(ph[1])]! };
  const rels = text.match(RELATION);
  if (!rels) return undefined;
  const sides = text.split(RELATION).map((s) => s.trim());
  if (sides.some((s) => !s)) return undefined;
  const formulas = sides.map(sideFormula);
  if (formulas.some((f) => f === undefined)) return undefined;
  const vars = [...new Set(formulas.flatMap((f) => variablesOf(f!)))];
  if (vars.length !== 1 || (variable && vars[0] !== variable)) return undefined;
  const v = vars[0]!;
  const sets: ConditionSet[] = [];
  for (let i = 0; i < rels.length; i++) {
    const s = relationSet(formulas[i]!, SYMBOL[rels[i]!]!, formulas[i + 1]!, v);
    if (!s) return undefined;
    sets.push(s);
  }
  return { set: sets.length === 1 ? sets[0]! : combine(sets, 'and'), variable: v };
}

/**
 * Reads a condition on one variable ("2x − 1 > 5", "x < −1 or x > 3", "|x − 3| = 9", "x = ±12",
 * "x ∈ [2, ∞)"); lower-case input. Undefined when any part is not read exactly.
 */
export function readCondition(raw: string, opts: { intervals?: boolean } = {}): ConditionSet | undefined {
  let text = ` ${raw.trim().replace(EQUATION_NOUN, '')} `.replace(/\s+/g, ' ');
  // "{12, −6}", "∅": a set written out.
  const listed = /^\s*\{([^{}]*)\}\s*$/.exec(text);
  if (listed) return finiteSet(listed[1]!);
  if (/^\s*(?:∅|the\s+empty\s+set)\s*$/.test(text)) return finiteSet('');
  for (const [re, sym] of WORD_RELATIONS) text = text.replace(re, sym);
  text = text.replace(/>=/g, '≥').replace(/<=/g, '≤').replace(/!=/g, '≠').replace(/=>|=</g, '\u0000');
  if (text.includes('\u0000')) return undefined;
  // "x = ±12": both signs.
  text = text.replace(/([a-z])\s*=\s*±\s*([\d./]+)/g, '$1 = $2 or $1 = -$2');
  if (text.includes('±')) return undefined;
  // Intervals become placeholders, so their commas and brackets split nothing.
  const placeholders: ConditionSet[] = [];
  const allowIntervals = opts.intervals || /∞|infinity|∈|\[|\]/.test(text);
  if (allowIntervals) {
    let bad = false;
    text = text.replace(INTERVAL, (_m, open: string, lo: string, hi: string, close: string) => {
      const s = intervalSet(open, lo, hi, close);
      if (!s) bad = true;
      else placeholders.push(s);
      return ` §${placeholders.length - 1}§ `;
    });
    if (bad) return undefined;
    text = text.replace(/\s*(?:∪|\bu\b|\bunion\b)\s*/g, ' or ');
    // "x ∈ (3, 5]", "x is in [3, ∞)".
    text = text.replace(/\b([a-z])\s*(?:∈|\bis\s+in\b|\blies\s+in\b)\s*(?=§)/g, '');
  }
  // "all x with x > 3", "every real x such that …": the set is the condition's.
  text = text.trim().replace(/^(?:all|every|any)\s+(?:real\s+)?(?:numbers?\s+|values?\s+(?:of\s+)?)?(?:([a-z])\s+(?:with|such\s+that|satisfying|where|for\s+which)\s+)?(?=[a-z(|-])/, '');
  const disjuncts = text.trim().replace(/^either\s+/, '').split(/\s*,?\s+or\s+/);
  const orParts: ConditionSet[] = [];
  let variable: string | undefined;
  let lastEquality: string | undefined;
  for (const d of disjuncts) {
    const andParts: ConditionSet[] = [];
    const conjuncts = d.split(/\s*,?\s+and\s+/);
    // "x = −7 and x = −11" lists values (no number is both): "and" joins the list, as "or" would.
    const list = conjuncts.length > 1 && conjuncts.every((c) => /^\s*(?:[a-z]\s*=\s*)?-?[\d./]+\s*$/.test(c));
    for (let c of conjuncts) {
      // "x = 2 or -2": a bare value after "or" takes the variable of the equation before it.
      if (lastEquality && /^-?[\d./]+$/.test(c.trim())) c = `${lastEquality} = ${c}`;
      const part = chainSet(c, variable, placeholders);
      if (!part) return undefined;
      variable ??= part.variable;
      const eq = /^\s*([a-z])\s*=\s*-?[\d./]+\s*$/.exec(c);
      lastEquality = eq ? eq[1] : undefined;
      andParts.push(part.set);
    }
    orParts.push(andParts.length === 1 ? andParts[0]! : combine(andParts, list ? 'or' : 'and'));
  }
  const set = orParts.length === 1 ? orParts[0]! : combine(orParts, 'or');
  return { ...set, variable: variable ?? set.variable };
}

export interface SetComparison {
  /** A number in the first set and not in the second, if any. */
  onlyFirst?: Q;
  /** A number in the second set and not in the first, if any. */
  onlySecond?: Q;
  /** Whether the first set is empty. */
  firstEmpty: boolean;
  secondEmpty: boolean;
}

/** The numbers that decide every question about the two sets: each change point and one number in each gap. */
function testPoints(breakpoints: Q[]): Q[] {
  if (breakpoints.length === 0) return [Q.ZERO];
  const out: Q[] = [breakpoints[0]!.sub(Q.ONE)];
  breakpoints.forEach((b, i) => {
    out.push(b);
    const next = breakpoints[i + 1];
    out.push(next ? b.add(next).div(Q.of(2)) : b.add(Q.ONE));
  });
  return out;
}

/** Compares two conditions on the same variable exactly; undefined when a membership is unknown or the variables differ. */
export function compareConditions(a: ConditionSet, b: ConditionSet): SetComparison | undefined {
  if (a.variable && b.variable && a.variable !== b.variable) return undefined;
  const out: SetComparison = { firstEmpty: true, secondEmpty: true };
  for (const x of testPoints(sortedDistinct([...a.breakpoints, ...b.breakpoints]))) {
    const [ia, ib] = [a.contains(x), b.contains(x)];
    if (ia === undefined || ib === undefined) return undefined;
    if (ia) out.firstEmpty = false;
    if (ib) out.secondEmpty = false;
    if (ia && !ib) out.onlyFirst ??= x;
    if (ib && !ia) out.onlySecond ??= x;
  }
  return out;
}

/** The set written as intervals and points: "x < -3", "x ∈ {-7, -11}", "x ≤ -1 or x ≥ 3", "no real x". */
export function describeSet(s: ConditionSet): string {
  const v = s.variable ?? 'x';
  const bps = s.breakpoints;
  const pts = testPoints(bps);
  const member = pts.map((p) => s.contains(p));
  if (member.some((m) => m === undefined)) return 'a set not computed';
  if (member.every((m) => !m)) return `no real ${v}`;
  if (member.every((m) => m)) return `every real ${v}`;
  if (bps.length === 0) return `every real ${v}`;
  // pts = [gap0, b0, gap1, b1, gap2, ..., b(k-1), gapk]: even indexes are gaps, odd ones points.
  const pieces: string[] = [];
  let i = 0;
  while (i < pts.length) {
    if (!member[i]) {
      i++;
      continue;
    }
    let j = i;
    while (j + 1 < pts.length && member[j + 1]) j++;
    const lo = i === 0 ? undefined : i % 2 === 1 ? { at: bps[(i - 1) / 2]!, closed: true } : { at: bps[i / 2 - 1]!, closed: false };
    const hiIdx = j;
    const hi = hiIdx === pts.length - 1 ? undefined : hiIdx % 2 === 1 ? { at: bps[(hiIdx - 1) / 2]!, closed: true } : { at: bps[hiIdx / 2]!, closed: false };
    if (lo && hi && lo.at.eq(hi.at)) pieces.push(`${v} = ${lo.at.toString()}`);
    else if (!lo && hi) pieces.push(`${v} ${hi.closed ? '≤' : '<'} ${hi.at.toString()}`);
    else if (lo && !hi) pieces.push(`${v} ${lo.closed ? '≥' : '>'} ${lo.at.toString()}`);
    else if (lo && hi) pieces.push(`${lo.at.toString()} ${lo.closed ? '≤' : '<'} ${v} ${hi.closed ? '≤' : '<'} ${hi.at.toString()}`);
    i = j + 1;
  }
  return pieces.join(' or ');
}

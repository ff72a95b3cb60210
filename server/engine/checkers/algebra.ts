// Algebra claims: identities ("(x + 3)(x - 3) = x^2 - 9", "Expanding -3(x + 5) gives x - 15"),
// solutions and roots ("The solution of 8x + 9 = 105 is x = 12", "The roots of x^2 - 6x - 16 = 0
// are -2 and 8"), function values ("If g(x) = 3x^2 - 3x - 5, then g(3) = 13"), and slope and
// intercepts of lines. Everything is computed exactly with rational polynomials, so a decided
// verdict is a proof: an identity holds when the cross-multiplied difference is the zero
// polynomial, and fails at an explicit witness point otherwise.

import { algebraForms } from './algebra-forms.js';
import { evaluateNode } from './expression/evaluate.js';
import { parseFormula } from './expression/parse.js';
import { implicitProducts, phraseToFormula, variablesOf } from './expression/phrase.js';
import { polyCoefficients, polyDegree, polyEval, polyIsZero, polyToString, polyVariables, type Poly } from './expression/polynomial.js';
import { compareConditions, describeSet, EQUATION_NOUN, readCondition } from './expression/conditions.js';
import { readLinearEquation, solveLinearSystem, type LinearEquation } from './expression/linear-system.js';
import { crossDifference, rationalEval, rationalVariables, toRational, type Rational } from './expression/rational-function.js';
import { hornerEval, polyRemainder, realRoots } from './expression/roots.js';
import { isqrt, Q } from './rational.js';
import { COMPOSITION_RULES, COORDINATE_RULES, SEQUENCE_RULES } from './lines.js';
import { checkInFrame, type Rule } from './text.js';
import { decided, uncertain, type CheckResult } from './types.js';

const C = 'algebra' as const;
// A number, a space, then a word of two or more letters: "50 km", "3 ft" (algebra writes "2ab").
// A rate written with a slash after a space is a unit too ("10 m/s", "36 km/h"), never "m ÷ s".
const QUANTITY_WITH_UNIT = /(?:^|[\s=(])\d+(?:\.\d+)?\s+(?:[a-z]{2,}(?:\^\d)?(?=\s|$)|[a-z]+\/[a-z]+\b)/;

function rationalOf(phrase: string): Rational | undefined {
  const f = phraseToFormula(phrase, { allowVariables: true });
  const node = f === undefined ? undefined : parseFormula(f);
  return node ? toRational(node) : undefined;
}

function constantOf(phrase: string): Q | undefined {
  const r = rationalOf(phrase.replace(/^[a-z]\s*=\s*/i, ''));
  if (!r || rationalVariables(r).length) return undefined;
  const n = r.num.get('') ?? Q.ZERO;
  const d = r.den.get('') ?? Q.ONE;
  return d.isZero() ? undefined : n.div(d);
}

/** A point where both denominators are non-zero and the two sides differ, as a witness. */
function findWitness(a: Rational, b: Rational, vars: string[]): { point: Map<string, Q>; va: Q; vb: Q } | undefined {
  const candidates = [2, 3, -1, 5, -2, 7, 1, -3, 11, 0, 13, -5, 17].map((k) => Q.of(k));
  for (let i = 0; i < 40; i++) {
    const point = new Map<string, Q>();
    vars.forEach((v, j) => point.set(v, candidates[(i + j * 3) % candidates.length]!.add(Q.of(Math.floor(i / candidates.length) * 19))));
    const va = rationalEval(a, point);
    const vb = rationalEval(b, point);
    if (va && vb && !va.eq(vb)) return { point, va, vb };
  }
  return undefined;
}

function showPoint(p: Map<string, Q>): string {
  return [...p.entries()].map(([v, q]) => `${v} = ${q.toString()}`).join(', ');
}

/** "A = B for every x": exact comparison of rational functions. */
function checkIdentity(leftText: string, rightText: string, description: string): CheckResult {
  const [left, right] = [implicitProducts(leftText), implicitProducts(rightText)];
  if (QUANTITY_WITH_UNIT.test(left) || QUANTITY_WITH_UNIT.test(right)) return uncertain('no algebra claim recognised (a quantity with a unit)', C);
  const a = rationalOf(left);
  const b = rationalOf(right);
  if (!a || !b) return uncertain('not a polynomial or rational expression', C);
  const diff = crossDifference(a, b);
  if (!diff) return uncertain('expression too large to expand', C);
  const vars = [...new Set([...rationalVariables(a), ...rationalVariables(b)])];
  if (polyIsZero(diff)) {
    return decided(true, `${description}: both sides reduce to the same expression (difference expands to 0), so the identity holds for every ${vars.join(', ') || 'value'}.`, 'proof', C);
  }
  const w = findWitness(a, b, vars);
  if (!w) return uncertain('the sides differ symbolically but no witness point was found', C);
  return decided(false, `${description}: the difference expands to ${polyToString(diff)}${a.den.size === 1 && b.den.size === 1 ? '' : ' (after cross-multiplying)'}, not 0; at ${showPoint(w.point)} the left side is ${w.va.toString()} and the right side is ${w.vb.toString()}.`, 'proof', C);
}

/** Polynomial whose roots are the solutions of "L = R" (or of "P" meaning P = 0), with its denominators. */
function equationPolynomial(eq: string): { poly: Poly; dens: Poly[]; variable: string } | undefined {
  const parts = eq.trim().replace(EQUATION_NOUN, '').split('=');
  if (parts.length > 2) return undefined;
  const l = rationalOf(parts[0]!);
  const r = parts.length === 2 ? rationalOf(parts[1]!) : { num: new Map(), den: new Map([['', Q.ONE]]) } as Rational;
  if (!l || !r) return undefined;
  const poly = crossDifference(l, r);
  if (!poly) return undefined;
  const vars = [...new Set([...polyVariables(poly), ...rationalVariables(l), ...rationalVariables(r)])];
  if (vars.length !== 1) return undefined;
  return { poly, dens: [l.den, r.den], variable: vars[0]! };
}

function isRoot(eq: { poly: Poly; dens: Poly[]; variable: string }, v: Q): boolean {
  const point = new Map([[eq.variable, v]]);
  if (eq.dens.some((d) => polyEval(d, point)?.isZero() !== false)) return false;
  return polyEval(eq.poly, point)?.isZero() === true;
}

/** Exact real solution set when it can be computed (degree <= 2 after removing claimed roots). */
function solutionSet(eq: { poly: Poly; dens: Poly[]; variable: string }, known: Q[]): { rational: Q[]; irrational: number } | 'all' | undefined {
  let coeffs = polyCoefficients(eq.poly, eq.variable);
  if (!coeffs) return undefined;
  if (polyIsZero(eq.poly)) return 'all';
  const found: Q[] = [];
  // Divide out known rational roots (synthetic division) to reach a low-degree remainder.
  for (const k of known) {
    while (coeffs.length > 1) {
      const deg = coeffs.length - 1;
      const q: Q[] = new Array(deg).fill(Q.ZERO);
      let carry = Q.ZERO;
      for (let i = deg; i >= 1; i--) {
        carry = coeffs[i]!.add(carry.mul(k));
        q[i - 1] = carry;
      }
      const rem = coeffs[0]!.add(carry.mul(k));
      if (!rem.isZero()) break;
      coeffs = q;
      if (!found.some((f) => f.eq(k))) found.push(k);
    }
  }
  while (coeffs.length > 1 && coeffs[coeffs.length - 1]!.isZero()) coeffs.pop();
  const deg = coeffs.length - 1;
  let irrational = 0;
  if (deg === 1) {
    const root = coeffs[0]!.neg().div(coeffs[1]!);
    if (!found.some((f) => f.eq(root))) found.push(root);
  } else if (deg === 2) {
    const [c, b, a] = coeffs as [Q, Q, Q];
    const disc = b.mul(b).sub(Q.of(4).mul(a).mul(c));
    if (disc.n >= 0n) {
      const rn = isqrt(disc.n);
      const rd = isqrt(disc.d);
      if (rn * rn === disc.n && rd * rd === disc.d) {
        const s = Q.of(rn, rd);
        for (const root of [b.neg().add(s).div(a.mul(Q.of(2))), b.neg().sub(s).div(a.mul(Q.of(2)))]) {
          if (!found.some((f) => f.eq(root))) found.push(root);
        }
      } else irrational = 2;
    }
  } else if (deg > 2) return undefined;
  const point = (v: Q) => new Map([[eq.variable, v]]);
  const valid = found.filter((v) => eq.dens.every((d) => polyEval(d, point(v))?.isZero() === false));
  return { rational: valid, irrational };
}

function parseValueList(text: string, variable: string | undefined): Q[] | undefined {
  const items = text
    .replace(/^\{(.*)\}$/, '$1')
    .replace(/^(?:respectively\s+)?/i, '')
    .replace(/\s+(?:only|respectively)$/i, '')
    // "x = ±12" lists both signs.
    .replace(/(^|[\s,=])±\s*([\d./]+)/g, '$1$2 or -$2')
    .split(/\s*,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+/i)
    .map((s) => s.trim())
    .filter(Boolean);
  const out: Q[] = [];
  for (const item of items) {
    const m = /^(?:([a-z])\s*=\s*)?(.+)$/i.exec(item);
    if (!m) return undefined;
    if (m[1] && variable && m[1].toLowerCase() !== variable) return undefined;
    const v = constantOf(m[2]!);
    if (!v) return undefined;
    out.push(v);
  }
  return out.length ? out : undefined;
}

function showSet(vals: Q[]): string {
  return vals.length ? `{${vals.map((v) => v.toString()).join(', ')}}` : '{}';
}

/** "√2", "3√2", "3 * √2", "√(3/4)", "√2 / 2", "5": a number whose square is rational, as that square; undefined for anything else. */
function squareOfSurd(text: string): Q | undefined {
  const t = text.trim().replace(/^\((.*)\)$/, '$1').trim();
  const m = /^(?:([\d./]+)\s*\*?\s*)?sqrt\s*\(\s*([\d./]+)\s*\)(?:\s*\/\s*([\d.]+))?$/.exec(t);
  if (!m) {
    const v = /sqrt/.test(t) ? undefined : constantOf(t);
    return v?.mul(v);
  }
  const [k, r, d] = [m[1] ? constantOf(m[1]) : Q.ONE, constantOf(m[2]!), m[3] ? constantOf(m[3]) : Q.ONE];
  if (!k || !r || !d || d.isZero() || r.n < 0n) return undefined;
  return k.mul(k).mul(r).div(d.mul(d));
}

/**
 * "x = 1 ± √2", "x = (3 ± √5)/2": the pair p ± √s, as p and s. Two such pairs are the same set
 * exactly when their centres p and their squared half-gaps s agree, since p is half the sum of
 * the pair and s a quarter of its squared difference (issue 22, claims 8: the quadratic formula).
 */
function plusMinusPair(text: string, variable: string): { p: Q; s: Q } | undefined {
  const t = text.trim().replace(new RegExp(`^${variable}\\s*=\\s*`), '');
  const over = /^\(\s*([^()±]*?)\s*±\s*(.+?)\s*\)\s*\/\s*([\d./]+)$/.exec(t);
  const plain = over ? undefined : /^([^±]*?)\s*±\s*(.+)$/.exec(t);
  const m = over ?? plain;
  if (!m) return undefined;
  const [p, s, d] = [m[1]!.trim() ? constantOf(m[1]!) : Q.ZERO, squareOfSurd(m[2]!), over ? constantOf(over[3]!) : Q.ONE];
  if (!p || !s || !d || d.isZero()) return undefined;
  return { p: p.div(d), s: s.div(d.mul(d)) };
}

/** "The solutions of x² − 2x − 1 = 0 are x = 1 ± √2": the real roots of a quadratic, compared as the pair p ± √s. */
function plusMinusSolutions(eqText: string, listText: string): CheckResult | undefined {
  const eq = equationCoefficients(eqText);
  const pair = eq ? plusMinusPair(listText, eq.variable) : undefined;
  if (!eq || !pair) return undefined;
  const c = trimmed(eq.coeffs);
  if (c.length !== 3) return uncertain('only quadratics are read with ±', C);
  const [c0, b, a] = c as [Q, Q, Q];
  const disc = b.mul(b).sub(Q.of(4).mul(a).mul(c0));
  const [p, s] = [b.neg().div(Q.of(2).mul(a)), disc.div(Q.of(4).mul(a).mul(a))];
  if (disc.n < 0n) return decided(false, `${eqText.trim()} has no real solutions (discriminant ${disc.toString()}); the claim gives real values.`, 'proof', C);
  const holds = p.eq(pair.p) && s.eq(pair.s);
  return decided(holds, `By the quadratic formula the solutions of ${eqText.trim()} are ${p.toString()} ± √(${s.toString()}); the claim gives ${pair.p.toString()} ± √(${pair.s.toString()}).`, 'proof', C);
}

/** "The solutions of EQ are LIST": the claimed set must equal the real solution set. */
function checkSolutionSet(eqText: string, listText: string, mode: 'set' | 'member' | 'implies'): CheckResult {
  if (mode === 'set' && /±/.test(listText) && !/^(?:[a-z]\s*=\s*)?±\s*[\d./]+$/.test(listText.trim())) return plusMinusSolutions(eqText, listText) ?? uncertain('could not read the values given with ±', C);
  const eq = equationPolynomial(eqText);
  if (!eq) return conditionSolutionSet(eqText, listText, mode) ?? uncertain('not a polynomial equation in one variable', C);
  const claimed = parseValueList(listText, eq.variable);
  if (!claimed) return uncertain('could not read the claimed values', C);
  const bad = claimed.find((v) => !isRoot(eq, v));
  if (mode === 'member') {
    const v = claimed[0]!;
    return decided(!bad, `Substituting ${eq.variable} = ${v.toString()} into ${eqText}: ${bad ? 'the two sides differ' : 'both sides are equal'}.`, 'proof', C);
  }
  const set = solutionSet(eq, claimed);
  if (set === 'all') {
    return mode === 'implies'
      ? decided(false, `${eqText} holds for every ${eq.variable}, so it does not force ${eq.variable} = ${claimed[0]!.toString()}.`, 'proof', C)
      : uncertain('the equation holds for every value', C);
  }
  if (bad && mode === 'set') {
    return decided(false, `${eq.variable} = ${bad.toString()} is not a solution of ${eqText} (substitution leaves a non-zero difference).`, 'proof', C);
  }
  if (!set) return uncertain('the equation has degree above 2 after removing the claimed roots', C);
  const actual = set.rational;
  if (mode === 'implies') {
    if (actual.length === 0 && set.irrational === 0) return uncertain('the equation has no real solution, so the implication is vacuous', C);
    const v = claimed[0]!;
    const holds = claimed.length === 1 && set.irrational === 0 && actual.length === 1 && actual[0]!.eq(v);
    return decided(holds, `Solving ${eqText} gives ${eq.variable} ∈ ${showSet(actual)}${set.irrational ? ' plus irrational roots' : ''}, so ${eq.variable} = ${v.toString()} ${holds ? 'follows' : 'does not follow'}.`, 'proof', C);
  }
  const uniqueClaimed = claimed.filter((v, i) => claimed.findIndex((w) => w.eq(v)) === i);
  const same = set.irrational === 0 && uniqueClaimed.length === actual.length && uniqueClaimed.every((v) => actual.some((a) => a.eq(v)));
  return decided(same, `The real solutions of ${eqText} are ${showSet(actual)}${set.irrational ? ` plus ${set.irrational} irrational roots` : ''}; the claim lists ${showSet(uniqueClaimed)}.`, 'proof', C);
}

/** "If f(x) = EXPR, then f(3) = 13". */
function checkFunctionValue(fname: string, v: string, expr: string, argText: string, valueText: string, rel: string): CheckResult {
  const f = rationalOf(expr);
  const arg = constantOf(argText);
  const value = constantOf(valueText);
  if (!f || !arg || !value) return uncertain('could not read the function or its values', C);
  const vars = rationalVariables(f);
  if (vars.some((x) => x !== v)) return uncertain('the function has other variables', C);
  const got = rationalEval(f, new Map([[v, arg]]));
  if (!got) return uncertain(`${fname}(${arg.toString()}) is undefined`, C);
  const holds = rel === 'ne' ? !got.eq(value) : got.eq(value);
  return decided(holds, `${fname}(${arg.toString()}) = ${got.toString()} (computed by substituting ${v} = ${arg.toString()}), claimed ${value.toString()}.`, 'proof', C);
}

/** Slope and intercepts of "y = EXPR" (linear in x). */
function checkLine(kind: string, expr: string, valueText: string): CheckResult {
  const r = rationalOf(expr);
  const value = constantOf(valueText);
  if (!r || !value || r.den.size !== 1 || !r.den.get('')) return uncertain('not a line y = mx + b', C);
  const vars = polyVariables(r.num);
  if (vars.some((x) => x !== 'x') || polyDegree(r.num) > 1) return uncertain('not a line y = mx + b', C);
  const d = r.den.get('')!;
  const m = (r.num.get('x') ?? Q.ZERO).div(d);
  const b = (r.num.get('') ?? Q.ZERO).div(d);
  let actual: Q | undefined;
  if (/slope|gradient/i.test(kind)) actual = m;
  else if (/y-?\s?intercept/i.test(kind)) actual = b;
  else if (/x-?\s?intercept/i.test(kind)) actual = m.isZero() ? undefined : b.neg().div(m);
  if (!actual) return uncertain('the line has no such intercept', C);
  return decided(actual.eq(value), `For y = ${expr}: slope ${m.toString()}, y-intercept ${b.toString()}; the ${kind} is ${actual.toString()}, claimed ${value.toString()}.`, 'proof', C);
}

const EQUATION = String.raw`([^=]+=[^=]+?)`;
// The solution-claim patterns, compiled once per thread rather than once per sentence.
const SOLUTIONS_OF = new RegExp(String.raw`^(?:the\s+)?(?:only\s+|real\s+)?(?:solutions?|roots?|zeros?)\s+(?:of|to)\s+(?:the\s+equation\s+)?${EQUATION}\s*(?:is|are|:)\s+(.+)$`);
const SOLVING_GIVES = new RegExp(String.raw`^(?:solving\s+)?${EQUATION}\s+(?:gives|has\s+(?:the\s+)?(?:solutions?|roots?))\s+(.+)$`);
const VALUE_SOLVES = new RegExp(String.raw`^(?:[a-z]\s*=\s*)?(-?[\d./]+)\s+(?:solves|satisfies|is\s+(?:a|the|one|an)\s+(?:only\s+|unique\s+)?(?:solution|root)\s+(?:of|to))\s+(?:the\s+equation\s+)?${EQUATION}$`);
const THE_VALUE_OF = new RegExp(String.raw`^(?:the\s+)?(?:only\s+)?(?:value|number)\s+of\s+([a-z])\s+(?:(?:that|which)\s+(?:satisfies|solves)|for\s+which|such\s+that|where|with)\s+(?:the\s+equation\s+)?${EQUATION}\s+(?:is|equals|=)\s+(-?[\d./]+)$`);
// "… has two solutions, x = 12 and x = −6": a count said with the list must agree with it.
const EQUATION_HAS = new RegExp(String.raw`^${EQUATION}\s+(?:has|with)\s+(?:the\s+|only\s+|real\s+|distinct\s+|exactly\s+|single\s+|unique\s+|sole\s+)*(?:(\d+)\s+(?:real\s+|distinct\s+)*)?(?:solutions?|roots?|zeros?)\s*[:,]?\s+(.+)$`);
// "… is solved by x = 6 and x = −12": each value solves it; with "only" they are all its solutions.
const VALUE_LIST = String.raw`(?:[a-z]\s*=\s*)?-?[\d./]+(?:\s*(?:,|and|or|,\s*and)\s*(?:[a-z]\s*=\s*)?-?[\d./]+)*`;
const SOLVED_BY = new RegExp(String.raw`^(?:the\s+equation\s+)?${EQUATION}\s+is\s+(?:solved|satisfied)\s+(only\s+|exactly\s+|precisely\s+)?by\s+(?:both\s+)?(${VALUE_LIST})(\s+only|\s+alone|\s+and\s+no\s+other\s+values?)?$`);
const IMPLIES_VALUE = new RegExp(String.raw`^(?:(?:if|when|given(?:\s+that)?)\s+${EQUATION},?\s+(?:then\s+)?|from\s+${EQUATION},?\s+(?:we\s+(?:get|have|find|obtain|see\s+that)|it\s+follows\s+that)\s+|${EQUATION}(?:,?\s+(?:so|then|therefore|hence|which\s+means)|\s+(?:implies|means|gives|yields|leads\s+to)(?:\s+that)?|\s*(?:⟹|⇒|=>|→|⟶))\s+)([a-z])\s*(?:=|equals|is\s+equal\s+to|is|must\s+be)\s*(-?[\d./]+)$`);

// ---------------------------------------------------------------------------------------------
// What the words for properties of polynomials and functions mean (issue 22, short claims phrased
// unlike the dev set): sums and products of roots, "vanishes at", "is a zero of", identities said
// in words, evaluation at a point, discriminants, extrema of quadratics, logarithms and sums of
// arithmetic progressions. Each is computed exactly; a reading that depends on a convention (a
// repeated root counted once or twice) decides only when both readings agree.

/** A one-variable polynomial phrase ("x^2 - 6x + 8", "f(x) = x^2 - 14x + 48", "y = -x^2 + 8x + 5") as coefficients. */
function polynomialOf(text: string): { coeffs: Q[]; variable: string } | undefined {
  const body = text.trim().replace(/^(?:the\s+)?(?:polynomial|quadratic|function|expression|curve|parabola|graph\s+of)\s+/, '').replace(/^(?:[a-z]\s*\(\s*[a-z]\s*\)|y)\s*=\s*/, '');
  if (body.includes('=')) return undefined;
  const r = rationalOf(body);
  if (!r || r.den.size !== 1 || !r.den.get('')) return undefined;
  const vars = polyVariables(r.num);
  if (vars.length !== 1) return undefined;
  const d = r.den.get('')!;
  const coeffs = polyCoefficients(r.num, vars[0]!)?.map((c) => c.div(d));
  return coeffs ? { coeffs, variable: vars[0]! } : undefined;
}

/** An equation "P = Q" in one variable, or a polynomial meaning P = 0, as coefficients. */
function equationCoefficients(text: string): { coeffs: Q[]; variable: string } | undefined {
  const t = text.trim().replace(/^(?:the\s+)?(?:equation|polynomial|quadratic)\s+/, '');
  if (!t.includes('=') || /^(?:[a-z]\s*\(\s*[a-z]\s*\)|y)\s*=/.test(t)) return polynomialOf(t);
  const eq = equationPolynomial(t);
  if (!eq) return undefined;
  const coeffs = polyCoefficients(eq.poly, eq.variable);
  return coeffs && eq.dens.every((d) => polyVariables(d).length === 0) ? { coeffs, variable: eq.variable } : undefined;
}

function trimmed(coeffs: Q[]): Q[] {
  const c = [...coeffs];
  while (c.length > 1 && c[c.length - 1]!.isZero()) c.pop();
  return c;
}

/** "The sum (product) of the roots of EQ is V": Vieta on a quadratic with real roots. */
function rootsCombination(eqText: string, kind: 'sum' | 'product', valueText: string): CheckResult | undefined {
  const eq = equationCoefficients(eqText);
  const value = constantOf(valueText);
  if (!eq || !value) return undefined;
  const c = trimmed(eq.coeffs);
  if (c.length !== 3) return uncertain('only quadratics are read here', C);
  const [c0, b, a] = c as [Q, Q, Q];
  const disc = b.mul(b).sub(Q.of(4).mul(a).mul(c0));
  if (disc.n < 0n) return uncertain('the quadratic has no real roots', C);
  const sum = b.neg().div(a);
  const product = c0.div(a);
  const readings = [kind === 'sum' ? sum : product];
  // A repeated root r may be counted once (r) or twice (2r, r²).
  if (disc.isZero()) readings.push(kind === 'sum' ? sum.div(Q.of(2)) : b.neg().div(Q.of(2).mul(a)));
  const verdicts = new Set(readings.map((r) => r.eq(value)));
  if (verdicts.size > 1) return uncertain('a repeated root may be counted once or twice', C);
  return decided(readings[0]!.eq(value), `By Vieta's formulas the roots of ${eqText.trim()} have sum ${sum.toString()} and product ${product.toString()}${disc.isZero() ? ' (a repeated root)' : ''}; the claim says the ${kind} is ${value.toString()}.`, 'proof', C);
}

/** "P vanishes at x = 2", "5 is a zero of P", "EQ holds for x = 0": substitution, exactly (also for 4^(x + 3)). */
function holdsAt(eqText: string, assignments: string): CheckResult | undefined {
  const point = new Map<string, Q>();
  for (const part of assignments.split(/\s*,\s*(?:and\s+)?|\s+and\s+/)) {
    const m = /^([a-z])\s*=\s*(.+)$/.exec(part.trim());
    const v = m ? constantOf(m[2]!) : undefined;
    if (!m || !v) return undefined;
    point.set(m[1]!, v);
  }
  let t = eqText.trim().replace(/^(?:the\s+)?(?:equation|polynomial|quadratic|expression|function)\s+/, '');
  // "f(x) = x^2 - 4" names the polynomial; "f(x) = 11" says nothing about which one.
  const named = /^[a-z]\s*\(\s*([a-z])\s*\)\s*=\s*(.+)$/.exec(t);
  if (named) {
    if (!variablesOf(phraseToFormula(implicitProducts(named[2]!.split('=')[0]!), { allowVariables: true }) ?? '').includes(named[1]!)) return undefined;
    t = named[2]!;
  }
  if (!t.includes('=')) t = `${t} = 0`;
  const sides = t.split('=');
  if (sides.length !== 2) return undefined;
  const vals = sides.map((side) => {
    const f = phraseToFormula(side, { allowVariables: true });
    const node = f === undefined ? undefined : parseFormula(f);
    return node ? evaluateNode(node, point) : undefined;
  });
  if (vals.some((v) => v === undefined || !('exact' in v))) return undefined;
  const [l, r] = vals.map((v) => (v as { exact: Q }).exact) as [Q, Q];
  return decided(l.eq(r), `With ${[...point.entries()].map(([k, v]) => `${k} = ${v.toString()}`).join(', ')}: ${sides[0]!.trim()} = ${l.toString()} and ${sides[1]!.trim()} = ${r.toString()}.`, 'proof', C);
}

/** The variable of a one-variable polynomial phrase, for "5 is a zero of P". */
function soleVariable(text: string): string | undefined {
  const t = text.replace(/^(?:the\s+)?(?:equation|polynomial|quadratic|expression)\s+/, '').replace(/^[a-z]\s*\(\s*[a-z]\s*\)\s*=\s*/, '');
  const vars = new Set(t.replace(/\b(?:sqrt|cbrt|log|ln)\b/g, '').match(/[a-z]/g) ?? []);
  return vars.size === 1 ? [...vars][0] : undefined;
}

/** "Evaluating E at a = 0, b = 2 gives V". */
function evaluateAt(exprText: string, assignments: string, valueText: string): CheckResult | undefined {
  return holdsAt(`${exprText} = ${valueText}`, assignments);
}

function discriminantClaim(polyText: string, valueText: string): CheckResult | undefined {
  const p = equationCoefficients(polyText);
  const value = constantOf(valueText);
  if (!p || !value) return undefined;
  const c = trimmed(p.coeffs);
  if (c.length !== 3) return uncertain('the discriminant is read for quadratics only', C);
  const [c0, b, a] = c as [Q, Q, Q];
  const disc = b.mul(b).sub(Q.of(4).mul(a).mul(c0));
  return decided(disc.eq(value), `b² - 4ac = (${b.toString()})² - 4 × ${a.toString()} × ${c0.toString()} = ${disc.toString()}; the claim says ${value.toString()}.`, 'proof', C);
}

/** The vertex of a quadratic: its maximum (a < 0) or minimum (a > 0) value and where it is reached. */
function vertexOf(polyText: string): { a: Q; h: Q; k: Q } | undefined {
  const p = polynomialOf(polyText);
  if (!p) return undefined;
  const c = trimmed(p.coeffs);
  if (c.length !== 3) return undefined;
  const [c0, b, a] = c as [Q, Q, Q];
  const h = b.neg().div(Q.of(2).mul(a));
  const k = a.mul(h).mul(h).add(b.mul(h)).add(c0);
  return { a, h, k };
}

function extremumClaim(polyText: string, kind: string, valueText: string, atText?: string): CheckResult | undefined {
  const v = vertexOf(polyText);
  const value = constantOf(valueText);
  if (!v || !value) return undefined;
  const isMax = /max/.test(kind);
  const opensDown = v.a.n < 0n;
  if (isMax !== opensDown) return decided(false, `${polyText.trim()} opens ${opensDown ? 'downward' : 'upward'}, so it has no ${isMax ? 'maximum' : 'minimum'}; its ${opensDown ? 'maximum' : 'minimum'} is ${v.k.toString()} at x = ${v.h.toString()}.`, 'proof', C);
  const at = atText === undefined ? undefined : constantOf(atText);
  if (atText !== undefined && !at) return undefined;
  const holds = v.k.eq(value) && (!at || v.h.eq(at));
  return decided(holds, `Completing the square: the ${isMax ? 'maximum' : 'minimum'} of ${polyText.trim()} is ${v.k.toString()} at x = ${v.h.toString()}; the claim says ${value.toString()}${at ? ` at x = ${at.toString()}` : ''}.`, 'proof', C);
}

function vertexClaim(polyText: string, hText: string, kText: string): CheckResult | undefined {
  const v = vertexOf(polyText);
  const [h, k] = [constantOf(hText), constantOf(kText)];
  if (!v || !h || !k) return undefined;
  return decided(v.h.eq(h) && v.k.eq(k), `The vertex of ${polyText.trim()} is (${v.h.toString()}, ${v.k.toString()}); the claim says (${h.toString()}, ${k.toString()}).`, 'proof', C);
}

/** Two linear equations are the same equation when one is the other multiplied by a non-zero number. */
function sameLinearEquation(aText: string, bText: string): CheckResult | undefined {
  const [a, b] = [readLinearEquation(aText), readLinearEquation(bText)];
  if (!a || !b) return undefined;
  const vars = [...new Set([...a.coefficients.keys(), ...b.coefficients.keys()])];
  const [v0] = [...a.coefficients.keys()];
  const k = b.coefficients.get(v0!)?.div(a.coefficients.get(v0!)!);
  const same = k !== undefined && !k.isZero() && vars.every((v) => (a.coefficients.get(v) ?? Q.ZERO).mul(k).eq(b.coefficients.get(v) ?? Q.ZERO)) && a.constant.mul(k).eq(b.constant);
  return decided(same, same ? `${bText.trim()} is ${aText.trim()} multiplied by ${k!.toString()}: the same equation.` : `${aText.trim()} and ${bText.trim()} are not multiples of each other, so they are different equations (they differ at some point of one of them).`, 'proof', C);
}

const EXPONENTIAL = String.raw`(\d+(?:\.\d+)?)\s*\^\s*(\([^()]+\)|[a-z])\s*=\s*(\d+(?:\.\d+)?)`;

/** b^(L(x)) = c, L linear: one solution at most when b > 0, b ≠ 1; v solves it exactly when b^(L(v)) = c (compared as b^p = c^q for L(v) = p/q). */
function exponentialSolution(baseText: string, exponentText: string, rhsText: string, variable: string, valueText: string): CheckResult | undefined {
  const [b, c, v] = [constantOf(baseText), constantOf(rhsText), constantOf(valueText)];
  const l = polynomialOf(exponentText.replace(/^\((.*)\)$/, '$1'));
  if (!b || !c || !v || !l || l.variable !== variable) return undefined;
  const coeffs = trimmed(l.coeffs);
  if (coeffs.length !== 2 || coeffs[1]!.isZero() || b.n <= 0n || b.eq(Q.ONE) || c.n <= 0n) return undefined;
  const e = coeffs[0]!.add(coeffs[1]!.mul(v));
  if (e.abs().n > 200n || e.d > 12n) return uncertain('exponent too large to check exactly', C);
  const lhs = e.n < 0n ? Q.ONE.div(b.pow(Number(-e.n))) : b.pow(Number(e.n));
  const holds = lhs.eq(c.pow(Number(e.d)));
  return decided(holds, `With ${variable} = ${v.toString()} the exponent is ${e.toString()}, and ${b.toString()}^${e.toString()} ${holds ? '=' : '≠'} ${c.toString()}; the equation has one solution at most (base ${b.toString()} > 0, ≠ 1).`, 'proof', C);
}

/** The coefficient of a power of the one variable (or the constant term) of a polynomial, after expanding it. */
function coefficientClaim(polyText: string, which: string, valueText: string): CheckResult | undefined {
  const p = polynomialOf(polyText);
  const value = constantOf(valueText);
  if (!p || !value) return undefined;
  const term = /^constant/.test(which) ? { v: p.variable, k: 0 } : /^(?:coefficient\s+of\s+)?([a-z])(?:\s*\^\s*(\d+))?/.exec(which.replace(/^coefficient\s+of\s+/, ''));
  const v = term && 'v' in term ? term.v : term?.[1];
  const k = term && 'k' in term ? term.k : Number(term?.[2] ?? 1);
  if (v !== p.variable) return undefined;
  const c = p.coeffs[k] ?? Q.ZERO;
  const name = k === 0 ? 'constant term' : `coefficient of ${v}${k > 1 ? `^${k}` : ''}`;
  return decided(c.eq(value), `${polyText.trim()} expands to ${p.coeffs.map((q, i) => `(${q.toString()})${i ? `${v}${i > 1 ? `^${i}` : ''}` : ''}`).reverse().join(' + ')}; its ${name} is ${c.toString()}, the claim says ${value.toString()}.`, 'proof', C);
}

/** f⁻¹(a) = b for a linear f (one-to-one): exactly when f(b) = a. */
function inverseValue(fText: string, variable: string, aText: string, bText: string): CheckResult | undefined {
  const p = polynomialOf(fText);
  const [a, b] = [constantOf(aText), constantOf(bText)];
  if (!p || !a || !b || p.variable !== variable) return undefined;
  const c = trimmed(p.coeffs);
  // Only a line that is not constant has an inverse on all the reals; anything else needs a domain said.
  if (c.length !== 2 || c[1]!.isZero()) return undefined;
  const fb = c[0]!.add(c[1]!.mul(b));
  return decided(fb.eq(a), `f(${b.toString()}) = ${fb.toString()}; f is linear, so f⁻¹(${a.toString()}) = ${b.toString()} exactly when f(${b.toString()}) = ${a.toString()}.`, 'proof', C);
}

/** log_b(x) = v exactly when b^v = x, for rational v = p/q: b^p = x^q. */
function logClaim(baseText: string, argText: string, valueText: string): CheckResult | undefined {
  const [b, x, v] = [constantOf(baseText), constantOf(argText), constantOf(valueText)];
  if (!b || !x || !v) return undefined;
  if (b.n <= 0n || b.eq(Q.ONE) || x.n <= 0n) return uncertain('logarithm with an invalid base or argument', C);
  if (v.abs().n > 200n || v.d > 12n) return uncertain('exponent too large to check exactly', C);
  const p = Number(v.n);
  const q = Number(v.d);
  const lhs = b.pow(p);
  const rhs = x.pow(q);
  const holds = lhs.eq(rhs);
  return decided(holds, `${b.toString()}^${v.toString()} ${holds ? '=' : '≠'} ${x.toString()}${q > 1 ? ` (compare ${b.toString()}^${p} with ${x.toString()}^${q})` : ''}, so log base ${b.toString()} of ${x.toString()} ${holds ? 'is' : 'is not'} ${v.toString()}.`, 'proof', C);
}

/** "The sum of the first n terms of 10, 14, 18, … is S": an arithmetic progression fixed by at least three terms. */
function progressionSum(nText: string, termsText: string, sumText: string): CheckResult | undefined {
  const terms = termsText.split(/\s*,\s*/).filter(Boolean).map((t) => constantOf(t));
  const [n, total] = [constantOf(nText), constantOf(sumText)];
  if (terms.length < 3 || terms.some((t) => !t) || !n || !total || n.d !== 1n || n.n < 1n || n.n > 10_000_000n) return undefined;
  const [a, b] = [terms[0]!, terms[1]!];
  const d = b.sub(a);
  if (terms.some((t, i) => !t!.eq(a.add(d.mul(Q.of(i)))))) return uncertain('the terms shown are not an arithmetic progression', C);
  const N = Q.of(n.n);
  const sum = N.mul(a.mul(Q.of(2)).add(N.sub(Q.ONE).mul(d))).div(Q.of(2));
  return decided(sum.eq(total), `An arithmetic progression with first term ${a.toString()} and difference ${d.toString()}: S_${n.toString()} = ${n.toString()}/2 × (2 × ${a.toString()} + ${N.sub(Q.ONE).toString()} × ${d.toString()}) = ${sum.toString()}; the claim says ${total.toString()}.`, 'proof', C);
}

const POINT = String.raw`\(\s*(-?[\d./]+)\s*,\s*(-?[\d./]+)\s*\)`;

function twoPointLine(p: string[], claim: { slope?: string; line?: string }): CheckResult | undefined {
  const [x1, y1, x2, y2] = p.map((t) => constantOf(t));
  if (!x1 || !y1 || !x2 || !y2) return undefined;
  if (x1.eq(x2)) return uncertain('a vertical line has no gradient', C);
  const m = y2.sub(y1).div(x2.sub(x1));
  const c = y1.sub(m.mul(x1));
  if (claim.slope !== undefined) {
    const v = constantOf(claim.slope);
    if (!v) return undefined;
    return decided(m.eq(v), `(${y2.toString()} - ${y1.toString()}) / (${x2.toString()} - ${x1.toString()}) = ${m.toString()}; the claim says ${v.toString()}.`, 'proof', C);
  }
  const r = rationalOf(claim.line!);
  if (!r) return undefined;
  const vars = rationalVariables(r);
  if (vars.some((v) => v !== 'x') || r.den.size !== 1 || !r.den.get('') || polyDegree(r.num) > 1) return undefined;
  const d = r.den.get('')!;
  const [cm, cc] = [(r.num.get('x') ?? Q.ZERO).div(d), (r.num.get('') ?? Q.ZERO).div(d)];
  return decided(cm.eq(m) && cc.eq(c), `The line through both points has gradient ${m.toString()} and intercept ${c.toString()}; the claim's line has ${cm.toString()} and ${cc.toString()}.`, 'proof', C);
}

// ---------------------------------------------------------------------------------------------
// Relations between conditions, systems, inverses, factors and lines (issue 22: short claims
// phrased unlike the dev set). Each reads a construction of English and mathematics, not a
// sentence: the words that relate two conditions on a variable ("exactly when", "implies",
// "solving … gives"), the ways a system and its solution are written, the names of an inverse.
// A reading that does not fit leaves the rule (undefined), so the older rules still apply.

/** How the words relate two conditions A and B on one variable. */
type ConditionRelation = 'equiv' | 'implies' | 'converse';

// Only conditions beyond a single equation are read here; one equation and one value stay with the solution rules above.
const BEYOND_EQUATION = /[<>≤≥≠|±∞∈{∅]|\bor\b|\bis\s+(?:greater|less|smaller|larger|more|at\s+least|at\s+most|no\s+(?:more|less)|positive|negative|non-?negative)\b|\bexceeds\b/;

/**
 * "A ⟺ B", "A implies B", "B when A", "Solving A gives B": compares the two sets exactly. An
 * equivalence holds when they are equal; an implication "A ⟹ B" fails when some number satisfies
 * A and not B, and is decided true only when the sets are equal: a solution that states a weaker
 * consequence ("4x + 9 ≥ 37 implies x ≥ 6") is logically true but is not what it claims to solve,
 * so that reading stays uncertain.
 */
function conditionClaim(aText: string, bText: string, relation: ConditionRelation, anyCondition = false): CheckResult | undefined {
  if (!anyCondition && !BEYOND_EQUATION.test(`${aText} ${bText}`)) return undefined;
  const a = readCondition(aText);
  const b = readCondition(bText, { intervals: true });
  if (!a || !b || !(a.variable ?? b.variable)) return undefined;
  const cmp = compareConditions(a, b);
  if (!cmp) return undefined;
  const v = (a.variable ?? b.variable)!;
  const said = `${aText.trim()} holds exactly for ${describeSet(a)}; ${bText.trim()} holds exactly for ${describeSet(b)}`;
  if (cmp.onlyFirst === undefined && cmp.onlySecond === undefined) return decided(true, `${said}: the same set.`, 'proof', C);
  const witness = relation === 'implies' ? cmp.onlyFirst : relation === 'converse' ? cmp.onlySecond : (cmp.onlyFirst ?? cmp.onlySecond);
  if (witness === undefined) return undefined;
  const holdsA = a.contains(witness);
  return decided(false, `${said}: at ${v} = ${witness.toString()}, ${holdsA ? aText.trim() : bText.trim()} holds and ${holdsA ? bText.trim() : aText.trim()} does not.`, 'proof', C);
}

/** "The solutions of |x − 3| = 9 are …": an equation the polynomial reader cannot take, read as a condition. */
function conditionSolutionSet(eqText: string, listText: string, mode: 'set' | 'member' | 'implies'): CheckResult | undefined {
  const eq = readCondition(eqText);
  if (!eq?.variable) return undefined;
  const claimed = parseValueList(listText, eq.variable);
  if (!claimed) return undefined;
  if (mode === 'member') {
    const verdicts = claimed.map((c) => eq.contains(c));
    if (verdicts.some((x) => x === undefined)) return undefined;
    const bad = claimed.find((_, i) => !verdicts[i]);
    return decided(!bad, bad ? `${eq.variable} = ${bad.toString()} does not satisfy ${eqText.trim()}.` : `Substituting ${claimed.map((c) => `${eq.variable} = ${c.toString()}`).join(', ')} into ${eqText.trim()}: both sides are equal.`, 'proof', C);
  }
  return conditionClaim(eqText, claimed.map((c) => `${eq.variable} = ${c.toString()}`).join(' or '), mode === 'set' ? 'equiv' : 'implies');
}

const IFF = String.raw`(?:⟺|⇔|<=>|<->|↔|\\iff|\\leftrightarrow|\\leftrightarrow)`;
const IMPLIES_SYMBOL = String.raw`(?:⟹|⇒|=>|→|⟶|\\implies|\\rightarrow|\\Rightarrow)`;
// `anyCondition`: the rule reads two plain equations too (the words of equivalence have no older
// rule; solving, implying and "when" with one equation and one value do). `swapped`: the sentence
// names B before A.
const SOLUTION_NOUN = String.raw`(?:complete\s+)?(?:solution\s+set|set\s+of\s+(?:all\s+)?solutions|solutions?)`;
const ALL_WITH = String.raw`(?:(?:all|every|the|those)\s+(?:real\s+)?(?:numbers?\s+|values?\s+)?(?:[a-z]\s+)?(?:with|such\s+that|satisfying|where|for\s+which)\s+)?`;
const CONDITION_RULES: [RegExp, ConditionRelation, { anyCondition?: boolean; swapped?: boolean }?][] = [
  [new RegExp(String.raw`^(.+?)\s*${IFF}\s*(.+)$`), 'equiv', { anyCondition: true }],
  [/^(.+?)\s+(?:iff|if\s+and\s+only\s+if|(?:exactly|precisely|just)\s+(?:when|if|for)|when\s+and\s+only\s+when|is\s+equivalent\s+to|(?:holds|is\s+true|is\s+satisfied)\s+(?:exactly|precisely|only\s+and\s+exactly)\s+(?:when|if|for)|(?:holds\s+)?for\s+(?:exactly|precisely)\s+(?:those|the)\s+[a-z]\s+(?:with|such\s+that|satisfying|where|for\s+which))\s+(.+)$/, 'equiv', { anyCondition: true }],
  // "… for all x ≥ 7 and no others", "… only for x ≥ 7": the words close the set.
  [/^(.+?)\s+(?:holds|is\s+true|is\s+satisfied)\s+(?:for|by)\s+(?:all\s+|every\s+)?(.+?)\s+and\s+(?:no\s+others?|for\s+no\s+others?|nothing\s+else)$/, 'equiv'],
  [/^(.+?)\s+(?:holds|is\s+true|is\s+satisfied)\s+only\s+(?:for|when|if)\s+(?:all\s+)?(.+)$/, 'equiv'],
  [/^solving\s+(?:the\s+(?:inequality|equation)\s+)?(.+?)(?:\s+for\s+[a-z])?\s+(?:gives|yields|results\s+in|produces|leads\s+to|shows(?:\s+that)?)\s+(.+)$/, 'equiv'],
  [new RegExp(String.raw`^(?:the\s+)?${SOLUTION_NOUN}\s+(?:of|to)\s+(?:the\s+(?:inequality|equation)\s+)?(.+?)\s+(?:is|are|consists\s+of|:)\s+${ALL_WITH}(.+)$`), 'equiv'],
  [new RegExp(String.raw`^(?:the\s+)?(?:values?\s+of\s+[a-z]|[a-z]-values?|(?:real\s+)?numbers?)\s+(?:that\s+satisf(?:y|ies)|which\s+satisf(?:y|ies)|satisfying|for\s+which|that\s+solve|solving)\s+(?:the\s+(?:inequality|equation)\s+)?(.+?)\s+(?:are|is)\s+${ALL_WITH}(.+)$`), 'equiv'],
  [/^(?:the\s+(?:inequality|equation)\s+)?(.+?)\s+has\s+(?:the\s+)?(?:solution\s+set|solutions?)\s+(.+)$/, 'equiv'],
  // "x ≥ 7 is the solution set of 4x + 9 ≥ 37": the solution named first.
  [new RegExp(String.raw`^(.+?)\s+(?:is|are|gives|describes)\s+(?:the|its)\s+${SOLUTION_NOUN}\s+(?:of|to)\s+(?:the\s+(?:inequality|equation)\s+)?(.+)$`), 'equiv'],
  // An inequality rewritten: "4x + 9 ≥ 37 simplifies to x ≥ 7".
  [/^(.+?)\s+(?:simplifies\s+to|reduces\s+to|becomes|can\s+be\s+(?:rewritten|simplified|reduced)\s+(?:as|to))\s+(.+)$/, 'equiv'],
  [new RegExp(String.raw`^(.+?)\s*${IMPLIES_SYMBOL}\s*(.+)$`), 'implies'],
  [/^(?:if|given(?:\s+that)?|whenever|when|suppose(?:\s+that)?|assuming(?:\s+that)?|since|as|because)\s+(.+?),?\s+then\s+(.+)$/, 'implies'],
  [/^(?:if|given(?:\s+that)?|whenever|when|since|as|because)\s+(.+?),\s+(.+)$/, 'implies'],
  [/^from\s+(.+?),?\s+(?:it\s+follows\s+that|we\s+(?:get|have|find|obtain|see\s+that|conclude\s+that))\s+(.+)$/, 'implies'],
  [/^(.+?),?\s+(?:implies|means|gives|yields|leads\s+to|tells\s+us|so|hence|therefore|thus|which\s+means|which\s+gives|giving)(?:\s+that)?\s+(.+)$/, 'implies'],
  // "Every x ≥ 7 satisfies 4x + 9 ≥ 37", "4x + 9 ≥ 37 is satisfied by all x ≥ 7": B ⊆ A.
  [/^(?:all|every|any|each)\s+(?:real\s+)?(?:numbers?\s+|values?\s+(?:of\s+)?)?(.+?)\s+(?:satisf(?:y|ies)|solves?)\s+(.+)$/, 'converse', { swapped: true }],
  [/^(.+?)\s+is\s+(?:satisfied|solved)\s+by\s+(?:all|every|any|each)\s+(?:real\s+)?(?:numbers?\s+|values?\s+(?:of\s+)?)?(.+)$/, 'converse'],
  [/^(.+?)\s+(?:when|whenever|if|provided(?:\s+that)?|as\s+long\s+as|(?:holds|is\s+true|is\s+satisfied)\s+(?:for\s+(?:all|every)\s+[a-z]\s+(?:with|such\s+that)|for|when|whenever|if))\s+(.+)$/, 'converse'],
];

function conditionRelation(text: string): CheckResult | undefined {
  for (const [re, relation, opts] of CONDITION_RULES) {
    const m = re.exec(text);
    if (!m) continue;
    // "Every x ≥ 7 satisfies A": the set named first is the one that must lie inside A.
    const [a, b] = opts?.swapped ? [m[2]!, m[1]!] : [m[1]!, m[2]!];
    const r = conditionClaim(a, b, relation, opts?.anyCondition);
    if (r) return r;
  }
  return undefined;
}

// Systems of equations and their solutions.
const SYSTEM_NAME = String.raw`(?:the\s+)?(?:(?:simultaneous|linear)\s+)?(?:system(?:\s+of\s+(?:linear\s+)?equations)?|equations|pair\s+of\s+equations|simultaneous\s+equations)\s*:?\s*`;
const NUMBER = String.raw`-?[\d./]+`;

/** Equations joined by "and" or commas, at least two. */
function equationList(text: string): string[] | undefined {
  const body = text.trim().replace(new RegExp(`^${SYSTEM_NAME}`), '').replace(/^(?:both|all\s+of|each\s+of)\s+/, '').replace(/\s+(?:simultaneously|together|at\s+once|as\s+a\s+system)$/, '');
  const parts = body.split(/\s*,\s*(?:and\s+)?|\s+and\s+/).map((p) => p.trim()).filter(Boolean);
  if (parts.length < 2 || parts.some((p) => (p.match(/=/g) ?? []).length !== 1 || /[<>≤≥≠|]/.test(p))) return undefined;
  return parts;
}

/**
 * "x = 3 and y = 8", "x = 3, y = 8", "(x, y) = (3, 8)", or "(3, 8)" in the alphabetical order of
 * the variables; with `partial`, values of some of the variables ("y = 2") are enough.
 */
function readAssignment(text: string, vars: readonly string[], partial = false): Map<string, Q> | undefined {
  const t = text.trim().replace(/\s+(?:respectively|only)$/, '').replace(/^(?:the\s+)?(?:(?:ordered\s+)?pair|point|values?)\s+/, '');
  const out = new Map<string, Q>();
  const named = /^\(\s*([a-z](?:\s*,\s*[a-z])+)\s*\)\s*=\s*\(\s*(.+?)\s*\)$/.exec(t);
  const bare = /^\(\s*(.+?)\s*\)$/.exec(t);
  if (named || (bare && !/=/.test(bare[1]!))) {
    const names = named ? named[1]!.split(/\s*,\s*/) : [...vars];
    const values = (named ? named[2]! : bare![1]!).split(/\s*,\s*/);
    if (names.length !== values.length) return undefined;
    for (let i = 0; i < names.length; i++) {
      const v = constantOf(values[i]!);
      if (!v || out.has(names[i]!)) return undefined;
      out.set(names[i]!, v);
    }
  } else {
    for (const part of t.split(/\s*,\s*(?:and\s+)?|\s+and\s+/)) {
      const m = new RegExp(String.raw`^([a-z])\s*(?:=|is|equals)\s*(${NUMBER})$`).exec(part.trim());
      const v = m ? constantOf(m[2]!) : undefined;
      if (!m || !v || out.has(m[1]!)) return undefined;
      out.set(m[1]!, v);
    }
  }
  if (partial) return out.size > 0 && [...out.keys()].every((v) => vars.includes(v)) ? out : undefined;
  return out.size === vars.length && vars.every((v) => out.has(v)) ? out : undefined;
}

function showAssignment(values: Map<string, Q>): string {
  return [...values.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => `${k} = ${v.toString()}`).join(', ');
}

/** Whether an assignment satisfies one equation, exactly (any equation, not only linear ones). */
function satisfies(equation: string, point: Map<string, Q>): boolean | undefined {
  const sides = equation.split('=');
  if (sides.length !== 2) return undefined;
  const vals = sides.map((side) => {
    const f = phraseToFormula(implicitProducts(side.trim()), { allowVariables: true });
    const node = f === undefined ? undefined : parseFormula(f);
    return node ? evaluateNode(node, point) : undefined;
  });
  if (vals.some((v) => v === undefined || !('exact' in v))) return undefined;
  const [l, r] = vals.map((v) => (v as { exact: Q }).exact) as [Q, Q];
  return l.eq(r);
}

/**
 * A system and a claimed solution. `member`: the values satisfy every equation; `set`: they are
 * the system's only solution; `implies`: the equations force them. Set and implies need a linear
 * system; a system with no solution or infinitely many leaves them uncertain.
 */
function systemClaim(eqsText: string, solutionText: string, mode: 'set' | 'member' | 'implies'): CheckResult | undefined {
  const eqs = equationList(eqsText);
  if (!eqs) return undefined;
  const linear = eqs.map(readLinearEquation);
  const vars = [...new Set(eqs.flatMap((e) => variablesOf(phraseToFormula(implicitProducts(e.replace('=', ' + ')), { allowVariables: true }) ?? '')))].sort();
  if (vars.length < 2) return undefined;
  const point = readAssignment(solutionText, vars);
  if (!point) return mode === 'member' ? undefined : partialSolutionClaim(eqs, linear, vars, solutionText);
  const checks = eqs.map((e) => satisfies(e, point));
  if (checks.some((c) => c === undefined)) return undefined;
  const failing = eqs.find((_, i) => !checks[i]);
  const shown = showAssignment(point);
  if (mode === 'member' || failing) {
    // "If E1 and E2 then …" says nothing when the equations have no common solution.
    if (mode === 'implies' && (!linear.every(Boolean) || solveLinearSystem(linear as LinearEquation[]).kind === 'none')) return undefined;
    return decided(!failing, failing ? `With ${shown}, ${failing} does not hold (the two sides differ).` : `With ${shown}, every equation holds: ${eqs.join('; ')}.`, 'proof', C);
  }
  if (!linear.every(Boolean)) return undefined;
  const sol = solveLinearSystem(linear as LinearEquation[]);
  if (sol.kind !== 'unique') return undefined;
  const same = vars.every((v) => sol.values.get(v)?.eq(point.get(v)!));
  return decided(same, `Solving ${eqs.join(' and ')} by elimination gives the unique solution ${showAssignment(sol.values)}; the claim says ${shown}.`, 'proof', C);
}

/**
 * The values of some of a system's unknowns ("gives y = 2"; "if y = 2x + 3 and x = -4, then y = -5"):
 * what the equations force is their unique solution, so the named values are right exactly when
 * they are its values. A system that is not linear or has no unique solution says nothing here.
 */
function partialSolutionClaim(eqs: readonly string[], linear: readonly (LinearEquation | undefined)[], vars: readonly string[], solutionText: string): CheckResult | undefined {
  const named = readAssignment(solutionText, vars, true);
  if (!named || !linear.every(Boolean)) return undefined;
  const sol = solveLinearSystem(linear as LinearEquation[]);
  if (sol.kind !== 'unique') return undefined;
  const same = [...named].every(([v, q]) => sol.values.get(v)?.eq(q));
  return decided(same, `Solving ${eqs.join(' and ')} by elimination gives the unique solution ${showAssignment(sol.values)}; the claim says ${showAssignment(named)}.`, 'proof', C);
}

// One value or several: "y = 2" names a value of one unknown of the system.
const SOLUTION = String.raw`(\(\s*[a-z](?:\s*,\s*[a-z])+\s*\)\s*=\s*\([^()]+\)|\([^()=]+\)|[a-z]\s*(?:=|is|equals)\s*${NUMBER}(?:\s*(?:,|and|,\s*and)\s*[a-z]\s*(?:=|is|equals)\s*${NUMBER})*)`;
// The equations end in a letter, digit or bracket, never in an operator: "… 4x − y = 24, x = 7 and y = 4" is not cut at "4x −".
const SYSTEM_RULES: [RegExp, 'set' | 'member' | 'implies', 'eqs-first' | 'solution-first'][] = [
  [new RegExp(String.raw`^solving\s+(?:simultaneously\s+|together\s+)?(.+?[\w)])\s+(?:gives|yields|results\s+in|produces|leads\s+to)\s+${SOLUTION}$`), 'set', 'eqs-first'],
  [new RegExp(String.raw`^(.+?[\w)])\s*${IMPLIES_SYMBOL}\s*${SOLUTION}$`), 'implies', 'eqs-first'],
  [new RegExp(String.raw`^(?:from|with)\s+(.+?[\w)]),?\s+(?:(?:we\s+(?:get|have|find|obtain)|it\s+follows\s+that)\s+)?${SOLUTION}$`), 'implies', 'eqs-first'],
  [new RegExp(String.raw`^(.+?[\w)])\s+(?:is|are)\s+(?:both\s+|all\s+|simultaneously\s+)?(?:solved|satisfied)\s+by\s+${SOLUTION}$`), 'member', 'eqs-first'],
  [new RegExp(String.raw`^(?:if|given(?:\s+that)?|when|suppose(?:\s+that)?|assuming(?:\s+that)?)\s+(.+?[\w)]),?\s+then\s+${SOLUTION}$`), 'implies', 'eqs-first'],
  [new RegExp(String.raw`^(?:if|given(?:\s+that)?|when)\s+(.+?[\w)]),\s+${SOLUTION}$`), 'implies', 'eqs-first'],
  [new RegExp(String.raw`^(.+?[\w)])\s+(?:together\s+)?(?:give|imply|yield|mean|force)(?:\s+that)?\s+${SOLUTION}$`), 'implies', 'eqs-first'],
  [new RegExp(String.raw`^(?:the\s+)?(?:unique\s+|only\s+|common\s+)?solution\s+(?:of|to)\s+(.+?[\w)])\s+(?:is|:)\s+${SOLUTION}$`), 'set', 'eqs-first'],
  [new RegExp(String.raw`^(.+?[\w)])\s+(?:has|have)\s+(?:the\s+)?(?:unique\s+|only\s+|common\s+)?solution\s+${SOLUTION}$`), 'set', 'eqs-first'],
  [new RegExp(String.raw`^(?:the\s+)?(?:(?:ordered\s+)?pair|point|values?)?\s*${SOLUTION}\s+is\s+the\s+(?:unique\s+|only\s+)?solution\s+(?:of|to)\s+(.+)$`), 'set', 'solution-first'],
  [new RegExp(String.raw`^(?:the\s+)?(?:(?:ordered\s+)?pair|point|values?)?\s*${SOLUTION}\s+(?:satisfies|satisfy|solves|solve|is\s+a\s+solution\s+(?:of|to)|lies\s+on)\s+(.+)$`), 'member', 'solution-first'],
];

function systemRelation(text: string): CheckResult | undefined {
  for (const [re, mode, order] of SYSTEM_RULES) {
    const m = re.exec(text);
    if (!m) continue;
    const [eqs, sol] = order === 'eqs-first' ? [m[1]!, m[2]!] : [m[2]!, m[1]!];
    const r = systemClaim(eqs.replace(/^(?:both\s+)?(?:the\s+)?lines\s+/, ''), sol, mode);
    if (r) return r;
  }
  return undefined;
}

// Lines: parallel, perpendicular, where they meet.
/** A line in the plane as a x + b y = c, from "y = 2x + 1", "3x + 4y = 12", "x = 5". */
function lineOf(text: string): LinearEquation | undefined {
  const eq = readLinearEquation(text.trim().replace(/^(?:the\s+)?line\s+/, ''));
  return eq && [...eq.coefficients.keys()].every((v) => v === 'x' || v === 'y') ? eq : undefined;
}

function lineRelation(l1Text: string, l2Text: string, kind: string): CheckResult | undefined {
  const [l1, l2] = [lineOf(l1Text), lineOf(l2Text)];
  if (!l1 || !l2) return undefined;
  const co = (l: LinearEquation, v: string) => l.coefficients.get(v) ?? Q.ZERO;
  const [a1, b1, a2, b2] = [co(l1, 'x'), co(l1, 'y'), co(l2, 'x'), co(l2, 'y')];
  const cross = a1.mul(b2).sub(a2.mul(b1));
  const dot = a1.mul(a2).add(b1.mul(b2));
  const said = `As a x + b y = c: (${a1.toString()}, ${b1.toString()}) for ${l1Text.trim()} and (${a2.toString()}, ${b2.toString()}) for ${l2Text.trim()}`;
  if (/perpendicular/.test(kind)) return decided(dot.isZero(), `${said}; perpendicular exactly when a₁a₂ + b₁b₂ = 0, here ${dot.toString()}.`, 'proof', C);
  // The same line twice: whether a line is parallel to itself is a convention.
  if (cross.isZero() && solveLinearSystem([l1, l2]).kind === 'many') return undefined;
  return decided(cross.isZero(), `${said}; parallel exactly when a₁b₂ − a₂b₁ = 0, here ${cross.toString()}.`, 'proof', C);
}

const POINT_TEXT = String.raw`(\(\s*${NUMBER}\s*,\s*${NUMBER}\s*\))`;
const LINE_RULES: Rule[] = [
  [/^(?:the\s+)?(?:lines|graphs\s+of)\s+(.+?)\s+and\s+(.+?)\s+are\s+(parallel|perpendicular)(?:\s+(?:lines|to\s+each\s+other|to\s+one\s+another))?$/, (m) => lineRelation(m[1]!, m[2]!, m[3]!)],
  // "Lines with slopes 3 and −1/3 are perpendicular".
  [new RegExp(String.raw`^(?:two\s+|the\s+)?lines\s+with\s+(?:slopes|gradients)\s+(${NUMBER})\s+and\s+(${NUMBER})\s+are\s+(parallel|perpendicular)(?:\s+to\s+each\s+other)?$`), (m) => {
    const [a, b] = [constantOf(m[1]!), constantOf(m[2]!)];
    if (!a || !b) return undefined;
    const holds = m[3] === 'parallel' ? a.eq(b) : a.mul(b).eq(Q.of(-1));
    return decided(holds, `Slopes ${a.toString()} and ${b.toString()}: ${m[3] === 'parallel' ? 'parallel exactly when equal' : `perpendicular exactly when their product is −1; it is ${a.mul(b).toString()}`}.`, 'proof', C);
  }],
  [/^(.+?=.+?)\s+and\s+(.+?=.+?)\s+are\s+(parallel|perpendicular)(?:\s+(?:lines|to\s+each\s+other|to\s+one\s+another))?$/, (m) => lineRelation(m[1]!, m[2]!, m[3]!)],
  [/^(?:the\s+line\s+)?(.+?=.+?)\s+is\s+(parallel|perpendicular)\s+to\s+(?:the\s+line\s+)?(.+)$/, (m) => lineRelation(m[1]!, m[3]!, m[2]!)],
  [/^(.+?=.+?)\s*(⊥|∥)\s*(.+?=.+)$/, (m) => lineRelation(m[1]!, m[3]!, m[2] === '⊥' ? 'perpendicular' : 'parallel')],
  [new RegExp(String.raw`^(?:the\s+)?lines\s+(.+?)\s+and\s+(.+?)\s+(?:intersect|meet|cross)\s+at\s+(?:the\s+point\s+)?${POINT_TEXT}$`), (m) => lineMeeting(m[1]!, m[2]!, m[3]!)],
  [new RegExp(String.raw`^(.+?=.+?)\s+and\s+(.+?=.+?)\s+(?:intersect|meet|cross)\s+at\s+(?:the\s+point\s+)?${POINT_TEXT}$`), (m) => lineMeeting(m[1]!, m[2]!, m[3]!)],
  [/^(?:the\s+)?lines\s+(.+?)\s+and\s+(.+?)\s+(?:intersects?|meets?|cross(?:es)?)$/, (m) => {
    const [l1, l2] = [lineOf(m[1]!), lineOf(m[2]!)];
    if (!l1 || !l2) return undefined;
    const kind = solveLinearSystem([l1, l2]).kind;
    return decided(kind !== 'none', kind === 'none' ? `${m[1]!.trim()} and ${m[2]!.trim()} are parallel and distinct: they never meet.` : `${m[1]!.trim()} and ${m[2]!.trim()} ${kind === 'many' ? 'are the same line' : 'are not parallel, so they meet in one point'}.`, 'proof', C);
  }],
  [new RegExp(String.raw`^(?:the\s+)?(?:point\s+of\s+)?intersection\s+(?:point\s+)?of\s+(?:the\s+lines\s+)?(.+?)\s+and\s+(.+?)\s+is\s+(?:at\s+)?(?:the\s+point\s+)?${POINT_TEXT}$`), (m) => lineMeeting(m[1]!, m[2]!, m[3]!)],
];

function lineMeeting(l1Text: string, l2Text: string, pointText: string): CheckResult | undefined {
  const [l1, l2] = [lineOf(l1Text), lineOf(l2Text)];
  const point = readAssignment(pointText, ['x', 'y']);
  if (!l1 || !l2 || !point) return undefined;
  const sol = solveLinearSystem([l1, l2]);
  if (sol.kind === 'none') return decided(false, `${l1Text.trim()} and ${l2Text.trim()} are parallel and distinct: they never meet.`, 'proof', C);
  if (sol.kind === 'many') return undefined;
  const same = sol.values.get('x')!.eq(point.get('x')!) && sol.values.get('y')!.eq(point.get('y')!);
  return decided(same, `${l1Text.trim()} and ${l2Text.trim()} meet only at (${sol.values.get('x')!.toString()}, ${sol.values.get('y')!.toString()}); the claim says (${point.get('x')!.toString()}, ${point.get('y')!.toString()}).`, 'proof', C);
}

// Inverse functions.
const FN_NAME = String.raw`(?:[a-z]\s*\(\s*([a-z])\s*\)|y)`;
const INVERSE_NAME = String.raw`(?:[a-z]\s*\^\s*(?:-1|\(-1\)|\{-1\})\s*\(\s*([a-z])\s*\)|[a-z]\s+inverse\s*\(\s*([a-z])\s*\)|y)`;

/** The formula of a function's expression, with the variable it is written in. */
function functionFormula(text: string, named?: string): { formula: string; variable: string } | undefined {
  const f = phraseToFormula(implicitProducts(text.trim()), { allowVariables: true });
  if (f === undefined || !parseFormula(f)) return undefined;
  const vars = variablesOf(f);
  if (vars.length > 1 || (named && vars.length === 1 && vars[0] !== named)) return undefined;
  return { formula: f, variable: vars[0] ?? named ?? 'x' };
}

function composeRational(outer: { formula: string; variable: string }, inner: { formula: string }): Rational | undefined {
  const text = outer.formula.replace(new RegExp(`(?<![a-z])${outer.variable}(?![a-z])`, 'g'), `(${inner.formula})`);
  const node = parseFormula(text);
  return node ? toRational(node) : undefined;
}

/** "The inverse of f(x) = 4x − 3 is (x + 3)/4": G is f's inverse exactly when G(f(x)) = x and f(G(x)) = x as rational functions. */
function inverseClaim(fText: string, fVar: string | undefined, gText: string, gVar: string | undefined): CheckResult | undefined {
  const f = functionFormula(fText, fVar);
  const named = /^(?:[a-z]\s*\^\s*(?:-1|\(-1\)|\{-1\})\s*\(\s*([a-z])\s*\)|[a-z]\s*\(\s*([a-z])\s*\)|y)\s*=\s*/.exec(gText.trim());
  const g = functionFormula(named ? gText.trim().slice(named[0].length) : gText, gVar ?? named?.[1] ?? named?.[2]);
  if (!f || !g) return undefined;
  const v = f.variable;
  const identity = rationalOf(v)!;
  const gf = composeRational(g, f);
  const fg = composeRational(f, { formula: g.formula.replace(new RegExp(`(?<![a-z])${g.variable}(?![a-z])`, 'g'), v) });
  const fr = rationalOf(f.formula);
  if (!gf || !fg || !fr || rationalVariables(fr).length !== 1) return undefined;
  const d1 = crossDifference(gf, identity);
  const d2 = crossDifference(fg, identity);
  if (!d1 || !d2) return undefined;
  if (polyIsZero(d1) && polyIsZero(d2)) return decided(true, `Composing: ${g.formula} with ${g.variable} = ${f.formula} simplifies to ${v}, and the other way round too, so the two functions are inverse to each other.`, 'proof', C);
  const w = polyIsZero(d1) ? findWitness(fg, identity, [v]) : findWitness(gf, identity, [v]);
  if (!w) return undefined;
  const [p] = [...w.point.values()];
  return decided(false, `${polyIsZero(d1) ? `f(g(${v}))` : `g(f(${v}))`} should be ${v}, but at ${v} = ${p!.toString()} it is ${w.va.toString()} (g(${g.variable}) = ${g.formula}, f(${v}) = ${f.formula}).`, 'proof', C);
}

const INVERSE_RULES: Rule[] = [
  // "The inverse (function) of f(x) = E is G", "The inverse of y = E is y = G".
  [new RegExp(String.raw`^(?:the\s+)?inverse(?:\s+function)?\s+(?:of|for|to)\s+(?:the\s+function\s+)?${FN_NAME}\s*=\s*(.+?)\s+(?:is\s+given\s+by|is|equals|:)\s+(?:(?:${INVERSE_NAME})\s*=\s*)?(.+)$`), (m) => inverseClaim(m[2]!, m[1], m[5]!, m[3] ?? m[4])],
  // "Inverting f(x) = E gives G".
  [new RegExp(String.raw`^inverting\s+(?:the\s+function\s+)?${FN_NAME}\s*=\s*(.+?)\s+(?:gives|yields|produces)\s+(?:(?:${INVERSE_NAME})\s*=\s*)?(.+)$`), (m) => inverseClaim(m[2]!, m[1], m[5]!, m[3] ?? m[4])],
  // "f(x) = E has inverse G", "f(x) = E has the inverse function f⁻¹(x) = G".
  [new RegExp(String.raw`^(?:the\s+function\s+)?${FN_NAME}\s*=\s*(.+?)\s+has\s+(?:the\s+|an\s+|as\s+its\s+|its\s+)?inverse(?:\s+function)?\s+(?:(?:${INVERSE_NAME})\s*=\s*)?(.+)$`), (m) => inverseClaim(m[2]!, m[1], m[5]!, m[3] ?? m[4])],
  // "If f(x) = E, then f⁻¹(x) = G", "For f(x) = E, f⁻¹(x) is G".
  [new RegExp(String.raw`^(?:if|given|for|let|when|with|suppose|since)\s+${FN_NAME}\s*=\s*(.+?)\s*(?:,|;)?\s*(?:then\s+)?${INVERSE_NAME}\s*(?:=|is|equals)\s*(.+)$`), (m) => inverseClaim(m[2]!, m[1], m[5]!, m[3] ?? m[4])],
  [new RegExp(String.raw`^(?:if|given|for|let|when|with|suppose|since)\s+${FN_NAME}\s*=\s*(.+?)\s*(?:,|;)?\s*(?:then\s+)?(?:the|its)\s+inverse(?:\s+function)?\s+(?:is\s+given\s+by|is|equals)\s+(?:(?:${INVERSE_NAME})\s*=\s*)?(.+)$`), (m) => inverseClaim(m[2]!, m[1], m[5]!, m[3] ?? m[4])],
  // "f⁻¹(x) = G is the inverse of f(x) = E", "f⁻¹(x) = G when f(x) = E".
  [new RegExp(String.raw`^${INVERSE_NAME}\s*=\s*(.+?)\s*,?\s+(?:is\s+the\s+inverse(?:\s+function)?\s+of|when|if|for|given|where)\s+(?:the\s+function\s+)?${FN_NAME}\s*=\s*(.+)$`), (m) => inverseClaim(m[5]!, m[4], m[3]!, m[1] ?? m[2])],
  // "G is the inverse of f(x) = E".
  [new RegExp(String.raw`^(.+?)\s+is\s+the\s+inverse(?:\s+function)?\s+of\s+(?:the\s+function\s+)?${FN_NAME}\s*=\s*(.+)$`), (m) => inverseClaim(m[3]!, m[2], m[1]!, undefined)],
  // "f(x) = E and g(x) = G are inverses (of each other)".
  [new RegExp(String.raw`^${FN_NAME}\s*=\s*(.+?)\s+and\s+${FN_NAME}\s*=\s*(.+?)\s+are\s+(?:mutual\s+)?(?:inverses|inverse\s+functions)(?:\s+of\s+(?:each\s+other|one\s+another))?$`), (m) => inverseClaim(m[2]!, m[1], m[4]!, m[3])],
];

// Polynomial factors: "(x + 1) is a factor of x^3 − 7x^2 + 36".
function polynomialFactorClaim(dText: string, pText: string): CheckResult | undefined {
  const d = polynomialOf(dText.replace(/^(?:the\s+)?(?:linear\s+)?(?:factor|binomial|polynomial)\s+/, ''));
  const p = polynomialOf(pText);
  if (!d || !p || d.variable !== p.variable) return undefined;
  const dc = trimmed(d.coeffs);
  if (dc.length < 2) return undefined;
  const rem = polyRemainder(p.coeffs, dc);
  const zero = rem.every((c) => c.isZero());
  const root = dc.length === 2 ? dc[0]!.neg().div(dc[1]!) : undefined;
  const how = root ? ` (factor theorem: the polynomial at ${d.variable} = ${root.toString()} is ${hornerEval(p.coeffs, root).toString()})` : '';
  return decided(zero, `Dividing ${pText.trim()} by ${dText.trim()} leaves remainder ${zero ? '0' : rem.map((c, i) => ({ c, i })).filter(({ c }) => !c.isZero()).reverse().map(({ c, i }) => (i === 0 ? c.toString() : `${c.toString()}${d.variable}${i > 1 ? `^${i}` : ''}`)).join(' + ')}${how}.`, 'proof', C);
}

/** "Dividing x³ − 7x² + 36 by x − 2 leaves remainder 16": polynomial division, exactly. */
function polynomialRemainderClaim(pText: string, dText: string, rText: string): CheckResult | undefined {
  const p = polynomialOf(pText);
  const d = polynomialOf(dText);
  const r = constantOf(rText);
  if (!p || !d || !r || d.variable !== p.variable || trimmed(d.coeffs).length < 2) return undefined;
  const rem = polyRemainder(p.coeffs, trimmed(d.coeffs));
  if (rem.length > 1) return undefined; // a remainder with the variable in it is not compared here
  const actual = rem[0] ?? Q.ZERO;
  return decided(actual.eq(r), `Dividing ${pText.trim()} by ${dText.trim()} leaves remainder ${actual.toString()}; the claim says ${r.toString()}.`, 'proof', C);
}

const FACTOR_RULES: Rule[] = [
  [/^(?:the\s+polynomial\s+)?(.+?)\s+has\s+(.+?)\s+as\s+(?:a|one\s+of\s+its)\s+(?:linear\s+)?factors?$/, (m) => polynomialFactorClaim(m[2]!, m[1]!)],
  [new RegExp(String.raw`^(?:the\s+)?remainder\s+(?:when|on|after)\s+(.+?)\s+is\s+divided\s+by\s+(.+?)\s+(?:is|equals|=)\s+(${NUMBER})$`), (m) => polynomialRemainderClaim(m[1]!, m[2]!, m[3]!)],
  [new RegExp(String.raw`^(?:dividing\s+)?(.+?)\s+(?:by|divided\s+by)\s+(.+?)\s+(?:leaves|gives|has)\s+(?:a\s+)?remainder\s+(?:of\s+)?(${NUMBER})$`), (m) => polynomialRemainderClaim(m[1]!.replace(/^dividing\s+/, ''), m[2]!, m[3]!)],
  [/^(.+?)\s+is\s+(?:a|one)\s+(?:linear\s+|quadratic\s+)?(?:factor|divisor)\s+of\s+(?:the\s+polynomial\s+)?(.+)$/, (m) => polynomialFactorClaim(m[1]!, m[2]!)],
  [/^(.+?)\s+divides\s+(?:the\s+polynomial\s+)?(.+?)(?:\s+exactly|\s+evenly)?$/, (m) => polynomialFactorClaim(m[1]!, m[2]!)],
  [/^(?:the\s+polynomial\s+)?(.+?)\s+is\s+(?:exactly\s+|evenly\s+)?divisible\s+by\s+(.+)$/, (m) => polynomialFactorClaim(m[2]!, m[1]!)],
  [/^(?:the\s+polynomial\s+)?(.+?)\s+has\s+(?:a\s+)?(?:linear\s+)?factor\s+(?:of\s+)?(.+)$/, (m) => polynomialFactorClaim(m[2]!, m[1]!)],
];

// Function values with the definition in the same sentence, in any order.
const DEFINITION = String.raw`([a-z])\s*\(\s*([a-z])\s*\)\s*=\s*(.+?)`;
const USE = String.raw`(?:the\s+value\s+of\s+)?\1\s*\(\s*(${NUMBER})\s*\)\s*(=|is|equals|is\s+equal\s+to|gives|comes\s+to|≠)\s*(${NUMBER})`;
const FUNCTION_VALUE_RULES: Rule[] = [
  [new RegExp(String.raw`^(?:let|if|given(?:\s+that)?|for|suppose(?:\s+that)?|assume(?:\s+that)?|define(?:\s+[a-z]\s+by)?|consider|with|when|where)\s+${DEFINITION}\s*(?:,|;|:)?\s*(?:then\s+|so\s+|we\s+(?:get|have|find)\s+)?${USE}$`), (m) => checkFunctionValue(m[1]!, m[2]!, m[3]!, m[4]!, m[6]!, m[5] === '≠' ? 'ne' : 'eq')],
  [new RegExp(String.raw`^${DEFINITION}\s*(?:,|;)?\s*(?:so|then|hence|thus|therefore|which\s+gives|giving|gives|yields|implies|means)\s+(?:that\s+)?${USE}$`), (m) => checkFunctionValue(m[1]!, m[2]!, m[3]!, m[4]!, m[6]!, m[5] === '≠' ? 'ne' : 'eq')],
  [new RegExp(String.raw`^([a-z])\s*\(\s*(${NUMBER})\s*\)\s*(=|is|equals|is\s+equal\s+to)\s*(${NUMBER})\s*,?\s+(?:when|if|for|given|where|with)\s+\1\s*\(\s*([a-z])\s*\)\s*=\s*(.+)$`), (m) => checkFunctionValue(m[1]!, m[5]!, m[6]!, m[2]!, m[4]!, 'eq')],
  // "The value of f(4) for f(x) = 2x² − 3 is 29".
  [new RegExp(String.raw`^(?:the\s+)?value\s+of\s+([a-z])\s*\(\s*(${NUMBER})\s*\)\s+(?:for|when|if|given|where|with)\s+\1\s*\(\s*([a-z])\s*\)\s*=\s*(.+?)\s+(?:is|=|equals)\s+(${NUMBER})$`), (m) => checkFunctionValue(m[1]!, m[3]!, m[4]!, m[2]!, m[5]!, 'eq')],
];

// log₁₀ 1000 = 3 is written "log10 1000" once subscripts are plain digits: a base is read only
// when it is attached to "log" and set apart from the argument, so "log 100" never has base 10 and argument 0.
const LOG_SUBSCRIPT: Rule = [new RegExp(String.raw`^log(\d+)(?:\s+|\s*\(\s*)([\d./]+)\s*\)?\s*(?:=|is|equals)\s*(${NUMBER})$`), (m) => logClaim(m[1]!, m[2]!, m[3]!)];

// How many solutions: "x^2 + 4 = 0 has no real solutions", "|x − 1| = 3 has two solutions",
// "x^2 − 6x + 9 = 0 has exactly one root". Solutions are counted once each; roots may be counted
// with multiplicity, so for roots a repeated one decides only when both counts agree, and without
// "real" a count decides only when the complex roots do not change it.
function solutionCounts(eqText: string): { real: number[]; complex: number[] } | undefined {
  const eq = equationCoefficients(eqText);
  if (eq) {
    const c = trimmed(eq.coeffs);
    const deg = c.length - 1;
    if (deg === 0) return c[0]!.isZero() ? undefined : { real: [0], complex: [0] };
    if (deg === 1) return { real: [1], complex: [1] };
    if (deg === 2) {
      const [c0, b, a] = c as [Q, Q, Q];
      const disc = b.mul(b).sub(Q.of(4).mul(a).mul(c0));
      if (disc.isZero()) return { real: [1, 2], complex: [1, 2] };
      return { real: [disc.n > 0n ? 2 : 0], complex: [2] };
    }
    const r = realRoots(c);
    // Only a polynomial with as many distinct rational roots as its degree is counted here.
    return r && r.complete && r.roots.length === deg ? { real: [deg], complex: [deg] } : undefined;
  }
  if (!/\|/.test(eqText)) return undefined;
  const set = readCondition(eqText);
  if (!set?.variable) return undefined;
  let n = 0;
  const pts = set.breakpoints;
  for (let i = 0; i <= pts.length; i++) {
    // The gap below each change point, then the point itself.
    const gap = i === 0 ? (pts[0] ?? Q.ZERO).sub(Q.ONE) : i === pts.length ? pts[i - 1]!.add(Q.ONE) : pts[i - 1]!.add(pts[i]!).div(Q.of(2));
    const inGap = set.contains(gap);
    if (inGap === undefined || inGap) return undefined; // infinitely many, or unknown
    if (i < pts.length) {
      const at = set.contains(pts[i]!);
      if (at === undefined) return undefined;
      if (at) n++;
    }
  }
  // An equation with absolute values is read over the reals only.
  return { real: [n], complex: [] };
}

function countClaim(eqText: string, countText: string, distinct: boolean, real: boolean, noun: string): CheckResult | undefined {
  const said = /^no$/.test(countText) ? 0 : /^(?:a\s+single|a\s+unique|a|one|only\s+one|exactly\s+one|just\s+one)$/.test(countText) ? 1 : Number(countText.replace(/^(?:exactly|only|just)\s+/, ''));
  if (!Number.isInteger(said)) return undefined;
  const counts = solutionCounts(eqText);
  if (!counts) return undefined;
  // Solutions are a set; roots may be counted with multiplicity unless "distinct" is said.
  const once = (xs: number[]) => (distinct || /solution/.test(noun) ? [xs[0]!] : xs);
  const readings = [...once(counts.real), ...(real || counts.complex.length === 0 ? [] : once(counts.complex))];
  const verdicts = new Set(readings.map((k) => k === said));
  if (verdicts.size !== 1) return undefined;
  return decided(readings[0] === said, `${eqText.trim()} has ${counts.real[0]} distinct real ${counts.real[0] === 1 ? 'solution' : 'solutions'}${counts.real.length > 1 ? ' (a repeated root, 2 counted with multiplicity)' : ''}; the claim says ${said}.`, 'proof', C);
}

const COUNT = String.raw`(no|\d+|a\s+single|a\s+unique|exactly\s+\d+|only\s+\d+|only\s+one|exactly\s+one|just\s+one)`;
const COUNT_RULES: Rule[] = [
  [new RegExp(String.raw`^(?:the\s+equation\s+)?(.+?=.+?)\s+has\s+${COUNT}\s+(distinct\s+|different\s+)?(real\s+)?(solutions?|roots?|zeros?)(?:\s+(?:in|over)\s+the\s+real(?:\s+number)?s)?$`), (m) => countClaim(m[1]!, m[2]!, Boolean(m[3]), Boolean(m[4]), m[5]!)],
  [new RegExp(String.raw`^there\s+(?:is|are)\s+${COUNT}\s+(distinct\s+|different\s+)?(real\s+)?(solutions?|roots?|values?\s+of\s+[a-z])\s+(?:to|of|for|that\s+(?:satisfy|satisfies|solve|solves))\s+(?:the\s+equation\s+)?(.+=.+)$`), (m) => countClaim(m[5]!, m[1]!, Boolean(m[2]), Boolean(m[3]), m[4]!.replace(/^values?.*/, 'solutions'))],
];

// Values at a point, in the orders English puts them: "At x = 2, x^2 + 3x equals 10", "x^2 + 3x
// is 10 when x = 2", "The value of x^2 + 3x at x = 2 is 10", "Substituting a = 3 and b = −2 into
// a² + ab gives 3". The expression must not be an equation itself ("EQ when x = v" is above).
const ASSIGNS = String.raw`([a-z]\s*=\s*${NUMBER}(?:\s*(?:,|and|,\s*and)\s*[a-z]\s*=\s*${NUMBER})*)`;
const IS_VALUE = String.raw`(?:=|equals|is\s+equal\s+to|is|gives|comes\s+to|evaluates\s+to|becomes)`;
function valueAt(expr: string, assigns: string, value: string): CheckResult | undefined {
  const body = expr.trim().replace(/^(?:the\s+)?(?:function|polynomial|expression|quadratic)\s+/, '').replace(/^[a-z]\s*\(\s*[a-z]\s*\)\s*=\s*/, '');
  return body.includes('=') ? undefined : holdsAt(`${body} = ${value}`, assigns);
}
const EVALUATION_RULES: Rule[] = [
  [new RegExp(String.raw`^(?:if|when|for|with|at|taking|setting|putting|given(?:\s+that)?)\s+${ASSIGNS},?\s+(?:then\s+)?(?:the\s+value\s+of\s+)?(.+?)\s+${IS_VALUE}\s+(${NUMBER})$`), (m) => valueAt(m[2]!, m[1]!, m[3]!)],
  [new RegExp(String.raw`^(.+?)\s+${IS_VALUE}\s+(${NUMBER})\s*,?\s+(?:when|if|for|at|where|with)\s+${ASSIGNS}$`), (m) => valueAt(m[1]!, m[3]!, m[2]!)],
  [new RegExp(String.raw`^(?:the\s+)?value\s+of\s+(.+?)\s+(?:at|when|for|if|with|where)\s+${ASSIGNS}\s+(?:is|equals|=)\s+(${NUMBER})$`), (m) => valueAt(m[1]!, m[2]!, m[3]!)],
  [new RegExp(String.raw`^(?:substituting|plugging|putting|inserting|setting)\s+${ASSIGNS}\s+(?:into|in)\s+(.+?)\s+(?:gives|yields|results\s+in|produces)\s+(${NUMBER})$`), (m) => valueAt(m[2]!, m[1]!, m[3]!)],
  [new RegExp(String.raw`^(.+?)\s+(?:evaluated\s+|computed\s+)?(?:at|for|with)\s+${ASSIGNS}\s+(?:is|equals|=|gives|comes\s+to)\s+(${NUMBER})$`), (m) => valueAt(m[1]!, m[2]!, m[3]!)],
  // A one-variable expression at a bare number: "f(x) = 2x² − 3 evaluated at 4 is 29", "Plugging 4 into x² − 3 gives 13".
  [new RegExp(String.raw`^(.+?)\s+(?:evaluated\s+|computed\s+)?at\s+(${NUMBER})\s+(?:is|equals|=|gives|comes\s+to)\s+(${NUMBER})$`), (m) => {
    const v = soleVariable(m[1]!);
    return v ? valueAt(m[1]!, `${v} = ${m[2]}`, m[3]!) : undefined;
  }],
  [new RegExp(String.raw`^(?:substituting|plugging|putting|inserting)\s+(${NUMBER})\s+(?:into|in)\s+(.+?)\s+(?:gives|yields|results\s+in|produces)\s+(${NUMBER})$`), (m) => {
    const v = soleVariable(m[2]!);
    return v ? valueAt(m[2]!, `${v} = ${m[1]}`, m[3]!) : undefined;
  }],
  // Roots said with the point: "x^2 - 16 has a root at x = 4", "x = 4 makes x^2 − 16 equal to zero".
  [new RegExp(String.raw`^(.+?)\s+has\s+(?:a\s+)?(?:root|zero|0|solution)\s+(?:at|of)\s+(?:([a-z])\s*=\s*)?(${NUMBER})$`), (m) => {
    const v = m[2] ?? soleVariable(m[1]!);
    return v ? holdsAt(m[1]!, `${v} = ${m[3]}`) : undefined;
  }],
  [new RegExp(String.raw`^(?:([a-z])\s*=\s*)?(${NUMBER})\s+makes\s+(.+?)\s+(?:equal\s+(?:to\s+)?(?:zero|0)|vanish|zero)$`), (m) => {
    const v = m[1] ?? soleVariable(m[3]!);
    return v && !m[3]!.includes('=') ? holdsAt(m[3]!, `${v} = ${m[2]}`) : undefined;
  }],
  [new RegExp(String.raw`^(?:substituting|plugging|putting)\s+${ASSIGNS}\s+(?:into|in)\s+(.+?=.+?)\s+(?:makes\s+it\s+true|satisfies\s+it|works|gives\s+a\s+true\s+statement)$`), (m) => holdsAt(m[2]!, m[1]!)],
];

// Identities said in words: "A and B are equivalent", "A is always equal to B", "The expansion
// of A is B", "In factored form, A is B", "A multiplies out to B". Both sides must have variables,
// so a numeric "3 and 3.0 are the same" is no identity.
function identityInWords(a: string, b: string): CheckResult | undefined {
  const [ra, rb] = [rationalOf(implicitProducts(a)), rationalOf(implicitProducts(b))];
  if (!ra || !rb || !rationalVariables(ra).length || !rationalVariables(rb).length) return undefined;
  return checkIdentity(a, b, `Comparing ${a.trim()} and ${b.trim()}`);
}
const IDENTITY_RULES: Rule[] = [
  [/^(?:the\s+)?(?:expressions\s+)?(.+?)\s+and\s+(.+?)\s+are\s+(?:identical|equivalent|the\s+same|always\s+equal|equal\s+(?:for\s+all|everywhere))(?:\s+expressions)?$/, (m) => identityInWords(m[1]!, m[2]!)],
  [/^(.+?)\s+(?:is\s+(?:always|identically)\s+equal\s+to|always\s+equals|is\s+the\s+same\s+(?:expression\s+)?as|is\s+always)\s+(.+)$/, (m) => identityInWords(m[1]!, m[2]!)],
  [/^(.+?)\s+(?:reduces\s+to|multiplies\s+out\s+to|can\s+be\s+(?:factored|factori[sz]ed|expanded|rewritten|reduced)\s+(?:as|into|to)|becomes)\s+(.+)$/, (m) => identityInWords(m[1]!, m[2]!)],
  [/^(.+?),\s*(?:when|once|if)\s+(?:simplified|expanded|factored|factori[sz]ed|multiplied\s+out|written\s+out),\s*(?:is|gives|becomes|equals)\s+(.+)$/, (m) => identityInWords(m[1]!, m[2]!)],
  [/^(?:the\s+)?(?:expansion|expanded\s+form|factori[sz]ation|factored\s+form|factori[sz]ed\s+form|simplified\s+form|simplest\s+form|simplification)\s+of\s+(.+?)\s+(?:is|=|equals)\s+(.+)$/, (m) => identityInWords(m[1]!, m[2]!)],
  [/^(?:in|when)\s+(?:factored|factori[sz]ed|expanded|simplified|simplest)(?:\s+form)?,\s*(.+?)\s+(?:is|=|equals|becomes)\s+(.+)$/, (m) => identityInWords(m[1]!, m[2]!)],
  [/^(?:after\s+)?(?:collecting\s+like\s+terms|simplifying|expanding|factori[sz]ing|factoring),\s*(.+?)\s+(?:=|is|equals|becomes)\s+(.+)$/, (m) => identityInWords(m[1]!, m[2]!)],
];

/** The rules of this section, tried before the older ones. */
// Each family of rules with the words or signs every one of its sentences has: checkers read every
// sentence of long content, so a family is tried only where it can apply (issue 4's work cap).
const VARIABLE = /(?:\d|[-+*/^(=<>≤≥]\s*)[a-z]\b|\b[a-z]\s*[-+*/^)=<>≤≥]/;
const RULE_FAMILIES: [RegExp, readonly Rule[]][] = [
  [/[a-z]\s*\(\s*[a-z]\s*\)\s*=/, FUNCTION_VALUE_RULES],
  [/\b[a-z]\s*=\s*-?[\d.]|\b(?:at|into|in)\s+-?\d|\b(?:substitut|plug|putt|insert|evaluat|comput)|[a-z]\s*\(\s*[a-z]\s*\)\s*=/, EVALUATION_RULES],
  [VARIABLE, IDENTITY_RULES],
  [/invers|\^\s*[({]?-1/, INVERSE_RULES],
  [/\b(?:lines?|graphs?|parallel|perpendicular|intersects?|meets?|cross(?:es)?)\b|[⊥∥]/, LINE_RULES],
  [/factor|divid|divisible|remainder/, FACTOR_RULES],
  [/solution|root|zero|\b0\b/, COUNT_RULES],
  [/^log\d/, [LOG_SUBSCRIPT]],
];

function relationRules(text: string): CheckResult | undefined {
  // Every construction here has a relation or a number in it.
  if (!/[\d=<>≤≥≠|⟺⇔⇒⟹]/.test(text)) return undefined;
  for (const [gate, rules] of RULE_FAMILIES) {
    if (!gate.test(text)) continue;
    for (const [re, check] of rules) {
      const m = re.exec(text);
      const r = m ? check(m) : undefined;
      if (r) return r;
    }
  }
  if (!VARIABLE.test(text)) return undefined;
  return ((text.match(/=/g)?.length ?? 0) >= 2 || /\(\s*-?[\d./]+\s*,/.test(text) ? systemRelation(text) : undefined) ?? conditionRelation(text);
}

const E = String.raw`(?:is|equals|=|is\s+equal\s+to|comes\s+to|gives)`;
const EXTRA_RULES: [RegExp, (m: RegExpExecArray) => CheckResult | undefined][] = [
  // Sums and products of roots.
  [new RegExp(String.raw`^(?:the\s+)?(sum|product)\s+of\s+the\s+(?:(?:two|2)\s+|real\s+)?(?:roots|solutions|zeros)\s+(?:of|to)\s+(.+?)\s+${E}\s+(-?[\d./]+)$`), (m) => rootsCombination(m[2]!, m[1] as 'sum' | 'product', m[3]!)],
  [new RegExp(String.raw`^(?:the\s+)?(?:(?:two|2)\s+|real\s+)?(?:roots|solutions|zeros)\s+(?:of|to)\s+(.+?)\s+(adds?\s+up\s+to|sums?\s+to|comes?\s+to|totals?|multipl(?:y|ies)\s+to|ha(?:ve|s)\s+(?:a\s+)?sum\s+(?:of\s+)?|ha(?:ve|s)\s+(?:a\s+)?product\s+(?:of\s+)?)\s*(-?[\d./]+)$`), (m) => rootsCombination(m[1]!, /multipl|product/.test(m[2]!) ? 'product' : 'sum', m[3]!)],
  // Values that make an equation or a polynomial vanish.
  [new RegExp(String.raw`^(.+?)\s+(?:vanishes|is\s+zero|equals\s+zero|is\s+0|equals\s+0)\s+(?:at|when|for)\s+([a-z]\s*=\s*-?[\d./]+)$`), (m) => (m[1]!.includes('=') ? undefined : holdsAt(m[1]!, m[2]!))],
  [new RegExp(String.raw`^(.+?=.+?)\s+(?:holds|is\s+true|is\s+satisfied)\s+(?:for|when|at|if)\s+([a-z]\s*=\s*-?[\d./]+(?:\s*(?:,|and)\s*[a-z]\s*=\s*-?[\d./]+)*)$`), (m) => holdsAt(m[1]!, m[2]!)],
  [new RegExp(String.raw`^(?:([a-z])\s*=\s*)?(-?[\d./]+)\s+(?:is\s+(?:a|one)\s+(?:zero|0|root)\s+of|(?:solves|satisfies))\s+(.+)$`), (m) => {
    const v = m[1] ?? soleVariable(m[3]!);
    return v ? holdsAt(m[3]!, `${v} = ${m[2]}`) : undefined;
  }],
  // "x = 12 and x = −6 both satisfy |x − 3| = 9": every value listed solves it.
  [new RegExp(String.raw`^((?:[a-z]\s*=\s*)?-?[\d./]+(?:\s*(?:,|and|,\s*and)\s*(?:[a-z]\s*=\s*)?-?[\d./]+)+)\s+(?:both\s+|all\s+|each\s+)?(?:satisfy|solve|are\s+(?:both\s+)?(?:solutions|roots|zeros)\s+(?:of|to))\s+(.+?=.+)$`), (m) => {
    if (new Set([...m[1]!.matchAll(/\b([a-z])\s*=/g)].map((v) => v[1])).size > 1) return undefined; // values of several unknowns: a system
    const r = checkSolutionSet(m[2]!, m[1]!, 'member');
    return r.verdict === 'uncertain' ? undefined : r;
  }],
  [new RegExp(String.raw`^(?:([a-z])\s*=\s*)?(-?[\d./]+)\s+(?:makes|turns)\s+(.+?=.+?)\s+true$`), (m) => {
    const v = m[1] ?? soleVariable(m[3]!);
    return v ? holdsAt(m[3]!, `${v} = ${m[2]}`) : undefined;
  }],
  [new RegExp(String.raw`^(?:the\s+)?(?:only\s+)?value\s+of\s+([a-z])\s+(?:that|which)\s+makes\s+(.+?=.+?)\s+true\s+${E}\s+(-?[\d./]+)$`), (m) => {
    const eq = equationPolynomial(m[2]!);
    return eq && eq.variable === m[1] ? checkSolutionSet(m[2]!, m[3]!, 'set') : undefined;
  }],
  // Solution sets named from the other side.
  [new RegExp(String.raw`^((?:[a-z]\s*=\s*-?[\d./]+)(?:\s*(?:,|and)\s*(?:[a-z]\s*=\s*)?-?[\d./]+)*)\s+are\s+(?:the\s+)?(?:only\s+)?(?:(?:two|2)\s+|real\s+)*(?:solutions|roots|zeros)\s+(?:of|to)\s+(.+)$`), (m) => {
    if (!m[2]!.includes('=')) return undefined;
    return checkSolutionSet(m[2]!, m[1]!, 'set');
  }],
  [new RegExp(String.raw`^(?:the\s+)?(?:real\s+)?(?:zeros|roots)\s+of\s+(?:the\s+function\s+)?[a-z]\s*\(\s*([a-z])\s*\)\s*=\s*(.+?)\s+(?:are|is)\s+(.+)$`), (m) => checkSolutionSet(`${m[2]} = 0`, m[3]!, 'set')],
  [new RegExp(String.raw`^(.+?=.+?)\s+has\s+(?:a\s+)?(repeated|double|single|unique)\s+(?:real\s+)?(?:root|solution)$`), (m) => {
    const eq = equationCoefficients(m[1]!);
    if (!eq) return undefined;
    const c = trimmed(eq.coeffs);
    if (c.length !== 3) return undefined;
    const [c0, b, a] = c as [Q, Q, Q];
    const disc = b.mul(b).sub(Q.of(4).mul(a).mul(c0));
    return decided(disc.isZero(), `The discriminant of ${m[1]!.trim()} is ${disc.toString()}, so it ${disc.isZero() ? 'has' : 'does not have'} a repeated root.`, 'proof', C);
  }],
  [new RegExp(String.raw`^(.+?=.+?)\s+(?:when|for|if|at)\s+([a-z]\s*=\s*-?[\d./]+(?:\s*(?:,|and)\s*[a-z]\s*=\s*-?[\d./]+)*)$`), (m) => holdsAt(m[1]!, m[2]!)],
  // Identities said in words.
  [new RegExp(String.raw`^(?:the\s+identity\s+)?(.+?)\s*=\s*(.+?)\s+(?:holds|is\s+true|is\s+valid)\s+for\s+(?:all|every|any)\s+(?:real\s+)?(?:values?\s+of\s+)?[a-z](?:\s*,\s*[a-z])*$`), (m) => checkIdentity(m[1]!, m[2]!, `Comparing ${m[1]!.trim()} and ${m[2]!.trim()}`)],
  [/^(.+?)\s+is\s+identically\s+equal\s+to\s+(.+)$/, (m) => checkIdentity(m[1]!, m[2]!, `Comparing ${m[1]!.trim()} and ${m[2]!.trim()}`)],
  [/^(.+?)\s+and\s+(.+?)\s+are\s+(?:equal|identical|equivalent|the\s+same)\s+for\s+(?:all|every|any)\s+(?:real\s+)?(?:values?\s+of\s+)?[a-z]$/, (m) => checkIdentity(m[1]!, m[2]!, `Comparing ${m[1]!.trim()} and ${m[2]!.trim()}`)],
  [/^(.+?)\s+can\s+be\s+(?:written|simplified)\s+(?:more\s+simply\s+)?(?:as|to)\s+(.+)$/, (m) => checkIdentity(m[1]!, m[2]!, `Comparing ${m[1]!.trim()} and ${m[2]!.trim()}`)],
  [/^(?:expanding|simplifying)\s+and\s+(?:simplifying|collecting\s+(?:like\s+)?terms\s+(?:in|of))\s+(.+?)\s+(?:gives|yields|results\s+in)\s+(.+)$/, (m) => checkIdentity(m[1]!, m[2]!, `Expanding ${m[1]}`)],
  // Evaluation at a point.
  [new RegExp(String.raw`^(?:evaluating|substituting\s+into)\s+(.+?)\s+(?:at|with|for)\s+([a-z]\s*=\s*-?[\d./]+(?:\s*(?:,|and)\s*[a-z]\s*=\s*-?[\d./]+)*)\s+(?:gives|yields|results\s+in|produces)\s+(-?[\d./]+)$`), (m) => evaluateAt(m[1]!, m[2]!, m[3]!)],
  [new RegExp(String.raw`^(?:let|if|given|for)\s+([a-z])\s*\(\s*([a-z])\s*\)\s*=\s*(.+?)\s*[;,]\s*(?:then\s+)?\1\s*\(\s*(-?[\d./]+)\s*\)\s*(?:=|is|equals)\s*(-?[\d./]+)$`), (m) => checkFunctionValue(m[1]!, m[2]!, m[3]!, m[4]!, m[5]!, 'eq')],
  [new RegExp(String.raw`^(?:the\s+function\s+)?([a-z])\s*\(\s*([a-z])\s*\)\s*=\s*(.+?)\s+(?:takes|has)\s+(?:the\s+)?value\s+(-?[\d./]+)\s+(?:at|when)\s+\2\s*=\s*(-?[\d./]+)$`), (m) => checkFunctionValue(m[1]!, m[2]!, m[3]!, m[5]!, m[4]!, 'eq')],
  // Discriminants.
  [new RegExp(String.raw`^(?:the\s+)?discriminant\s+of\s+(.+?)\s+${E}\s+(-?[\d./]+)$`), (m) => discriminantClaim(m[1]!, m[2]!)],
  [new RegExp(String.raw`^(.+?)\s+has\s+(?:a\s+)?discriminant\s+(?:of\s+)?(-?[\d./]+)$`), (m) => discriminantClaim(m[1]!, m[2]!)],
  [new RegExp(String.raw`^b\s*\^\s*2\s*-\s*4\s*a\s*c\s+(?:for|of)\s+(.+?)\s+${E}\s+(-?[\d./]+)$`), (m) => discriminantClaim(m[1]!, m[2]!)],
  // "For −x² + 6x + 9 = 0, b² − 4ac works out to 72": the discriminant by its formula, the equation set first (issue 22, claims8).
  [new RegExp(String.raw`^(?:for|in)\s+(.+?),\s*(?:the\s+discriminant|b\s*\^\s*2\s*-\s*4\s*a\s*c)\s+${E}\s+(-?[\d./]+)$`), (m) => discriminantClaim(m[1]!, m[2]!)],
  // An exponential equation b^(linear in x) = c (issue 22, claims8): with b > 0 and b ≠ 1 it has at most one
  // solution, so "if …, then x = v", "the solution of … is x = v" and "x = v is the solution of …" hold exactly when v solves it.
  [new RegExp(String.raw`^(?:if|given\s+that|given)\s+${EXPONENTIAL},\s*(?:then\s+)?([a-z])\s*=\s*(-?[\d./]+)$`), (m) => exponentialSolution(m[1]!, m[2]!, m[3]!, m[4]!, m[5]!)],
  [new RegExp(String.raw`^(?:the\s+)?(?:solution|root)\s+(?:of|to)\s+(?:the\s+equation\s+)?${EXPONENTIAL}\s+is\s+([a-z])\s*=\s*(-?[\d./]+)$|^solving\s+${EXPONENTIAL}\s+(?:gives|yields)\s+([a-z])\s*=\s*(-?[\d./]+)$`), (m) => (m[1] !== undefined ? exponentialSolution(m[1]!, m[2]!, m[3]!, m[4]!, m[5]!) : exponentialSolution(m[6]!, m[7]!, m[8]!, m[9]!, m[10]!))],
  [new RegExp(String.raw`^([a-z])\s*=\s*(-?[\d./]+)\s+is\s+the\s+(?:only\s+)?(?:solution|root)\s+(?:of|to)\s+(?:the\s+equation\s+)?${EXPONENTIAL}$`), (m) => exponentialSolution(m[3]!, m[4]!, m[5]!, m[1]!, m[2]!)],
  // "Rearranged, 6x − 2y = 8 becomes y = 3x − 4", "Rearranging 2x + y = 7 gives y = 7 − 2x": the same linear
  // equation written another way, so each side's difference is a non-zero multiple of the other's (issue 22, claims8).
  [/^(?:rearranged|rearranging|after\s+rearranging|solved\s+for\s+[a-z]),?\s+([^=]+=[^=]+?)\s+(?:becomes|gives|is|can\s+be\s+written\s+as)\s+([^=]+=[^=]+)$|^([^=]+=[^=]+?)\s+(?:rearranges\s+to|can\s+be\s+rearranged\s+(?:as|to|into))\s+([^=]+=[^=]+)$/, (m) => sameLinearEquation((m[1] ?? m[3])!, (m[2] ?? m[4])!)],
  // A coefficient of an expansion (issue 22, claims8): "the coefficient of x in (4x − 6)(3x + 9) is 18",
  // "When you expand P, the coefficient of x² is c", "the constant term of (x + 4)(3x + 7) is 28".
  [new RegExp(String.raw`^(?:the\s+)?(coefficient\s+of\s+[a-z](?:\s*\^\s*\d+)?|constant\s+term|[a-z](?:\s*\^\s*\d+)?[-\s]coefficient)\s+(?:of|in)\s+(?:the\s+expansion\s+of\s+|the\s+product\s+)?(.+?)\s+${E}\s+(-?[\d./]+)$`), (m) => coefficientClaim(m[2]!, m[1]!, m[3]!)],
  [new RegExp(String.raw`^(?:when\s+(?:you\s+|we\s+)?expand(?:ing)?|(?:on\s+)?expanding|in\s+the\s+expansion\s+of|if\s+(?:you\s+|we\s+)?expand)\s+(.+?),\s*(?:the\s+)?(coefficient\s+of\s+[a-z](?:\s*\^\s*\d+)?|constant\s+term|[a-z](?:\s*\^\s*\d+)?[-\s]coefficient)\s+${E}\s+(-?[\d./]+)$`), (m) => coefficientClaim(m[1]!, m[2]!, m[3]!)],
  // "For f(x) = −3x + 1, the inverse function gives f⁻¹(16) = −5": the value of a linear function's inverse.
  [new RegExp(String.raw`^(?:for|if|let|given)\s+([a-z])\s*\(\s*([a-z])\s*\)\s*=\s*([^,;]+?)\s*[,;]\s*(?:then\s+)?(?:the\s+inverse(?:\s+function)?\s+(?:gives|satisfies)\s+)?\1\s*\^\s*(?:-1|\(-1\)|\{-1\})\s*\(\s*(-?[\d./]+)\s*\)\s*(?:=|is|equals)\s*(-?[\d./]+)$`), (m) => inverseValue(m[3]!, m[2]!, m[4]!, m[5]!)],
  // Extrema and vertices of quadratics.
  [new RegExp(String.raw`^(?:the\s+)?(maximum|minimum|max|min|greatest|least|smallest|largest)\s+value\s+of\s+(.+?)\s+${E}\s+(-?[\d./]+)$`), (m) => extremumClaim(m[2]!, /max|greatest|largest/.test(m[1]!) ? 'max' : 'min', m[3]!)],
  [new RegExp(String.raw`^(.+?)\s+has\s+(?:a|its)\s+(maximum|minimum)(?:\s+value)?\s+(?:of\s+)?(-?[\d./]+)(?:\s+at\s+x\s*=\s*(-?[\d./]+))?$`), (m) => extremumClaim(m[1]!, m[2]!, m[3]!, m[4])],
  [new RegExp(String.raw`^(.+?)\s+(?:reaches|attains|has)\s+(?:a|its)\s+(maximum|minimum)(?:\s+value)?\s+(?:of\s+)?(-?[\d./]+)\s+at\s+x\s*=\s*(-?[\d./]+)$`), (m) => extremumClaim(m[1]!, m[2]!, m[3]!, m[4])],
  // "The axis of symmetry of y = −2x² − 8x − 10 is (the line) x = −2": the vertical line through the vertex (issue 22, claims8).
  [new RegExp(String.raw`^(?:the\s+)?(?:axis\s+of\s+symmetry|line\s+of\s+symmetry|symmetry\s+axis)\s+of\s+(?:the\s+(?:parabola|graph\s+of)\s+)?(.+?)\s+is\s+(?:the\s+(?:vertical\s+)?line\s+)?x\s*=\s*(-?[\d./]+)$`), (m) => {
    const v = vertexOf(m[1]!);
    const h = constantOf(m[2]!);
    if (!v || !h) return undefined;
    return decided(v.h.eq(h), `The axis of symmetry of ${m[1]!.trim()} is x = −b/(2a) = ${v.h.toString()}; the claim says x = ${h.toString()}.`, 'proof', C);
  }],
  [new RegExp(String.raw`^(?:the\s+)?(?:turning\s+point|vertex|stationary\s+point)\s+of\s+(.+?)\s+(?:is|is\s+at|lies\s+at)\s+${POINT}$`), (m) => vertexClaim(m[1]!, m[2]!, m[3]!)],
  // "y = x² − 12x + 39 has its minimum at (6, 3)": the vertex, and the word must fit the way the parabola opens.
  [new RegExp(String.raw`^(.+?)\s+(?:has|reaches|attains)\s+(?:a|its)\s+(minimum|maximum|lowest\s+point|highest\s+point|vertex|turning\s+point)(?:\s+point)?\s+at\s+${POINT}$`), (m) => {
    const v = vertexOf(m[1]!);
    if (!v) return undefined;
    const said = /min|low/.test(m[2]!) ? 'min' : /max|high/.test(m[2]!) ? 'max' : undefined;
    if (said && (said === 'max') !== (v.a.n < 0n)) return decided(false, `${m[1]!.trim()} opens ${v.a.n < 0n ? 'downward' : 'upward'}: its vertex (${v.h.toString()}, ${v.k.toString()}) is a ${v.a.n < 0n ? 'maximum' : 'minimum'}, and it has no ${said === 'max' ? 'maximum' : 'minimum'}.`, 'proof', C);
    return vertexClaim(m[1]!, m[3]!, m[4]!);
  }],
  // Logarithms.
  [new RegExp(String.raw`^(?:the\s+)?(?:logarithm|log)\s+of\s+(-?[\d./]+)\s+(?:to|in)\s+(?:the\s+)?base\s+(-?[\d./]+)\s+${E}\s+(-?[\d./]+)$`), (m) => logClaim(m[2]!, m[1]!, m[3]!)],
  [new RegExp(String.raw`^log\s+(?:to\s+)?base\s+(-?[\d./]+)\s+of\s+(-?[\d./]+)\s+${E}\s+(-?[\d./]+)$`), (m) => logClaim(m[1]!, m[2]!, m[3]!)],
  // "The common log of 1000 is 3", "the binary logarithm of 64 is 6": the logarithm named by its base's name (issue 22, claims 8).
  [new RegExp(String.raw`^(?:the\s+)?(common|decimal|binary|base[\s-]*(?:10|2))\s+(?:logarithm|log)\s+of\s+(-?[\d./]+)\s+${E}\s+(-?[\d./]+)$`), (m) => logClaim(/binary|2$/.test(m[1]!) ? '2' : '10', m[2]!, m[3]!)],
  [new RegExp(String.raw`^log\s*_\s*\{?\s*(\d+)\s*\}?\s*\(?\s*([\d./]+)\s*\)?\s*(?:=|is|equals)\s*(-?[\d./]+)$`), (m) => logClaim(m[1]!, m[2]!, m[3]!)],
  // Lines, sequences and composed functions (lines.ts).
  ...COORDINATE_RULES,
  ...SEQUENCE_RULES,
  ...COMPOSITION_RULES,
  // Sums of arithmetic progressions.
  [new RegExp(String.raw`^(?:the\s+)?sum\s+of\s+the\s+first\s+(\d+)\s+terms\s+of\s+(?:the\s+(?:arithmetic\s+)?(?:sequence|progression|series)\s+)?((?:-?[\d./]+\s*,\s*){3,})(?:\.\.\.|…)\s+${E}\s+(-?[\d./]+)$`), (m) => progressionSum(m[1]!, m[2]!, m[3]!)],
  [new RegExp(String.raw`^(?:the\s+)?first\s+(\d+)\s+terms\s+of\s+(?:the\s+(?:arithmetic\s+)?(?:sequence|progression|series)\s+)?((?:-?[\d./]+\s*,\s*){3,})(?:\.\.\.|…)\s+(?:add\s+up\s+to|sum\s+to|comes\s+to|total)\s+(-?[\d./]+)$`), (m) => progressionSum(m[1]!, m[2]!, m[3]!)],
  // Lines through two points.
  [new RegExp(String.raw`^(?:the\s+|a\s+)?line\s+(?:joining|through|connecting|between|passing\s+through|going\s+through|that\s+passes\s+through|that\s+goes\s+through)\s+${POINT}\s+and\s+${POINT}\s+has\s+(?:a\s+)?(?:gradient|slope)\s+(?:of\s+)?(-?[\d./]+)$`), (m) => twoPointLine([m[1]!, m[2]!, m[3]!, m[4]!], { slope: m[5]! })],
  // "Rise over run from (−2, −6) to (1, −18) gives a slope of −4": the slope by its definition (issue 22, claims8).
  [new RegExp(String.raw`^(?:the\s+)?rise\s+over\s+(?:the\s+)?run\s+(?:from|between)\s+${POINT}\s+(?:to|and)\s+${POINT}\s+(?:gives|is|equals|comes\s+to)\s+(?:a\s+|the\s+)?(?:(?:gradient|slope)\s+(?:of\s+)?)?(-?[\d./]+)$`), (m) => twoPointLine([m[1]!, m[2]!, m[3]!, m[4]!], { slope: m[5]! })],
  [new RegExp(String.raw`^(?:the\s+)?(?:gradient|slope)\s+of\s+the\s+line\s+(?:joining|through|connecting|between)\s+${POINT}\s+and\s+${POINT}\s+${E}\s+(-?[\d./]+)$`), (m) => twoPointLine([m[1]!, m[2]!, m[3]!, m[4]!], { slope: m[5]! })],
  [new RegExp(String.raw`^(?:the\s+)?(?:equation\s+of\s+the\s+)?line\s+(?:joining|through|connecting|between)\s+${POINT}\s+and\s+${POINT}\s+is\s+y\s*=\s*(.+)$`), (m) => twoPointLine([m[1]!, m[2]!, m[3]!, m[4]!], { line: m[5]! })],
];

// ---------------------------------------------------------------------------------------------
// Ways of writing an algebra claim that the rules below already read once said plainly (issue 22,
// claims10; spec/DECISIONS.md "Algebra phrasings: maps, images, any x beyond k, word problems").
// Each is a form of English or of notation, restated; nothing here decides by itself.
const NUM = String.raw`-?[\d./]+`;
const WORD_RELATIONS: [RegExp, string][] = [
  [/^(?:greater|larger|bigger|more)\s+than$|^above$|^exceeds?$|^>$/, '>'],
  [/^(?:less|smaller|lower)\s+than$|^below$|^<$/, '<'],
  [/^at\s+least$|^no\s+less\s+than$|^≥$|^>=$/, '≥'],
  [/^at\s+most$|^no\s+more\s+than$|^≤$|^<=$/, '≤'],
];
const RELATION_WORDS = String.raw`(?:(?:greater|larger|bigger|more|less|smaller|lower)\s+than|above|below|exceeds?|at\s+least|at\s+most|no\s+less\s+than|no\s+more\s+than|>=|<=|[<>≤≥])`;
function relationSign(words: string): string | undefined {
  return WORD_RELATIONS.find(([re]) => re.test(words.trim()))?.[1];
}
const FUNCTION_HEAD = String.raw`([a-z])\s*\(\s*([a-z])\s*\)\s*=\s*(.+?)`;
// "↦" may arrive as "→" (text.ts reads it as an arrow); with "sends/maps … to" after it, it is the map.
const MAPSTO = String.raw`(?:↦|⟼|\\mapsto|\|->|→|->)`;
const RESTATEMENTS: [RegExp, (m: RegExpExecArray) => string | undefined][] = [
  // "The answer is x = 10 (from …)": the answer states the result.
  [/^(?:so\s+)?(?:the\s+)?(?:final\s+)?answer\s+is\s+(?=[a-z]\s*=)/, () => ''],
  // "Completing the square: A = B": the method named as a label before the identity it produced.
  [/^(?:by\s+)?(?:completing\s+the\s+square|factoring|factori[sz]ing|factoring\s+out|expanding|simplifying|difference\s+of\s+(?:two\s+)?squares|foil)\s*:\s*(?=[^=:]+=[^=:]+$)/, () => ''],
  // "f(x) = 4x + 4 maps −5 to −4", "Under f(x) = 5x + 1, the image of −5 is −24": the value at a point.
  [new RegExp(String.raw`^(?:the\s+function\s+)?${FUNCTION_HEAD}\s+(?:maps|sends|takes)\s+(${NUM})\s+(?:to|onto)\s+(${NUM})$`), (m) => `for ${m[1]}(${m[2]}) = ${m[3]}, ${m[1]}(${m[4]}) = ${m[5]}`],
  [new RegExp(String.raw`^under\s+(?:the\s+function\s+)?${FUNCTION_HEAD},\s*the\s+image\s+of\s+(${NUM})\s+is\s+(${NUM})$`), (m) => `for ${m[1]}(${m[2]}) = ${m[3]}, ${m[1]}(${m[4]}) = ${m[5]}`],
  // "x ↦ 3x − 1 sends 2 to 5": the map written with its arrow.
  [new RegExp(String.raw`^(?:the\s+map\s+)?(?:([a-eg-z]|f)\s*:\s*)?([a-z])\s*${MAPSTO}\s*(.+?)\s+(?:maps|sends|takes)\s+(${NUM})\s+(?:to|onto)\s+(${NUM})$`), (m) => (m[2] === (m[1] ?? 'f') ? undefined : `for ${m[1] ?? 'f'}(${m[2]}) = ${m[3]}, ${m[1] ?? 'f'}(${m[4]}) = ${m[5]}`)],
  [new RegExp(String.raw`^under\s+(?:the\s+map\s+)?(?:([a-z])\s*:\s*)?([a-z])\s*${MAPSTO}\s*(.+?),\s*the\s+image\s+of\s+(${NUM})\s+is\s+(${NUM})$`), (m) => (m[2] === (m[1] ?? 'f') ? undefined : `for ${m[1] ?? 'f'}(${m[2]}) = ${m[3]}, ${m[1] ?? 'f'}(${m[4]}) = ${m[5]}`)],
  // "Substituting x = 5 makes x² + x − 20 vanish": the value substituted is the value that makes it so.
  [/^(?:substituting|plugging\s+in|putting\s+in|setting)\s+(?=[a-z]\s*=\s*-?[\d./]+\s+(?:makes|turns)\s)/, () => ''],
  // "For 9x − 8 = 7x + 16, x comes out as 11": the value the equation gives.
  [new RegExp(String.raw`^(?:for|in|from)\s+(?:the\s+equation\s+)?([^,]+?=[^,]+?),\s*([a-z])\s+(?:comes\s+(?:out\s+)?(?:as|to|at)|works\s+out\s+(?:as|to|at)|turns\s+out\s+to\s+be|must\s+be|has\s+to\s+be)\s+(${NUM})$`), (m) => `if ${m[1]}, then ${m[2]} = ${m[3]}`],
];

function restateAlgebraPhrasing(input: string): string {
  let text = input;
  // Emphasis around mathematics is markup (a code span with a relation stays code: DECISIONS "Reading content").
  text = text.replace(/\*\*|__/g, '').replace(/\s+/g, ' ').trim();
  for (const [re, say] of RESTATEMENTS) {
    const m = re.exec(text);
    const out = m ? say(m) : undefined;
    if (out !== undefined) text = m![0].length === 0 ? text : `${text.slice(0, m!.index)}${out}${text.slice(m!.index + m![0].length)}`;
  }
  return text;
}


// "Any x greater than 7 satisfies 2x − 9 > 5", "Every x > 9 makes 6x − 2 bigger than 40": every x
// of the first set is in the second, so a narrower first set is true (unlike "if … then", whose
// weaker consequence stays uncertain because it may mean "solving gives").
const ANY_BEYOND = new RegExp(String.raw`^(?:any|every|each|all)\s+(?:real\s+)?(?:number\s+|value\s+(?:of\s+)?)?([a-z])\s+(?:that\s+is\s+|which\s+is\s+)?(${RELATION_WORDS})\s*(${NUM})\s+(?:satisf(?:ies|y)|makes?)\s+(.+?)$`);
function anyBeyond(text: string): CheckResult | undefined {
  const m = ANY_BEYOND.exec(text);
  if (!m) return undefined;
  const sign = relationSign(m[2]!);
  let said: string | undefined = m[4]!;
  if (!/[<>≤≥]/.test(said)) {
    const c = new RegExp(String.raw`^(.+?)\s+(${RELATION_WORDS})\s*(${NUM})$`).exec(said);
    const pn = /^(.+?)\s+(positive|negative)$/.exec(said);
    const s = c ? relationSign(c[2]!) : undefined;
    said = c && s ? `${c[1]} ${s} ${c[3]}` : pn ? `${pn[1]} ${pn[2] === 'positive' ? '>' : '<'} 0` : undefined;
  }
  if (!sign || !said || /=/.test(said.replace(/[<>≤≥]=?/g, ''))) return undefined;
  const aText = `${m[1]} ${sign} ${m[3]}`;
  const a = readCondition(aText);
  const b = readCondition(said);
  if (!a || !b || (b.variable && b.variable !== m[1])) return undefined;
  const cmp = compareConditions(a, b);
  if (!cmp) return undefined;
  const sets = `${aText} holds exactly for ${describeSet(a)}; ${said} holds exactly for ${describeSet(b)}`;
  if (cmp.onlyFirst === undefined) return decided(true, `${sets}: every ${m[1]} with ${aText} satisfies it.`, 'proof', C);
  return decided(false, `${sets}: at ${m[1]} = ${cmp.onlyFirst.toString()}, ${aText} holds and ${said} does not.`, 'proof', C);
}

// "Twice a number, plus 9, is 55, so the number is 23": the linear equation k·n ± b = c and its
// solution. Without a comma, "k times a number increased by b" may also mean k(n + b): decided
// only when both readings agree.
const MULTIPLE = String.raw`(twice|double|thrice|triple|(\d+(?:\.\d+)?)\s+times)`;
const WORD_PROBLEM = new RegExp(String.raw`^(?:if\s+)?${MULTIPLE}\s+(?:a|some|an\s+unknown|the)\s+number(,)?\s+(plus|increased\s+by|added\s+to|minus|decreased\s+by|reduced\s+by)\s+(\d+(?:\.\d+)?),?\s+(?:is|gives|equals|makes|comes\s+to|totals|=)\s+(${NUM}),?\s+(?:so\s+|then\s+)?(?:the\s+(?:unknown\s+)?number|it)\s+(?:is|must\s+be|equals|=|has\s+to\s+be)\s+(${NUM})$`);
function wordProblem(text: string): CheckResult | undefined {
  const m = WORD_PROBLEM.exec(text);
  if (!m) return undefined;
  const k = m[2] ? constantOf(m[2]) : Q.of(/^(?:twice|double)$/.test(m[1]!) ? 2 : 3);
  const [b, c, n] = [constantOf(m[5]!), constantOf(m[6]!), constantOf(m[7]!)];
  if (!k || !b || !c || !n || k.isZero()) return undefined;
  const sign = /plus|increased|added/.test(m[4]!) ? Q.ONE : Q.of(-1);
  const sb = b.mul(sign);
  const outside = c.sub(sb).div(k); // k·n ± b = c
  const inside = c.div(k).sub(sb); // k·(n ± b) = c
  const readings = m[3] ? [outside] : [outside, inside];
  const verdicts = new Set(readings.map((r) => r.eq(n)));
  if (verdicts.size !== 1) return uncertain('"k times a number increased by b" reads as k·n + b or k·(n + b), and the readings disagree', C);
  return decided(readings[0]!.eq(n), `${k.toString()}·n ${sign.eq(Q.ONE) ? '+' : '−'} ${b.toString()} = ${c.toString()} gives n = ${outside.toString()}${m[3] ? '' : ` (read as ${k.toString()}·(n ${sign.eq(Q.ONE) ? '+' : '−'} ${b.toString()}) = ${c.toString()}: n = ${inside.toString()})`}; the claim says ${n.toString()}.`, 'proof', C);
}

/** Checks the positive core of an algebra claim. */
export function checkAlgebraCore(raw: string): CheckResult {
  let text = restateAlgebraPhrasing(raw.toLowerCase().replace(/\s+/g, ' ').trim());
  // "for all values of x", "for every real number x": said as "for all x".
  text = text.replace(/\s+for\s+(all|every|any)\s+(?:real\s+)?(?:values?\s+of\s+|(?:real\s+)?numbers?\s+)([a-z](?:\s*,\s*[a-z])*)$/, ' for $1 $2');
  // "For all x, A = B" says what "A = B for all x" says.
  const forAll = /^for\s+(?:all|every|any)\s+(?:real\s+)?(?:values?\s+of\s+)?([a-z]),?\s+(.+)$/.exec(text);
  if (forAll) text = `${forAll[2]} for all ${forAll[1]}`;
  // The grammar of saying what a manipulation gives (issue 22, claims8), each said as the form read below:
  // "Factoring gives A = B", "FOIL gives A = B": the identity the method produced is asserted.
  text = text.replace(/^(?:factoring|factorising|factorizing|expanding|foil(?:ing)?|using\s+foil|applying\s+foil|multiplying\s+out)\s+(?:gives|yields|shows(?:\s+that)?)\s+(?=[^=]+=[^=]+$)/, '');
  // "(x − 8)(x + 7) is a factori[sz]ation of x² − x − 56": the product equals the polynomial.
  const factorisation = /^(.+?)\s+is\s+(?:a|the)\s+(?:correct\s+)?factori[sz]ation\s+of\s+(.+)$/.exec(text);
  if (factorisation && !/[=<>]/.test(text)) text = `${factorisation[2]} = ${factorisation[1]}`;
  // "From 3(x + 14) = 66, we get x = 8", "x ≤ −3 (from 6x − 4 ≤ −22)": what follows from an equation.
  const from = /^from\s+([^,]+?[=<>≤≥][^,]+?),\s*(?:we\s+get|we\s+have|it\s+follows\s+that|one\s+gets|you\s+get)\s+(.+)$/.exec(text) ?? /^([a-z]\s*(?:=|<|>|≤|≥|<=|>=)\s*-?[\d./]+)\s*\(\s*from\s+([^()]+?[=<>≤≥][^()]*)\)$/.exec(text);
  // It says E implies R (a weaker consequence stays uncertain, as "if … then" does), not that R is all of E's solutions.
  if (from) text = /^from/.test(text) ? `if ${from[1]}, then ${from[2]}` : `if ${from[2]}, then ${from[1]}`;
  // "The inequality −4x − 6 < −6 is satisfied by precisely those x with x > 0": the solution set, exactly.
  const precisely = /^(?:the\s+(?:inequality|equation)\s+)?(.+?)\s+is\s+(?:satisfied|solved)\s+by\s+(?:precisely|exactly)\s+(?:those|the)\s+([a-z])(?:'s)?\s+(?:with|for\s+which|such\s+that|where)\s+(.+)$/.exec(text);
  if (precisely) text = `solving ${precisely[1]} gives ${precisely[3]}`;
  // "Solving the proportion x : 5 = 28 : 14 gives x = 10": a proportion a : b = c : d is a/b = c/d.
  text = text.replace(/^solving\s+the\s+proportion\s+(\S+)\s*:\s*(\S+)\s*=\s*(\S+)\s*:\s*(\S+)\s+(gives|yields)\s+/, 'solving ($1)/($2) = ($3)/($4) $5 ');
  // Surds, logarithmic equations, sequences, variation, work, heads and legs, lines through a point (algebra-forms.ts).
  const form = algebraForms(text, checkAlgebraCore);
  if (form) return form;
  const word = wordProblem(text) ?? anyBeyond(text);
  if (word) return word;
  let m: RegExpExecArray | null;

  for (const [re, check] of EXTRA_RULES) {
    const mm = re.exec(text);
    const r = mm ? check(mm) : undefined;
    if (r) return r;
  }
  const related = relationRules(text);
  if (related) return related;

  // Solutions and roots. "The quadratic formula gives x = 1 ± √2 for x² − 2x − 1 = 0" names the solutions.
  m = /^(?:the\s+)?quadratic\s+formula\s+(?:gives|yields)\s+(.+?)\s+(?:for|as\s+the\s+(?:solutions|roots)\s+of)\s+(?:the\s+equation\s+)?([^=]+=[^=]+)$/.exec(text);
  if (m) return checkSolutionSet(m[2]!, m[1]!, 'set');
  m = /^(?:applying\s+)?the\s+quadratic\s+formula\s+(?:to|on)\s+(?:the\s+equation\s+)?([^=]+=[^=]+?)\s+(?:gives|yields)\s+(.+)$/.exec(text);
  if (m) return checkSolutionSet(m[1]!, m[2]!, 'set');
  m = SOLUTIONS_OF.exec(text);
  if (m) return checkSolutionSet(m[1]!, m[2]!, 'set');
  m = /^(?:the\s+)?(?:solutions?|roots?|zeros?)\s+(?:of|to)\s+(?:the\s+(?:polynomial|equation)\s+)?([^=]+?)\s+(?:is|are)\s+(.+)$/.exec(text);
  if (m && /[a-z]/.test(m[1]!)) return checkSolutionSet(m[1]!, m[2]!, 'set');
  m = SOLVING_GIVES.exec(text);
  if (m && /^solving/.test(text)) return checkSolutionSet(m[1]!, m[2]!, 'set');
  m = VALUE_SOLVES.exec(text);
  if (m) {
    const sole = /is\s+the\s+(?:solution|root)|is\s+(?:the|a|an|one)\s+(?:only|unique)\s+/.test(text);
    return checkSolutionSet(m[2]!, m[1]!, sole ? 'set' : 'member');
  }
  m = THE_VALUE_OF.exec(text);
  if (m) {
    const eq = equationPolynomial(m[2]!);
    if (eq && eq.variable === m[1]) return checkSolutionSet(m[2]!, m[3]!, 'set');
  }
  m = EQUATION_HAS.exec(text);
  if (m) {
    const listed = parseValueList(m[3]!, undefined);
    if (m[2] && (!listed || new Set(listed.map((v) => v.toString())).size !== Number(m[2]))) return uncertain('the count of solutions and the list disagree', C);
    return checkSolutionSet(m[1]!, m[3]!, 'set');
  }
  m = SOLVED_BY.exec(text);
  if (m) return checkSolutionSet(m[1]!, m[3]!, m[2] || m[4] ? 'set' : 'member');
  // "If 2x + 7 = -1 then x = -4", "2x + 7 = -1 implies x = -4", "2x + 7 = -1, so x is -4".
  m = IMPLIES_VALUE.exec(text);
  if (m) {
    const eqText = (m[1] ?? m[2] ?? m[3])!;
    const eq = equationPolynomial(eqText);
    if (eq && eq.variable === m[4]) return checkSolutionSet(eqText, m[5]!, 'implies');
  }

  // Function values: "for f(x) = ..., f(-1) equals -2".
  m = /^(?:for|if|let|given|when|with)\s+([a-z])\(([a-z])\)\s*=\s*(.+?),?\s+(?:then\s+)?\1\(([^()]+)\)\s*(=|equals|is equal to|is|≠)\s*(.+)$/.exec(text);
  if (m) return checkFunctionValue(m[1]!, m[2]!, m[3]!, m[4]!, m[6]!, m[5] === '≠' ? 'ne' : 'eq');

  // Substitution: "when x = 3, 2x + 1 = 7" / "if x = 3 then x^2 = 9".
  m = /^(?:if|when|for|with)\s+([a-z])\s*=\s*(-?[\d./]+),?\s+(?:then\s+)?([^=]+)=\s*([^=]+)$/.exec(text);
  if (m) {
    const l = rationalOf(m[3]!);
    const r = rationalOf(m[4]!);
    const v = constantOf(m[2]!);
    if (l && r && v) {
      const point = new Map([[m[1]!, v]]);
      const a = rationalEval(l, point);
      const b = rationalEval(r, point);
      const vars = [...new Set([...rationalVariables(l), ...rationalVariables(r)])];
      if (a && b && vars.every((x) => x === m![1])) {
        return decided(a.eq(b), `With ${m[1]} = ${v.toString()}: ${m[3]!.trim()} = ${a.toString()} and ${m[4]!.trim()} = ${b.toString()}.`, 'proof', C);
      }
    }
    return uncertain('could not evaluate the substitution', C);
  }

  // Lines.
  m = /^(?:the\s+)?(?:line|graph)\s+(?:of\s+)?y\s*=\s*(.+?)\s+has\s+(?:a\s+|an\s+)?(slope|gradient|y-?\s?intercept|x-?\s?intercept)\s+(?:of\s+)?(.+)$/.exec(text);
  if (m) return checkLine(m[2]!, m[1]!, m[3]!);
  m = /^(?:the\s+)?(slope|gradient|y-?\s?intercept|x-?\s?intercept)\s+of\s+(?:the\s+)?(?:line\s+|graph\s+(?:of\s+)?)?y\s*=\s*(.+?)\s+is\s+(.+)$/.exec(text);
  if (m) return checkLine(m[1]!, m[2]!, m[3]!);

  // Identities stated as a transformation: always a "for every x" claim.
  m = /^(?:expanding|simplifying|factoring|factorising|factorizing|multiplying\s+out)\s+(.+?)\s+(?:gives|yields|results\s+in|produces|is|equals)\s+(.+)$/.exec(text);
  if (m) return checkIdentity(m[1]!, m[2]!, `Expanding ${m[1]} and ${m[2]}`);
  m = /^(.+?)\s+(?:expands\s+to|simplifies\s+to|factors\s+(?:as|into|to)|factori[sz]es\s+(?:as|into|to)|is\s+equivalent\s+to|is\s+identical\s+to|≡)\s+(.+?)(?:\s+for\s+(?:all|every)\s+(?:real\s+)?[a-z])?$/.exec(text);
  // "16 ≡ 3" between numbers is a congruence whose modulus is written elsewhere (a table's
  // header, the sentence before): no identity to compare (the calculation reader judges a
  // congruence with its modulus).
  if (m && /≡/.test(text) && !/\p{L}/u.test(`${m[1]}${m[2]}`)) return uncertain('a congruence without its modulus', C);
  if (m) return checkIdentity(m[1]!, m[2]!, `Comparing ${m[1]} and ${m[2]}`);
  // "A = B" or "A equals B" with the variable on both sides reads as an identity ("for every x").
  m = /^([^=]+?)\s*(?:=|\s+equals\s+|\s+is\s+equal\s+to\s+)\s*([^=]+?)(?:\s+for\s+(?:all|every)\s+(?:real\s+)?[a-z])?$/.exec(text);
  // "50 km = 50000 m" is a quantity with a unit word, not a product of variables k and m.
  if (m && (QUANTITY_WITH_UNIT.test(m[1]!) || QUANTITY_WITH_UNIT.test(m[2]!))) return uncertain('no algebra claim recognised (a quantity with a unit)', C);
  if (m) {
    // "6x(3x + 1)": a letter before a bracket multiplies when it is a variable of the side (phrase.ts implicitProducts).
    const a = rationalOf(implicitProducts(m[1]!));
    const b = rationalOf(implicitProducts(m[2]!));
    // Only the same letters on both sides make "A = B" an identity to test: a letter on one side
    // only is a constant to find ("1/(k(k + 2)) = A/k + B/(k + 2)", partial fractions) or a
    // relation between quantities ("a^2 + b^2 = c^2"), true for some values and meant for those.
    const sameLetters = (x: Rational, y: Rational) => {
      const [vx, vy] = [rationalVariables(x), rationalVariables(y)];
      return vx.length > 0 && vx.length === vy.length && vx.every((v) => vy.includes(v));
    };
    if (a && b && sameLetters(a, b)) return checkIdentity(m[1]!, m[2]!, `Comparing ${m[1]!.trim()} and ${m[2]!.trim()}`);
    if (a && b && /for\s+(?:all|every)/.test(text) && (rationalVariables(a).length || rationalVariables(b).length)) return checkIdentity(m[1]!, m[2]!, `Comparing ${m[1]!.trim()} and ${m[2]!.trim()}`);
    if (a && b && (rationalVariables(a).length || rationalVariables(b).length)) return uncertain('an equation to solve, not a claim that can be true or false by itself', C);
  }
  return uncertain('no algebra claim recognised', C);
}

/** Checks an algebra claim in natural English. */
export function checkAlgebra(claim: string): CheckResult {
  return checkInFrame(claim, C, checkAlgebraCore);
}

/** Real solutions of a one-variable polynomial equation, for derivation checks (biprm). */
export function solveEquation(text: string): { variable: string; roots: Q[]; complete: boolean } | undefined {
  const eq = equationPolynomial(text.toLowerCase());
  if (!eq) return undefined;
  const set = solutionSet(eq, []);
  if (!set || set === 'all') return undefined;
  return { variable: eq.variable, roots: set.rational, complete: set.irrational === 0 };
}

/** Whether value solves the equation; undefined when the text is not such an equation. */
export function satisfiesEquation(text: string, value: Q): boolean | undefined {
  const eq = equationPolynomial(text.toLowerCase());
  return eq ? isRoot(eq, value) : undefined;
}

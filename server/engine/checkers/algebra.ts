// Algebra claims: identities ("(x + 3)(x - 3) = x^2 - 9", "Expanding -3(x + 5) gives x - 15"),
// solutions and roots ("The solution of 8x + 9 = 105 is x = 12", "The roots of x^2 - 6x - 16 = 0
// are -2 and 8"), function values ("If g(x) = 3x^2 - 3x - 5, then g(3) = 13"), and slope and
// intercepts of lines. Everything is computed exactly with rational polynomials, so a decided
// verdict is a proof: an identity holds when the cross-multiplied difference is the zero
// polynomial, and fails at an explicit witness point otherwise.

import { evaluateNode } from './expression/evaluate.js';
import { parseFormula } from './expression/parse.js';
import { phraseToFormula } from './expression/phrase.js';
import { polyCoefficients, polyDegree, polyEval, polyIsZero, polyToString, polyVariables, type Poly } from './expression/polynomial.js';
import { crossDifference, rationalEval, rationalVariables, toRational, type Rational } from './expression/rational-function.js';
import { isqrt, Q } from './rational.js';
import { checkInFrame } from './text.js';
import { decided, uncertain, type CheckResult } from './types.js';

const C = 'algebra' as const;
// A number, a space, then a word of two or more letters: "50 km", "3 ft" (algebra writes "2ab").
const QUANTITY_WITH_UNIT = /(?:^|[\s=(])\d+(?:\.\d+)?\s+[a-z]{2,}(?:\^\d)?(?=\s|$)/;

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

/**
 * "x(x + 4)": a single letter before a bracket multiplies when that letter is also a variable
 * inside the expression; otherwise it may be a function name ("f(x)") and stays as written.
 */
function implicitProducts(side: string): string {
  return side.replace(/(?<![a-z])([a-z])\s*\(/g, (all, v: string, at: number) => (side.slice(at + all.length).includes(v) ? `${v}*(` : all));
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
  const parts = eq.split('=');
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
    .replace(/^(?:respectively\s+)?/i, '')
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

/** "The solutions of EQ are LIST": the claimed set must equal the real solution set. */
function checkSolutionSet(eqText: string, listText: string, mode: 'set' | 'member' | 'implies'): CheckResult {
  const eq = equationPolynomial(eqText);
  if (!eq) return uncertain('not a polynomial equation in one variable', C);
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
const VALUE_SOLVES = new RegExp(String.raw`^(?:[a-z]\s*=\s*)?(-?[\d./]+)\s+(?:solves|satisfies|is\s+(?:a|the)\s+(?:solution|root)\s+(?:of|to))\s+(?:the\s+equation\s+)?${EQUATION}$`);
const THE_VALUE_OF = new RegExp(String.raw`^(?:the\s+)?(?:only\s+)?(?:value|number)\s+of\s+([a-z])\s+(?:that|which)\s+(?:satisfies|solves)\s+(?:the\s+equation\s+)?${EQUATION}\s+(?:is|equals|=)\s+(-?[\d./]+)$`);
const EQUATION_HAS = new RegExp(String.raw`^${EQUATION}\s+(?:has|with)\s+(?:the\s+|only\s+|real\s+)*(?:solutions?|roots?|zeros?)\s+(.+)$`);
const SOLVED_BY = new RegExp(String.raw`^(?:the\s+equation\s+)?${EQUATION}\s+is\s+(?:solved|satisfied)\s+by\s+(?:([a-z])\s*=\s*)?(-?[\d./]+)$`);
const IMPLIES_VALUE = new RegExp(String.raw`^(?:(?:if|when|given(?:\s+that)?)\s+${EQUATION},?\s+(?:then\s+)?|${EQUATION}(?:,?\s+(?:so|then|therefore|hence|which\s+means)|\s+(?:implies|means)(?:\s+that)?)\s+)([a-z])\s*(?:=|equals|is\s+equal\s+to|is|must\s+be)\s*(-?[\d./]+)$`);

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
  let t = eqText.trim().replace(/^(?:the\s+)?(?:equation|polynomial|quadratic|expression)\s+/, '').replace(/^[a-z]\s*\(\s*[a-z]\s*\)\s*=\s*/, '');
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

const E = String.raw`(?:is|equals|=|is\s+equal\s+to|comes\s+to|gives)`;
const EXTRA_RULES: [RegExp, (m: RegExpExecArray) => CheckResult | undefined][] = [
  // Sums and products of roots.
  [new RegExp(String.raw`^(?:the\s+)?(sum|product)\s+of\s+the\s+(?:(?:two|2)\s+|real\s+)?(?:roots|solutions|zeros)\s+(?:of|to)\s+(.+?)\s+${E}\s+(-?[\d./]+)$`), (m) => rootsCombination(m[2]!, m[1] as 'sum' | 'product', m[3]!)],
  [new RegExp(String.raw`^(?:the\s+)?(?:(?:two|2)\s+|real\s+)?(?:roots|solutions|zeros)\s+(?:of|to)\s+(.+?)\s+(add\s+up\s+to|sum\s+to|comes\s+to|total|multiply\s+to|have\s+(?:a\s+)?sum\s+(?:of\s+)?|have\s+(?:a\s+)?product\s+(?:of\s+)?)\s*(-?[\d./]+)$`), (m) => rootsCombination(m[1]!, /multiply|product/.test(m[2]!) ? 'product' : 'sum', m[3]!)],
  // Values that make an equation or a polynomial vanish.
  [new RegExp(String.raw`^(.+?)\s+(?:vanishes|is\s+zero|equals\s+zero|is\s+0|equals\s+0)\s+(?:at|when|for)\s+([a-z]\s*=\s*-?[\d./]+)$`), (m) => (m[1]!.includes('=') ? undefined : holdsAt(m[1]!, m[2]!))],
  [new RegExp(String.raw`^(.+?=.+?)\s+(?:holds|is\s+true|is\s+satisfied)\s+(?:for|when|at|if)\s+([a-z]\s*=\s*-?[\d./]+(?:\s*(?:,|and)\s*[a-z]\s*=\s*-?[\d./]+)*)$`), (m) => holdsAt(m[1]!, m[2]!)],
  [new RegExp(String.raw`^(?:([a-z])\s*=\s*)?(-?[\d./]+)\s+(?:is\s+(?:a|one)\s+(?:zero|0|root)\s+of|(?:solves|satisfies))\s+(.+)$`), (m) => {
    const v = m[1] ?? soleVariable(m[3]!);
    return v ? holdsAt(m[3]!, `${v} = ${m[2]}`) : undefined;
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
  // Extrema and vertices of quadratics.
  [new RegExp(String.raw`^(?:the\s+)?(maximum|minimum|max|min|greatest|least|smallest|largest)\s+value\s+of\s+(.+?)\s+${E}\s+(-?[\d./]+)$`), (m) => extremumClaim(m[2]!, /max|greatest|largest/.test(m[1]!) ? 'max' : 'min', m[3]!)],
  [new RegExp(String.raw`^(.+?)\s+has\s+(?:a|its)\s+(maximum|minimum)(?:\s+value)?\s+(?:of\s+)?(-?[\d./]+)(?:\s+at\s+x\s*=\s*(-?[\d./]+))?$`), (m) => extremumClaim(m[1]!, m[2]!, m[3]!, m[4])],
  [new RegExp(String.raw`^(.+?)\s+(?:reaches|attains|has)\s+(?:a|its)\s+(maximum|minimum)(?:\s+value)?\s+(?:of\s+)?(-?[\d./]+)\s+at\s+x\s*=\s*(-?[\d./]+)$`), (m) => extremumClaim(m[1]!, m[2]!, m[3]!, m[4])],
  [new RegExp(String.raw`^(?:the\s+)?(?:turning\s+point|vertex|stationary\s+point)\s+of\s+(.+?)\s+(?:is|is\s+at|lies\s+at)\s+${POINT}$`), (m) => vertexClaim(m[1]!, m[2]!, m[3]!)],
  // Logarithms.
  [new RegExp(String.raw`^(?:the\s+)?(?:logarithm|log)\s+of\s+(-?[\d./]+)\s+(?:to|in)\s+(?:the\s+)?base\s+(-?[\d./]+)\s+${E}\s+(-?[\d./]+)$`), (m) => logClaim(m[2]!, m[1]!, m[3]!)],
  [new RegExp(String.raw`^log\s+(?:to\s+)?base\s+(-?[\d./]+)\s+of\s+(-?[\d./]+)\s+${E}\s+(-?[\d./]+)$`), (m) => logClaim(m[1]!, m[2]!, m[3]!)],
  [new RegExp(String.raw`^log\s*_\s*\{?\s*(\d+)\s*\}?\s*\(?\s*([\d./]+)\s*\)?\s*(?:=|is|equals)\s*(-?[\d./]+)$`), (m) => logClaim(m[1]!, m[2]!, m[3]!)],
  // Sums of arithmetic progressions.
  [new RegExp(String.raw`^(?:the\s+)?sum\s+of\s+the\s+first\s+(\d+)\s+terms\s+of\s+(?:the\s+(?:arithmetic\s+)?(?:sequence|progression|series)\s+)?((?:-?[\d./]+\s*,\s*){3,})(?:\.\.\.|…)\s+${E}\s+(-?[\d./]+)$`), (m) => progressionSum(m[1]!, m[2]!, m[3]!)],
  [new RegExp(String.raw`^(?:the\s+)?first\s+(\d+)\s+terms\s+of\s+(?:the\s+(?:arithmetic\s+)?(?:sequence|progression|series)\s+)?((?:-?[\d./]+\s*,\s*){3,})(?:\.\.\.|…)\s+(?:add\s+up\s+to|sum\s+to|comes\s+to|total)\s+(-?[\d./]+)$`), (m) => progressionSum(m[1]!, m[2]!, m[3]!)],
  // Lines through two points.
  [new RegExp(String.raw`^(?:the\s+)?line\s+(?:joining|through|connecting|between)\s+${POINT}\s+and\s+${POINT}\s+has\s+(?:a\s+)?(?:gradient|slope)\s+(?:of\s+)?(-?[\d./]+)$`), (m) => twoPointLine([m[1]!, m[2]!, m[3]!, m[4]!], { slope: m[5]! })],
  [new RegExp(String.raw`^(?:the\s+)?(?:gradient|slope)\s+of\s+the\s+line\s+(?:joining|through|connecting|between)\s+${POINT}\s+and\s+${POINT}\s+${E}\s+(-?[\d./]+)$`), (m) => twoPointLine([m[1]!, m[2]!, m[3]!, m[4]!], { slope: m[5]! })],
  [new RegExp(String.raw`^(?:the\s+)?(?:equation\s+of\s+the\s+)?line\s+(?:joining|through|connecting|between)\s+${POINT}\s+and\s+${POINT}\s+is\s+y\s*=\s*(.+)$`), (m) => twoPointLine([m[1]!, m[2]!, m[3]!, m[4]!], { line: m[5]! })],
];

/** Checks the positive core of an algebra claim. */
export function checkAlgebraCore(raw: string): CheckResult {
  let text = raw.toLowerCase().replace(/\s+/g, ' ').trim();
  // "For all x, A = B" says what "A = B for all x" says.
  const forAll = /^for\s+(?:all|every|any)\s+(?:real\s+)?(?:values?\s+of\s+)?([a-z]),?\s+(.+)$/.exec(text);
  if (forAll) text = `${forAll[2]} for all ${forAll[1]}`;
  let m: RegExpExecArray | null;

  for (const [re, check] of EXTRA_RULES) {
    const mm = re.exec(text);
    const r = mm ? check(mm) : undefined;
    if (r) return r;
  }

  // Solutions and roots.
  m = SOLUTIONS_OF.exec(text);
  if (m) return checkSolutionSet(m[1]!, m[2]!, 'set');
  m = /^(?:the\s+)?(?:solutions?|roots?|zeros?)\s+(?:of|to)\s+(?:the\s+(?:polynomial|equation)\s+)?([^=]+?)\s+(?:is|are)\s+(.+)$/.exec(text);
  if (m && /[a-z]/.test(m[1]!)) return checkSolutionSet(m[1]!, m[2]!, 'set');
  m = SOLVING_GIVES.exec(text);
  if (m && /^solving/.test(text)) return checkSolutionSet(m[1]!, m[2]!, 'set');
  m = VALUE_SOLVES.exec(text);
  if (m) {
    const sole = /is\s+the\s+(?:solution|root)/.test(text);
    return checkSolutionSet(m[2]!, m[1]!, sole ? 'set' : 'member');
  }
  m = THE_VALUE_OF.exec(text);
  if (m) {
    const eq = equationPolynomial(m[2]!);
    if (eq && eq.variable === m[1]) return checkSolutionSet(m[2]!, m[3]!, 'set');
  }
  m = EQUATION_HAS.exec(text);
  if (m) return checkSolutionSet(m[1]!, m[2]!, 'set');
  m = SOLVED_BY.exec(text);
  if (m) return checkSolutionSet(m[1]!, m[3]!, 'member');
  // "If 2x + 7 = -1 then x = -4", "2x + 7 = -1 implies x = -4", "2x + 7 = -1, so x is -4".
  m = IMPLIES_VALUE.exec(text);
  if (m) {
    const eqText = (m[1] ?? m[2])!;
    const eq = equationPolynomial(eqText);
    if (eq && eq.variable === m[3]) return checkSolutionSet(eqText, m[4]!, 'implies');
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
    const a = rationalOf(m[1]!);
    const b = rationalOf(m[2]!);
    if (a && b && rationalVariables(a).length && rationalVariables(b).length) return checkIdentity(m[1]!, m[2]!, `Comparing ${m[1]!.trim()} and ${m[2]!.trim()}`);
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

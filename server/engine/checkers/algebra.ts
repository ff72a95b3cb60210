// Algebra claims: identities ("(x + 3)(x - 3) = x^2 - 9", "Expanding -3(x + 5) gives x - 15"),
// solutions and roots ("The solution of 8x + 9 = 105 is x = 12", "The roots of x^2 - 6x - 16 = 0
// are -2 and 8"), function values ("If g(x) = 3x^2 - 3x - 5, then g(3) = 13"), and slope and
// intercepts of lines. Everything is computed exactly with rational polynomials, so a decided
// verdict is a proof: an identity holds when the cross-multiplied difference is the zero
// polynomial, and fails at an explicit witness point otherwise.

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

/** "A = B for every x": exact comparison of rational functions. */
function checkIdentity(left: string, right: string, description: string): CheckResult {
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

/** Checks the positive core of an algebra claim. */
export function checkAlgebraCore(raw: string): CheckResult {
  let text = raw.toLowerCase().replace(/\s+/g, ' ').trim();
  // "For all x, A = B" says what "A = B for all x" says.
  const forAll = /^for\s+(?:all|every|any)\s+(?:real\s+)?(?:values?\s+of\s+)?([a-z]),?\s+(.+)$/.exec(text);
  if (forAll) text = `${forAll[2]} for all ${forAll[1]}`;
  let m: RegExpExecArray | null;

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

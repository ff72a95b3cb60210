// Expressions for the arithmetic and algebra checkers: verbal phrases become formulas,
// mathjs parses them (precedence, implicit multiplication), and our own evaluators compute
// exact rationals (arithmetic) or exact polynomials / rational functions (algebra).
// We do not call mathjs' evaluate: exactness and bounded work matter more than coverage.

import { all, create, type FactoryFunctionMap } from 'mathjs';
import { exactIntRoot, Q } from './rational.js';

// BigNumber constants keep every digit the user wrote (no 0.1 + 0.2 float noise).
const math = create(all as FactoryFunctionMap, { number: 'BigNumber', precision: 64 });

interface Node {
  type: string;
  value?: unknown;
  name?: string;
  op?: string;
  fn?: string | { name?: string };
  args?: Node[];
  content?: Node;
}

const MAX_EXPR_CHARS = 200;
const MAX_NODES = 120;
const MAX_BITS = 200_000;
const MAX_FACTORIAL = 2000;

/** Parses a formula string with mathjs; undefined when it does not parse or is too big. */
export function parseFormula(expr: string): Node | undefined {
  if (expr.length === 0 || expr.length > MAX_EXPR_CHARS) return undefined;
  let node: Node;
  try {
    node = math.parse(expr) as unknown as Node;
  } catch {
    return undefined;
  }
  let count = 0;
  const walk = (n: Node, depth: number): boolean => {
    if (++count > MAX_NODES || depth > 40) return false;
    if (n.type === 'ConstantNode') return typeof n.value === 'object' && n.value !== null; // BigNumber only, no strings
    if (n.type === 'SymbolNode') return true;
    if (n.type === 'ParenthesisNode') return n.content ? walk(n.content, depth + 1) : false;
    if (n.type === 'OperatorNode' || n.type === 'FunctionNode') return (n.args ?? []).every((a) => walk(a, depth + 1));
    return false; // assignments, ranges, matrices, accessors: not claims
  };
  return walk(node, 0) ? node : undefined;
}

function constantOf(n: Node): Q | undefined {
  const v = n.value as { toFixed?: () => string } | undefined;
  return v && typeof v.toFixed === 'function' ? Q.parse(v.toFixed()) : undefined;
}

function fnName(n: Node): string {
  return typeof n.fn === 'string' ? n.fn : (n.fn?.name ?? '');
}

// ---------------------------------------------------------------------------------------
// Arithmetic: exact where possible, approximate (double) otherwise.

export type Value = { exact: Q } | { approx: number };

export function toNumber(v: Value): number {
  return 'exact' in v ? v.exact.toNumber() : v.approx;
}

const CONSTANTS: Record<string, number> = { pi: Math.PI, e: Math.E, tau: 2 * Math.PI };

function factorial(n: number): Q {
  let r = 1n;
  for (let i = 2n; i <= BigInt(n); i++) r *= i;
  return Q.of(r);
}

function approxOrUndefined(x: number): Value | undefined {
  return Number.isFinite(x) ? { approx: x } : undefined;
}

/** Evaluates a parsed formula without variables (or with `scope` values). Undefined when not computable. */
export function evaluateNode(n: Node, scope: Map<string, Q> = new Map()): Value | undefined {
  switch (n.type) {
    case 'ConstantNode': {
      const q = constantOf(n);
      return q ? { exact: q } : undefined;
    }
    case 'SymbolNode': {
      const q = scope.get(n.name ?? '');
      if (q) return { exact: q };
      const c = CONSTANTS[n.name ?? ''];
      return c === undefined ? undefined : { approx: c };
    }
    case 'ParenthesisNode':
      return n.content ? evaluateNode(n.content, scope) : undefined;
    case 'OperatorNode':
      return evaluateOperator(n, scope);
    case 'FunctionNode':
      return evaluateFunction(n, scope);
    default:
      return undefined;
  }
}

function evaluateOperator(n: Node, scope: Map<string, Q>): Value | undefined {
  const args = (n.args ?? []).map((a) => evaluateNode(a, scope));
  if (args.some((a) => a === undefined)) return undefined;
  const [a, b] = args as Value[];
  const fn = fnName(n);
  if (a === undefined) return undefined;
  if (fn === 'unaryMinus') return 'exact' in a ? { exact: a.exact.neg() } : { approx: -a.approx };
  if (fn === 'unaryPlus') return a;
  if (fn === 'factorial') {
    if (!('exact' in a) || !a.exact.isInteger() || a.exact.n < 0n || a.exact.n > BigInt(MAX_FACTORIAL)) return undefined;
    return { exact: factorial(Number(a.exact.n)) };
  }
  if (b === undefined) return undefined;
  if ('exact' in a && 'exact' in b) {
    const x = a.exact;
    const y = b.exact;
    try {
      switch (fn) {
        case 'add': return { exact: x.add(y) };
        case 'subtract': return { exact: x.sub(y) };
        case 'multiply': return x.bitSize() + y.bitSize() > MAX_BITS ? undefined : { exact: x.mul(y) };
        case 'divide': return y.isZero() ? undefined : { exact: x.div(y) };
        case 'mod': {
          if (!x.isInteger() || !y.isInteger() || y.isZero()) return undefined;
          const r = ((x.n % y.n) + y.n) % y.n;
          return { exact: Q.of(r) };
        }
        case 'pow': return powExact(x, y);
        default: return undefined;
      }
    } catch {
      return undefined;
    }
  }
  const x = toNumber(a);
  const y = toNumber(b);
  switch (fn) {
    case 'add': return approxOrUndefined(x + y);
    case 'subtract': return approxOrUndefined(x - y);
    case 'multiply': return approxOrUndefined(x * y);
    case 'divide': return y === 0 ? undefined : approxOrUndefined(x / y);
    case 'pow': return approxOrUndefined(Math.pow(x, y));
    default: return undefined;
  }
}

function powExact(x: Q, y: Q): Value | undefined {
  if (y.isInteger()) {
    const k = Number(y.n);
    if (x.isZero() && k < 0) return undefined;
    if (x.isZero() || x.eq(Q.ONE)) return { exact: x.isZero() ? Q.ZERO : Q.ONE };
    if (x.eq(Q.ONE.neg())) return { exact: k % 2 === 0 ? Q.ONE : x };
    if (Math.abs(k) * x.bitSize() > MAX_BITS) return undefined;
    return { exact: x.pow(k) };
  }
  // Rational exponent p/q: exact when the q-th root of x is rational.
  const q = Number(y.d);
  if (q <= 12 && !x.isZero()) {
    const sign = x.n < 0n ? -1n : 1n;
    if (sign < 0n && q % 2 === 0) return undefined;
    const rn = exactIntRoot(x.n * sign, q);
    const rd = exactIntRoot(x.d, q);
    if (rn !== undefined && rd !== undefined) return powExact(Q.of(rn * sign, rd), Q.of(y.n));
  }
  return approxOrUndefined(Math.pow(x.toNumber(), y.toNumber()));
}

function rootExact(x: Q, k: number): Value | undefined {
  if (x.n < 0n && k % 2 === 0) return undefined; // the non-negative root of a negative number is not real
  const sign = x.n < 0n ? -1n : 1n;
  const rn = exactIntRoot(x.n * sign, k);
  const rd = exactIntRoot(x.d, k);
  if (rn !== undefined && rd !== undefined) return { exact: Q.of(rn * sign, rd) };
  const v = Number(sign) * Math.pow(Math.abs(x.toNumber()), 1 / k);
  return approxOrUndefined(v);
}

function evaluateFunction(n: Node, scope: Map<string, Q>): Value | undefined {
  const args = (n.args ?? []).map((a) => evaluateNode(a, scope));
  if (args.length === 0 || args.some((a) => a === undefined)) return undefined;
  const a = args[0] as Value;
  const name = fnName(n);
  switch (name) {
    case 'sqrt': return 'exact' in a ? rootExact(a.exact, 2) : a.approx < 0 ? undefined : { approx: Math.sqrt(a.approx) };
    case 'cbrt': return 'exact' in a ? rootExact(a.exact, 3) : { approx: Math.cbrt(a.approx) };
    case 'abs': return 'exact' in a ? { exact: a.exact.abs() } : { approx: Math.abs(a.approx) };
    case 'factorial': return evaluateOperator({ type: 'OperatorNode', fn: 'factorial', args: [n.args![0]!] }, scope);
    default: return undefined;
  }
}

// ---------------------------------------------------------------------------------------
// Algebra: multivariate polynomials with rational coefficients, and quotients of them.

/** Monomial key: variables with exponents in name order, e.g. "x^2*y"; "" is the constant term. */
type Mono = string;
export type Poly = Map<Mono, Q>;

const MAX_DEGREE = 64;
const MAX_TERMS = 4000;

function monoParse(m: Mono): Map<string, number> {
  const r = new Map<string, number>();
  if (m === '') return r;
  for (const part of m.split('*')) {
    const [v, e] = part.split('^');
    r.set(v!, Number(e ?? '1'));
  }
  return r;
}

function monoKey(m: Map<string, number>): Mono {
  return [...m.entries()]
    .filter(([, e]) => e !== 0)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([v, e]) => (e === 1 ? v : `${v}^${e}`))
    .join('*');
}

function monoMul(a: Mono, b: Mono): Mono {
  const m = monoParse(a);
  for (const [v, e] of monoParse(b)) m.set(v, (m.get(v) ?? 0) + e);
  return monoKey(m);
}

export function monoDegree(m: Mono): number {
  let d = 0;
  for (const e of monoParse(m).values()) d += e;
  return d;
}

export function polyConst(q: Q): Poly {
  return q.isZero() ? new Map() : new Map([['', q]]);
}

function polyAdd(a: Poly, b: Poly, sign = 1): Poly | undefined {
  const r = new Map(a);
  for (const [m, c] of b) {
    const v = (r.get(m) ?? Q.ZERO).add(sign < 0 ? c.neg() : c);
    if (v.isZero()) r.delete(m);
    else r.set(m, v);
  }
  return r.size > MAX_TERMS ? undefined : r;
}

function polyMul(a: Poly, b: Poly): Poly | undefined {
  if (a.size * b.size > MAX_TERMS * 4) return undefined;
  const r: Poly = new Map();
  for (const [ma, ca] of a) {
    for (const [mb, cb] of b) {
      const m = monoMul(ma, mb);
      if (monoDegree(m) > MAX_DEGREE) return undefined;
      const v = (r.get(m) ?? Q.ZERO).add(ca.mul(cb));
      if (v.isZero()) r.delete(m);
      else r.set(m, v);
    }
  }
  return r.size > MAX_TERMS ? undefined : r;
}

function polyPow(a: Poly, k: number): Poly | undefined {
  let r: Poly | undefined = polyConst(Q.ONE);
  for (let i = 0; i < k && r; i++) r = polyMul(r, a);
  return r;
}

export function polyIsZero(p: Poly): boolean {
  return p.size === 0;
}

export function polyVariables(p: Poly): string[] {
  const vs = new Set<string>();
  for (const m of p.keys()) for (const v of monoParse(m).keys()) vs.add(v);
  return [...vs].sort();
}

export function polyDegree(p: Poly): number {
  let d = 0;
  for (const m of p.keys()) d = Math.max(d, monoDegree(m));
  return p.size === 0 ? -1 : d;
}

/** Coefficients of a one-variable polynomial, index = power. */
export function polyCoefficients(p: Poly, v: string): Q[] | undefined {
  const deg = polyDegree(p);
  const out: Q[] = Array.from({ length: Math.max(deg, 0) + 1 }, () => Q.ZERO);
  for (const [m, c] of p) {
    const mm = monoParse(m);
    if ([...mm.keys()].some((k) => k !== v)) return undefined;
    out[mm.get(v) ?? 0] = c;
  }
  return out;
}

export function polyEval(p: Poly, point: Map<string, Q>): Q | undefined {
  let total = Q.ZERO;
  for (const [m, c] of p) {
    let term = c;
    for (const [v, e] of monoParse(m)) {
      const x = point.get(v);
      if (!x) return undefined;
      term = term.mul(x.pow(e));
    }
    total = total.add(term);
  }
  return total;
}

export function polyToString(p: Poly): string {
  if (p.size === 0) return '0';
  const terms = [...p.entries()].sort(([a], [b]) => monoDegree(b) - monoDegree(a) || (a < b ? -1 : 1));
  return terms
    .map(([m, c], i) => {
      const neg = c.n < 0n;
      const abs = c.abs();
      const coef = m === '' ? abs.toString() : abs.eq(Q.ONE) ? '' : abs.toString();
      const body = `${coef}${m}`;
      return i === 0 ? (neg ? '-' : '') + body : (neg ? ' - ' : ' + ') + body;
    })
    .join('');
}

/** A quotient of polynomials; the denominator is 1 for polynomials. */
export interface Rational {
  num: Poly;
  den: Poly;
}

/** Converts a parsed formula with variables to an exact rational function; undefined for sqrt, abs, etc. */
export function toRational(n: Node): Rational | undefined {
  const one = polyConst(Q.ONE);
  switch (n.type) {
    case 'ConstantNode': {
      const q = constantOf(n);
      return q ? { num: polyConst(q), den: one } : undefined;
    }
    case 'SymbolNode': {
      const name = n.name ?? '';
      if (!/^[a-z]$/.test(name) || name === 'e' || name === 'i') return undefined;
      return { num: new Map([[name, Q.ONE]]), den: one };
    }
    case 'ParenthesisNode':
      return n.content ? toRational(n.content) : undefined;
    case 'FunctionNode':
      return undefined;
    case 'OperatorNode': {
      const fn = fnName(n);
      const args = (n.args ?? []).map(toRational);
      if (args.some((a) => !a)) {
        // An integer power of a sub-expression we cannot represent is still not representable.
        return undefined;
      }
      const [a, b] = args as Rational[];
      if (!a) return undefined;
      if (fn === 'unaryMinus') return { num: polyAdd(new Map(), a.num, -1)!, den: a.den };
      if (fn === 'unaryPlus') return a;
      if (!b) return undefined;
      if (fn === 'add' || fn === 'subtract') {
        const l = polyMul(a.num, b.den);
        const r = polyMul(b.num, a.den);
        const den = polyMul(a.den, b.den);
        const num = l && r ? polyAdd(l, r, fn === 'add' ? 1 : -1) : undefined;
        return num && den ? { num, den } : undefined;
      }
      if (fn === 'multiply') {
        const num = polyMul(a.num, b.num);
        const den = polyMul(a.den, b.den);
        return num && den ? { num, den } : undefined;
      }
      if (fn === 'divide') {
        if (polyIsZero(b.num)) return undefined;
        const num = polyMul(a.num, b.den);
        const den = polyMul(a.den, b.num);
        return num && den ? { num, den } : undefined;
      }
      if (fn === 'pow') {
        // Only constant integer exponents keep us inside rational functions.
        if (polyVariables(b.num).length || polyVariables(b.den).length) return undefined;
        const e = (b.num.get('') ?? Q.ZERO).div(b.den.get('') ?? Q.ONE);
        if (!e.isInteger() || e.n > BigInt(MAX_DEGREE) || e.n < -BigInt(MAX_DEGREE)) return undefined;
        const k = Number(e.n);
        const num = polyPow(k >= 0 ? a.num : a.den, Math.abs(k));
        const den = polyPow(k >= 0 ? a.den : a.num, Math.abs(k));
        if (k < 0 && polyIsZero(a.num)) return undefined;
        return num && den ? { num, den } : undefined;
      }
      return undefined;
    }
    default:
      return undefined;
  }
}

export function rationalVariables(r: Rational): string[] {
  return [...new Set([...polyVariables(r.num), ...polyVariables(r.den)])].sort();
}

/** num(a)*den(b) - num(b)*den(a): zero exactly when a and b are the same rational function. */
export function crossDifference(a: Rational, b: Rational): Poly | undefined {
  const l = polyMul(a.num, b.den);
  const r = polyMul(b.num, a.den);
  return l && r ? polyAdd(l, r, -1) : undefined;
}

export function rationalEval(r: Rational, point: Map<string, Q>): Q | undefined {
  const n = polyEval(r.num, point);
  const d = polyEval(r.den, point);
  if (n === undefined || d === undefined || d.isZero()) return undefined;
  return n.div(d);
}

// ---------------------------------------------------------------------------------------
// Verbal phrases to formulas.

const FORMULA_WORDS = new Set(['sqrt', 'cbrt', 'abs', 'mod', 'pi', 'factorial']);

// "a quarter of", "two thirds of"; ordinals name powers ("to the third power").
const FRACTION_DENOMINATORS: Record<string, number> = {
  half: 2, third: 3, quarter: 4, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10,
};
const ORDINALS: Record<string, number> = { ...FRACTION_DENOMINATORS, second: 2 };
delete ORDINALS.half;
delete ORDINALS.quarter;

/** Lower-cased phrase to a formula; undefined when words remain that are not mathematics. */
export function phraseToFormula(phrase: string, opts: { allowVariables: boolean }): string | undefined {
  let s = phrase.trim().replace(/\s+/g, ' ');
  if (!s || s.length > MAX_EXPR_CHARS) return undefined;
  s = s.replace(/^(?:the\s+)?(?:value|result|answer|number)\s+(?:of\s+|to\s+)?/i, '').replace(/^the\s+number\s+/i, '');
  s = s.replace(/^(?:that|then)\s+/i, '');
  s = s.replace(/[$€£](?=\d)/g, ''); // money is arithmetic on its amounts

  // "5 more than 3" is 3 + 5; "3 less than 10" is 10 - 3 (the comparisons "is less than" never reach here).
  const offset = /^(.+?)\s+(more|less|fewer)\s+than\s+(.+)$/i.exec(s);
  if (offset) {
    const a = phraseToFormula(offset[1]!, opts);
    const b = phraseToFormula(offset[3]!, opts);
    return a === undefined || b === undefined ? undefined : `(${b}) ${/more/i.test(offset[2]!) ? '+' : '-'} (${a})`;
  }

  // Whole-phrase aggregates: "the sum of A, B and C", "the product of A and B", ...
  const agg = /^(?:the\s+)?(sum|total|product|difference|quotient|average|mean)\s+(?:of|between)\s+(.+)$/i.exec(s);
  if (agg) {
    const items = agg[2]!.split(/\s*,\s*(?:and\s+)?|\s+and\s+/i).map((x) => phraseToFormula(x, opts));
    if (items.length < 2 || items.some((x) => x === undefined)) return undefined;
    const parts = items.map((x) => `(${x})`);
    const kind = agg[1]!.toLowerCase();
    if (kind === 'sum' || kind === 'total') return parts.join(' + ');
    if (kind === 'product') return parts.join(' * ');
    if (kind === 'average' || kind === 'mean') return `(${parts.join(' + ')}) / ${parts.length}`;
    if (parts.length !== 2) return undefined;
    return kind === 'difference' ? `${parts[0]} - ${parts[1]}` : `${parts[0]} / ${parts[1]}`;
  }
  const unary: [RegExp, (x: string) => string][] = [
    [/^(?:the\s+)?(?:positive\s+|principal\s+)?square\s+root\s+of\s+(.+)$/i, (x) => `sqrt(${x})`],
    [/^(?:the\s+)?cube\s+root\s+of\s+(.+)$/i, (x) => `cbrt(${x})`],
    [/^(?:the\s+)?square\s+of\s+(.+)$/i, (x) => `(${x})^2`],
    [/^(?:the\s+)?cube\s+of\s+(.+)$/i, (x) => `(${x})^3`],
    [/^(?:the\s+)?absolute\s+value\s+of\s+(.+)$/i, (x) => `abs(${x})`],
    [/^(?:the\s+)?factorial\s+of\s+(.+)$/i, (x) => `(${x})!`],
    [/^(?:the\s+)?reciprocal\s+of\s+(.+)$/i, (x) => `1 / (${x})`],
    [/^twice\s+(.+)$/i, (x) => `2 * (${x})`],
    [/^double\s+(.+)$/i, (x) => `2 * (${x})`],
    [/^triple\s+(.+)$/i, (x) => `3 * (${x})`],
    [/^half\s+of\s+(.+)$/i, (x) => `(${x}) / 2`],
    [/^(.+?)\s+squared$/i, (x) => `(${x})^2`],
    [/^(.+?)\s+cubed$/i, (x) => `(${x})^3`],
    [/^(.+?)\s+factorial$/i, (x) => `(${x})!`],
  ];
  for (const [re, build] of unary) {
    const m = re.exec(s);
    if (m) {
      const inner = phraseToFormula(m[1]!, opts);
      return inner === undefined ? undefined : build(inner);
    }
  }
  // "half of 98", "a quarter of 236", "two thirds of 9", "1/5 of 30": a fraction of a quantity.
  const part = /^(?:(a|an|one|\d+)\s+)?(half|halves|thirds?|quarters?|fourths?|fifths?|sixths?|sevenths?|eighths?|ninths?|tenths?)\s+of\s+(.+)$/i.exec(s)
    ?? /^(\d+)\s*\/\s*(\d+)\s+of\s+(.+)$/.exec(s);
  if (part) {
    const num = !part[1] || /^(a|an|one)$/i.test(part[1]) ? '1' : part[1];
    const den = /^\d+$/.test(part[2]!) ? part[2]! : String(FRACTION_DENOMINATORS[part[2]!.toLowerCase().replace(/s$/, '').replace(/^halve$/, 'half')]);
    const of = phraseToFormula(part[3]!, opts);
    return of === undefined ? undefined : `(${num} / ${den}) * (${of})`;
  }
  const pct = /^(.+?)\s*(?:%|\s+percent|\s+per\s+cent)\s+of\s+(.+)$/i.exec(s);
  if (pct) {
    const a = phraseToFormula(pct[1]!, opts);
    const b = phraseToFormula(pct[2]!, opts);
    return a === undefined || b === undefined ? undefined : `((${a}) / 100) * (${b})`;
  }
  const powr = /^(.+?)\s+(?:raised\s+)?to\s+the\s+(?:power\s+of\s+)?(.+?)(?:\s+power)?$/i.exec(s);
  if (powr) {
    const a = phraseToFormula(powr[1]!, opts);
    const expWord = powr[2]!.replace(/^(\d+)(?:st|nd|rd|th)$/i, '$1').replace(/^[a-z]+$/i, (w) => String(ORDINALS[w.toLowerCase()] ?? w));
    const b = phraseToFormula(expWord, opts);
    return a === undefined || b === undefined ? undefined : `(${a})^(${b})`;
  }

  // Inline connectives.
  s = s
    .replace(/\bmultiplied\s+by\b/gi, '*')
    .replace(/\bdivided\s+by\b/gi, '/')
    .replace(/\btimes\b/gi, '*')
    .replace(/\bplus\b/gi, '+')
    .replace(/\bminus\b/gi, '-')
    .replace(/\bmodulo\b/gi, 'mod')
    .replace(/\b(?:the\s+)?square\s+root\s+of\s+(\d+(?:\.\d+)?)/gi, 'sqrt($1)')
    .replace(/\b(?:the\s+)?cube\s+root\s+of\s+(\d+(?:\.\d+)?)/gi, 'cbrt($1)')
    .replace(/\bsquared\b/gi, '^2')
    .replace(/\bcubed\b/gi, '^3')
    .replace(/(\d)\s*%/g, '($1 / 100)')
    .replace(/\*\*/g, '^');
  // "6 x 7": a spaced x between numbers is a multiplication sign unless x is used as a variable.
  if (!/\dx|x\s*[\^)]|[(*+\-/^]\s*x\b|^x\b/i.test(s)) s = s.replace(/(\d)\s+x\s+(?=[\d(])/gi, '$1 * ');
  if (!/^[0-9a-z+\-*/^().!,\s]+$/i.test(s)) return undefined;
  // "2ab" and "xy" are products of single-letter variables (mathjs would read one symbol "ab").
  if (opts.allowVariables) s = s.replace(/\b(\d*)([abcxyzmnpqkt]{2,3})\b/g, (_m, d: string, vars: string) => (FORMULA_WORDS.has(vars) ? _m : `${d}${vars.split('').join(' ')}`));
  if (/,/.test(s)) return undefined; // a list, not a formula
  for (const word of s.match(/[a-z]+/gi) ?? []) {
    const w = word.toLowerCase();
    if (FORMULA_WORDS.has(w)) continue;
    if (opts.allowVariables && /^[a-df-hj-z]$/.test(w)) continue;
    return undefined;
  }
  if (!/[0-9a-z]/i.test(s)) return undefined;
  return s.trim();
}

/** Whether a formula mentions a variable (a single letter other than e and i). */
export function hasVariable(formula: string): boolean {
  return (formula.match(/[a-z]+/gi) ?? []).some((w) => /^[a-df-hj-z]$/i.test(w));
}

// Arithmetic on parsed formulas: exact rationals where possible, doubles otherwise, and nothing
// (undefined) where the result would be unbounded or undefined. A decided verdict on exact
// values is a proof (checkers/arithmetic.ts).
import { exactIntRoot, Q } from '../rational.js';
import { constantOf, fnName, type FormulaNode } from './parse.js';
import { percentAfterSign, percentAfterSignApprox, type PercentReading } from '../../reading/percent-change.js';
import { wordTable } from '../../word-table.js';

const MAX_BITS = 200_000;
const MAX_FACTORIAL = 2000;

export type Value = { exact: Q } | { approx: number };

export function toNumber(v: Value): number {
  return 'exact' in v ? v.exact.toNumber() : v.approx;
}

const CONSTANTS = wordTable<number>({ pi: Math.PI, e: Math.E, tau: 2 * Math.PI });

function factorial(n: number): Q {
  let r = 1n;
  for (let i = 2n; i <= BigInt(n); i++) r *= i;
  return Q.of(r);
}

function approxOrUndefined(x: number): Value | undefined {
  return Number.isFinite(x) ? { approx: x } : undefined;
}

/**
 * Evaluates a parsed formula without variables (or with `scope` values). Undefined when not
 * computable, and for a percentage after + or − (`254 + percent(18)`, phrase.ts) unless `percent`
 * says how to read it (DECISIONS "A percentage after + or −"): only a checker that settles both
 * readings (arithmetic.ts) decides such a formula.
 */
export function evaluateNode(n: FormulaNode, scope: Map<string, Q> = new Map(), percent?: PercentReading): Value | undefined {
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
      return n.content ? evaluateNode(n.content, scope, percent) : undefined;
    case 'OperatorNode':
      return evaluateOperator(n, scope, percent);
    case 'FunctionNode':
      return evaluateFunction(n, scope, percent);
    default:
      return undefined;
  }
}

const isPercentNode = (n: FormulaNode | undefined): boolean => n?.type === 'FunctionNode' && fnName(n) === 'percent';

/** "254 + percent(18)": a percentage right after + or − whose left operand is not a percentage. */
export function isPercentChange(n: FormulaNode): boolean {
  const fn = fnName(n);
  return n.type === 'OperatorNode' && (fn === 'add' || fn === 'subtract') && isPercentNode(n.args?.[1]) && !isPercentNode(n.args?.[0]);
}

function evaluateOperator(n: FormulaNode, scope: Map<string, Q>, percent?: PercentReading): Value | undefined {
  const args = (n.args ?? []).map((a) => evaluateNode(a, scope, percent));
  if (args.some((a) => a === undefined)) return undefined;
  const [a, b] = args as Value[];
  const fn = fnName(n);
  if (isPercentChange(n)) {
    if (!percent || !a || !b) return undefined;
    const op = fn === 'add' ? '+' : '-';
    return 'exact' in a && 'exact' in b ? { exact: percentAfterSign(op, a.exact, b.exact, percent) } : approxOrUndefined(percentAfterSignApprox(op, toNumber(a), toNumber(b), percent));
  }
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

function evaluateFunction(n: FormulaNode, scope: Map<string, Q>, percent?: PercentReading): Value | undefined {
  const args = (n.args ?? []).map((a) => evaluateNode(a, scope, percent));
  if (args.length === 0 || args.some((a) => a === undefined)) return undefined;
  const a = args[0] as Value;
  const name = fnName(n);
  switch (name) {
    case 'sqrt': return 'exact' in a ? rootExact(a.exact, 2) : a.approx < 0 ? undefined : { approx: Math.sqrt(a.approx) };
    case 'cbrt': return 'exact' in a ? rootExact(a.exact, 3) : { approx: Math.cbrt(a.approx) };
    case 'abs': return 'exact' in a ? { exact: a.exact.abs() } : { approx: Math.abs(a.approx) };
    // A percentage marked by phrase.ts: p/100.
    case 'percent': return 'exact' in a ? { exact: a.exact.div(Q.of(100)) } : { approx: a.approx / 100 };
    case 'factorial': return evaluateOperator({ type: 'OperatorNode', fn: 'factorial', args: [n.args![0]!] }, scope, percent);
    default: return undefined;
  }
}

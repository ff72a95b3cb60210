// Rational functions (quotients of polynomials) from parsed formulas: two sides of an algebra
// claim are the same function exactly when their cross-multiplied difference is the zero polynomial.
import { Q } from '../rational.js';
import { constantOf, fnName, type FormulaNode } from './parse.js';
import { MAX_DEGREE, polyAdd, polyConst, polyEval, polyIsZero, polyMul, polyPow, polyVariables, type Poly } from './polynomial.js';

/** A quotient of polynomials; the denominator is 1 for polynomials. */
export interface Rational {
  num: Poly;
  den: Poly;
}

/** Converts a parsed formula with variables to an exact rational function; undefined for sqrt, abs, etc. */
export function toRational(n: FormulaNode): Rational | undefined {
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

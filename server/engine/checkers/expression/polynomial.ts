// Multivariate polynomials with exact rational coefficients, the algebra checker's normal form
// (rational-function.ts builds quotients of them). Bounded in degree and terms so that a claim
// like "(x + 1)^64 = ..." costs at most a known amount of work.
import { Q } from '../rational.js';

/** Monomial key: variables with exponents in name order, e.g. "x^2*y"; "" is the constant term. */
type Mono = string;
export type Poly = Map<Mono, Q>;

export const MAX_DEGREE = 64;
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

function monoDegree(m: Mono): number {
  let d = 0;
  for (const e of monoParse(m).values()) d += e;
  return d;
}

export function polyConst(q: Q): Poly {
  return q.isZero() ? new Map() : new Map([['', q]]);
}

export function polyAdd(a: Poly, b: Poly, sign = 1): Poly | undefined {
  const r = new Map(a);
  for (const [m, c] of b) {
    const v = (r.get(m) ?? Q.ZERO).add(sign < 0 ? c.neg() : c);
    if (v.isZero()) r.delete(m);
    else r.set(m, v);
  }
  return r.size > MAX_TERMS ? undefined : r;
}

export function polyMul(a: Poly, b: Poly): Poly | undefined {
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

export function polyPow(a: Poly, k: number): Poly | undefined {
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

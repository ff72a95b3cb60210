// Real roots of one-variable polynomials with rational coefficients, exactly: the rational roots
// by the rational root theorem, then the quadratic formula on what is left. A root that is not
// rational is never approximated: the answer says the list is incomplete, and callers that need
// every root (solution sets, sign charts) stay uncertain (issue 22).
import { isqrt, Q } from '../rational.js';

// Divisor search is bounded: a constant term or leading coefficient above this is not searched.
const MAX_SEARCH = 10n ** 12n;

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? (a < 0n ? -a : a) : gcd(b, a % b));

/** Positive divisors of |n| (n ≠ 0, |n| ≤ MAX_SEARCH), by trial division up to √|n|. */
function divisors(n: bigint): bigint[] | undefined {
  const a = n < 0n ? -n : n;
  if (a === 0n || a > MAX_SEARCH) return undefined;
  const small: bigint[] = [];
  const large: bigint[] = [];
  for (let d = 1n; d * d <= a; d++) {
    if (a % d !== 0n) continue;
    small.push(d);
    if (d * d !== a) large.unshift(a / d);
  }
  return [...small, ...large];
}

/** Value of the polynomial (coefficients by power) at x, by Horner's rule. */
export function hornerEval(coeffs: readonly Q[], x: Q): Q {
  let acc = Q.ZERO;
  for (let i = coeffs.length - 1; i >= 0; i--) acc = acc.mul(x).add(coeffs[i]!);
  return acc;
}

/** Divides by (x - r) when r is a root: the quotient's coefficients, by power. */
function deflate(coeffs: readonly Q[], r: Q): Q[] {
  const deg = coeffs.length - 1;
  const q: Q[] = new Array<Q>(deg).fill(Q.ZERO);
  let carry = Q.ZERO;
  for (let i = deg; i >= 1; i--) {
    carry = coeffs[i]!.add(carry.mul(r));
    q[i - 1] = carry;
  }
  return q;
}

function trim(coeffs: readonly Q[]): Q[] {
  const c = [...coeffs];
  while (c.length > 1 && c[c.length - 1]!.isZero()) c.pop();
  return c;
}

export interface RealRoots {
  /** Distinct rational roots, ascending. */
  roots: Q[];
  /** False when the polynomial may have real roots that are not rational (they are not listed). */
  complete: boolean;
}

/**
 * The real roots of a polynomial given by its coefficients (index = power). Undefined for the
 * zero polynomial (every number is a root) and when the search would be too large.
 */
export function realRoots(coefficients: readonly Q[]): RealRoots | undefined {
  let c = trim(coefficients);
  if (c.length === 1) return c[0]!.isZero() ? undefined : { roots: [], complete: true };
  const found: Q[] = [];
  const add = (r: Q) => {
    if (!found.some((f) => f.eq(r))) found.push(r);
  };
  // x = 0 as often as the constant term vanishes.
  while (c.length > 1 && c[0]!.isZero()) {
    add(Q.ZERO);
    c = c.slice(1);
  }
  if (c.length > 3) {
    // Integer coefficients with no common factor, for the rational root theorem.
    const lcm = c.reduce((l, q) => (l * q.d) / gcd(l, q.d), 1n);
    let ints = c.map((q) => (q.n * lcm) / q.d);
    const g = ints.reduce((a, b) => gcd(a, b), 0n);
    ints = ints.map((v) => v / g);
    const ps = divisors(ints[0]!);
    const qs = divisors(ints[ints.length - 1]!);
    if (!ps || !qs || ps.length * qs.length > 20_000) return undefined;
    const candidates: Q[] = [];
    for (const p of ps) for (const q of qs) for (const s of [1n, -1n]) candidates.push(Q.of(s * p, q));
    for (const r of candidates) {
      while (c.length > 3 && hornerEval(c, r).isZero()) {
        add(r);
        c = deflate(c, r);
      }
    }
  }
  let complete = true;
  if (c.length === 2) add(c[0]!.neg().div(c[1]!));
  else if (c.length === 3) {
    const [c0, b, a] = c as [Q, Q, Q];
    const disc = b.mul(b).sub(Q.of(4).mul(a).mul(c0));
    if (disc.n >= 0n) {
      const rn = isqrt(disc.n);
      const rd = isqrt(disc.d);
      if (rn * rn === disc.n && rd * rd === disc.d) {
        const s = Q.of(rn, rd);
        add(b.neg().add(s).div(a.mul(Q.of(2))));
        add(b.neg().sub(s).div(a.mul(Q.of(2))));
      } else complete = false;
    }
  } else if (c.length > 3) complete = false; // no rational root left: any real root left is irrational
  return { roots: found.sort((x, y) => x.cmp(y)), complete };
}

/** Remainder of dividing p by d (coefficients by power, d not zero), exactly. */
export function polyRemainder(p: readonly Q[], d: readonly Q[]): Q[] {
  const div = trim(d);
  let r = trim(p);
  const lead = div[div.length - 1]!;
  while (r.length >= div.length && !(r.length === 1 && r[0]!.isZero())) {
    const shift = r.length - div.length;
    const f = r[r.length - 1]!.div(lead);
    const next = [...r];
    for (let i = 0; i < div.length; i++) next[i + shift] = next[i + shift]!.sub(f.mul(div[i]!));
    next.pop();
    r = trim(next.length ? next : [Q.ZERO]);
    if (r.length < div.length) break;
  }
  return r;
}

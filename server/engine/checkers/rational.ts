// Exact rational numbers over bigint. The checkers decide equalities with these so that
// "0.1 + 0.2 = 0.3" is a computed proof, not a floating-point accident.

function gcdBig(a: bigint, b: bigint): bigint {
  if (a < 0n) a = -a;
  if (b < 0n) b = -b;
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

/** Largest r with r*r <= n (n >= 0). */
export function isqrt(n: bigint): bigint {
  if (n < 0n) throw new RangeError('isqrt of a negative number');
  if (n < 2n) return n;
  let x = BigInt(Math.floor(Math.sqrt(Number(n))));
  // Newton steps fix the float estimate for numbers beyond 2^53.
  for (;;) {
    const y = (x + n / x) >> 1n;
    if (y >= x) break;
    x = y;
  }
  while (x * x > n) x -= 1n;
  while ((x + 1n) * (x + 1n) <= n) x += 1n;
  return x;
}

/** Integer k-th root of n >= 0, or undefined when n is not a perfect k-th power. */
export function exactIntRoot(n: bigint, k: number): bigint | undefined {
  if (n < 0n) return undefined;
  if (k === 2) {
    const r = isqrt(n);
    return r * r === n ? r : undefined;
  }
  const guess = BigInt(Math.round(Math.pow(Number(n), 1 / k)));
  for (let r = guess - 2n < 0n ? 0n : guess - 2n; r <= guess + 2n; r++) if (r ** BigInt(k) === n) return r;
  return undefined;
}

export class Q {
  readonly n: bigint;
  readonly d: bigint;

  private constructor(n: bigint, d: bigint) {
    this.n = n;
    this.d = d;
  }

  static of(n: bigint | number, d: bigint | number = 1n): Q {
    let nn = BigInt(n);
    let dd = BigInt(d);
    if (dd === 0n) throw new RangeError('division by zero');
    if (dd < 0n) {
      nn = -nn;
      dd = -dd;
    }
    const g = gcdBig(nn, dd) || 1n;
    return new Q(nn / g, dd / g);
  }

  static readonly ZERO = Q.of(0n);
  static readonly ONE = Q.of(1n);

  /** Parses "12", "-0.125", "1.5e3", "1,234" (thousands separators already removed by callers). */
  static parse(text: string): Q | undefined {
    const m = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d{1,4}))?$/i.exec(text.trim());
    if (!m || (m[2] === '' && (m[3] ?? '') === '')) return undefined;
    const sign = m[1] === '-' ? -1n : 1n;
    const intPart = m[2] ?? '';
    const frac = m[3] ?? '';
    const exp = Number(m[4] ?? '0');
    let num = BigInt((intPart + frac) || '0') * sign;
    let den = 10n ** BigInt(frac.length);
    if (exp > 0) num *= 10n ** BigInt(exp);
    if (exp < 0) den *= 10n ** BigInt(-exp);
    return Q.of(num, den);
  }

  static fromNumber(x: number): Q | undefined {
    if (!Number.isFinite(x)) return undefined;
    return Q.parse(String(x));
  }

  add(o: Q): Q {
    return Q.of(this.n * o.d + o.n * this.d, this.d * o.d);
  }
  sub(o: Q): Q {
    return Q.of(this.n * o.d - o.n * this.d, this.d * o.d);
  }
  mul(o: Q): Q {
    return Q.of(this.n * o.n, this.d * o.d);
  }
  div(o: Q): Q {
    if (o.n === 0n) throw new RangeError('division by zero');
    return Q.of(this.n * o.d, this.d * o.n);
  }
  neg(): Q {
    return new Q(-this.n, this.d);
  }
  abs(): Q {
    return this.n < 0n ? this.neg() : this;
  }
  /** Integer power; callers bound the exponent. */
  pow(k: number): Q {
    if (k === 0) return Q.ONE;
    if (k < 0) return Q.ONE.div(this.pow(-k));
    const e = BigInt(k);
    return Q.of(this.n ** e, this.d ** e);
  }
  cmp(o: Q): number {
    const l = this.n * o.d;
    const r = o.n * this.d;
    return l < r ? -1 : l > r ? 1 : 0;
  }
  eq(o: Q): boolean {
    return this.n === o.n && this.d === o.d;
  }
  isZero(): boolean {
    return this.n === 0n;
  }
  isInteger(): boolean {
    return this.d === 1n;
  }
  /** Bits needed to hold numerator and denominator: the cost of further arithmetic. */
  bitSize(): number {
    const abs = this.n < 0n ? -this.n : this.n;
    return abs.toString(2).length + this.d.toString(2).length;
  }
  toNumber(): number {
    // Scale so that huge numerators and denominators still give a sensible double.
    const ns = this.n.toString();
    const ds = this.d.toString();
    if (ns.length < 300 && ds.length < 300) return Number(this.n) / Number(this.d);
    const shift = Math.max(ns.length, ds.length) - 300;
    const scale = 10n ** BigInt(shift);
    return Number(this.n / scale) / Number(this.d / scale || 1n);
  }
  toString(): string {
    if (this.d === 1n) return this.n.toString();
    // Show a terminating decimal when there is one, else the fraction.
    let d = this.d;
    let twos = 0;
    let fives = 0;
    while (d % 2n === 0n) {
      d /= 2n;
      twos++;
    }
    while (d % 5n === 0n) {
      d /= 5n;
      fives++;
    }
    if (d === 1n) {
      const places = Math.max(twos, fives);
      const scaled = (this.n * 10n ** BigInt(places)) / this.d;
      const neg = scaled < 0n;
      const digits = (neg ? -scaled : scaled).toString().padStart(places + 1, '0');
      const s = `${digits.slice(0, digits.length - places)}.${digits.slice(digits.length - places)}`.replace(/\.?0+$/, '');
      return (neg ? '-' : '') + s;
    }
    return `${this.n}/${this.d}`;
  }
}

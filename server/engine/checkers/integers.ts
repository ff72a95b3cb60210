// Exact integer functions for the number theory checker: primality, factorisation, divisor
// functions, Euler's totient, prime counting, Fibonacci numbers, integer roots, positional
// notation and small integer expressions ("10^20 - 1"). Everything is bigint and bounded, so a
// result is either exact or undefined (too large to compute within the work limits).

const MAX_FACTOR_TRIAL = 1_000_000n; // trial division bound for factorisations and divisor counts
const MAX_SIEVE = 10_000_000;
/** Largest value an integer expression may reach (bits): "8^1432" is fine, "10^(10^9)" is not. */
const MAX_EXPR_BITS = 200_000;

export function modPow(b: bigint, e: bigint, m: bigint): bigint {
  let r = 1n;
  b %= m;
  while (e > 0n) {
    if (e & 1n) r = (r * b) % m;
    b = (b * b) % m;
    e >>= 1n;
  }
  return r;
}

const MR_BASES = [2n, 3n, 5n, 7n, 11n, 13n, 17n, 19n, 23n, 29n, 31n, 37n, 41n];
// Deterministic for n < 3,317,044,064,679,887,385,961,981 with the first 13 prime bases.
const MR_LIMIT = 3317044064679887385961981n;

/** true/false when decided exactly, undefined when the number is too large for a proof. */
export function isPrime(n: bigint): boolean | undefined {
  if (n < 2n) return false;
  for (const p of MR_BASES) {
    if (n === p) return true;
    if (n % p === 0n) return false;
  }
  let d = n - 1n;
  let s = 0;
  while (d % 2n === 0n) {
    d /= 2n;
    s++;
  }
  for (const a of MR_BASES) {
    let x = modPow(a, d, n);
    if (x === 1n || x === n - 1n) continue;
    let composite = true;
    for (let i = 1; i < s; i++) {
      x = (x * x) % n;
      if (x === n - 1n) {
        composite = false;
        break;
      }
    }
    if (composite) return false; // a witness proves compositeness at any size
  }
  return n < MR_LIMIT ? true : undefined;
}

export function smallestFactor(n: bigint): bigint | undefined {
  if (n % 2n === 0n) return 2n;
  for (let p = 3n; p * p <= n && p <= MAX_FACTOR_TRIAL; p += 2n) if (n % p === 0n) return p;
  return undefined;
}

/** Prime factorisation by trial division; undefined when a cofactor is too large to certify. */
export function factorize(n: bigint): Map<bigint, number> | undefined {
  const out = new Map<bigint, number>();
  let m = n < 0n ? -n : n;
  if (m < 2n) return out;
  for (let p = 2n; p * p <= m; p += p === 2n ? 1n : 2n) {
    if (p > MAX_FACTOR_TRIAL) {
      if (isPrime(m) !== true) return undefined;
      break;
    }
    while (m % p === 0n) {
      out.set(p, (out.get(p) ?? 0) + 1);
      m /= p;
    }
  }
  if (m > 1n) out.set(m, (out.get(m) ?? 0) + 1);
  return out;
}

export function showFactors(f: Map<bigint, number>): string {
  return [...f.entries()].map(([p, e]) => (e > 1 ? `${p}^${e}` : `${p}`)).join(' × ') || '1';
}

export function gcd(a: bigint, b: bigint): bigint {
  a = a < 0n ? -a : a;
  b = b < 0n ? -b : b;
  while (b) [a, b] = [b, a % b];
  return a;
}

export function lcm(a: bigint, b: bigint): bigint {
  const p = a * b < 0n ? -(a * b) : a * b;
  return p / gcd(a, b);
}

let sieveCache: { limit: number; composite: Uint8Array } | undefined;

function sieve(top: number): Uint8Array {
  if (!sieveCache || sieveCache.limit < top) {
    const size = Math.max(top, 1000);
    const composite = new Uint8Array(size + 1);
    composite[0] = 1;
    composite[1] = 1;
    for (let i = 2; i * i <= size; i++) if (!composite[i]) for (let j = i * i; j <= size; j += i) composite[j] = 1;
    sieveCache = { limit: size, composite };
  }
  return sieveCache.composite;
}

/** How many primes lie in [lo, hi]; undefined beyond the sieve's limit. */
export function primesInRange(lo: bigint, hi: bigint): number | undefined {
  if (hi > BigInt(MAX_SIEVE)) return undefined;
  const a = Math.max(2, Number(lo));
  const b = Number(hi);
  if (b < a) return 0;
  const composite = sieve(b);
  let count = 0;
  for (let i = a; i <= b; i++) if (!composite[i]) count++;
  return count;
}

export function nthPrime(n: number): number | undefined {
  if (n < 1 || n > 500_000) return undefined;
  let count = 0;
  for (let k = 2; ; k++) {
    if (isPrime(BigInt(k))) count++;
    if (count === n) return k;
  }
}

/** The smallest prime > n, or the largest prime < n (`below`); undefined when none or too far. */
export function adjacentPrime(n: bigint, below: boolean): bigint | undefined {
  for (let k = below ? n - 1n : n + 1n, steps = 0; steps < 100_000; k += below ? -1n : 1n, steps++) {
    if (k < 2n) {
      if (below) return undefined;
      continue; // searching up from 0 or 1 reaches 2
    }
    const p = isPrime(k);
    if (p === undefined) return undefined;
    if (p) return k;
  }
  return undefined;
}

export function divisorCount(n: bigint): bigint | undefined {
  const f = factorize(n);
  if (!f) return undefined;
  let c = 1n;
  for (const e of f.values()) c *= BigInt(e + 1);
  return c;
}

/** σ(n), the sum of the positive divisors. */
export function divisorSum(n: bigint): bigint | undefined {
  const f = factorize(n);
  if (!f) return undefined;
  let s = 1n;
  for (const [p, e] of f) s *= (p ** BigInt(e + 1) - 1n) / (p - 1n);
  return s;
}

/** The positive divisors in increasing order. */
export function divisors(n: bigint): bigint[] | undefined {
  const f = factorize(n);
  if (!f) return undefined;
  let all: bigint[] = [1n];
  for (const [p, e] of f) all = all.flatMap((d) => Array.from({ length: e + 1 }, (_, k) => d * p ** BigInt(k)));
  return all.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** Euler's φ(n): the integers in [1, n] coprime to n. */
export function totient(n: bigint): bigint | undefined {
  const f = factorize(n);
  if (!f) return undefined;
  let t = n;
  for (const p of f.keys()) t = (t / p) * (p - 1n);
  return t;
}

/** How many integers in [lo, hi] are coprime to m (inclusion and exclusion over m's primes). */
export function coprimeCount(lo: bigint, hi: bigint, m: bigint): bigint | undefined {
  const f = factorize(m);
  if (!f || f.size > 16) return undefined;
  const primes = [...f.keys()];
  const upTo = (x: bigint): bigint => {
    if (x <= 0n) return 0n;
    let total = 0n;
    for (let mask = 0; mask < 1 << primes.length; mask++) {
      let d = 1n;
      let bits = 0;
      primes.forEach((p, i) => {
        if (mask & (1 << i)) {
          d *= p;
          bits++;
        }
      });
      total += (bits % 2 ? -1n : 1n) * (x / d);
    }
    return total;
  };
  if (lo < 1n) return undefined;
  return upTo(hi) - upTo(lo - 1n);
}

/** F(n) with F(0) = 0, F(1) = 1. */
export function fibonacci(n: number): bigint | undefined {
  if (n < 0 || n > 20_000) return undefined;
  let [a, b] = [0n, 1n];
  for (let i = 0; i < n; i++) [a, b] = [b, a + b];
  return a;
}

/** Whether n is a Fibonacci number. */
export function isFibonacci(n: bigint): boolean {
  if (n < 0n) return false;
  let [a, b] = [0n, 1n];
  while (a < n) [a, b] = [b, a + b];
  return a === n;
}

/** Trailing zeros of n! (Legendre's formula for the prime 5). */
export function factorialTrailingZeros(n: bigint): bigint {
  let z = 0n;
  for (let p = 5n; p <= n; p *= 5n) z += n / p;
  return z;
}

/** The integer k-th root of n >= 0 when n is a perfect k-th power (Newton's method, exact at any size). */
export function exactRoot(n: bigint, k: number): bigint | undefined {
  if (n < 0n || k < 1) return undefined;
  if (n < 2n || k === 1) return n;
  const K = BigInt(k);
  // Start above the root (2^ceil(bits/k)) and descend; Newton's iteration never undershoots.
  let x = 1n << BigInt(Math.ceil(n.toString(2).length / k));
  for (;;) {
    const y = ((K - 1n) * x + n / x ** (K - 1n)) / K;
    if (y >= x) break;
    x = y;
  }
  return x ** K === n ? x : undefined;
}

const DIGITS = '0123456789abcdefghijklmnopqrstuvwxyz';

/** Reads digits in a base (2..36); undefined when a digit is not one of the base's. */
export function parseInBase(digits: string, base: number): bigint | undefined {
  const s = digits.toLowerCase();
  if (!s || s.length > 200) return undefined;
  let v = 0n;
  for (const c of s) {
    const d = DIGITS.indexOf(c);
    if (d < 0 || d >= base) return undefined;
    v = v * BigInt(base) + BigInt(d);
  }
  return v;
}

export function toBase(n: bigint, base: number): string {
  return n.toString(base);
}

/**
 * Evaluates a small integer expression: numbers joined by + - * and ^ with the usual precedence
 * ("10^20 - 1", "5^15 - 1", "2 * 3^4"). Undefined for anything else, and beyond the size limit.
 */
export function evaluateInteger(text: string): bigint | undefined {
  const tokens = text.replace(/\s+/g, '').match(/\d+|[-+*^()]/g);
  if (!tokens || tokens.join('') !== text.replace(/\s+/g, '')) return undefined;
  let i = 0;
  const tooBig = (x: bigint) => (x < 0n ? -x : x).toString(2).length > MAX_EXPR_BITS;
  const atom = (): bigint | undefined => {
    const t = tokens[i];
    if (t === '(') {
      i++;
      const v = sum();
      if (tokens[i] !== ')') return undefined;
      i++;
      return v;
    }
    if (t === '-') {
      i++;
      const v = power();
      return v === undefined ? undefined : -v;
    }
    if (t !== undefined && /^\d+$/.test(t)) {
      i++;
      return BigInt(t);
    }
    return undefined;
  };
  const power = (): bigint | undefined => {
    const base = atom();
    if (base === undefined) return undefined;
    if (tokens[i] !== '^') return base;
    i++;
    const exp = power(); // right-associative
    if (exp === undefined || exp < 0n) return undefined;
    const absBase = base < 0n ? -base : base;
    if (absBase > 1n && BigInt(absBase.toString(2).length) * exp > BigInt(MAX_EXPR_BITS)) return undefined;
    return base ** exp;
  };
  const product = (): bigint | undefined => {
    let v = power();
    while (v !== undefined && tokens[i] === '*') {
      i++;
      const w = power();
      if (w === undefined) return undefined;
      v *= w;
      if (tooBig(v)) return undefined;
    }
    return v;
  };
  const sum = (): bigint | undefined => {
    let v = product();
    while (v !== undefined && (tokens[i] === '+' || tokens[i] === '-')) {
      const op = tokens[i++];
      const w = product();
      if (w === undefined) return undefined;
      v = op === '+' ? v + w : v - w;
    }
    return v;
  };
  const v = sum();
  return i === tokens.length ? v : undefined;
}

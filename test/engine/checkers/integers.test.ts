// The exact integer functions behind the number theory checker, against naive definitions on
// small numbers (fast-check) and against known values on large ones.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  adjacentPrime, coprimeCount, divisorCount, divisors, divisorSum, evaluateInteger, exactRoot, factorialTrailingZeros, fibonacci,
  gcd, isFibonacci, isPrime, lcm, nthPrime, parseInBase, primesInRange, totient,
} from '../../../server/engine/checkers/integers.js';

const naiveDivisors = (n: number) => Array.from({ length: n }, (_, i) => i + 1).filter((d) => n % d === 0);
const naivePrime = (n: number) => n >= 2 && naiveDivisors(n).length === 2;
const naiveGcd = (a: number, b: number): number => (b ? naiveGcd(b, a % b) : Math.abs(a));

describe('integer functions agree with their definitions', () => {
  it('divisors, their count and sum, and the totient', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), (n) => {
        const ds = naiveDivisors(n);
        expect(divisors(BigInt(n))).toEqual(ds.map(BigInt));
        expect(divisorCount(BigInt(n))).toBe(BigInt(ds.length));
        expect(divisorSum(BigInt(n))).toBe(BigInt(ds.reduce((a, d) => a + d, 0)));
        expect(totient(BigInt(n))).toBe(BigInt(ds.length && Array.from({ length: n }, (_, i) => i + 1).filter((k) => naiveGcd(k, n) === 1).length));
      }),
    );
  });

  it('gcd, lcm and counts of coprime integers in a range', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2000 }), fc.integer({ min: 1, max: 2000 }), fc.integer({ min: 1, max: 300 }), fc.integer({ min: 0, max: 300 }), (a, b, lo, span) => {
        const g = naiveGcd(a, b);
        expect(gcd(BigInt(a), BigInt(b))).toBe(BigInt(g));
        expect(lcm(BigInt(a), BigInt(b))).toBe(BigInt((a * b) / g));
        let c = 0;
        for (let k = lo; k <= lo + span; k++) if (naiveGcd(k, a) === 1) c++;
        expect(coprimeCount(BigInt(lo), BigInt(lo + span), BigInt(a))).toBe(BigInt(c));
      }),
    );
  });

  it('primes in a range, the n-th prime and the primes next to a number', () => {
    const primes = Array.from({ length: 3000 }, (_, i) => i).filter(naivePrime);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2900 }), fc.integer({ min: 0, max: 2900 }), (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(primesInRange(BigInt(lo), BigInt(hi))).toBe(primes.filter((p) => p >= lo && p <= hi).length);
        const above = primes.find((p) => p > lo);
        if (above !== undefined) expect(adjacentPrime(BigInt(lo), false)).toBe(BigInt(above));
        const below = [...primes].reverse().find((p) => p < hi);
        expect(adjacentPrime(BigInt(hi), true)).toBe(below === undefined ? undefined : BigInt(below));
      }),
    );
    primes.slice(0, 400).forEach((p, i) => expect(nthPrime(i + 1)).toBe(p));
  });

  it('Fibonacci numbers, membership and trailing zeros of factorials', () => {
    const fib = [0n, 1n];
    for (let i = 2; i <= 300; i++) fib.push(fib[i - 1]! + fib[i - 2]!);
    fib.forEach((f, i) => expect(fibonacci(i)).toBe(f));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100000 }), (n) => {
        expect(isFibonacci(BigInt(n))).toBe(fib.includes(BigInt(n)));
        let f = 1n;
        for (let k = 2n; k <= BigInt(Math.min(n, 400)); k++) f *= k;
        const zeros = f.toString().length - f.toString().replace(/0+$/, '').length;
        if (n <= 400) expect(factorialTrailingZeros(BigInt(n))).toBe(BigInt(zeros));
      }),
    );
  });

  it('exact roots and numerals in other bases', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 40n }), fc.integer({ min: 2, max: 7 }), fc.integer({ min: -1, max: 1 }), (r, k, off) => {
        const n = r ** BigInt(k) + BigInt(off);
        if (n < 0n) return;
        const root = exactRoot(n, k);
        if (off === 0) expect(root).toBe(r);
        else if (root !== undefined) expect(root ** BigInt(k)).toBe(n);
      }),
    );
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 30n }), fc.integer({ min: 2, max: 36 }), (n, base) => {
        expect(parseInBase(n.toString(base), base)).toBe(n);
      }),
    );
    expect(parseInBase('102', 2)).toBeUndefined();
  });
});

describe('isPrime', () => {
  it('proves large primes and composites below the deterministic bound, and says undefined above it for primes', () => {
    expect(isPrime(2n ** 61n - 1n)).toBe(true);
    expect(isPrime(2n ** 67n - 1n)).toBe(false); // 193707721 × 761838257287
    expect(isPrime(3215031751n)).toBe(false); // a strong pseudoprime to bases 2, 3, 5 and 7
    expect(isPrime(2n ** 89n - 1n)).toBeUndefined();
    expect(isPrime(2n ** 89n + 1n)).toBe(false); // divisible by 3: a witness works at any size
  });
});

describe('evaluateInteger', () => {
  const cases: [string, bigint | undefined][] = [
    ['10^20 - 1', 10n ** 20n - 1n],
    ['2 * 3^4', 162n],
    ['2^3^2', 512n],
    ['(5 + 3) * 2', 16n],
    ['-2^2', -4n],
    ['10^(10^9)', undefined],
    ['2.5 * 2', undefined],
    ['2 ^ -1', undefined],
    ['3 +', undefined],
  ];
  it.each(cases)('reads %s', (text, want) => {
    expect(evaluateInteger(text)).toBe(want);
  });
});

// Number theory claims: primality, compositeness, parity, divisibility and multiples, gcd and
// lcm, factorials, remainders, prime factorisations, divisor counts, perfect powers, digit
// sums and prime counts. All computed exactly with bigint; primality uses a deterministic
// Miller-Rabin test (exact below 3.3e24) and says uncertain above that.

import { exactIntRoot } from './rational.js';
import { checkInFrame, EQUALS, firstRule, type Rule } from './text.js';
import { decided, uncertain, type CheckResult } from './types.js';

const C = 'number' as const;
const MAX_DIGITS = 60;
const MAX_SIEVE = 10_000_000;
const MAX_FACTOR_TRIAL = 1_000_000n; // trial division bound for factorisations and divisor counts

const NUM = String.raw`(-?\d+)`;

function big(s: string): bigint | undefined {
  const t = s.replace(/^\+/, '');
  if (!/^-?\d+$/.test(t) || t.replace('-', '').length > MAX_DIGITS) return undefined;
  return BigInt(t);
}

function modPow(b: bigint, e: bigint, m: bigint): bigint {
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

function smallestFactor(n: bigint): bigint | undefined {
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

function showFactors(f: Map<bigint, number>): string {
  return [...f.entries()].map(([p, e]) => (e > 1 ? `${p}^${e}` : `${p}`)).join(' × ') || '1';
}

function gcd(a: bigint, b: bigint): bigint {
  a = a < 0n ? -a : a;
  b = b < 0n ? -b : b;
  while (b) [a, b] = [b, a % b];
  return a;
}

let sieveCache: { limit: number; primes: Uint8Array } | undefined;

function primeCountBelow(limit: number, inclusive: boolean): number {
  const top = inclusive ? limit : limit - 1;
  if (top < 2) return 0;
  if (!sieveCache || sieveCache.limit < top) {
    const size = Math.max(top, 1000);
    const composite = new Uint8Array(size + 1);
    for (let i = 2; i * i <= size; i++) if (!composite[i]) for (let j = i * i; j <= size; j += i) composite[j] = 1;
    sieveCache = { limit: size, primes: composite };
  }
  let count = 0;
  for (let i = 2; i <= top; i++) if (!sieveCache.primes[i]) count++;
  return count;
}

function nthPrime(n: number): number | undefined {
  if (n < 1 || n > 500_000) return undefined;
  let count = 0;
  for (let k = 2; ; k++) {
    if (isPrime(BigInt(k))) count++;
    if (count === n) return k;
  }
}

function divisorCount(n: bigint): bigint | undefined {
  const f = factorize(n);
  if (!f) return undefined;
  let c = 1n;
  for (const e of f.values()) c *= BigInt(e + 1);
  return c;
}

function divisorSum(n: bigint): bigint | undefined {
  const f = factorize(n);
  if (!f) return undefined;
  let s = 1n;
  for (const [p, e] of f) s *= (p ** BigInt(e + 1) - 1n) / (p - 1n);
  return s;
}

/** Parses "2 * 5 * 271", "2^2 × 47", "2 · 3²" into [base, exponent] pairs. */
function parseProduct(text: string): [bigint, number][] | undefined {
  const parts = text.split(/\s*[*x]\s*|\s+times\s+/i).map((s) => s.trim()).filter(Boolean);
  const out: [bigint, number][] = [];
  for (const part of parts) {
    const m = /^\(?(\d+)\)?(?:\s*\^\s*(\d+))?$/.exec(part);
    if (!m) return undefined;
    const b = big(m[1]!);
    const e = Number(m[2] ?? '1');
    if (b === undefined || e > 200) return undefined;
    out.push([b, e]);
  }
  return out.length ? out : undefined;
}


const PRIME_WORDS = String.raw`(?:a\s+prime(?:\s+number)?|prime|one\s+of\s+the\s+primes|one\s+of\s+the\s+prime\s+numbers)`;
const SUBJ = String.raw`(?:the\s+(?:number|integer)\s+)?${NUM}`;

const RULES: Rule[] = [
  [new RegExp(String.raw`^${SUBJ}\s+(?:is|was)\s+${PRIME_WORDS}$`), (m) => primality(m[1]!, true)],
  [new RegExp(String.raw`^${SUBJ}\s+(?:is|was)\s+(?:a\s+)?composite(?:\s+number)?$`), (m) => primality(m[1]!, false)],
  [new RegExp(String.raw`^${SUBJ}\s+is\s+(?:an\s+)?(even|odd)(?:\s+number)?$`), (m) => parity(m[1]!, m[2]!)],
  [new RegExp(String.raw`^${SUBJ}\s+is\s+(?:evenly\s+|exactly\s+)?divisible\s+by\s+${NUM}$`), (m) => divides(m[2]!, m[1]!)],
  [new RegExp(String.raw`^${SUBJ}\s+is\s+(?:a\s+)?multiple\s+of\s+${NUM}$`), (m) => divides(m[2]!, m[1]!)],
  [new RegExp(String.raw`^${NUM}\s+(?:divides|evenly\s+divides|goes\s+into)\s+${NUM}(?:\s+(?:evenly|exactly))?$`), (m) => divides(m[1]!, m[2]!)],
  [new RegExp(String.raw`^${NUM}\s+is\s+(?:a\s+)?(?:factor|divisor)\s+of\s+${NUM}$`), (m) => divides(m[1]!, m[2]!)],
  [new RegExp(String.raw`^(?:the\s+)?(?:greatest\s+common\s+(?:divisor|factor)|highest\s+common\s+factor|gcd|gcf|hcf)\s+(?:of\s+)?${NUM}\s+and\s+${NUM}\s+${EQUALS}\s+${NUM}$`), (m) => gcdClaim(m[1]!, m[2]!, m[3]!)],
  [new RegExp(String.raw`^(?:the\s+)?(?:least|lowest|smallest)\s+common\s+(?:multiple|denominator)\s+(?:of\s+)?${NUM}\s+and\s+${NUM}\s+${EQUALS}\s+${NUM}$`), (m) => lcmClaim(m[1]!, m[2]!, m[3]!)],
  [new RegExp(String.raw`^(?:the\s+)?lcm\s+(?:of\s+)?${NUM}\s+and\s+${NUM}\s+${EQUALS}\s+${NUM}$`), (m) => lcmClaim(m[1]!, m[2]!, m[3]!)],
  [new RegExp(String.raw`^(?:gcd|gcf|hcf)\s*\(\s*${NUM}\s*,\s*${NUM}\s*\)\s*(?:=|is|equals)\s*${NUM}$`), (m) => gcdClaim(m[1]!, m[2]!, m[3]!)],
  [new RegExp(String.raw`^lcm\s*\(\s*${NUM}\s*,\s*${NUM}\s*\)\s*(?:=|is|equals)\s*${NUM}$`), (m) => lcmClaim(m[1]!, m[2]!, m[3]!)],
  [new RegExp(String.raw`^${NUM}\s+and\s+${NUM}\s+are\s+(?:coprime|relatively\s+prime|co-prime)$`), (m) => coprime(m[1]!, m[2]!)],
  [new RegExp(String.raw`^(?:the\s+)?remainder\s+(?:when|of)\s+${NUM}\s+(?:is\s+)?divided\s+by\s+${NUM}\s+${EQUALS}\s+${NUM}$`), (m) => remainder(m[1]!, m[2]!, m[3]!)],
  [new RegExp(String.raw`^${NUM}\s+divided\s+by\s+${NUM}\s+(?:leaves|has|gives)\s+(?:a\s+)?remainder\s+(?:of\s+)?${NUM}$`), (m) => remainder(m[1]!, m[2]!, m[3]!)],
  [new RegExp(String.raw`^${NUM}\s+(?:mod|modulo)\s+${NUM}\s+${EQUALS}\s+${NUM}$`), (m) => remainder(m[1]!, m[2]!, m[3]!)],
  [new RegExp(String.raw`^(?:the\s+)?prime\s+factori[sz]ation\s+of\s+${NUM}\s+(?:is|equals|=|:)\s+(.+)$`), (m) => factorisation(m[1]!, m[2]!)],
  [new RegExp(String.raw`^(?:in\s+prime\s+factors,?\s+)${NUM}\s*=\s*(.+)$`), (m) => factorisation(m[1]!, m[2]!)],
  [new RegExp(String.raw`^${NUM}\s+(?:factors|factori[sz]es)\s+(?:into\s+primes\s+)?as\s+(.+)$`), (m) => factorisation(m[1]!, m[2]!)],
  [new RegExp(String.raw`^${SUBJ}\s+has\s+(?:exactly\s+)?${NUM}\s+(?:positive\s+)?(?:divisors|factors)$`), (m) => divisors(m[1]!, m[2]!)],
  [new RegExp(String.raw`^${SUBJ}\s+has\s+(?:exactly\s+)?${NUM}\s+(?:distinct\s+)?prime\s+(?:divisors|factors)$`), (m) => primeDivisors(m[1]!, m[2]!)],
  [new RegExp(String.raw`^(?:the\s+)?number\s+of\s+(?:positive\s+)?(?:divisors|factors)\s+of\s+${NUM}\s+is\s+${NUM}$`), (m) => divisors(m[1]!, m[2]!)],
  [new RegExp(String.raw`^(?:the\s+)?(?:positive\s+)?(divisors|factors|prime\s+factors|prime\s+divisors)\s+of\s+${NUM}\s+(?:are|is)\s+(.+)$`), (m) => divisorList(m[2]!, /prime/.test(m[1]!), m[3]!)],
  [new RegExp(String.raw`^there\s+(?:are|is)\s+(?:exactly\s+)?${NUM}\s+(?:positive\s+)?(?:divisors|factors)\s+(?:of|for)\s+${NUM}$`), (m) => divisors(m[2]!, m[1]!)],
  [new RegExp(String.raw`^${SUBJ}\s+can\s+be\s+(?:evenly\s+|exactly\s+)?divided\s+by\s+${NUM}(?:\s+(?:without\s+(?:a\s+)?remainder|evenly|exactly))?$`), (m) => divides(m[2]!, m[1]!)],
  [new RegExp(String.raw`^${SUBJ}\s+is\s+(?:a\s+)?perfect\s+(square|cube)(?:\s+number)?$`), (m) => perfectPower(m[1]!, m[2] === 'square' ? 2 : 3)],
  [new RegExp(String.raw`^${SUBJ}\s+is\s+(?:a\s+)?(square|cube)\s+number$`), (m) => perfectPower(m[1]!, m[2] === 'square' ? 2 : 3)],
  [new RegExp(String.raw`^${SUBJ}\s+is\s+(?:a\s+)?perfect\s+number$`), (m) => perfectNumber(m[1]!)],
  [new RegExp(String.raw`^(?:the\s+)?factorial\s+of\s+${NUM}\s+${EQUALS}\s+${NUM}$`), (m) => factorialClaim(m[1]!, m[2]!)],
  [new RegExp(String.raw`^${NUM}\s*(?:!|\s+factorial)\s*${EQUALS}\s+${NUM}$`), (m) => factorialClaim(m[1]!, m[2]!)],
  [new RegExp(String.raw`^(?:the\s+)?sum\s+of\s+(?:the\s+)?digits\s+(?:of|in)\s+${NUM}\s+${EQUALS}\s+${NUM}$`), (m) => digitSum(m[1]!, m[2]!)],
  [new RegExp(String.raw`^(?:there\s+are|we\s+have)\s+(?:exactly\s+)?${NUM}\s+primes?(?:\s+numbers)?\s+(less\s+than|below|under|smaller\s+than|up\s+to|not\s+exceeding|less\s+than\s+or\s+equal\s+to|between\s+1\s+and)\s+${NUM}$`), (m) => primeCount(m[3]!, m[2]!, m[1]!)],
  [new RegExp(String.raw`^(?:the\s+)?number\s+of\s+primes\s+(less\s+than|below|under|up\s+to)\s+${NUM}\s+is\s+${NUM}$`), (m) => primeCount(m[2]!, m[1]!, m[3]!)],
  [new RegExp(String.raw`^(?:the\s+)?${NUM}(?:st|nd|rd|th)\s+prime(?:\s+number)?\s+is\s+${NUM}$`), (m) => nthPrimeClaim(m[1]!, m[2]!)],
  [new RegExp(String.raw`^${NUM}\s+is\s+the\s+${NUM}(?:st|nd|rd|th)\s+prime(?:\s+number)?$`), (m) => nthPrimeClaim(m[2]!, m[1]!)],
  [/^(?:the\s+)?(?:first|1st)\s+prime(?:\s+number)?\s+is\s+(-?\d+)$/, (m) => nthPrimeClaim('1', m[1]!)],
];

function primality(ns: string, claimPrime: boolean): CheckResult {
  const n = big(ns);
  if (n === undefined) return uncertain('number too large', C);
  if (!claimPrime && n < 4n) {
    // Composite means > 1 with a non-trivial factor; 0, 1 and negatives are neither prime nor composite.
    return decided(false, `${n} is not composite: composite numbers are integers greater than 1 that are not prime.`, 'proof', C);
  }
  const p = isPrime(n);
  if (p === undefined) return uncertain(`${n} passes a probable-prime test but is too large for a deterministic proof`, C);
  let why: string;
  if (n < 2n) why = `${n} is not prime: primes are integers greater than 1.`;
  else if (p) why = `${n} is prime: no divisor between 2 and √${n} (deterministic Miller-Rabin).`;
  else {
    const f = smallestFactor(n);
    why = f ? `${n} = ${f} × ${n / f}, so it is composite.` : `${n} is composite (Miller-Rabin witness).`;
  }
  return decided(claimPrime ? p : !p, why, 'proof', C);
}

function parity(ns: string, word: string): CheckResult {
  const n = big(ns);
  if (n === undefined) return uncertain('number too large', C);
  const even = n % 2n === 0n;
  return decided(word === 'even' ? even : !even, `${n} mod 2 = ${even ? 0 : 1}, so ${n} is ${even ? 'even' : 'odd'}.`, 'proof', C);
}

function divides(ds: string, ns: string): CheckResult {
  const d = big(ds);
  const n = big(ns);
  if (d === undefined || n === undefined) return uncertain('number too large', C);
  if (d === 0n) return uncertain('divisibility by zero is not defined here', C);
  const r = ((n % d) + d) % d;
  return decided(r === 0n, `${n} = ${d} × ${n / d}${r === 0n ? '' : ` + ${n % d}`}: remainder ${r}.`, 'proof', C);
}

function gcdClaim(as: string, bs: string, cs: string): CheckResult {
  const [a, b, c] = [big(as), big(bs), big(cs)];
  if (a === undefined || b === undefined || c === undefined) return uncertain('number too large', C);
  const g = gcd(a, b);
  return decided(g === c, `gcd(${a}, ${b}) = ${g} (Euclid's algorithm), claimed ${c}.`, 'proof', C);
}

function lcmClaim(as: string, bs: string, cs: string): CheckResult {
  const [a, b, c] = [big(as), big(bs), big(cs)];
  if (a === undefined || b === undefined || c === undefined) return uncertain('number too large', C);
  if (a === 0n || b === 0n) return uncertain('lcm with zero', C);
  const l = ((a * b < 0n ? -(a * b) : a * b) / gcd(a, b));
  return decided(l === c, `lcm(${a}, ${b}) = ${a} × ${b} / gcd = ${l}, claimed ${c}.`, 'proof', C);
}

function coprime(as: string, bs: string): CheckResult {
  const [a, b] = [big(as), big(bs)];
  if (a === undefined || b === undefined) return uncertain('number too large', C);
  const g = gcd(a, b);
  return decided(g === 1n, `gcd(${a}, ${b}) = ${g}.`, 'proof', C);
}

function remainder(ns: string, ds: string, rs: string): CheckResult {
  const [n, d, r] = [big(ns), big(ds), big(rs)];
  if (n === undefined || d === undefined || r === undefined || d <= 0n) return uncertain('cannot compute the remainder', C);
  const actual = ((n % d) + d) % d;
  return decided(actual === r, `${n} = ${d} × ${(n - actual) / d} + ${actual}: remainder ${actual}, claimed ${r}.`, 'proof', C);
}

function factorisation(ns: string, productText: string): CheckResult {
  const n = big(ns);
  const parts = parseProduct(productText.trim());
  if (n === undefined || !parts) return uncertain('could not read the factorisation', C);
  let product = 1n;
  for (const [b, e] of parts) product *= b ** BigInt(e);
  const nonPrime = parts.find(([b]) => isPrime(b) !== true);
  const shown = parts.map(([b, e]) => (e > 1 ? `${b}^${e}` : `${b}`)).join(' × ');
  if (product !== n) return decided(false, `${shown} = ${product}, not ${n}.`, 'proof', C);
  if (nonPrime) {
    const f = factorize(n);
    return decided(false, `${shown} equals ${n} but ${nonPrime[0]} is not prime${f ? `; the prime factorisation is ${showFactors(f)}` : ''}.`, 'proof', C);
  }
  return decided(true, `${shown} = ${n} and every factor is prime.`, 'proof', C);
}

function divisors(ns: string, ks: string): CheckResult {
  const [n, k] = [big(ns), big(ks)];
  if (n === undefined || k === undefined || n <= 0n) return uncertain('cannot count divisors', C);
  const c = divisorCount(n);
  if (c === undefined) return uncertain('number too large to factor', C);
  const f = factorize(n)!;
  return decided(c === k, `${n} = ${showFactors(f)}, so it has ${c} positive divisors, claimed ${k}.`, 'proof', C);
}

/** "The divisors of 12 are 1, 2, 3, 4, 6 and 12": the listed set must be the whole set. */
function divisorList(ns: string, prime: boolean, listText: string): CheckResult | undefined {
  const items = listText.replace(/^(?:only\s+|exactly\s+)/, '').split(/\s*,\s*(?:and\s+)?|\s+and\s+/).map((x) => x.trim());
  if (!items.every((x) => /^\d+$/.test(x))) return undefined;
  const n = big(ns);
  if (n === undefined || n <= 0n) return uncertain('not a positive integer', C);
  const f = factorize(n);
  if (!f) return uncertain('number too large to factor', C);
  let actual: bigint[] = [1n];
  if (prime) actual = [...f.keys()];
  else for (const [p, e] of f) actual = actual.flatMap((d) => Array.from({ length: e + 1 }, (_, k) => d * p ** BigInt(k)));
  actual.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const claimed = [...new Set(items.map((x) => BigInt(x)))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const same = claimed.length === actual.length && claimed.every((v, i) => v === actual[i]);
  const kind = prime ? 'distinct prime factors' : 'positive divisors';
  return decided(same, `${n} = ${showFactors(f)}, so its ${kind} are ${actual.join(', ')}; the claim lists ${claimed.join(', ')}.`, 'proof', C);
}

function primeDivisors(ns: string, ks: string): CheckResult {
  const [n, k] = [big(ns), big(ks)];
  if (n === undefined || k === undefined || n <= 0n) return uncertain('cannot count prime divisors', C);
  const f = factorize(n);
  if (!f) return uncertain('number too large to factor', C);
  return decided(BigInt(f.size) === k, `${n} = ${showFactors(f)}: ${f.size} distinct prime factors, claimed ${k}.`, 'proof', C);
}

function perfectPower(ns: string, k: number): CheckResult {
  const n = big(ns);
  if (n === undefined) return uncertain('number too large', C);
  const neg = n < 0n;
  if (neg && k === 2) return decided(false, `${n} is negative, so it is not a perfect square.`, 'proof', C);
  const r = exactIntRoot(neg ? -n : n, k);
  const word = k === 2 ? 'square' : 'cube';
  if (r !== undefined) return decided(true, `${n} = ${neg ? '-' : ''}${r}^${k}.`, 'proof', C);
  return decided(false, `${n} lies strictly between two consecutive ${word}s, so it is not a perfect ${word}.`, 'proof', C);
}

function perfectNumber(ns: string): CheckResult {
  const n = big(ns);
  if (n === undefined || n <= 0n) return uncertain('not a positive integer', C);
  const s = divisorSum(n);
  if (s === undefined) return uncertain('number too large to factor', C);
  return decided(s - n === n, `The proper divisors of ${n} sum to ${s - n}.`, 'proof', C);
}

function factorialClaim(ns: string, vs: string): CheckResult {
  const [n, v] = [big(ns), big(vs)];
  if (n === undefined || v === undefined || n < 0n || n > 2000n) return uncertain('cannot compute this factorial', C);
  let f = 1n;
  for (let i = 2n; i <= n; i++) f *= i;
  return decided(f === v, `${n}! = ${f}, claimed ${v}.`, 'proof', C);
}

function digitSum(ns: string, ss: string): CheckResult {
  const [n, s] = [big(ns), big(ss)];
  if (n === undefined || s === undefined) return uncertain('number too large', C);
  const digits = (n < 0n ? -n : n).toString().split('');
  const sum = digits.reduce((a, d) => a + Number(d), 0);
  return decided(BigInt(sum) === s, `${digits.join(' + ')} = ${sum}, claimed ${s}.`, 'proof', C);
}

function primeCount(limitS: string, how: string, countS: string): CheckResult {
  const [limit, count] = [big(limitS), big(countS)];
  if (limit === undefined || count === undefined || limit > BigInt(MAX_SIEVE)) return uncertain('range too large to sieve', C);
  const inclusive = /up\s+to|not\s+exceeding|or\s+equal|between/.test(how);
  const c = primeCountBelow(Number(limit), inclusive);
  return decided(BigInt(c) === count, `Sieve of Eratosthenes: ${c} primes ${inclusive ? '≤' : '<'} ${limit}, claimed ${count}.`, 'proof', C);
}

function nthPrimeClaim(ks: string, ps: string): CheckResult {
  const [k, p] = [big(ks), big(ps)];
  if (k === undefined || p === undefined || k > 100_000n) return uncertain('index too large', C);
  const actual = nthPrime(Number(k));
  if (actual === undefined) return uncertain('index out of range', C);
  return decided(BigInt(actual) === p, `The ${k}th prime is ${actual}, claimed ${p}.`, 'proof', C);
}

/** Checks the positive core of a number theory claim. */
export function checkNumberTheoryCore(raw: string): CheckResult {
  const text = raw.toLowerCase().replace(/\s+/g, ' ').trim();
  return firstRule(RULES, text, C, 'no number theory claim recognised');
}

/** Checks a number theory claim in natural English. */
export function checkNumberTheory(claim: string): CheckResult {
  return checkInFrame(claim, C, checkNumberTheoryCore);
}

// Short-claim forms of issue 22 (claims set 8: arithmetic, number theory, algebra): chat openers and
// role labels, verbs of result and an imperative with its outcome, arithmetic typed as code, a value
// set against a wrong one, a computed value between two numbers, ranges summed and multiplied in
// words, means of counted lists, named shares of a ratio, scientific notation, change from a payment;
// number theory said by its definitions or in another order; algebra said as a manipulation and its
// result. A table of phrasings (right, wrong, and near-misses that must stay uncertain) and generated
// variants checked against bigint and JavaScript arithmetic.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Case, verdict } from '../../helpers/short-claims.js';

describe('arithmetic: chat frames, verbs of result, code spans, corrections', () => {
  const cases: Case[] = [
    ['Sure! 67 × 85 comes to 5,695.', 'true'],
    ['Sure! 67 × 85 comes to 5,795.', 'false'],
    ['Certainly, 12 × 12 = 144.', 'true'],
    ['Sure — 12! works out to 479001600.', 'true'],
    ['**Result:** 1328 / 32 = 41.5', 'true'],
    ['Answer: 1328 / 32 = 42.5', 'false'],
    ['Sure! 4957 ÷ 50 comes out to exactly 99.14.', 'true'],
    ['1000 ÷ 3 evaluates to exactly 333.33.', 'false'],
    ['Multiply 96 by 84 and you get 8164.', 'false'],
    ['Multiply 96 by 84 and you get 8064.', 'true'],
    ['Divide 96 by 8 to get 12.', 'true'],
    ['Subtract 7 from 20 and you are left with 13.', 'true'],
    ['The expression `50-2*15` evaluates to 20.', 'true'],
    ['The expression `50-2*15` evaluates to 720.', 'false'],
    ["Don't forget PEMDAS: 11 + 4^2 × 9 is 155, not 2025.", 'true'],
    ['11 + 4^2 × 9 is 2025, not 155.', 'false'],
    ['4 out of 5 is 80 percent.', 'true'],
    ['4 out of 5 is 75 percent.', 'false'],
    // Near-misses. A chat opener alone is no claim; "Sure! 10 / 3 = 3.3" stays a short claim, where = is exact.
    ['Sure!', 'uncertain'],
    ['Sure! 10 / 3 = 3.3', 'false'],
    // A label that names a quantity of a problem says what the number stands for.
    ['Total cost: 3 × 5 = 15', 'uncertain'],
    // A code span that is not arithmetic stays opaque.
    ['Run `npm test` to get 7.', 'uncertain'],
    // A correction naming the same value twice contradicts itself.
    ['11 + 4^2 × 9 is 155, not 155.', 'uncertain'],
    // An imperative with no numbers to compute.
    ['Multiply the price by 3 and you get the total.', 'uncertain'],
    ['4 out of 5 dentists recommend it.', 'uncertain'],
  ];
  it.each(cases)('%s → %s', (given, want) => expect(verdict(given)).toBe(want));

  it('an imperative and its outcome agree with the product', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 999 }), fc.integer({ min: 2, max: 999 }), fc.integer({ min: -2, max: 2 }), fc.constantFrom('Sure! ', 'Certainly, ', ''), (a, b, off, opener) => {
        expect(verdict(`${opener}Multiply ${a} by ${b} and you get ${a * b + off}.`)).toBe(String(off === 0));
      }),
    );
  });
});

describe('arithmetic: between, ranges, means, ratios, scientific notation, change', () => {
  const cases: Case[] = [
    ['485 ÷ 12 is between 41 and 42.', 'false'],
    ['485 ÷ 12 is between 40 and 41.', 'true'],
    ['√24 is somewhere between 4 and 5.', 'true'],
    ['The cube root of 4,889 lies between 16 and 17.', 'true'],
    ['The square root of 422 lies between 21 and 22.', 'false'],
    ['The integers from 14 to 29 inclusive sum to 344.', 'true'],
    ['Adding every whole number from 1 to 101 gives 5,050.', 'false'],
    ['The product of the whole numbers from 1 to 12 is 479,001,600.', 'true'],
    ['The product of the integers from 3 to 5 is 50.', 'false'],
    ['The mean of the numbers 88, 59, 97, 77, 98 and 55 works out to 79.', 'true'],
    ['Five test scores of 90, 62, 41, 56 and 41 have a mean of 58.', 'true'],
    ['Five test scores of 90, 62, 41, 56 and 41 have a mean of 60.', 'false'],
    ['If 120 is shared in the ratio 1:4, the larger share is 96.', 'true'],
    ['Divide 220 in the ratio 2 to 9 and the smaller part is 60.', 'false'],
    ['21 and 189 are in the ratio 1:9.', 'true'],
    ['21 and 189 are in the ratio 1:8.', 'false'],
    ['Written out in full, 8.8 × 10^-6 is 0.0000088.', 'true'],
    ['In scientific notation, 2,400,000,000 is written 2.4 × 10^8.', 'false'],
    ['0.00056 in scientific notation is 5.6 × 10^-4.', 'true'],
    ['Paying with a $100 bill for a $30.63 purchase gets you $69.37 back.', 'true'],
    ['The change from $20 for a $7.35 item is $12.75.', 'false'],
    // Near-misses. "between" about a bare number, a span of years, or a value on an end.
    ['The war was between 1990 and 1995.', 'uncertain'],
    ['7 is between 5 and 10.', 'uncertain'],
    ['√25 is between 4 and 5.', 'uncertain'],
    // A counted list that does not hold as many numbers as it says.
    ['Four test scores of 90, 62, 41, 56 and 41 have a mean of 58.', 'uncertain'],
    // Equal parts have no larger one; a ratio that is a score is no sharing.
    ['Divide 100 in the ratio 1:1 and the larger part is 50.', 'uncertain'],
    ['The final score was 21:18.', 'uncertain'],
    // A value in another form than scientific notation is not what was claimed.
    ['In scientific notation, 2,400,000,000 is written 24 × 10^8.', 'uncertain'],
    // Change written without money on it.
    ['Paying with a $100 bill for a $30.63 purchase gets you 69.37 back.', 'uncertain'],
    // A subject that is no computation.
    ['The answer is between 41 and 42.', 'uncertain'],
  ];
  it.each(cases)('%s → %s', (given, want) => expect(verdict(given)).toBe(want));

  it('a square root lies between two whole numbers exactly when their squares bracket the radicand', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 100_000 }), fc.integer({ min: 0, max: 400 }), (n, lo) => {
        const want = lo * lo < n && n < (lo + 1) * (lo + 1) ? 'true' : lo * lo === n || (lo + 1) * (lo + 1) === n ? 'uncertain' : 'false';
        expect(verdict(`The square root of ${n} lies between ${lo} and ${lo + 1}.`)).toBe(want);
      }),
    );
  });

  it('a range of whole numbers sums to n(a + b)/2', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 0, max: 500 }), fc.integer({ min: -1, max: 1 }), (a, len, off) => {
        const b = a + len;
        const sum = ((len + 1) * (a + b)) / 2;
        expect(verdict(`The integers from ${a} to ${b} inclusive sum to ${sum + off}.`)).toBe(String(off === 0));
      }),
    );
  });
});

describe('number theory said by definition or in another order', () => {
  const cases: Case[] = [
    ['Sure! 120 has 16 divisors.', 'true'],
    ['48 has 10 divisors in total, counting 1 and itself.', 'true'],
    ['48 has 12 divisors in total, counting 1 and itself.', 'false'],
    ['Adding all the divisors of 106, including 106 itself, gives 162.', 'true'],
    ['Adding all the divisors of 106, excluding 106 itself, gives 56.', 'true'],
    ['11 divides evenly into 9416.', 'true'],
    ['12 divides evenly into 9416.', 'false'],
    ['In arithmetic mod 7, 3317 reduces to 6.', 'true'],
    ['In arithmetic mod 7, 3317 reduces to 5.', 'false'],
    ['89 and 338 share no common factor other than 1.', 'true'],
    ['The only positive integer dividing both 203 and 49 is 1.', 'false'],
    ['The units digit of 9 to the power 462 is 1.', 'true'],
    ['Written out, 7^556 has 3 as its final digit.', 'false'],
    ['7569 is a perfect square, namely 87^2.', 'true'],
    ['8,000 is a perfect cube, being 21³.', 'false'],
    ['1651, which is prime, can only be divided evenly by 1 and itself.', 'false'],
    ['1657, which is prime, can only be divided evenly by 1 and itself.', 'true'],
    ['1517 is a prime number (its only divisors are 1 and 1517).', 'false'],
    ['Sure! You can find 10 primes between 250 and 300.', 'false'],
    ['Between 220 and 250 there are 6 primes.', 'true'],
    ['When 135! is written out in full, it ends with 33 zeros.', 'true'],
    // Near-misses: a congruent number that is not the least residue, a gloss naming another number.
    ['In arithmetic mod 7, 3317 reduces to 13.', 'uncertain'],
    ['1517 is a prime number (its only divisors are 1 and 1519).', 'uncertain'],
    ['The product of the integers from 0 to 5 is 0.', 'uncertain'],
  ];
  it.each(cases)('%s → %s', (given, want) => expect(verdict(given)).toBe(want));

  it('a residue in a modulus set first agrees with the remainder', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 2, max: 97 }), fc.integer({ min: 0, max: 96 }), (a, m, r0) => {
        const r = r0 % m;
        expect(verdict(`In arithmetic mod ${m}, ${a} reduces to ${r}.`)).toBe(String(a % m === r));
      }),
    );
  });
});

describe('algebra said as a manipulation and its result', () => {
  const cases: Case[] = [
    ['Rise over run from (−2, −6) to (1, −18) gives a slope of 4.', 'false'],
    ['Rise over run from (−2, −6) to (1, −18) gives a slope of −4.', 'true'],
    ['A line passing through (−1, −1) and (−3, 5) has slope −3.', 'true'],
    ['Halfway between (−6, −3) and (4, −9) lies the point (−1, 6).', 'false'],
    ['The point halfway between (−6, −3) and (4, −9) is (−1, −6).', 'true'],
    ['The axis of symmetry of y = −2x^2 − 8x − 10 is the line x = 2.', 'false'],
    ['The axis of symmetry of y = −2x^2 − 8x − 10 is x = −2.', 'true'],
    ['For −x² + 6x + 9 = 0, b² − 4ac works out to 42.', 'false'],
    ['For −x² + 6x + 9 = 0, b² − 4ac works out to 72.', 'true'],
    ['(x − 8)(x + 7) is a factorization of x^2 − x − 56.', 'true'],
    ['Factoring gives x^2 − 11x + 28 = (x + 7)(x + 4).', 'false'],
    ['FOIL gives (2x + 4)(x + 7) = 2x² + 18x + 28.', 'true'],
    ['Sure! From 3(x + 14) = 66, we get x = 8.', 'true'],
    ['**Solution:** x ≤ −3 (from 6x − 4 ≤ −22)', 'true'],
    ['The inequality −4x − 6 < −6 is satisfied by precisely those x with x > 0.', 'true'],
    ['The inequality −4x − 6 < −6 is satisfied by precisely those x with x < 0.', 'false'],
    ['Solving the proportion x : 5 = 28 : 14 gives x = 10.', 'true'],
    ['When you expand (4x − 6)(3x + 9), the coefficient of x is 18.', 'true'],
    ['The constant term of (x + 4)(3x + 7) is −28.', 'false'],
    ['The coefficient of x^2 in (x + 1)^3 is 3.', 'true'],
    ['For f(x) = −3x + 1, the inverse function gives f⁻¹(16) = −5.', 'true'],
    ['For f(x) = −3x + 1, the inverse function gives f⁻¹(16) = 5.', 'false'],
    ['Rearranged, 6x − 2y = 8 becomes y = 3x − 4.', 'true'],
    ['Rearranged, 6x − 2y = 8 becomes y = 3x + 4.', 'false'],
    ['If 7^(x − 2) = 7, then x = 3.', 'true'],
    ['x = 6 is the solution of 10^x = 100000.', 'false'],
    ['If 4^x = 8, then x = 1.5.', 'true'],
    // Near-misses: a weaker consequence "from" an inequality, a function with no inverse on the reals,
    // a base of 1 (every x solves 1^x = 1), a coefficient of a letter the polynomial does not have.
    ['From 4x + 9 ≥ 37, we get x ≥ 6.', 'uncertain'],
    ['If f(x) = x^2, then f⁻¹(16) = 4.', 'uncertain'],
    ['If 1^x = 1, then x = 3.', 'uncertain'],
    ['The coefficient of y in (x + 1)^2 is 0.', 'uncertain'],
  ];
  it.each(cases)('%s → %s', (given, want) => expect(verdict(given)).toBe(want));

  it('an exponential equation with a whole exponent is solved by that exponent only', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 9 }), fc.integer({ min: 0, max: 8 }), fc.integer({ min: -5, max: 5 }), fc.integer({ min: -2, max: 2 }), (b, k, shift, off) => {
        const c = BigInt(b) ** BigInt(k);
        const exponent = shift === 0 ? 'x' : `(x ${shift > 0 ? '+' : '−'} ${Math.abs(shift)})`;
        // b^(x + shift) = b^k exactly when x = k − shift.
        expect(verdict(`If ${b}^${exponent} = ${c}, then x = ${k - shift + off}.`)).toBe(String(off === 0));
      }),
    );
  });

  it('the coefficients of (ax + b)(cx + d) are ac, ad + bc and bd', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9 }), fc.integer({ min: -9, max: 9 }), fc.integer({ min: 1, max: 9 }), fc.integer({ min: -9, max: 9 }), fc.integer({ min: -1, max: 1 }), (a, b, c, d, off) => {
        const sign = (n: number) => (n < 0 ? `− ${-n}` : `+ ${n}`);
        const poly = `(${a}x ${sign(b)})(${c}x ${sign(d)})`;
        expect(verdict(`When you expand ${poly}, the coefficient of x is ${a * d + b * c + off}.`)).toBe(String(off === 0));
        expect(verdict(`The constant term of ${poly} is ${b * d + off}.`)).toBe(String(off === 0));
      }),
    );
  });
});

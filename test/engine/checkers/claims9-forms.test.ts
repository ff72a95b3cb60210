// Short-claim forms of issue 22 (claims set 9: arithmetic, number theory, algebra): quiz frames with
// their answers, implication and result arrows, ∑ and ∏ with bounds, sequences given by a₁ and r or
// d, notations said another way (tuples of values, systems with a semicolon, median([…]), "Data: … →
// median", roundings named in brackets, spreadsheet formulas, code's % and ==), chances with two fair
// dice, percentage points, digital roots, palindromes, T_n, prevprime, primes in [a, b] and the
// hypotenuse of a right triangle. A table of phrasings (right, wrong, and near-misses that must stay
// uncertain) and generated variants checked against plain arithmetic.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Case, verdict } from '../../helpers/short-claims.js';

describe('quiz frames', () => {
  const cases: Case[] = [
    ['True or false: a third of a third equals a ninth. Answer: true', 'true'],
    ['True or false: a third of a third equals a ninth. Answer: False', 'false'],
    ['True or false: 7 × 8 = 57. Answer: False', 'true'],
    ['True or false: 7 × 8 = 57. Answer: True', 'false'],
    ['Fill in the blank: the least prime exceeding 2772 is ___. Answer: 2777', 'true'],
    ['Fill in the blank: the 29th triangular number is ___. Answer: 465', 'false'],
    ['Fill in the blank: 7 × 8 = ___. Answer: 56', 'true'],
    // A prompt with no answer, or an answer that is neither, asserts nothing; two blanks have no one filling.
    ['True or false: 7 × 8 = 57.', 'uncertain'],
    ['True or false: 7 × 8 = 56. Answer: maybe', 'uncertain'],
    ['Fill in the blank: ___ × ___ = 56. Answer: 7', 'uncertain'],
  ];
  it.each(cases)('%s → %s', (s, want) => expect(verdict(s)).toBe(want));

  it('reads generated true-or-false quizzes as the statement or its negation', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 99 }), fc.integer({ min: 2, max: 99 }), fc.integer({ min: -2, max: 2 }), fc.boolean(), (a, b, off, says) => {
        const holds = off === 0;
        expect(verdict(`True or false: ${a} × ${b} = ${a * b + off}. Answer: ${says ? 'True' : 'False'}`)).toBe(holds === says ? 'true' : 'false');
      }),
      { numRuns: 40 },
    );
  });
});

describe('arrows: implication and result', () => {
  const cases: Case[] = [
    ['x = 6 ⇒ 5x² + 7x − 12 = 210', 'true'],
    ['x = −1 ⟹ x² − 3x + 8 = 10', 'false'],
    ['x = -4 ⟹ 3x^2 + 8x + 11 = -69', 'false'],
    ['f(x) = 2x − 2, g(x) = x² ⇒ f(g(2)) = 4', 'false'],
    ['f(x) = 4x + 1, g(x) = x² ⇒ f(g(3)) = 37', 'true'],
    ['{ −x − 5y = −47 ; x − 4y = −25 } ⇒ x = 7 and y = 8', 'true'],
    ['{ −x − 5y = −47 ; x − 4y = −25 } ⇒ x = 7 and y = −8', 'false'],
    ['2x² + 6x − 56 = 0 ⇔ x ∈ {−7, 4}', 'true'],
    ['2x² + 6x − 56 = 0 ⇔ x ∈ {−7, 5}', 'false'],
    ['2x + 1 = 7 ⇒ x = 3', 'true'],
    ['a₁ = 5, r = 3 ⇒ a₉ = 32805', 'true'],
    ['a₁ = 10, d = 3 ⇒ a₁₇ = 61', 'false'],
    ['94 x 22 ↦ 2068', 'true'],
    ['57 × 45 ........ 2565', 'true'],
    ['57 × 45 ........ 2566', 'false'],
    // A weaker consequence, an inequality supposed, or a letter that is no ratio or difference: not read.
    ['x > 2 ⇒ x > 1', 'uncertain'],
    ['a₁ = 5, q = 3 ⇒ a₉ = 32805', 'uncertain'],
    ['57 × 45 ... 2565', 'uncertain'],
  ];
  it.each(cases)('%s → %s', (s, want) => expect(verdict(s)).toBe(want));

  it('substitutes generated values through ⇒', () => {
    fc.assert(
      fc.property(fc.integer({ min: -9, max: 9 }), fc.integer({ min: 1, max: 9 }), fc.integer({ min: -9, max: 9 }), fc.integer({ min: -2, max: 2 }), fc.constantFrom('⇒', '⟹', '=>'), (x, a, b, off, arrow) => {
        const value = a * x * x + b + off;
        expect(verdict(`x = ${x} ${arrow} ${a}x^2 + ${b} = ${value}`.replace('+ -', '- '))).toBe(off === 0 ? 'true' : 'false');
      }),
      { numRuns: 40 },
    );
  });
});

describe('∑ and ∏ with bounds, sequences', () => {
  const cases: Case[] = [
    ['$\\sum_{k=1}^{5} k^2 = 91$', 'false'],
    ['$\\sum_{k=1}^{5} k^2 = 55$', 'true'],
    ['$\\prod_{k=2}^{5} (1 - 1/k) = \\frac{1}{4}$', 'false'],
    ['$\\prod_{k=2}^{5} (1 - 1/k) = \\frac{1}{5}$', 'true'],
    ['∏_{k=1}^{8} (1 + 1/k) = 9', 'true'],
    ['∑_{k=1}^{12} k = 79', 'false'],
    ['The product of k for k = 1 to 9 is 362880', 'true'],
    ['The product of 2k for k = 1 to 5 is 3840', 'true'],
    ['the sum of k^2 for k from 1 to 5 is 56', 'false'],
    ['The first 6 terms of the geometric series with a = 7 and r = 3 add up to 2548', 'true'],
    ['In the arithmetic sequence 4, 6, 8, …, term number 15 is 32', 'true'],
    ['In the arithmetic sequence 4, 6, 8, …, term number 15 is 34', 'false'],
    // A bound that is a letter, or a body with another letter: not read.
    ['$\\sum_{k=1}^n k = 78$', 'uncertain'],
    ['∑_{k=1}^{5} (k + m) = 20', 'uncertain'],
  ];
  it.each(cases)('%s → %s', (s, want) => expect(verdict(s)).toBe(want));

  it('adds generated ranges of squares as the closed form does', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }), fc.integer({ min: -2, max: 2 }), fc.boolean(), (n, off, latex) => {
        const sum = (n * (n + 1) * (2 * n + 1)) / 6 + off;
        expect(verdict(latex ? `$\\sum_{k=1}^{${n}} k^2 = ${sum}$` : `∑_{k=1}^{${n}} k^2 = ${sum}`)).toBe(off === 0 ? 'true' : 'false');
      }),
      { numRuns: 40 },
    );
  });
});

describe('notations said another way', () => {
  const cases: Case[] = [
    ['$a^2+b^2=c^2$ holds for (a, b, c) = (5, 12, 13)', 'true'],
    ['$a^2+b^2=c^2$ holds for (a, b, c) = (5, 12, 14)', 'false'],
    ['The system 2x + 2y = 12; 4x + y = −9 has the solution x = −5, y = 11', 'true'],
    ['The system 2x + 2y = 12; 4x + y = −9 has the solution x = 11, y = −5', 'false'],
    ['median([14, 6, 18, 20, 30, 55, 40, 37]) = 25', 'true'],
    ['Data: 10, 31, 36, 18, 9, 6, 48 → median 18', 'true'],
    ['Data: 39, 59, 49, 43, 47, 25, 14, 45 → median 45', 'false'],
    ['596411.69 ≈ 597000 (nearest thousand)', 'false'],
    ['182.8200 (to 2 sig figs) → 180', 'true'],
    ['There are 231 ways to pick 2 of 22 books when order does not matter', 'true'],
    ['There are 232 ways to pick 2 of 22 books when order does not matter', 'false'],
    ['The spreadsheet formula =12+2*12^2 evaluates to 28224', 'false'],
    ['In Excel, =5+5*7^2 returns 250', 'true'],
    ['A1: =7*3^2   (displays 63)', 'true'],
    ['`606877 % 6 == 1` is True', 'true'],
    ['`606877 % 6 == 2` is True', 'false'],
    ['Quick check: 2,782 + 2,812 = 5,594 ✓', 'true'],
    ['Quick check: 2,782 + 2,812 = 5,595 ✓', 'false'],
    // Excel reads a unary minus before ^ and chains ^ from the left; "order does matter" is another count; % between whole numbers with a whole value is a remainder (claims12).
    ['In Excel, =-2^2 returns 4', 'uncertain'],
    ['In Excel, =2^3^2 returns 64', 'uncertain'],
    ['There are 231 ways to pick 2 of 22 books when order does matter', 'uncertain'],
    ['606877 % 6 = 1', 'true'],
  ];
  it.each(cases)('%s → %s', (s, want) => expect(verdict(s)).toBe(want));
});

describe('dice, percentage points, unit prices', () => {
  const cases: Case[] = [
    ['Rolling two fair dice, P(doubles) = 1/6', 'true'],
    ['Rolling two fair dice, P(doubles) = 1/5', 'false'],
    ['The probability of rolling a total of 3 with two fair dice is 1/18', 'true'],
    ['P(sum = 5) for two fair six-sided dice = 1/9', 'true'],
    ['P(sum = 5) for two fair six-sided dice = 0.12', 'false'],
    ['50% → 25%: −25 pp', 'true'],
    ['From 15% to 3% is a decrease of 12 percentage points, i.e. a 400% relative decrease', 'false'],
    ['From 15% to 3% is a decrease of 12 percentage points, i.e. an 80% relative decrease', 'true'],
    ['From 24% to 48% is an increase of 24 percentage points, i.e. a 100% relative increase', 'true'],
    ['A 250 g pack for £0.65 works out to 260p per 100 g', 'false'],
    ['A 250 g pack for £0.65 works out to 26p per 100 g', 'true'],
    ['A 1200 g pack for £22.20 works out to £1.85 per 100 g', 'true'],
    ['A 2 kg bag for £3 works out to 15p per 100 g', 'true'],
    ['$42.84 for 17 → $2.52 each', 'true'],
    ['$42.84 for 17 → $2.53 each', 'false'],
    ['Raise a price by 10% and then cut it by 10%, and it ends at 99% of the original', 'true'],
    ['Raise a price by 10% and then cut it by 10%, and it ends at 100% of the original', 'false'],
    ['Cut a price by 20% and then raise it by 25%, and it ends at 100% of the original', 'true'],
    // A price per amount that may be rounded; pence are not a dollar's hundredth.
    ['$10 for 3 → $3.33 each', 'uncertain'],
    ['A 250 g pack for £0.65 works out to 26c per 100 g', 'uncertain'],
    // Dice not said to be fair, a rounded chance, a direction against the numbers, a fall without its sign.
    ['Rolling two dice, P(doubles) = 1/6', 'uncertain'],
    ['P(sum = 5) for two fair six-sided dice = 0.111', 'uncertain'],
    ['From 24% to 48% is a decrease of 24 percentage points', 'uncertain'],
    ['50% → 25%: 25 pp', 'uncertain'],
  ];
  it.each(cases)('%s → %s', (s, want) => expect(verdict(s)).toBe(want));

  it('counts generated sums of two dice', () => {
    const ways = (s: number) => 6 - Math.abs(s - 7);
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 12 }), fc.integer({ min: -1, max: 1 }), (s, off) => {
        const n = ways(s) + off;
        fc.pre(n >= 0);
        expect(verdict(`P(sum = ${s}) for two fair dice = ${n}/36`)).toBe(off === 0 ? 'true' : 'false');
      }),
      { numRuns: 40 },
    );
  });
});

describe('number facts in other words', () => {
  const cases: Case[] = [
    ['T₄₆ = 1035 (triangular numbers)', 'false'],
    ['T₂₇ = 378 (triangular numbers)', 'true'],
    ['The digital root of 1863268 is 7', 'true'],
    ['dr(9202239) = 8', 'false'],
    ['2031320 reads the same forwards and backwards', 'false'],
    ['4176714 reads the same forwards and backwards', 'true'],
    ['574457 is a palindromic number', 'false'],
    ['√4356 is a whole number', 'true'],
    ['There are 3 primes in [538, 559]', 'true'],
    ['There are 4 primes in [58, 70]', 'false'],
    ['prevprime(225) = 211', 'false'],
    ['1787, 1789: twin primes ✓', 'true'],
    ['(101, 103) is a twin-prime pair', 'true'],
    ['A right triangle with legs 60 and 62 has hypotenuse 87', 'false'],
    ['the hypotenuse of a right triangle with legs 5 and 12 is 13', 'true'],
    // A bare T_n names no sequence; a whole-number hypotenuse near √(a² + b²) may be rounded.
    ['T₄₆ = 1081', 'uncertain'],
    ['A right triangle with legs 60 and 62 has hypotenuse 86', 'uncertain'],
  ];
  it.each(cases)('%s → %s', (s, want) => expect(verdict(s)).toBe(want));

  it('agrees with repeated digit sums for generated numbers', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999_999 }), fc.integer({ min: 0, max: 9 }), (n, r) => {
        let x = n;
        while (x > 9) x = [...String(x)].reduce((t, d) => t + Number(d), 0);
        expect(verdict(`The digital root of ${n} is ${r}`)).toBe(x === r ? 'true' : 'false');
      }),
      { numRuns: 40 },
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkArithmetic } from '../../../server/engine/checkers/arithmetic.js';

type Case = { given: string; want: 'true' | 'false' | 'uncertain' };

describe('checkArithmetic', () => {
  const cases: Case[] = [
    { given: '1539 and 7872 do not make 9404', want: 'true' },
    { given: 'Adding 3988 and 5282 gives 9270', want: 'true' },
    { given: 'A quarter of 236 is 59', want: 'true' },
    { given: 'Two thirds of 9 is 7', want: 'false' },
    { given: '22 to the fourth power is 234256', want: 'true' },
    { given: '5 more than 3 is 8', want: 'true' },
    { given: '$1.50 + $2.25 = $3.75', want: 'true' },
    { given: 'The product of ninety-four and four is equal to three hundred and seventy-six', want: 'true' },
    // Plain equations and precedence.
    { given: '17 * 23 = 391', want: 'true' },
    { given: '17 × 23 = 392', want: 'false' },
    { given: '6 - 5 + 7 = 8', want: 'true' },
    { given: '2 + 3 * 4 = 20', want: 'false' },
    { given: '2 + 3 * 4 = 14', want: 'true' },
    { given: '-3^2 = -9', want: 'true' },
    { given: '(-3)^2 = 9', want: 'true' },
    { given: '7658 − 7627 = 31', want: 'true' },
    { given: '1794 ÷ 23 = 78', want: 'true' },
    { given: '1 + 1 = 2 = 4 / 2', want: 'true' },
    { given: '1 + 1 = 2 = 5 / 2', want: 'false' },
    // Exact decimals, not floats.
    { given: '0.1 + 0.2 = 0.3', want: 'true' },
    { given: '0.1 + 0.2 = 0.30000000000000004', want: 'false' },
    { given: '1.3 × 1.2 = 1.56', want: 'true' },
    // Words.
    { given: 'Seventy-five minus six is sixty-nine', want: 'true' },
    { given: 'Twenty-nine plus thirty-two is sixty', want: 'false' },
    { given: 'one hundred and five divided by five equals twenty-one', want: 'true' },
    { given: 'The product of 68 and 11 is 748', want: 'true' },
    { given: 'The sum of 2, 3 and 4 is 9', want: 'true' },
    { given: 'The difference between 10 and 4 is 6', want: 'true' },
    { given: 'The average of 2, 4 and 9 is 5', want: 'true' },
    { given: 'Subtracting 899 from 7201 gives 6301', want: 'false' },
    { given: 'Adding 5 to 10 gives 15', want: 'true' },
    { given: '3 multiplied by 4 is 12', want: 'true' },
    { given: '6 x 7 = 42', want: 'true' },
    // Powers, roots, factorials, percentages.
    { given: '2^10 is 1024', want: 'true' },
    { given: '5 to the power of 6 is 15625', want: 'true' },
    { given: '2 to the 5th power is 32', want: 'true' },
    { given: '10 cubed is 900', want: 'false' },
    { given: '12 squared is 144', want: 'true' },
    { given: 'The square root of 144 is 12', want: 'true' },
    { given: 'The square root of 625 is 24', want: 'false' },
    { given: '√81 = 9', want: 'true' },
    { given: 'The cube root of 27 is 3', want: 'true' },
    { given: '5! = 120', want: 'true' },
    { given: '45% of 1200 is 540', want: 'true' },
    { given: '20% of 275 is 550', want: 'false' },
    { given: '2⁵ = 32', want: 'true' },
    { given: '½ + ¼ = 0.75', want: 'true' },
    // Inequalities and fractions.
    { given: '3/4 is greater than 2/3', want: 'true' },
    { given: '10/11 is less than 7/9', want: 'false' },
    { given: '1/4 < 1/3', want: 'true' },
    { given: '5 >= 5', want: 'true' },
    { given: '5 > 5', want: 'false' },
    { given: '7 is at most 6', want: 'false' },
    { given: '3 ≠ 4', want: 'true' },
    // Approximations: one unit in the last stated place.
    { given: 'The square root of 2 is about 1.414', want: 'true' },
    { given: 'The square root of 2 is about 1.5', want: 'false' },
    { given: 'pi is approximately 3.14', want: 'true' },
    { given: '1/3 ≈ 0.33', want: 'true' },
    // Frames: meta statements and negation.
    { given: '2 + 2 = 5 is false', want: 'true' },
    { given: '2 + 2 = 4 is false', want: 'false' },
    { given: 'It is not true that 2 + 2 = 5', want: 'true' },
    { given: 'It is true that 2 + 2 = 4', want: 'true' },
    { given: '"2 + 2 = 5" is a myth', want: 'true' },
    { given: '2 + 2 is not 5', want: 'true' },
    { given: '2 + 2 is not equal to 4', want: 'false' },
    { given: '2 + 2 does not equal 5', want: 'true' },
    // Not arithmetic, or not decidable: never guess.
    { given: '', want: 'uncertain' },
    { given: '   ', want: 'uncertain' },
    { given: '42', want: 'uncertain' },
    { given: '1 2 3 4 5', want: 'uncertain' },
    { given: 'Is 2 + 2 = 4?', want: 'uncertain' },
    { given: '2 + 2 might be 4', want: 'uncertain' },
    { given: '1/0 = 1', want: 'uncertain' },
    { given: 'The answer is 42', want: 'uncertain' },
    { given: '7 is a lucky number', want: 'uncertain' },
    { given: '2x + 3 = 7', want: 'uncertain' },
    { given: '2 + 2 is not not 4', want: 'uncertain' },
    { given: 'sqrt(2)^2 = 2', want: 'uncertain' },
    // A verb of result between two bare numbers names no computation: counting up change.
    { given: '$5 makes $30.00', want: 'uncertain' },
    { given: '40 cents makes 25', want: 'uncertain' },
    { given: '12 leaves 5', want: 'uncertain' },
    { given: '3 + 4 makes 8', want: 'false' },
    { given: '3 and 4 make 8', want: 'false' },
    { given: 'Taking 5 from 12 leaves 7', want: 'uncertain' },
  ];
  it.each(cases)('says $want for "$given"', ({ given, want }) => {
    expect(checkArithmetic(given).verdict).toBe(want);
  });

  it('decides a verb of result only after a computation, whatever the verb', () => {
    fc.assert(
      fc.property(fc.constantFrom('makes', 'gives', 'leaves', 'yields', 'comes to', 'amounts to', 'results in'), fc.integer({ min: 1, max: 999 }), fc.integer({ min: 1, max: 999 }), fc.boolean(), (verb, a, b, money) => {
        const cur = money ? '$' : '';
        expect(checkArithmetic(`${cur}${a} ${verb} ${cur}${b}`).verdict).toBe('uncertain');
        expect(checkArithmetic(`${cur}${a} + ${cur}${b} ${verb} ${cur}${a + b + 1}`).verdict).toBe('false');
      }),
      { numRuns: 100 },
    );
  });

  it('marks exact computations as proofs and floating-point ones as numeric', () => {
    expect(checkArithmetic('17 * 23 = 391').basis).toBe('proof');
    expect(checkArithmetic('The square root of 2 is about 1.414').basis).toBe('numeric');
  });

  it('explains the computed value in its evidence', () => {
    expect(checkArithmetic('46 * 91 = 4182').evidence).toContain('4186');
  });

  it('stays bounded on huge powers and factorials', () => {
    const t = performance.now();
    expect(checkArithmetic('9^9^9^9 = 1').verdict).toBe('uncertain');
    expect(checkArithmetic('100000! = 1').verdict).toBe('uncertain');
    expect(performance.now() - t).toBeLessThan(500);
  });
});

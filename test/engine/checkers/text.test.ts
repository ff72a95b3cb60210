import { describe, expect, it } from 'vitest';
import { normalizeText, numberWordsToDigits, prepareClaim } from '../../../server/engine/checkers/text.js';

describe('numberWordsToDigits', () => {
  const cases = [
    { given: 'twenty-nine plus thirty-two', want: '29 plus 32' },
    { given: 'one hundred and five', want: '105' },
    { given: 'two thousand and six', want: '2006' },
    { given: 'a hundred', want: '100' },
    { given: 'a cat', want: 'a cat' },
    { given: 'three million two hundred thousand', want: '3200000' },
    { given: 'Seventeen is prime', want: '17 is prime' },
    // "and" between two numbers separates them; a spaced hyphen is a minus sign.
    { given: 'the product of ninety-four and four', want: 'the product of 94 and 4' },
    { given: 'the gcd of two hundred and forty and nine', want: 'the gcd of 240 and 9' },
    { given: 'four - nine', want: '4 - 9' },
    { given: 'Argon is one of the noble gases', want: 'Argon is one of the noble gases' },
  ];
  it.each(cases)('reads "$given" as "$want"', ({ given, want }) => {
    expect(numberWordsToDigits(given)).toBe(want);
  });
});

describe('normalizeText', () => {
  it('turns superscripts into powers before Unicode folding flattens them', () => {
    expect(normalizeText('x² + y³⁰')).toBe('x^2 + y^30');
  });
  it('maps typographic operators and full-width digits to plain ones', () => {
    expect(normalizeText('１２ × ３ − ４ ÷ ２')).toBe('12 * 3 - 4 / 2');
  });
});

describe('prepareClaim', () => {
  const cases = [
    { given: '2 + 2 = 5 is false', text: '2 + 2 = 5', negated: true },
    { given: 'It is not true that 2 + 2 = 5', text: '2 + 2 = 5', negated: true },
    { given: 'It is false that 2 + 2 = 5 is false', text: '2 + 2 = 5', negated: false },
    { given: 'The capital of Turkey is not Istanbul.', text: 'The capital of Turkey is Istanbul', negated: true },
    { given: "7 doesn't divide 50", text: '7 divides 50', negated: true },
    { given: 'True: 17 is prime', text: '17 is prime', negated: false },
    { given: '6 × 7 ≠ 42', text: '6 * 7 = 42', negated: true },
    { given: 'It is false that 6 != 7', text: '6 = 7', negated: false },
    { given: 'n = 2 does not satisfy 8n = -80', text: 'n = 2 satisfies 8n = -80', negated: true },
    { given: '12 x 3 gives you 36', text: '12 x 3 gives 36', negated: false },
    { given: '10 min works out to 0.1667 hours', text: '10 min comes to 0.1667 hours', negated: false },
    { given: '25 cm is roughly equal to 9.84 inches', text: '25 cm is roughly 9.84 inches', negated: false },
    { given: '15ºC is 59ºF', text: '15°C is 59°F', negated: false },
    // Discourse markers introduce a claim without changing it.
    { given: 'Note that 55 factors into primes as 5 x 11.', text: '55 factors into primes as 5 x 11', negated: false },
    // A theorem or formula named as the reason introduces the claim without changing it (issue 22).
    { given: 'By the factor theorem, (x + 2) is a factor of x^3 + 8.', text: '(x + 2) is a factor of x^3 + 8', negated: false },
    { given: "Using Pythagoras' theorem, 3^2 + 4^2 = 5^2", text: '3^2 + 4^2 = 5^2', negated: false },
    { given: 'Indeed, 2024 is a leap year', text: '2024 is a leap year', negated: false },
    { given: 'Recall that 91 is not prime', text: '91 is prime', negated: true },
    { given: 'By the usual order of operations, 2 + 10 × 3 = 32', text: '2 + 10 * 3 = 32', negated: false },
    { given: 'It is true that we know that 7 is odd', text: '7 is odd', negated: false },
    // A restriction to where an identity's sides are defined is not part of what is compared.
    { given: 'x^12 / x^6 simplifies to x^6 for x ≠ 0', text: 'x^12 / x^6 simplifies to x^6', negated: false },
    { given: '(x^2 - 1)/(x - 1) = x + 1 (x ≠ 1)', text: '(x^2 - 1)/(x - 1) = x + 1', negated: false },
    // ... but it stays when it can change the truth of an implication.
    { given: 'If x^2 = 4 then x = 2, for x ≠ -2', text: 'If x^2 = 4 then x = 2, for x ≠ -2', negated: false },
    // A factorial ending a sentence keeps its "!" before a full stop; a bare final "!" is an exclamation.
    { given: 'There are 14 zeros at the end of 60!.', text: 'There are 14 zeros at the end of 60!', negated: false },
    { given: '2 + 2 = 4!', text: '2 + 2 = 4', negated: false },
  ];
  it.each(cases)('reads the frame of "$given"', ({ given, text, negated }) => {
    const p = prepareClaim(given);
    expect(p.unparseable).toBeUndefined();
    expect(p.text).toBe(text);
    expect(p.negated).toBe(negated);
  });

  const unparseable = ['', 'Is 17 prime?', 'Note that 17 is probably prime', '17 is probably prime', 'It may be raining', '17 is not not prime', 'x'.repeat(500)];
  it.each(unparseable)('refuses "%s" as not an assertion', (given) => {
    expect(prepareClaim(given).unparseable).toBeDefined();
  });

  it('does not mistake the month May for a hedge', () => {
    expect(prepareClaim('May has 31 days').unparseable).toBeUndefined();
  });
});

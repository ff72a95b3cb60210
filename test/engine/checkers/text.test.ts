import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldName, normalizeText, numberWordsToDigits, prepareClaim } from '../../../server/engine/checkers/text.js';

describe('foldName', () => {
  // The fold in full, as written before its ASCII shortcuts: the oracle the shortcuts must equal.
  const LETTERS: Record<string, string> = { ł: 'l', Ł: 'l', đ: 'd', Đ: 'd', ø: 'o', Ø: 'o', æ: 'ae', Æ: 'ae', ß: 'ss', ı: 'i', œ: 'oe', þ: 'th', ð: 'd' };
  const fullFold = (s: string) =>
    s
      .replace(/[łŁđĐøØæÆßıœþð]/g, (c) => LETTERS[c] ?? c)
      .replace(/[ʻʼ]/g, '')
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[’'`]/g, "'")
      .replace(/[^a-z0-9' -]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  it.each([
    ['Brasília', 'brasilia'],
    ['São Tomé and Príncipe', 'sao tome and principe'],
    ['Łódź', 'lodz'],
    ["Côte d’Ivoire", "cote d'ivoire"],
    ['  The  Atomic\tnumber of IRON, 26. ', 'the atomic number of iron 26'],
    ['already folded words', 'already folded words'],
    ["o`neill's -5", "o'neill's -5"],
  ])('folds %j to %j', (given, want) => {
    expect(foldName(given)).toBe(want);
    expect(fullFold(given)).toBe(want);
  });
  it('equals the full fold on any text (ASCII, folded and Unicode alike)', () => {
    const ascii = fc.string({ unit: fc.constantFrom(...'aZ09 \'`-.,\t\n_!é'.split('')), maxLength: 30 });
    const folded = fc.array(fc.stringMatching(/^[a-z0-9'-]{1,6}$/), { maxLength: 5 }).map((w) => w.join(' '));
    fc.assert(fc.property(fc.oneof(ascii, folded, fc.string({ unit: 'binary', maxLength: 20 })), (s) => foldName(s) === fullFold(s)), { numRuns: 3000 });
  });
});

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

import { describe, expect, it } from 'vitest';
import { ALL_CHECKERS } from '../../server/engine/checkers/index.js';
import { analyseContent, checkSentence, combineFindings, splitSentences } from '../../server/engine/claims.js';

describe('splitSentences', () => {
  const cases = [
    { given: '0.1 + 0.2 = 0.3. 2 + 2 = 4.', want: ['0.1 + 0.2 = 0.3.', '2 + 2 = 4.'] },
    { given: 'First line\nSecond line', want: ['First line', 'Second line'] },
    { given: 'Is it? Yes! Fine; done', want: ['Is it?', 'Yes!', 'Fine;', 'done'] },
    // A consequence after a semicolon continues the sentence: the definition stays in scope (issue 22).
    { given: 'Let q(n) = 3n + 6; then q(5) = 21', want: ['Let q(n) = 3n + 6; then q(5) = 21'] },
    { given: 'x = 2; so y = 4. Done', want: ['x = 2; so y = 4.', 'Done'] },
    { given: '   \n\n  ', want: [] },
  ];
  it.each(cases)('splits "$given"', ({ given, want }) => {
    expect(splitSentences(given)).toEqual(want);
  });
});

describe('checkSentence', () => {
  it('keeps "and" inside a claim that decides as a whole', () => {
    expect(checkSentence('The sum of 4670 and 2311 is 6981', ALL_CHECKERS).map((f) => f.claim)).toEqual(['The sum of 4670 and 2311 is 6981']);
  });

  it('never splits one quantity written in two units, nor the objects of a preposition', () => {
    expect(checkSentence('90 minutes is 1 hour and 30 minutes', ALL_CHECKERS).map((f) => f.result.verdict)).toEqual(['true']);
    expect(analyseContent('The sum of 2 km and 3 km is 5000 m', ALL_CHECKERS).verdict).toBe('uncertain');
    expect(analyseContent('The difference between 10 km and 3 km is 7000 m', ALL_CHECKERS).verdict).toBe('uncertain');
  });

  it('keeps a function defined in one statement in scope for the value stated in the next', () => {
    expect(analyseContent('Let f(x) = 2x² − 3. Then f(4) = 29.', ALL_CHECKERS).verdict).toBe('true');
    expect(analyseContent('Define g(t) = t^2 - 1. Then g(3) = 7.', ALL_CHECKERS).verdict).toBe('false');
    // A definition with other unknowns, or a statement that says more than the value, is not read so.
    expect(analyseContent('Let f(x) = ax + b. Then f(1) = 3.', ALL_CHECKERS).verdict).toBe('uncertain');
    expect(analyseContent('Let f(x) = 2x. We have f(3) = 6 apples.', ALL_CHECKERS).verdict).toBe('uncertain');
  });

  it('splits conjunctions and shares the subject', () => {
    const f = checkSentence('17 is prime and odd', ALL_CHECKERS);
    expect(f.map((x) => [x.claim, x.result.verdict])).toEqual([['17 is prime', 'true'], ['17 is odd', 'true']]);
  });
});

describe('combineFindings', () => {
  it('is false if any part is false, true only if every part is', () => {
    expect(analyseContent('2 + 2 = 4. 3 + 3 = 6.', ALL_CHECKERS).verdict).toBe('true');
    expect(analyseContent('2 + 2 = 4. 3 + 3 = 7. The sky is blue.', ALL_CHECKERS).verdict).toBe('false');
    expect(analyseContent('2 + 2 = 4. The sky is blue.', ALL_CHECKERS).verdict).toBe('uncertain');
    expect(combineFindings([])).toBe('uncertain');
  });
});

describe('"becomes" in a solution (issue 22)', () => {
  it.each([
    ['x^2 - 9 becomes (x - 3)(x + 3)', 'true'],
    ['x^2 - 9 becomes (x - 3)^2', 'false'],
  ])('a short claim with "becomes" is an identity: %s is %s', (claim, want) => {
    expect(analyseContent(claim, ALL_CHECKERS).verdict).toBe(want);
  });

  it.each([
    'Multiply each term by the common denominator x(1 - x). Then 1/(1 - x) becomes x.',
    'Substitute y = 2x into the first equation. The equation x + y = 9 becomes 3x = 9.',
  ])('in a solution it names the result of an operation, which is not judged as an identity: %s', (content) => {
    expect(analyseContent(content, ALL_CHECKERS).verdict).not.toBe('false');
  });
});

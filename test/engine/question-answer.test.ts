// A question followed by its answer asserts the answer (issue 22): the pair is read as the
// declarative sentence it makes, and decided only when that sentence is.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyseContent, questionAnswerReadings } from '../../server/engine/claims.js';
import { EXACT_CHECKERS } from '../../server/engine/checkers/index.js';

const verdict = (content: string): string => analyseContent(content, EXACT_CHECKERS).verdict;

describe('question and answer', () => {
  const cases: [string, 'true' | 'false' | 'uncertain'][] = [
    ["What is 25% of 40? It's 10.", 'true'],
    ['Q: What is 12 × 12? A: 124', 'false'],
    ['How much is 3/4 of 20? Answer: 15.', 'true'],
    ["What's 7 × 8? 56.", 'true'],
    ['How many inches are in 2 feet? 24.', 'true'],
    ['Q: How many hours in 3 days? A: 48', 'false'],
    ['How many grams are there in a kilogram? 1,000', 'true'],
    ['What day of the week was 1 January 2000? A Saturday.', 'true'],
    ['Q: Which weekday is 25 December 2030? A: Tuesday', 'false'],
    ['Is 97 prime? Yes.', 'true'],
    ['Is 51 prime? Yes.', 'false'],
    ['Is 51 prime? No.', 'true'],
    // A question left unanswered, or answered with something that is not a value, asserts nothing.
    ['What is 25% of 40?', 'uncertain'],
    ['What is 25% of 40? Nobody knows.', 'uncertain'],
    ['Why is 7 prime? Because it has no divisors.', 'uncertain'],
  ];
  it.each(cases)('%s → %s', (content, want) => expect(verdict(content)).toBe(want));

  it('reads the declarative sentence the pair makes', () => {
    expect(questionAnswerReadings('What is 5% of 80?', "It's 4.")).toEqual(['5% of 80 is 4']);
    expect(questionAnswerReadings('How many feet are in 1 mile?', '5,280.')).toEqual(['1 mile is 5,280 feet', 'there are 5,280 feet in 1 mile']);
    expect(questionAnswerReadings('What is 5% of 80', "It's 4.")).toBeUndefined();
  });

  it('agrees with the arithmetic for generated percentages and labels', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99 }), fc.integer({ min: 1, max: 50 }).map((n) => n * 20), fc.integer({ min: 1, max: 9 }), fc.boolean(), fc.constantFrom(['', ''], ['Q: ', 'A: '], ['', 'Answer: '], ['', "It's "]), (p, n, off, right, [q, a]) => {
        const value = (p * n) / 100 + (right ? 0 : off);
        expect(verdict(`${q}What is ${p}% of ${n}? ${a}${value}.`)).toBe(String(right));
      }),
      { numRuns: 60 },
    );
  });
});

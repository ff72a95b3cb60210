import { describe, expect, it } from 'vitest';
import { measured } from '../../helpers/calibration.js';
import { reasoningMethod } from '../../../server/engine/methods/reasoning.js';

const run = (content: string) => reasoningMethod({ content, context: {}, options: {} });

describe('reasoning', () => {
  const cases = [
    { given: 'Paris is the capital of France and Berlin is the capital of Germany.', want: 'true' },
    { given: 'The capital of France is Paris and the capital of Germany is Munich.', want: 'false' },
    { given: '17 is prime and odd', want: 'true' },
    { given: '17 is prime and even', want: 'false' },
    { given: 'The sum of 4670 and 2311 is 6981', want: 'true' },
    { given: '2 + 2 = 4. Helium is a noble gas. 2024 is a leap year.', want: 'true' },
    { given: '2 + 2 = 4. The sky is blue.', want: 'uncertain' },
    { given: '2 + 2 = 5. The sky is blue.', want: 'false' },
    { given: '', want: 'uncertain' },
  ] as const;
  it.each(cases)('says $want for "$given"', async ({ given, want }) => {
    expect((await run(given)).verdict).toBe(want);
  });

  it('explains the chain part by part', async () => {
    const r = await run('17 is prime and 2 + 2 = 5');
    expect(r.reasoning).toMatch(/splits into 2 atomic claims: 1 true, 1 false/);
    expect(r.reasoning).toContain('Part 2 is false');
    expect(measured(r)).toEqual({ cls: 'false:proof', confidence: r.confidence });
  });
});

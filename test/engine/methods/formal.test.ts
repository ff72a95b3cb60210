import { describe, expect, it } from 'vitest';
import { measured } from '../../helpers/calibration.js';
import { formalMethod } from '../../../server/engine/methods/formal.js';

const run = (content: string) => formalMethod({ content, context: {}, options: {} });

describe('formal', () => {
  const cases = [
    { given: '17 * 23 = 391', want: 'true' },
    // A denial frame is not judged as the author's assertion (issue 22).
    { given: '2 + 2 = 5 is false', want: 'uncertain' },
    { given: 'The solution of 8x + 9 = 105 is x = 12', want: 'true' },
    { given: '91 is prime', want: 'false' },
    { given: '1 mile is about 1.609 kilometres', want: 'true' },
    { given: 'January 1, 2000 was a Saturday', want: 'true' },
    { given: '17 is prime. 2 + 2 = 4', want: 'true' },
    { given: '17 is prime and 2 + 2 = 5', want: 'false' },
    // Reference facts are data, not proofs; approximations of irrationals are not proofs either.
    { given: 'The capital of France is Paris', want: 'uncertain' },
    { given: 'Helium is a noble gas', want: 'uncertain' },
    { given: 'The square root of 2 is about 1.414', want: 'uncertain' },
    { given: '17 is prime. Cats are nice', want: 'uncertain' },
    { given: 'Chocolate ice cream is the best flavour', want: 'uncertain' },
  ] as const;
  it.each(cases)('says $want for "$given"', async ({ given, want }) => {
    expect((await run(given)).verdict).toBe(want);
  });

  it('reports confidence 1 when decided and 0 when not, offline and free of tokens', async () => {
    const r = await run('17 * 23 = 391');
    expect(r).toMatchObject({ paradigm: 'formal', provider: 'offline', model: 'verity-offline-1', inputTokens: 0, outputTokens: 0, costCents: 0.2 });
    expect(measured(r)).toEqual({ cls: 'true:proof', confidence: r.confidence });
    expect(r.confidence).toBeGreaterThan(0.95);
    expect((await run('The capital of France is Paris')).confidence).toBe(0);
  });

  it('shows the computation in its reasoning', async () => {
    expect((await run('46 * 91 = 4182')).reasoning).toContain('4186');
  });
});

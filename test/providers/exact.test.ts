import { describe, expect, it } from 'vitest';
import { checkerOracle, formalOracle } from '../../server/providers/exact.js';
import type { Verdict, VerificationMethod } from '../../server/engine/types.js';

describe('the exact oracle', () => {
  const cases: { given: string; want: 'true' | 'false' | undefined }[] = [
    { given: '17 * 23 = 391', want: 'true' },
    { given: '17 * 23 = 392', want: 'false' },
    { given: '91 is prime', want: 'false' },
    { given: 'January 1, 2000 was a Saturday', want: 'true' },
    { given: 'x + x = 2x', want: 'true' },
    // Reference data is not a proof: a model may still be asked.
    { given: 'The capital of Australia is Sydney', want: undefined },
    { given: 'The Eiffel Tower is in Rome.', want: undefined },
  ];
  for (const { given, want } of cases) {
    it(`answers ${String(want)} for ${JSON.stringify(given)}`, async () => {
      expect((await checkerOracle(given))?.verdict).toBe(want);
    });
  }

  it('can be the engine’s formal method: decided verdicts count, uncertain does not', async () => {
    const formal = (verdict: Verdict): VerificationMethod => async () => ({ paradigm: 'formal', verdict, confidence: verdict === 'uncertain' ? 0 : 1, reasoning: `formal says ${verdict}`, provider: 'offline', model: 'verity-offline-1', inputTokens: 0, outputTokens: 0, costCents: 0.2 });
    expect(await formalOracle(formal('false'))('anything')).toEqual({ verdict: 'false', evidence: 'formal says false' });
    expect(await formalOracle(formal('uncertain'))('anything')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
// The exact oracle the provider-backed methods consult before a model (issue 10), from the engine's
// front door: the exact checkers under the checker suite's rules, proofs only (server/engine/exact.ts).
import { checkerOracle, formalOracle, loadEngine, type Verdict, type VerificationMethod } from '../../server/engine/index.js';

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
    // Not an exact claim at all.
    { given: 'The weather is nice today.', want: undefined },
  ];
  for (const { given, want } of cases) {
    it(`answers ${String(want)} for ${JSON.stringify(given)}`, async () => {
      expect((await checkerOracle(given))?.verdict).toBe(want);
    });
  }

  it('answers as the engine’s formal method does on one sentence: the same checkers, rules and proofs', async () => {
    const { OFFLINE_METHODS } = await loadEngine();
    const formal = formalOracle(OFFLINE_METHODS.formal);
    for (const { given } of cases) expect((await checkerOracle(given))?.verdict, given).toBe((await formal(given))?.verdict);
  });

  it('can be the engine’s formal method: decided verdicts count, uncertain does not', async () => {
    const formal = (verdict: Verdict): VerificationMethod => async () => ({ paradigm: 'formal', verdict, confidence: verdict === 'uncertain' ? 0 : 1, reasoning: `formal says ${verdict}`, provider: 'offline', model: 'verity-offline-1', inputTokens: 0, outputTokens: 0, costCents: 0.2 });
    expect(await formalOracle(formal('false'))('anything')).toEqual({ verdict: 'false', evidence: 'formal says false' });
    expect(await formalOracle(formal('uncertain'))('anything')).toBeUndefined();
  });
});

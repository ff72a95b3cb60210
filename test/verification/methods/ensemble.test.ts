import { describe, expect, it } from 'vitest';
import { ensembleMethod, numericVote } from '../../../server/verification/methods/ensemble.js';

const run = (content: string, context: Record<string, unknown> = {}) => ensembleMethod({ content, context, options: {} });

describe('ensemble', () => {
  it('re-evaluates arithmetic independently in floating point', () => {
    expect(numericVote('17 * 23 = 391')).toBe('true');
    expect(numericVote('17 * 23 = 392')).toBe('false');
    expect(numericVote('2 + 2 = 5 is false')).toBe('true');
    expect(numericVote('The capital of France is Paris')).toBe('uncertain');
  });

  it('gives full class confidence when two voters agree', async () => {
    // exact checkers and the numeric re-evaluation both say true
    expect(await run('17 * 23 = 391')).toMatchObject({ verdict: 'true', confidence: 0.85 });
  });

  it('gives less confidence when a single voter decides', async () => {
    const r = await run('2024 is a leap year');
    expect(r.verdict).toBe('true');
    expect(r.confidence).toBeCloseTo(0.765, 4);
  });

  it('lowers confidence by the margin when voters disagree', async () => {
    // Caller evidence says 391 is wrong; exact and numeric say true: 2 against 1.
    const r = await run('17 * 23 = 391', { evidence: '17 * 23 = 392' });
    expect(r.verdict).toBe('true');
    expect(r.confidence).toBeCloseTo(0.85 / 3, 4);
  });

  it('stays uncertain when no voter decides', async () => {
    expect(await run('The stock market will go up next week')).toMatchObject({ verdict: 'uncertain', confidence: 0 });
  });
});

import { describe, expect, it } from 'vitest';
import { measured } from '../../helpers/calibration.js';
import { ensembleMethod, numericVote } from '../../../server/engine/methods/ensemble.js';

const run = (content: string, context: Record<string, unknown> = {}) => ensembleMethod({ content, context, options: {} });

describe('ensemble', () => {
  it('re-evaluates arithmetic independently in floating point', () => {
    expect(numericVote('17 * 23 = 391')).toBe('true');
    expect(numericVote('17 * 23 = 392')).toBe('false');
    expect(numericVote('2 + 2 = 5 is false')).toBe('true');
    expect(numericVote('The capital of France is Paris')).toBe('uncertain');
  });

  it('puts a verdict two voters agree on in its own class, with the measured confidence of that class', async () => {
    // exact checkers and the numeric re-evaluation both say true
    const r = await run('17 * 23 = 391');
    expect(r.verdict).toBe('true');
    expect(measured(r)).toEqual({ cls: 'true:votes-2-of-2', confidence: r.confidence });
    expect(r.confidence).toBeGreaterThan(0.9);
  });

  it('classes a single deciding voter apart from two', async () => {
    const r = await run('2024 is a leap year');
    expect(r.verdict).toBe('true');
    expect(measured(r)).toEqual({ cls: 'true:votes-1-of-1', confidence: r.confidence });
  });

  it('with documents, votes the documents against the calculators: one against one is uncertain', async () => {
    // The document never gives 391 (an invented number: false); the arithmetic holds (true).
    const r = await run('17 * 23 = 391', { evidence: '17 * 23 = 392' });
    expect(r).toMatchObject({ verdict: 'uncertain', confidence: 0 });
    expect(measured(r).cls).toBeUndefined();
  });

  it('stays uncertain when no voter decides', async () => {
    expect(await run('The stock market will go up next week')).toMatchObject({ verdict: 'uncertain', confidence: 0 });
  });
});

import { describe, expect, it } from 'vitest';
import { measured } from '../../helpers/calibration.js';
import { entropyMethod, numberToWords } from '../../../server/engine/methods/entropy.js';

const run = (content: string) => entropyMethod({ content, context: {}, options: {} });

describe('entropy', () => {
  it('spells numbers for its reformulations', () => {
    expect(numberToWords(391)).toBe('three hundred and ninety-one');
    expect(numberToWords(2006)).toBe('two thousand and six');
    expect(numberToWords(40)).toBe('forty');
  });

  it('gives class confidence when every reformulation and flip agrees', async () => {
    const right = await run('17 * 23 = 391');
    const wrong = await run('17 * 23 = 392');
    expect(right.verdict).toBe('true');
    expect(wrong.verdict).toBe('false');
    expect(measured(right)).toEqual({ cls: 'true:all-readings-agree', confidence: right.confidence });
    expect(measured(wrong)).toEqual({ cls: 'false:all-readings-agree', confidence: wrong.confidence });
  });

  it('lists the variants it tried', async () => {
    const r = await run('17 * 23 = 391');
    expect(r.reasoning).toContain('negated: true');
    expect(r.reasoning).toContain('perturbed number: true');
    expect(r.reasoning).toContain('numbers as words: true');
  });

  it('stays uncertain when the claim itself cannot be checked', async () => {
    expect(await run('My neighbour has three cats')).toMatchObject({ verdict: 'uncertain', confidence: 0 });
  });
});

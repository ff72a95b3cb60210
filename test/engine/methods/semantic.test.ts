import { describe, expect, it } from 'vitest';
import { measured } from '../../helpers/calibration.js';
import { semanticMethod } from '../../../server/engine/methods/semantic.js';

const run = (content: string, context: Record<string, unknown> = {}) => semanticMethod({ content, context, options: {} });

describe('semantic', () => {
  it('supports a claim that matches the caller evidence, in the class of grounded support', async () => {
    const r = await run('The Eiffel Tower was completed in 1889', { evidence: 'The Eiffel Tower was completed in 1889 for the World Fair.' });
    expect(r.verdict).toBe('true');
    expect(measured(r)).toEqual({ cls: 'true:documents-supported', confidence: r.confidence });
  });

  it('contradicts a claim whose number differs from the evidence', async () => {
    const r = await run('The Eiffel Tower was completed in 1887', { evidence: ['Unrelated sentence.', 'The Eiffel Tower was completed in 1889.'] });
    expect(r.verdict).toBe('false');
    expect(r.reasoning).toContain('1889');
  });

  it('contradicts a claim of opposite polarity', async () => {
    expect((await run('Spiders are not arachnids', { evidence: 'Spiders are arachnids.' })).verdict).toBe('false');
  });

  it('uses reference facts rendered as sentences when no evidence is given', async () => {
    expect((await run('Canberra is the capital of Australia')).verdict).toBe('true');
    expect((await run('The capital of Australia is Sydney')).verdict).toBe('false');
    expect((await run('Nitrogen is a noble gas')).verdict).toBe('false');
  });

  it('is honest when nothing matches: arithmetic without evidence and opinions stay uncertain', async () => {
    expect(await run('17 * 23 = 391')).toMatchObject({ verdict: 'uncertain', confidence: 0 });
    expect((await run('Gold is the most attractive metal')).verdict).toBe('uncertain');
    expect((await run('Cats make better pets than dogs', { evidence: 'Dogs are loyal.' })).verdict).toBe('uncertain');
  });

  it('ignores evidence that is not text', async () => {
    expect((await run('The Eiffel Tower was completed in 1889', { evidence: { year: 1889 } })).verdict).toBe('uncertain');
  });
});

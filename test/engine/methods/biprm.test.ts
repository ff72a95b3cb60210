import { describe, expect, it } from 'vitest';
import { measured } from '../../helpers/calibration.js';
import { biprmMethod, splitSteps } from '../../../server/engine/methods/biprm.js';

const run = (content: string) => biprmMethod({ content, context: {}, options: {} });

describe('biprm', () => {
  it('splits content into steps at connectives, numbers and lines', () => {
    expect(splitSteps('2x + 3 = 9, so 2x = 6, therefore x = 3')).toEqual(['2x + 3 = 9', '2x = 6', 'x = 3']);
    expect(splitSteps('1. 48 / 4 = 12\n2. 12 * 3 = 36\nStep 3: hence 36 is even')).toEqual(['48 / 4 = 12', '12 * 3 = 36', '36 is even']);
    expect(splitSteps('Since 91 = 7 × 13, 91 is not prime')).toEqual(['91 = 7 × 13', '91 is not prime']);
  });

  it('accepts a derivation whose every step keeps the solutions', async () => {
    const r = await run('2x + 3 = 9, so 2x = 6, therefore x = 3');
    expect(r.verdict).toBe('true');
    expect(measured(r)).toEqual({ cls: 'true:proof', confidence: r.confidence });
  });

  it('reports the first failing step of a wrong derivation', async () => {
    const r = await run('2x + 3 = 9, so 2x = 6, so x = 4, therefore 2x = 8');
    expect(r.verdict).toBe('false');
    expect(r.reasoning).toContain('first failing step is step 3');
  });

  it('fails a step that gains solutions, scored backward', async () => {
    // x = 3 implies x^2 = 9 (forward holds) but x^2 = 9 also allows -3: not equivalent.
    const r = await run('x + 1 = 4, so x^2 = 9');
    expect(r.verdict).toBe('false');
    expect(r.reasoning).toMatch(/backward false/);
  });

  it('checks chains of standalone claims', async () => {
    expect((await run('Since 91 = 7 × 13, 91 is not prime')).verdict).toBe('true');
    expect((await run('48 / 4 = 12, so 12 * 3 = 35')).verdict).toBe('false');
    expect((await run('It is raining, so the ground is wet')).verdict).toBe('uncertain');
  });

  it('degrades to checking the claim when there is a single step', async () => {
    expect((await run('17 * 23 = 391')).verdict).toBe('true');
    expect((await run('The capital of Turkey is Istanbul')).verdict).toBe('false');
  });
});

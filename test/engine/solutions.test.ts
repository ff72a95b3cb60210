import { describe, expect, it } from 'vitest';
import { OFFLINE_METHODS } from '../../server/engine/engine.js';
import type { Paradigm } from '../../server/engine/types.js';

// Whole step-by-step answers, as callers send them (issue 14). Written for this test, not taken
// from the development sets.
const QUESTION = 'A baker sells 3 trays of 12 muffins at $2 each and spends $15 on flour. How much does she keep?';
const RIGHT = 'She bakes 3 * 12 = 36 muffins.\nShe earns 36 x $2 = $72.\nShe keeps $72 - $15 = $57.\nThe answer is 57.';
const WRONG = 'She bakes 3 * 12 = 36 muffins.\nShe earns 36 x $2 = $74.\nShe keeps $72 - $15 = $57.\nThe answer is 57.';
// Every calculation holds, but the flour was added instead of subtracted: a reasoning error.
const MISREAD = 'She bakes 3 * 12 = 36 muffins.\nShe earns 36 x $2 = $72.\nShe keeps $72 + $15 = $87.\nThe answer is 87.';

const CHECKING: Paradigm[] = ['formal', 'tool', 'reasoning', 'biprm', 'ensemble', 'entropy'];
const run = (m: Paradigm, content: string, context: Record<string, unknown> = { question: QUESTION }) => OFFLINE_METHODS[m]({ content, context, options: {} });

describe('step-by-step solutions', () => {
  it.each(CHECKING)('%s calls a wrong calculation false and names the line and the right value', async (m) => {
    const r = await run(m, WRONG);
    expect(r.verdict).toBe('false');
    const wrong = r.steps!.filter((s) => s.verdict === 'false');
    expect(wrong).toHaveLength(1);
    expect(wrong[0]).toMatchObject({ index: 2, text: m === 'ensemble' || m === 'entropy' ? 'She earns 36 x $2 = $74.' : '36 x $2 = $74', computed: '72' });
    expect(WRONG.slice(wrong[0]!.start, wrong[0]!.end)).toBe(wrong[0]!.text);
    expect(r.confidence).toBeGreaterThan(0.9);
  });

  it.each(CHECKING)('%s leaves a right solution uncertain: arithmetic that holds does not prove the answer', async (m) => {
    const r = await run(m, RIGHT);
    expect(r.verdict).toBe('uncertain');
    expect(r.confidence).toBe(0);
  });

  it.each(CHECKING)('%s never calls a misread problem true for its arithmetic', async (m) => {
    expect((await run(m, MISREAD)).verdict).not.toBe('true');
    expect((await run(m, MISREAD, {})).verdict).not.toBe('true');
  });

  it('formal reports every calculation it checked, true ones with their value', async () => {
    const r = await run('formal', RIGHT);
    const calcs = r.steps!.filter((s) => s.computed !== undefined);
    expect(calcs.map((s) => [s.index, s.text, s.verdict, s.computed])).toEqual([
      [1, '3 * 12 = 36', 'true', '36'],
      [2, '36 x $2 = $72', 'true', '72'],
      [3, '$72 - $15 = $57', 'true', '57'],
    ]);
  });

  it('checks a value given to an unknown against the equations stated before', async () => {
    const right = await run('formal', 'Let x be the number of boxes.\nThen 3x + 5 = 35.\nSo x = 10.', {});
    expect(right.verdict).not.toBe('false');
    const wrong = await run('formal', 'Let x be the number of boxes.\nThen 3x + 5 = 35.\nSo x = 12.', {});
    expect(wrong.verdict).toBe('false');
    expect(wrong.steps!.find((s) => s.verdict === 'false')).toMatchObject({ index: 3, text: 'x = 12' });
  });

  it('biprm flags, backward, a number neither the question nor an earlier step gave', async () => {
    const r = await run('biprm', 'She bakes 3 * 12 = 36 muffins.\nShe earns 36 x $2 = $72.\nShe keeps $72 - $17 = $55.');
    expect(r.verdict).toBe('uncertain');
    const backward = r.steps!.find((s) => s.reason.startsWith('Backward'));
    expect(backward).toMatchObject({ index: 3, verdict: 'uncertain' });
    expect(backward!.reason).toContain('17');
  });

  it('a content of nothing but calculations that all hold is true, and false as soon as one fails', async () => {
    expect((await run('formal', '3 * 12 = 36\n36 * 2 = 72', {})).verdict).toBe('true');
    expect((await run('formal', '3 * 12 = 36\n36 * 2 = 74', {})).verdict).toBe('false');
  });
});

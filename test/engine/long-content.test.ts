import { describe, expect, it } from 'vitest';
import { OFFLINE_METHODS } from '../../server/engine/engine.js';
import { MAX_STEPS } from '../../server/engine/types.js';

// Issue 22: in a 700-line answer whose one wrong line is the last, every method names it.
function answer(lines: number, wrongAt: number): { content: string; wrong: string } {
  const out: string[] = [];
  let wrong = '';
  for (let k = 1; k <= lines; k++) {
    const a = 100 + k;
    const b = 7 * k;
    const line = `Line ${k}: the total is ${a} + ${b} = ${k === wrongAt ? a + b + 1 : a + b} items.`;
    if (k === wrongAt) wrong = `${a} + ${b} = ${a + b + 1}`;
    out.push(line);
  }
  return { content: out.join('\n'), wrong };
}

describe('long content', () => {
  const { content, wrong } = answer(700, 700);

  for (const method of ['formal', 'tool', 'reasoning', 'biprm', 'ensemble', 'entropy'] as const) {
    it(`${method} returns the one false statement among its ${MAX_STEPS} steps and names it in its reasoning`, async () => {
      const r = await OFFLINE_METHODS[method]({ content, context: {}, options: {} });
      expect(r.verdict).toBe('false');
      expect(r.steps!.length).toBeLessThanOrEqual(MAX_STEPS);
      const falses = r.steps!.filter((s) => s.verdict === 'false');
      expect(falses).toHaveLength(1);
      expect(content.slice(falses[0]!.start, falses[0]!.end)).toContain(wrong);
      // False first, then the others in content order.
      expect(r.steps![0]!.verdict).toBe('false');
      const rest = r.steps!.slice(1).map((s) => s.start);
      expect(rest).toEqual([...rest].sort((a, b) => a - b));
      expect(r.reasoning).toMatch(/The first false statement is step 700: "[^"]*/);
      expect(r.reasoning).toContain(wrong);
    });
  }

  it('keeps content order when the steps fit', async () => {
    const short = answer(30, 12);
    const r = await OFFLINE_METHODS.tool({ content: short.content, context: {}, options: {} });
    const starts = r.steps!.map((s) => s.start);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(r.reasoning).toContain('The first false statement is step 12');
  });
});

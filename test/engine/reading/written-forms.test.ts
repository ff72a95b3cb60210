import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OFFLINE_METHODS } from '../../../server/engine/engine.js';
import { CalculationReader } from '../../../server/engine/reading/calculations.js';

// Forms in which language models write their steps that earlier sets did not have (issue 22,
// written set 5): calculator annotations, Unicode powers and fractions, computing tables,
// units with exponents in LaTeX, mistakes quoted by a tutor. The sentences are written here,
// not taken from the set.

function read(text: string) {
  return new CalculationReader().read(text).map((c) => ({ text: text.slice(c.start, c.end), verdict: c.verdict }));
}

const verdicts = (text: string) => read(text).map((c) => c.verdict);

async function tool(content: string) {
  return OFFLINE_METHODS.tool({ content, context: {}, options: {} });
}

describe('calculator annotations <<e=r>> beside the prose result', () => {
  it.each([
    // The prose states the number after the annotation; the annotation is checked on its own.
    ['Each box holds 9 * 4 = <<9*4=36>>36 eggs.', ['true', 'true']],
    ['Each box holds 9 * 4 = <<9*4=36>>38 eggs.', ['false', 'true']],
    ['Each box holds 9 * 4 = <<9*4=38>>36 eggs.', ['false', 'true']],
    ['The bill is 12 + 30 = $<<12+30=42>>42 in all.', ['true', 'true']],
    ['The bill is 12 + 30 = $<<12+30=42>>41 in all.', ['false', 'true']],
    ['So she keeps <<70-25=45>>45 stamps.', ['true']],
    ['Then 8*7*6/6 = <<8*7*6/6=56>>56 ways, and 56 - 30 = <<56-30=26>>26 remain.', ['true', 'true', 'true', 'true']],
  ])('%s', (text, expected) => {
    expect(verdicts(text).sort()).toEqual([...expected].sort());
  });

  it('names the prose relation when it disagrees with its annotation', () => {
    const found = read('Left: 156 - 39 = <<156-39=117>>118 shirts.');
    expect(found.find((c) => c.verdict === 'false')?.text).toBe('156 - 39 = <<156-39=117>>118');
  });

  it('reads a shift with no closing >> as it did before, never as an annotation', () => {
    expect(verdicts('In C, 1 << 3 = 8 is a shift.')).not.toContain('false');
  });

  it('any annotated product or sum: false exactly when the prose or the annotation is wrong', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 999 }), fc.integer({ min: 2, max: 99 }), fc.constantFrom('+', '*', '-'), fc.integer({ min: -3, max: 3 }), fc.integer({ min: -3, max: 3 }), fc.constantFrom('', '$'), fc.constantFrom('We get', 'That makes', 'So there are'), (a, b, op, offProse, offNote, cur, lead) => {
        // A glued "2-3" with the smaller number first is a range (DECISIONS "Numbers"): subtract the smaller.
        if (op === '-' && a <= b) [a, b] = [b + 1, a];
        const r = op === '+' ? a + b : op === '*' ? a * b : a - b;
        const text = `${lead} ${a} ${op} ${b} = ${cur}<<${a}${op}${b}=${r + offNote}>>${r + offProse} items.`;
        const found = verdicts(text);
        expect(found).toHaveLength(2);
        expect(found.includes('false')).toBe(offProse !== 0 || offNote !== 0);
      }),
    );
  });
});

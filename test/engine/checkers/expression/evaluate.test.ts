import { describe, expect, it } from 'vitest';
import { evaluateNode, toNumber } from '../../../../server/engine/checkers/expression/evaluate.js';
import { parseFormula } from '../../../../server/engine/checkers/expression/parse.js';
import { Q } from '../../../../server/engine/checkers/rational.js';

const value = (formula: string, scope?: Map<string, Q>) => {
  const node = parseFormula(formula);
  const v = node && evaluateNode(node, scope);
  return v === undefined ? undefined : 'exact' in v ? v.exact.toString() : `≈${toNumber(v).toFixed(6)}`;
};

describe('the formula evaluator', () => {
  it('computes with standard precedence, exactly where it can', () => {
    expect(value('2 + 3 * 4')).toBe('14');
    expect(value('(2 + 3) * 4')).toBe('20');
    expect(value('2^3^2')).toBe('512');
    expect(value('-2^2')).toBe('-4');
    expect(value('0.1 + 0.2')).toBe('0.3');
    expect(value('10 / 4')).toBe('2.5');
    expect(value('-7 mod 3')).toBe('2');
    expect(value('5!')).toBe('120');
    expect(value('sqrt(144)')).toBe('12');
    expect(value('8^(2/3)')).toBe('4');
    expect(value('cbrt(-27/8)')).toBe('-1.5');
  });

  it('approximates irrational results and named constants', () => {
    expect(value('sqrt(2)')).toBe('≈1.414214');
    expect(value('2 * pi')).toBe('≈6.283185');
  });

  it('takes variable values from the scope, and nothing else', () => {
    expect(value('3x + 1', new Map([['x', Q.of(4)]]))).toBe('13');
    expect(value('3x + 1')).toBeUndefined();
  });

  it('refuses what is undefined or beyond its bounds', () => {
    expect(value('1 / 0')).toBeUndefined();
    expect(value('0^(-1)')).toBeUndefined();
    expect(value('sqrt(-4)')).toBeUndefined();
    expect(value('2.5!')).toBeUndefined();
    expect(value('3000!')).toBeUndefined();
    expect(value('10^1000000')).toBeUndefined();
    expect(value('sin(1)')).toBeUndefined();
  });
});

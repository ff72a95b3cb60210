import { describe, expect, it } from 'vitest';
import { evaluateNode, hasVariable, parseFormula, phraseToFormula, toNumber } from '../../../server/engine/checkers/expression.js';

const value = (formula: string) => {
  const node = parseFormula(formula);
  const v = node && evaluateNode(node);
  return v === undefined ? undefined : 'exact' in v ? v.exact.toString() : `≈${toNumber(v).toFixed(6)}`;
};

describe('the expression parser and evaluator', () => {
  it('computes with standard precedence, exactly where it can', () => {
    expect(value('2 + 3 * 4')).toBe('14');
    expect(value('(2 + 3) * 4')).toBe('20');
    expect(value('2^3^2')).toBe('512');
    expect(value('0.1 + 0.2')).toBe('0.3');
    expect(value('10 / 4')).toBe('2.5');
    expect(value('5!')).toBe('120');
    expect(value('sqrt(144)')).toBe('12');
    expect(value('sqrt(2)')).toBe('≈1.414214');
  });

  it('refuses what it cannot compute exactly or within bounds', () => {
    expect(value('1 / 0')).toBeUndefined();
    expect(value('10^1000000')).toBeUndefined();
    expect(parseFormula('x = 5')).toBeUndefined(); // an assignment is not a claim
    expect(parseFormula('[1, 2]')).toBeUndefined();
    expect(parseFormula('1 +'.repeat(100))).toBeUndefined();
    expect(parseFormula('')).toBeUndefined();
  });

  it('turns verbal phrases into formulas', () => {
    expect(phraseToFormula('the product of 68 and 11', { allowVariables: false })).toMatch(/68.*\*.*11/);
    expect(value(phraseToFormula('the sum of 4670 and 2311', { allowVariables: false })!)).toBe('6981');
    expect(value(phraseToFormula('45% of 1200', { allowVariables: false })!)).toBe('540');
    expect(hasVariable('2*x + 1')).toBe(true);
    expect(hasVariable('2 * 3 + 1')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { hasVariable, phraseToFormula } from '../../../../server/engine/checkers/expression/phrase.js';

const formula = (phrase: string, allowVariables = false) => phraseToFormula(phrase, { allowVariables });

describe('verbal phrases to formulas', () => {
  it('turns aggregates, fractions, percentages and powers into formulas', () => {
    expect(formula('the product of 68 and 11')).toBe('(68) * (11)');
    expect(formula('the sum of 4670 and 2311')).toBe('(4670) + (2311)');
    expect(formula('45% of 1200')).toBe('((45) / 100) * (1200)');
    expect(formula('a quarter of 236')).toBe('(1 / 4) * (236)');
    expect(formula('5 more than 3')).toBe('(3) + (5)');
    expect(formula('2 to the third power')).toBe('(2)^(3)');
  });

  it('reads products of single-letter variables only when variables are allowed', () => {
    expect(formula('2ab + 1', true)).toBe('2a b + 1');
    expect(formula('2ab + 1')).toBeUndefined();
  });

  it('leaves phrases with words that are not mathematics alone', () => {
    expect(formula('the number of apples')).toBeUndefined();
    expect(formula('1, 2 and 3')).toBeUndefined();
  });

  it('tells formulas with variables from those without', () => {
    expect(hasVariable('2*x + 1')).toBe(true);
    expect(hasVariable('2 * 3 + 1')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { parseFormula } from '../../../../server/engine/checkers/expression/parse.js';
import { polyCoefficients, polyIsZero, polyToString } from '../../../../server/engine/checkers/expression/polynomial.js';
import { crossDifference, rationalEval, rationalVariables, toRational } from '../../../../server/engine/checkers/expression/rational-function.js';
import { Q } from '../../../../server/engine/checkers/rational.js';

const rational = (formula: string) => toRational(parseFormula(formula)!);

describe('rational functions from formulas', () => {
  it('expands products and powers into one polynomial', () => {
    const r = rational('(x + 3)(x - 3)')!;
    expect(polyToString(r.num)).toBe('x^2 - 9');
    expect(polyToString(rational('(a + b)^2')!.num)).toBe('2a*b + a^2 + b^2') // by degree, then by name;
    expect(polyCoefficients(rational('2x^2 - 3x + 1')!.num, 'x')!.map(String)).toEqual(['1', '-3', '2']);
  });

  it('tells the same function from a different one by the cross-multiplied difference', () => {
    expect(polyIsZero(crossDifference(rational('(x^2 - 1) / (x - 1)')!, rational('x + 1')!)!)).toBe(true);
    expect(polyIsZero(crossDifference(rational('(x + 1)^2')!, rational('x^2 + 1')!)!)).toBe(false);
  });

  it('evaluates at a point, and not where the denominator vanishes', () => {
    const r = rational('1 / (x - 2) + y')!;
    expect(rationalVariables(r)).toEqual(['x', 'y']);
    expect(rationalEval(r, new Map([['x', Q.of(4)], ['y', Q.of(1)]]))!.toString()).toBe('1.5');
    expect(rationalEval(r, new Map([['x', Q.of(2)], ['y', Q.of(1)]]))).toBeUndefined();
  });

  it('refuses what is no rational function', () => {
    expect(rational('sqrt(x)')).toBeUndefined();
    expect(rational('x^y')).toBeUndefined();
    expect(rational('x^(1/2)')).toBeUndefined();
    expect(rational('x^100')).toBeUndefined(); // beyond the degree bound
    expect(rational('e * x')).toBeUndefined(); // e is a constant, not a variable
  });
});

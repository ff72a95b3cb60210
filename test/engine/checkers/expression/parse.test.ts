import { describe, expect, it } from 'vitest';
import { constantOf, fnName, parseFormula, type FormulaNode } from '../../../../server/engine/checkers/expression/parse.js';

/** The tree as a compact string: calls as name(args), constants exactly, names as written. */
const shape = (n: FormulaNode): string => {
  if (n.type === 'ConstantNode') return constantOf(n)!.toString();
  if (n.type === 'SymbolNode') return n.name!;
  if (n.type === 'ParenthesisNode') return shape(n.content!);
  return `${fnName(n)}(${(n.args ?? []).map(shape).join(', ')})`;
};
const tree = (formula: string) => {
  const node = parseFormula(formula);
  return node && shape(node);
};

describe('the formula parser', () => {
  it('reads precedence, right-associative powers, unary minus and factorials', () => {
    expect(tree('2 + 3 * 4')).toBe('add(2, multiply(3, 4))');
    expect(tree('2^3^2')).toBe('pow(2, pow(3, 2))');
    expect(tree('-2^2')).toBe('unaryMinus(pow(2, 2))');
    expect(tree('5!')).toBe('factorial(5)');
    expect(tree('7 mod 3')).toBe('mod(7, 3)');
    expect(tree('sqrt(144)')).toBe('sqrt(144)');
  });

  it('reads implicit multiplication as algebra writes it', () => {
    expect(tree('2x^2')).toBe('multiply(2, pow(x, 2))');
    expect(tree('(x + 3)(x - 3)')).toBe('multiply(add(x, 3), subtract(x, 3))');
  });

  it('keeps every digit of a constant (BigNumbers, not doubles)', () => {
    expect(tree('0.1')).toBe('0.1');
    expect(tree('123456789012345678901234567890')).toBe('123456789012345678901234567890');
  });

  it('refuses what is not a bounded formula', () => {
    expect(parseFormula('x = 5')).toBeUndefined(); // an assignment is not a claim
    expect(parseFormula('[1, 2]')).toBeUndefined();
    expect(parseFormula('"text"')).toBeUndefined();
    expect(parseFormula('1:3')).toBeUndefined();
    expect(parseFormula('2 +')).toBeUndefined(); // a syntax error
    expect(parseFormula('1 +'.repeat(100))).toBeUndefined();
    expect(parseFormula('1' + ' + 1'.repeat(70))).toBeUndefined(); // too many nodes, though short enough
    expect(parseFormula('')).toBeUndefined();
  });
});

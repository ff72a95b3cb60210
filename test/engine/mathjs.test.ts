import { describe, expect, it } from 'vitest';
import { evaluateInDoubles, parseWithBigNumbers } from '../../server/engine/mathjs.js';

describe("the engine's mathjs subset", () => {
  it('parses with BigNumber constants', () => {
    const node = parseWithBigNumbers('0.1') as unknown as { value: { toFixed(): string; isBigNumber?: boolean } };
    expect(node.value.isBigNumber).toBe(true);
    expect(node.value.toFixed()).toBe('0.1');
  });

  it('evaluates the functions a formula can name, in double precision', () => {
    expect(evaluateInDoubles('0.1 + 0.2')).toBe(0.1 + 0.2);
    expect(evaluateInDoubles('2^10 - 7 mod 3 + factorial(4) + abs(-1) + sqrt(16) + cbrt(27)')).toBe(1024 - 1 + 24 + 1 + 4 + 3);
    expect(evaluateInDoubles('2 pi')).toBeCloseTo(2 * Math.PI, 12);
  });

  it('holds nothing else', () => {
    expect(() => evaluateInDoubles('sin(1)')).toThrow();
    expect(() => evaluateInDoubles('5 cm to inch')).toThrow();
  });
});

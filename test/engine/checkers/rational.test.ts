import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exactIntRoot, isqrt, Q } from '../../../server/engine/checkers/rational.js';

const q = (text: string) => Q.parse(text)!;

describe('exact rationals', () => {
  it('parses decimals, signs and exponents exactly, and refuses what is not a number', () => {
    expect(q('0.1').add(q('0.2')).eq(q('0.3'))).toBe(true);
    expect(q('-0.125').toString()).toBe('-0.125');
    expect(q('1.5e3').toString()).toBe('1500');
    expect(q('.5').toString()).toBe('0.5');
    expect(q('25e-2').toString()).toBe('0.25');
    for (const bad of ['', '.', 'abc', '1.2.3', '1e99999', '--1']) expect(Q.parse(bad), bad).toBeUndefined();
  });

  it('keeps fractions in lowest terms with a positive denominator', () => {
    expect(Q.of(6, -8)).toMatchObject({ n: -3n, d: 4n });
    expect(Q.of(10, 3).toString()).toBe('10/3');
    expect(Q.of(7, 8).toString()).toBe('0.875');
    expect(() => Q.of(1, 0)).toThrow(RangeError);
    expect(() => Q.ONE.div(Q.ZERO)).toThrow(RangeError);
  });

  it('computes powers, comparisons and integer tests', () => {
    expect(Q.of(2, 3).pow(3).eq(Q.of(8, 27))).toBe(true);
    expect(Q.of(2).pow(-2).eq(Q.of(1, 4))).toBe(true);
    expect(Q.of(1, 3).cmp(Q.of(333, 1000))).toBe(1);
    expect(Q.of(-1, 2).abs().eq(Q.of(1, 2))).toBe(true);
    expect(Q.of(9, 3).isInteger()).toBe(true);
    expect(Q.of(1, 3).toNumber()).toBeCloseTo(0.3333333333, 9);
  });

  it('obeys the field laws on random fractions', () => {
    const frac = fc.tuple(fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }), fc.bigInt({ min: 1n, max: 10n ** 9n })).map(([n, d]) => Q.of(n, d));
    fc.assert(
      fc.property(frac, frac, frac, (a, b, c) => {
        expect(a.add(b).eq(b.add(a))).toBe(true);
        expect(a.mul(b.add(c)).eq(a.mul(b).add(a.mul(c)))).toBe(true);
        expect(a.sub(b).add(b).eq(a)).toBe(true);
        if (!b.isZero()) expect(a.div(b).mul(b).eq(a)).toBe(true);
      }),
      { numRuns: 300, seed: 14 },
    );
  });

  it('takes exact integer roots, and none of a number that is not a power', () => {
    expect(isqrt(10n ** 40n + 1n)).toBe(10n ** 20n);
    expect(exactIntRoot(144n, 2)).toBe(12n);
    expect(exactIntRoot(145n, 2)).toBeUndefined();
    expect(exactIntRoot(3n ** 30n, 3)).toBe(3n ** 10n);
    expect(exactIntRoot(-8n, 3)).toBeUndefined();
  });
});

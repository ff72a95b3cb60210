import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { approximately, precisionOf, roundsTo } from '../../../server/engine/checkers/precision.js';

describe('the precision a number shows', () => {
  it.each([
    ['1.609', 3], ['42', 0], ['0.5', 1], ['1,200', -1], ['1,205', 0], ['5900', -1], ['9460000000000', -10], ['1000', -1], ['100', 0], ['12000', -2],
    // Scientific notation: the mantissa's places shifted by the exponent (8.5e-7 was read as one place).
    ['8.5e-7', 8], ['1.5e3', -2], ['2e-3', 3],
  ])('%s shows %i decimal places', (numeral, places) => {
    expect(precisionOf(numeral)).toBe(places);
  });
});

describe('a stated result with "="', () => {
  it.each([
    [10 / 3, 3.33, 2, true], [10 / 3, 3.34, 2, false], [2 / 3, 0.66, 2, true], [2 / 3, 0.67, 2, true], [2 / 3, 0.65, 2, false],
    [1609.344, 1609, 0, true], [1609.344, 1610, -1, true], [1609.344, 1600, -1, false], [150, 151, 0, false],
  ])('%d stated as %d (%i places): %s', (expected, stated, places, holds) => {
    expect(roundsTo(expected, stated, places)).toBe(holds);
  });
});

describe('a stated result with "about"', () => {
  it.each([
    [42.1558, '42.2', true], [42.1558, '42.4', false], [4 * Math.PI, '12.57', true], [4 * Math.PI, '12.56', true], [4 * Math.PI, '12.52', false],
    [33.333, '33', true], [1960, '2000', true], [1960, '2100', false], [0.02, '0.04', false], [Math.SQRT2, '1.41', true], [Math.SQRT2, '1.4', true], [Math.SQRT2, '1.5', false],
  ])('%d as about %s: %s', (expected, numeral, holds) => {
    expect(approximately(expected, Number(numeral), numeral)).toBe(holds);
  });

  it('accepts every correct rounding, at any precision, of generated values', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.001, max: 1e6, noNaN: true }), fc.integer({ min: 0, max: 4 }), (x, places) => {
        const numeral = x.toFixed(places);
        expect(roundsTo(x, Number(numeral), places)).toBe(true);
        expect(approximately(x, Number(numeral), numeral)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('refuses a value three units off in its last place, at any precision', () => {
    fc.assert(
      fc.property(fc.double({ min: 1, max: 1e5, noNaN: true }), fc.integer({ min: 1, max: 4 }), fc.constantFrom(-1, 1), (x, places, sign) => {
        const numeral = (Number(x.toFixed(places)) + sign * 3 * 10 ** -places).toFixed(places);
        expect(approximately(x, Number(numeral), numeral)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });
});

// Numerals in another base (spec/DECISIONS.md "Numerals in another base", issue 22, claims10): a
// subscript base on a numeral or a frame naming the base computes the relation in that base, and a
// base named in any other way leaves the numerals unread. Never decimal: "34₆ + 50₆ = 124₆" was
// called false. A table of phrasings, near-misses that must stay uncertain, and generated sums and
// products in random bases, true and false, every one in every notation.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Case, verdict } from '../../helpers/short-claims.js';

describe('numerals with a base subscript', () => {
  const cases: Case[] = [
    ['34₆ + 50₆ = 124₆', 'true'],
    ['34₆ + 50₆ = 123₆', 'false'],
    ['31₄ + 21₄ = 112₄', 'true'],
    ['1011₂ = 11', 'true'],
    ['1011₂ = 1011', 'false'],
    ['34_6 + 50_6 = 124_6', 'true'],
    ['34_{6} + 50_{6} = 124_{6}', 'true'],
    ['$34_{6} + 50_{6} = 124_{6}$', 'true'],
    ['$34_{6} + 50_{6} = 125_{6}$', 'false'],
    ['(34)_6 + (50)_6 = (124)_6', 'true'],
    ['(34)_6 + (50)_6 = (123)_6', 'false'],
    ['FF₁₆ + 1₁₆ = 100₁₆', 'true'],
    ['FF₁₆ = 255', 'true'],
    ['$D8_{16} = 216$', 'true'],
    // A bare numeral beside numerals of another base in a computation may be in either base.
    ['34₆ + 50₆ = 124', 'uncertain'],
    ['$34_{6} + 50_{6} = 124$', 'uncertain'],
    ['FF₁₆ + 1 = 256', 'uncertain'],
    ['2 × 34₆ = 112₆', 'true'],
    // Programming literals are read in their prefix's base; "0x10" outside code is also zero times ten.
    ['0x1F + 1 = 32', 'true'],
    ['0b101 + 0b11 = 0b1000', 'true'],
    ['0b101 + 0b11 = 9', 'false'],
    ['0o17 + 1 = 16', 'true'],
    ['0x10 + 1 = 17', 'uncertain'],
    // Code may read a leading zero as octal.
    ['In C, 017 + 1 = 16', 'uncertain'],
    ['017 + 1 = 18', 'true'],
    ['1A_16 = 26', 'true'],
    ['1A_16 = 27', 'false'],
    // A digit that does not fit its base: no numeral, nothing computed.
    ['39₆ + 50₆ = 133₆', 'uncertain'],
    ['(39)_6 + (50)_6 = (133)_6', 'uncertain'],
    ['12_2 + 1 = 4', 'uncertain'],
    // A point in a numeral of another base: a fraction in that base is not read.
    ['$\\frac{3}{16} = 0.0011_2$', 'uncertain'],
    ['0.1_2 = 0.5', 'uncertain'],
    // A subscript after a letter is an index, not a base.
    ['a₁ = 5, r = 3 ⇒ a₉ = 32805', 'true'],
  ];
  it.each(cases)('%s → %s', (s, want) => expect(verdict(s)).toBe(want));
});

describe('a frame naming the base of a relation', () => {
  const cases: Case[] = [
    ['In base 7, 66 + 60 = 156.', 'true'],
    ['In base 7, 66 + 60 = 155.', 'false'],
    ['In base 6, 40 + 30 = 110.', 'true'],
    ['In base-6: 40 + 30 = 110', 'true'],
    ['Base 6: 40 + 30 = 110', 'true'],
    ['Working in base 5, 44 + 1 = 100.', 'true'],
    ['In binary, 101 + 11 = 1000.', 'true'],
    ['In binary, 101 + 11 = 1001.', 'false'],
    ['101 + 11 = 1000 in binary', 'true'],
    ['101 × 11 = 1111 (base 2)', 'true'],
    ['In octal, 7 + 1 = 10.', 'true'],
    ['In hexadecimal, FF + 1 = 100.', 'true'],
    ['In base seven, 66 + 60 = 156.', 'true'],
    ['In base 10, 66 + 60 = 126.', 'true'],
    // A digit that does not fit, a point, a number word: not read.
    ['In base 7, 68 + 60 = 156.', 'uncertain'],
    ['In base 7, 6.5 + 60 = 136.5.', 'uncertain'],
    ['In base 6, forty + 30 = 110.', 'uncertain'],
    // A base named otherwise than as a frame: the numerals are not read as decimal.
    ['We work in base 7 here: 66 + 60 = 156.', 'uncertain'],
    ['Using base-7 arithmetic we get 66 + 60 = 156.', 'uncertain'],
    ['The base 7 sum 66 + 60 = 156.', 'uncertain'],
    // Conversions stay number theory's; a logarithm's base and a triangle's are no numeral base.
    ['45 in binary is 101101', 'true'],
    ['The binary number 101101 equals 45', 'true'],
    ['log base 2 of 8 = 3', 'true'],
    ['A triangle with base 6 and height 4 has area 6 × 4 / 2 = 12.', 'uncertain'],
  ];
  it.each(cases)('%s → %s', (s, want) => expect(verdict(s)).toBe(want));
});

describe('generated sums and products in bases 2 to 16: never a wrong verdict', () => {
  const sub = (n: string): string => [...n].map((d) => '₀₁₂₃₄₅₆₇₈₉'[Number(d)]).join('');
  const notations: ((a: string, b: string, c: string, op: string, base: number) => string)[] = [
    (a, b, c, op, base) => `${a}${sub(String(base))} ${op} ${b}${sub(String(base))} = ${c}${sub(String(base))}`,
    (a, b, c, op, base) => `${a}_${base} ${op} ${b}_${base} = ${c}_${base}`,
    (a, b, c, op, base) => `$${a}_{${base}} ${op === '×' ? '\\times' : op} ${b}_{${base}} = ${c}_{${base}}$`,
    (a, b, c, op, base) => `(${a})_${base} ${op} (${b})_${base} = (${c})_${base}`,
    (a, b, c, op, base) => `In base ${base}, ${a} ${op} ${b} = ${c}.`,
    (a, b, c, op, base) => `Base ${base}: ${a} ${op} ${b} = ${c}`,
    (a, b, c, op, base) => `${a} ${op} ${b} = ${c} in base ${base}`,
  ];
  it('decides each as the base says, or leaves it uncertain; base 10 and below always decided', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 16 }),
        fc.integer({ min: 1, max: 400 }),
        fc.integer({ min: 1, max: 400 }),
        fc.boolean(),
        fc.integer({ min: -3, max: 3 }),
        fc.integer({ min: 0, max: notations.length - 1 }),
        (base, x, y, product, off, form) => {
          const value = (product ? x * y : x + y) + off;
          if (value < 1) return;
          const [a, b, c] = [x, y, value].map((n) => n.toString(base).toUpperCase()) as [string, string, string];
          // Letters are digits only from base 11; a lone letter beside no digit is left unread.
          const claim = notations[form]!(a, b, c, product ? '×' : '+', base);
          const want = off === 0 ? 'true' : 'false';
          const got = verdict(claim);
          if (base <= 10) expect([claim, got]).toEqual([claim, want]);
          else expect([want, 'uncertain']).toContain(got);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a relation true in decimal but not in the base is never called true, and the reverse never false', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 9 }), fc.integer({ min: 1, max: 300 }), fc.integer({ min: 1, max: 300 }), (base, x, y) => {
        // Digits that fit the base read as decimal numbers: the decimal sum is what a misreading would accept.
        const [a, b] = [x, y].map((n) => n.toString(base));
        const decimalSum = String(Number(a) + Number(b));
        const truth = parseInt(decimalSum, base) === x + y && /^[0-9]+$/.test(decimalSum) && [...decimalSum].every((d) => Number(d) < base);
        const got = verdict(`In base ${base}, ${a} + ${b} = ${decimalSum}.`);
        expect(got).not.toBe(truth ? 'false' : 'true');
      }),
      { numRuns: 200 },
    );
  });
});

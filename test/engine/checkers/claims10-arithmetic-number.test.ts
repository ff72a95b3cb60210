// Short-claim forms of issue 22 (claims set 10: arithmetic and number theory): digit sums and last
// digits of powers, remainders told as packing and dealing, divisor counts told as rectangles and
// equal groups, squares between bounds, the next multiple, a composite shown by its factors, "just
// over / slightly below k", "falls short of", "k-th part of the way from a to b", composed Unicode
// fractions, a lone table row, a bracketed correction, a price through a discount and a tax. A table
// of phrasings (right, wrong, and near-misses that must stay uncertain where a convention matters)
// and generated variants checked against plain arithmetic.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Case, verdict } from '../../helpers/short-claims.js';

const divisorCount = (n: number): number => Array.from({ length: n }, (_, i) => i + 1).filter((d) => n % d === 0).length;

describe('digits of powers', () => {
  const cases: Case[] = [
    ['2^19 has digit sum 29.', 'true'],
    ['The digits of 7⁹ add up to 28.', 'true'],
    ['Add up the digits of 7^6 and you get 37.', 'false'],
    ['The digit sum of 3^8 is 18.', 'true'],
    ['The last two digits of 9^26 are 51.', 'false'],
    ['The last two digits of 7^51 are 43.', 'true'],
    ['9 to the power 41 ends in …09.', 'true'],
    ['3 to the power 35 ends in ...07.', 'true'],
    // Fewer digits than named, or a number shorter than the digits: not read.
    ['The last two digits of 7^51 are 3.', 'uncertain'],
    ['The last three digits of 7 are 007.', 'uncertain'],
  ];
  it.each(cases)('%s → %s', (s, want) => expect(verdict(s)).toBe(want));

  it('agrees with the digits of generated powers', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 9 }), fc.integer({ min: 5, max: 40 }), fc.integer({ min: -2, max: 2 }), (b, e, off) => {
        const digits = (BigInt(b) ** BigInt(e)).toString();
        const sum = [...digits].reduce((a, d) => a + Number(d), 0);
        expect(verdict(`${b}^${e} has digit sum ${sum + off}.`)).toBe(off === 0 ? 'true' : 'false');
        const last = digits.slice(-2);
        const other = String((Number(last) + 1 + Math.abs(off)) % 100).padStart(2, '0');
        expect(verdict(`The last two digits of ${b}^${e} are ${off === 0 ? last : other}.`)).toBe(off === 0 ? 'true' : 'false');
      }),
      { numRuns: 60 },
    );
  });
});

describe('number facts told as stories', () => {
  const cases: Case[] = [
    ['If you pack 723 marbles into bags of 6, 3 marbles are left over.', 'true'],
    ['If you pack 1,482 marbles into bags of 8, 4 marbles are left over.', 'false'],
    ['Packing 50 eggs into boxes of 12 leaves 2 eggs over.', 'true'],
    ['Dealing 547 cards so that each of 13 players gets the same number, as many as possible, leaves 3 cards undealt.', 'false'],
    ['Sharing 100 sweets equally among 7 children leaves 2 sweets.', 'true'],
    // A count congruent to the remainder but larger packs fewer than it could: not settled.
    ['If you pack 723 marbles into bags of 6, 9 marbles are left over.', 'uncertain'],
    ['72 can be arranged as a rectangle of whole rows in 12 ways (counting 1 × 72 and 72 × 1 separately).', 'true'],
    ['72 can be arranged as a rectangle of whole rows in 6 ways (counting 1 × 72 and 72 × 1 once).', 'true'],
    ['72 can be arranged as a rectangle of whole rows in 7 ways.', 'false'],
    // Without the gloss, 12 (ordered) and 6 (unordered) are both readings.
    ['72 can be arranged as a rectangle of whole rows in 12 ways.', 'uncertain'],
    ['You can split 96 sweets into equal groups with no remainder using 12 different group sizes (1 and 96 included).', 'true'],
    ['You can split 96 sweets into equal groups with no remainder using 11 different group sizes (1 and 96 included).', 'false'],
    ['You can split 96 sweets into equal groups using 10 different group sizes.', 'uncertain'],
    ['Exactly seventeen square numbers lie between 273 and 1,103.', 'true'],
    ['There are 8 perfect squares between 221 and 515.', 'true'],
    ['There are 9 perfect squares between 221 and 515.', 'false'],
    // An end that is a square counts or not by convention.
    ['There are 3 perfect squares between 4 and 16.', 'uncertain'],
    ['There are 5 perfect squares between 4 and 16.', 'false'],
    ['The smallest multiple of 18 above 1,006 is 1,008.', 'true'],
    ['The first multiple of 29 after 1,945 is 1,973.', 'false'],
    ['The largest multiple of 7 below 100 is 98.', 'true'],
    // "Above" a multiple may or may not take the number itself.
    ['The smallest multiple of 8 above 424 is 424.', 'uncertain'],
    ['2773 looks prime, but it\'s 47 × 59.', 'true'],
    ['2773 looks prime, but it\'s 47 × 61.', 'false'],
  ];
  it.each(cases)('%s → %s', (s, want) => expect(verdict(s)).toBe(want));

  it('agrees with n mod d, divisor counts and next multiples for generated numbers', () => {
    fc.assert(
      fc.property(fc.integer({ min: 20, max: 3000 }), fc.integer({ min: 2, max: 15 }), fc.integer({ min: 0, max: 3 }), (n, d, off) => {
        const r = n % d;
        const said = (r + off) % d;
        expect(verdict(`If you pack ${n} marbles into bags of ${d}, ${said} marbles are left over.`)).toBe(said === r ? 'true' : 'false');
        const k = divisorCount(n);
        expect(verdict(`${n} can be arranged as a rectangle of whole rows in ${k + off} ways (counting 1 × ${n} and ${n} × 1 separately).`)).toBe(off === 0 ? 'true' : 'false');
        const next = n % d === 0 ? n + d : n + d - (n % d);
        if (n % d !== 0) expect(verdict(`The smallest multiple of ${d} above ${n} is ${next + off * d}.`)).toBe(off === 0 ? 'true' : 'false');
      }),
      { numRuns: 60 },
    );
  });
});

describe('arithmetic said by what it means', () => {
  const cases: Case[] = [
    ['The square root of 61 is a bit more than 8.', 'false'],
    ['√51 is just under 7.', 'false'],
    ['$\\sqrt{397}$ is slightly below 20.', 'true'],
    ['The square root of 123 is a bit more than 11.', 'true'],
    // On the right side but farther than the number rounds: how far "a bit" reaches is not settled.
    ['The square root of 143 is a bit more than 11.', 'uncertain'],
    ['28² falls short of 5⁴', 'false'],
    ['5⁴ falls short of 28²', 'true'],
    ['Add twenty-six to twenty-two and the total is forty-eight.', 'true'],
    ['A third of the way from 19 to 70 is 36.', 'true'],
    ['A third of the way from 19 to 70 is 33.', 'false'],
    ['Going three quarters of the way from 25 up to 73 lands on 61.', 'true'],
    ['⅘ + ⅔ = ²²⁄₁₅', 'true'],
    ['⅓ + ⅚ = ⁷⁄₅', 'false'],
    ['| 42 + 33 | 75 |', 'true'],
    ['| 60 × 95 | 5,702 |', 'false'],
    // A lone dash between two whole numbers may be a score.
    ['| 2 - 1 | 3 |', 'uncertain'],
    ['The product 40 × 26 is 1,040 (not 1,080, as the worksheet says).', 'true'],
    ['The product 40 × 26 is 1,080 (not 1,040, as the worksheet says).', 'false'],
    ['The worksheet says 40 × 26 = 1,080.', 'uncertain'],
    ['Spelled out: twenty-eight times twelve equals three hundred thirty-six.', 'true'],
    ['A $80 jacket at 20% off, plus 5% sales tax, costs $67.20.', 'true'],
    ['A $80 jacket at 20% off, plus 5% sales tax, costs $64.00.', 'false'],
    ['With 10% off and then 20% VAT added, a £120 coat ends up at £108.00.', 'false'],
    // The tax reckoned on the price before the discount is another convention.
    ['A $80 jacket at 20% off, plus 5% sales tax, costs $68.00.', 'uncertain'],
    // Half a cent from the result: rounding either way.
    ['A $61 coat at 10% off, plus 5% sales tax, costs $57.65.', 'uncertain'],
  ];
  it.each(cases)('%s → %s', (s, want) => expect(verdict(s)).toBe(want));

  it('decides generated "a bit more / less than k" for square roots only where the reading is settled', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 2000 }), fc.integer({ min: -2, max: 2 }), fc.boolean(), (n, dk, over) => {
        const root = Math.sqrt(n);
        const k = Math.round(root) + dk;
        if (k < 1 || Number.isInteger(root)) return;
        const got = verdict(`The square root of ${n} is a bit ${over ? 'more' : 'less'} than ${k}.`);
        const rightSide = over ? root > k : root < k;
        if (!rightSide) expect(got).toBe('false');
        else if (Math.abs(root - k) < 0.5) expect(got).toBe('true');
        else expect(got).toBe('uncertain');
      }),
      { numRuns: 80 },
    );
  });

  it('agrees with a + f·(b − a) for generated fractions of the way', () => {
    const parts: [string, number][] = [['A third', 1 / 3], ['Two thirds', 2 / 3], ['A quarter', 1 / 4], ['Three quarters', 3 / 4], ['A fifth', 1 / 5]];
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4 }), fc.integer({ min: -50, max: 100 }), fc.integer({ min: 1, max: 40 }), fc.integer({ min: -1, max: 1 }), (p, a, steps, off) => {
        const [word, f] = parts[p]!;
        const b = a + steps * 60; // a span every part divides
        const point = a + Math.round(f * (b - a));
        expect(verdict(`${word} of the way from ${a} to ${b} is ${point + off}.`)).toBe(off === 0 ? 'true' : 'false');
      }),
      { numRuns: 60 },
    );
  });

  it('agrees with price × (1 − d) × (1 + t) for generated discounts and taxes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 500 }), fc.constantFrom(5, 10, 15, 20, 25, 30), fc.constantFrom(5, 8, 10, 20), fc.integer({ min: -1, max: 1 }), (price, d, t, off) => {
        // price × (1 − d/100)(1 + t/100), in ten-thousandths of a dollar, exactly.
        const exact = price * (100 - d) * (100 + t);
        if (exact % 100 === 50) return; // half a cent: rounds either way
        const stated = ((Math.round(exact / 100) + off * 137) / 100).toFixed(2);
        const together = (price * (100 - d + t)) / 100;
        const got = verdict(`A $${price} coat at ${d}% off, plus ${t}% sales tax, costs $${stated}.`);
        if (off === 0) expect(got).toBe('true');
        else if (Math.abs(Number(stated) - together) < 0.005) expect(got).toBe('uncertain');
        else expect(got).toBe('false');
      }),
      { numRuns: 60 },
    );
  });
});

describe('Python values in code spans', () => {
  const cases: Case[] = [
    ["In Python, `int('152', 8)` returns 106.", 'true'],
    ["In Python, `int('152', 8)` returns 96.", 'false'],
    ["In Python, `int('120221', 3)` returns 429.", 'false'],
    ["Python's hex(49) is '0x31'.", 'true'],
    ["Python's hex(49) is '0x30'.", 'false'],
    ["bin(5) returns '0b101'", 'true'],
    ['`>>> 471 - 45` prints `426`', 'true'],
    ['`>>> 471 - 45` prints `427`', 'false'],
    // A digit that does not fit raises an error; another case or no prefix is another string; division differs between Pythons.
    ["In Python, `int('19', 8)` returns 17.", 'uncertain'],
    ["Python's hex(31) is '0x1F'.", 'uncertain'],
    ['hex(49) is 31', 'uncertain'],
    ['`>>> 7 / 2` prints `3.5`', 'uncertain'],
  ];
  it.each(cases)('%s → %s', (s, want) => expect(verdict(s)).toBe(want));

  it('agrees with the digits in the base for generated int() calls', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 16 }), fc.integer({ min: 1, max: 100000 }), fc.integer({ min: -2, max: 2 }), (b, n, off) => {
        // A negative return ("returns -1") or hex digits of one ("0x-1") are no reading of a
        // non-negative numeral: rightly left unread (failed on some seeds with n = 1, off = -2).
        fc.pre(n + off >= 0);
        expect(verdict(`In Python, \`int('${n.toString(b)}', ${b})\` returns ${n + off}.`)).toBe(off === 0 ? 'true' : 'false');
        expect(verdict(`Python's hex(${n}) is '0x${(n + off).toString(16)}'.`)).toBe(off === 0 ? 'true' : 'false');
      }),
      { numRuns: 60 },
    );
  });
});


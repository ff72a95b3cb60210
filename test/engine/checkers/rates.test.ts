// Arithmetic told about a subject (issue 22, short claims 3; rates.ts): speeds from a distance and
// a time, equal groups, unit prices and equal shares. Tables of phrasings written here, then
// generated claims whose truth is computed independently with integers.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkClaim } from '../../../server/engine/checkers/index.js';
import { singular } from '../../../server/engine/checkers/rates.js';

type Case = [string, 'true' | 'false' | 'uncertain'];
const verdict = (s: string): string => checkClaim(s).verdict;

describe('rates told about a subject', () => {
  const cases: Case[] = [
    ['The train covers 180 km in 2 h, so its average speed is 90 km/h.', 'true'],
    ['The train covers 360 km in 4 h, so its average speed is 72 km/h.', 'false'],
    ['A coach that drives 120 km in 1.5 hours averages 80 km/h', 'true'],
    ['If a car travels 180 km in 2.5 hours, its mean speed is 72 km/h.', 'true'],
    ['A cyclist rides 9 km in 30 minutes, so her average speed is 18 km/h', 'true'],
    ['A runner runs 100 m in 10 s, so his speed is 36 km/h', 'true'],
    ['A car drives 60 miles in 2 hours, so it averages 30 mph', 'true'],
    ['A car drives 60 miles in 2 hours, so it averages 30 km/h', 'false'],
    ['The train covers 180 km in 2 h, so its average speed is 90 furlongs/h', 'uncertain'], // unit not read
    ['A car travelling at 60 km/h for 3 hours covers 180 km', 'true'],
    ['Driving at 60 mph for 2 hours, she covers 100 miles', 'false'],
    ['At 60 km/h, a car covers 150 km in 2.5 hours', 'true'],
    ['At 20 m/s, a cyclist covers 1 km in 50 seconds', 'true'],
    ['Apples cost $2 per kg, so 3 kg cost $6', 'true'],
    ['Apples cost $2 per kg, so 3 kg cost $7', 'false'],
    ['Apples cost $2 per kg, so 3 bags cost $6', 'uncertain'], // a bag is not a kilogram
    ['A shelf holds 24 books per row, so 5 rows hold 120 books.', 'true'],
    ['A shelf holds 24 books per row, so 5 rows hold 125 books.', 'false'],
    ['A shelf holds 24 books per row, so 5 shelves hold 120 books.', 'uncertain'], // rows are not shelves
    ['With 18 books per shelf, 17 shelves contain 306 books in total', 'true'],
    ['With 36 books per shelf, 8 shelves contain 289 books in total', 'false'],
    ['A row holds 36 seats, so 27 rows hold 972 seats.', 'true'],
    ['Each box contains 12 eggs, so 7 boxes contain 84 eggs', 'true'],
    ['Each box contains 12 eggs, so 7 boxes contain 84 apples', 'uncertain'],
    ['A pen costs $3, so 7 pens cost $21', 'true'],
    ['A pen costs $3, so 7 pens cost $24', 'false'],
    ['5 notebooks at $2.50 each cost $12.50', 'true'],
    ['At $4 per ticket, 6 tickets cost $25', 'false'],
    ['Eight lots of 56 make 448', 'true'],
    ['If 8 identical bricks weigh 2000 g, one of them weighs 250 g.', 'true'],
    ['If 6 identical tiles weigh 1920 g, one of them weighs 335 g.', 'false'],
    ['3 equal bricks have a total mass of 540 g, so each is 180 g', 'true'],
    ['If 8 bricks weigh 2000 g, one of them weighs 250 g.', 'uncertain'], // not said to be alike
    ['If 8 identical bricks weigh 2 kg, one of them weighs 250 g.', 'uncertain'], // units differ: not converted here
    ['Splitting 56 in the ratio 2:5 gives 16 and 40.', 'true'],
    ['128 shared in the ratio 3:5 gives shares of 76 and 52', 'false'],
    ['Divide 32 in the ratio 1 : 3 and the parts are 8 and 24.', 'true'],
    ['60 divided in the ratio 1:2:3 gives 10, 20 and 30', 'true'],
    ['Splitting 56 in the ratio 2:5 gives 40 and 16.', 'uncertain'], // the right parts in the other order
    ['Splitting 56 in the ratio 2:5 gives 16, 20 and 20.', 'uncertain'], // three parts for two shares
  ];
  it.each(cases)('%s → %s', (claim, want) => expect(verdict(claim)).toBe(want));

  it('reads plural nouns as their singular', () => {
    expect(['shelves', 'boxes', 'rows', 'berries', 'benches', 'bus'].map(singular)).toEqual(['shelf', 'box', 'row', 'berry', 'bench', 'bus']);
  });

  it('decides speeds, groups and prices by exact products and quotients (generated)', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 5, max: 120 }), fc.integer({ min: 1, max: 120 }), (hours, speed, claimed) => {
      const km = hours * speed;
      expect(verdict(`The bus travels ${km} km in ${hours} hours, so its average speed is ${claimed} km/h`)).toBe(String(claimed === speed));
      expect(verdict(`A bus travelling at ${speed} km/h for ${hours} hours covers ${claimed * hours} km`)).toBe(String(claimed === speed));
    }), { numRuns: 100 });
    // per ≥ 3 keeps the stated total positive: "1 crate holds -1 melons" is no claim of a count
    // (the checker rightly leaves it uncertain), and drawing it failed this property about one run in 30.
    fc.assert(fc.property(fc.integer({ min: 3, max: 60 }), fc.integer({ min: 1, max: 60 }), fc.integer({ min: -2, max: 2 }), (per, n, off) => {
      expect(verdict(`Each crate holds ${per} melons, so ${n} crates hold ${per * n + off} melons`)).toBe(String(off === 0));
      expect(verdict(`A ticket costs $${per}, so ${n} tickets cost $${per * n + off}`)).toBe(String(off === 0));
    }), { numRuns: 100 });
    fc.assert(fc.property(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1, max: 30 }), fc.integer({ min: -3, max: 3 }), (a, b, unit, off) => {
      fc.pre(a !== b);
      const [p, q] = [a * unit + off, b * unit - off];
      fc.pre(p > 0 && q > 0); // a share is a positive amount
      expect(verdict(`${(a + b) * unit} shared in the ratio ${a}:${b} gives ${p} and ${q}`)).toBe(off === 0 ? 'true' : p === b * unit && q === a * unit ? 'uncertain' : 'false');
    }), { numRuns: 100 });
    fc.assert(fc.property(fc.integer({ min: 2, max: 20 }), fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 }), (n, each, claimed) => {
      expect(verdict(`If ${n} identical boxes weigh ${n * each} kg, one of them weighs ${claimed} kg`)).toBe(String(claimed === each));
    }), { numRuns: 100 });
  });
});

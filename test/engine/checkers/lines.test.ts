// Lines, sequences and composed functions in short claims (issue 22, short claims 3; lines.ts).
// Tables of phrasings written here, then generated claims whose truth is computed independently
// (plain number arithmetic on small integers, where every value is exact).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkClaim } from '../../../server/engine/checkers/index.js';

type Case = [string, 'true' | 'false' | 'uncertain'];
const verdict = (s: string): string => checkClaim(s).verdict;
const signed = (k: number): string => (k < 0 ? `− ${-k}` : `+ ${k}`);
const neg = (k: number): string => (k < 0 ? `−${-k}` : `${k}`);

describe('lines', () => {
  const cases: Case[] = [
    ['The slope between (1, 2) and (3, 8) is 3', 'true'],
    ['Through (−6, 5) and (6, 29), the slope m = 2.', 'true'],
    ['Through (−6, 5) and (6, 29), the slope m = −1/2.', 'false'],
    ['The gradient of the segment joining (0, 0) and (4, 2) is 1/2', 'true'],
    ['The slope between (2, 1) and (2, 7) is 0', 'uncertain'], // vertical: no slope
    ['A line parallel to y = 4x + 2 has slope 4', 'true'],
    ['A line perpendicular to y = −2x + 1 has slope 1/2', 'true'],
    ['A line perpendicular to y = −2x + 1 has slope 2.', 'false'],
    ['Any line perpendicular to 2x + 3y = 6 has gradient 3/2', 'true'],
    ['The slope of a line parallel to 2x + 3y = 6 is −2/3', 'true'],
    ['A line perpendicular to y = 5 has slope 0', 'uncertain'], // it is vertical
    ['A line perpendicular to x = 3 has slope 0', 'true'],
    ['The line y = 5x + 8 crosses the x-axis at x = −8/5', 'true'],
    ['The line y = −3x − 3 crosses the x-axis at x = 1', 'false'],
    ['The line y = x/2 − 1 crosses the y-axis at −1', 'true'],
    ['The graph of y = 2x + 1 meets the y-axis at (0, 2)', 'false'],
    ['3x + 4y = 12 cuts the y-axis at (0, 3)', 'true'],
    ['The x-intercept of 3x + 4y = 12 is 4', 'true'],
    ['2x − y = 6 has x-intercept 2', 'false'],
    ['The line y = 4 crosses the x-axis at x = 0', 'uncertain'], // parallel to it
    ['(2, 7) lies on y = 3x + 1', 'true'],
    ['The point (1, 1) lies on the line 2x + y = 5', 'false'],
    ['The line 2x + y = 5 passes through (1, 3)', 'true'],
    ['(2, 7) is on the graph of y = x² + 3', 'true'],
    ['The parabola y = x² − 4x passes through (1, 3)', 'false'],
    ['(0, 1) lies on y = 1/x', 'uncertain'], // not defined at 0
    ['The line with slope 5 through (4, −4) is y = 5x − 24.', 'true'],
    ['The line with slope 3 through (1, 8) is y = 3x + 11.', 'false'],
    ['A line of gradient 2 passing through (−2, −6) has equation y = −2x − 2.', 'false'],
    ['The line through (0, 1) with slope −1 is x + y = 1', 'true'],
    ['The distance between (1, −2) and (−8, 10) is 15.', 'true'],
    ['The points (4, 2) and (1, −2) are 5 units apart', 'true'],
    ['The points (−2, −2) and (−10, −17) are 289 units apart', 'false'],
    ['The distance from (0, 0) to (4, 5) is √41', 'true'],
    ['The distance from (0, 0) to (3, 6) is 3√5', 'true'],
    ['The distance from (0, 0) to (3, 6) is 2√5', 'false'],
    ['The midpoint of (2, 4) and (6, 10) is (4, 7)', 'true'],
    ['The midpoint of the segment from (−1, 3) to (5, 0) is (2, 1)', 'false'],
    ['y = x² − 12x + 39 has its minimum at (6, 3)', 'true'],
    ['y = x² + 4x − 4 has its minimum at (−2, −4)', 'false'],
    ['y = −x² + 2x has its minimum at (1, 1)', 'false'], // opens downward: a maximum
    ['y = −x² + 2x has its maximum at (1, 1)', 'true'],
  ];
  it.each(cases)('%s → %s', (claim, want) => expect(verdict(claim)).toBe(want));

  it('decides two-point slopes as the difference quotient (generated)', () => {
    const small = fc.integer({ min: -20, max: 20 });
    fc.assert(fc.property(small, small, small, small, fc.integer({ min: -6, max: 6 }), (x1, y1, x2, y2, claimed) => {
      fc.pre(x1 !== x2);
      const holds = (y2 - y1) === claimed * (x2 - x1);
      expect(verdict(`The slope between (${neg(x1)}, ${neg(y1)}) and (${neg(x2)}, ${neg(y2)}) is ${neg(claimed)}`)).toBe(String(holds));
    }), { numRuns: 150 });
  });

  it('decides axis crossings, points on lines and distances (generated)', () => {
    const small = fc.integer({ min: -12, max: 12 });
    fc.assert(fc.property(small, small, small, small, (m, b, px, py) => {
      fc.pre(m !== 0);
      // y = m x + b crosses the y-axis at b.
      expect(verdict(`The line y = ${m}x ${signed(b)} crosses the y-axis at ${neg(px)}`)).toBe(String(px === b));
      expect(verdict(`(${neg(px)}, ${neg(py)}) lies on y = ${m}x ${signed(b)}`)).toBe(String(py === m * px + b));
      const d2 = px * px + py * py;
      const d = Math.round(Math.sqrt(d2));
      expect(verdict(`The distance between (0, 0) and (${neg(px)}, ${neg(py)}) is ${d}`)).toBe(String(d * d === d2));
    }), { numRuns: 150 });
  });
});

describe('sequences', () => {
  const cases: Case[] = [
    ['a_25 = 129 for the sequence 9, 14, 19, 24, …', 'true'],
    ['The 15th term of −1, 2, 5, 8, … is −12.', 'false'],
    ['The 15th term of −1, 2, 5, 8, … is 41', 'true'],
    ['The geometric sequence 5, 15, 45, 135, ... has 10935 as its 8th term.', 'true'],
    ['The geometric sequence 2, 4, 8, 16, ... has 2048 as its 10th term.', 'false'],
    ['The 6th term of the geometric sequence 81, 27, 9, … is 1/3', 'true'],
    ['64 is the 7th term of 1, 2, 4, 8, …', 'true'],
    ['The 5th term of 1, 2, 4, … is 16', 'uncertain'], // three unnamed terms fit many rules
    ['The 5th term of the arithmetic sequence 1, 2, 4, … is 7', 'uncertain'], // not arithmetic
    ['The sum of the first 6 terms of the geometric sequence 3, 6, 12, … is 189', 'true'],
    ['The sum of the first 6 terms of 3, 6, 12, 24, … is 190', 'false'],
    ['S_10 = 155 for the sequence 2, 5, 8, 11, …', 'true'],
    ['The first 4 terms of the geometric sequence 1, 1/2, 1/4, … add up to 15/8', 'true'],
    ['The sum of the first 5 terms of 1, 2, 4, … is 31', 'uncertain'], // three unnamed terms
  ];
  it.each(cases)('%s → %s', (claim, want) => expect(verdict(claim)).toBe(want));

  it('decides n-th terms of arithmetic and geometric sequences (generated)', () => {
    fc.assert(fc.property(fc.integer({ min: -30, max: 30 }), fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1, max: 40 }), fc.integer({ min: -2, max: 2 }), (a, d, n, off) => {
      const terms = [0, 1, 2, 3].map((i) => neg(a + i * d)).join(', ');
      const t = a + (n - 1) * d + off;
      expect(verdict(`The ${n}th term of ${terms}, … is ${neg(t)}`)).toBe(String(off === 0));
    }), { numRuns: 150 });
    fc.assert(fc.property(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 2, max: 4 }), fc.integer({ min: 1, max: 12 }), fc.boolean(), (a, r, n, right) => {
      const terms = [0, 1, 2].map((i) => String(a * r ** i)).join(', ');
      const t = a * r ** (n - 1) + (right ? 0 : 1);
      expect(verdict(`The geometric sequence ${terms}, ... has ${t} as its ${n}th term`)).toBe(String(right));
      // The sum by adding the terms one by one.
      const sum = Array.from({ length: n }, (_, i) => a * r ** i).reduce((x, y) => x + y, 0) + (right ? 0 : 1);
      expect(verdict(`The sum of the first ${n} terms of the geometric sequence ${terms}, … is ${sum}`)).toBe(String(right));
    }), { numRuns: 100 });
  });
});

describe('composed functions', () => {
  const cases: Case[] = [
    ['With f(x) = 4x + 3, g(x) = x² − 3: (f ∘ g)(−1) = −5', 'true'],
    ['With f(x) = 2x − 2, g(x) = x² − 3: (f ∘ g)(0) = −8.', 'true'],
    ['If f(x) = 5x + 3 and g(x) = x² + 3, then f(g(3)) = 327.', 'false'],
    ['If f(x) = 5x + 3 and g(x) = x² + 3, then f(g(3)) = 63', 'true'],
    ['If f(x) = 5x + 3 and g(x) = x² + 3, then g(f(1)) = 67', 'true'],
    ['If f(x) = 1/x and g(x) = x − 2, then f(g(2)) = 0', 'uncertain'], // f is not defined at 0
    ['If f(x) = 5x + 3, then f(h(3)) = 3', 'uncertain'], // h is not defined here
  ];
  it.each(cases)('%s → %s', (claim, want) => expect(verdict(claim)).toBe(want));

  it('evaluates f(g(a)) inside out (generated)', () => {
    const small = fc.integer({ min: -9, max: 9 });
    fc.assert(fc.property(small, small, small, small, fc.boolean(), (p, q, c, a, right) => {
      fc.pre(p !== 0); // "0x" is no way to write a function
      const value = p * (a * a + c) + q + (right ? 0 : 1);
      expect(verdict(`If f(x) = ${p}x ${signed(q)} and g(x) = x² ${signed(c)}, then f(g(${neg(a)})) = ${neg(value)}`)).toBe(String(right));
    }), { numRuns: 150 });
  });
});

// New short-claim forms (issue 22): named sequences and counts, Roman numerals, clock times and
// weekday steps. Each form has a table of phrasings written here and generated variants checked
// against an independent computation.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkClaim } from '../../../server/engine/checkers/index.js';

type Case = [string, 'true' | 'false' | 'uncertain'];
const verdict = (s: string): string => checkClaim(s).verdict;

describe('number forms', () => {
  const cases: Case[] = [
    ['The 10th triangular number is 55', 'true'],
    ['The twelfth triangular number is 79', 'false'],
    ['66 is the 11th triangular number', 'true'],
    ['The sum of the squares from 1 to 4 is 30', 'true'],
    ['The sum of the cubes from 1 to 3 is 35', 'false'],
    ['Summing the squares from 2 to 3 gives 13', 'true'],
    ['There are 10 ways to choose 2 books from 5', 'true'],
    ['There are 20 ways to pick 3 from 6', 'true'],
    ['The number of ways to choose 2 people from 4 is 8', 'false'],
    ['7 choose 3 is 35', 'true'],
    ['14 of the numbers 1 to 100 are divisible by 7', 'true'],
    ['15 of the integers from 1 to 100 are multiples of 7', 'false'],
    // 7 and 70 are both multiples of 7: "from 7 to 70" counts 10 with its ends and 8 without.
    ['10 of the numbers 7 to 70 are divisible by 7', 'uncertain'],
    ['There are 3 multiples of 4 between 1 and 15', 'true'],
    ['12 and 18 have a common factor greater than 1', 'true'],
    ['8 and 15 share a common divisor larger than 1', 'false'],
    ['91 is divisible by 7, and by no smaller prime', 'true'],
    ['91 is divisible by 13, and by no smaller prime', 'false'],
    ['1,000 is a perfect cube (10³)', 'true'],
    ['1,001 is a perfect cube (10³)', 'false'],
    ['144 is a perfect square (13^2)', 'false'],
    ['0x1F equals 31', 'true'],
    ['0b101 is 6', 'false'],
    ['Adding the digits of 1,234 gives 10', 'true'],
    ['Adding the first 4 odd numbers gives 16', 'true'],
    ['F(7) = 13 when F(1) = F(2) = 1', 'true'],
    ['F(7) = 13, where F(0) = 0 and F(1) = 1', 'true'],
    ['F(7) = 21 when F(1) = F(2) = 1', 'false'],
    ['F(7) = 21 when F(0) = F(1) = 1', 'uncertain'],
    ['MMXXIV is 2024', 'true'],
    ['XLIX equals 51', 'false'],
    ['1999 in Roman numerals is MCMXCIX', 'true'],
    ['The Roman numeral IX stands for 9', 'true'],
    ['IIII is 4', 'uncertain'],
    ['mix is 1009', 'uncertain'],
    ['The units digit of $7^{2}$ is 9', 'true'],
  ];
  it.each(cases)('%s → %s', (given, want) => {
    // LaTeX is read into plain text by the statement reader; checkClaim sees its rendering.
    const text = given.replace(/\$(\d+)\^\{(\d+)\}\$/, '$1 ^( $2)');
    expect(verdict(text)).toBe(want);
  });

  it('triangular numbers, sums of squares, binomials and Roman numerals agree with a direct count', () => {
    const roman = (n: number): string => {
      const t: [number, string][] = [[1000, 'M'], [900, 'CM'], [500, 'D'], [400, 'CD'], [100, 'C'], [90, 'XC'], [50, 'L'], [40, 'XL'], [10, 'X'], [9, 'IX'], [5, 'V'], [4, 'IV'], [1, 'I']];
      let s = '';
      for (const [v, r] of t) while (n >= v) { s += r; n -= v; }
      return s;
    };
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 1, max: 9 }), fc.integer({ min: 2, max: 3999 }), fc.boolean(), (n, off, r, right) => {
        const t = (n * (n + 1)) / 2;
        expect(verdict(`The ${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'} triangular number is ${right ? t : t + off}`)).toBe(String(right));
        let sq = 0;
        for (let i = 1; i <= n; i++) sq += i * i;
        expect(verdict(`The sum of the squares from 1 to ${n} is ${right ? sq : sq + off}`)).toBe(String(right));
        const k = Math.min(off, n);
        let c = 1;
        for (let i = 0; i < k; i++) c = (c * (n - i)) / (i + 1);
        expect(verdict(`There are ${right ? c : c + off} ways to choose ${k} items from ${n}`)).toBe(String(right));
        expect(verdict(`${roman(r)} is ${right ? r : r + off}`)).toBe(roman(r).length > 1 ? String(right) : 'uncertain');
      }),
      { numRuns: 60 },
    );
  });
});

describe('clock times and weekday steps', () => {
  const cases: Case[] = [
    ['6:35 PM is 18:35 in 24-hour time', 'true'],
    ['12:10 AM is 00:10', 'true'],
    ['12:10 PM corresponds to 00:10', 'false'],
    ['9:15 a.m. corresponds to 21:15', 'false'],
    ['6:35 is 18:35', 'uncertain'],
    ['A shift from 22:00 to 23:45 lasts 105 minutes', 'true'],
    ['The lecture from 13:10 to 14:00 lasts 1 h 10 min', 'false'],
    ['From 2:00 PM to 4:30 PM is 150 minutes', 'true'],
    ['From 2:00 to 4:30 is 150 minutes', 'uncertain'],
    ['A film from 23:00 to 01:00 lasts 120 minutes', 'uncertain'],
    ['2 hours 30 minutes after 22:45 it is 01:15', 'true'],
    ['45 minutes before 00:30 it is 23:45', 'true'],
    ['18:20 plus 2 h 50 min is 21:20', 'false'],
    ['10:00 plus 1 h is 11:00', 'uncertain'],
    ['10 days after a Monday is a Thursday', 'true'],
    ['3 days before a Monday is a Thursday', 'false'],
    ['Starting on a Sunday, 14 days later it is Sunday', 'true'],
    ['If today is a Friday, then 100 days from now is a Sunday', 'true'],
    ['If 1 January 2024 is a Monday, then 1 January 2025 is a Wednesday', 'true'],
    ['If 1 January 2024 is a Monday, then 1 January 2025 is a Tuesday', 'false'],
    // The supposition is false (1 January 2024 was a Monday): what follows from it is not decided.
    ['If 1 January 2024 is a Sunday, then 1 January 2025 is a Tuesday', 'uncertain'],
    ['1 January 2024 was a Monday, so 1 January 2025 was a Wednesday', 'true'],
    ['1 January 2024 was a Tuesday, so 1 January 2025 was a Thursday', 'false'],
  ];
  it.each(cases)('%s → %s', (given, want) => expect(verdict(given)).toBe(want));

  it('clock arithmetic agrees with minutes modulo a day', () => {
    const show = (m: number): string => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1439 }), fc.integer({ min: 1, max: 600 }), fc.integer({ min: 1, max: 90 }), fc.boolean(), (start, d, off, right) => {
        const end = (start + d + (right ? 0 : off)) % 1440;
        const dur = `${Math.floor(d / 60)} h ${d % 60} min`;
        // Times from 10:00 to 12:59 may be 12-hour times without AM/PM: with no other sign of a 24-hour clock the claim stays open.
        const open = [start, end].every((m) => m >= 600 && m < 780);
        expect(verdict(`${show(start)} plus ${dur} is ${show(end)}`)).toBe(open ? 'uncertain' : String(right));
        if (start + d < 1440 && ![start, start + d].every((m) => m >= 600 && m < 780)) expect(verdict(`A meeting from ${show(start)} to ${show(start + d)} lasts ${right ? d : d + off} minutes`)).toBe(String(right));
      }),
      { numRuns: 80 },
    );
  });

  it('weekday steps agree with counting days', () => {
    const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 1, max: 6 }), fc.boolean(), (a, n, off, right) => {
        const b = (a + n + (right ? 0 : off)) % 7;
        expect(verdict(`${n} days after a ${days[a]} is a ${days[b]}`)).toBe(String(right));
      }),
      { numRuns: 80 },
    );
  });
});

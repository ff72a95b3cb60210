// Short-claim forms of issue 22 (claims set 5): ISO weeks, centuries, the length of any common or
// leap year, a weekday set before a date, a holiday with its date after the year, operations on a
// date, noon and midnight, spans into the next day. Each form has a table of phrasings written
// here (right, wrong, and near-misses that must stay uncertain) and generated variants checked
// against an independent computation (JavaScript's own UTC calendar).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkClaim } from '../../../server/engine/checkers/index.js';

type Case = [string, 'true' | 'false' | 'uncertain'];
const verdict = (s: string): string => checkClaim(s).verdict;
const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const DAY = 86_400_000;
const utc = (y: number, m: number, d: number): Date => {
  const t = new Date(Date.UTC(2000, m - 1, d));
  t.setUTCFullYear(y);
  return t;
};
const spell = (t: Date): string => `${t.getUTCDate()} ${MONTH_NAMES[t.getUTCMonth()]} ${t.getUTCFullYear()}`;

/** ISO week by its textbook definition: the week number of the Thursday of the date's week, counted from that year's 1 January. */
function isoWeekUtc(t: Date): [number, number] {
  const thursday = new Date(t.getTime() + (3 - ((t.getUTCDay() + 6) % 7)) * DAY);
  const y = thursday.getUTCFullYear();
  return [y, Math.floor((thursday.getTime() - utc(y, 1, 1).getTime()) / DAY / 7) + 1];
}

describe('calendar: ISO weeks, centuries, kinds of year', () => {
  const cases: Case[] = [
    ['4 January 2021 is in ISO week 1 of 2021', 'true'],
    ['1 January 2016 belongs to ISO week 53 of 2015', 'true'],
    ['1 January 2016 falls in ISO week 1 of 2016', 'false'],
    ['29 December 2025 is in ISO week 1 of 2026', 'true'],
    // Without the ISO year, week 1 of the next year is not the week the claim names.
    ['29 December 2025 is in ISO week 1', 'uncertain'],
    ['15 June 2022 is in ISO week 24', 'true'],
    ['The year 1066 is in the 11th century', 'true'],
    ['2024 is in the 21st century', 'true'],
    ['1812 was in the 18th century', 'false'],
    ['1900 is in the 19th century', 'uncertain'],
    ['There are 525,600 minutes in a common year', 'true'],
    ['There are 8,760 hours in a leap year', 'false'],
    ['A non-leap year is 52 weeks and 1 day', 'true'],
    ['Every leap year has 366 days', 'true'],
    ['A common year has 366 days', 'false'],
    ['A leap year is 52 weeks', 'false'],
    ['A leap year is long', 'uncertain'],
  ];
  it.each(cases)('%s → %s', (given, want) => expect(verdict(given)).toBe(want));

  it('ISO weeks agree with the week of the Thursday, computed on the UTC calendar', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2200 }), fc.integer({ min: 0, max: 365 }), fc.integer({ min: -1, max: 1 }), (y, k, off) => {
        const t = new Date(utc(y, 1, 1).getTime() + k * DAY);
        const [iy, w] = isoWeekUtc(t);
        const claimed = Math.max(1, w + off);
        expect(verdict(`${spell(t)} is in ISO week ${claimed} of ${iy}`)).toBe(String(claimed === w));
      }),
      { numRuns: 150 },
    );
  });

  it('centuries: year y is in century ⌈y/100⌉, a year ending in 00 stays open', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3000 }), fc.integer({ min: -1, max: 1 }), (y, off) => {
        const c = Math.floor((y - 1) / 100) + 1 + off;
        if (c < 1) return;
        const suffix = c % 100 >= 11 && c % 100 <= 13 ? 'th' : ['th', 'st', 'nd', 'rd'][c % 10] ?? 'th';
        expect(verdict(`The year ${y} is in the ${c}${suffix} century`)).toBe(y % 100 === 0 ? 'uncertain' : String(off === 0));
      }),
      { numRuns: 120 },
    );
  });
});

describe('calendar: weekdays in apposition, holidays with their date, operations on a date, clock names', () => {
  const cases: Case[] = [
    ['Three days after Monday 1 January 2024 is Thursday 4 January 2024', 'true'],
    ['Three days after Monday 1 January 2024 is 5 January 2024', 'false'],
    // A date named with the wrong weekday names no date.
    ['Three days after Tuesday 1 January 2024 is 4 January 2024', 'uncertain'],
    ['Christmas Eve 2030 (24 December) is a Tuesday', 'true'],
    ['Christmas Eve 2030 (24 December) is a Wednesday', 'false'],
    ["New Year's Day 2027 (January 1) falls on a Friday", 'true'],
    // A parenthesised date that is not the holiday's own names nothing.
    ['Halloween 2030 (1 November) is a Friday', 'uncertain'],
    ['Adding 2 weeks to 25 December 2023 gives 8 January 2024', 'true'],
    ['Subtracting 1 year from 29 March 2020 gives 29 March 2019', 'true'],
    ['Adding 5 days to 28 February 2023 gives 4 March 2023', 'false'],
    ['In 2023, the 100th day of the year was 10 April', 'true'],
    ['In 2024, the 100th day of the year was 10 April', 'false'],
    ['12:00 AM is midnight', 'true'],
    ['12:00 PM is noon', 'true'],
    ['00:00 is noon', 'false'],
    ['12:00 is noon', 'uncertain'],
    ['13:45 in 24-hour time is 1:45 PM', 'true'],
    ['A bus leaving at 23:15 and arriving at 01:05 the next day takes 1 h 50 min', 'true'],
    ['A ferry departing at 21:00 and arriving at 03:30 the following morning travels for 6 h', 'false'],
    ['A bus leaving at 9:15 and arriving at 11:05 takes 1 h 50 min', 'uncertain'],
  ];
  it.each(cases)('%s → %s', (given, want) => expect(verdict(given)).toBe(want));

  it('a weekday in apposition is read only when it is the date’s own (UTC weekday)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1800, max: 2200 }), fc.integer({ min: 0, max: 365 }), fc.integer({ min: 1, max: 60 }), fc.integer({ min: 0, max: 6 }), (y, k, n, dow) => {
        const from = new Date(utc(y, 1, 1).getTime() + k * DAY);
        const to = new Date(from.getTime() + n * DAY);
        const own = from.getUTCDay() === dow;
        expect(verdict(`${n} days after ${DAY_NAMES[dow]} ${spell(from)} is ${spell(to)}`)).toBe(own ? 'true' : 'uncertain');
      }),
      { numRuns: 120 },
    );
  });

  it('spans into the next day agree with minute arithmetic', () => {
    fc.assert(
      // An evening departure (13:00 or later) is a 24-hour time, so neither time names two times of day.
      fc.property(fc.integer({ min: 780, max: 1439 }), fc.integer({ min: 0, max: 1439 }), fc.integer({ min: -30, max: 30 }), (a, b, off) => {
        const hhmm = (t: number) => `${String(Math.floor(t / 60)).padStart(2, '0')}:${String(t % 60).padStart(2, '0')}`;
        const span = b + 1440 - a + off;
        if (span <= 0) return;
        expect(verdict(`A flight leaving at ${hhmm(a)} and landing at ${hhmm(b)} the next day is in the air for ${Math.floor(span / 60)} h ${span % 60} min`)).toBe(String(off === 0));
      }),
      { numRuns: 120 },
    );
  });
});

describe('arithmetic: a percentage of a thing whose value the noun phrase names', () => {
  const cases: Case[] = [
    ['A $120 coat at 25% off costs $90', 'true'],
    ['A $120 coat at 25% off costs $95', 'false'],
    ['A €60 ticket with 10% off sells for €54', 'true'],
    ['After a 10% raise, a $2,500 salary becomes $2,750', 'true'],
    ['After a 20% discount, a $45 book costs $35', 'false'],
    ['After a 15% cut, the 200 dollars budget is 170 dollars', 'true'],
    ['A rent rising from $800 to $880 is a 10% increase', 'true'],
    ['A stock falling from $40 to $30 is a 25% decrease', 'true'],
    ['A stock falling from $40 to $30 is a 30% decrease', 'false'],
    // The verb and the numbers disagree: the claim contradicts itself.
    ['A stock rising from $40 to $30 is a 25% decrease', 'uncertain'],
    ['An 8% sales tax on a $50 meal adds $4', 'true'],
    ['A 15% tip on a $60 bill comes to $8', 'false'],
    ['A 20% deposit on a $1,500 sofa is $300', 'true'],
    // A whole number beside a value that is not one may be its rounding.
    ['A 7% tax on a $15 lunch adds $1', 'uncertain'],
  ];
  it.each(cases)('%s → %s', (given, want) => expect(verdict(given)).toBe(want));

  it('discounts, raises and taxes agree with integer arithmetic in cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 1, max: 99 }), fc.integer({ min: 0, max: 2 }), fc.integer({ min: -3, max: 3 }), (price, p, form, off) => {
        // Prices in whole dollars times 100 keep every percentage of them a whole number of cents.
        const x = price * 100;
        const cents = form === 0 ? x * (100 - p) : form === 1 ? x * (100 + p) : x * p; // hundredths of a cent
        const stated = cents / 100 + off * 100; // cents, off by whole dollars
        const money = (c: number) => `$${Math.floor(c / 100)}${c % 100 ? `.${String(c % 100).padStart(2, '0')}` : ''}`;
        const claim = form === 0 ? `A ${money(x)} lamp at ${p}% off costs ${money(stated)}` : form === 1 ? `After a ${p}% raise, a ${money(x)} salary becomes ${money(stated)}` : `A ${p}% sales tax on a ${money(x)} purchase adds ${money(stated)}`;
        if (stated <= 0) return;
        expect(verdict(claim)).toBe(String(off === 0));
      }),
      { numRuns: 150 },
    );
  });
});

describe('the change between two amounts keeps its older phrasings', () => {
  const cases: Case[] = [
    ['Going from 150 to 210 is a 40% increase', 'true'],
    ['A change from 40 to 16 is a 55% decrease', 'false'],
    ['A rise from 1200 to 1296 is an increase of 8%', 'true'],
  ];
  it.each(cases)('%s → %s', (given, want) => expect(verdict(given)).toBe(want));
});

// Short-claim forms of issue 22 (claims set 10), algebra, units and calendar: maps and images,
// "any x beyond k", word problems, implicit products in identities, a method named as a label;
// money at a stated rate, fuel and electricity costs, siunitx, a unit named by its article,
// apposition between quantities, "just over a pound", sums of durations; clocks with UTC offsets,
// Unix timestamps, spans between weekdays, ordinal words, a month that "ends on", holidays by rule.
// A table of phrasings (right, wrong, near-misses that must stay uncertain) and generated variants
// checked against exact arithmetic and JavaScript's Date.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Case, verdict } from '../../helpers/short-claims.js';

const table = (cases: Case[]) => it.each(cases)('%s → %s', (claim, want) => expect(verdict(claim)).toBe(want));
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const hhmm = (m: number) => `${String(Math.floor((((m % 1440) + 1440) % 1440) / 60)).padStart(2, '0')}:${String((((m % 1440) + 1440) % 1440) % 60).padStart(2, '0')}`;
const utc = (o: number) => (o === 0 ? 'UTC' : `UTC${o < 0 ? '−' : '+'}${Math.abs(o)}`);

describe('algebra: identities, maps, any x beyond k, word problems', () => {
  table([
    ['18x² + 6x = 6x(3x + 1)', 'true'],
    ['14x² − 16x = 2x(7x − 7)', 'false'],
    ['Completing the square: x^2 + 12x + 13 = (x + 6)² − 23', 'true'],
    ['Completing the square: x^2 − 16x + 12 = (x − 8)² + 20', 'false'],
    ['f(x) = 4x + 4 maps −5 to −16', 'true'],
    ['f(x) = 4x + 4 maps −5 to −4', 'false'],
    ['g(t) = t^2 − 1 sends 3 to 8', 'true'],
    ['Under f(x) = 5x + 1, the image of −5 is −24', 'true'],
    ['Under f(x) = −5x + 7, the image of 2 is −45', 'false'],
    ['x ↦ 3x − 1 sends 2 to 5', 'true'],
    ['x ↦ 3x − 1 sends 2 to 6', 'false'],
    ['Any x greater than 7 satisfies 2x − 9 > 5', 'true'],
    ['Any x greater than 2 satisfies 2x + 3 > 9', 'false'],
    ['Every x > 9 makes 6x − 2 bigger than 40', 'true'],
    ['Every x less than 1 makes 3x − 5 negative', 'true'],
    ['Every x at least 4 makes 2x − 8 positive', 'false'], // x = 4 gives 0
    ['Twice a number, plus 9, is 55, so the number is 23', 'true'],
    ['Twice a number, plus 4, is 20, so the number is 9', 'false'],
    ['Four times a number, plus 15, is 111, so the number is 24', 'true'],
    ['If two times a number increased by 15 gives 59, the number must be 21', 'false'], // 22 or 14.5: neither
    ['If two times a number increased by 15 gives 59, the number must be 22', 'uncertain'], // 2n + 15 or 2(n + 15)
    ['Three times a number, minus 4, is 11, so the number is 5', 'true'],
    ['Substituting x = 3 makes x^2 − 9 vanish', 'true'],
    ['Substituting x = 5 makes x^2 + x − 20 vanish', 'false'],
    ['For 9x − 8 = 7x + 16, x comes out as 12', 'true'],
    ['For 9x − 8 = 7x + 16, x comes out as 11', 'false'],
    ['The answer is **x = 10** (from 3x + 1 = 2x + 11)', 'true'],
    ['Solving `5x - 2 = 2x + 1` gives `x = 1`', 'true'],
    ['Solving `7x + 7 = 5x + 5` gives `x = 1`', 'false'],
    ['Set `x = 1` and run it', 'uncertain'], // a line of a program
    ['Solving `x - 2 = 1` gives `x = 3`', 'uncertain'], // no implicit product: may be code
    // Near-misses: a function letter before a bracket, a number that is not said, a weaker "if … then".
    ['f(x) = 4x + 4 maps the interval to −4', 'uncertain'],
    ['Twice a number is large, so the number is 9', 'uncertain'],
    ['If x > 9, then 6x − 2 > 40', 'uncertain'],
  ]);

  it('"k times a number, plus b, is c" agrees with solving k·n + b = c', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 9 }), fc.integer({ min: 1, max: 40 }), fc.integer({ min: -20, max: 40 }), fc.integer({ min: -2, max: 2 }), (k, b, n, off) => {
        const claim = `${k} times a number, plus ${b}, is ${k * n + b}, so the number is ${n + off}`;
        expect(verdict(claim)).toBe(off === 0 ? 'true' : 'false');
      }),
      { numRuns: 40 },
    );
  });

  it('"f(x) = ax + b maps t to c" agrees with evaluation', () => {
    fc.assert(
      fc.property(fc.integer({ min: -9, max: 9 }).filter((a) => a !== 0), fc.integer({ min: -9, max: 9 }), fc.integer({ min: -9, max: 9 }), fc.integer({ min: -3, max: 3 }), (a, b, t, off) => {
        const claim = `f(x) = ${a}x ${b < 0 ? '−' : '+'} ${Math.abs(b)} maps ${t} to ${a * t + b + off}`;
        expect(verdict(claim)).toBe(off === 0 ? 'true' : 'false');
      }),
      { numRuns: 40 },
    );
  });

  it('"any x greater than k satisfies ax + b > c" is true exactly when k is at least the bound', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9 }), fc.integer({ min: -9, max: 9 }), fc.integer({ min: -9, max: 9 }), fc.integer({ min: -5, max: 5 }), (a, b, bound, shift) => {
        const claim = `Any x greater than ${bound + shift} satisfies ${a}x ${b < 0 ? '−' : '+'} ${Math.abs(b)} > ${a * bound + b}`;
        expect(verdict(claim)).toBe(shift >= 0 ? 'true' : 'false');
      }),
      { numRuns: 40 },
    );
  });
});

describe('units: money at a rate, costs, siunitx, articles, apposition, just over, durations', () => {
  table([
    ['At 1 EUR = 0.85 GBP, 50.00 EUR is 42.50 GBP', 'true'],
    ['At 1 EUR = 0.85 GBP, 50.00 EUR is 45.20 GBP', 'false'],
    ['With the rate at 1.27 USD per GBP, changing 1,000.00 GBP gets you 1,270.00 USD', 'true'],
    ['With the rate at 1.27 USD per GBP, changing 1,000.00 GBP gets you 12,700.00 USD', 'false'],
    ['Rate 1 EUR → 0.94 CHF; 80.00 EUR converts to 75.20 CHF', 'true'],
    ['At 1 EUR = 0.85 GBP, 42.50 GBP is 50.00 EUR', 'true'], // the other way
    ['At 1 EUR = 0.8571 GBP, 50.00 EUR is 42.86 GBP', 'uncertain'], // 42.855 rounded or cut: the convention is not said
    ['At 1 EUR = 0.85 GBP, 50.00 EUR is 42.50 CHF', 'uncertain'], // another currency
    ['Filling a 40-litre tank at €1.47 per litre costs €58.80', 'true'],
    ['Filling a 60-litre tank at £1.74 per litre costs £1044.00', 'false'],
    ['Running a 2.5 kW kettle-style load for 6 h, at 32 ¢/kWh, costs $4.80', 'true'],
    ['A 0.5 kW heater running for 6 hours at 30p per kWh costs £0.90', 'true'],
    ['A 0.5 kW heater running for 6 hours at 30p per kWh costs £9.00', 'false'],
    ['A 1500 W heater running for 30 minutes at 20p per kWh costs £0.15', 'true'],
    ['A 0.5 kW heater running for 6 hours at 30p per kWh costs $0.90', 'uncertain'], // pence and dollars
    ['\\SI{7.4}{\\centi\\metre} = \\SI{74}{\\milli\\metre}', 'true'],
    ['\\SI{3.3}{\\kilo\\gram} = \\SI{330}{\\gram}', 'false'],
    ['$\\qty{4.9}{\\centi\\metre} = \\qty{49}{\\milli\\metre}$', 'true'],
    ['A yard is shorter than a metre', 'true'],
    ['An inch is longer than 2.6 cm', 'false'],
    ['A US gallon holds more than 4 litres', 'false'],
    ['A 5K is longer than 3 miles', 'true'],
    ['Set to 75℃ — that\'s 167℉', 'true'],
    ['Set to 105℃ — that\'s 225℉', 'false'],
    ['A reading of 145 degrees Celsius is 293 degrees Fahrenheit on the other scale', 'true'],
    ['100 kilocalories (thermochemical) = 418.4 kilojoules', 'true'],
    ['500 grams is just over one pound', 'true'],
    ['350 grams is just over one pound', 'false'],
    ['At 460 g, the steak weighs a little over 1 lb', 'true'],
    ['A 500 g bag of flour is a bit more than a pound', 'true'],
    ['2 kg is just over a pound', 'uncertain'], // over, but not "just"
    ['2 h 14 min + 0 h 46 min = 3 h 0 min', 'true'],
    ['1 h 33 min + 4 h 47 min = 6 h 30 min', 'false'],
    ['Legs of 3 h 37 min and 2 h 53 min make 6 h 30 min of travel in total', 'true'],
    ['Legs of 3 h 14 min and 2 h 52 min make 5 h 6 min of travel in total', 'false'],
    ['The difference of 3 h and 2 h is 1 h', 'uncertain'], // not a sum
    ['Filling a 60-litre tank that is half full at £1.74 per litre costs £52.20', 'uncertain'], // the amount is not the tank's
    ['A 2 kW heater running for 6 hours a day at 20p per kWh costs £2.40', 'uncertain'], // per day, for how many days
    ['Easter (first Sunday of April) falls on April 6 in 2025', 'uncertain'], // a rule in brackets that is no federal rule
    ['In 2041, Memorial Day (first Monday of May) is on the 6th of May', 'uncertain'], // the wrong rule in brackets
  ]);

  it('an amount changed at a stated rate agrees with exact cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 50, max: 200 }), fc.integer({ min: 1, max: 500 }), fc.integer({ min: -3, max: 3 }), (rateCents, whole, off) => {
        const rate = (rateCents / 100).toFixed(2);
        const cents = whole * rateCents; // whole units × rate in cents
        fc.pre(cents + off * 100 > 0);
        const stated = ((cents + off * 100) / 100).toFixed(2);
        expect(verdict(`At 1 EUR = ${rate} GBP, ${whole}.00 EUR is ${stated} GBP`)).toBe(off === 0 ? 'true' : 'false');
      }),
      { numRuns: 40 },
    );
  });

  it('a sum of hours and minutes agrees with integer minutes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9 }), fc.integer({ min: 0, max: 59 }), fc.integer({ min: 0, max: 9 }), fc.integer({ min: 0, max: 59 }), fc.integer({ min: -2, max: 2 }), (h1, m1, h2, m2, off) => {
        const total = h1 * 60 + m1 + h2 * 60 + m2 + off * 10;
        fc.pre(total >= 0);
        expect(verdict(`${h1} h ${m1} min + ${h2} h ${m2} min = ${Math.floor(total / 60)} h ${total % 60} min`)).toBe(off === 0 ? 'true' : 'false');
      }),
      { numRuns: 40 },
    );
  });
});

describe('calendar: clocks with UTC offsets, timestamps, weekday spans, ordinals, holidays', () => {
  table([
    ['01:00 UTC = 21:00 UTC−4', 'true'],
    ['01:00 UTC = 22:00 UTC−4', 'false'],
    ['A call at 14:00 (UTC+3) is at 13:00 for someone on UTC+2', 'true'],
    ['When it\'s 19:00 in UTC+3, it\'s 02:00 in UTC+10', 'true'],
    ['When it\'s 11:00 in UTC−8, it\'s 02:30 in UTC+5:30', 'false'],
    ['When it\'s 11:00 in UTC−8, it\'s 00:30 in UTC+5:30', 'true'],
    ['At 23:45 on Wednesday 3 December 2031 in UTC−6, it is already 05:45 on Thursday 4 December 2031 in UTC', 'true'],
    ['Wednesday 15 October 2036, 22:00 (UTC−7) is Friday 17 October 2036, 07:00 in UTC+2', 'false'],
    ['Wednesday 15 October 2036, 22:00 (UTC−7) is Thursday 16 October 2036, 07:00 in UTC+2', 'true'],
    ['Tuesday 15 October 2036, 22:00 (UTC−7) is Thursday 16 October 2036, 07:00 in UTC+2', 'false'], // 15 October 2036 is a Wednesday
    // Two moments, not one: never compared.
    ['A flight leaves at 14:00 UTC+3 and lands at 13:00 UTC+2', 'uncertain'],
    ['The meeting at 14:00 UTC+3 is 2 hours before 18:00 UTC+5', 'uncertain'],
    ['The timestamp 1,416,689,081 is a moment on 22 November 2014, UTC', 'true'],
    ['The timestamp 48,595,333 is a moment on 16 July 1972, UTC', 'false'],
    ['The timestamp 48,595,333 is a moment on 16 July 1972', 'uncertain'], // no zone named
    ['`date -u -d @1260456654` prints a date of 10 December 2009', 'true'],
    ['`date -u -d @1260456654` prints a date of 11 December 2009', 'false'],
    ['`date -d @1260456654` prints a date of 10 December 2009', 'uncertain'], // the machine's zone
    ['From 10:00 on Tuesday to 18:00 on Thursday of the same week is 56 hours', 'true'],
    ['From 10:00 on Friday to 12:00 on Saturday of the same week is 50 hours', 'false'],
    ['The shop ran from Wednesday at 14:00 until Saturday at 9:00, a stretch of 67 hours', 'true'],
    ['The shop ran from Friday at 9:00 until Saturday at 9:00, a stretch of 0 hours', 'false'],
    ['From 10:00 on Tuesday to 18:00 on Thursday is 57 hours', 'false'],
    ['From Tuesday at 10:00 until the match on Thursday at 18:00 is 56 hours', 'uncertain'], // another noun between: not read
    ['The hundredth day of 2045 is April 10, 2045', 'true'],
    ['The hundredth day of 2045 is April 11, 2045', 'false'],
    ['The sixtieth day of 1996 is February 29, 1996', 'true'],
    ['The twenty-first day of 2045 is January 21, 2045', 'true'],
    ['The 292nd day of 1905 was 20 October', 'false'], // digits as written: the 19th
    ['Day 150 of 2027 — counting 1 January as day 1 — is May 30, 2027', 'true'],
    ['In 2025, February runs to the 29th', 'false'],
    ['February 1900 ends on the 28th', 'true'],
    ['February 2020 ends on the 28th', 'false'],
    ['Labor Day in the US (first Monday of September) falls on September 7 in 2043', 'true'],
    ['In 2024, Mother\'s Day in the US (second Sunday of May) is on the 12th of May', 'true'],
    ['In 2045, US Thanksgiving (fourth Thursday of November) is on the 22nd of November', 'false'],
    ['In 2041, Memorial Day (last Monday of May) is on the 28th of May', 'false'],
    ['In 2041, Memorial Day is on the 27th of May', 'true'],
    ['In 2024, Mother\'s Day is on the 12th of May', 'uncertain'], // other countries keep it on other days
    ['In 1960, Memorial Day is on the 30th of May', 'uncertain'], // before the Monday rule
  ]);

  it('a clock time read at another offset agrees with modular arithmetic', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1439 }), fc.integer({ min: -12, max: 14 }), fc.integer({ min: -12, max: 14 }), fc.integer({ min: -2, max: 2 }), (t, o1, o2, off) => {
        const t2 = t - o1 * 60 + o2 * 60 + off * 60;
        expect(verdict(`When it's ${hhmm(t)} in ${utc(o1)}, it's ${hhmm(t2)} in ${utc(o2)}`)).toBe(off === 0 ? 'true' : 'false');
      }),
      { numRuns: 40 },
    );
  });

  it('a Unix timestamp falls on the UTC date Date gives', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100000, max: 4000000000 }), fc.integer({ min: -1, max: 1 }), (s, off) => {
        const d = new Date((s + off * 86400) * 1000);
        expect(verdict(`The timestamp ${s} is a moment on ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}, UTC`)).toBe(off === 0 ? 'true' : 'false');
      }),
      { numRuns: 40 },
    );
  });

  it('the hours between two weekday times agree with the week', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 23 }), fc.integer({ min: 1, max: 150 }), fc.integer({ min: -3, max: 3 }), (d1, h1, span, off) => {
        fc.pre(span + off > 0);
        const end = d1 * 24 + h1 + span;
        const [d2, h2] = [Math.floor(end / 24) % 7, end % 24];
        const claim = `From ${h1}:00 on ${DAYS[d1]} to ${h2}:00 on ${DAYS[d2]} is ${span + off} hours`;
        expect(verdict(claim)).toBe(off === 0 ? 'true' : 'false');
      }),
      { numRuns: 40 },
    );
  });
});

// Short-claim forms of issue 22 (claims set 12, the commonest phrasings of assistants): chat openers
// and closers around a claim, a span of dates asked and answered, `a % b` as a remainder, a
// percentage change with what changed named, a pack priced per item, a speed over a time in hours
// and minutes, a count of days from "today". A table of phrasings (right, wrong, and near-misses that
// must stay uncertain) and generated variants checked against exact arithmetic.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Case, verdict } from '../../helpers/short-claims.js';

describe('chat frames: openers and closers assert nothing', () => {
  const cases: Case[] = [
    ["Here's the answer: The mean of 2, 3, 10, 18 and 37 is 16.", 'false'],
    ["Here's the answer: The mean of 2, 3, 10, 18 and 37 is 14.", 'true'],
    ['Here is the result: 12 × 12 = 144.', 'true'],
    ['Happy to help! $\\sqrt[3]{1000} = 10$', 'true'],
    ['Glad to help: $\\sqrt[3]{1000} = 9$', 'false'],
    ['Great question! 199 is a prime number.', 'true'],
    ['Excellent question. 91 is a prime number.', 'false'],
    ['Quick answer: 17 × 3 = 51', 'true'],
    ['1 US gallon ≈ 3.785 L. Let me know if you need anything else.', 'true'],
    ['12 × 12 = 144. Hope that helps!', 'true'],
    ['12 × 12 = 145. I hope this helps.', 'false'],
    ['Sure! 10 / 4 = 2.5. Let me know if you have any other questions.', 'true'],
    // A frame alone is no claim; "=" after a closer is still a short claim's, exact.
    ['Happy to help!', 'uncertain'],
    ['Hope that helps!', 'uncertain'],
    ['10 / 3 = 3.3. Hope that helps!', 'false'],
    // Words after the frame that are not a claim stay unread; a closer that says more is not a frame.
    ["Here's the answer: he is tall.", 'uncertain'],
    ['12 × 12 = 144. Hope that helps with the tiling of your 12 by 12 floor!', 'uncertain'],
  ];
  it.each(cases)('%s → %s', (given, want) => expect(verdict(given)).toBe(want));

  it('an opener or a closer leaves the product as it is', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 999 }), fc.integer({ min: 2, max: 999 }), fc.integer({ min: -2, max: 2 }), fc.constantFrom("Here's the answer: ", 'Happy to help! ', 'Great question! ', ''), fc.constantFrom(' Hope that helps!', ' Let me know if you need anything else.', ''), (a, b, off, opener, closer) => {
        expect(verdict(`${opener}${a} × ${b} = ${a * b + off}.${closer}`)).toBe(String(off === 0));
      }),
    );
  });
});

describe('a span of dates asked and answered', () => {
  const cases: Case[] = [
    ['How many days from 1992-01-20 to 1992-06-02? 144 days.', 'false'],
    ['How many days from 1992-01-20 to 1992-06-02? 134 days.', 'true'],
    ['Great question! How many days from 2001-05-19 to 2001-11-14? 179 days.', 'true'],
    ['How many days from 27 April 1996 to 10 November 1996? 197 days.', 'true'],
    ['How many days are there between 1 March 2020 and 1 April 2020? 31', 'true'],
    ['How many weeks from 1 March 2020 to 5 April 2020? 5 weeks.', 'true'],
    // Another unit in the answer, a year left out, a date written day/month or month/day.
    ['How many days from 1 March 2020 to 1 April 2020? 31 weeks', 'uncertain'],
    ['How many days from 1 March to 1 April? 31 days.', 'uncertain'],
    ['How many days from 03/04/2020 to 04/04/2020? 31 days.', 'uncertain'],
  ];
  it.each(cases)('%s → %s', (given, want) => expect(verdict(given)).toBe(want));

  it('the count of days between two ISO dates is the difference of their day numbers', () => {
    const day = 86_400_000;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), fc.integer({ min: 1, max: 400 }), fc.integer({ min: -1, max: 1 }), (start, span, off) => {
        const iso = (t: number) => new Date(Date.UTC(1970, 0, 1) + t * day).toISOString().slice(0, 10);
        expect(verdict(`How many days from ${iso(start)} to ${iso(start + span)}? ${span + off} days.`)).toBe(String(off === 0));
      }),
      { numRuns: 50 },
    );
  });
});

describe('a percent sign between whole numbers with a stated value is the remainder', () => {
  const cases: Case[] = [
    ['966 % 13 is 9', 'false'],
    ['966 % 13 is 4', 'true'],
    ['606877 % 6 = 1', 'true'],
    ['Sure! 17 % 5 = 2', 'true'],
    ['17 % 5 equals 3', 'false'],
    // "of" makes a percentage; a decimal, a value with a percent sign or a currency is not a remainder's.
    ['20 % of 50 is 10', 'true'],
    ['20 % 5 is 1.5', 'uncertain'],
    ['1.5 % 2 = 1', 'uncertain'],
    ['17 % 5 is 2 percent', 'uncertain'],
    ['17 % 5 = 2 %', 'uncertain'],
    ['$17 % 5 = 2', 'uncertain'],
  ];
  it.each(cases)('%s → %s', (given, want) => expect(verdict(given)).toBe(want));

  it('agrees with the remainder of whole numbers', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999 }), fc.integer({ min: 1, max: 999 }), fc.integer({ min: 0, max: 998 }), fc.constantFrom('is', '='), (a, b, r, verb) => {
        expect(verdict(`${a} % ${b} ${verb} ${r}`)).toBe(String(a % b === r));
      }),
    );
  });
});

describe('percentage change, unit price of a pack, speed over hours and minutes, days from today', () => {
  const cases: Case[] = [
    ['A price change from $80 to $88 is a 15% increase.', 'false'],
    ['A price change from $80 to $88 is a 10% increase.', 'true'],
    ['A price change from $50 to $25 is a 50% decrease.', 'true'],
    ['A salary rise from $40,000 to $44,000 is a 10% increase.', 'true'],
    ['A 12-pack at $15 costs $1.25 per can.', 'true'],
    ['At $7.20 for a pack of 12, that\'s $0.60 per can.', 'true'],
    ['A 6-pack for $9 is $1.60 per bottle.', 'false'],
    ['A box of 24 pens for $6 works out to 25c each.', 'true'],
    ['At £7.20 for a pack of 12, that\'s 60p each.', 'true'],
    ['Covering 112.5 km in 1 hour 15 minutes means an average speed of 100 km/h.', 'false'],
    ['Covering 112.5 km in 1 hour 15 minutes means an average speed of 90 km/h.', 'true'],
    ['Driving 150 miles in 2 hours and 30 minutes gives an average speed of 60 mph.', 'true'],
    ['Cycling 30 km in 90 minutes means an average speed of 20 km/h.', 'true'],
    ['If today is 8 February 1990, 21 days from now is 1 March 1990.', 'true'],
    ['If today is 8 February 1990, 21 days from now is 2 March 1990.', 'false'],
    ['If today is 1 March 2024, 10 days ago was 20 February 2024.', 'true'],
    // A temperature is not on a ratio scale; a price per pack or per litre is not per item; a
    // rounded unit price; 75 minutes are not a part of an hour; "tomorrow" is not the start.
    ['A temperature change from 20 to 22 is a 10% increase.', 'uncertain'],
    ['A 12-pack at $15 costs $1.25 per litre.', 'uncertain'],
    ['A 12-pack at $15 costs $1.25 per pack.', 'uncertain'],
    ['A 12-pack at $10 costs $0.83 per can.', 'uncertain'],
    ['Covering 112.5 km in 1 hour 75 minutes means an average speed of 90 km/h.', 'uncertain'],
    ['If tomorrow is 8 February 1990, 21 days from now is 1 March 1990.', 'uncertain'],
  ];
  it.each(cases)('%s → %s', (given, want) => expect(verdict(given)).toBe(want));

  it('a pack priced whole is its price over its count per item', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 48 }), fc.integer({ min: 1, max: 500 }), fc.integer({ min: -1, max: 1 }), (n, each, off) => {
        const cents = each + off;
        const dollars = (c: number) => `$${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`;
        expect(verdict(`A ${n}-pack at ${dollars(each * n)} costs ${dollars(cents)} per can.`)).toBe(String(off === 0));
      }),
    );
  });

  it('a distance over hours and minutes is the speed of the minutes added up', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9 }), fc.constantFrom(15, 30, 45), fc.integer({ min: 1, max: 120 }), fc.integer({ min: -1, max: 1 }), (h, min, speed, off) => {
        const km = (speed * (h * 60 + min)) / 60;
        expect(verdict(`Covering ${km} km in ${h} hours ${min} minutes means an average speed of ${speed + off} km/h.`)).toBe(String(off === 0));
      }),
    );
  });
});

describe('a quadratic solved with both roots, a predicate set against another', () => {
  const cases: Case[] = [
    ['Q: Solve x^2 + 4x - 12 = 0. A: x = -6 or x = 2.', 'true'],
    ['Q: Solve x^2 + 4x - 12 = 0. A: x = -6 or x = 3.', 'false'],
    ['Solve x^2 + 4x - 12 = 0. Answer: x = 2, x = -6', 'true'],
    ['Q: Solve x^2 - 2x + 1 = 0. A: x = 1 or x = 2.', 'false'],
    ['2200 is a common year, not a leap year.', 'true'],
    ['2200 is a leap year, not a common year.', 'false'],
    ['91 is a composite number, not a prime.', 'true'],
    ['97 is a composite number, not a prime number.', 'false'],
    // One root is an incomplete answer; a cubic has three; the same value twice; rounded decimals may be irrational roots.
    ['Q: Solve x^2 + 4x - 12 = 0. A: x = 2.', 'uncertain'],
    ['Q: Solve x^3 - x = 0. A: x = 0 or x = 1.', 'uncertain'],
    ['Q: Solve x^2 - 4 = 0. A: x = 2 or x = 2.', 'uncertain'],
    ['Q: Solve x^2 - 2 = 0. A: x = 1.41 or x = -1.41.', 'uncertain'],
    // The same predicate twice contradicts itself; a pronoun names nothing.
    ['2100 is a common year, not a common year.', 'uncertain'],
    ['It is a leap year, not a common year.', 'uncertain'],
  ];
  it.each(cases)('%s → %s', (given, want) => expect(verdict(given)).toBe(want));

  it('two whole roots of a monic quadratic are its solutions', () => {
    fc.assert(
      fc.property(fc.integer({ min: -20, max: 20 }), fc.integer({ min: -20, max: 20 }), fc.integer({ min: -1, max: 1 }), (r, s, off) => {
        // r + s = 0 would write "+ 0x", which is not how an equation is written (read or not, it stays uncertain).
        fc.pre(r !== s && r !== s + off && r + s !== 0);
        const b = -(r + s);
        const c = r * s;
        const eq = `x^2 ${b < 0 ? '-' : '+'} ${Math.abs(b)}x ${c < 0 ? '-' : '+'} ${Math.abs(c)} = 0`;
        expect(verdict(`Q: Solve ${eq}. A: x = ${r} or x = ${s + off}.`)).toBe(String(off === 0));
      }),
      { numRuns: 40 },
    );
  });
});

describe('a box-shaped container by its three edges holds their product', () => {
  const cases: Case[] = [
    ['A 4 m × 2 m × 1 m tank holds 8,000 liters.', 'true'],
    ['A 4 m × 2 m × 1 m tank holds 9,000 liters.', 'false'],
    ['A tank measuring 1 m by 2 m by 0.5 m has a volume of 1,000 L.', 'true'],
    ['A 13 cm × 18 cm × 2 cm box has a volume of 478 cm³.', 'false'],
    ['A 30 cm by 20 cm by 10 cm box holds 6 L.', 'true'],
    ['A fish tank measuring 50 cm x 30 cm x 40 cm holds 60 litres.', 'true'],
    // A mass is not a volume; a gallon is US or imperial; a cylinder is not a box; edges without units.
    ['A 4 m × 2 m × 1 m tank holds 8,000 kg.', 'uncertain'],
    ['A 4 m × 2 m × 1 m tank holds 2,000 gallons.', 'uncertain'],
    ['A 4 m × 2 m × 1 m cylinder holds 8,000 liters.', 'uncertain'],
    ['A 4 × 2 × 1 tank holds 8 liters.', 'uncertain'],
  ];
  it.each(cases)('%s → %s', (given, want) => expect(verdict(given)).toBe(want));

  it('agrees with the product of whole centimetres in litres', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99 }), fc.integer({ min: 1, max: 99 }), fc.integer({ min: 1, max: 99 }), fc.integer({ min: -1, max: 1 }), (a, b, c, off) => {
        // A volume is positive: a negative one is not a number the grammar reads.
        fc.pre(a * b * c + off * 1000 > 0);
        expect(verdict(`A ${a} cm × ${b} cm × ${c} cm box holds ${a * b * c + off * 1000} mL.`)).toBe(String(off === 0));
      }),
      { numRuns: 40 },
    );
  });
});

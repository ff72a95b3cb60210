// Short-claim forms of issue 22 (claims set 11), algebra, units and calendar: surds, logarithmic
// equations, sequences named by a term or a formula, variation, work at the same rate, heads and
// legs, lines through a point, cancelling; quantities related by one law, measures defined in the
// claim; countdowns, business days, events every k days, spans in years/months/days, reused
// calendars, Easter, ages in days, monthly plans, ISO weeks. A table of phrasings (right, wrong,
// near-misses that must stay uncertain) and generated variants checked against exact arithmetic
// and JavaScript's Date.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orthodoxEaster, westernEaster } from '../../../server/engine/checkers/calendar-events.js';
import { type Case, verdict } from '../../helpers/short-claims.js';

const table = (cases: Case[]) => it.each(cases)('%s → %s', (claim, want) => expect(verdict(claim)).toBe(want));
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const utcDate = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d));
const show = (t: Date) => `${DAYS[t.getUTCDay()]} ${t.getUTCDate()} ${MONTHS[t.getUTCMonth()]} ${t.getUTCFullYear()}`;
const addDays = (t: Date, n: number) => new Date(t.getTime() + n * 86_400_000);

describe('algebra: surds, logarithms, sequences', () => {
  table([
    ['Simplified, √50 + √18 is 8√2.', 'true'],
    ['In simplest radical form, √12 + √27 = 5√3', 'true'],
    ['√8 + √32 = 7√2', 'false'],
    ['Simplified, √72 is 6√2.', 'true'],
    ['√200 = 12√2', 'false'],
    ['Solving log_3(x − 1) = 4 gives x = 82.', 'true'],
    ['Solving log_5(2x + 1) = 2 gives x = 13.', 'false'],
    ['If log base 4 of x is 3/2, then x is 8.', 'true'],
    ['If log base 9 of x is 1/2, then x is 4.', 'false'],
    ['Solving log_2(x^2) = 4 gives x = 4.', 'uncertain'], // two solutions: not a linear argument
    ['In the sequence 3, 7, 11, 15, …, the number 83 is term number 21.', 'true'],
    ['In the sequence 40, 37, 34, 31, …, the number 1 is term number 13.', 'false'],
    ['The nth term of 5, 8, 11, 14, … is 3n + 2.', 'true'],
    ['For 2, 9, 16, 23, …, a formula for the nth term is 7n − 4.', 'false'],
    ['The nth term of 3, 6, 12, 24, … is 3 · 2^(n−1).', 'true'],
    ['The nth term of 5, 15, 45, 135, … is 3 · 5^(n−1).', 'false'],
  ]);
});

describe('algebra: variation, work, heads and legs, lines, cancelling', () => {
  table([
    ['y varies inversely with x; if y = 12 when x = 5, then y = 4 when x = 15.', 'true'],
    ['If y is directly proportional to x and y = 6 when x = 4, then y = 15 when x = 10.', 'true'],
    ['If y is directly proportional to x and y = 6 when x = 4, then y = 16 when x = 10.', 'false'],
    ['If y is inversely proportional to x^2 and y = 2 at x = 6, then y = 18 at x = 2.', 'true'],
    ['If 6 painters take 10 days to paint a house, 15 painters at the same rate take 4 days.', 'true'],
    ['If 4 pumps take 9 hours to drain a lake, 6 pumps at the same rate take 5 hours.', 'false'],
    ['If 6 painters take 10 days to paint a house, 15 painters take 4 days.', 'uncertain'], // the rate is not said
    ['A farm has 30 heads and 84 legs among its hens and pigs: that\'s 18 hens and 12 pigs.', 'true'],
    ['A barn has 20 heads and 56 legs among its ducks and goats: that\'s 10 ducks and 10 goats.', 'false'],
    ['The line parallel to y = 3x + 1 through (2, 5) is y = 3x − 1.', 'true'],
    ['The line through (0, 2) perpendicular to y = 4x − 7 is y = −(1/4)x + 2.', 'true'],
    ['Perpendicular to y = 2x + 5 and passing through (4, 1): y = −(1/2)x + 4.', 'false'],
    ['Through (3, 0), parallel to y = −x + 8, the line has slope −1 and y-intercept 3.', 'true'],
    ['Cancelling the common factor, (x^2 − 9) ÷ (x − 3) reduces to x + 3 (x ≠ 3).', 'true'],
    ['Cancelling the common factor, (x^2 − 9) ÷ (x − 3) reduces to x − 3 (x ≠ 3).', 'false'],
    ['Dividing by −2 reverses the sign, so 5 − 2x > 9 means x < −2.', 'true'],
    ['Dividing by 4 reverses the sign, so 4x > 8 means x < 2.', 'false'],
    ['Solving x² − 5x = −4: x = 1 or x = 4.', 'true'],
    ['Solving x² − 5x = −4: x = 1 or x = 5.', 'false'],
  ]);

  it('inverse variation: y = k/x worked from one pair', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 1, max: 30 }), fc.integer({ min: 1, max: 30 }), fc.integer({ min: -2, max: 2 }), (y1, x1, x2, off) => {
        const k = y1 * x1;
        if (k % x2 !== 0) return;
        const y2 = k / x2 + off;
        expect(verdict(`y varies inversely with x; if y = ${y1} when x = ${x1}, then y = ${y2} when x = ${x2}.`)).toBe(off === 0 ? 'true' : 'false');
      }),
    );
  });

  it('surds: a√(k²m) + b√m is (ak + b)√m', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 2, max: 9 }), fc.integer({ min: 1, max: 9 }), fc.constantFrom(2, 3, 5, 6, 7, 10, 11), fc.integer({ min: -1, max: 1 }), (a, k, b, m, off) => {
        const sum = a * k + b + off;
        if (sum <= 0) return;
        expect(verdict(`${a}√${k * k * m} + ${b}√${m} = ${sum}√${m}`)).toBe(off === 0 ? 'true' : 'false');
      }),
    );
  });

  it('heads and legs: the only whole solution', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 60 }), fc.integer({ min: 3, max: 60 }), fc.integer({ min: -2, max: 2 }), (hens, cows, off) => {
        const claim = `A farm has ${hens + cows} heads and ${2 * hens + 4 * cows} legs among its hens and cows: that's ${hens + off} hens and ${cows - off} cows.`;
        expect(verdict(claim)).toBe(off === 0 ? 'true' : 'false');
      }),
    );
  });
});

describe('units: a law applied, a measure defined', () => {
  table([
    ['A 60 W lamp on a 240 V supply draws 0.25 A.', 'true'],
    ['A 1,200 W heater on 230 V draws 6.2 A.', 'false'],
    ['12 V across 480 Ω drives 25 mA.', 'true'],
    ['A 4 mA current through a 2.2 kΩ resistor drops 8.8 V.', 'true'],
    ['A 74 Wh battery at 11.1 V is rated 6,667 mAh.', 'true'],
    ['A 3,000 mAh cell discharged at 250 mA lasts 12 h.', 'true'],
    ['A 50 Hz mains supply has a period of 20 ms.', 'true'],
    ['A 50 Hz mains supply has a period of 2 ms.', 'false'],
    ['A ferry at 18 knots covers 50 nautical miles in 2 h 30 min.', 'false'],
    ['Cycling 1 h 15 min at 24 km/h covers 30 km.', 'true'],
    ['A hose delivering 12 L/min fills a 300 L barrel in 25 min.', 'true'],
    ['3.5 L of oil at 0.92 kg/L weighs 3.22 kg.', 'true'],
    ['A 10 cm × 10 cm × 10 cm block at 2.7 g/cm³ has a mass of 2.7 kg.', 'true'],
    ['In 1 microsecond, light (299,792,458 m/s) covers about 299.8 m.', 'true'],
    ['Using 1 cup = 240 mL, 2.5 cups is 600 mL.', 'true'],
    ['If 1 tsp = 5 mL, then 7 tsp is 30 mL.', 'false'],
    ['Taking 1 lb = 454 g, a 3 lb chicken weighs 1,362 g.', 'true'],
    // Near-misses: a hidden factor, a combination, a count, a coarse given.
    ['A 60 W bulb on a 120 V supply has a resistance of 240 Ω.', 'uncertain'],
    ['Two pumps moving 500 L/min each empty an 8 m³ tank in 8 min.', 'uncertain'],
    ['A car at 60 km/h for 1 h and then 30 km/h for 2 h covers 120 km.', 'uncertain'],
    ['A 10 W device on a 9 V supply draws 1.06 A.', 'uncertain'], // 10 W, a whole given, could be 9.54 W rounded
    ['A 10 W device on a 9 V supply draws 1.5 A.', 'false'],
  ]);

  it("Ohm's law: V = IR for whole numbers, exact or off", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 999 }), fc.constantFrom(0, 1, -1), (ma, ohms, off) => {
        const volts = (ma * ohms) / 1000;
        const said = off === 0 ? volts : off > 0 ? volts * 3 : volts / 3;
        expect(verdict(`A ${ma} mA current through a ${ohms} Ω resistor drops ${+said.toPrecision(9)} V.`)).toBe(off === 0 ? 'true' : 'false');
      }),
    );
  });
});

describe('calendar: countdowns, business days, events, spans, calendars, Easter', () => {
  table([
    ["It's Monday 1 December 2025; Christmas 2025 is 24 days off.", 'true'],
    ["Today is 20 October 2026; Halloween 2026 is 12 days away.", 'false'],
    ['As of Friday 1 January 2027, there are 44 days to go until Valentine\'s Day (14 February 2027).', 'true'],
    ['Counting Monday to Friday only (no holidays), 5 business days after Friday, 3 January 2025 is Friday, 10 January 2025.', 'true'],
    ['10 working days after Monday 6 January 2025 is Monday 20 January 2025 (Mon–Fri, no holidays).', 'true'],
    ['10 working days after Monday 6 January 2025 is Monday 20 January 2025.', 'uncertain'], // the convention is not said
    ['If I feed the fish every 3 days starting Monday 6 January 2025, the 5th feeding is on Saturday 18 January 2025.', 'true'],
    ['Taking a pill every 2 days, with the first on 1 March 2024, the 15th pill falls on 29 March 2024.', 'true'],
    ['From 10 March 2020 to 25 June 2024 is 4 years, 3 months and 15 days.', 'true'],
    ['From 10 March 2020 to 25 June 2024 is 4 years, 3 months and 16 days.', 'uncertain'], // both ends counted
    ['From 10 March 2020 to 25 June 2024 is 4 years and 5 months.', 'false'],
    ['From 31 January 2020 to 1 March 2020 is 1 month and 1 day.', 'uncertain'], // a day some months lack
    ['2014 and 2025 have identical calendars.', 'true'],
    ['2016 and 2021 have the same calendars.', 'false'],
    ['The next year after 2023 with exactly the same calendar is 2034.', 'true'],
    ['Western Easter Sunday falls on March 31 in 2024.', 'true'],
    ['Good Friday 2025 (Western calendar) is on April 18.', 'true'],
    ['Easter Monday 2026 (Western) is on April 6.', 'true'],
    ['In 2024, Easter Sunday is on March 31.', 'uncertain'], // Orthodox Easter 2024 is 5 May
    ['In 2025, Easter Sunday is on April 20.', 'true'], // both churches that year
    ['Someone born 1 January 2000 turns 10,000 days old on 19 May 2027.', 'true'],
    ['She was born 5 May 1990, so on 4 May 2030 she\'s 40.', 'false'],
    ['On a payment plan starting in January 2025, the 12th monthly payment falls in December 2025.', 'true'],
    ['A 12-month lease starting in March 2027 ends in February 2028.', 'uncertain'],
    ['A 12-month lease starting in March 2027 ends in June 2028.', 'false'],
    ['18 months after July 2025 it will be January 2027.', 'true'],
    ['The Monday of ISO week 1 in 2026 is 29 December 2025.', 'true'],
    ['ISO week 10 of 2025 runs from Monday, March 3, 2025 to Sunday, March 9, 2025.', 'true'],
  ]);

  it('business days: counted one by one with Date, the start not counted', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), fc.integer({ min: 1, max: 60 }), fc.integer({ min: -1, max: 1 }), (day, n, off) => {
        const start = addDays(utcDate(2000, 1, 1), day);
        let t = start;
        for (let k = 0; k < n; ) {
          t = addDays(t, 1);
          if (t.getUTCDay() !== 0 && t.getUTCDay() !== 6) k++;
        }
        const said = addDays(t, off);
        expect(verdict(`Counting Monday to Friday only (no holidays), ${n} business days after ${show(start)} is ${show(said)}.`)).toBe(off === 0 ? 'true' : 'false');
      }),
    );
  });

  it('the n-th of events every k days is (n − 1)k days after the first', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), fc.integer({ min: 2, max: 14 }), fc.integer({ min: 2, max: 30 }), fc.integer({ min: -1, max: 1 }), (day, k, n, off) => {
        const first = addDays(utcDate(2000, 1, 1), day);
        const said = addDays(first, (n - 1) * k + off);
        expect(verdict(`If I water the plants every ${k} days starting ${show(first)}, the ${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'} watering is on ${show(said)}.`)).toBe(off === 0 ? 'true' : 'false');
      }),
    );
  });

  it('reused calendars: the same weekday on 1 January and the same length', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1600, max: 2400 }), fc.integer({ min: 1, max: 40 }), (a, gap) => {
        const b = a + gap;
        const leap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
        const same = utcDate(a, 1, 1).getUTCDay() === utcDate(b, 1, 1).getUTCDay() && leap(a) === leap(b);
        expect(verdict(`${a} and ${b} have identical calendars.`)).toBe(same ? 'true' : 'false');
      }),
    );
  });

  it('Easter: a Sunday from 22 March to 25 April, the Orthodox one on a Sunday too', () => {
    const known: [number, number, number][] = [[1961, 4, 2], [2000, 4, 23], [2008, 3, 23], [2011, 4, 24], [2019, 4, 21], [2038, 4, 25], [2285, 3, 22]];
    for (const [y, m, d] of known) expect(westernEaster(y)).toEqual({ y, m, d });
    expect(orthodoxEaster(2024)).toEqual({ y: 2024, m: 5, d: 5 });
    expect(orthodoxEaster(2021)).toEqual({ y: 2021, m: 5, d: 2 });
    fc.assert(
      fc.property(fc.integer({ min: 1583, max: 4099 }), (y) => {
        const e = westernEaster(y);
        const t = utcDate(e.y, e.m, e.d);
        expect(t.getUTCDay()).toBe(0);
        expect(e.m * 100 + e.d).toBeGreaterThanOrEqual(322);
        expect(e.m * 100 + e.d).toBeLessThanOrEqual(425);
        const o = orthodoxEaster(y);
        expect(utcDate(o.y, o.m, o.d).getUTCDay()).toBe(0);
      }),
    );
  });
});

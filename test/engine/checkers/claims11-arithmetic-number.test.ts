// Short-claim forms of issue 22 (claims set 11: arithmetic and number theory), and the reading of
// a percentage after + or − in short claims and in solutions alike (DECISIONS "A percentage after
// + or −"). Tables of phrasings (right, wrong, and near-misses that must stay uncertain) and
// generated variants checked against plain arithmetic.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyseContent } from '../../../server/engine/claims.js';
import { EXACT_CHECKERS } from '../../../server/engine/checkers/index.js';
import { type Case, verdict } from '../../helpers/short-claims.js';

describe('a percentage after + or − is a change of the number before it', () => {
  const cases: Case[] = [
    ['£254.00 bill + 18% service = £299.72', 'true'],
    ['254 + 18% = 299.72', 'true'],
    ['200 - 10% = 180', 'true'],
    ['200 − 15% = 170', 'true'],
    ['$80 + 25% = $100', 'true'],
    ['200 - 10% = 170', 'false'],
    ['What is 200 + 10%? 220', 'true'],
    ['What is 200 + 10%? 230', 'false'],
    ['200 plus 15 percent is 230', 'true'],
    // Only the literal reading (p/100) holds: the writer may have meant either.
    ['254 + 18% = 254.18', 'uncertain'],
    ['200 - 10% = 199.9', 'uncertain'],
    // A percentage after a percentage is a sum of shares.
    ['50% + 25% = 75%', 'true'],
    ['100% - 25% = 75%', 'true'],
    ['50% + 25% = 62.5%', 'false'],
    // A percentage of a number after the sign is a product, not a change.
    ['20 + 5% of 200 = 30', 'true'],
    ['20 + 5% of 200 = 50', 'false'],
  ];
  it.each(cases)('%s → %s', (s, want) => expect(verdict(s)).toBe(want));

  const solutions: Case[] = [
    ['The bill is £254. With service it is £254 + 18% = £299.72. Split 4 ways that is £299.72 / 4 = £74.93.', 'uncertain'],
    ['The bill is £254. With service it is £254 + 18% = £254.18. Split 4 ways that is £254.18 / 4 = £63.545.', 'uncertain'],
    ['The bill is £254. With service it is £254 + 18% = £290. Split 4 ways that is £290 / 4 = £72.50.', 'false'],
    ['The price was 80. After the discount it is 80 - 25% = 60. So she pays 60.', 'uncertain'],
  ];
  it.each(solutions)('in a solution: %s → %s', (s, want) => expect(verdict(s)).toBe(want));

  it('in a solution, a change read right is no finding and a wrong one is named', () => {
    const ok = analyseContent('The bill is £254. With service it is £254 + 18% = £299.72. Split 4 ways that is £299.72 / 4 = £74.93.', EXACT_CHECKERS);
    expect(ok.findings.some((f) => f.result.verdict === 'false')).toBe(false);
    const wrong = analyseContent('With service it is £254 + 18% = £290. Then it is split.', EXACT_CHECKERS);
    expect(wrong.findings.find((f) => f.result.verdict === 'false')?.result.evidence).toMatch(/299\.72/);
  });

  it('agrees with a × (1 ± p/100) on generated claims, and never calls the literal reading false', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 1, max: 99 }), fc.boolean(), fc.integer({ min: -3, max: 3 }), fc.constantFrom('short', 'solution'), (a, p, up, off, where) => {
        const change = (a * (100 + (up ? p : -p))) / 100;
        const literal = up ? a + p / 100 : a - p / 100;
        const stated = Number((change + off).toFixed(2));
        const sign = up ? '+' : '-';
        const say = (v: number) => (where === 'short' ? `${a} ${sign} ${p}% = ${v}` : `It starts at ${a}. Then ${a} ${sign} ${p}% = ${v}. So the total is ${v}.`);
        const want = where === 'short' ? (off === 0 ? 'true' : 'false') : off === 0 ? 'uncertain' : 'false';
        if (Number.isInteger(change * 100) && Math.abs(stated - literal) > 1e-9) expect(verdict(say(stated))).toBe(want);
        if (Math.abs(literal - change) > 1e-9 && Number.isInteger(literal * 100)) expect(verdict(say(Number(literal.toFixed(2))))).toBe('uncertain');
      }),
      { numRuns: 80 },
    );
  });
});

describe('number stories, lists and counts', () => {
  const cases: Case[] = [
    ['The two consecutive odd numbers that sum to 196 are 97 and 99.', 'true'],
    ['The two consecutive odd numbers that sum to 444 are 223 and 225.', 'false'],
    ['Two consecutive even numbers adding to 86 are 42 and 44.', 'true'],
    ['Three consecutive integers that add up to 540: 179, 180 and 181.', 'true'],
    ['Three consecutive integers that add up to 540: 178, 180 and 182.', 'false'],
    ['190 can be written as 47 + 143, a sum of two primes.', 'false'],
    ['100 can be written as 3 + 97, a sum of two primes.', 'true'],
    ['Ignoring order, 84 can be written as a sum of two primes in exactly 8 ways.', 'true'],
    ['Ignoring order, 40 can be written as a sum of two primes in exactly 2 ways.', 'false'],
    // Whether 3 + 37 and 37 + 3 are two ways is not said: decided only where both counts agree.
    ['40 can be written as a sum of two primes in 3 ways.', 'uncertain'],
    ['40 can be written as a sum of two primes in 4 ways.', 'false'],
    ['Written out in full, 8²⁶ is a 25-digit number.', 'false'],
    ['8^26 has 24 digits.', 'true'],
    ['How many digits does $5^{42}$ have? 30.', 'true'],
    ['How many digits does $5^{42}$ have? 31.', 'false'],
    ['20! has 19 digits.', 'true'],
    ["It's 4 o'clock now; 260 hours from now the clock will show 4 o'clock.", 'false'],
    ["It's 5 o'clock now; 193 hours from now the clock will show 6 o'clock.", 'true'],
    ["If it is 11 o'clock now, in 80 hours it will be 7 o'clock.", 'true'],
    ["50 hours before 3 o'clock it was 1 o'clock.", 'true'],
    ['One light flashes every 12 seconds and another every 16; if they flash together now, they next flash together after 48 seconds.', 'true'],
    ['Two bells ring together; one rings every 4 minutes and the other every 6 minutes, so they next ring together after 24 minutes.', 'false'],
    ['Two buses leave the depot together at 8:00; one runs every 6 minutes and the other every 26. They next leave together at 10:36.', 'false'],
    ['Two buses leave the depot together at 8:00; one runs every 6 minutes and the other every 26. They next leave together at 9:18.', 'true'],
    ['Ribbons of 24 cm and 30 cm are cut into equal pieces, as long as possible with nothing wasted: each piece is 6 cm.', 'true'],
    ['216 red and 243 blue marbles are shared into identical bags with none left over; the most bags possible is 27.', 'true'],
    ['54 red and 198 blue marbles are shared into identical bags with none left over; the most bags possible is 3.', 'false'],
    // Without "nothing left" the gcd is not what is asked.
    ['54 red and 198 blue marbles are shared into bags; the most bags possible is 18.', 'uncertain'],
    ['The third perfect number is 28.', 'false'],
    ['The first perfect number is 6.', 'true'],
    ['496 is the third perfect number.', 'true'],
    ['Primes strictly between 112 and 128: 113, 121 and 127.', 'false'],
    ['Primes strictly between 217 and 243: 223, 227, 229, 233, 239 and 241.', 'true'],
    ['There are 7 primes between 212 and 243: 217, 223, 227, 229, 233, 239 and 241.', 'false'],
    ['The primes between 265 and 297 are 269, 271, 277, 281, 283 and 293.', 'true'],
    // "between" a prime end: counted or not, the claim is one of the readings.
    ['The primes between 11 and 20 are 13, 17 and 19.', 'uncertain'],
    ['How many whole numbers from 1 to 495 (inclusive) are divisible by 4? 123.', 'true'],
    ['How many whole numbers from 1 to 366 (inclusive) are divisible by 11? 34.', 'false'],
    ['Reduced fully, 8/64 = 1/8.', 'true'],
    ['Reduced fully, 52/130 = 4/10.', 'false'],
    ['In simplest form, 20/110 is 2/11.', 'true'],
  ];
  it.each(cases)('%s → %s', (s, want) => expect(verdict(s)).toBe(want));

  it('reads a 12-hour clock face and consecutive runs as arithmetic says', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 500 }), fc.integer({ min: 0, max: 11 }), (h, n, off) => {
        const hour = ((h - 1 + n) % 12) + 1;
        const said = ((hour - 1 + off) % 12) + 1;
        expect(verdict(`It's ${h} o'clock now; ${n} hours from now the clock will show ${said} o'clock.`)).toBe(off === 0 ? 'true' : 'false');
      }),
      { numRuns: 60 },
    );
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 500 }), fc.integer({ min: 2, max: 5 }), fc.integer({ min: -1, max: 1 }), (a, k, off) => {
        const xs = Array.from({ length: k }, (_, i) => a + i);
        const sum = xs.reduce((s, x) => s + x, 0) + off;
        expect(verdict(`The ${k} consecutive integers that sum to ${sum} are ${xs.slice(0, -1).join(', ')} and ${xs.at(-1)}.`)).toBe(off === 0 ? 'true' : 'false');
      }),
      { numRuns: 40 },
    );
  });
});

describe('arithmetic stories', () => {
  const cases: Case[] = [
    ['We scored 618 points and they scored 435, so we won by 183.', 'true'],
    ['We scored 613 points and they scored 379, so we won by 244.', 'false'],
    ['The Lions scored 3 goals and the Tigers 5, so the Lions lost by 2.', 'true'],
    ['We scored 40 and they scored 52, so we won by 12.', 'false'],
    ['There are 120 cars in the car park and a quarter as many bikes, so 480 bikes.', 'false'],
    ['There are 120 cars in the car park and a quarter as many bikes, so 30 bikes.', 'true'],
    ['Jonas read 45 pages on Monday and four times as many on Tuesday, 225 pages over the two days.', 'true'],
    ['A small box holds 27 crayons and a big box holds three times as many: 81 crayons in the big box.', 'true'],
    // Without a word of total, the number may be the second amount or the total.
    ['Sofia read 40 pages on Monday and three times as many on Tuesday, 160 pages.', 'uncertain'],
    ['From smallest to largest: 0.169, 2/9, 5/16, 3/4.', 'true'],
    ['From smallest to largest: 1/5, 19%, 2/3, 73% and 8/9.', 'false'],
    ['Sorted from largest to smallest: 0.9, 0.697, 3/20, 6%.', 'true'],
    ['In ascending order: 1/3, 0.3, 0.35.', 'false'],
    ['To average 77 over 4 tests after scoring 92, 96 and 64, I need 56 on the last one.', 'true'],
    ['After 91, 90, 91, 96 and 67 in the first 5 games, a score of 93 in game 6 brings the average to exactly 88.', 'true'],
    ['My quiz scores so far are 98, 74 and 79. What do I need on the next one to average exactly 82? A 72.', 'false'],
    ['My quiz scores so far are 98, 74 and 79. What do I need on the next one to average exactly 82? A 77.', 'true'],
    ['Halving the recipe, 500 ml of milk becomes 250 ml.', 'true'],
    ['Halving the recipe, 450 ml of milk becomes 200 ml.', 'false'],
    ['Doubling the recipe, 3 eggs become 6 eggs.', 'true'],
    ['Scaling the recipe from 4 to 6 servings, 200 g of flour becomes 300 g.', 'true'],
    ["Dinner came to $86.24 and we're adding a 12.5% tip; split 2 ways, that's $48.51 each.", 'true'],
    ['The four of us split a £46.08 meal plus 25% service: £13.40 per person.', 'false'],
    ['The four of us split a £46.08 meal plus 25% service: £14.40 per person.', 'true'],
    // A cent the other way may be rounding up so that the bill is covered.
    ["Dinner came to $10.00 and we're adding a 10% tip; split 3 ways, that's $3.67 each.", 'true'],
    ["Dinner came to $10.00 and we're adding a 10% tip; split 3 ways, that's $3.66 each.", 'uncertain'],
    ['Better value: 125 g for £3.67 beats 500 g for £12.18.', 'false'],
    ['Better value: 250 g for £4.17 beats 500 g for £8.75.', 'true'],
    ['Per 100 g, the 1000 g pack (£9.79) works out cheaper than the 750 g pack (£8.54).', 'true'],
    ['£242.10 including 20% VAT is £193.68 before VAT.', 'false'],
    ['£242.10 including 20% VAT is £201.75 before VAT.', 'true'],
    ['A jacket is £32.00 after 20% off. What was it before? £40.00.', 'true'],
    ['A jacket is €103.60 after 30% off. What was it before? €134.68.', 'false'],
    ['How much is a 10% tip on $31.00? $3.10.', 'true'],
    ['A 10% tip on $31.00 is $3.50.', 'false'],
    ['A 20% service charge on £45 is £9.', 'true'],
    // A discount may name the amount off or the price left.
    ['A 5% discount on $60 is $57.', 'uncertain'],
    ['40% of 168? That comes to 67.2.', 'true'],
    ['40% of 168? That comes to 62.7.', 'false'],
  ];
  it.each(cases)('%s → %s', (s, want) => expect(verdict(s)).toBe(want));

  it('finds the score needed for generated means', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 40, max: 100 }), { minLength: 2, maxLength: 5 }), fc.integer({ min: 50, max: 95 }), fc.integer({ min: -2, max: 2 }), (scores, target, off) => {
        const need = target * (scores.length + 1) - scores.reduce((a, b) => a + b, 0);
        const list = `${scores.slice(0, -1).join(', ')} and ${scores.at(-1)}`;
        if (need + off < 0) return;
        expect(verdict(`To average ${target} over ${scores.length + 1} tests after scoring ${list}, I need ${need + off} on the last one.`)).toBe(off === 0 ? 'true' : 'false');
      }),
      { numRuns: 50 },
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CalculationReader } from '../../../server/engine/reading/calculations.js';

// Issue 22: a number is read whole or not at all.
function verdicts(content: string): string[] {
  return new CalculationReader().read(content).map((c) => c.verdict);
}

describe('numbers', () => {
  it.each([
    ['commas', '1,200 + 300 = 1,500', '1,200 + 300 = 1,600'],
    ['spaces, several groups', '2 000 000 + 1 = 2 000 001', '2 000 000 + 1 = 1 000 001'],
    ['a space next to an operator', '80 000 + 1 = 80 001', '80 000 + 1 = 80 011'],
    ['no-break spaces', '2\u00a0000 × 3 = 6\u00a0000', '2\u00a0000 × 3 = 6\u00a0600'],
    ['thin spaces', '1\u2009250 − 250 = 1\u2009000', '1\u2009250 − 250 = 1\u2009100'],
    ['apostrophes', "1'000 × 4 = 4'000", "1'000 × 4 = 4'400"],
    ['money with spaces', '$80 000 x 20/100 = $16 000', '$80 000 x 20/100 = $18 000'],
    ['decimals', '.25 × 4 = 1', '.25 × 4 = 1.5'],
    ['a mixed number', '8 x 1 1/2 = 12', '8 x 1 1/2 = 10'],
    ['number words', 'twenty-four divided by six is four', 'twenty-four divided by six is five'],
    ['hundred and', 'seven hundred and two + 8 = 710', 'seven hundred and two + 8 = 720'],
    ['a scale word', '$1.5 million + $500,000 = $2 million', '$1.5 million + $500,000 = $3 million'],
    ['a numeral in another base', '331_5 = 75 + 15 + 1 = 91', '331_5 = 75 + 15 + 2 = 91'],
    ['a numeral in another base, in LaTeX', '$1011011_2 = 64 + 16 + 8 + 2 + 1 = 91$', '$1011_{2} = 8 + 2 + 1 = 12$'],
    ['a mixed number in LaTeX', '$2\\frac{3}{8} + 1\\frac{6}{8} = 4\\frac{1}{8}$', '$2\\frac{1}{2} \\times 2 = 6$'],
    ['a compound quantity', 'So 1,000 minutes is 16 hours 40 minutes.', 'So 1,000 minutes is 16 hours 30 minutes.'],
    ['a compound quantity with "and"', '200 minutes = 3 hours and 20 minutes', '200 minutes = 3 hours and 10 minutes'],
    ['dozen, either way', '2 dozen = 2 × 12 = 24 and 66 / 12 = 5.5 dozen', '66 / 12 = 6.5 dozen'],
    ['a duration in two units, added', 'Total time = 2 h 15 min + 40 min = 2 h 55 min = 175 min.', 'Total time = 2 h 15 min + 40 min = 2 h 45 min.'],
    ['two durations in two units', 'Add the parts: 2 h 15 min + 6 h 30 min = 8 h 45 min.', 'Add the parts: 2 h 15 min + 6 h 30 min = 8 h 35 min.'],
    ['a duration whose sum is stated in hours', '3 h 30 min + 30 min = 4 h', '3 h 30 min + 30 min = 5 h'],
    ['hours as hours and minutes', '17.5 hours is 17 hours and 30 minutes.', '17.5 hours is 17 hours and 20 minutes.'],
    ['a compound quantity on the left', '8 hours 45 minutes = 8.75 hours.', '8 hours 45 minutes = 8.45 hours.'],
    ['feet and inches', '5 ft 3 in + 9 in = 6 ft', '5 ft 3 in + 9 in = 7 ft'],
    ['three parts', '1 h 2 min 3 s = 3723 s', '1 h 2 min 3 s = 3724 s'],
    ['a compound quantity in LaTeX', '$2\\text{ h } 20\\text{ min} = 2\\frac{1}{3}\\text{ h}$', '$2\\text{ h } 20\\text{ min} = 2\\frac{1}{4}\\text{ h}$'],
  ])('%s are read whole', (_name, right, wrong) => {
    expect(verdicts(right), right).toEqual(expect.arrayContaining(['true']));
    expect(verdicts(right), right).not.toContain('false');
    expect(verdicts(wrong), wrong).toContain('false');
  });

  it.each(['3,14 × 2 = 6,28', '1,5 + 1,5 = 3', '3,14 × 2 = 7,28', '$3{,}14 \\times 2 = 6{,}28$', '$3\\frac{9}{8} = 4\\frac{1}{8}$', '$3\\frac{9}{8} = 3.375$'])('a reading that depends on a convention is uncertain, never false: %s', (content) => {
    expect(verdicts(content)).toEqual(['uncertain']);
  });

  it.each([
    'Ages 18-24 = 15% of respondents.',
    'The years 1990–1995 = the boom.',
    'Call 555-123-4567 = the hotline.',
    'On 2024-01-05 = a Friday, we met.',
    'On 12/25/2024 = Christmas, we met.',
    'The train leaves at 5:30 = half past five.',
    'Mix them 3:2 = three to two.',
    'Version 1.2.3 = the latest.',
    'The score was 3-1 and then 4-2.',
    'She is 1st in line and he is 2nd.',
    'Room 12B = the lab.',
    'One part = 750 / 5 = 150 g.',
    'The integral of sin^2 x from 0 to π = π/2 - 0 = π/2.',
    'So [x^2/2 + x/3] from 0 to 1/3 = (1/9)/2 + 1/9 = 1/6.',
    'The integral from 0 to 1/2 = 1/8.',
    'F evaluated from 1 to 3/2 = 5/8.',
    '∫ from −1 to 2 = 3.',
    '$129_8 = 89$',
    'In radians the angle is \\(120^\\circ = \\frac{2\\pi}{3}\\).',
  ])('ranges, dates, times, ratios, versions and labels are not calculations: %s', (content) => {
    expect(verdicts(content)).not.toContain('false');
  });

  it('reads the value of an evaluation after its limits, and a range end that is computed', () => {
    expect(verdicts('[x^2/2] from 0 to 2 = 4/2 = 3')).toEqual(['false']);
    expect(verdicts('The price rose from 20 to 20 × 1.5 = 30.')).toEqual(['true']);
    expect(verdicts('The price rose from 20 to 20 × 1.5 = 31.')).toEqual(['false']);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 2, max: 9 }), fc.constantFrom('[x^2/2]', 'The integral', '∫', 'F(x) evaluated'), (n, d, what) => {
        // The upper limit n/d is never the left side of what the evaluation equals.
        const text = `${what} from 0 to ${n}/${d} = ${n + 1}/${d}.`;
        expect(verdicts(text), text).not.toContain('false');
      }),
      { numRuns: 100 },
    );
  });

  it('reads a glued subtraction with a larger first number as arithmetic: 95-25-50 = 20', () => {
    expect(verdicts('Ray has 95-25-50 = 20 cents left.')).toEqual(['true']);
    expect(verdicts('Ray has 95-25-50 = 19 cents left.')).toEqual(['false']);
    expect(verdicts('He paid 300-112 = 188 dollars.')).toEqual(['true']);
  });

  it('reads a grouped number whole, whatever the grouping, or refuses it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 99_999_999 }), fc.constantFrom(',', ' ', '\u00a0', '\u2009', "'"), fc.integer({ min: 1, max: 999 }), fc.integer({ min: -2, max: 2 }), (n, sep, k, off) => {
        const group = (x: number) => String(x).replace(/\B(?=(\d{3})+(?!\d))/g, sep);
        const text = `${group(n)} + ${k} = ${group(n + k + off)}`;
        const found = verdicts(text);
        // A single group with plain spaces next to an operator is grouped too; nothing is ever read in part.
        expect(found, text).toEqual([off === 0 ? 'true' : 'false']);
      }),
      { numRuns: 300 },
    );
  });

  it.each(['2 h 75 min = 195 min', 'It took 2 hours 5 times = 10 hours', 'x = 1 year = 365 days', '2 h + 30 min = 32'])('a quantity that does not fold into one unit is never read in part: %s', (content) => {
    expect(verdicts(content)).not.toContain('false');
  });

  it('reads generated durations in hours and minutes whole, whatever the spelling', () => {
    const HOURS = ['h', 'hours', 'hr'];
    const MINUTES = ['min', 'minutes', 'mins'];
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 59 }), fc.integer({ min: 1, max: 59 }), fc.nat(2), fc.nat(2), fc.boolean(), fc.constantFrom(0, 0, 5, -10, 60), (h, m, add, hu, mu, and, off) => {
        const total = h * 60 + m + add + off;
        const [H, M] = [HOURS[hu]!, MINUTES[mu]!];
        // A whole number of hours is also a rounding ("1 h 55 min = 2 h" holds to the hour), so it states only whole hours.
        const result = total % 60 === 0 && off % 60 === 0 ? `${total / 60} ${H}` : `${Math.floor(total / 60)} ${H}${and ? ' and' : ''} ${total % 60} ${M}`;
        const text = `${h} ${H}${and ? ' and' : ''} ${m} ${M} + ${add} ${M} = ${result}`;
        expect(verdicts(text), text).toEqual([off === 0 ? 'true' : 'false']);
      }),
      { numRuns: 300 },
    );
  });

  it('never reads part of an inconsistently grouped number', () => {
    for (const text of ['1,20,000 + 1 = 1', '12 34 567 + 1 = 1', "1'00 + 1 = 1", '1 234 56 + 1 = 1']) expect(verdicts(text), text).not.toContain('false');
  });
});

// Number words are looked up by own key: words that name properties of every JavaScript object
// ("constructor", "toString") once read as number words and crashed the reader (stop 33).
describe('words that are properties of every object', () => {
  it.each(['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__'])('"%s" is no number word', (word) => {
    expect(verdicts(`The ${word} laid 3 + 4 = 7 rows.`)).toEqual(['true']);
    expect(verdicts(`The ${word} laid 3 + 4 = 8 rows.`)).toEqual(['false']);
    expect(verdicts(`${word} and twenty = 20`)).toEqual([]);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CalculationReader } from '../../../server/engine/reading/calculations.js';

function read(text: string) {
  return new CalculationReader().read(text).map((c) => ({ text: text.slice(c.start, c.end), verdict: c.verdict, computed: c.computed }));
}

function only(text: string) {
  const found = read(text);
  expect(found, text).toHaveLength(1);
  return found[0]!;
}

describe('calculations inside prose', () => {
  it.each([
    ['She makes 9 * 2 = $18 every day.', '9 * 2 = $18', 'true'],
    ['2+1=4 bolts in total', '2+1=4', 'false'],
    ['He saved $15 from his allowance because 3 x 5 = 16', '3 x 5 = 16', 'false'],
    ['He paid $125,000 because 500,000 x .25 = 125,000', '500,000 x .25 = 125,000', 'true'],
    ['20% of 50 is 10', '20% of 50 is 10', 'true'],
    ['That leaves 50 divided by 4, which is 12.5 each.', '50 divided by 4, which is 12.5', 'true'],
    ['three times four is twelve', 'three times four is twelve', 'true'],
    ['8 people eat 1 1/2 rolls each, 8 x 1 1/2 = 12 rolls.', '8 x 1 1/2 = 12', 'true'],
    ['The girls paid $2.50/person * 10 people = $24.', '$2.50/person * 10 people = $24', 'false'],
    ['12 hours + 6 hours = 18 hours', '12 hours + 6 hours = 18', 'true'],
    ['It is 2^10 = 1024 bytes', '2^10 = 1024', 'true'],
    ['The total is (3 + 4) × 2 = 14.', '(3 + 4) × 2 = 14', 'true'],
    ['The profit is $80 000 x 20/100 = $16 000.', '$80 000 x 20/100 = $16 000', 'true'],
    ['5 * 4 = 20 * 2 = 40 apples', '5 * 4 = 20 * 2 = 40', 'true'],
    ['1 + 1 = 2 = 3', '1 + 1 = 2 = 3', 'false'],
    ['<<3*5=15>>15 dollars', '3*5=15', 'true'],
    ['In all 26 times in January + 78 times in February = 104 times', '26 times in January + 78 times in February = 104', 'true'],
    ['She had 180//3= 60 plums', '180//3= 60', 'true'],
    ['It went down to the 9 - 7 = 2nd floor.', '9 - 7 = 2nd', 'true'],
    ['So 100 - 25 = 75% of the price is left', '100 - 25 = 75%', 'true'],
    ['She runs 3.5 km * 2 = 7 km', '3.5 km * 2 = 7', 'true'],
  ])('%s', (sentence, text, verdict) => {
    expect(only(sentence)).toMatchObject({ text, verdict });
  });

  it('states the value a wrong result should have', () => {
    expect(only('She started paying 1/2*1200 = $602 in rent.')).toMatchObject({ verdict: 'false', computed: '600' });
    expect(only('49+47 = 98 sandwiches')).toMatchObject({ verdict: 'false', computed: '96' });
  });

  it('accepts a result rounded to the precision shown, and a whole count of a quotient', () => {
    expect(only('10 / 3 = 3.33').verdict).toBe('true');
    expect(only('Each pays $10 / 3 = $3.33').verdict).toBe('true');
    expect(only('10 / 3 = 3 full boxes').verdict).toBe('true');
    expect(only('10 / 3 = 3.4').verdict).toBe('false');
    expect(only('10 / 3 = 5 boxes').verdict).toBe('false');
    expect(only('22 / 7 ≈ 3.14').verdict).toBe('true');
    expect(only('22 / 7 is about 3.1').verdict).toBe('true');
    expect(only('22 / 7 is about 4').verdict).toBe('false');
  });

  it('reads the letter a as an unknown beside a number or an operator, and as the article elsewhere', () => {
    // "2a + b = 7" was read as "2 + b = 7", so "b = 1" broke it (issue 22).
    expect(read('We have 2a + b = 7 and a − b = 2, so a = 3 and b = 1.').map((c) => c.verdict)).not.toContain('false');
    expect(only('She bought a 5-pack and paid 3 + 2 = 6 dollars.')).toMatchObject({ verdict: 'false' });
    expect(only('It costs a dollar: 4 × 0.25 = 1')).toMatchObject({ verdict: 'true' });
  });

  it('leaves a conversion undecided when either value may be the rounded one and the readings disagree', () => {
    expect(only('Its 42.195 km = 26.2 miles.')).toMatchObject({ verdict: 'uncertain' });
    expect(only('So 2.5 hours = 151 minutes.')).toMatchObject({ verdict: 'false' });
  });

  it('checks a quotient stated with its remainder, never the quotient alone', () => {
    expect(only('So 297 ÷ 14 = 21 remainder 3 sweets each.')).toMatchObject({ text: '297 ÷ 14 = 21 remainder 3', verdict: 'true' });
    expect(only('297 / 14 = 21 R3')).toMatchObject({ verdict: 'true' });
    expect(only('297 divided by 14 gives 21 with a remainder of 3')).toMatchObject({ verdict: 'true' });
    expect(only('297 ÷ 14 = 21, remainder 4')).toMatchObject({ verdict: 'false', computed: '21 remainder 3' });
    expect(only('297 ÷ 14 = 22 r 3')).toMatchObject({ verdict: 'false' });
    expect(only('2.5 ÷ 14 = 21 remainder 3')).toMatchObject({ verdict: 'uncertain' });
  });

  it.each([
    'The meeting is on 2024-01-05 at 5:30.',
    'Call 555-1234 or 555-9876 today.',
    'Version 1.2.3 is out, replacing 1.2.2.',
    'Mix sand and cement 3:2 and wait.',
    'Children aged 3-5 are welcome.',
    'The train leaves at 5:30 and arrives at 7:45.',
    'He lives at 221 Baker Street, flat 2/3.',
    'The score was 3-1 and then 4-2.',
    'On 12/25/2024 we met.',
    'She is 1st in line and he is 2nd.',
    // The second object of a preposition is no start of a calculation ("3 km is 5000 m").
    'The sum of 2 km and 3 km is 5000 m.',
    // A number before a month name is a day of a date; "1905-292" is an ordinal date.
    '1905-292 is 19 October 1905.',
  ])('finds no calculation in "%s"', (sentence) => {
    expect(read(sentence)).toEqual([]);
  });

  it('keeps an equation with unknowns as a constraint and checks the value given later', () => {
    const r = new CalculationReader();
    expect(r.read('Let g = s + 30.')[0]).toMatchObject({ verdict: 'uncertain', unknowns: true });
    expect(r.read('3x + 5 = 35')[0]).toMatchObject({ verdict: 'uncertain', unknowns: true });
    expect(r.read('so x = 10')[0]).toMatchObject({ verdict: 'uncertain', computed: '10' });
    const wrong = new CalculationReader();
    wrong.read('3x + 5 = 35');
    expect(wrong.read('so x = 12')[0]).toMatchObject({ verdict: 'false' });
    expect(read('Thus C = 28 - 6 = 24 posters')[0]).toMatchObject({ verdict: 'false', computed: '22' });
  });

  it.each([
    ['So we round up: $42.1558 \\approx 42.2$ km.', 'true'],
    ['So we round up: $42.1558 \\approx 42.4$ km.', 'false'],
    ['Nearest ten: 3,476.582 ≈ 3,480.', 'true'],
    ['Nearest tenth: 3,476.582 ≈ 3,476.6.', 'true'],
  ])('checks a rounding stated with "≈" between two numbers: %s', (text, verdict) => {
    expect(only(text).verdict).toBe(verdict);
  });

  it('reads a case analysis as cases: an equation of the case at hand is no equation the next value must solve', () => {
    const cases = ['$p = 2$: $2p + 1 = 5$ but $4p + 1 = 9 = 3^2$, not prime.', '$p = 3$: $2p + 1 = 7$ and $4p + 1 = 13$.', '$p = 5$: $4p + 1 = 21 = 3 \\cdot 7$.'];
    const r = new CalculationReader();
    for (const line of cases) expect(r.read(line).map((c) => c.verdict), line).not.toContain('false');
    // Without a value in scope the equation is one to solve, and the value right after must solve it.
    const solve = new CalculationReader();
    solve.read('$4p + 1 = 9$.');
    expect(solve.read('So $p = 3$.')[0]).toMatchObject({ verdict: 'false' });
  });

  it('reports offsets that quote the content', () => {
    const text = 'First, 4 x 15 = 60. Then 60 + 5 = 66 in all.';
    const found = new CalculationReader().read(text, 100);
    expect(found.map((c) => text.slice(c.start - 100, c.end - 100))).toEqual(['4 x 15 = 60', '60 + 5 = 66']);
  });

  // Generated phrasings: any operator spelling, currency, units and surrounding words.
  const OPS = [
    { symbols: ['+', 'plus'], f: (a: number, b: number) => a + b },
    { symbols: ['-', 'minus'], f: (a: number, b: number) => a - b },
    { symbols: ['*', 'x', '×', 'times', 'multiplied by'], f: (a: number, b: number) => a * b },
  ];
  const RELS = ['=', 'is', 'equals', 'makes', 'is equal to', 'which is'];
  const phrasing = fc.record({
    a: fc.integer({ min: 2, max: 9999 }),
    b: fc.integer({ min: 2, max: 999 }),
    op: fc.constantFrom(...OPS),
    which: fc.nat(),
    rel: fc.constantFrom(...RELS),
    money: fc.boolean(),
    unit: fc.constantFrom('', ' apples', ' km', ' hours in total'),
    before: fc.constantFrom('', 'So ', 'She found that ', 'In all, '),
    error: fc.integer({ min: -5, max: 5 }),
  });

  it('decides generated phrasings: true when the result holds, false when it is off', () => {
    fc.assert(
      fc.property(phrasing, (p) => {
        const sym = p.op.symbols[p.which % p.op.symbols.length]!;
        const cur = p.money ? '$' : '';
        const stated = p.op.f(p.a, p.b) + p.error;
        const sentence = `${p.before}${cur}${p.a} ${sym} ${cur}${p.b} ${p.rel} ${stated < 0 ? '-' : ''}${cur}${Math.abs(stated).toLocaleString('en-US')}${p.unit}.`;
        const found = read(sentence);
        expect(found, sentence).toHaveLength(1);
        expect(found[0]!.verdict, sentence).toBe(p.error === 0 ? 'true' : 'false');
      }),
      { numRuns: 400 },
    );
  });
});

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

// Written set 3 (issue 22): how thinking models and terse solvers lay out their steps.
describe('arrows, signs and chains with unknowns', () => {
  // [content, the calculation read, its verdict]
  it.each([
    ['Sample: s² = 32/7 ≈ 4.571 ⇒ s ≈ 2.138.', 's² = 32/7 ≈ 4.571', 'uncertain'],
    ['Sample: s² = 32/7 ≈ 4.574 ⇒ s ≈ 2.138.', 's² = 32/7 ≈ 4.574', 'false'],
    ['Discriminant: \\(2^2 - 4\\cdot 5 = 16\\) ⇒ \\(\\sqrt{-16} = 4i\\).', '2^2 - 4\\cdot 5 = 16', 'false'],
    ['Two ways each ⇒ \\(10 \\cdot 10 = 110\\).', '10 \\cdot 10 = 110', 'false'],
    ['Two ways each → 10 × 10 = 100.', '10 × 10 = 100', 'true'],
    ['The rows ∴ 4 × 6 = 26.', '4 × 6 = 26', 'false'],
    ['$3 + 4 = 7 ⇒ 7 \\times 2 = 15$', '7 \\times 2 = 15', 'false'],
  ])('an arrow ends one statement and starts the next: %s', (content, text, verdict) => {
    expect(read(content)).toEqual(expect.arrayContaining([expect.objectContaining({ text, verdict })]));
  });

  it.each([
    ['so the net change is 7 − 9 = −1, and −12 + (−2) = −14.', '−12 + (−2) = −14', 'true'],
    ['and −12 + (−2) = −41', '−12 + (−2) = −41', 'false'],
    ['so -3 × 4 = -12', '-3 × 4 = -12', 'true'],
    ['then −5 + 8 = 2', '−5 + 8 = 2', 'false'],
    ['It fell to −12 + 5 = −7 degrees.', '−12 + 5 = −7', 'true'],
  ])('a minus after a connective, or glued to its number, is a sign: %s', (content, text, verdict) => {
    expect(read(content).at(-1)).toMatchObject({ text, verdict });
  });

  it.each(["Herb's house - $22,800 = $10,000 left", 'The apples - 5 = 10'])('a spaced minus after a noun still subtracts from it, and nothing is read: %s', (content) => {
    expect(read(content).map((c) => c.verdict)).not.toContain('false');
  });

  it.each([
    ['\\(a_2 = (4 - 1)/3 = 1 = a_1 + 2a_0\\)', 'uncertain'],
    ['\\(a_2 = (4 - 1)/3 = 2 = a_1 + 2a_0\\)', 'false'],
    ['x = 3 + 4 = 7 = y + 1', 'uncertain'],
    ['x = 3 + 4 = 8 = y + 1', 'false'],
    ['\\(t = \\dfrac{1.5\\times10^{11}}{3.0\\times10^{8}} = 0.5\\times10^{3} = 500\\ \\text{s}\\)', 'uncertain'],
    ['\\(t = \\dfrac{1.5\\times10^{11}}{3.0\\times10^{8}} = 0.5\\times10^{3} = 510\\ \\text{s}\\)', 'false'],
  ])('checks the sides without unknowns of a chain wherever they stand: %s', (content, verdict) => {
    expect(only(content).verdict).toBe(verdict);
  });

  it('decides generated chains: an arrow before or after, a signed operand, letters at both ends', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 99 }), fc.integer({ min: 2, max: 99 }), fc.constantFrom('⇒', '→', '∴', '⟹'), fc.constantFrom('and', 'so', 'then', 'thus'), fc.constantFrom('−', '-'), fc.integer({ min: -3, max: 3 }), (a, b, arrow, word, minus, off) => {
        const neg = (n: number) => (n < 0 ? `${minus}${-n}` : String(n));
        for (const s of [`Step: x = ${a} + ${b} ${arrow} ${a} × ${b} = ${a * b + off}.`, `Check ${arrow} ${word} ${minus}${a} + ${b} = ${neg(-a + b + off)}.`]) {
          const found = read(s).filter((c) => c.verdict !== 'uncertain');
          expect(found.map((c) => c.verdict), s).toEqual([off === 0 ? 'true' : 'false']);
        }
        // With letters at both ends the chain stays a constraint unless its numbers disagree.
        const chain = `Here p = ${a} × ${b} = ${a * b + off} = q + 1.`;
        expect(only(chain).verdict, chain).toBe(off === 0 ? 'uncertain' : 'false');
      }),
      { numRuns: 200 },
    );
  });
});

/** m × 10^e written in decimals, never in e-notation ("0.000000001"). */
function decimal(m: number, e: number): string {
  if (e >= 0) return `${m}${'0'.repeat(e)}`;
  const digits = String(m).padStart(-e + 1, '0');
  return `${digits.slice(0, e)}.${digits.slice(e)}`.replace(/\.?0+$/, '');
}

describe('sides in units', () => {
  // [a relation between quantities that holds, the same with its result changed]
  it.each([
    ['a result converted along a chain', 'So 2.3 cm on the plan is 2.3 × 200 = 460 cm = 4.6 m.', 'So 2.3 cm on the plan is 2.3 × 200 = 460 cm = 46 m.'],
    ['months and years', 'Simple interest: 18 × 2 = 36 months = 3 years.', 'Simple interest: 18 × 2 = 36 months = 2.5 years.'],
    ['a product stated in a larger unit', '5 × 30 min = 2.5 h', '5 × 30 min = 3.5 h'],
    ['a conversion factor multiplied in', '0.8 hours × 60 = 48 minutes', '0.8 hours × 60 = 50 minutes'],
    ['a sum of mixed units', '2 h + 30 min = 150 min', '2 h + 30 min = 32 min'],
    ['grams and kilograms', 'So 1000 × 2 = 2000 g = 2 kg.', 'So 1000 × 2 = 2000 g = 20 kg.'],
    ['a unit with a power', '$1 \\text{ m}^2 = 10{,}000 \\text{ cm}^2$', '$1 \\text{ m}^2 = 1{,}000 \\text{ cm}^2$'],
    ['a unit in LaTeX text', '$2.3 \\times 200 = 460 \\text{ cm} = 4.6 \\text{ m}$', '$2.3 \\times 200 = 460 \\text{ cm} = 0.46 \\text{ m}$'],
    // Issue 22, written set 4: SI symbols keep their case and their prefix.
    ['kilojoules in prose', 'So KE = 2 × 150000 = 300,000 J = 300 kJ.', 'So KE = 2 × 150000 = 300,000 J = 30 kJ.'],
    ['watts in LaTeX \\mathrm', '$2 \\times 1250 = 2500\\ \\mathrm{W} = 2.5\\ \\mathrm{kW}$', '$2 \\times 1250 = 2500\\ \\mathrm{W} = 25\\ \\mathrm{kW}$'],
    ['hertz', 'Then 2 × 1.5 GHz = 3000 MHz.', 'Then 2 × 1.5 GHz = 300 MHz.'],
    ['milliamperes', 'Then 250 mA × 4 = 1 A.', 'Then 250 mA × 4 = 2 A.'],
    ['megabytes are not megabits', 'So 5 × 1 MB = 40 Mb.', 'So 5 × 1 MB = 4 Mb.'],
    ['volts times amperes', 'The power is 120 V × 2.5 A = 300 W = 0.3 kW.', 'The power is 120 V × 2.5 A = 300 W = 3 kW.'],
    ['scientific notation with a unit after it', '$3.0 \\times 10^{8}\\ \\text{m/s} = 3.0 \\times 10^{5}\\ \\text{km/s}$', '$3.0 \\times 10^{8}\\ \\text{m/s} = 3.0 \\times 10^{6}\\ \\text{km/s}$'],
    ['a rate times what it is per', 'The tap gives 35 L/h × 8 h = 280 L.', 'The tap gives 35 L/h × 8 h = 245 L.'],
    ['a distance per a time', '$\\frac{121.5\\ \\text{km}}{5\\ \\text{h}} = 24.3\\ \\text{km/h}$', '$\\frac{121.5\\ \\text{km}}{5\\ \\text{h}} = 23.4\\ \\text{km/h}$'],
    ['a mass per a volume', '$\\frac{50.0\\ \\mathrm{g}}{12.5\\ \\mathrm{cm^3}} = 4.0\\ \\mathrm{g/cm^3}$', '$\\frac{50.0\\ \\mathrm{g}}{12.5\\ \\mathrm{cm^3}} = 4.4\\ \\mathrm{g/cm^3}$'],
    ['a distance per a speed', 'The trip takes 240 km ÷ 80 km/h = 3 h.', 'The trip takes 240 km ÷ 80 km/h = 4 h.'],
    ['a negative power of a unit', '$0.5\\ \\text{mol} \\times 6.022 \\times 10^{23}\\ \\text{mol}^{-1} = 3.011 \\times 10^{23}$', '$0.5\\ \\text{mol} \\times 6.022 \\times 10^{23}\\ \\text{mol}^{-1} = 3.101 \\times 10^{23}$'],
  ])('%s', (_name, right, wrong) => {
    expect(read(right).map((c) => c.verdict), right).toContain('true');
    expect(read(right).map((c) => c.verdict), right).not.toContain('false');
    expect(read(wrong).map((c) => c.verdict), wrong).toContain('false');
  });

  it.each(['x = 1 year = 365 days', 'So 3 + 9 = 12 months = 365 days.', 'It is 1 h + 30 min = 90'])('sides in units that do not convert, or a sum of mixed units with no unit stated, are never false: %s', (content) => {
    expect(read(content).map((c) => c.verdict), content).not.toContain('false');
  });

  it.each(['So 300,000 J = 300 N.', 'Then 5 km × 2 h = 10 h.', 'So 2 Pa × 3 = 6 kJ.', 'The cost is 12 × 4 = 48 eggs/box.', 'So 4 cups ≈ 946 mL.', 'So 2 mugs = 500 mL.'])('quantities whose units do not combine or convert are never compared as bare numbers: %s', (content) => {
    expect(read(content).map((c) => c.verdict), content).not.toContain('false');
  });

  it.each([
    ['a rate stated as the amount in one of what it is per', 'In one hour it travels 580 miles / 2 hours = 290 miles.', 'In one hour it travels 580 miles / 2 hours = 292 miles.'],
    ['a noun in the singular and the plural', 'So 1 box + 2 boxes = 3 boxes.', 'So 1 box + 2 boxes = 4 boxes.'],
    ['a product whose operand has a unit its result has not', 'She sang 8 songs/day * 22 days = 176 songs.', 'She sang 8 songs/day * 22 days = 175 songs.'],
  ])('%s', (_name, right, wrong) => {
    expect(read(right).map((c) => c.verdict), right).not.toContain('false');
    expect(read(wrong).map((c) => c.verdict), wrong).toContain('false');
  });

  it('decides generated SI prefixes both ways, with the case of each symbol', () => {
    // [base symbol, prefixes with their powers of ten]
    const UNITS: [string, [string, number][]][] = [['J', [['', 0], ['k', 3], ['M', 6]]], ['W', [['m', -3], ['', 0], ['k', 3], ['M', 6], ['G', 9]]], ['Hz', [['', 0], ['k', 3], ['M', 6], ['G', 9]]], ['Pa', [['', 0], ['h', 2], ['k', 3], ['M', 6]]], ['A', [['µ', -6], ['m', -3], ['', 0]]], ['V', [['m', -3], ['', 0], ['k', 3]]]];
    fc.assert(
      fc.property(fc.constantFrom(...UNITS), fc.nat(20), fc.nat(20), fc.integer({ min: 1, max: 99 }), fc.constantFrom(0, 0, 1), (unit, i, j, k, off) => {
        const [base, prefixes] = unit;
        const [pa, ea] = prefixes[i % prefixes.length]!;
        const [pb, eb] = prefixes[j % prefixes.length]!;
        // A stated number equal to the product as written holds by the numbers ("0.8 h × 60 = 48 min").
        if (pa === pb || (off && ea - eb === -1)) return;
        // k in the unit of a is k × 10^(ea - eb) in the unit of b, written out in decimals; the
        // wrong one slips the prefix by a factor of ten, which no rounding of the digits shown allows.
        const text = `So 2 × ${k / 2} ${pa}${base} = ${decimal(off ? k * 10 : k, ea - eb)} ${pb}${base}.`;
        expect(read(text).map((c) => c.verdict), text).toEqual([off === 0 ? 'true' : 'false']);
      }),
      { numRuns: 200 },
    );
  });

  it('decides generated conversions along a chain in either direction', () => {
    const PAIRS: [string, string, number][] = [['cm', 'm', 100], ['g', 'kg', 1000], ['min', 'h', 60], ['months', 'years', 12], ['mm', 'cm', 10]];
    fc.assert(
      fc.property(fc.constantFrom(...PAIRS), fc.integer({ min: 1, max: 50 }), fc.integer({ min: 2, max: 9 }), fc.constantFrom(0, 0, 1, -1), (pair, k, f, off) => {
        const [small, large, n] = pair;
        const value = k * f * n; // a whole number of the larger unit
        const text = `So ${k * n} × ${f} = ${value} ${small} = ${value / n + off} ${large}.`;
        expect(read(text).map((c) => c.verdict), text).toEqual([off === 0 ? 'true' : 'false']);
      }),
      { numRuns: 200 },
    );
  });

  it.each([
    ['floor(30/9) = 3', 'floor(30/9) = 4'],
    ['ceil(7/2) = 4', 'ceil(7/2) = 3'],
    ['⌊30/9⌋ + 1 = 4', '⌊30/9⌋ + 1 = 5'],
    ['So 15! ends in floor(15/5) + floor(15/25) = 3 zeros.', 'So 15! ends in floor(15/5) + floor(15/25) = 2 zeros.'],
    ['sqrt(16 + 9) = 5', 'sqrt(16 + 9) = 6'],
    ['The distance is sqrt((6-2)^2 + (7-4)^2) = sqrt(25) = 5.', 'The distance is sqrt((6-2)^2 + (7-4)^2) = sqrt(25) = 6.'],
    ['sqrt(2) ≈ 1.414', 'sqrt(2) ≈ 1.424'],
    ['sqrt(72) = sqrt(36 * 2) = 6 sqrt(2)', 'sqrt(72) = sqrt(36 * 2) = 5 sqrt(2)'],
    ['So 6 sqrt(2) + 2 sqrt(2) = 8 sqrt(2).', 'So 6 sqrt(2) + 2 sqrt(2) = 9 sqrt(2).'],
    ['So 6√2 + 2√2 = 8√2.', 'So 6√2 + 2√2 = 9√2.'],
    ['Then 7!/(2!·5!) = 21 pairs.', 'Then 7!/(2!·5!) = 42 pairs.'],
    ['Then 6!/(3!)= 120 orders.', 'Then 6!/(3!)= 240 orders.'],
  ])('reads floor, ceiling and square root written as text (a coefficient before it multiplies), and a factorial before a product or a parenthesis: %s', (right, wrong) => {
    expect(only(right).verdict).toBe('true');
    expect(only(wrong).verdict).toBe('false');
  });

  it.each(['floor(k/3) = 0', 'the floor (30) = 4 m'])('a floor of unknowns, or a word before a parenthesis, is not computed: %s', (content) => {
    expect(read(content).map((c) => c.verdict)).not.toContain('false');
  });
});

describe('letters in formulas', () => {
  it.each([
    ['subscripted letters side by side', 'Check: c_0c_2 + c_1c_1 + c_2c_0 = 1·2 + 1·1 + 2·1 = 2 + 1 + 2 = 5.', 'Check: c_0c_2 + c_1c_1 + c_2c_0 = 1·2 + 1·1 + 2·1 = 2 + 1 + 2 = 6.'],
    ['a letter "a" in a formula', 'Then a/(b + c) + 1 = (a + b + c)/(b + c), and 3 + 4 = 7.', 'Then a/(b + c) + 1 = (a + b + c)/(b + c), and 3 + 4 = 8.'],
    ['π glued to a number and a letter', 'C = 2πr ≈ 2 × 3.14 × 4.5 = 28.26 m.', 'C = 2πr ≈ 2 × 3.14 × 4.5 = 28.46 m.'],
    ['π glued to a number', 'So 2π ≈ 6.28.', 'So 2π ≈ 6.48.'],
  ])('%s: the letters are unknowns, the numbers are checked', (_name, right, wrong) => {
    expect(read(right).map((c) => c.verdict), right).not.toContain('false');
    expect(read(wrong).map((c) => c.verdict), wrong).toContain('false');
  });

  it.each([
    ['She bought a 5 + 3 = 8 pack.', 'true'],
    ['It is a 3 × 4 grid = 12 cells.', 'true'],
    ['It is a 3 × 4 grid = 14 cells.', 'false'],
  ])('"a" before a number is still the article: %s', (content, verdict) => {
    expect(only(content).verdict).toBe(verdict);
  });

  it('never refutes a generated identity in letters, whatever letters it uses', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray(['a', 'b', 'c', 'x', 'S', 'k'], { minLength: 3, maxLength: 3 }), fc.constantFrom('c_0', 'c_1', 'x_1'), ([p, q, r], sub) => {
        const content = `So ${p}/(${q} + ${r}) + 1 = (${p} + ${q} + ${r})/(${q} + ${r}) and ${sub}${sub} + ${p}${q} = ${q}${p} + ${sub}^2.`;
        expect(read(content).map((c) => c.verdict), content).not.toContain('false');
      }),
      { numRuns: 100 },
    );
  });
});

describe('functions written as words, and degrees', () => {
  it.each(['sin 30 + 1 = 1.5', 'tan 45 × 2 = 2', 'log 100 + 1 = 3', 'So exp(8) = 3 here.', 'So ln e^3 = 2 here.', 'cos 60 × 2 = 1', 'The reference angle with tan = √3 is 60°.', 'Since tan = 1 is 45°, the slope is 1.'])('a function written as a word is not read, and nothing is computed inside it: %s', (content) => {
    expect(read(content).map((c) => c.verdict), content).not.toContain('false');
  });

  it.each([
    ['30 sec = 0.5 min', 'true'],
    ['30 sec = 0.6 min', 'false'],
    ['The angle is 180° − 60° = 120°.', 'true'],
    ['The angle is 180° − 60° = 130°.', 'false'],
    ['So θ = 180° − 60° = 130°.', 'false'],
    ['The sum is 30° + 60° + 90° = 180°.', 'true'],
  ])('a degree sign is a unit, and so is a word after a number: %s', (content, verdict) => {
    expect(only(content).verdict).toBe(verdict);
  });

  it('decides generated degree arithmetic beside an unread function', () => {
    fc.assert(
      fc.property(fc.constantFrom('sin', 'cos', 'tan', 'log'), fc.integer({ min: 1, max: 179 }), fc.integer({ min: 1, max: 179 }), fc.integer({ min: -2, max: 2 }), (fn, a, b, off) => {
        const content = `With ${fn} ${a} = ${b}, the rest is ${a}° + ${b}° = ${a + b + off}°.`;
        expect(read(content).map((c) => c.verdict).filter((v) => v !== 'uncertain'), content).toEqual([off === 0 ? 'true' : 'false']);
      }),
      { numRuns: 150 },
    );
  });
});

describe('enumerations, powers of fractions, and the precision a grouped number shows (issue 22, fresh corpus 4)', () => {
  it.each([
    'The perfect squares below 1000 are $1^2, 2^2, \\ldots, 30^2, 31^2$, which gives 31 squares.',
    'The cubes are 1^3, 2^3, ..., 9^3, which gives 9 numbers.',
    'We add the terms 2 × 1, 2 × 2, …, 2 × 50, which gives 50 terms.',
    'Its multiples $6 \\cdot 1, 6 \\cdot 2, \\dots, 6 \\cdot 16$ give 16 values.',
    'The powers $3^0, 3^1, \\cdots, 3^{7}$ make 8 divisors.',
  ])('the last term of a list with an ellipsis is no calculation: %s', (content) => {
    expect(read(content).map((c) => c.verdict), content).not.toContain('false');
  });

  it.each([
    ['$1 + 2 + \\cdots + 10 = 55$, and $6 \\times 7 = 43$.', '6 \\times 7 = 43'],
    ['The list 1, 2, …, 12 has 12 entries, and 12 × 12 = 140.', '12 × 12 = 140'],
    ['So $n = 1, 2, \\ldots, 9$ and $9 \\cdot 9 = 72$.', '9 \\cdot 9 = 72'],
    ['The powers are $2^1 = 2, 2^2 = 4, \\ldots, 2^{10} = 1000$.', '2^{10} = 1000'],
  ])('a wrong result beside an enumeration is still read: %s', (content, wrong) => {
    expect(read(content).filter((c) => c.verdict === 'false').map((c) => c.text)).toEqual([wrong]);
  });

  it('never reads generated enumerations as a relation with their last term', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 9 }), fc.integer({ min: 5, max: 60 }), fc.constantFrom('\\ldots', '\\dots', '\\cdots', '…', '...'), fc.constantFrom(', which gives', ' give', ', which makes'), (k, n, dots, tail) => {
        const latex = dots.startsWith('\\');
        const term = (i: number | string) => (latex ? `${i}^{${k}}` : `${i}^${k}`);
        const list = `${term(1)}, ${term(2)}, ${dots}, ${term(n)}`;
        const content = `${latex ? `$${list}$` : list}${tail} ${n} numbers.`;
        expect(read(content).map((c) => c.verdict), content).not.toContain('false');
      }),
      { numRuns: 150 },
    );
  });

  it.each([
    ['$(1.0045)^{-360} \\approx 0.198619$', 'true'],
    ['$(1.0045)^{-360} \\approx 0.198919$', 'false'],
    ['$(1.0045)^{360} \\approx 5.03476$', 'true'],
    ['$(1.0045)^{360} \\approx 5.03176$', 'false'],
    ['1.05^-20 ≈ 0.3769', 'true'],
    ['1.05^(-20) ≈ 0.3869', 'false'],
    ['$4^{-3/2} = 0.125$', 'true'],
    ['$8^{-2/3} = 0.5$', 'false'],
    ['$2^{-10} = \\frac{1}{1024}$', 'true'],
  ])('evaluates negative exponents, and powers of a fraction beyond exact size as a calculator would: %s', (content, verdict) => {
    expect(only(content).verdict).toBe(verdict);
  });

  it('leaves powers with no ordinary value undecided', () => {
    for (const content of ['$2^{-5000} = 0$', '$7^{3000} = 5$', '$(0.3)^{2000} = 1$']) expect(read(content).map((c) => c.verdict), content).not.toContain('false');
  });

  it('decides generated compound growth factors, positive and negative exponents alike', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99 }), fc.integer({ min: 100, max: 600 }), fc.boolean(), fc.constantFrom(0, 3, -3), (bp, n, negative, off) => {
        const base = 1 + bp / 10_000;
        const exponent = negative ? -n : n;
        const value = Math.pow(base, exponent);
        const stated = (Number(value.toFixed(6)) + off * 1e-6).toFixed(6);
        const content = `$(${base.toFixed(4)})^{${exponent}} \\approx ${stated}$`;
        expect(only(content).verdict, content).toBe(off === 0 ? 'true' : 'false');
      }),
      { numRuns: 150 },
    );
  });

  it.each([
    ['$\\$8{,}000 \\times 1.1271598 \\approx \\$9{,}017.28$', 'true'],
    ['$\\$8{,}000 \\times 1.1271598 \\approx \\$9{,}010.28$', 'false'],
    ['$8\\,000 \\times 1.1271598 \\approx 9\\,010.28$', 'false'],
    ['8 000 × 1.1271598 ≈ 9 017.28 dollars', 'true'],
    ['8 000 × 1.1271598 ≈ 9 010.28 dollars', 'false'],
    ['$\\frac{1}{6} \\approx 0.165$', 'true'],
    ['$\\frac{2}{3} \\approx 66.5\\%$', 'true'],
    ['$\\frac{2}{3} \\approx 66.2\\%$', 'false'],
  ])('"≈" allows two units in the last place the number shows, however it is grouped: %s', (content, verdict) => {
    expect(only(content).verdict).toBe(verdict);
  });

  it('judges generated grouped amounts "about" by the cents they show', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1_000, max: 99_999 }), fc.integer({ min: 101, max: 199 }), fc.constantFrom('{,}', '\\,', ','), fc.constantFrom(0, 1, -2, 3, 700, -700), (a, f, sep, off) => {
        const factor = f / 100;
        const cents = Math.round(a * f) + off;
        const show = (c: number) => { const whole = String(Math.floor(c / 100)); return `${whole.replace(/\B(?=(\d{3})+$)/g, sep)}.${String(c % 100).padStart(2, '0')}`; };
        const content = `$${String(a).replace(/\B(?=(\d{3})+$)/g, sep)} \\times ${factor} \\approx ${show(cents)}$`;
        expect(only(content).verdict, content).toBe(Math.abs(off) <= 2 ? 'true' : 'false');
      }),
      { numRuns: 200 },
    );
  });
});

describe('an exclamation mark after a number', () => {
  it.each([
    ['The count is 3 × 2 × 1 = 3!.', 'true'],
    ['The count is 3 × 2 × 1 = 3!, so 6 ways.', 'true'],
    ['The count is 3 × 2 = 3!, so 6 ways.', 'true'],
    ['The count is 3 × 2 × 2 = 3!, so 6 ways.', 'false'],
    ['So 5 + 5 = 11! Great.', 'false'],
    ['So 5 + 5 = 10! Great.', 'true'],
    ['There are 4 × 3 × 2 × 1 = 24 = 4! orderings.', 'uncertain'],
    ['Look, 2 + 2 = 4! and that is all.', 'uncertain'],
  ])('is a factorial before punctuation, a sentence end before a capital, and either before a word: %s', (content, verdict) => {
    expect(only(content).verdict).toBe(verdict);
  });
});

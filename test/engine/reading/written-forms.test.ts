import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OFFLINE_METHODS } from '../../../server/engine/engine.js';
import { CalculationReader } from '../../../server/engine/reading/calculations.js';

// Forms in which language models write their steps that earlier sets did not have (issue 22,
// written set 5): calculator annotations, Unicode powers and fractions, computing tables,
// units with exponents in LaTeX, mistakes quoted by a tutor. The sentences are written here,
// not taken from the set.

function read(text: string) {
  return new CalculationReader().read(text).map((c) => ({ text: text.slice(c.start, c.end), verdict: c.verdict }));
}

const verdicts = (text: string) => read(text).map((c) => c.verdict);

async function tool(content: string) {
  return OFFLINE_METHODS.tool({ content, context: {}, options: {} });
}

describe('calculator annotations <<e=r>> beside the prose result', () => {
  it.each([
    // The prose states the number after the annotation; the annotation is checked on its own.
    ['Each box holds 9 * 4 = <<9*4=36>>36 eggs.', ['true', 'true']],
    ['Each box holds 9 * 4 = <<9*4=36>>38 eggs.', ['false', 'true']],
    ['Each box holds 9 * 4 = <<9*4=38>>36 eggs.', ['false', 'true']],
    ['The bill is 12 + 30 = $<<12+30=42>>42 in all.', ['true', 'true']],
    ['The bill is 12 + 30 = $<<12+30=42>>41 in all.', ['false', 'true']],
    ['So she keeps <<70-25=45>>45 stamps.', ['true']],
    ['Then 8*7*6/6 = <<8*7*6/6=56>>56 ways, and 56 - 30 = <<56-30=26>>26 remain.', ['true', 'true', 'true', 'true']],
  ])('%s', (text, expected) => {
    expect(verdicts(text).sort()).toEqual([...expected].sort());
  });

  it('names the prose relation when it disagrees with its annotation', () => {
    const found = read('Left: 156 - 39 = <<156-39=117>>118 shirts.');
    expect(found.find((c) => c.verdict === 'false')?.text).toBe('156 - 39 = <<156-39=117>>118');
  });

  it('reads a shift with no closing >> as it did before, never as an annotation', () => {
    expect(verdicts('In C, 1 << 3 = 8 is a shift.')).not.toContain('false');
  });

  it('any annotated product or sum: false exactly when the prose or the annotation is wrong', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 999 }), fc.integer({ min: 2, max: 99 }), fc.constantFrom('+', '*', '-'), fc.integer({ min: -3, max: 3 }), fc.integer({ min: -3, max: 3 }), fc.constantFrom('', '$'), fc.constantFrom('We get', 'That makes', 'So there are'), (a, b, op, offProse, offNote, cur, lead) => {
        // A glued "2-3" with the smaller number first is a range (DECISIONS "Numbers"): subtract the smaller.
        if (op === '-' && a <= b) [a, b] = [b + 1, a];
        const r = op === '+' ? a + b : op === '*' ? a * b : a - b;
        const text = `${lead} ${a} ${op} ${b} = ${cur}<<${a}${op}${b}=${r + offNote}>>${r + offProse} items.`;
        const found = verdicts(text);
        expect(found).toHaveLength(2);
        expect(found.includes('false')).toBe(offProse !== 0 || offNote !== 0);
      }),
    );
  });
});

describe('Unicode powers and vulgar fractions, and a fraction written as a decimal', () => {
  it.each([
    ['The side is 6.0² = 36 cm².', 'true'],
    ['So 3⁵ = 243 ways.', 'true'],
    ['So 3⁵ = 234 ways.', 'false'],
    ['Then (1.1)³ = 1.331 exactly.', 'true'],
    ['A tiny 4 × 10⁻² = 0.04 of it.', 'true'],
    ['A tiny 4 × 10⁻² = 0.4 of it.', 'false'],
    ['Half of it: ½ × 18 = 9 kg.', 'true'],
    ['Half of it: ½ × 18 = 8 kg.', 'false'],
    ['Dividing, 6 ÷ ¾ = 8 pieces.', 'true'],
    ['She pours 2½ × 4 = 10 cups.', 'true'],
    ['She pours 2 ¼ × 4 = 10 cups.', 'false'],
    ['He walks 4 1/4 = 4.25 km a day.', 'true'],
    ['He walks 4 1/4 = 4.4 km a day.', 'false'],
    ['That is 2 2/3 = 2.67 cups.', 'true'],
    ['That is 1⅛ = 1.125 inches.', 'true'],
  ])('%s', (text, verdict) => {
    expect(verdicts(text)).toEqual([verdict]);
  });

  it.each([
    // A superscript standing apart may be a footnote mark; "5 = 5" is still nothing computed.
    'See the note ⁴ = 4 below.',
    'Section 2 = the second part.',
    'Both 5 = 5 here.',
  ])('reads nothing decided in %s', (text) => {
    expect(verdicts(text).filter((v) => v !== 'uncertain')).toEqual([]);
  });

  it('short claims read a vulgar fraction as one number, never as digits run together', async () => {
    for (const [claim, verdict] of [['3½ × 2 = 7', 'true'], ['6 ÷ ½ = 12', 'true'], ['6 ÷ ½ = 3', 'false'], ['¾ + ¼ = 1', 'true']] as const) {
      expect((await OFFLINE_METHODS.formal({ content: claim, context: {}, options: {} })).verdict, claim).toBe(verdict);
    }
  });

  const SUP = '⁰¹²³⁴⁵⁶⁷⁸⁹';
  const sup = (n: number) => [...String(n)].map((d) => SUP[Number(d)]).join('');
  it('any power written with superscript digits, and any mixed number written as a decimal', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 12 }), fc.integer({ min: 2, max: 9 }), fc.integer({ min: -2, max: 2 }), fc.constantFrom('So', 'That gives', 'Hence'), (b, e, off, lead) => {
        const value = b ** e + off;
        expect(verdicts(`${lead} ${b}${sup(e)} = ${value} in all.`)).toEqual([off === 0 ? 'true' : 'false']);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.constantFrom([1, 2], [1, 4], [3, 4], [1, 5], [3, 8]), fc.constantFrom(0, 0, 1, -1), fc.constantFrom(' ', '½'), (w, [n, d], off, style) => {
        const decimal = (w + n! / d! + off / 10).toFixed(3).replace(/0+$/, '');
        const written = style === '½' ? `${w}½` : `${w} ${n}/${d}`;
        const exact = style === '½' ? w + 0.5 : w + n! / d!;
        const holds = Math.abs(Number(decimal) - exact) < 1e-9;
        expect(verdicts(`She buys ${written} = ${decimal} pounds.`)).toEqual([holds ? 'true' : 'false']);
      }),
    );
  });
});

describe('units with exponents written in LaTeX text', () => {
  it.each([
    // `\mathrm{mol\,L^{-1}}`: the -1 is the unit's power, never a number times what follows.
    ['So $0.400\\ \\mathrm{mol\\,L^{-1}} \\times 0.250\\ \\mathrm{L} = 0.100\\ \\mathrm{mol}$.', ['true']],
    ['So $0.400\\ \\mathrm{mol\\,L^{-1}} \\times 0.250\\ \\mathrm{L} = 0.150\\ \\mathrm{mol}$.', ['false']],
    ['So $2.0\\ \\text{kg\\,m^{-3}} \\times 3\\ \\text{m^3} = 6.0\\ \\text{kg}$.', ['true']],
    ['So $9.8\\ \\mathrm{m\\,s^{-2}} \\times 3\\ \\mathrm{s} = 29.4\\ \\mathrm{m\\,s^{-1}}$.', ['true']],
    ['So $9.8\\ \\mathrm{m\\,s^{-2}} \\times 3\\ \\mathrm{s} = 28.4\\ \\mathrm{m\\,s^{-1}}$.', ['false']],
  ])('%s', (text, expected) => {
    expect(verdicts(text)).toEqual(expected);
  });

  it('never reads the exponent of any unit in text as an operand', () => {
    fc.assert(
      fc.property(fc.constantFrom('mol\\,L', 'g\\,cm', 'm\\,s', 'J\\,kg', 'kg\\,m'), fc.integer({ min: -3, max: -1 }), fc.integer({ min: 1, max: 99 }), fc.integer({ min: 2, max: 9 }), fc.constantFrom('\\mathrm', '\\text'), (unit, power, a, b, cmd) => {
        const text = `So $${a}\\ ${cmd}{${unit}^{${power}}} \\times ${b} = ${a * b}$ in all.`;
        expect(verdicts(text)).not.toContain('false');
      }),
    );
  });
});

describe('tables that compute: a result column that is the product of two others', () => {
  const table = (header: string[], rows: (string | number)[][]) => [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');
  const falseSteps = async (content: string) => {
    const r = await tool(`We list the costs.\n\n${content}\n\nThat is the list.`);
    return { verdict: r.verdict, wrong: r.steps!.filter((s) => s.verdict === 'false').map((s) => s.text) };
  };

  it.each([
    // [header, rows, the wrong result cell or undefined]
    [['Item', 'Qty', 'Unit price', 'Total'], [['Pens', 4, '$1.25', '$5.00'], ['Pads', 3, '$2.10', '$6.30'], ['Ink', 2, '$7.45', '$14.90']], undefined],
    [['Item', 'Qty', 'Unit price', 'Total'], [['Pens', 4, '$1.25', '$5.00'], ['Pads', 3, '$2.10', '$6.20'], ['Ink', 2, '$7.45', '$14.90']], '$6.20'],
    [['Course', 'Credits', 'Grade', 'Credits × Grade'], [['Art', 3, '4.0', '12.0'], ['Bio', 4, '3.5', '14.0'], ['Chem', 2, '3.0', '6.0'], ['Total', 9, '', '32.0']], undefined],
    [['Course', 'Credits', 'Grade', 'Credits × Grade'], [['Art', 3, '4.0', '12.0'], ['Bio', 4, '3.5', '15.0'], ['Chem', 2, '3.0', '6.0']], '15.0'],
    [['Part', 'Weight', 'Mark', 'Contribution'], [['Lab', '30%', 80, 24], ['Exam', '70%', 90, 63], ['Quiz', '10%', 50, 5]], undefined],
    // Rounded to the cents shown.
    [['Fuel', 'Litres', 'Price per litre', 'Cost'], [['Mon', 12.5, '$1.899', '$23.74'], ['Tue', 20, '$1.859', '$37.18'], ['Wed', 7.2, '$1.905', '$13.72']], undefined],
  ] as const)('%j %j', async (header, rows, wrong) => {
    const found = await falseSteps(table([...header], rows.map((r) => [...r])));
    expect(found.wrong).toEqual(wrong ? [wrong] : []);
  });

  it.each([
    // The header names no total: a column may be anything.
    [['Item', 'Qty', 'Unit price', 'Notes'], [['Pens', 4, '$1.25', '$5.00'], ['Pads', 3, '$2.10', '$6.20'], ['Ink', 2, '$7.45', '$14.90']]],
    // Only one other row agrees: the table has not shown its rule.
    [['Item', 'Qty', 'Unit price', 'Total'], [['Pens', 4, '$1.25', '$5.00'], ['Pads', 3, '$2.10', '$6.20']]],
    // A total column that adds (a two-way table), and a total row.
    [['', 'Yes', 'No', 'Total'], [['Boys', 12, 8, 20], ['Girls', 10, 14, 24], ['Total', 22, 22, 44]]],
    // Another column of numbers may enter the total.
    [['Item', 'Qty', 'Price', 'Discount', 'Total'], [['Pens', 2, 5, 0, 10], ['Pads', 3, 4, 0, 12], ['Ink', 2, 10, 5, 15]]],
    // A cell that says more than a number is not read.
    [['Item', 'Qty', 'Unit price', 'Total'], [['Pens', 4, '$1.25', '$5.00'], ['Pads', 3, '$2.10', '$5.00 (sale)'], ['Ink', 2, '$7.45', '$14.90'], ['Caps', 5, '$1.00', '$5.00']]],
  ] as const)('reads no wrong row in %j', async (header, rows) => {
    expect((await falseSteps(table([...header], rows.map((r) => [...r])))).wrong).toEqual([]);
  });

  it('any shopping table: a row is false exactly when its total is not its quantity times its price', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ qty: fc.integer({ min: 1, max: 40 }), cents: fc.integer({ min: 11, max: 9999 }) }), { minLength: 3, maxLength: 6 }),
        fc.nat(), fc.constantFrom(0, 1, -1, 9, -10, 100), fc.constantFrom('Total', 'Cost', 'Line total', 'Amount'), fc.constantFrom('Qty', 'Quantity', 'Count'),
        async (items, at, off, total, qty) => {
          const k = at % items.length;
          const rows = items.map((it, i) => [`Item ${String.fromCharCode(65 + i)}`, it.qty, `$${(it.cents / 100).toFixed(2)}`, `$${((it.qty * it.cents + (i === k ? off : 0)) / 100).toFixed(2)}`]);
          const found = await falseSteps(table(['Item', qty, 'Price each', total], rows));
          expect(found.wrong).toEqual(off === 0 ? [] : [rows[k]![3]]);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('tables of values: an expression cell followed by its value cell', () => {
  const table = (header: string[], rows: string[][]) => [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');
  const falseSteps = async (content: string) => {
    const r = await tool(`We work it out.\n\n${content}\n\nThat is all.`);
    return r.steps!.filter((s) => s.verdict === 'false').map((s) => s.text);
  };

  it.each([
    // [header, rows, the wrong value cell or undefined]
    [['Step', 'Calculation', 'Result'], [['Slices', '28 × 3', '84'], ['Pizzas', '84 ÷ 8', '10.5'], ['Cost', '11 × $11.50', '$126.50']], undefined],
    [['Step', 'Calculation', 'Result'], [['Slices', '28 × 3', '74'], ['Pizzas', '84 ÷ 8', '10.5'], ['Cost', '11 × $11.50', '$126.50']], '74'],
    [['Quantity', 'Calculation', 'Result'], [['Rate', '45 − 15', '30'], ['Time (min)', '1,500 ÷ 30', '51'], ['Time (h)', '50 ÷ 60', '0.83']], '51'],
    [['Pack', 'Calculation', 'Price per pen'], [['4 pens', '$3.00 ÷ 4', '$0.75'], ['10 pens', '$6.50 ÷ 10', '$0.56'], ['25 pens', '$15.00 ÷ 25', '$0.60']], '$0.56'],
    [['Step', 'Calculation', 'Result'], [['Sum', '92 + 88 + 95 + 90 + 85', '450 s'], ['Average', '450 ÷ 5', '80 s']], '80 s'],
    [['n', 'Computation', 'aₙ'], [['2', '3 × 2 − 1', '5'], ['3', '3 × 5 − 1', '14'], ['4', '3 × 14 − 1', '41'], ['5', '3 × 41 − 1', '212']], '212'],
    // The only expression, under a header that names its value.
    [['Expression', 'Value'], [['17 × 23', '381']], '381'],
    [['Expression', 'Value'], [['17 × 23', '391']], undefined],
    // A header that says the value is rounded: "≈" and its tolerance.
    [['Formula', 'Estimate'], [['22 ÷ 7', '3.14'], ['355 ÷ 113', '3.1416']], undefined],
    [['Expression', 'Rounded'], [['10 ÷ 3', '3.3'], ['20 ÷ 3', '6.9']], '6.9'],
  ] as const)('%j %j', async (header, rows, wrong) => {
    expect(await falseSteps(table([...header], rows.map((r) => [...r])))).toEqual(wrong ? [wrong] : []);
  });

  it.each([
    // Ranges, ratios, scores and dates are not expressions.
    [['Group', 'Ages', 'Count'], [['A', '10–15', '5'], ['B', '16–20', '7']]],
    [['Mix', 'Ratio', 'Total'], [['A', '3:2', '1'], ['B', '4:1', '2']]],
    [['Match', 'Score', 'Total'], [['A', '2 - 1', '4'], ['B', '3 - 0', '3'], ['C', '1 - 1', '5']]],
    [['Match', 'Score', 'Points'], [['A', '3 - 0', '3'], ['B', '2 - 0', '2'], ['C', '2 - 1', '3']]],
    [['Event', 'Date', 'Result'], [['Launch', '2024-05-01', '7'], ['Review', '2024-06-01', '9']]],
    // A column of another quantity: its rows do not hold, so none is read.
    [['Division', 'Calculation', 'Remainder'], [['A', '17 ÷ 5', '2'], ['B', '23 ÷ 4', '3'], ['C', '10 ÷ 3', '1']]],
    // The only expression under a header naming another quantity.
    [['Item', 'Calculation', 'Remainder'], [['A', '17 ÷ 5', '2']]],
    // Two rows wrong: the column does not show the rule.
    [['Step', 'Calculation', 'Result'], [['A', '3 × 4', '13'], ['B', '5 × 6', '31'], ['C', '2 × 2', '4']]],
    // Neither header names a calculation or its value.
    [['Item', 'Size', 'Weight'], [['A', '3 × 4', '13'], ['B', '5 × 6', '30'], ['C', '2 × 2', '4']]],
    // A cell with words or unknowns is not an expression.
    [['n', 'Computation', 'aₙ'], [['1', 'given', '2'], ['2', '3 × a_1 − 1', '6']]],
  ] as const)('reads no wrong row in %j %j', async (header, rows) => {
    expect(await falseSteps(table([...header], rows.map((r) => [...r])))).toEqual([]);
  });

  it('any table of values: a row is false exactly when its value is not its expression', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ a: fc.integer({ min: 120, max: 999 }), b: fc.integer({ min: 2, max: 99 }), op: fc.constantFrom('+', '−', '×') }), { minLength: 2, maxLength: 5 }),
        fc.nat(), fc.constantFrom(0, 1, -1, 10, -9), fc.constantFrom('Calculation', 'Computation', 'Working'), fc.constantFrom('Result', 'Value', 'Answer'),
        async (items, at, off, calc, result) => {
          const k = at % items.length;
          // Values stay positive: a negative value cell ("-1") is a sign and a number, which the rule does not read.
          const rows = items.map(({ a, b, op }, i) => [`Row ${i + 1}`, `${a} ${op} ${b}`, String((op === '+' ? a + b : op === '×' ? a * b : a - b) + (i === k ? off : 0))]);
          expect(await falseSteps(table(['Step', calc, result], rows))).toEqual(off === 0 ? [] : [rows[k]![2]]);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('a word operator after a result: a running calculation, or a second one joined to the first', () => {
  it.each([
    ['Split it (10 × 6 = 60 plus 2 × 6 = 12).', 'uncertain'],
    ['Split it (10 × 6 = 61 plus 2 × 6 = 12).', 'false'],
    ['Then 10 × 6 = 60 plus 2 × 6 = 72 in all.', 'true'],
    ['Then 10 × 6 = 60 plus 2 × 6 = 70 in all.', 'false'],
    ['Then 10 × 6 = 60 plus 12 = 72 in all.', 'true'],
    ['Then 10 × 6 = 60 minus 2 × 6 = 12 here.', 'uncertain'],
  ])('%s', (text, verdict) => {
    expect(verdicts(text)).toEqual([verdict]);
  });

  it('any split product: never false when both parts hold, false when the first does not', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 9 }), fc.integer({ min: 11, max: 99 }), fc.integer({ min: -2, max: 2 }), fc.constantFrom('plus', 'minus'), (k, n, off, word) => {
        const tens = Math.floor(n / 10) * 10;
        const ones = n % 10 || 1;
        // "20 × k = 20k minus 10 × k…" would hold as a running calculation too.
        fc.pre(!(word === 'minus' && tens === 2 * ones));
        const text = `So (${tens} × ${k} = ${tens * k + off} ${word} ${ones} × ${k} = ${ones * k}).`;
        expect(verdicts(text)).toEqual([off === 0 ? 'uncertain' : 'false']);
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OFFLINE_METHODS } from '../../../server/engine/engine.js';
import { CalculationReader } from '../../../server/engine/reading/calculations.js';

// Forms of written set 6 (issue 22) that earlier sets did not have: rows of `aligned` and `array`
// with congruences, one quantity restated in another unit along a chain, scientific notation,
// numbers that name a thing and ranges, inline HTML, and spreadsheet formulas in tables. The
// sentences are written here, not taken from the set.

function read(text: string) {
  return new CalculationReader().read(text).map((c) => ({ text: text.slice(c.start, c.end), verdict: c.verdict }));
}

const verdicts = (text: string) => read(text).map((c) => c.verdict);

async function falseSteps(content: string) {
  const r = await OFFLINE_METHODS.tool({ content: `We work it out.\n\n${content}\n\nThat is all.`, context: {}, options: {} });
  return r.steps!.filter((s) => s.verdict === 'false').map((s) => s.text);
}

describe('rows of aligned: a row after \\\\ that starts with a relation goes on with the chain', () => {
  const aligned = (rows: string[]) => `\\[\n\\begin{aligned}\n${rows.join(' \\\\\n')}\n\\end{aligned}\n\\]`;

  it.each([
    // A modulus at the end of a row is the chain's, never a side of the next row's relation.
    [aligned(['2^{100} &\\equiv (2^3)^{33} \\cdot 2 \\pmod 7', '&\\equiv 1^{33} \\cdot 2 \\pmod 7', '&\\equiv 2 \\pmod 7']), ['true']],
    [aligned(['2^{100} &\\equiv (2^3)^{33} \\cdot 2 \\pmod 7', '&\\equiv 1^{33} \\cdot 2 \\pmod 7', '&\\equiv 3 \\pmod 7']), ['false']],
    [aligned(['20 &\\equiv 13 \\pmod 7', '&\\equiv 6 \\pmod 7']), ['true']],
    [aligned(['20 &\\equiv 13 \\pmod 7', '&\\equiv 5 \\pmod 7']), ['false']],
    // Moduli that differ between rows: no single modulus, not read.
    [aligned(['20 &\\equiv 13 \\pmod 7', '&\\equiv 6 \\pmod 5']), ['uncertain']],
    // Powers inside an environment are read as math.
    [aligned(['(4+1)(2+1) &= 5 \\cdot 3', '&= 15']), ['true']],
    [aligned(['2^{10} &= 1024', '&= 4 \\cdot 256']), ['true']],
    [aligned(['2^{10} &= 1000 + 24', '&= 1023']), ['false']],
    // A row that starts afresh is a calculation of its own.
    [aligned(['a &= 3 + 4 = 7', 'b &= 2 \\cdot 5 = 10']), ['uncertain', 'uncertain']],
  ])('%s', (text, expected) => {
    expect(verdicts(text)).toEqual(expected);
  });

  it('never reads the number of a modulus as the side of a relation after it', () => {
    // The row breaks are gone, the congruence is read whole; no "7 ≡ 2".
    const found = read(aligned(['2^{10} &\\equiv 1024 \\pmod 7', '&\\equiv 2 \\pmod 7']));
    expect(found).toEqual([{ text: expect.stringContaining('1024'), verdict: 'true' }]);
    expect(found[0]!.text.startsWith('7')).toBe(false);
  });

  it('any aligned chain of congruences: false exactly when a row leaves another remainder', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 13 }), fc.array(fc.integer({ min: 0, max: 400 }), { minLength: 2, maxLength: 4 }), fc.nat(), fc.integer({ min: 0, max: 2 }), (m, values, at, slip) => {
        const r = values[0]! % m;
        // Every row states a number with the first one's remainder, one of them maybe off by `slip`.
        const k = 1 + (at % (values.length - 1));
        const rows = values.map((v, i) => {
          const n = v - (v % m) + r + (i === k ? slip : 0);
          return i === 0 ? `${v} &\\equiv ${n} \\pmod{${m}}` : `&\\equiv ${n} \\pmod{${m}}`;
        });
        const wrong = slip % m !== 0;
        expect(verdicts(aligned(rows))).toEqual([wrong ? 'false' : 'true']);
      }),
      { numRuns: 80 },
    );
  });
});

describe('rows of array with the relation in a column of its own', () => {
  const array = (spec: string, rows: string[]) => `\\[\n\\begin{array}{${spec}}\n${rows.join(' \\\\\n')}\n\\end{array}\n\\]`;

  it.each([
    [array('lcl', ['1 + 2 + 4 + 8 + 16 & = & 31', '1 + 3 + 9 & = & 13', '1 + 5 & = & 6']), ['true', 'true', 'true']],
    [array('lcl', ['1 + 2 + 4 + 8 + 16 & = & 31', '1 + 5 & = & 5']), ['true', 'false']],
    [array('rcl', ['2^{3} &=& 9']), ['false']],
    [array('rl', ['3 \\cdot 4 &= 12', '&= 6 \\cdot 2']), ['true']],
  ])('%s', (text, expected) => {
    expect(verdicts(text)).toEqual(expected);
  });

  it.each([
    // Entries, not relations: a matrix or a table of values is never glued into numbers.
    array('cc', ['1 & 2', '3 & 4']),
    array('c|ccc', ['x & 1 & 2 & 3', 'y & 2 & 5 & 9']),
    `\\[ \\begin{array}{cc} 1 & 2 \\\\ 3 & 4 \\end{array} = 5 \\]`,
    // A column specification that is not one: not read.
    `\\[ \\begin{array}{\\textbf{x}} 1 + 1 & = & 3 \\end{array} \\]`,
  ])('reads nothing wrong in %s', (text) => {
    expect(verdicts(text)).not.toContain('false');
  });

  it('any array of sums: false exactly in the row whose total is off', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.integer({ min: 1, max: 99 }), { minLength: 2, maxLength: 4 }), { minLength: 1, maxLength: 4 }), fc.nat(), fc.integer({ min: -2, max: 2 }), fc.constantFrom('& = &', '&=', '= &'), (rows, at, off, sep) => {
        const k = at % rows.length;
        const text = array('lcl', rows.map((r, i) => `${r.join(' + ')} ${sep} ${r.reduce((a, b) => a + b, 0) + (i === k ? off : 0)}`));
        expect(verdicts(text)).toEqual(rows.map((_, i) => (i === k && off !== 0 ? 'false' : 'true')));
      }),
      { numRuns: 60 },
    );
  });
});

describe('one quantity in two units along a chain, and scientific notation', () => {
  it.each([
    // Both units known and of one kind: converted.
    ['So E ≈ 3.31 × 10⁻¹⁹ J ≈ 2.07 eV.', ['uncertain']],
    ['So E ≈ 3.31 × 10⁻¹⁹ J ≈ 2.17 eV.', ['false']],
    ['80 Mbit/s = 8.0 × 10⁷ bit/s', ['true']],
    ['80 Mbit/s = 9.0 × 10⁷ bit/s', ['false']],
    ['2.4 GB = 2.4 × 10⁹ B', ['true']],
    ['0.306 W = 306 mW', ['true']],
    ['0.306 W = 307 mW', ['false']],
    ['9.468 × 10¹⁵ m = 9.468 × 10¹² km', ['true']],
    // A link whose units are not read is not checked; the next link still is.
    ['one light-year ≈ 9.47 × 10¹⁵ m ≈ 9.47 × 10¹² km', ['uncertain']],
    ['one light-year ≈ 9.47 × 10¹⁵ m ≈ 9.57 × 10¹² km', ['false']],
    // A computed side keeps the numbers' reading: its operands' units need not be its result's.
    ['Bruce makes 75 × 7 days in a week = 530 batches.', ['false']],
    // Scientific notation states a number to the places its mantissa shows.
    ['6.626 × 10⁻³⁴ × 5.0 × 10¹⁴ = 3.31 × 10⁻¹⁹', ['true']],
    ['6.626 × 10⁻³⁴ × 5.0 × 10¹⁴ = 3.41 × 10⁻¹⁹', ['false']],
    ['6.626 × 10⁻³⁴ × 5.0 × 10¹⁴ ≈ 3.41 × 10⁻¹⁹', ['false']],
    ['\\(3.0 \\times 10^{8} \\times 2 = 6.0 \\times 10^{8}\\)', ['true']],
    ['\\(3.0 \\times 10^{8} \\times 2 = 6.1 \\times 10^{8}\\)', ['false']],
    ['3 × 10^2 = 310', ['false']],
  ])('%s', (text, expected) => {
    expect(verdicts(text)).toEqual(expected);
  });

  it.each([
    // A unit the table does not know, or a symbol of another kind: the numbers are not compared.
    'So E ≈ 3.31 × 10⁻¹⁹ J ≈ 2.07 zorks.',
    'Then q = 2.0 µC = 2.0 × 10⁻⁶ C.',
    '2.0 µC = 3.0 × 10⁻⁶ C',
  ])('does not compare the numbers of %s', (text) => {
    expect(verdicts(text)).not.toContain('false');
  });

  it('any length in metres restated in kilometres in scientific notation', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 999 }), fc.integer({ min: 3, max: 20 }), fc.constantFrom(0, 1, -1, 5), (mant, exp, off) => {
        // A mantissa of 10 or more, or under 1 (100 - 1 gives 0.99), is no scientific notation.
        fc.pre(mant + off >= 100 && mant + off <= 999);
        const m = (mant / 100).toFixed(2);
        const km = ((mant + off) / 100).toFixed(2);
        const text = `The distance is ${m} × 10^${exp} m = ${km} × 10^${exp - 3} km.`;
        expect(verdicts(text)).toEqual([off === 0 ? 'true' : 'false']);
      }),
      { numRuns: 60 },
    );
  });
});

describe('a number that names a thing, and a range after a relation', () => {
  it.each([
    '**Answer:** margin ≈ 4.8 points; 95% CI ≈ 53.2% to 62.8%.',
    'The 95% CI ≈ 53.2%.',
    'At a 5% significance level ≈ 0.05 we reject.',
    'The estimate 2 + 3 = 6 to 7 units.',
  ])('reads nothing wrong in %s', (text) => {
    expect(verdicts(text)).not.toContain('false');
  });

  it.each([
    // A rounding of one number, with the same noun or none, is still checked.
    ['42.1558 ≈ 42.9', ['false']],
    ['37 apples ≈ 30 apples', ['false']],
    ['58% + 4.8% = 62.8%', ['true']],
    ['58% + 4.8% = 63.8%', ['false']],
  ])('%s', (text, expected) => {
    expect(verdicts(text)).toEqual(expected);
  });
});

describe('inline HTML in Markdown: formatting is transparent, <br> breaks the line, <sup> raises', () => {
  it.each([
    ['<b>Sand:</b> 6 L = 6001 mL<br>\n6000 ÷ 480 = 12.5', ['6 L = 6001 mL']],
    ['<b>Sand:</b> 6 L = 6000 mL<br>\n6000 ÷ 480 = 12.5', []],
    ['<b>Stock:</b> 0.5 L × 2.5 = 1.15 L<br><i>Pasta:</i> 250 g × 2.5 = 625 g', ['0.5 L × 2.5 = 1.15']],
    ['<b>Volume:</b> 12 × 8 × 5 = 480 cm<sup>3</sup><br>Since 1 cm<sup>3</sup> = 1 mL, it holds 480 cm<sup>3</sup> = 490 mL.', ['480 cm<sup>3</sup> = 490 mL']],
    ['Area: 10<sup>2</sup> = 100 cm<sup>2</sup>', []],
    ['Area: 10<sup>2</sup> = 1000', ['10<sup>2</sup> = 1000']],
  ])('%s', async (text, wrong) => {
    const found = await falseSteps(text);
    expect(found.length).toBe(wrong.length);
    for (const w of wrong) expect(found.some((f) => f.includes(w))).toBe(true);
  });

  it.each([
    // Struck-out text is withdrawn; a subscript, a footnote mark standing apart and other HTML are not read.
    '<s>6 L = 6001 mL</s> 6 L = 6000 mL',
    '<del>2 + 2 = 5</del>',
    'We first wrote <s>3 × 4 = 13</s>, then 3 × 4 = 12.',
    'H<sub>2</sub>O: 2 + 16 = 18',
    'The total <sup>1</sup> = 5 + 5 = 10',
    '<span style="x">3 × 4 = 12</span>',
    '<div>\n3 × 4 = 13\n</div>',
  ])('reads nothing wrong in %s', async (text) => {
    expect(await falseSteps(text)).toEqual([]);
  });
});

describe('spreadsheet formulas in a table: the value beside a formula is what it gives', () => {
  const table = (header: string[], rows: (string | number)[][]) => [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');

  it.each([
    [['Month', 'Start', 'Deposit', 'Formula', 'End'], [['Jan', '$120', '$45', '=B2+C2', '$165'], ['Feb', '$165', '$45', '=B3+C3', '$210']], []],
    [['Month', 'Start', 'Deposit', 'Formula', 'End'], [['Jan', '$120', '$45', '=B2+C2', '$164'], ['Feb', '$165', '$45', '=B3+C3', '$210']], ['$164']],
    [['Line', 'Qty', 'Price', 'Formula', 'Amount'], [['A', 4, '$12.50', '=B2*C2', '$50.00'], ['B', 2, '$37.80', '=B3*C3', '$75.60'], ['Subtotal', '', '', '=SUM(E2:E3)', '$125.60'], ['Tax', '', '', '=E4*0.0825', '$10.36'], ['Total', '', '', '=E4+E5', '$135.96']], []],
    [['Line', 'Qty', 'Price', 'Formula', 'Amount'], [['A', 4, '$12.50', '=B2*C2', '$50.00'], ['B', 2, '$37.80', '=B3*C3', '$75.60'], ['Subtotal', '', '', '=SUM(E2:E3)', '$125.60'], ['Tax', '', '', '=E4*0.0825', '$10.36'], ['Total', '', '', '=E4+E5', '$136.06']], ['$136.06']],
    [['Way', 'Students', 'Formula', 'Share'], [['Walk', 12, '=B2/30', '40%'], ['Bus', 9, '=B3/30', '30%']], []],
    [['Way', 'Students', 'Formula', 'Share'], [['Walk', 12, '=B2/30', '40%'], ['Bus', 9, '=B3/30', '35%']], ['35%']],
  ] as const)('%j %j', async (header, rows, wrong) => {
    expect(await falseSteps(table([...header], rows.map((r) => [...r])))).toEqual([...wrong]);
  });

  it.each([
    // Rows numbered without the header (B1 in the first data row): the lettering is not confirmed.
    [['Month', 'Start', 'Deposit', 'Formula', 'End'], [['Jan', '$120', '$45', '=B1+C1', '$164'], ['Feb', '$165', '$45', '=B2+C2', '$209']]],
    // A referenced cell that is no plain number, a function not read, a value cell with more than a number.
    [['Month', 'Start', 'Deposit', 'Formula', 'End'], [['Jan', '$120 (est.)', '$45', '=B2+C2', '$164'], ['Feb', '$165', '$45', '=B3+C3', '$210']]],
    [['Month', 'Start', 'Deposit', 'Formula', 'End'], [['Jan', '$120', '$45', '=ROUND(B2+C2, 0)', '$164'], ['Feb', '$165', '$45', '=B3+C3', '$210']]],
    [['Month', 'Start', 'Deposit', 'Formula', 'End'], [['Jan', '$120', '$45', '=B2+C2', '$164 (late)'], ['Feb', '$165', '$45', '=B3+C3', '$210']]],
    // A formula naming the header row or a cell beyond the table.
    [['Month', 'Start', 'Deposit', 'Formula', 'End'], [['Jan', '$120', '$45', '=B1+C2', '$164'], ['Feb', '$165', '$45', '=B3+C9', '$210'], ['Mar', '$210', '$45', '=B4+C4', '$255']]],
  ] as const)('reads no wrong value in %j %j', async (header, rows) => {
    expect(await falseSteps(table([...header], rows.map((r) => [...r])))).toEqual([]);
  });

  it('any running balance sheet: false exactly at the row whose end is not start plus deposit', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 999 }), fc.array(fc.integer({ min: 1, max: 200 }), { minLength: 2, maxLength: 5 }), fc.nat(), fc.constantFrom(0, 1, -1, 10), fc.constantFrom('+', '-'), async (start, deposits, at, off, op) => {
        const k = at % deposits.length;
        let balance = start + 1000;
        const rows = deposits.map((d, i) => {
          const end = op === '+' ? balance + d : balance - d;
          const row = [`M${i + 1}`, `$${balance}`, `$${d}`, `=B${i + 2}${op}C${i + 2}`, `$${end + (i === k ? off : 0)}`];
          balance = end;
          return row;
        });
        const found = await falseSteps(table(['Month', 'Start', 'Change', 'Formula', 'End'], rows));
        expect(found).toEqual(off === 0 ? [] : [rows[k]![4]]);
      }),
      { numRuns: 50 },
    );
  });
});

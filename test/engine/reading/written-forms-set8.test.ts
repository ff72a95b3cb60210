import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OFFLINE_METHODS } from '../../../server/engine/engine.js';
import { combinedUnit, conversionFactor } from '../../../server/engine/checkers/units.js';

// Forms of written set 8 (issue 22) that earlier sets did not have: currencies written as a code,
// a sign after the amount or cents after a comma, GFM footnote marks, numbered sub-steps, units
// that combine into a named SI unit, and a reasoning model's <think> block. The sentences are
// written here, not taken from the set.

async function steps(content: string) {
  const r = await OFFLINE_METHODS.formal({ content: `We work it out.\n\n${content}\n\nThat is all.`, context: {}, options: {} });
  return r.steps!;
}
const falseSteps = async (content: string) => (await steps(content)).filter((s) => s.verdict === 'false').map((s) => s.text);
const verdictOf = async (content: string) => {
  const all = await steps(content);
  return all.some((s) => s.verdict === 'false') ? 'false' : all.some((s) => s.verdict === 'true') ? 'true' : 'uncertain';
};

describe('currencies: a code or sign before or after the amount is the amount\'s', () => {
  it.each([
    ['Net: ¥111,150 − ¥2,223 = ¥108,927', 'true'],
    ['Net: ¥111,150 − ¥2,223 = ¥108,937', 'false'],
    ['After rent: EUR 3,997.50 − EUR 1,625.75 = EUR 2,371.75.', 'true'],
    ['After rent: EUR 3,997.50 − EUR 1,625.75 = EUR 2,371.85.', 'false'],
    ['Sale: USD 2,480.00 × 0.8 = USD 1,984.00', 'true'],
    ['Sale: USD 2,480.00 × 0.8 = USD 1,984.10', 'false'],
    ['Fee: 2% of ₹4,500 = ₹90', 'true'],
    ['Fee: 2% of ₹4,500 = ₹95', 'false'],
    ['Cost: 3 × 40 CHF = 120 CHF', 'true'],
    ['Cost: 3 × 40 CHF = 130 CHF', 'false'],
    ['Cost: 3 × 4 € = 12 €', 'true'],
    ['Cost: 3 × 4 € = 13 €', 'false'],
    ['Price: US$12.50 × 4 = US$50.00', 'true'],
    ['Price: US$12.50 × 4 = US$50.10', 'false'],
    ['Costs 3 500 ¥ × 2 = 7 000 ¥', 'true'],
    ['Costs 3 500 ¥ × 2 = 7 100 ¥', 'false'],
    // A rate between currencies: the product is in the other currency.
    ['Gross: $750 × 148.20 = ¥111,150', 'true'],
  ])('%s is %s', async (text, expected) => {
    expect(await verdictOf(text)).toBe(expected);
  });
});

describe('cents after a comma in money', () => {
  it.each([
    ['Books: 5 × 12,40 € = 62,00 €', 'true'],
    ['Books: 5 × 12,40 € = 62,10 €', 'false'],
    ['Books: 5 × €7,35 = €36,75', 'true'],
    ['Books: 5 × €7,35 = €36,57', 'false'],
    ['Total: 1 234,50 € + 10,00 € = 1 244,50 €', 'true'],
    ['Total: 1 234,50 € + 10,00 € = 1 244,60 €', 'false'],
    ['Total: 1.234,50 EUR + 10,00 EUR = 1.244,50 EUR', 'true'],
    ['Total: 1.234,50 EUR + 10,00 EUR = 1.254,50 EUR', 'false'],
    // Near misses: no currency, the comma's convention is not settled; three digits after it are English grouping.
    ['3,14 × 2 = 6,28', 'uncertain'],
    ['3,14 × 2 = 6,29', 'uncertain'],
    ['Cost: €1,250 + €250 = €1,500', 'true'],
  ])('%s is %s', async (text, expected) => {
    expect(await verdictOf(text)).toBe(expected);
  });

  it('any amount with cents after a comma: false exactly when the product is off', () => {
    fc.assert(
      fc.asyncProperty(fc.integer({ min: 2, max: 9 }), fc.integer({ min: 100, max: 99999 }), fc.integer({ min: -3, max: 3 }), fc.constantFrom('€', ' €', ' EUR'), async (k, cents, slip, sign) => {
        const money = (c: number) => `${Math.floor(c / 100)},${String(c % 100).padStart(2, '0')}${sign}`;
        const text = `Cost: ${k} × ${money(cents)} = ${money(k * cents + slip)}`;
        expect(await verdictOf(text)).toBe(slip === 0 ? 'true' : 'false');
      }),
      { numRuns: 40 },
    );
  });
});

describe('footnote marks are markup', () => {
  it.each([
    ['Food: 8 × \\$12.50 = \\$100.00[^1]\n\n[^1]: Tax is included.', []],
    ['Food: 8 × \\$12.50 = \\$100.10[^1]\n\n[^1]: Tax is included.', ['8 × \\$12.50 = \\$100.10']],
    ['First convert: 3 m = 301 cm.[^m]\n\n[^m]: Exactly.', ['3 m = 301 cm']],
    ['We need $\\binom{8}{3} = 57$.[^note]', ['\\binom{8}{3} = 57']],
    // A one-word note makes CommonMark read the mark as a link reference: still a mark.
    ['So 2^3 = 8[^a] here.\n\n[^a]: Exactly.', []],
    // The note's own text is read as any paragraph.
    ['Food: 8 × \\$12.50 = \\$100.00[^1]\n\n[^1]: With tax, 100 × 1.1 = 111.', ['100 × 1.1 = 111']],
    // An asterisk or a dagger glued after a result, with nothing after it to multiply, marks a note.
    ['Food: 8 × \\$12.50 = \\$100.10*\n\n\\* Tax is included.', ['8 × \\$12.50 = \\$100.10']],
    ['Food: 8 × \\$12.50 = \\$100.00*\n\n\\* Tax is included.', []],
    ['Food: 8 × \\$12.50 = \\$100.10*.', ['8 × \\$12.50 = \\$100.10']],
    ['Food: 8 × \\$12.50 = \\$100.10† (see the note)', ['8 × \\$12.50 = \\$100.10']],
    ['She pays 8 × 5 = 41* per box.\n\n* Before tax.', ['8 × 5 = 41']],
    // Near misses: a glued * before a number, even after a point, multiplies ("30*.2"); with no note, "41* per box" stays unread.
    ['A tip of 30*.2 = $9', ['30*.2 = $9']],
    ['She pays 8 × 5 = 41* per box.', []],
  ])('%s', async (text, expected) => {
    expect(await falseSteps(text)).toEqual(expected);
  });
});

describe('numbered sub-steps: a dotted number opening a line is a label when the content shows the numbering', () => {
  it.each([
    ['3. Distance\n   3.1 60 × 2.75 = 165 km', []],
    ['3. Distance\n   3.1 60 × 2.75 = 166 km', ['60 × 2.75 = 166']],
    ['**2 Current**\n2.1 I = 9 V / 267 Ω ≈ 0.0373 A\n2.2 0.0337 A = 33.7 mA', ['9 V / 267 Ω ≈ 0.0373']],
    ['1.1 48 ÷ 4 = 12\n1.2 12 × 3 = 37', ['12 × 3 = 37']],
    ['1.1 48 ÷ 4 = 13\n1.2 12 × 3 = 36', ['48 ÷ 4 = 13']],
  ])('%s', async (text, expected) => {
    expect(await falseSteps(text)).toEqual(expected);
  });

  it.each([
    // A decimal before an operator is an operand, numbering or not.
    ['2.5 + 1 = 3.5 here\n2.4 + 1 = 3.4 too', 'true'],
    ['2.5 + 1 = 3.6 here\n2.4 + 1 = 3.4 too', 'false'],
    // No parent and no sibling: digits apart by a space stay unread.
    ['3.1 60 × 2.75 = 166 km', 'uncertain'],
  ])('%s is %s', async (text, expected) => {
    expect(await verdictOf(text)).toBe(expected);
  });

  it('any sub-step: false exactly when its product is off', () => {
    fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1, max: 4 }), fc.integer({ min: 2, max: 99 }), fc.integer({ min: 2, max: 99 }), fc.integer({ min: -2, max: 2 }), async (n, m, a, b, slip) => {
        const text = `**${n}. Step**\n${n}.${m} ${a} × ${b} = ${a * b + slip}`;
        expect(await falseSteps(text)).toEqual(slip === 0 ? [] : [`${a} × ${b} = ${a * b + slip}`]);
      }),
      { numRuns: 30 },
    );
  });
});

describe('derived units: a product or quotient is in the SI unit of its dimension', () => {
  it.each([
    ['F = ma = 8 kg × 3.5 m/s² = 28 N.', 'true'],
    ['F = ma = 8 kg × 3.5 m/s² = 27 N.', 'false'],
    ['The force is 8 kg × 3.5 m/s^2 = 0.028 kN', 'true'],
    ['The force is 8 kg × 3.5 m/s^2 = 0.029 kN', 'false'],
    ['I = 9 V / 267 Ω ≈ 0.0337 A', 'true'],
    ['I = 9 V / 267 Ω ≈ 0.0373 A', 'false'],
    ['I = 9 V / 450 Ω = 20 mA', 'true'],
    ['I = 9 V / 450 Ω = 25 mA', 'false'],
    ['E = 2 kW × 3 h = 7 kWh', 'false'],
    ['P = 100 J / 20 s = 6 W', 'false'],
    ['The area is 3 m × 4 m = 13 m²', 'false'],
    // Units that combine into no named unit keep the numbers' reading, as before; a temperature never combines.
    ['It takes 2 h × 60 min = 120 min', 'true'],
    ['The rise is 5 °C × 2 kg = 11 J', 'uncertain'],
  ])('%s is %s', async (text, expected) => {
    expect(await verdictOf(text)).toBe(expected);
  });

  it('combines by dimension and converts within one', () => {
    expect(combinedUnit('*', 'kg', 'm/s^2')).toEqual({ unit: 'N', factor: 1 });
    expect(combinedUnit('*', 'kW', 'h')).toEqual({ unit: 'J', factor: 3.6e6 });
    expect(combinedUnit('*', 'h', 'min')).toBeUndefined();
    expect(conversionFactor('V/Ω', 'mA')?.factor).toBeCloseTo(1000);
    expect(conversionFactor('J/s', 'W')?.factor).toBe(1);
    expect(conversionFactor('V/Ω', 'W')).toBeUndefined();
    expect(conversionFactor('kg', 'GB')).toBeUndefined();
  });
});

describe('thinking: what a reasoning model writes in <think> is read, with its slips taken back', () => {
  it.each([
    // The first paragraph after <think> was an HTML block, unread; it is prose.
    ['<think>\nFirst 9 + 104 = 114.\n\nSo the sum is fine.\n</think>\n\nThe answer is 1130.', ['9 + 104 = 114']],
    ['<think>\nFirst 9 + 104 = 113.\n</think>\n\nThe answer: 10 × 113 = 1131.', ['10 × 113 = 1131']],
    // A slip asked, or taken back with a cue, is not asserted.
    ['<think>\nOkay, 20 × 8 = 170? Wait, that\'s wrong. Let me redo it: 20 × 8 = 160.\n</think>\n\nSo 20 × 8 = 160.', []],
    ['<think>\nOkay, 20 × 8 = 170. Hold on, 20 × 8 = 160.\n</think>\n\nSo 160 + 23 = 183.', []],
    // In thinking, the same calculation worked out again with another value supersedes the slip, said or not.
    ['<think>\n17 × 7 = 129, then 129 + 33 = 162.\n\nSo 17 × 7 = 119 and 119 + 33 = 152.\n</think>\n\nThere are 152 jars.', []],
    ['<think>\n17 × 7 = 129.\n</think>\n\nThere are 17 × 7 = 119 jars and 119 + 33 = 152.', []],
    // The redo may use another relation word or notation: "is" and "=", prose and LaTeX.
    ['<think>\n20 × 8 is 170, hmm, let me recompute.\n</think>\n\nThere are $20 \\times 8 = 160$ jars.', []],
    // Near misses: a slip never worked out again stays false; so does one whose wrong value is used after the redo.
    ['<think>\n17 × 7 = 129.\n</think>\n\nThere are 152 jars.', ['17 × 7 = 129']],
    ['<think>\n17 × 7 = 129. So 17 × 7 = 119.\n</think>\n\nThere are 129 + 33 = 162 jars.', ['17 × 7 = 129']],
    // Outside thinking a silent restatement is no correction (DECISIONS "What is asserted").
    ['17 × 7 = 129.\n\nThere are 17 × 7 = 119 jars.', ['17 × 7 = 129']],
    // The tags in code are code.
    ['```\n<think>\n2 + 2 = 5\n</think>\n```', []],
  ])('%s', async (text, expected) => {
    expect(await falseSteps(text)).toEqual(expected);
  });

  it('any slip in thinking worked out again is not called false', () => {
    fc.assert(
      fc.asyncProperty(fc.integer({ min: 2, max: 40 }), fc.integer({ min: 2, max: 40 }), fc.integer({ min: 1, max: 20 }), fc.constantFrom('<think>', '<thinking>'), async (a, b, off, tag) => {
        const close = tag.replace('<', '</');
        const text = `${tag}\nSo ${a} × ${b} = ${a * b + off}. Then ${a} × ${b} = ${a * b}.\n${close}\n\nThe result is ${a} × ${b} = ${a * b}.`;
        expect(await falseSteps(text)).toEqual([]);
      }),
      { numRuns: 30 },
    );
  });
});

describe("a tutor's quotation of a student's slip is not asserted", () => {
  it.each([
    ['You wrote 37 × 35 = 1,285, which is off. In fact 37 × 35 = 1,295.', []],
    ['Your step 8 × 7 = 54 is off by 2; 8 × 7 = 56.', []],
    ["The student's line 8 × 7 = 54 drops a carry: 8 × 7 = 56.", []],
    ['The student wrote 8 × 7 = 54, but 8 × 7 = 56.', []],
    // Near misses: the author's own writing, a passive "written", and a subject who wrote something else assert.
    ['We wrote 8 × 7 = 54 above.', ['8 × 7 = 54']],
    ['Written as a product, 8 × 7 = 54.', ['8 × 7 = 54']],
    ['She wrote 3 letters, so 3 × 4 = 13 stamps.', ['3 × 4 = 13']],
    ['The total 8 × 7 = 54 is off by 2.', []],
    ['So 8 × 7 = 54 here, and 54 is the answer.', ['8 × 7 = 54']],
  ])('%s', async (text, expected) => {
    expect(await falseSteps(text)).toEqual(expected);
  });
});

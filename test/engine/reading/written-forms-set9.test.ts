import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OFFLINE_METHODS } from '../../../server/engine/engine.js';
import { prepareClaim } from '../../../server/engine/checkers/text.js';
import { raisedPoint } from '../../../server/engine/reading/raised-point.js';

// Forms of written set 9 (issue 22) that earlier sets did not have: the British raised decimal
// point (`£7·20`), units written in LaTeX after a thin space (`160\,\mathrm{km}`), a chain of
// conversions, a price per unit after a currency, and "per cent" in words. The sentences are
// written here, not taken from the set.

async function steps(content: string) {
  const r = await OFFLINE_METHODS.formal({ content: `We work it out.\n\n${content}\n\nThat is all.`, context: {}, options: {} });
  return r.steps!;
}
const verdictOf = async (content: string) => {
  const all = await steps(content);
  return all.some((s) => s.verdict === 'false') ? 'false' : all.some((s) => s.verdict === 'true') ? 'true' : 'uncertain';
};

describe('the raised dot between digits: a decimal point, a product, or either', () => {
  it.each([
    // Money shows the point: a currency before or after and two digits after the dot.
    ['£7·20', 2, 'decimal'],
    ['£124·00', 4, 'decimal'],
    ['£ 2·50', 3, 'decimal'],
    ['7·20 €', 1, 'decimal'],
    ['40·80 GBP', 2, 'decimal'],
    ['US$3∙75', 4, 'decimal'],
    // The digits show a product: a point already, dots that run on, an exponent, scientific notation.
    ['0.15·240', 4, 'product'],
    ['2·0.5', 1, 'product'],
    ['7·11·13', 1, 'product'],
    ['7·11·13', 4, 'product'],
    ['2^4·3^2', 3, 'product'],
    ['3·10^8', 1, 'product'],
    ['1,5·2', 3, 'product'],
    // Nothing shows which: either.
    ['2·5', 1, 'either'],
    ['24·86p', 2, 'either'],
    ['7·5 kg', 1, 'either'],
    ['£3·5', 2, 'either'],
    ['1,200·50', 5, 'either'],
  ] as const)('%s at %i reads as %s', (text, at, want) => {
    expect(raisedPoint(text, at)).toBe(want);
  });

  it('in LaTeX math the decimal point is the full stop: a glued dot is a product unless money shows the point', () => {
    expect(raisedPoint('3·4 = 12', 1, true)).toBe('product');
    expect(raisedPoint('\\$7·20', 3, true)).toBe('decimal');
  });

  it('is no raised dot when not glued between digits', () => {
    expect(raisedPoint('3 · 4', 2)).toBeUndefined();
    expect(raisedPoint('a·b', 1)).toBeUndefined();
    expect(raisedPoint('3.4', 1)).toBeUndefined();
  });

  it.each([
    ['Add the VAT: £620 + £124·00 = £744·00', 'true'],
    ['Add the VAT: £620 + £124·00 = £774·00', 'false'],
    ['15 per cent of £48 = £7·20', 'true'],
    ['15 per cent of £48 = £7·02', 'false'],
    ['Sale price: £48 − £7·20 = £40·80', 'true'],
    ['Sale price: £48 − £7·20 = £40·08', 'false'],
    ['Each week: 3 × £2·50 = £7·50', 'true'],
    ['Each week: 3 × £2·50 = £7·05', 'false'],
    ['Total: £74·58 + £18·03 = £92·61', 'true'],
    ['Total: 74·58 € + 18·03 € = 92·61 €', 'true'],
    ['Total: 74·58 € + 18·03 € = 92·71 €', 'false'],
    // A dot nothing settles: decided only when both readings agree.
    ['Without VAT: £504 ÷ 1·2 = £420·00', 'uncertain'],
    ['Then 2·5 = 10.', 'uncertain'],
    ['Then 2·5 = 11.', 'false'],
    ['It lasts 2·60 + 15 = 135 minutes.', 'uncertain'],
    ['It lasts 2·60 + 15 = 136 minutes.', 'false'],
    ['Squared: 1·5² = 2·25', 'uncertain'],
    // Settled products stay products.
    ['Counts: 0.15·240 = 36', 'true'],
    ['Counts: 0.15·240 = 37', 'false'],
    ['So 1001 = 7·11·13.', 'true'],
    ['So 7·11·13 = 1011.', 'false'],
    ['In math, $3·4 = 12$.', 'true'],
    ['In math, $3·4 = 13$.', 'false'],
  ])('%s is %s', async (text, expected) => {
    expect(await verdictOf(text)).toBe(expected);
  });

  it('a short claim with a dot nothing settles is left to the calculation reader', () => {
    expect(prepareClaim('2·5 = 10').unparseable).toMatch(/raised dot/);
    expect(prepareClaim('£2·50 × 3 = £7·50').unparseable).toBeUndefined();
    expect(prepareClaim('£2·50 × 3 = £7·50').text).toContain('2.50');
  });

  it('money with a raised point: false exactly when the product is off', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 2, max: 9 }), fc.integer({ min: 100, max: 99999 }), fc.integer({ min: -3, max: 3 }), fc.constantFrom(['£', ''], ['', ' €'], ['£', ''], ['', ' GBP']), fc.constantFrom('·', '∙'), async (k, pence, slip, [before, after], dot) => {
        const money = (p: number) => `${before}${Math.floor(p / 100)}${dot}${String(p % 100).padStart(2, '0')}${after}`;
        expect(await verdictOf(`Cost: ${k} × ${money(pence)} = ${money(k * pence + slip)}`)).toBe(slip === 0 ? 'true' : 'false');
      }),
      { numRuns: 40 },
    );
  });

  it('an unsettled dot: never false when either reading holds, false when neither does', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 99 }), fc.integer({ min: 1, max: 9 }), async (a, b) => {
        // a·b as a product is a × b; with the decimal point it is a + b/10.
        expect(await verdictOf(`Then ${a}·${b} = ${a * b}.`)).not.toBe('false');
        expect(await verdictOf(`Then ${a}·${b} = ${a + b / 10}.`)).not.toBe('false');
        expect(await verdictOf(`Then ${a}·${b} = ${a * b + a + 7}.`)).toBe('false');
      }),
      { numRuns: 30 },
    );
  });
});

describe('units in LaTeX after a thin space are read as units in prose are', () => {
  it.each([
    ['Total distance: $160\\,\\mathrm{km} + 90\\,\\mathrm{km} = 250\\,\\mathrm{km}$.', 'true'],
    ['Total distance: $160\\,\\mathrm{km} + 90\\,\\mathrm{km} = 252\\,\\mathrm{km}$.', 'false'],
    ['Total distance: $160\\,\\text{km} + 90\\,\\text{km} = 252\\,\\text{km}$.', 'false'],
    ['Total distance: $160\\;\\mathrm{km} + 90\\;\\mathrm{km} = 252\\;\\mathrm{km}$.', 'false'],
    ['Sections: \\(23 \\times 15\\,\\mathrm{cm} = 345\\,\\mathrm{cm}\\).', 'true'],
    ['Sections: \\(23 \\times 15\\,\\mathrm{cm} = 335\\,\\mathrm{cm}\\).', 'false'],
    ['$$\\frac{1200\\,\\mathrm{L}}{16\\,\\mathrm{L/min}} = 75\\,\\mathrm{min}$$', 'true'],
    ['$$t = \\frac{1200\\,\\mathrm{L}}{16\\,\\mathrm{L/min}} = 65\\,\\mathrm{min}$$', 'false'],
    ['\\[ \\frac{4500}{120\\,\\mathrm{min^{-1}}} = 37.5\\,\\mathrm{min} \\]', 'true'],
    ['\\[ \\frac{4500}{120\\,\\mathrm{min^{-1}}} = 35.7\\,\\mathrm{min} \\]', 'false'],
    ['The running time is $8\\,\\mathrm{min} = 480\\,\\mathrm{s}$.', 'true'],
    ['The running time is $8\\,\\mathrm{min} = 408\\,\\mathrm{s}$.', 'false'],
    ['Speed: $4.5\\,\\mathrm{m/s} + 3.5\\,\\mathrm{m/s} = 8\\,\\mathrm{m/s}$', 'true'],
    ['Speed: $4.5\\,\\mathrm{m/s} + 3.5\\,\\mathrm{m/s} = 9\\,\\mathrm{m/s}$', 'false'],
    // Grouping by a thin space is still grouping.
    ['Total: $1\\,000 + 250 = 1\\,250$', 'true'],
    ['Total: $1\\,000 + 250 = 1\\,350$', 'false'],
  ])('%s is %s', async (text, expected) => {
    expect(await verdictOf(text)).toBe(expected);
  });

  it('any sum of lengths in LaTeX units: false exactly when the sum is off', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 999 }), fc.integer({ min: 1, max: 999 }), fc.integer({ min: -2, max: 2 }), fc.constantFrom('\\mathrm{km}', '\\text{m}', '\\mathrm{cm}', '\\text{ kg}'), fc.constantFrom('\\,', '\\;', '\\ ', '~'), async (a, b, slip, unit, space) => {
        const q = (n: number) => `${n}${space}${unit}`;
        expect(await verdictOf(`Sum: $${q(a)} + ${q(b)} = ${q(a + b + slip)}$.`)).toBe(slip === 0 ? 'true' : 'false');
      }),
      { numRuns: 40 },
    );
  });
});

describe('a chain of conversions restates one quantity', () => {
  it.each([
    ['Distance: 225,000 cm = 2,250 m = 2.25 km', 'true'],
    ['Distance: 225,000 cm = 2,250 m = 2.52 km', 'false'],
    ['Distance: 225,000 cm = 2,205 m = 2.205 km', 'false'],
    ['Time: 2 h = 120 min = 7,200 s', 'true'],
    ['Time: 2 h = 120 min = 7,300 s', 'false'],
    ['Mass: 3,500 g = 3.5 kg = 0.0035 t', 'true'],
    // Words that name no unit: nothing is compared.
    ['Then 5 apples = 5 apples = 6 pears.', 'uncertain'],
  ])('%s is %s', async (text, expected) => {
    expect(await verdictOf(text)).toBe(expected);
  });
});

describe('a price per unit after a currency is a rate', () => {
  it.each([
    ['Per gallon: 1.55 CAD/L × 3.785411784 L/gal = 5.8673882652 CAD/gal', 'true'],
    ['Per gallon: 1.55 CAD/L × 3.785411784 L/gal = 5.8673882653 CAD/gal', 'false'],
    ['Fuel: 1.55 €/L × 40 L = 62 €', 'true'],
    ['Fuel: 1.55 €/L × 40 L = 63 €', 'false'],
    ['Apples: €1.50/kg × 4 kg = €6.00', 'true'],
    ['Apples: €1.50/kg × 4 kg = €6.10', 'false'],
  ])('%s is %s', async (text, expected) => {
    expect(await verdictOf(text)).toBe(expected);
  });
});

describe('"per cent" in words is a percentage', () => {
  it.each([
    ['(In one go: 85 per cent of £48 = £40.80.)', 'true'],
    ['(In one go: 85 per cent of £48 = £40.81.)', 'false'],
    ['In one go: 85 per  cent of 48 = 40.8', 'true'],
    ['In one go: 85 percent of 48 = 40.9', 'false'],
  ])('%s is %s', async (text, expected) => {
    expect(await verdictOf(text)).toBe(expected);
  });
});

// Repeating decimals are one number (issue 22, claims9: "0.(108) = 4/37" was read as 0 × 108 and
// called false). A bracket, a LaTeX bar or a combining overline marks the repetend; a bracket
// after digits of the fraction may be a product, and digits followed by an ellipsis only show the
// start of a number: those decide only where every reading agrees (DECISIONS "Short claims:
// repeating decimals").
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyseContent } from '../../../server/engine/claims.js';
import { EXACT_CHECKERS } from '../../../server/engine/checkers/index.js';
import { Q } from '../../../server/engine/checkers/rational.js';
import { expansionShape, repetendValue, rewriteRepetends } from '../../../server/engine/reading/repeating-decimals.js';

const verdict = (content: string): string => analyseContent(content, EXACT_CHECKERS).verdict;

describe('repeating decimals', () => {
  const cases: [string, 'true' | 'false' | 'uncertain'][] = [
    ['0.(108) = 4/37', 'true'],
    ['0.(108) = 4/39', 'false'],
    ['0.(3) = 1/3', 'true'],
    ['1.(6) = 5/3', 'true'],
    ['0.\\overline{846} = 94/111', 'true'],
    ['$0.\\overline{571428} = \\frac{4}{7}$', 'true'],
    ['$0.\\overline{571428} = \\frac{142857}{250000}$', 'false'],
    ['$0.1\\overline{6} = \\frac{1}{6}$', 'true'],
    ['0.3̅ = 1/3', 'true'],
    ['0.12̅3̅ = 61/495', 'true'],
    ['4/37 = 0.(108)', 'true'],
    ['0.(3) × 3 = 1', 'true'],
    // A bracket after digits of the fraction: a repetend (1/6) or a product (0.6); decided only when both agree.
    ['0.1(6) = 1/6', 'uncertain'],
    ['0.1(6) = 0.6', 'uncertain'],
    ['2.5(4) = 10', 'uncertain'],
    ['2.5(4) = 11', 'false'],
    // Digits followed by an ellipsis: the start of a number.
    ['1/3 = 0.333...', 'true'],
    ['2/3 = 0.666…', 'true'],
    ['1/6 = 0.1666...', 'true'],
    ['5/11 = 0.454545...', 'true'],
    ['-1/3 = -0.333...', 'true'],
    ['0.333... = 1/3', 'true'],
    ['1/4 = 0.333...', 'false'],
    ['1/3 = -0.333...', 'false'],
    ['1/7 = 0.152857...', 'false'],
    ['0.3334 = 0.333...', 'uncertain'],
    ['0.333... × 3 = 1', 'uncertain'],
  ];
  it.each(cases)('%s → %s', (content, want) => expect(verdict(content)).toBe(want));

  it('reads the value of each notation', () => {
    expect(repetendValue('0', '', '108').toString()).toBe('4/37');
    expect(repetendValue('0', '1', '6').toString()).toBe('1/6');
    expect(rewriteRepetends('0.(108) = 4/37').text).toBe('(4/37) = 4/37');
    expect(rewriteRepetends('0.1(6) = x')).toMatchObject({ ambiguous: true, product: '0.1 × (6) = x' });
    expect(expansionShape(Q.of(1n, 6n))).toEqual({ preperiod: 1, period: 1 });
    expect(expansionShape(Q.of(1n, 8n))).toBeUndefined();
  });

  it('agrees with the fraction for generated repetends, right and wrong', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9 }), fc.stringMatching(/^\d{1,5}$/), fc.constantFrom('bracket', 'overline', 'latex', 'combining'), fc.integer({ min: -3, max: 3 }), (whole, period, form, off) => {
        const value = repetendValue(String(whole), '', period);
        const stated = value.add(Q.of(BigInt(off), 1000n));
        const written = form === 'bracket' ? `${whole}.(${period})` : form === 'overline' ? `${whole}.\\overline{${period}}` : form === 'latex' ? `$${whole}.\\overline{${period}}$` : `${whole}.${[...period].map((d) => `${d}\u0305`).join('')}`;
        const claim = form === 'latex' ? written.replace(/\$$/, ` = \\frac{${stated.n}}{${stated.d}}$`) : `${written} = ${stated.n}/${stated.d}`;
        expect(verdict(claim)).toBe(off === 0 ? 'true' : 'false');
      }),
      { numRuns: 80 },
    );
  });
});

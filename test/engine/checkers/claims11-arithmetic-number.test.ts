// Short-claim forms of issue 22 (claims set 11: arithmetic and number theory), and the reading of
// a percentage after + or − in short claims and in solutions alike (DECISIONS "A percentage after
// + or −"). Tables of phrasings (right, wrong, and near-misses that must stay uncertain) and
// generated variants checked against plain arithmetic.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyseContent } from '../../../server/engine/claims.js';
import { EXACT_CHECKERS } from '../../../server/engine/checkers/index.js';

type Case = [string, 'true' | 'false' | 'uncertain'];
const verdict = (s: string): string => analyseContent(s, EXACT_CHECKERS).verdict;

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

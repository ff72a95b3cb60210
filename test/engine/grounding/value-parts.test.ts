// A figure of a long answer sentence read in its own part (issue 23, DECISIONS.md "Figures in
// their part"): the sentence as a whole matches no passage, the part that holds the figure does.
// Sentences written for these tests; tables of phrasings, then generated variants.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groundContent, type ClaimGrounding } from '../../../server/engine/grounding/ground.js';

async function ground(content: string, texts: string[], question?: string): Promise<ClaimGrounding[]> {
  return (await groundContent(content, texts.map((text, index) => ({ index, text })), question)).claims;
}

async function contradicted(content: string, texts: string[], question?: string): Promise<boolean> {
  return (await ground(content, texts, question)).some((c) => c.support === 'contradicted');
}

const BANK = 'Quarterly results. Net charge-offs were 0.18% of average loans on an annualized basis, compared with 0.12% in the first quarter. Non-performing assets rose to 0.46% of total assets from 0.39% at 31 March, driven mainly by two commercial office loans.';
const LEAVE = 'Parental leave. Employees with at least one year of service receive enhanced pay. The first 16 weeks are paid at 100% of basic salary, followed by 10 weeks at 50%, and the remainder at statutory rates or unpaid.';
const GAME = 'Guard Malik Johnson scored 34 points, including six three-pointers. Center Ty Brennan added 18 points and 14 rebounds for the Gulls, and rookie point guard Luis Ortega had 11 assists off the bench.';
const LEAFLET = 'Dosage. Children aged 2 months to 6 years may take the suspension. The dose for children aged 2–4 years is 7.5 ml. If you miss a dose, take it as soon as you remember, unless the next dose is due within 4 hours.';

describe('a figure in its own part of a long sentence', () => {
  it.each([
    { content: 'Net charge-offs rose to 0.18% of average loans (annualized) from 0.21% in the first quarter, and non-performing assets increased to 0.46% of total assets from 0.39% at the end of March.', docs: [BANK] },
    { content: 'With two years of service you qualify: the first 16 weeks at 100% of basic salary, then 12 weeks at 50% of basic salary, with the remainder at statutory rates.', docs: [LEAVE] },
    { content: 'Because your next dose is due in less than 2 hours, the leaflet says you should not take the missed one, just the next at the usual time.', docs: [LEAFLET] },
  ])('$content: the wrong figure is contradicted', async ({ content, docs }) => {
    expect(await contradicted(content, docs)).toBe(true);
  });

  it('a count is checked against the same counted noun in its part, not another noun of that passage', async () => {
    const say = (n: number) => `Johnson led them with 34 points, including six threes, and Ty Brennan added 18 points and ${n} rebounds.`;
    expect(await contradicted(say(11), [GAME])).toBe(true);
    expect(await contradicted(say(14), [GAME])).toBe(false);
  });

  it.each([
    // The same sentences with the documents' figures.
    { content: 'Net charge-offs rose to 0.18% of average loans (annualized) from 0.12% in the first quarter, and non-performing assets increased to 0.46% of total assets from 0.39% at the end of March.', docs: [BANK] },
    { content: 'With two years of service you qualify: the first 16 weeks at 100% of basic salary, then 10 weeks at 50% of basic salary, with the remainder at statutory rates.', docs: [LEAVE] },
    // Each figure in its own slot, the neighbouring passage's other figures no rival of it.
    { content: 'Net charge-offs held at 0.18% of average loans, and non-performing assets rose to 0.46% of total assets from 0.39%, the bank said.', docs: [BANK] },
    { content: 'Brennan had a double-double for the Gulls, and rookie Luis Ortega had 11 assists off the bench as the Gulls won.', docs: [GAME] },
    // The end of a range is a condition that picks a row ("aged 2–4 years"), not the row's value.
    { content: 'For a child aged 2–4 years, the dose is 7.5 ml, given with the syringe provided in the pack.', docs: [LEAFLET] },
    // The asker's own case, set against the rule the documents give.
    { content: 'Since your next dose is due in 3 hours, within the 4-hour window the leaflet gives, skip the missed one and carry on as usual.', docs: [LEAFLET], question: 'My next dose is due in 3 hours. What should I do?' },
  ])('$content: stays uncontradicted', async ({ content, docs, question }) => {
    expect(await contradicted(content, docs, question)).toBe(false);
  });

  // 26 is 16 + 10, a sum of two figures of one passage, which counts as given ("Exact slots").
  it('any wrong weeks at half pay the documents give nowhere is contradicted in its part; the documents\' 10 never is', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 11, max: 40 }).filter((n) => n !== 16 && n !== 26), fc.constantFrom('then', 'after that', 'followed by'), fc.constantFrom('With two years of service you qualify', 'You are eligible as you have served two years'), async (weeks, link, lead) => {
        const say = (n: number) => `${lead}: the first 16 weeks at 100% of basic salary, ${link} ${n} weeks at 50% of basic salary, with the remainder at statutory rates.`;
        expect(await contradicted(say(weeks), [LEAVE])).toBe(true);
        expect(await contradicted(say(10), [LEAVE])).toBe(false);
      }),
      { numRuns: 10 },
    );
  });
});

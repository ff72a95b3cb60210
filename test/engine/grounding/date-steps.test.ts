// Dates an answer works out by one step of a date expression (issue 23, DECISIONS.md "Worked
// figures"): not invented, never supporting by themselves, and still contradicted where the
// documents settle the slot differently. Sentences written for these tests; tables of phrasings,
// then generated variants.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groundContent, type ClaimGrounding } from '../../../server/engine/grounding/ground.js';

async function ground(content: string, texts: string[], question?: string): Promise<ClaimGrounding[]> {
  return (await groundContent(content, texts.map((text, index) => ({ index, text })), question)).claims;
}

async function invented(content: string, texts: string[], question?: string): Promise<string[]> {
  return (await ground(content, texts, question)).flatMap((c) => c.unsupported.map((u) => u.text));
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const DAYS_IN = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

const CLAIMS_POLICY = 'Warranty claims must be raised within 45 days of the end of the month in which the fault appeared.';
const TICKETS = 'Tickets can be exchanged up to 72 hours before the performance. Refunds are paid on the 1st of the following month.';
const SCHOOL = 'Applications are accepted for six weeks after 3 February 2025.';
const PAYROLL = 'Overtime is paid on the last day of the following month. Expenses are settled on the 15th of the next month.';

describe('a step of a date expression makes a date that is not invented', () => {
  it.each([
    // N days of the end of a month the question gives
    { question: 'The fault appeared in April. When is my deadline?', content: 'Raise the claim within 45 days of the end of April, so by 14 June.', made: '14 June', docs: [CLAIMS_POLICY] },
    // hours in whole days, from a date the question gives
    { question: 'My concert is on Saturday 9 August. Until when can I swap my ticket?', content: 'You can exchange it until Wednesday 6 August, 72 hours before the show.', made: '6 August', docs: [TICKETS] },
    // the 1st of the following month, from a month the question gives
    { question: 'I returned my ticket on 20 October. When do I get my money?', content: 'Your refund will be paid on 1 November.', made: '1 November', docs: [TICKETS] },
    // a step with its own date, in the document
    { question: undefined, content: 'Applications close on 17 March 2025.', made: '17 March 2025', docs: [SCHOOL] },
    // the last day of the following month
    { question: 'I worked overtime in February 2024. When is it paid?', content: 'It is paid on 31 March 2024.', made: '31 March 2024', docs: [PAYROLL] },
    // the Nth of the next month, into the next year
    { question: 'My expenses are from 12 December 2025. When are they settled?', content: 'They are settled on 15 January 2026.', made: '15 January 2026', docs: [PAYROLL] },
    // weeks after a date the answer shows and the question gives
    { question: 'We signed on 4 March.', content: 'The cooling-off period ends two weeks after 4 March, on 18 March.', made: '18 March', docs: ['You may cancel within two weeks of signing.'] },
    // a month alone: "the end of" the following month
    { question: 'I gave notice on 10 September. When does my access end?', content: 'Your access ends at the end of October.', made: 'October', docs: ['Notice given before the 20th takes effect on the 1st of the following month.'] },
  ])('$content', async ({ question, content, made, docs }) => {
    expect(await invented(content, docs, question)).not.toContain(made);
  });

  it.each([
    // a wrong result is still invented
    { question: 'The fault appeared in April. When is my deadline?', content: 'Raise the claim within 45 days of the end of April, so by 20 June.', made: '20 June', docs: [CLAIMS_POLICY] },
    // hours that are not whole days are not read
    { question: 'My concert is on Saturday 9 August.', content: 'You can exchange it until 7 August.', made: '7 August', docs: ['Tickets can be exchanged up to 30 hours before the performance.'] },
    // working days are not counted (which days count is not written)
    { question: 'I returned it on 3 March.', content: 'The refund arrives by 8 March.', made: '8 March', docs: ['Refunds arrive within 5 working days of the return.'] },
    // a step and a date of the documents alone (neither the answer's nor the question's) make nothing
    { question: undefined, content: 'Refunds are paid on 1 July.', made: '1 July', docs: ['Refunds are paid on the 1st of the following month.', 'Our office moved on 3 June.'] },
    // a date the answer works out is no anchor for a second step
    { question: 'I returned my ticket on 20 October.', content: 'Your refund will be paid on 1 November, and the next on 1 December.', made: '1 December', docs: [TICKETS] },
  ])('not made: $content', async ({ question, content, made, docs }) => {
    expect(await invented(content, docs, question)).toContain(made);
  });

  it('a worked date does not support the claim by itself', async () => {
    const [c] = await ground('Your refund will be paid on 1 November.', [TICKETS], 'I returned my ticket on 20 October. When do I get my money?');
    expect(c!.unsupported).toEqual([]);
    expect(c!.support).not.toBe('supported');
  });

  it('a date the documents settle differently in the same place stays a contradiction', async () => {
    const docs = ['The festival runs from 2 July to 6 July 2025. Early-bird tickets are sold until 31 May 2025.'];
    const [c] = await ground('Early-bird tickets are sold until 1 June 2025.', docs, 'Are early-bird tickets sold until 30 days before 1 July 2025?');
    expect(c!.support).toBe('contradicted');
  });

  it('any span of days before or after a date the question gives makes its date; one day off does not', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 11 }), fc.integer({ min: 1, max: 28 }), fc.integer({ min: 1, max: 60 }), fc.constantFrom('before', 'after'), fc.constantFrom('days', 'weeks', 'hours'), async (m, day, n, way, unit) => {
        const days = unit === 'weeks' ? 7 * n : n;
        const count = unit === 'hours' ? 24 * n : n;
        const base = Date.UTC(2025, m, day);
        const at = (offset: number) => {
          const d = new Date(base + (way === 'before' ? -1 : 1) * offset * 86_400_000);
          return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
        };
        const docs = [`Changes are accepted up to ${count} ${unit} ${way} the start date.`];
        const question = `Our course starts on ${day} ${MONTHS[m]} 2025.`;
        expect(await invented(`Changes are accepted until ${at(days)}.`, docs, question)).not.toContain(at(days));
        expect(await invented(`Changes are accepted until ${at(days + 1)}.`, docs, question)).toContain(at(days + 1));
      }),
      { numRuns: 15 },
    );
  });

  it('the first and last day of the following and previous month, from any month', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 11 }), fc.constantFrom('following', 'next', 'previous'), fc.constantFrom('1st', 'last day'), async (m, which, edge) => {
        const to = (m + (which === 'previous' ? 11 : 1)) % 12;
        const day = edge === '1st' ? 1 : DAYS_IN[to]!;
        const wrong = edge === '1st' ? 2 : day - 1;
        const docs = [`Statements are issued on the ${edge} of the ${which} month.`];
        const question = `My order was placed on 16 ${MONTHS[m]}.`;
        expect(await invented(`The statement is issued on ${day} ${MONTHS[to]}.`, docs, question)).not.toContain(`${day} ${MONTHS[to]}`);
        expect(await invented(`The statement is issued on ${wrong} ${MONTHS[to]}.`, docs, question)).toContain(`${wrong} ${MONTHS[to]}`);
      }),
      { numRuns: 15 },
    );
  });
});

describe('May and March after a preposition of time are months', () => {
  it.each(['at the end of May', 'in March', 'until May', 'since March'])('%s', async (phrase) => {
    const facts = await invented(`The office was closed ${phrase}.`, ['The office was open all year.']);
    expect(facts.length).toBe(1);
  });

  it('the verb is not a month', async () => {
    expect(await invented('Visitors may bring a guest.', ['Visitors may bring a guest.'])).toEqual([]);
  });
});

// Figures an answer works out from dates and figures it or the documents give (issue 23,
// DECISIONS.md "Ages and spans from dates", "Restatements and wholes"): an age from a birth and a later date, a span in
// months between two months, a whole from a part and its share, a figure restated in another
// unit. Each is not invented only when it is the exact result; a wrong one stays invented.
// Sentences written for these tests; tables of phrasings, then generated variants.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groundContent } from '../../../server/engine/grounding/ground.js';
import { agesBetween } from '../../../server/engine/grounding/spans.js';
import type { DateMention } from '../../../server/engine/grounding/mentions.js';

/** The texts of the unsupported facts of all claims. */
async function invented(content: string, texts: string[], question?: string): Promise<string[]> {
  const r = await groundContent(content, texts.map((text, index) => ({ index, text })), question);
  return r.claims.flatMap((c) => c.unsupported.map((u) => u.text));
}

const LIFE = 'Maud Ferrers (14 March 1861 – 2 September 1932) was an English botanist. She won the Linnean Prize in 1905.';
const BORN = 'Born in Cork in 1948, Declan Moore trained as an engineer. He founded a consultancy in 1980. He was awarded the Kelvin Medal in 2011.';
const MOVED = 'Declan Moore was born in Cork and moved to Leeds in 1970. The firm he founded in 1985 closed in 2011.';

describe('ages from a birth the documents give', () => {
  it.each([
    { content: 'She was 71.', texts: [LIFE], question: 'How old was Maud Ferrers when she died?' },
    { content: 'She died aged 71.', texts: [LIFE] },
    { content: 'About 44 (born 1861, prize in 1905).', texts: [LIFE], question: 'Roughly how old was Ferrers when she won the Linnean Prize?' },
    { content: 'He was 63.', texts: [BORN], question: 'How old was Moore when he was awarded the Kelvin Medal?' },
    { content: 'He was 62.', texts: [BORN], question: 'At what age did Moore receive the Kelvin Medal?' },
    { content: 'Around 63.', texts: [BORN], question: 'How old was Moore when he was awarded the Kelvin Medal?' },
    { content: 'He founded the consultancy aged 32.', texts: [BORN] },
  ])('$content is an age the documents give', async ({ content, texts, question }) => {
    expect(await invented(content, texts, question)).toEqual([]);
  });

  it.each([
    // With both days known the age is one: 14 March 1861 to 2 September 1932 is 71 years.
    { content: 'She was 70.', texts: [LIFE], question: 'How old was Maud Ferrers when she died?', wrong: '70' },
    { content: 'She was 75.', texts: [LIFE], question: 'How old was Maud Ferrers when she died?', wrong: '75' },
    { content: 'He was 66.', texts: [BORN], question: 'How old was Moore when he was awarded the Kelvin Medal?', wrong: '66' },
    { content: 'About 58.', texts: [BORN], question: 'How old was Moore when he was awarded the Kelvin Medal?', wrong: '58' },
    // The age at another date of his life than the event asked about.
    { content: 'He was about 32 when he was awarded the medal.', texts: [BORN], question: 'How old was Moore when he was awarded the Kelvin Medal?', wrong: '32' },
    { content: 'She was 44 when she died.', texts: [LIFE], wrong: '44' },
    // 1970 is no birth ("born in Cork and moved to Leeds in 1970"): 2011 − 1970 is no age.
    { content: 'He was 41.', texts: [MOVED], question: 'How old was Moore when the firm closed?', wrong: '41' },
  ])('$content is no age the documents give', async ({ content, texts, question, wrong }) => {
    expect(await invented(content, texts, question)).toContain(wrong);
  });

  it('a bare figure is an age only when the question asks how old', async () => {
    expect(await invented('The answer is 63.', [BORN], 'How many engineers did Moore train?')).toContain('63');
  });

  it('whole years lived: Y−X or Y−X−1 from years alone, one age from days', () => {
    const d = (year: number, month?: number, day?: number): DateMention => ({ kind: 'date', year, ...(month ? { month } : {}), ...(day ? { day } : {}), start: 0, end: 0, text: '' });
    expect(agesBetween(d(1968), d(2020))).toEqual([51, 52]);
    expect(agesBetween(d(1870, 2, 3), d(1941, 11, 12))).toEqual([71]);
    expect(agesBetween(d(1870, 11, 20), d(1941, 11, 12))).toEqual([70]);
    expect(agesBetween(d(1870, 11), d(1941, 11))).toEqual([70, 71]);
    expect(agesBetween(d(1941), d(1870))).toEqual([]);
  });

  it('any birth year and later year: the age and the year before it hold, no other', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1850, max: 1980 }), fc.integer({ min: 12, max: 90 }), fc.integer({ min: 2, max: 9 }), async (born, age, off) => {
        const texts = [`Born in Galway in ${born}, Ita Roche became a painter. She held her first exhibition in ${born + age}.`];
        const question = 'How old was Ita Roche at her first exhibition?';
        expect(await invented(`She was ${age}.`, texts, question)).toEqual([]);
        expect(await invented(`She was ${age - 1}.`, texts, question)).toEqual([]);
        expect(await invented(`She was ${age + off}.`, texts, question)).toContain(String(age + off));
      }),
      { numRuns: 10 },
    );
  });
});

describe('spans in months between two months the documents give', () => {
  const LAUNCH = 'Beacon was launched in March 1924, while Flare was launched in September 1923.';
  it.each([
    { content: 'Flare was launched in September 1923, six months before Beacon.', ok: true },
    { content: 'Flare came about 6 months earlier.', ok: true },
    { content: 'Flare was launched in September 1923, eight months before Beacon.', ok: false },
  ])('$content', async ({ content, ok }) => {
    const found = await invented(content, [LAUNCH]);
    if (ok) expect(found).toEqual([]);
    else expect(found).toContain('eight months');
  });

  it('any two months: the months between them hold, one more does not', async () => {
    const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 11 }), fc.integer({ min: 11, max: 40 }), async (m, span) => {
        const end = m + span;
        const texts = [`The line opened in ${MONTHS[m]} 1960 and the depot in ${MONTHS[end % 12]} ${1960 + Math.floor(end / 12)}.`];
        expect(await invented(`The depot opened ${span} months after the line.`, texts)).toEqual([]);
        expect(await invented(`The depot opened ${span + 2} months after the line.`, texts)).toContain(`${span + 2} months`);
      }),
      { numRuns: 10 },
    );
  });
});

describe('a whole from a part and the share the claim says it is', () => {
  const ISLAND = 'Its capital, Port Ellery, has about 9,000 residents, roughly two-thirds of the island\'s population.';
  it.each([
    { content: 'Roughly 13,500: Port Ellery\'s approximately 9,000 residents make up about two-thirds of the island\'s population.', ok: true },
    { content: 'About 36,000 people live there, since Port Ellery\'s 9,000 residents are a quarter of them.', ok: true },
    { content: 'Roughly 20,000: Port Ellery\'s approximately 9,000 residents make up about two-thirds of the island\'s population.', ok: false },
    // A share the documents give, not the claim: the working is not shown.
    { content: 'The island has about 13,500 people.', ok: false },
  ])('$content', async ({ content, ok }) => {
    const found = await invented(content, [ISLAND]);
    if (ok) expect(found.filter((t) => /13,500|36,000/.test(t))).toEqual([]);
    else expect(found.some((t) => /13,500|20,000/.test(t))).toBe(true);
  });
});

describe('a figure the claim restates in another unit', () => {
  const DOSES = 'The vaccine is given as two doses 28 days apart. The trail is 100 km long.';
  it.each([
    { content: '28 days — four weeks.', ok: true },
    { content: 'Four weeks (28 days) apart.', ok: true },
    { content: 'The trail is 100 km (62 miles) long.', ok: true },
    { content: '28 days — five weeks.', ok: false, wrong: 'five weeks' },
    { content: 'The trail is 100 km (75 miles) long.', ok: false, wrong: '75 miles' },
    // A restatement of a figure no document gives stands with it: both are invented.
    { content: '35 days — five weeks.', ok: false, wrong: 'five weeks' },
  ])('$content', async ({ content, ok, wrong }) => {
    const found = await invented(content, [DOSES]);
    if (ok) expect(found).toEqual([]);
    else expect(found).toContain(wrong);
  });
});

// gnews: "She was 19 when ..." says an age by the way English says one, without "aged".
describe('an age as the complement of "be" after a pronoun', () => {
  const TITLE = 'Born in 1990, she won her first title in 2009.';
  const LIFE = 'Smith (3 February 1870 – 12 November 1941) was a painter.';
  it.each([
    { content: 'She was 19 when she won her first title.', doc: TITLE },
    { content: 'She was 18 when she won her first title.', doc: TITLE },
    { content: 'He was 71 when he died.', doc: LIFE },
    { content: 'Smith died in 1941. He was 71.', doc: LIFE },
  ])('$content is worked out from the dates', async ({ content, doc }) => {
    expect(await invented(content, [doc])).toEqual([]);
  });
  it.each([
    { content: 'She was 25 when she won her first title.', doc: TITLE, figure: '25', why: 'a wrong age' },
    { content: 'He was 70 when he died.', doc: LIFE, figure: '70', why: 'a wrong age' },
    { content: 'She was 19 in the final.', doc: TITLE, figure: '19', why: 'not before "when" or the end of the clause' },
    { content: 'The club was 19 when she won her first title.', doc: TITLE, figure: '19', why: 'no personal pronoun' },
  ])('$content: $figure stays invented ($why)', async ({ content, doc, figure }) => {
    expect(await invented(content, [doc])).toContain(figure);
  });
  it('holds for any birth year and event year (generated)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1900, max: 2000 }), fc.integer({ min: 15, max: 60 }), fc.constantFrom('She', 'He'), async (born, age, who) => {
        const doc = `Born in ${born}, ${who.toLowerCase()} won the title in ${born + age}.`;
        expect(await invented(`${who} was ${age} when ${who.toLowerCase()} won the title.`, [doc])).toEqual([]);
        expect(await invented(`${who} was ${age + 5} when ${who.toLowerCase()} won the title.`, [doc])).toContain(String(age + 5));
      }),
      { numRuns: 12 },
    );
  });
});

// gnews: "N years ago" runs back from the time of writing, which the engine is not given.
describe('a span of years back from now', () => {
  it.each([
    { content: 'The company was founded over a century ago.', doc: 'The company was founded in 1890.' },
    { content: 'The company was founded 30 years ago.', doc: 'The company was founded in 1994.' },
    { content: 'The company was founded about 40 years ago.', doc: 'The company was founded in 1994.' },
  ])('$content is neither given nor invented', async ({ content, doc }) => {
    expect(await invented(content, [doc])).toEqual([]);
  });
  it.each([
    { content: 'The company was founded 30 years ago.', doc: 'The company was founded by two brothers.', figure: '30 years', why: 'no year in the documents' },
    { content: 'The company was founded 30 days ago.', doc: 'The company was founded in 1994.', figure: '30 days', why: 'days, not years' },
    { content: 'The company has 30 years of history.', doc: 'The company was founded in 1994.', figure: '30 years', why: 'no "ago"' },
  ])('$content: $figure stays invented ($why)', async ({ content, doc, figure }) => {
    expect(await invented(content, [doc])).toContain(figure);
  });
  it('holds for any year and span (generated)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1800, max: 2020 }), fc.integer({ min: 2, max: 90 }), async (year, span) => {
        // The time of writing is before 2100 (FAR_YEAR): 85 years after 2016 is past it, so
        // "85 years ago" could not run back to 2016 and is rightly invented (failed on some seeds).
        fc.pre(year + span <= 2100);
        expect(await invented(`The bridge opened ${span} years ago.`, [`The bridge opened in ${year}.`])).toEqual([]);
        expect(await invented(`The bridge has stood for ${span} years.`, [`The bridge opened in ${year}.`])).toContain(`${span} years`);
      }),
      { numRuns: 12 },
    );
  });
});

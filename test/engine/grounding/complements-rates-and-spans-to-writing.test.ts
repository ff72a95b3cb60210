// Three readings that called faithful answers false (issue 23, gfa33; DECISIONS.md "Opposite
// words on another part", "Totals, parts and other times are not other values", "Worked
// figures", "Exact slots"): the other part of a count written in words, a total of a rate, and a
// span of years that runs to the time of writing. Sentences written for these tests; tables of
// phrasings, then generated variants.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groundContent, type ClaimGrounding } from '../../../server/engine/grounding/ground.js';

async function claim(content: string, text: string): Promise<ClaimGrounding> {
  return (await groundContent(content, [{ index: 0, text }])).claims[0]!;
}

const inventsNumber = (c: ClaimGrounding) => c.unsupported.some((u) => u.kind === 'number');

const LEAGUE = 'Arsenal beat Chelsea 3-1 at the Emirates on Saturday. Arsenal have now won 8 of their last 10 league games, while Chelsea sit 9th, 14 points behind.';
const BOARD = 'The board met on Monday. It accepted 12 of the 15 recommendations in the review and promised a reply on the rest by June.';

describe('an opposite word with another count is the other part, in words as in digits', () => {
  it.each([
    { content: 'Arsenal lost only two of their last ten league games.', docs: LEAGUE },
    { content: 'Arsenal have lost just two of their last ten league games.', docs: LEAGUE },
    { content: 'Arsenal lost two of their last ten league games.', docs: LEAGUE },
    { content: 'Arsenal lost only 2 of their last 10 league games.', docs: LEAGUE },
    { content: 'The board rejected three of the fifteen recommendations in the review.', docs: BOARD },
    { content: 'The board rejected three of the 15 recommendations in the review.', docs: BOARD },
  ])('$content: not contradicted', async ({ content, docs }) => {
    expect((await claim(content, docs)).support).not.toBe('contradicted');
  });

  it.each([
    { content: 'Arsenal have lost 8 of their last 10 league games.', docs: LEAGUE },
    { content: 'Arsenal have lost eight of their last ten league games.', docs: LEAGUE },
  ])('$content: the same figures with the opposite word stay contradicted', async ({ content, docs }) => {
    expect((await claim(content, docs)).support).toBe('contradicted');
  });

  it.each([
    { content: 'Most staff are not represented by the RMT, about 2,500 of them.', docs: 'The RMT union, which represents 5,500 of the firm\'s 8,000 staff, called the cuts reckless.' },
    { content: '2,500 of the firm\'s staff are not represented by the RMT.', docs: 'The RMT union represents 5,500 of the firm\'s 8,000 staff.' },
  ])('$content: a negation of another part is not contradicted', async ({ content, docs }) => {
    expect((await claim(content, docs)).support).not.toBe('contradicted');
  });

  it.each([
    { content: 'Sales decreased at both of its two shops.', docs: 'Sales increased at both of its shops.' },
    { content: 'The RMT does not represent 5,500 of the firm\'s staff.', docs: 'The RMT union represents 5,500 of the firm\'s 8,000 staff.' },
    { content: 'The council did not approve the plan.', docs: 'The council approved the plan.' },
  ])('$content: a count in words that is no part, or the passage\'s own figures, stay contradicted', async ({ content, docs }) => {
    expect((await claim(content, docs)).support).toBe('contradicted');
  });

  const WORDS = ['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
  it('any count in words with the opposite verb is contradicted only when it is the passage\'s own', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 2, max: 9 }), fc.constantFrom('lost', 'have lost'), fc.constantFrom('', 'only ', 'just '), async (n, verb, focus) => {
        const c = await claim(`Arsenal ${verb} ${focus}${WORDS[n - 2]} of their last ten league games.`, LEAGUE);
        expect(c.support === 'contradicted').toBe(n === 8);
      }),
      { numRuns: 16 },
    );
  });
});

const BOXES = 'Greenfork delivers recipe kits every week. For 2 people, a recipe costs £4.99 per serving; for 4 people, £4.49 per serving. Delivery is £4.50 per box.';

describe('a rate and the totals worked from it', () => {
  it.each([
    'A 3-recipe box for 2 people costs £29.94 plus £4.50 delivery.',
    'Three recipes for two people cost £29.94.',
    'A box of 2 recipes for 4 people costs £35.92, and delivery is £4.50.',
    'Six servings for 2 people cost £29.94.',
  ])('%s: neither contradicted nor an invented number', async (content) => {
    const c = await claim(content, BOXES);
    expect(c.support).not.toBe('contradicted');
    expect(inventsNumber(c)).toBe(false);
  });

  it.each([
    'A 3-recipe box for 2 people costs £28.94 plus £4.50 delivery.',
    'Three recipes for two people cost £31.50.',
  ])('%s: a total no working gives is invented', async (content) => {
    expect(inventsNumber(await claim(content, BOXES))).toBe(true);
  });

  it.each([
    'For 2 people, a recipe costs £5.99 per serving.',
    'Delivery costs £5.50 per box.',
  ])('%s: another value of the rate per the same noun is contradicted', async (content) => {
    expect((await claim(content, BOXES)).support).toBe('contradicted');
  });

  it('a price times two counts of the claim is worked out to the penny, and no other', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 2, max: 5 }), fc.constantFrom(2, 4), fc.constantFrom(0, 1, -1, 10), async (recipes, people, off) => {
        const pence = (people === 2 ? 499 : 449) * recipes * people + off;
        const c = await claim(`A ${recipes}-recipe box for ${people} people costs £${(pence / 100).toFixed(2)}.`, BOXES);
        expect(inventsNumber(c)).toBe(off !== 0);
      }),
      { numRuns: 16 },
    );
  });
});

describe('a half or a quarter in its place in order is a period, not a share', () => {
  const PROFITS = 'Profits rose 12% to £40m in the second half, the firm\'s 2nd straight increase. Sales in the first half of 2024 were flat.';
  it.each([
    'Profits rose in the second half of the year.',
    'Profits rose in the latter half of the year.',
    'In the second half of the year, profits climbed to £40m.',
    'Sales were flat in the first half of the year.',
  ])('%s: neither contradicted nor an invented number', async (content) => {
    const c = await claim(content, PROFITS);
    expect(c.support).not.toBe('contradicted');
    expect(inventsNumber(c)).toBe(false);
  });

  it('half of a group is still a share', async () => {
    const c = await claim('Half of the 40 members voted against the plan.', 'Of the 40 members, 12 voted against the plan.');
    expect(c.support === 'contradicted' || inventsNumber(c)).toBe(true);
  });

  it('any place in order before "half of the year" reads a period', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('first', 'second', '1st', '2nd', 'latter', 'final', 'last'), fc.constantFrom('year', 'season', 'decade'), async (place, period) => {
        const c = await claim(`Profits rose 12% in the ${place} half of the ${period}.`, PROFITS);
        expect(c.support).not.toBe('contradicted');
      }),
      { numRuns: 12 },
    );
  });
});

const SHOP = 'The bookshop opened in 1998 on Mill Lane. In 2022 it sold 40,000 books, its best year.';
const CLUB = 'The rowing club was founded in 1975 by four students. Its boathouse was rebuilt in 2019.';

describe('a span of years in the present perfect runs to the time of writing', () => {
  it.each([
    { content: 'The bookshop has been open for 25 years.', docs: SHOP },
    { content: 'The bookshop has been open on Mill Lane for about 25 years.', docs: SHOP },
    { content: 'The shop has now been open for more than 24 years.', docs: SHOP },
    { content: 'The club, which has been going since it was founded, has existed for 48 years.', docs: CLUB },
    { content: 'The rowing club has been founded for the past 49 years.', docs: CLUB },
  ])('$content: no invented number', async ({ content, docs }) => {
    expect(inventsNumber(await claim(content, docs))).toBe(false);
  });

  it.each([
    // Too short to reach the latest year the documents give.
    { content: 'The bookshop has been open for 5 years.', docs: SHOP },
    { content: 'The rowing club has been founded for 30 years.', docs: CLUB },
    // Not the present perfect: a span at a past time, or no span to now at all.
    { content: 'The bookshop had been open for 31 years when it closed.', docs: SHOP },
    { content: 'The bookshop was open for 31 years.', docs: SHOP },
  ])('$content: still an invented number', async ({ content, docs }) => {
    expect(inventsNumber(await claim(content, docs))).toBe(true);
  });

  it('the span reaches the documents\' latest year or it is invented', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 11, max: 60 }).filter((n) => n !== 24), fc.constantFrom('has been open', 'has now been open', 'has been open on Mill Lane'), async (n, verb) => {
        const c = await claim(`The bookshop ${verb} for ${n} years.`, SHOP);
        expect(inventsNumber(c)).toBe(1998 + n < 2022);
      }),
      { numRuns: 16 },
    );
  });
});

const inventsDate = (c: ClaimGrounding) => c.unsupported.some((u) => u.kind === 'date');
const RESULTS = 'Chief executive Sarah Okafor said the company had lost £240 million in 2024, compared with a profit of £35 million a year earlier.';
const BALLOT = 'Harbour Rail said on Wednesday 4 June it would cut 1,200 jobs. The RMT union called the cuts reckless. It said it would ballot members on strike action next month.';

describe('a step a document takes from a time it has just named', () => {
  it.each([
    { content: 'Okafor said losses reached £240 million in 2024 after a £35 million profit in 2023.', docs: RESULTS },
    { content: 'In 2023 the company made a profit of £35m.', docs: RESULTS },
    { content: 'The RMT will ballot on strikes in July.', docs: BALLOT },
    { content: 'A strike ballot is planned for July.', docs: BALLOT },
    { content: 'Membership fell to 900 in 2019.', docs: 'Membership reached 1,000 in 2021, up from 900 two years earlier.' },
    { content: 'The plant reopened in 2016.', docs: 'The plant closed in 2015 and reopened the following year.' },
  ])('$content: no invented date', async ({ content, docs }) => {
    expect(inventsDate(await claim(content, docs))).toBe(false);
  });

  it.each([
    { content: 'Okafor said the company made a £35 million profit in 2022.', docs: RESULTS },
    { content: 'The RMT will ballot on strikes in August.', docs: BALLOT },
    // A step with no date before it gives nothing.
    { content: 'The RMT will ballot on strikes in July.', docs: 'The RMT union said it would ballot members on strike action next month.' },
  ])('$content: still an invented date', async ({ content, docs }) => {
    expect(inventsDate(await claim(content, docs))).toBe(true);
  });

  it('N years earlier than a year the sentence gives is that year less N, and no other year', async () => {
    const WORDS = ['a', 'two', 'three', 'four', 'five'];
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 5 }), fc.integer({ min: -3, max: 3 }), async (n, off) => {
        const docs = `The club had 1,000 members in 2020, against 700 ${WORDS[n - 1]} year${n > 1 ? 's' : ''} earlier.`;
        const c = await claim(`The club had 700 members in ${2020 - n + off}.`, docs);
        expect(inventsDate(c)).toBe(off !== 0 && 2020 - n + off !== 2020);
      }),
      { numRuns: 16 },
    );
  });
});

describe('"half a" unit is half of one of that unit', () => {
  const RATES = 'The Bank of England raised interest rates from 4.5% to 5% on Thursday. The walk is 3 miles long and takes 90 minutes.';
  it.each([
    'The Bank of England lifted rates by half a percentage point to 5%.',
    'Rates went up by half a point, to 5%.',
    'The walk takes an hour and a half.',
  ])('%s: neither contradicted nor an invented number', async (content) => {
    const c = await claim(content, RATES);
    expect(c.support).not.toBe('contradicted');
    expect(inventsNumber(c)).toBe(false);
  });

  it.each(['The walk takes half an hour.', 'The Bank of England lifted rates by a quarter of a percentage point to 5%.'])('%s: another figure is still invented', async (content) => {
    expect(inventsNumber(await claim(content, RATES))).toBe(true);
  });
});

describe('an acronym of a capitalised name, with "of" or "for", after an opening article', () => {
  const DOCS = 'The Ministry of Defence said the flight was cancelled. Officials at the Bank of England raised rates. The Department for Education published the figures. The National Football League fined the club.';
  it.each(['The MoD said the flight was cancelled.', 'The MD said the flight was cancelled.', 'The BoE raised rates.', 'The BOE raised rates.', 'The DfE published the figures.', 'The NFL fined the club.'])('%s: no invented name', async (content) => {
    expect((await claim(content, DOCS)).unsupported.some((u) => u.kind === 'name')).toBe(false);
  });

  it.each(['The FBI said the flight was cancelled.', 'The MoJ said the flight was cancelled.', 'The DoE published the figures.'])('%s: initials of no name the documents give are invented', async (content) => {
    expect((await claim(content, DOCS)).unsupported.some((u) => u.kind === 'name')).toBe(true);
  });

  it('the initials of every capitalised name with a joiner, with or without the joiner\'s letter', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('Ministry', 'Office', 'Bureau', 'Council'), fc.constantFrom('of', 'for'), fc.constantFrom('Transport', 'Health', 'Justice', 'Culture'), fc.boolean(), async (a, joiner, b, withJoiner) => {
        const doc = `The ${a} ${joiner} ${b} published new rules on Monday.`;
        const acronym = `${a[0]}${withJoiner ? joiner[0] : ''}${b[0]}`;
        const c = await claim(`The ${acronym} published new rules on Monday.`, doc);
        expect(c.unsupported.some((u) => u.kind === 'name')).toBe(false);
      }),
      { numRuns: 16 },
    );
  });
});

describe('a rate restated per another period', () => {
  const PLAN = 'The Pro plan costs $8 per month or $80 per year. Parking is £2 an hour. A pass costs £15 per week.';
  it.each([
    'Paying $8 monthly comes to $96 a year, more than the $80 annual price.',
    'Monthly billing comes to $96 a year.',
    'Parking for a whole day would cost £48 a day.',
    'The pass works out at £780 a year.',
  ])('%s: no invented number', async (content) => {
    expect(inventsNumber(await claim(content, PLAN))).toBe(false);
  });

  it.each(['Monthly billing comes to $86 a year.', 'Parking costs £40 a day.', 'The pass works out at £700 a year.'])('%s: another figure is invented', async (content) => {
    expect(inventsNumber(await claim(content, PLAN))).toBe(true);
  });

  // A figure ending in 0 may be a rounded one ("Exact slots"), so the wrong sums end in another digit.
  it('a monthly price times twelve is the yearly one, and no other sum is', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 3, max: 60 }), fc.integer({ min: -5, max: 5 }), async (monthly, off) => {
        fc.pre(off === 0 || (monthly * 12 + off) % 10 !== 0);
        const c = await claim(`Paying monthly comes to $${monthly * 12 + off} a year.`, `The Basic plan costs $${monthly} per month.`);
        expect(inventsNumber(c)).toBe(off !== 0);
      }),
      { numRuns: 16 },
    );
  });
});

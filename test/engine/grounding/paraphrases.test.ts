// Faithful paraphrases that must never be called contradicted or invented (issue 23, fa8): a
// contradiction needs the documents to settle the same slot (same subject, same attribute, same
// time) with a different value; a figure restated in another unit, a total of parts, a part of a
// whole, a value from another time or a relation seen from its other end is no other value.
// Each rule also has its near miss: the unfaithful form one slot away must stay caught.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groundContent, type ClaimGrounding } from '../../../server/engine/grounding/ground.js';

async function one(content: string, doc: string): Promise<ClaimGrounding> {
  const { claims } = await groundContent(content, [{ index: 0, text: doc }]);
  expect(claims).toHaveLength(1);
  return claims[0]!;
}

/** Neither contradicted nor naming a fact the document lacks. */
async function expectFaithful(claim: string, doc: string): Promise<void> {
  const c = await one(claim, doc);
  expect({ claim, support: c.support, unsupported: c.unsupported.map((u) => u.text) }).toEqual({ claim, support: c.support === 'supported' ? 'supported' : 'not_found', unsupported: [] });
}

describe('faithful paraphrases stay uncontradicted', () => {
  it.each([
    // A figure restated in another unit of the same measure (DECISIONS.md "Exact slots").
    ['The bridge is 1,280 metres long.', 'The bridge is 1.28 kilometres long.'],
    ['The bridge is 1,280 metres long.', 'The bridge is about 1.3 km long.'],
    ['The bridge is 1,280 metres long.', 'The bridge is roughly 4,200 feet long.'],
    ['The parcel weighed 2.5 kg.', 'The parcel weighed 2,500 grams.'],
    ['The flight takes 90 minutes.', 'The flight takes 1.5 hours.'],
    ['The flight takes 90 minutes.', 'The flight takes an hour and a half.'],
    ['The project took 18 months.', 'The project took a year and a half.'],
    ['The project took 18 months.', 'The project took one and a half years.'],
    ['The farm covers 40 hectares.', 'The farm covers about 100 acres.'],
    // Share words of a scale, and an age with its approximation between "aged" and the number.
    ['The museum, which opened in 1998, welcomed 250,000 visitors in 2019.', 'In 2019 the museum had a quarter of a million visitors.'],
    ['She was born in 1950 and died in 2020.', 'She died aged about 70.'],
    // A total of the parts a passage gives, without a word saying "total".
    ['The fire destroyed 30 homes in Ashby and 20 homes in Wells.', 'The fire destroyed 50 homes.'],
    // A count of a subset the passage splits off (a percentage or fraction of its whole).
    ['The vaccine was given to 3,000 volunteers, half of whom received a placebo.', '1,500 volunteers received a placebo.'],
    ['The survey of 2,000 adults found that 65% supported the ban.', '1,300 of the 2,000 adults surveyed supported the ban.'],
    // A share of a whole the answer shows and a part the document gives.
    ['The council said 1,500 homes would be built by 2030, of which 300 would be affordable.', 'The council plans 1,500 homes by 2030, 20% of them affordable.'],
    // The value at another time than the rival's.
    ['The club had 300 members in 2010. Membership has since grown to 1,200 members.', 'The club now has 1,200 members.'],
    // A relation seen from its other end.
    ['Maria Lopez, 34, and her brother Carlos, 29, opened the bakery in 2015.', 'Carlos Lopez, 29, opened the bakery with his sister in 2015.'],
    // The other part of a whole with the opposite word.
    ['The government rejected three of the 15 recommendations.', 'The government accepted 12 of the 15 recommendations.'],
    // A word cut to its capitals.
    ['Staff warned that tickets would be checked against buyers\' identification at the gates.', 'Staff warned that tickets will be checked against buyers\' ID at the gates.'],
    // A value of the same sentence tied to another time, a figure a multiplying verb makes.
    ['The clinic sees 40 patients a day, up from 25 last year.', 'Last year the clinic saw 25 patients a day.'],
    ['Prices have doubled since 2015, when a ticket cost £20.', 'A ticket now costs £40.'],
    // A number with its unit after a month counts something; it is no day.
    ['The agency said 5% of staff were off sick in January, compared with 3% in December.', 'In January 5% of staff were off sick.'],
    // A title's own initials; a tally written with a dash.
    ['Prime Minister Rishi Sunak visited the factory on Thursday.', 'The PM visited the factory on Thursday.'],
    ['The bill passed by 320 votes to 280.', 'The bill was passed 320-280.'],
    // Forms the engine already read right, kept so they stay right.
    ['The festival opened on 5 March 2021 in Leeds.', 'The festival opened on March 5th, 2021, in Leeds.'],
    ['The company employs 4,350 staff across Europe.', 'The company employs over 4,000 staff across Europe.'],
    ['The town has a population of 1,963 people, according to the 2011 census.', 'The town has about 2,000 people.'],
    ['Unemployment was 5% last year but is now 7%, the agency said.', 'Unemployment was 5% last year.'],
    ['In 2010 the club had 300 members; today it has 1,200 members.', 'The club has 1,200 members.'],
    ['Smith scored 12 points and Jones scored 20 points in the final.', 'Jones scored 20 points in the final.'],
    ['Police arrested a 23-year-old man on Friday.', 'A 23-year-old man was arrested by police on Friday.'],
    ['The ship sank in 1912 with the loss of 1,517 lives.', 'More than 1,500 people died when the ship sank in 1912.'],
    ['The cost of the project rose from £40m to £65m.', 'The project\'s cost rose by £25m.'],
  ])('%s | %s', async (doc, claim) => {
    await expectFaithful(claim, doc);
  });

  it('keeps a worked share of money the answer shows (about a third of £96,000 where £31,000 was recovered)', async () => {
    const doc = 'She cheated three pensioners out of £96,000. Police said £31,000 had been recovered so far.';
    const { claims } = await groundContent('She cheated three pensioners out of £96,000. Only about a third of the money has been recovered so far.', [{ index: 0, text: doc }]);
    expect(claims.flatMap((c) => c.unsupported)).toEqual([]);
    const { claims: wrong } = await groundContent('She cheated three pensioners out of £96,000. Only about half of the money has been recovered so far.', [{ index: 0, text: doc }]);
    expect(wrong.flatMap((c) => c.unsupported.map((u) => u.text))).toEqual(['half']);
  });
});

describe('near misses one slot away stay caught', () => {
  it.each([
    // Another figure in another unit is not the same figure.
    ['The bridge is 1,280 metres long.', 'The bridge is 2.28 kilometres long.', 'unsupported'],
    // A total that is no sum of the parts.
    ['The fire destroyed 30 homes in Ashby and 20 homes in Wells.', 'The fire destroyed 60 homes in Ashby.', 'contradicted'],
    // A part that is not the share the passage gives.
    ['The vaccine was given to 3,000 volunteers, half of whom received a placebo.', '2,000 volunteers received the vaccine.', 'contradicted'],
    // The rival's own time stated with the other value.
    ['The club had 300 members in 2010. Membership has since grown to 1,200 members.', 'The club had 1,200 members in 2010.', 'contradicted'],
    // The same possessor, the opposite relation.
    ['Maria Lopez, 34, and her brother Carlos, 29, opened the bakery in 2015.', 'Maria Lopez, 34, and her sister Carlos, 29, opened the bakery in 2015.', 'contradicted'],
    // The same part, the opposite word.
    ['The government rejected three of the 15 recommendations.', 'The government accepted three of the 15 recommendations.', 'contradicted'],
    // A figure the multiplying verb does not make.
    ['Prices have doubled since 2015, when a ticket cost £20.', 'A ticket now costs £60.', 'contradicted'],
    // Initials of no title the document gives, a tally the document does not give.
    ['President Joe Biden visited the factory on Thursday.', 'The PM visited the factory on Thursday.', 'unsupported'],
    ['The bill passed by 320 votes to 280.', 'The bill was passed 320-250.', 'unsupported'],
    // Half a million is not a quarter of one.
    ['The museum, which opened in 1998, welcomed 250,000 visitors in 2019.', 'The museum welcomed half a million visitors in 2019.', 'contradicted'],
    // Capitals that cut no word of the document.
    ['Staff warned that tickets would be checked against buyers\' identification at the gates.', 'Staff warned that tickets will be checked against buyers\' QR at the gates.', 'unsupported'],
  ])('%s | %s -> %s', async (doc, claim, expected) => {
    const c = await one(claim, doc);
    if (expected === 'contradicted') expect(c.support).toBe('contradicted');
    else expect(c.unsupported.length).toBeGreaterThan(0);
  });
});

describe('support at the claim\'s time', () => {
  it.each([
    // A past value does not support a claim of the present; a value dated otherwise does not support the claim's date.
    ['The clinic sees 40 patients a day, up from 25 last year.', 'The clinic now sees 25 patients a day.'],
    ['The agency said 5% of staff were off sick in January, compared with 3% in December.', 'In January 3% of staff were off sick.'],
  ])('%s | %s is not supported', async (doc, claim) => {
    expect((await one(claim, doc)).support).not.toBe('supported');
  });
  it('keeps the value of the present and of its own date supported', async () => {
    expect((await one('The clinic now sees 40 patients a day.', 'The clinic sees 40 patients a day, up from 25 last year.')).support).toBe('supported');
  });
});

describe('generated variants', () => {
  const LENGTH: [string, number][] = [['metres', 1], ['kilometres', 1000], ['feet', 0.3048], ['miles', 1609.344]];
  it('a length restated in another unit, to the precision written, is the same length; ten times it is not', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 120, max: 9_000 }), fc.constantFrom(...LENGTH), async (metres, [unit, size]) => {
        const doc = `The new tunnel is ${metres.toLocaleString('en-GB')} metres long.`;
        const restated = metres / size;
        const written = restated >= 100 ? Math.round(restated).toLocaleString('en-GB') : restated.toFixed(2);
        const c = await one(`The new tunnel is about ${written} ${unit} long.`, doc);
        expect(c.support).not.toBe('contradicted');
        expect(c.unsupported).toEqual([]);
        const far = await one(`The new tunnel is ${(restated * 10 >= 100 ? Math.round(restated * 10).toLocaleString('en-GB') : (restated * 10).toFixed(2))} ${unit} long.`, doc);
        expect(far.support === 'contradicted' || far.unsupported.length > 0).toBe(true);
      }),
      { numRuns: 12 },
    );
  });

  it('a total of two parts of one passage is never another value of the slot', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 11, max: 400 }), fc.integer({ min: 11, max: 400 }), fc.constantFrom(['homes', 'destroyed'], ['trees', 'planted'], ['cars', 'damaged']), async (a, b, [noun, verb]) => {
        const doc = `The storm ${verb} ${a} ${noun} in Ashby and ${b} ${noun} in Wells.`;
        const c = await one(`The storm ${verb} ${a + b} ${noun}.`, doc);
        expect(c.support).not.toBe('contradicted');
        expect(c.unsupported).toEqual([]);
      }),
      { numRuns: 12 },
    );
  });

  it('a value from another time of the documents is not contradicted by the earlier one', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 20, max: 900 }), fc.integer({ min: 2, max: 5 }), fc.integer({ min: 1990, max: 2015 }), async (before, times, year) => {
        // Written as a newspaper writes counts: "1,200", never a bare four digits that read as a year.
        const now = (before * times).toLocaleString('en-GB');
        const doc = `The choir had ${before} members in ${year}. Membership has since grown to ${now} members.`;
        const c = await one(`The choir now has ${now} members.`, doc);
        expect(c.support).not.toBe('contradicted');
        expect((await one(`The choir had ${now} members in ${year}.`, doc)).support).toBe('contradicted');
      }),
      { numRuns: 10 },
    );
  });
});

// gnews: a count of a group set apart ("two other people") is not the size of the claim's group,
// and two values each tied to its own time ("this season" / "last season") are no conflict.
describe('other groups and other times', () => {
  it.each([
    ['Three people were arrested.', 'Police arrested three men. Two other people were questioned.'],
    ['The firm will cut 300 jobs.', 'The firm will cut 300 jobs. A further 40 jobs may go later.'],
    ['Five cases were confirmed on Monday.', 'Five cases were confirmed on Monday. Three more cases were reported on Tuesday.'],
    ['This season he has scored eight goals.', 'He scored 20 goals last season. This season he has eight so far.'],
    ['So far this year the clinic has seen 40 patients.', 'The clinic saw 25 patients last year.'],
  ])('"%s" against "%s"', async (claim, doc) => {
    expect((await one(claim, doc)).support).not.toBe('contradicted');
  });

  it.each([
    ['Two people were arrested.', 'Police arrested three people on Friday.'],
    ['Three other people were questioned.', 'Two other people were questioned.'],
    ['Last season he scored 25 goals.', 'He scored 20 goals last season.'],
    ['This season he has scored 12 goals.', 'This season he has scored eight goals.'],
    ['Artemis II, which will send three astronauts around the Moon, was pushed back to September 2025.', 'Artemis II, which will send four astronauts around the Moon, was pushed back from November 2024 to September 2025.'],
  ])('"%s" is still contradicted by "%s"', async (claim, doc) => {
    expect(await one(claim, doc)).toMatchObject({ support: 'contradicted', slot: 'number' });
  });

  it('holds for any group word and time (generated)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('other', 'more', 'further', 'additional'), fc.integer({ min: 2, max: 9 }), fc.integer({ min: 11, max: 30 }), async (word, other, mine) => {
        expect((await one(`${mine} people were arrested.`, `Police arrested ${mine} people. ${other} ${word} people were questioned.`)).support).not.toBe('contradicted');
        expect((await one(`This season he has scored ${other} goals.`, `He scored ${mine} goals last season.`)).support).not.toBe('contradicted');
        expect(await one(`Last season he scored ${other} goals.`, `He scored ${mine} goals last season.`)).toMatchObject({ support: 'contradicted' });
      }),
      { numRuns: 12 },
    );
  });
});

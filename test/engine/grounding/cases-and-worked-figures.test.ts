// A document's worked example, a case it sets up and a threshold settle nothing about the
// reader's own case; figures an answer works out with its working on the page are not invented
// (issue 23, rag11; DECISIONS.md "Cases, examples and thresholds" and "Worked figures").
// Sentences written for these tests.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groundContent } from '../../../server/engine/grounding/ground.js';

async function claims(content: string, texts: string[], question?: string) {
  return (await groundContent(content, texts.map((text, index) => ({ index, text })), question)).claims;
}

const contradicted = async (content: string, texts: string[], question?: string) => (await claims(content, texts, question)).some((c) => c.support === 'contradicted');
const invented = async (content: string, texts: string[], question?: string) => (await claims(content, texts, question)).flatMap((c) => c.unsupported.map((u) => u.text));

describe('examples, cases and thresholds are no other value', () => {
  const RULES = [
    'Parcels are billed on the greater of their actual and their dimensional weight. For example, a box of 40 x 30 x 20 cm has a dimensional weight of 4.8 kg.',
    'If the actual weight of a parcel is 3 kg, it is billed at 5 kg. The billed weight is rounded up to the nearest 0.5 kg.',
    'A checked bag weighing more than 23 kg costs €60 extra on every flight. Bags over 32 kg are not accepted at all.',
  ];
  it.each([
    'Your box has a dimensional weight of 12 kg.',
    'The actual weight of your parcel is 6 kg.',
    'Your bag weighs 20 kg, so there is no extra charge.',
    'My bag weighing 28 kg costs €60 extra.',
    'The billed weight is rounded up to 12 kg.',
  ])('%s is not contradicted', async (content) => {
    expect(await contradicted(content, RULES)).toBe(false);
  });

  it('a wrong figure for the threshold\'s own case is still caught', async () => {
    expect(await invented('A checked bag weighing more than 23 kg costs €80 extra on every flight.', RULES)).toContain('€80');
    expect(await contradicted('A box of 40 x 30 x 20 cm has a dimensional weight of 6.2 kg.', RULES)).toBe(true);
  });

  it.each([
    ['Hedgehog numbers have fallen by up to three quarters since 2000.', 'Hedgehog numbers have dropped by as much as 75% since 2000.'],
    ['Three quarters of the staff voted for the deal.', '75% of the staff voted for the deal.'],
    ['Two thirds of the staff voted for the deal.', 'About 67% of the staff voted for the deal.'],
  ])('%s gives the share in %s', async (doc, content) => {
    expect(await invented(content, [doc])).toEqual([]);
    expect(await contradicted(content, [doc])).toBe(false);
  });

  it('"as many as" and "up to" agree on one figure', async () => {
    expect(await contradicted('Up to 1,100 hectares of land in Wales could benefit.', ['As many as 1,100 hectares of land in Wales could benefit.'])).toBe(false);
    expect(await contradicted('As much as 40 tonnes of waste was removed.', ['Up to 40 tonnes of waste was removed.'])).toBe(false);
  });

  it('a reader\'s own value against any example figure of the documents is never contradicted', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 2, max: 90 }), fc.integer({ min: 2, max: 90 }), fc.constantFrom('For example,', 'For instance,', 'E.g.'), async (theirs, mine, cue) => {
        fc.pre(theirs !== mine);
        const doc = `Parcels are billed on the greater of their actual and their dimensional weight. ${cue} a parcel that weighs ${theirs} kg is billed at ${theirs + 1} kg.`;
        expect(await contradicted(`Your parcel weighs ${mine} kg.`, [doc])).toBe(false);
      }),
      { numRuns: 12 },
    );
  });
});

describe('figures worked out with the working shown', () => {
  const TARIFF = [
    'On the EV Night tariff the day rate is 31.9 cent per kWh and the night rate is 8.5 cent per kWh. The standing charge is 45 cent per day.',
    'A permit for a second car costs £150 for 12 months. Six-month permits are also available and cost 55% of the 12-month price.',
  ];
  it.each([
    { content: '180 kWh × 31.9 cent = €57.42 by day.', figure: '€57.42' },
    { content: 'At night, 120 kWh at 8.5 cent comes to €10.20.', figure: '€10.20' },
    { content: 'Over 30 days the standing charge is €13.50.', figure: '€13.50' },
    { content: 'A six-month permit costs 55% of the 12-month price, which works out at £82.50.', figure: '£82.50' },
    { content: 'The box measures 50 × 40 × 30 = 60,000 cm³.', figure: '60,000' },
  ])('$content: $figure is worked out', async ({ content, figure }) => {
    expect((await invented(content, TARIFF)).join(' | ')).not.toContain(figure);
  });

  it('a calculation the documents write themselves is theirs to settle', async () => {
    expect(await invented('17 * 23 = 391', ['17 * 23 = 392'])).toContain('391');
    expect(await invented('17 × 23 = 391', ['The table gives 17 × 23 = 392.'])).toContain('391');
  });

  it('a total to the cent of three sums the answer shows is worked out', async () => {
    const docs = ['The laptop costs €899.00 new. If it has been opened, a restocking fee of €89.90 applies, and return shipping costs €4.95.'];
    expect(await invented('You paid €899.00; less the €89.90 fee and €4.95 shipping, the refund is €804.15.', docs)).toEqual([]);
    expect(await invented('You paid €899.00; less the €89.90 fee and €4.95 shipping, the refund is €805.15.', docs)).toContain('€805.15');
  });

  it.each([
    { content: 'The box measures 50 × 40 × 30 = 61,000 cm³.', figure: '61,000' },
    { content: 'A six-month permit costs 55% of the 12-month price, which works out at £85.50.', figure: '£85.50' },
    { content: '180 kWh × 31.9 cent = €58.42 by day.', figure: '€58.42' },
  ])('$content: a wrong result stays invented', async ({ content, figure }) => {
    expect((await invented(content, TARIFF)).join(' | ')).toContain(figure);
  });
});

describe('tallies in words and ranges of money', () => {
  const VOTE = 'The cabinet approved the plan by six votes to one after a long debate. The group expects profit in the range of £95 million to £100 million this year.';
  it.each(['The cabinet voted 6-1 for the plan.', 'The cabinet backed the plan 6-1.', 'The group expects profit of £95-100m this year.', 'Profit should be $95-100m this year.'])('%s invents no figure', async (content) => {
    expect(await invented(content, [VOTE])).toEqual([]);
  });

  it('another tally stays invented', async () => {
    expect(await invented('The cabinet voted 5-2 for the plan.', [VOTE])).toContain('5-2');
  });
});

describe('a number after the noun it numbers is an ordinal', () => {
  const RULE = 'From the 4th consecutive working day, a note from a doctor is required. The third week of the course is spent on site.';
  it.each(['From day 4 you need a note from a doctor.', 'On day 4 a doctor\'s note is required.', 'Week 3 of the course is spent on site.'])('%s invents no figure', async (content) => {
    expect(await invented(content, [RULE])).toEqual([]);
  });
  it('another day stays invented', async () => {
    expect(await invented('From day 6 you need a note from a doctor.', [RULE])).toContain('6');
  });
});

describe('another entry of a labelled list is another category', () => {
  const FEES = 'International students pay these fees:\n- Classroom-based courses (arts, law): £24,800 per year.\n- Laboratory-based courses (sciences, engineering): £29,400 per year.\n- Clinical courses (medicine, dentistry): £46,500 per year.';
  const PASSES = 'Travel passes for use abroad:\n- Day Pass: $8 per day, with 1 GB of data each day.\n- Week Pass: $35 for 7 consecutive days, with 5 GB of data.';
  it.each([
    { content: 'For a laboratory-based course, the international fee is £29,400 a year.', docs: [FEES] },
    { content: 'A clinical course costs £46,500 a year.', docs: [FEES] },
    { content: 'The Day Pass at $8 a day would be $96 for 12 days.', docs: [PASSES] },
  ])('$content is not contradicted', async ({ content, docs }) => {
    expect(await contradicted(content, docs)).toBe(false);
  });
  it('a wrong figure for the entry the claim names is still caught', async () => {
    expect(await invented('For a laboratory-based course, the international fee is £31,400 a year.', [FEES])).toContain('£31,400');
  });
});

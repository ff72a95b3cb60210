// Grounding claim by claim (issue 23): each slot type read from real sentences, with the passage
// that decides it. Tables of phrasings per slot, then generated variants.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groundContent, type ClaimGrounding } from '../../../server/engine/grounding/ground.js';

async function ground(content: string, ...texts: string[]): Promise<ClaimGrounding[]> {
  return (await groundContent(content, texts.map((text, index) => ({ index, text })))).claims;
}

/** The one claim of a one-sentence content. */
async function one(content: string, ...texts: string[]): Promise<ClaimGrounding> {
  const claims = await ground(content, ...texts);
  expect(claims).toHaveLength(1);
  return claims[0]!;
}

const FILM = 'Mall Rats was released on 3 June 2017 by Universal. The film grossed $181,674,817 worldwide. It was shown in 24 other countries. Critics praised its director, Kevin Smith.';

describe('numbers', () => {
  it.each([
    { claim: 'The film grossed over $181 million.', support: 'supported' },
    { claim: 'The film grossed $181.7 million worldwide.', support: 'supported' },
    { claim: 'The film grossed $95 million worldwide.', support: 'contradicted' },
    { claim: 'It was shown in 26 other countries.', support: 'contradicted' },
    { claim: 'It was shown in twenty-four other countries.', support: 'supported' },
  ])('$claim -> $support', async ({ claim, support }) => {
    const c = await one(claim, FILM);
    expect(c.support).toBe(support);
    expect(c.evidence).toBeDefined();
    expect(FILM.slice(c.evidence!.start, c.evidence!.end)).toBe(c.evidence!.quote);
    if (support === 'contradicted') expect(c.slot).toBe('number');
  });

  it('marks a number no document gives as unsupported, not as a contradiction', async () => {
    const c = await one('The film cost $40 million to make.', FILM);
    expect(c.support).toBe('not_found');
    expect(c.unsupported).toEqual([{ kind: 'number', text: '$40 million', start: 14, end: 25 }]);
  });

  it('accepts a sum or difference of two figures of one passage', async () => {
    const doc = 'The home side scored 3 goals in the first half and 2 in the second.';
    expect((await one('The home side scored 5 goals in the match.', doc)).unsupported).toEqual([]);
    expect((await one('The home side scored 9 goals in the match.', doc)).unsupported.map((f) => f.text)).toEqual(['9']);
  });
});

describe('dates and years', () => {
  it.each([
    { claim: 'Mall Rats was released in 2017.', support: 'supported' },
    { claim: 'Mall Rats was released on June 3, 2017.', support: 'supported' },
    { claim: 'Mall Rats was released in 2018.', support: 'contradicted' },
    { claim: 'Mall Rats was released on 5 June 2017.', support: 'contradicted' },
  ])('$claim -> $support', async ({ claim, support }) => {
    const c = await one(claim, FILM);
    expect(c.support).toBe(support);
    if (support === 'contradicted') expect(c).toMatchObject({ slot: 'date', evidence: { document: 0, start: 0 } });
  });

  it('marks a year no document gives as unsupported', async () => {
    const c = await one('Critics praised Kevin Smith in 1999.', FILM);
    expect(c.unsupported.map((f) => [f.kind, f.text])).toEqual([['date', '1999']]);
  });
});

describe('names', () => {
  const BIO = 'Allison Beth "Allie" Goertz (born March 2, 1991) is an American musician. The National Football League (NFL) named Goertz its guest of the year. She moved to the United States in 2010.';
  it.each([
    { claim: 'Goertz is an American musician.', why: 'a surname for the full name' },
    { claim: 'Allie Goertz is an American musician.', why: 'a nickname the document gives' },
    { claim: 'Allison Goertz is a musician from the U.S.', why: 'a country by another of its names' },
    { claim: 'The NFL named Goertz its guest of the year.', why: 'an acronym the document spells out' },
    { claim: 'The National Football League named Goertz its guest.', why: 'the name itself' },
    { claim: 'She is an American musician.', why: 'a pronoun is no name' },
    { claim: 'Alison Beth Goertz is an American musician.', why: 'a misspelt name' },
  ])('$why: "$claim" names nothing new', async ({ claim }) => {
    expect((await one(claim, BIO)).unsupported).toEqual([]);
  });

  it.each([
    { claim: 'Lucy Liu is an American musician.', name: 'Lucy Liu' },
    { claim: 'Allison Smith is an American musician.', name: 'Allison Smith' },
    { claim: 'Goertz is a Canadian musician.', name: 'Canadian' },
    { claim: 'She recorded the song "Blue Monday Blues".', name: 'Blue Monday Blues' },
  ])('"$claim" invents $name', async ({ claim, name }) => {
    expect((await one(claim, BIO)).unsupported.filter((f) => f.kind === 'name').map((f) => f.text)).toEqual([name]);
  });

  it('follows a passage that points back to the name the sentence before gives ("The film grossed ...")', async () => {
    const doc = 'Mall Rats opened on 3 June 2017. The film grossed $181,674,817 worldwide.';
    expect(await one('Mall Rats grossed over $181 million.', doc)).toMatchObject({ support: 'supported', evidence: { quote: 'The film grossed $181,674,817 worldwide.' } });
  });

  it('contradicts a nationality the document gives the same subject otherwise', async () => {
    const c = await one('The New Pornographers are an American rock band.', 'The New Pornographers is a Canadian indie rock band formed in 1997 in Vancouver.');
    expect(c).toMatchObject({ support: 'contradicted', slot: 'name' });
    expect(c.reason).toContain('Canadian');
  });

  it('reads "both A and B are P" as a claim about each', async () => {
    const doc = 'The New Pornographers is a Canadian indie rock band formed in 1997. Kings of Leon is an American rock band that formed in Nashville.';
    const c = await one('Yes, both The New Pornographers and Kings of Leon are American rock bands.', doc);
    expect(c.support).toBe('contradicted');
    expect(c.evidence?.quote).toContain('Canadian');
  });
});

describe('negation and antonyms', () => {
  const DOC = 'Abe Weinberg was a suspect in the gangland slayings of 1931. Sales of the company grew by 5 percent in 2019. The council approved the new budget.';
  it.each([
    { claim: 'Abe Weinberg was not a suspect in the gangland slayings.', slot: 'negation' },
    { claim: 'Sales of the company fell by 5 percent in 2019.', slot: 'antonym' },
    { claim: 'The council rejected the new budget.', slot: 'antonym' },
  ])('"$claim" is contradicted ($slot)', async ({ claim, slot }) => {
    expect(await one(claim, DOC)).toMatchObject({ support: 'contradicted', slot });
  });

  it.each([
    'Abe Weinberg was a suspect in the gangland slayings.',
    'Sales of the company grew by 5 percent in 2019.',
    'The council approved the new budget.',
  ])('"%s" is supported', async (claim) => {
    expect((await one(claim, DOC)).support).toBe('supported');
  });

  it('does not read a bound ("no more than") as a negation', async () => {
    const doc = 'No more than 44 per cent of her followers are real people.';
    expect((await one('No more than 44 per cent of her followers are real people.', doc)).support).toBe('supported');
  });
});

describe('comparatives', () => {
  const DOC = 'Prices were higher in March than in February. More than 1,600 scientists were recruited in 1945.';
  it('contradicts the opposite comparative in the same frame', async () => {
    expect(await one('Prices were lower in March than in February.', DOC)).toMatchObject({ support: 'contradicted', slot: 'antonym' });
  });

  it('reads a bound against a figure: "around 1,000" is not "more than 1,600"', async () => {
    expect(await one('Around 1,000 scientists were recruited in 1945.', DOC)).toMatchObject({ support: 'contradicted', slot: 'number' });
    expect((await one('Over 1,500 scientists were recruited in 1945.', DOC)).unsupported).toEqual([]);
  });
});

describe('comparisons of two named things', () => {
  const PEOPLE = 'Neil LaBute (born March 19, 1963) is an American film director. H. Bruce Humberstone (November 18, 1901 – October 11, 1984) was a film director. The Wolfhounds are an indie pop band formed in Romford in 1985. Hole is a rock band, which Courtney Love formed in 1989. Chelone is a genus of 4 species of plants. Abies is a genus of 48 species of trees.';
  const claimOf = async (content: string, question?: string) => (await groundContent(content, [{ index: 0, text: PEOPLE }], question)).claims[0]!;
  it.each([
    { claim: 'Neil LaBute was born first.', question: 'Who was born first, Neil LaBute or H. Bruce Humberstone?' },
    { claim: 'Neil LaBute is older than H. Bruce Humberstone.' },
    { claim: 'Hole was the first band founded.', question: 'Which band was founded first, Hole, the rock band that Courtney Love was a frontwoman of, or The Wolfhounds?' },
    { claim: 'Chelone has more species than Abies.' },
  ])('contradicts "$claim" with the values the documents give each side', async ({ claim, question }) => {
    const c = await claimOf(claim, question);
    expect(c).toMatchObject({ support: 'contradicted', slot: 'comparative' });
    expect(c.reason).toMatch(/where the documents give \d+ for .* and \d+ for /);
  });

  it.each([
    { claim: 'H. Bruce Humberstone was born first.', question: 'Who was born first, Neil LaBute or H. Bruce Humberstone?' },
    { claim: 'Abies has more species than Chelone.' },
    { claim: 'Neil LaBute was born first.', why: 'no other side to compare with' },
  ])('does not contradict "$claim"', async ({ claim, question }) => {
    expect((await claimOf(claim, question)).support).not.toBe('contradicted');
  });
});

describe('support is strict', () => {
  it('does not support a claim stitched from words scattered over a passage', async () => {
    const doc = 'Everardo Custodio, 22, was firing into a crowd when an Uber driver produced his own firearm and shot Custodio in the legs.';
    expect((await one('Everardo Custodio, 22, produced his own firearm and shot Custodio in the legs.', doc)).support).not.toBe('supported');
  });

  it('does not support a claim that cuts a noun phrase short', async () => {
    const doc = 'He asked pupils to make changes to the national curriculum tests for 11-year-olds.';
    expect((await one('He asked pupils to make changes to the national curriculum.', doc)).support).not.toBe('supported');
  });

  it('supports nothing from a phrase that is not a statement', async () => {
    expect((await one('American musician', 'She is an American musician.')).support).toBe('not_found');
  });
});

describe('offsets', () => {
  it('points each claim at the content and each passage at its document', async () => {
    const content = 'The film grossed over $181 million. It was shown in 26 other countries.';
    const claims = await ground(content, 'An unrelated first document.', FILM);
    expect(claims.map((c) => content.slice(c.start, c.end))).toEqual(['The film grossed over $181 million.', 'It was shown in 26 other countries.']);
    for (const c of claims) {
      expect(c.evidence?.document).toBe(1);
      expect(FILM.slice(c.evidence!.start, c.evidence!.end)).toBe(c.evidence!.quote);
    }
  });
});

describe('generated variants', () => {
  const units = ['people', 'cars', 'houses', 'trees'];
  it('supports the same count however it is written, contradicts another, and calls a count no document gives unsupported', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 11, max: 999_999 }), fc.constantFrom(...units), fc.integer({ min: 1901, max: 2099 }), async (n, unit, year) => {
        const doc = `The town council counted ${n.toLocaleString('en-US')} ${unit} in ${year}.`;
        const same = await one(`The town council counted ${n} ${unit} in ${year}.`, doc);
        expect(same.support).toBe('supported');
        const other = n * 3 + 7;
        const wrong = await one(`The town council counted ${other.toLocaleString('en-US')} ${unit} in ${year}.`, doc);
        expect(wrong.support).toBe('contradicted');
        expect(wrong.unsupported.map((f) => f.kind)).toEqual(['number']);
        const late = await one(`The town council counted ${n} ${unit} in ${year === 2099 ? 2098 : year + 1}.`, doc);
        expect(late.support).toBe('contradicted');
        expect(late.slot).toBe('date');
      }),
      { numRuns: 40 },
    );
  });
});

describe('content as language models write it', () => {
  it('reads list items as claims of their own and states nothing with a heading', async () => {
    const content = '## Key Findings\nSummary:\n- The film grossed over $181 million.\n- It was shown in 26 other countries.\n1. Mall Rats was released in 2017.';
    const claims = await ground(content, FILM);
    expect(claims.map((c) => [content.slice(c.start, c.end), c.support])).toEqual([
      // A claim starts after its list marker (issue 22: the marker is structure).
      ['The film grossed over $181 million.', 'supported'],
      ['It was shown in 26 other countries.', 'contradicted'],
      ['Mall Rats was released in 2017.', 'supported'],
    ]);
    // Nothing in the heading or the label is taken for a name; only the wrong count is new.
    expect(claims.flatMap((c) => c.unsupported.map((f) => f.text))).toEqual(['26']);
  });

  it('keeps a phrase that is no heading as a claim, so the rest alone does not make the content supported', async () => {
    const claims = await ground('The film grossed over $181 million. a huge commercial success', FILM);
    expect(claims.map((c) => c.support)).toEqual(['supported', 'not_found']);
  });
});

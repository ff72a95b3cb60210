// Words the reading took for names (issue 23, DECISIONS.md "Words that are not names, periods
// of a year"): a function word capitalised because it opens a sentence, an acronym of
// a phrase with a preposition in it, a quarter or a half of a year. A real name, a wrong acronym
// and a quarter the documents do not give stay invented. Sentences written for these tests.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groundContent } from '../../../server/engine/grounding/ground.js';

async function invented(content: string, texts: string[], question?: string): Promise<string[]> {
  const r = await groundContent(content, texts.map((text, index) => ({ index, text })), question);
  return r.claims.flatMap((c) => c.unsupported.map((u) => u.text));
}

const CELLS = 'Cells with the new electrolyte kept 82% of their capacity after 1,000 cycles, against 210 cycles for the standard electrolyte.';

describe('a function word opening a sentence is no name', () => {
  it.each(['Much better than the standard electrolyte.', 'Only the new electrolyte.', 'Rather more than the standard electrolyte.', 'Both, after 1,000 cycles.', 'Very much so.'])(
    '%s names nothing',
    async (content) => {
      expect(await invented(content, [CELLS])).toEqual([]);
    },
  );

  it.each([
    { content: 'Halvorsen, after 1,000 cycles.', name: 'Halvorsen' },
    { content: 'Much better than Ravenna Labs managed.', name: 'Ravenna Labs' },
    // A title-case word that is no function word keeps its capital as a name's.
    { content: 'Brightwater, clearly.', name: 'Brightwater' },
  ])('$content: $name is still a name', async ({ content, name }) => {
    expect(await invented(content, [CELLS])).toContain(name);
  });
});

describe('acronyms of a phrase with a preposition in it', () => {
  const RESULTS = 'Diluted earnings per share were $1.02. The return on investment was 14%.';
  it.each(['EPS was $1.02.', 'ROI was 14%.'])('%s abbreviates a phrase the documents spell out', async (content) => {
    expect(await invented(content, [RESULTS])).toEqual([]);
  });

  it.each([
    { content: 'EPG was $1.02.', name: 'EPG' },
    { content: 'RONA was 14%.', name: 'RONA' },
  ])('$content: an acronym of no phrase of theirs stays invented', async ({ content, name }) => {
    expect(await invented(content, [RESULTS])).toContain(name);
  });
});

describe('quarters and halves of a year', () => {
  const QUARTER = 'Fourth-quarter revenue was $412 million. In the first quarter the company lost $12 million. First-half sales rose 4%.';
  it.each(['Q4 revenue was $412 million.', 'The company lost $12 million in Q1.', 'H1 sales rose 4%.', 'Sales rose 4% YoY in FY2024.'])(
    '%s names a period the documents give',
    async (content) => {
      expect(await invented(content, [QUARTER])).toEqual([]);
    },
  );

  it('a quarter or half the documents never name, where they name others, is invented', async () => {
    expect(await invented('Q3 revenue was $412 million.', [QUARTER])).toContain('Q3');
    expect(await invented('H2 sales rose 4%.', [QUARTER])).toContain('H2');
  });

  it('documents that name no quarter leave any quarter unread', async () => {
    expect(await invented('Q3 revenue was $412 million.', ['Revenue for the three months to 30 September was $412 million.'])).toEqual([]);
  });

  it('each quarter in words or digits is its Qn, and no other', async () => {
    const WORDS = ['first', 'second', 'third', 'fourth'];
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 3 }), fc.boolean(), async (n, shift, hyphen) => {
        const other = ((n - 1 + shift) % 4) + 1;
        const text = hyphen ? `${WORDS[n - 1]![0]!.toUpperCase()}${WORDS[n - 1]!.slice(1)}-quarter revenue was $90 million.` : `Revenue in the ${WORDS[n - 1]} quarter was $90 million.`;
        expect(await invented(`Q${n} revenue was $90 million.`, [text])).toEqual([]);
        expect(await invented(`Q${other} revenue was $90 million.`, [text])).toContain(`Q${other}`);
      }),
      { numRuns: 10 },
    );
  });
});

// gnews: one capitalised word closing a noun phrase that "a"/"an" opens names a member of a
// class (DECISIONS "Names as English writes them"); a name in any other place stays one.
describe('a capitalised word after "a" or "an" names a class, not an entity', () => {
  const JUMP = 'Dorothy Hoffner, 94, served in the Women\'s Royal Naval Service during the war. She jumped over Cark airfield in Cumbria on Saturday.';
  it.each([
    'Dorothy Hoffner, 94, a wartime Wren, jumped over Cumbria on Saturday.',
    'Dorothy Hoffner, a Wren in the war, jumped over Cumbria on Saturday.',
    'Hoffner, once a young Wren, jumped over Cumbria.',
    'Hoffner, an Edwardian by birth, jumped over Cumbria.',
  ])('%s invents no name', async (content) => {
    expect(await invented(content, [JUMP])).toEqual([]);
  });

  it.each([
    { content: 'Dorothy Hoffner, a Wren veteran, jumped over Cumbria.', name: 'Wren', why: 'a modifier of a noun, not the head' },
    { content: 'Dorothy Hoffner jumped over Cumbria with Wren on Saturday.', name: 'Wren', why: 'no article' },
    { content: 'Dorothy Hoffner jumped with a Skyline Tandem instructor.', name: 'Skyline Tandem', why: 'two capitalised words' },
    { content: 'Dorothy Hoffner jumped over a Kendal airfield.', name: 'Kendal', why: 'a place before a noun' },
    { content: 'Dorothy Hoffner jumped over the Wren on Saturday.', name: 'Wren', why: '"the", not "a"' },
  ])('$content: $name is still a name ($why)', async ({ content, name }) => {
    expect(await invented(content, [JUMP])).toContain(name);
  });

  it('holds for any class noun after any modifiers (generated)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('Wren', 'Tory', 'Quaker', 'Brummie', 'Geordie'), fc.constantFrom('a', 'a wartime', 'a lifelong', 'a former'), async (cls, opening) => {
        expect(await invented(`Hoffner, ${opening} ${cls}, jumped over Cumbria.`, [JUMP])).toEqual([]);
        expect(await invented(`Hoffner jumped over Cumbria with ${cls}.`, [JUMP])).toContain(cls);
      }),
      { numRuns: 12 },
    );
  });
});

// gnews: in text all in lower case an unknown word is read as a name, unless English makes it
// of words it knows (DECISIONS "Names as English writes them").
describe('forms of known words in lower-case text are no names', () => {
  const CLUB = 'Carlos Tevez dismissed claims he will return to Boca Juniors. The midfield player has been the club\'s leading scorer. Two inquiries into the stadium were held.';
  it.each([
    'carlos tevez has rubbished claims he will return to boca juniors.',
    'the inquests into the stadium were held.',
    'tevez, a midfielder, has been the leading scorer.',
    'tevez and his co-star have been the leading scorers.',
  ])('%s invents no common word', async (content) => {
    const got = await invented(content, [CLUB]);
    for (const w of ['rubbished', 'inquests', 'midfielder', 'co-star', 'scorers']) expect(got).not.toContain(w);
  });

  it.each([
    { content: 'jared tevez will return to boca juniors.', name: 'jared', why: 'a lemma of three letters ("jar")' },
    { content: 'tevez will return to the club with dettori.', name: 'dettori', why: 'no form of a known word' },
    { content: 'tevez will return with the crossfielders.', name: 'crossfielders', why: 'the base of "-ers" unknown' },
  ])('$content: $name is still a name ($why)', async ({ content, name }) => {
    expect(await invented(content, [CLUB])).toContain(name);
  });

  it('holds for regular forms of known words (generated)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('rubbished', 'trashed', 'pooh-poohed', 'derided'), fc.constantFrom('jared', 'dettori', 'szijjarto'), async (verb, name) => {
        const got = await invented(`carlos tevez has ${verb} claims made by ${name}.`, [CLUB]);
        expect(got).not.toContain(verb);
        expect(got).toContain(name);
      }),
      { numRuns: 12 },
    );
  });
});

// gnews: a group "the" names by what its members are called may be a nickname of a name the
// documents give: neither invented nor another name (DECISIONS "Names as English writes them").
describe('a group named by its members is no other name', () => {
  const MATCH = "England's women beat Spain 2-1 in Sydney on Sunday. Liverpool won 3-0 at Anfield.";
  async function support(content: string): Promise<string> {
    const r = await groundContent(content, [{ index: 0, text: MATCH }]);
    return r.claims[0]!.support;
  }
  it.each(['The Lionesses beat Spain 2-1 in Sydney.', 'The Reds won 3-0 at Anfield.', 'The Gunners won 3-0 at Anfield.'])('%s invents and contradicts nothing', async (content) => {
    expect(await invented(content, [MATCH])).toEqual([]);
    expect(await support(content)).not.toBe('contradicted');
  });

  it.each([
    { content: 'The Matildas beat Spain 2-1 in Sydney.', name: 'Matildas', why: 'no English word as its singular' },
    { content: 'Chelsea beat Spain 2-1 in Sydney.', name: 'Chelsea', why: 'no "the", no plural' },
    { content: 'The Lionesses of Norway beat Spain 2-1.', name: 'Lionesses of Norway', why: '"of" after it makes a longer name' },
  ])('$content: $name is still a name ($why)', async ({ content, name }) => {
    expect(await invented(content, [MATCH])).toContain(name);
  });

  it('holds for members of any kind (generated)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('Lionesses', 'Saints', 'Magpies', 'Blues', 'Reds'), async (group) => {
        expect(await invented(`The ${group} beat Spain 2-1 in Sydney.`, [MATCH])).toEqual([]);
        expect(await invented(`${group}ville beat Spain 2-1 in Sydney.`, [MATCH])).toContain(`${group}ville`);
      }),
      { numRuns: 10 },
    );
  });
});

// gnews: capitals ending in "T" after a time of day are its time zone, not a name.
describe('a time zone after a time of day is no name', () => {
  const CALL = 'Officers were called to the scene shortly after 02:00 on Sunday.';
  it.each([
    { content: 'Police were called at about 02:00 BST.', zone: 'BST' },
    { content: 'Police were called at 2am GMT.', zone: 'GMT' },
    { content: 'Police were called at 2 a.m. ET.', zone: 'ET' },
    { content: 'Police were called at 02.00 UTC.', zone: 'UTC' },
  ])('$content: $zone is no name', async ({ content, zone }) => {
    expect(await invented(content, [CALL])).not.toContain(zone);
  });
  it.each([
    { content: 'Police from BST were called at 02:00.', name: 'BST', why: 'not after a time' },
    { content: 'Police were called at 02:00 by BBC staff.', name: 'BBC', why: 'not ending in "T" and not right after the time' },
    { content: 'Police were called at 02:00 BSTX.', name: 'BSTX', why: 'four letters not ending in "T"' },
  ])('$content: $name is still a name ($why)', async ({ content, name }) => {
    expect(await invented(content, [CALL])).toContain(name);
  });
  it.each(['Police were called at 2 a.m.', 'Police were called at 2 am on Sunday.', 'Police were called at 2.30 p.m.'])('%s: an hour before "a.m."/"p.m." is a time of day, no number', async (content) => {
    expect(await invented(content, [CALL])).toEqual([]);
  });
  it.each([
    { content: 'Police were called at 2 a.m. after 40 calls.', figure: '40' },
    { content: 'Police sent 2 officers.', figure: '2' },
  ])('$content: $figure is still a number', async ({ content, figure }) => {
    expect(await invented(content, [CALL])).toContain(figure);
  });
  it('holds for any zone and time (generated)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('BST', 'GMT', 'CET', 'EST', 'PDT', 'AEST'), fc.constantFrom('02:00', '2am', '2 p.m.', '14.30'), async (zone, time) => {
        expect(await invented(`Police were called at ${time} ${zone}.`, [CALL])).not.toContain(zone);
        expect(await invented(`Police from ${zone} were called.`, [CALL])).toContain(zone);
      }),
      { numRuns: 12 },
    );
  });
});

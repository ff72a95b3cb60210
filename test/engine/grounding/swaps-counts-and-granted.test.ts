// Knowledge-passage answers of stop 32 (issue 23, g9): values crossed between two subjects, the
// count a "How many N?" question asks for, comparisons by population, founding, release and times
// done, a bare "Yes" that grants the question, and two names joined by "for". Tables of phrasings,
// then generated variants; the passages are written for these tests.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groundContent } from '../../../server/engine/grounding/ground.js';
import { firstClaim as first } from './first-claim.js';

const CROSSED = /where the documents give each the other's/;

const TOWNS = 'Arden Moss is a market town in County Vell with a population of 9,300. It lies on the River Tamm, 12 kilometres east of Pollard. Brisk Hollow is a village in County Vell. Built on the River Oune, it holds a fair every May.';
const CLUBS = 'Hexley Rovers is an amateur football club in Kent, founded in 1872. It plays at Mill Lane. Cotter Athletic, founded in 1889, is the Rovers\' nearest rival. The two clubs have met every Easter since 1901.';
const DIRECTORS = 'Silt is a 2009 Chilean film co-directed by Tomas Reyes and Ana Lugo. Tomas Reyes was born in 1970 in Valdivia and studied in Santiago. Ana Lugo was born in 1974 in Temuco and first worked as an editor.';

describe('values crossed between two subjects', () => {
  it.each([
    { answer: 'Arden Moss is on the River Oune and Brisk Hollow is on the River Tamm.', question: 'On which rivers do Arden Moss and Brisk Hollow lie?', text: TOWNS },
    { answer: 'Arden Moss lies on the Oune, while Brisk Hollow lies on the Tamm.', question: undefined, text: TOWNS },
    { answer: 'Hexley Rovers in 1889 and Cotter Athletic in 1872.', question: 'When were Hexley Rovers and Cotter Athletic founded?', text: CLUBS },
    { answer: 'Hexley Rovers was founded in 1889 and Cotter Athletic in 1872.', question: undefined, text: CLUBS },
    { answer: 'Tomas Reyes was born in Temuco and Ana Lugo in Valdivia.', question: 'Where were the two directors of Silt born?', text: DIRECTORS },
  ])('contradicts "$answer"', async ({ answer, question, text }) => {
    const c = await first(answer, question, text);
    expect(c.support).toBe('contradicted');
    expect(c.reason).toMatch(CROSSED);
  });

  it.each([
    { answer: 'Arden Moss is on the River Tamm and Brisk Hollow is on the River Oune.', text: TOWNS, why: 'the values as given' },
    { answer: 'Hexley Rovers in 1872 and Cotter Athletic in 1889.', text: CLUBS, why: 'the years as given' },
    { answer: 'Tomas Reyes was born in Valdivia and Ana Lugo in Temuco.', text: DIRECTORS, why: 'the places as given' },
    { answer: 'Hexley Rovers was not founded in 1889 and Cotter Athletic in 1872.', text: CLUBS, why: 'a denial' },
    { answer: 'Arden Moss is on the River Oune and Brisk Hollow is on the River Tamm.', text: `${TOWNS} Arden Moss also reaches the River Oune at its northern edge.`, why: 'a sentence of the first subject says its own value' },
    { answer: 'Tomas Reyes was born in Temuco and Ana Lugo in Valdivia.', text: 'Silt is a 2009 Chilean film co-directed by Tomas Reyes and Ana Lugo, born in Valdivia and Temuco.', why: 'one sentence for both: no span of its own' },
  ])('does not contradict "$answer" by a crossing ($why)', async ({ answer, text }) => {
    const c = await first(answer, undefined, text);
    expect(c.reason ?? '').not.toMatch(CROSSED);
  });

  it('contradicts two years given the other way round and keeps them as given (generated)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.constantFrom('Harlow Wanderers', 'Pinecrest United', 'Ockley Town', 'Sable Rangers'), { minLength: 2, maxLength: 2 }),
        fc.uniqueArray(fc.integer({ min: 1850, max: 1990 }), { minLength: 2, maxLength: 2 }),
        fc.constantFrom('founded', 'formed', 'established'),
        async ([a, b], [x, y], verb) => {
          const text = `${a} is a football club in Sussex, ${verb} in ${x}. It plays in blue. ${b} is a club from the same county, ${verb} in ${y}.`;
          const wrong = await first(`${a} was ${verb} in ${y} and ${b} in ${x}.`, undefined, text);
          expect(wrong.support).toBe('contradicted');
          const right = await first(`${a} was ${verb} in ${x} and ${b} in ${y}.`, undefined, text);
          expect(right.reason ?? '').not.toMatch(CROSSED);
        },
      ),
      { numRuns: 12 },
    );
  });
});

const ALBUMS = 'Pale Harbour is a Welsh folk duo formed in 2011. The duo has released four studio albums. Salt Lines is the fourth studio album by Pale Harbour, released in 2022.';
const SERIAL = 'The Winter Bell is a 2001 novel by Rhian Pugh. It was adapted as a three-part radio serial in 2006.';

describe('the count a "How many N?" question asks for', () => {
  it.each([
    { answer: 'Five', question: 'How many studio albums has Pale Harbour released?', text: ALBUMS },
    { answer: 'Six studio albums.', question: 'How many albums has the duo released?', text: ALBUMS },
    { answer: 'Pale Harbour has released seven studio albums.', question: 'How many studio albums has Pale Harbour released?', text: ALBUMS },
    { answer: 'Four parts.', question: "How many parts did the adaptation of Rhian Pugh's 2001 novel have?", text: SERIAL },
    { answer: 'two', question: 'How many parts did the radio serial have?', text: SERIAL },
  ])('contradicts "$answer"', async ({ answer, question, text }) => {
    const c = await first(answer, question, text);
    expect(c).toMatchObject({ support: 'contradicted', slot: 'number' });
  });

  it.each([
    { answer: 'Four', question: 'How many studio albums has Pale Harbour released?', text: ALBUMS, why: 'the count given' },
    { answer: 'Three-part', question: 'How many parts did the radio serial have?', text: SERIAL, why: 'the count given, hyphenated' },
    { answer: 'Seven', question: 'How many albums has the duo released in total?', text: `${ALBUMS} It has also released three live albums.`, why: 'two counts: a total is a sum' },
    { answer: 'Three', question: 'How many studio albums had Pale Harbour released before 2022?', text: ALBUMS, why: 'a count bounded in time' },
    { answer: 'Three', question: 'How many more studio albums did they release?', text: ALBUMS, why: 'arithmetic asked' },
    { answer: 'Three', question: 'How many studio albums had the duo released when Salt Lines came out?', text: 'Pale Harbour has released four studio albums. Ebb Tide was the third studio album by Pale Harbour.', why: 'an ordinal of the noun the documents give' },
    { answer: 'Five', question: 'How many studio albums has Pale Harbour released?', text: 'Pale Harbour is a Welsh folk duo formed in 2011.', why: 'no count given' },
  ])('does not contradict "$answer" by the count ($why)', async ({ answer, question, text }) => {
    const c = await first(answer, question, text);
    expect(c.slot === 'number' && c.support === 'contradicted').toBe(false);
  });

  const WORDS = ['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
  it('contradicts any other count and keeps the count given, in words or digits (generated)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.integer({ min: 2, max: 9 }), { minLength: 2, maxLength: 2 }),
        fc.constantFrom(['novels', 'novel'], ['bridges', 'bridge'], ['stations', 'station']),
        fc.boolean(),
        async (pair, [plural], digits) => {
          const [given, other] = pair as [number, number];
          const text = `Lorna Vey is a Scottish engineer. Her firm has built ${WORDS[given - 2]} ${plural}.`;
          const question = `How many ${plural} has Lorna Vey's firm built?`;
          const say = (n: number) => (digits ? String(n) : WORDS[n - 2]!);
          const wrong = await first(say(other), question, text);
          expect(wrong).toMatchObject({ support: 'contradicted', slot: 'number' });
          const right = await first(say(given), question, text);
          expect(right.support).not.toBe('contradicted');
        },
      ),
      { numRuns: 12 },
    );
  });
});

const CITIES = 'Orlo Falls is a city in Hale County. The population was 8,912 at the 2020 census. Cray is a city in Hale County and its county seat. The population was 12,407 at the 2020 census.';
const FIRMS = 'Halden Steel is a steel company founded in 1911. It makes blades. Orme Wire is a wire maker founded in 1904.';
const FILMS = 'Wolves of Arne is a 1948 British adventure film set in the Highlands. The Tinker is a 1951 Irish comedy film.';
const CLUBS_WON = 'Corby Larks are an amateur rugby club. They have won the county cup 14 times. Kettle Lane RFC, from the same town, have won the county cup 9 times.';
const WORKS = 'Arvel Tiles is a ceramics maker in Bangor. It employs 340 people. Penros Clay is a quarrying company and the main supplier of clay to Arvel Tiles. It employs 85 people.';
const SINGERS = 'Harlan Doe (born 1944) is an Irish folk singer from Westport. Nuala Brien (born 1941) is an Irish singer and harpist from Ennis.';
const SCULPTORS = 'Marisol Orta (born 1969) is a Chilean sculptor. Dario Feldt (born 1972) is an Argentine sculptor and printmaker.';

describe('comparisons by population, founding, release and times done; a Yes that grants the question', () => {
  it.each([
    { answer: 'Orlo Falls had more people.', question: 'Which city had more people in 2020, Orlo Falls or Cray?', text: CITIES },
    { answer: 'Orlo Falls', question: 'Which city has the larger population, Orlo Falls or Cray?', text: CITIES },
    { answer: 'Halden Steel is older.', question: 'Which is older, Halden Steel or Orme Wire?', text: FIRMS },
    { answer: 'Orme Wire', question: 'Which company is younger, Halden Steel or Orme Wire?', text: FIRMS },
    { answer: 'The Tinker (1951)', question: 'Which film was released earlier, Wolves of Arne or The Tinker?', text: FILMS },
    { answer: 'Kettle Lane RFC.', question: 'Which club has won the county cup more often, Corby Larks or Kettle Lane RFC?', text: CLUBS_WON },
    { answer: 'Penros Clay employs more people.', question: 'Which company employs more people, Arvel Tiles or its main supplier?', text: WORKS },
    { answer: 'Yes, Doe is older.', question: 'Is Harlan Doe older than Nuala Brien?', text: SINGERS },
    { answer: 'Yes', question: 'Is Harlan Doe older than Nuala Brien?', text: SINGERS },
    { answer: 'Yes.', question: 'Are Marisol Orta and Dario Feldt of the same nationality?', text: SCULPTORS },
  ])('contradicts "$answer" to "$question"', async ({ answer, question, text }) => {
    const c = await first(answer, question, text);
    expect(c).toMatchObject({ support: 'contradicted', slot: 'comparative' });
  });

  it.each([
    { answer: 'Cray had more people.', question: 'Which city had more people in 2020, Orlo Falls or Cray?', text: CITIES, why: 'the larger' },
    { answer: 'Orme Wire is older.', question: 'Which is older, Halden Steel or Orme Wire?', text: FIRMS, why: 'the earlier founding' },
    { answer: 'Wolves of Arne', question: 'Which film was released earlier, Wolves of Arne or The Tinker?', text: FILMS, why: 'the earlier film' },
    { answer: 'Corby Larks', question: 'Which club has won the county cup more often, Corby Larks or Kettle Lane RFC?', text: CLUBS_WON, why: 'more wins' },
    { answer: 'Arvel Tiles employs more people.', question: 'Which company employs more people, Arvel Tiles or its main supplier?', text: WORKS, why: 'the larger' },
    { answer: 'Yes', question: 'Is Nuala Brien older than Harlan Doe?', text: SINGERS, why: 'the question holds' },
    { answer: 'No', question: 'Is Harlan Doe older than Nuala Brien?', text: SINGERS, why: 'a denial: left to the other readings' },
    { answer: 'Yes', question: 'Are Harlan Doe and Nuala Brien of the same nationality?', text: SINGERS, why: 'the same nationality' },
    { answer: 'Yes', question: 'Is Harlan Doe older than Nuala Brien? Answer briefly?', text: SINGERS, why: 'not one question' },
  ])('does not contradict "$answer" to "$question" ($why)', async ({ answer, question, text }) => {
    const c = await first(answer, question, text);
    expect(c.slot === 'comparative' && c.support === 'contradicted').toBe(false);
  });

  it('settles "Is A older than B?" answered "Yes" by the two birth years (generated)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.integer({ min: 1900, max: 1999 }), { minLength: 2, maxLength: 2 }),
        fc.constantFrom('older', 'younger'),
        async (pair, cue) => {
          const [x, y] = pair as [number, number];
          const text = `Edda Prill (born ${x}) is a Danish painter. Tove Marrin (born ${y}) is a Danish potter.`;
          const c = await first('Yes', `Is Edda Prill ${cue} than Tove Marrin?`, text);
          const holds = cue === 'older' ? x < y : x > y;
          expect(c.slot === 'comparative' && c.support === 'contradicted').toBe(!holds);
        },
      ),
      { numRuns: 12 },
    );
  });
});

describe('two names joined by "for"', () => {
  it('reads a prize and the work it was given for as two names the documents give', async () => {
    const text = 'The band have won the Caledonia Music Prize for their third album, North Facing.';
    const r = await groundContent('The band won the Caledonia Music Prize for North Facing.', [{ index: 0, text }]);
    expect(r.claims[0]!.unsupported.filter((u) => u.kind === 'name')).toEqual([]);
  });

  it.each([
    { answer: 'The band won the Caledonia Music Prize for Summer Rain.', text: 'The band have won the Caledonia Music Prize for their album North Facing.', why: 'one side the documents never give' },
    { answer: 'The band won the Grey Lantern Prize for North Facing.', text: 'The band have won the Caledonia Music Prize for their album North Facing.', why: 'the prize the documents never give' },
  ])('keeps "$answer" an unsupported name ($why)', async ({ answer, text }) => {
    const r = await groundContent(answer, [{ index: 0, text }]);
    expect(r.claims[0]!.unsupported.some((u) => u.kind === 'name')).toBe(true);
  });
});

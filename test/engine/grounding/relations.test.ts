// A relation of a closed set (issue 23, g10; DECISIONS "Which name goes with which word"): an
// answer that states one relation between two names where the documents state, between the same
// two names, another relation of the same set that excludes it, and never the answer's. Tables of
// phrasings per family, near-misses that stay uncertain, then generated kinship pairs; the
// passages are written for these tests.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstClaim as first } from './first-claim.js';

const EXCLUDES = /a relation that excludes it/;

const FAMILY = 'Agnes Morwen (1902–1980) was a Welsh weaver. She was the sister of the potter Idris Morwen and the mother of the poet Carys Vane. Carys Vane (born 1931) writes about the Gower coast.';
const FILM = 'Harbour Lights is a 1962 British drama film directed by Tomas Reyl and written by Nora Quill. Nora Quill (1915–1990) was an English novelist and screenwriter.';
const PAINTER = 'Jonas Adler (1880–1944) was an Austrian painter. Born in Linz, he studied in Munich and died in Graz. His best-known work is Winter Mill.';
const CHEF = 'Marta Solen (born 1978) is a Norwegian chef and the owner of Fjell, a restaurant in Bergen. She previously worked as head chef at The Lantern in Oslo. The Lantern was opened in 2001 by the restaurateur Erik Haug.';
const COACH = 'Dele Okafor (born 1969) is an English football coach. He has been manager of Ashby Town since 2016. Before that, Okafor played for Norbridge Rovers from 1990 to 2001.';
const FIRMS = 'Kestrel Data is a Scottish maker of survey software, founded in 2003 in Perth. In 2017 it was acquired by Brightwater Systems. Brightwater Systems is based in Denver.';

describe('a relation of a closed set', () => {
  it.each([
    { answer: 'Agnes Morwen was Carys Vane\'s aunt.', question: 'How was Agnes Morwen related to Carys Vane?', text: FAMILY },
    { answer: 'She was the grandmother of Carys Vane.', question: 'How was Agnes Morwen related to Carys Vane?', text: FAMILY },
    { answer: 'Agnes Morwen was the cousin of Idris Morwen.', question: 'How was Agnes Morwen related to Idris Morwen?', text: FAMILY },
    { answer: 'She directed it.', question: 'What was Nora Quill\'s role in Harbour Lights?', text: FILM },
    { answer: 'Nora Quill was the director of Harbour Lights.', question: undefined, text: FILM },
    { answer: 'He was born there.', question: 'What is the connection between the painter of Winter Mill and Graz?', text: PAINTER },
    { answer: 'She owned The Lantern.', question: 'What was Marta Solen\'s role at The Lantern?', text: CHEF },
    { answer: 'Marta Solen was the owner of The Lantern.', question: undefined, text: CHEF },
    { answer: 'He managed them for eleven years.', question: 'What was Okafor\'s connection with Norbridge Rovers?', text: COACH },
    { answer: 'Kestrel Data was spun off from Brightwater Systems in 2017.', question: 'What is the relationship between Kestrel Data and Brightwater Systems?', text: FIRMS },
    { answer: 'Kestrel Data merged with Brightwater Systems.', question: undefined, text: FIRMS },
  ])('contradicts "$answer"', async ({ answer, question, text }) => {
    const c = await first(answer, question, text);
    expect(c).toMatchObject({ support: 'contradicted', slot: 'name' });
    expect(c.reason).toMatch(EXCLUDES);
  });

  it.each([
    { answer: 'Agnes Morwen was Carys Vane\'s mother.', question: 'How was Agnes Morwen related to Carys Vane?', text: FAMILY, why: 'the relation the documents give' },
    { answer: 'Carys Vane was Agnes Morwen\'s daughter.', question: undefined, text: FAMILY, why: 'the same relation read from the other name' },
    { answer: 'Agnes Morwen was Carys Vane\'s aunt.', question: undefined, text: `${FAMILY} Agnes Morwen was also the aunt of Carys Vane, by marriage.`, why: 'the documents give the answer\'s relation too' },
    { answer: 'Agnes Morwen was Carys Vane\'s teacher.', question: undefined, text: FAMILY, why: 'a relation outside the lists' },
    { answer: 'Agnes Morwen was Bryn Tallis\'s aunt.', question: undefined, text: FAMILY, why: 'another person than the documents\' relation is of' },
    { answer: 'She wrote it.', question: 'What was Nora Quill\'s role in Harbour Lights?', text: FILM, why: 'the role the documents give' },
    { answer: 'She directed it.', question: 'What was Nora Quill\'s role in Harbour Lights?', text: 'Harbour Lights is a 1962 British drama film written by Nora Quill. It was her only screenplay.', why: 'no one else directed it in the documents: she may have done both' },
    { answer: 'She directed it.', question: 'What was Nora Quill\'s role in Harbour Lights?', text: 'Harbour Lights is a 1962 British drama film written and directed by Nora Quill.', why: 'both roles given' },
    { answer: 'He died there.', question: 'What is the connection between the painter of Winter Mill and Graz?', text: PAINTER, why: 'the event the documents give' },
    { answer: 'He was the head chef there.', question: 'What was Marta Solen\'s role at The Lantern?', text: CHEF, why: 'the role the documents give' },
    { answer: 'He played for them from 1990 to 2001.', question: 'What was Okafor\'s connection with Norbridge Rovers?', text: COACH, why: 'the relation the documents give' },
    { answer: 'He coached them.', question: 'What was Okafor\'s connection with Norbridge Rovers?', text: COACH.replace('He has been manager of Ashby Town since 2016. ', ''), why: 'no other team given for his coaching: a player may coach too' },
    { answer: 'Brightwater Systems bought Kestrel Data in 2017.', question: 'What is the relationship between Kestrel Data and Brightwater Systems?', text: FIRMS, why: 'a synonym of the relation the documents give' },
    { answer: 'Kestrel Data did not merge with Brightwater Systems.', question: undefined, text: FIRMS, why: 'a denial' },
  ])('does not contradict "$answer" by a relation ($why)', async ({ answer, question, text }) => {
    const c = await first(answer, question, text);
    expect(c.reason ?? '').not.toMatch(EXCLUDES);
  });

  const KIN = ['mother', 'father', 'aunt', 'uncle', 'sister', 'brother', 'grandmother', 'cousin', 'niece', 'nephew'] as const;
  it('contradicts another kinship term between the same two names and keeps the given one (generated)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.constantFrom(...KIN), { minLength: 2, maxLength: 2 }),
        fc.constantFrom(['Ilse Brand', 'Owen Hale'], ['Rhea Quist', 'Tobias Lorne'], ['Mina Cole', 'Jasper Wynn']),
        fc.boolean(),
        fc.boolean(),
        async (terms, [a, b], possessive, pronoun) => {
          const [given, other] = [terms[0]!, terms[1]!];
          const text = `${a} (1920–1999) was a Scottish painter. ${pronoun ? 'She' : a} was the ${given} of the poet ${b}. ${b} lives in Fife.`;
          const say = (term: string) => (possessive ? `${a} was ${b}'s ${term}.` : `${a} was the ${term} of ${b}.`);
          const wrong = await first(say(other), undefined, text);
          expect(wrong.support).toBe('contradicted');
          expect(wrong.reason).toMatch(EXCLUDES);
          const right = await first(say(given), undefined, text);
          expect(right.reason ?? '').not.toMatch(EXCLUDES);
          // The other direction of the documents' relation is not theirs to contradict.
          const reversed = await first(possessive ? `${b} was ${a}'s ${other}.` : `${b} was the ${other} of ${a}.`, undefined, text);
          expect(reversed.reason ?? '').not.toMatch(EXCLUDES);
        },
      ),
      { numRuns: 20 },
    );
  });
});

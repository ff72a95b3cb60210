// The nationality and birthplace of someone a question names by a role (issue 23, gqa33;
// spec/DECISIONS.md "The nationality and birthplace of a role"): "What nationality is the guitarist of X?" and
// "In which town was the director of X born?" ask about the person who holds the role; an answer
// giving the group's nationality, or a place of the documents other than the person's birthplace,
// is contradicted. Tables of phrasings, then generated variants; the passages are written for these tests.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstClaim as first } from './first-claim.js';

const ROLE = /the question asks about/;

const BAND = 'Copper Lanes is a Swedish indie band formed in Malmo in 2009. The band\'s drummer, Piotr Nowak (born 1985), is a Polish musician who moved to Sweden in 2006. Their second album won a Grammis award.';
const FILM = 'Salt Meadow is a 1984 Irish drama film directed by Nora Keane. Its music was written by the composer Henrik Lund. Henrik Lund (1931–2002) was a Norwegian composer and pianist who settled in Dublin.';
const SHOP = 'Vell & Carr is a Scottish tailoring house in Edinburgh. Its head cutter is Marco Bellini. Marco Bellini was born in Turin and is an Italian tailor.';

describe('the nationality of a role', () => {
  it.each([
    { question: 'What nationality is the drummer of Copper Lanes?', answer: 'Swedish', text: BAND },
    { question: 'What nationality is Copper Lanes\'s drummer?', answer: 'He is Swedish.', text: BAND },
    { question: 'Which nationality is the drummer of Copper Lanes?', answer: 'German', text: BAND },
    { question: 'What nationality was the composer of the music for Salt Meadow?', answer: 'He was Irish.', text: FILM },
    { question: 'What nationality was the composer of Salt Meadow\'s score?', answer: 'Irish', text: FILM },
    { question: 'What nationality is the head cutter of Vell & Carr?', answer: 'Scottish', text: SHOP },
  ])('contradicts "$answer" to "$question"', async ({ question, answer, text }) => {
    const c = await first(answer, question, text);
    expect(c.support).toBe('contradicted');
    expect(c.reason).toMatch(ROLE);
  });

  it.each([
    { question: 'What nationality is the drummer of Copper Lanes?', answer: 'Polish', text: BAND, why: 'the person\'s own' },
    { question: 'What nationality was the composer of the music for Salt Meadow?', answer: 'He was Norwegian.', text: FILM, why: 'the person\'s own' },
    { question: 'What nationality is the head cutter of Vell & Carr?', answer: 'Italian', text: SHOP, why: 'the person\'s own' },
    { question: 'What nationality is Piotr Nowak?', answer: 'Swedish', text: BAND, why: 'the question names the person' },
    { question: 'What nationality is the drummer of Copper Lanes?', answer: 'Swedish', text: BAND.replace('a Polish musician', 'a Polish-born Swedish musician'), why: 'two nationalities given' },
    { question: 'What nationality is the drummer of Copper Lanes?', answer: 'Swedish', text: BAND.replace('is a Polish musician', 'is a musician'), why: 'no nationality given the person' },
    { question: 'What nationality is the drummer of Copper Lanes?', answer: 'Swedish', text: `${BAND} Its touring drummer, Lars Berg, is Swedish.`, why: 'two holders of the role' },
    { question: 'What nationality is the drummer of Copper Lanes?', answer: 'He is not Swedish.', text: BAND, why: 'a denied answer' },
    { question: 'What nationality is the drummer of Copper Lanes?', answer: 'Polish and Swedish', text: BAND, why: 'two in the answer' },
  ])('leaves "$answer" to "$question" ($why)', async ({ question, answer, text }) => {
    const c = await first(answer, question, text);
    expect(c.reason ?? '').not.toMatch(ROLE);
  });

  it('contradicts the group\'s nationality and keeps the holder\'s (generated)', async () => {
    const PEOPLES = ['Danish', 'Polish', 'Italian', 'Canadian', 'Japanese', 'Brazilian'];
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.constantFrom(...PEOPLES), { minLength: 2, maxLength: 2 }),
        fc.constantFrom(['band', 'guitarist', 'musician'], ['orchestra', 'conductor', 'conductor'], ['studio', 'designer', 'designer']),
        async ([group, own], [kind, role, noun]) => {
          const text = `Halcyon Drift is a ${group} ${kind} founded in 1998. Its ${role}, Ren Ashby, is a ${own} ${noun}.`;
          const question = `What nationality is the ${role} of Halcyon Drift?`;
          const wrong = await first(group!, question, text);
          expect(wrong.support).toBe('contradicted');
          const right = await first(own!, question, text);
          expect(right.reason ?? '').not.toMatch(ROLE);
        },
      ),
      { numRuns: 12 },
    );
  });
});

const PLACE = /for the birthplace of/;
const FILM2 = 'The Reed House is a 1977 British drama film directed by Owen Fairlie and starring Ada Crane. It was shot near the village of Brockwell and won a prize at the Harrow Film Festival. Owen Fairlie (1930–2001) was an English film director born in Ashcombe, Dorset. He studied at the University of Bristol.';

describe('the birthplace of a role', () => {
  it.each([
    { question: 'In which town was the director of The Reed House born?', answer: 'Brockwell' },
    { question: 'The director of The Reed House was born in which city?', answer: 'Owen Fairlie, the director of The Reed House, was born in Bristol.' },
    { question: 'Where was the director of The Reed House born?', answer: 'He was born in Brockwell.' },
    { question: 'In which village was the director of The Reed House born?', answer: 'Harrow' },
  ])('contradicts "$answer" to "$question"', async ({ question, answer }) => {
    const c = await first(answer, question, FILM2);
    expect(c.support).toBe('contradicted');
    expect(c.reason).toMatch(PLACE);
  });

  it.each([
    { question: 'In which town was the director of The Reed House born?', answer: 'Ashcombe', text: FILM2, why: 'the birthplace' },
    { question: 'Where was the director of The Reed House born?', answer: 'He was born in Dorset.', text: FILM2, why: 'the county said with it' },
    { question: 'Where was the director of The Reed House born?', answer: 'He was born in Kelmscott.', text: FILM2, why: 'a place the documents never name (the invented names\' rule)' },
    { question: 'Where was the director of The Reed House born?', answer: 'He was born in Brockwell.', text: `${FILM2} The film was co-directed by Ada Crane.`, why: 'two holders of the role' },
    { question: 'Where was the director of The Reed House born?', answer: 'He was born in Brockwell.', text: FILM2.replace(' born in Ashcombe, Dorset', ''), why: 'no birthplace given' },
    { question: 'Where was Owen Fairlie born?', answer: 'He was born in Brockwell.', text: FILM2, why: 'the question names the person' },
    { question: 'Where was the director of The Reed House born?', answer: 'He was not born in Brockwell.', text: FILM2, why: 'a denied answer' },
  ])('leaves "$answer" to "$question" ($why)', async ({ question, answer, text }) => {
    const c = await first(answer, question, text);
    expect(c.reason ?? '').not.toMatch(PLACE);
  });

  it('contradicts another place of the documents and keeps the birthplace (generated)', async () => {
    const TOWNS = ['Ashby', 'Corran', 'Helmsley', 'Tarvin', 'Oxwich'];
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.constantFrom(...TOWNS), { minLength: 2, maxLength: 2 }),
        fc.constantFrom(['director', 'directed'], ['producer', 'produced'], ['composer', 'composed']),
        async ([born, shot], [role, verb]) => {
          const text = `Grey Tide is a 1969 drama film ${verb} by Ruth Hallam. It was filmed in ${shot}. Ruth Hallam (1921–1990) was a Welsh artist born in ${born}.`;
          const question = `In which town was the ${role} of Grey Tide born?`;
          const wrong = await first(shot!, question, text);
          expect(wrong.support).toBe('contradicted');
          const right = await first(born!, question, text);
          expect(right.reason ?? '').not.toMatch(PLACE);
        },
      ),
      { numRuns: 12 },
    );
  });
});

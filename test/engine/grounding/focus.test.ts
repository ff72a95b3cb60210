// What a focus word excludes (issue 23, qa8): "rather than B", "instead of B", "only Y" deny the
// verb of what they set aside; a claim that says it is contradicted. Tables of phrasings, then
// generated variants; the passages are written for these tests.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstClaim as first } from './first-claim.js';

const FOCUS = /what the documents exclude|where the documents restrict it|a kind outside what the documents restrict it to/;

const SOAP = 'Harrow Lane is a British soap opera set in Leeds. Unlike most soaps of its era, it was filmed entirely on location rather than in a studio.';
const RIVER = 'The river Tove rises in the Mendel hills and flows 90 kilometres to the sea. It is navigable only in its lowest 12 kilometres, below the town of Ash.';
const CARS = 'Orlen Motors is a car maker based in Turin. Orlen itself produces only saloons and estate cars.';
const FERRY = 'The island is reached by ferry instead of by bridge. The ferry sails twice a day.';

describe('what a focus word excludes', () => {
  it.each([
    { answer: 'Yes, it was filmed in a studio.', question: 'Was Harrow Lane filmed in a studio?', text: SOAP },
    { answer: 'Yes, the Tove is navigable along its whole course.', question: 'Is the Tove navigable for its entire length?', text: RIVER },
    { answer: 'The Tove is navigable throughout.', question: undefined, text: RIVER },
    { answer: 'Yes, Orlen produces sports cars in Turin.', question: 'Does Orlen Motors produce sports cars?', text: CARS },
    { answer: 'The island is reached by bridge.', question: undefined, text: FERRY },
  ])('contradicts "$answer"', async ({ answer, question, text }) => {
    const c = await first(answer, question, text);
    expect(c).toMatchObject({ support: 'contradicted', slot: 'negation' });
    expect(c.reason).toMatch(FOCUS);
  });

  it.each([
    { answer: 'It was filmed on location.', text: SOAP, why: 'what the documents say' },
    { answer: 'It was not filmed in a studio.', text: SOAP, why: 'the claim denies it too' },
    { answer: 'The Tove is navigable in its lowest 12 kilometres.', text: RIVER, why: 'within what "only" allows' },
    { answer: 'Orlen produces saloons.', text: CARS, why: 'one of the kinds listed' },
    { answer: 'Orlen produces luxury saloons.', text: CARS, why: 'a narrower kind of one listed' },
    { answer: 'Orlen produces cars.', text: CARS, why: 'their head noun alone' },
    { answer: 'Orlen produces estate cars in Turin.', text: CARS, why: 'a place after the listed kind' },
    { answer: 'The island is reached by ferry.', text: FERRY, why: 'what the documents say' },
    { answer: 'The Tove flows through its whole valley.', text: RIVER, why: 'another verb than the restricted one' },
  ])('does not contradict "$answer" by focus ($why)', async ({ answer, text }) => {
    const c = await first(answer, undefined, text);
    expect(c.reason).not.toMatch(FOCUS);
  });

  it('contradicts the alternative "rather than" sets aside and keeps the one it asserts (generated)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('Marl', 'Tessa', 'Brook', 'Orm'),
        fc.constantFrom(['painted', 'on canvas', 'on wood'], ['recorded', 'in a church', 'in a studio'], ['printed', 'in Leiden', 'in Paris'], ['built', 'of brick', 'of stone']),
        async (name, [verb, said, excluded]) => {
          const text = `${name} Hall is an old house in the north. Its great hall was ${verb} ${said} rather than ${excluded}.`;
          const wrong = await first(`The great hall was ${verb} ${excluded}.`, undefined, text);
          expect(wrong.support).toBe('contradicted');
          expect(wrong.reason).toMatch(FOCUS);
          const right = await first(`The great hall was ${verb} ${said}.`, undefined, text);
          expect(right.reason).not.toMatch(FOCUS);
        },
      ),
      { numRuns: 12 },
    );
  });
});

describe('the predicate of a denied sentence is never a word of a name', () => {
  it('contradicts "built" where the documents say "never built", the name\'s word read as a verb', async () => {
    const c = await first('Yes, the Calder Crossing was built to her design.', 'Was her design for the Calder Crossing built?', 'Her later design for the Calder Crossing was never built.');
    expect(c).toMatchObject({ support: 'contradicted', slot: 'negation' });
  });
  it('keeps the same sentence said with its denial', async () => {
    const c = await first('The Calder Crossing was never built.', undefined, 'Her later design for the Calder Crossing was never built.');
    expect(c.support).not.toBe('contradicted');
  });
});

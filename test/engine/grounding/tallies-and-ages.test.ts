// Two figures English ties to one slot of one event (issue 23, gnews33; spec/DECISIONS.md "A
// vote's tally and a named person's age"): a vote's tally and the age set beside a name. Tables
// of phrasings, then generated variants; the articles are written for these tests.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkApposedAge, checkTally, talliesIn } from '../../../server/engine/grounding/tallies.js';
import { DocumentIndex } from '../../../server/engine/grounding/document-index.js';
import { loadNlp } from '../../../server/engine/grounding/nlp.js';
import { firstClaim as first } from './first-claim.js';

// The generated cases build a DocumentIndex directly, which reads with the language model.
beforeAll(() => loadNlp());

const TALLY = /states the vote as/;
const AGE = /sets \d+ beside .* where the documents set/;

const PLANNING = 'Plans for 300 homes on the edge of Marden have been approved. The district council\'s planning committee voted seven to four in favour of the scheme on Tuesday. Residents said they would appeal.';
const BOARD = 'The school board chose a new contractor on Monday. The vote was 5-2, with two members saying the bid was too high. Work starts in June.';
const MOTION = 'The motion to fund the new playground passed. Vote: 24 in favour, 5 against, 2 abstentions. The fund now stands at $21,000.';
const COMMONS = 'The bill cleared its second reading by 310 votes to 213 on Wednesday night. Ministers said it would become law by the summer.';

describe('a vote\'s tally', () => {
  it.each([
    ['Marden\'s planning committee voted eight to four in favour of 300 homes.', PLANNING],
    ['The planning committee voted 7-5 in favour.', PLANNING],
    ['Councillors voted six to four to approve the homes.', PLANNING],
    ['The school board voted 4–2 to choose the new contractor.', BOARD],
    ['The vote was 5 to 3.', BOARD],
    ['The motion passed with 24 in favour, 7 against and 2 abstentions.', MOTION],
    ['The motion passed, 20 for and 5 against.', MOTION],
    ['MPs backed the bill by 310 votes to 231.', COMMONS],
  ])('contradicts "%s"', async (claim, text) => {
    const c = await first(claim, undefined, text);
    expect(c.support).toBe('contradicted');
    expect(c.reason).toMatch(TALLY);
  });

  it.each([
    ['The planning committee voted seven to four in favour.', PLANNING, 'the tally as given'],
    ['The committee voted 4-7 against the objectors.', PLANNING, 'the pair in the other order'],
    ['The school board voted five to two.', BOARD, 'digits against words'],
    ['The motion passed 24-5 with two abstentions.', MOTION, 'the pair read from "in favour" and "against"'],
    ['MPs voted 310 to 213 for the bill.', COMMONS, '"votes to" read as a tally'],
    ['Councillors voted to cut 5 to 10 posts.', 'Councillors voted to cut between 20 and 30 posts. The vote was 9-3.', 'an infinitive after "voted" is no tally'],
    ['The board voted 6-1 to approve the budget.', 'The board approved the budget by six votes to one. The committee vote was 4-3.', 'the claim\'s counts in one sentence of the documents'],
    ['The council voted 30 to 12 for the plan.', 'The plan was approved by the council, 30 members backing it and 12 opposing it.', 'no tally the documents give in a read form'],
  ])('does not contradict "%s" by its tally (%s)', async (claim, text) => {
    const c = await first(claim, undefined, text);
    expect(c.reason ?? '').not.toMatch(TALLY);
  });

  it('reads tallies in words and digits, in any order of the pair', () => {
    expect(talliesIn('They voted seven to four.').map((t) => [t.a, t.b])).toEqual([[7, 4]]);
    expect(talliesIn('The vote was 3–1, with one abstention.').map((t) => [t.a, t.b])).toEqual([[3, 1]]);
    expect(talliesIn('It passed by 310 votes to 213.').map((t) => [t.a, t.b])).toEqual([[310, 213]]);
    expect(talliesIn('12 in favour and 9 against.').map((t) => [t.a, t.b])).toEqual([[12, 9]]);
    expect(talliesIn('Members voted to cut 5 to 10 posts.')).toEqual([]);
    expect(talliesIn('City won 3-1 on Saturday.')).toEqual([]);
  });

  it('contradicts every changed tally and no tally as given (generated)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 1, max: 5 }),
        fc.constantFrom('voted {a} to {b}', 'voted {a}-{b}', 'backed it by {a} votes to {b}', 'approved it with {a} in favour and {b} against'),
        fc.constantFrom('The committee', 'Councillors', 'The board'),
        async (a, b, delta, form, who) => {
          // A changed count equal to the other one ("16 to 18" -> "18 to 18") is written in the documents' sentence.
          fc.pre(a + delta !== b);
          const say = (x: number, y: number) => `${who} ${form.replace('{a}', String(x)).replace('{b}', String(y))}.`;
          const text = `The plan for a new library was decided on Monday. ${say(a, b)} Building starts next spring.`;
          const index = new DocumentIndex([{ index: 0, text }]);
          expect(checkTally(say(a, b), index)).toBeUndefined();
          expect(checkTally(say(b, a), index)).toBeUndefined();
          expect(checkTally(say(a + delta, b), index)).toBeDefined();
        },
      ),
      { numRuns: 40 },
    );
  });
});

const COURT = 'Stephen Hurst, 66, stabbed his neighbour Gary Mellor, 58, outside their homes in October, Manchester Crown Court heard. Hurst denied murder.';
const CLIMB = 'Tom Ballard plans to climb K2, 20 years after his mother died on it. Alison Hargreaves, 32, was swept to her death in 1995. Mr Ballard, 26, said he saw it as his destiny.';
const FAMILY = 'Lizzi Crawford, 32, lost seven stone in a year. Her mother, Mary Crawford, 57, said she was proud.';

describe('an age set beside a name', () => {
  it.each([
    ['Stephen Hurst, 66, stabbed Gary Mellor, 68, outside their homes.', COURT],
    ['Stephen Hurst, 56, stabbed Gary Mellor outside their homes.', COURT],
    ['gary mellor , 66 , was stabbed by his neighbour .', COURT],
    ['Gary Mellor, aged 60, was stabbed in October.', COURT],
    ['Tom Ballard, 32, plans to climb K2.', CLIMB],
    ['Lizzi Crawford, 57, lost seven stone.', FAMILY],
    ['Leeds United, 3, lost to Hull City.', 'Leeds United, 2, lost to Hull City, 5, on Saturday.'],
  ])('contradicts "%s"', async (claim, text) => {
    const c = await first(claim, undefined, text);
    expect(c.support).toBe('contradicted');
    expect(c.reason).toMatch(AGE);
  });

  it.each([
    ['Stephen Hurst, 66, stabbed Gary Mellor, 58, in October.', COURT, 'the ages as given'],
    ['Mr Ballard, 26, said it was his destiny.', CLIMB, 'the title as the documents write it'],
    ['Mary Crawford, 57, said she was proud.', FAMILY, 'another of the family'],
    ['Sam Crawford, 30, joined her.', FAMILY, 'a name the documents never give an age'],
    ['Ann Price, 45, was elected.', 'Ann Price was 44 when she joined the board. Ann Price, 45, was elected chair this year.', 'the claim\'s figure beside the surname'],
    ['Ann Price, 46, was elected.', 'Ann Price, 45, joined the board in 2023. Ann Price, 46, was elected chair a year later.', 'two ages of one person'],
    ['Joe Root, 40, was out.', 'Joe Root (254) and Ben Stokes (120) put on 300. Root is 33.', 'a figure in brackets is no age'],
    ['Gary Mellor, 66, was stabbed.', 'Stephen Hurst, 66, stabbed Gary Mellor in October. Mellor, now 66, has recovered.', 'the claim\'s figure told another way in a sentence with the surname'],
  ])('does not contradict "%s" by an age (%s)', async (claim, text) => {
    const c = await first(claim, undefined, text);
    expect(c.reason ?? '').not.toMatch(AGE);
  });

  it('gives another apposed age of the same name away, and never the given one (generated)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(['Keith', 'Ransome'], ['Eleanor', 'Shaw'], ['Margaret', 'Lyle'], ['Carl', 'Denby']),
        fc.integer({ min: 16, max: 95 }),
        fc.integer({ min: 1, max: 20 }),
        fc.constantFrom('{n}, {a},', '{n}, aged {a},', '{a}-year-old {n}'),
        async ([f, l], age, delta, form) => {
          const name = `${f} ${l}`;
          const text = `${form.replace('{n}', name).replace('{a}', String(age))} was named in court on Friday. The hearing lasted two days.`;
          const index = new DocumentIndex([{ index: 0, text }]);
          expect(checkApposedAge(`${name}, ${age}, was named in court.`, index)).toBeUndefined();
          expect(checkApposedAge(`${name.toLowerCase()} , ${age + delta} , was named in court .`, index)).toBeDefined();
        },
      ),
      { numRuns: 40 },
    );
  });
});

// The one thing a question asks for (issue 23, ground5): an answer that names another thing than
// the one the documents say the question's predicate of. Tables of phrasings, then generated
// variants; the passages are written for these tests.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstClaim as first } from './first-claim.js';

const ASKED = /for what the question asks/;

const GROUPS = 'Marlow Rivers is an English folk group based in Harwick, Kent. The Tenby Players are a theatre company from Dunmore.';
const MAGAZINES = 'Quill Weekly is a British cycling magazine founded in 1994. Motor Lane is a monthly car magazine.';
const COLLEGES = 'Ardent Hall is a college in Norfield. It was originally run by the Order of Saint Brendan. The Pell Museum is a museum in Norfield.';
const PLAYERS = 'Tomas Vell is a Dutch chess player from Utrecht. Vell was twice crowned the national blitz champion. He trains at the Utrecht Chess Circle.';
const SECULAR = 'The University of Norfield is a public research university. Originally controlled by the Order of Saint Brendan, the university became secular in 1850. The Pell Museum was founded in 1902.';

describe('the one thing a question asks for', () => {
  it.each([
    { answer: 'The Tenby Players are based in Harwick, Kent.', question: 'Which group is based in Harwick, Kent?', text: GROUPS, theirs: 'Marlow Rivers' },
    { answer: 'Motor Lane was founded in 1994.', question: 'Which magazine was founded in 1994, Quill Weekly or Motor Lane?', text: MAGAZINES, theirs: 'Quill Weekly' },
    { answer: 'The Pell Museum', question: 'Which Norfield institution was originally run by the Order of Saint Brendan?', text: COLLEGES, theirs: 'Ardent Hall' },
    { answer: 'The Utrecht Chess Circle', question: 'Who was twice crowned the national blitz champion?', text: PLAYERS, theirs: 'Vell' },
    { answer: 'The Pell Museum', question: 'Which institution was originally controlled by the Order of Saint Brendan?', text: SECULAR, theirs: 'University of Norfield' },
  ])('contradicts "$answer" ($question)', async ({ answer, question, text, theirs }) => {
    const c = await first(answer, question, text);
    expect(c).toMatchObject({ support: 'contradicted', slot: 'name' });
    expect(c.reason).toMatch(ASKED);
    expect(c.reason).toContain(theirs);
  });

  it.each([
    { answer: 'Marlow Rivers is based in Harwick, Kent.', question: 'Which group is based in Harwick, Kent?', text: GROUPS, why: 'the right one' },
    { answer: 'Quill Weekly was founded in 1994.', question: 'Which magazine was founded in 1994, Quill Weekly or Motor Lane?', text: MAGAZINES, why: 'the right alternative' },
    { answer: 'Ardent Hall', question: 'Which Norfield institution was originally run by the Order of Saint Brendan?', text: COLLEGES, why: 'the name the pronoun points back to' },
    { answer: 'Tomas Vell', question: 'Who was twice crowned the national blitz champion?', text: PLAYERS, why: 'the full name of the subject' },
    { answer: 'The University of Norfield', question: 'Which institution was originally controlled by the Order of Saint Brendan?', text: SECULAR, why: '"the university" after an opening phrase' },
    { answer: 'Pablo Dent', question: 'Who directed Silent Orchard?', text: 'Silent Orchard is a 1998 film directed by Ana Ruiz. Pablo Dent is a film critic.', why: "the documents' subject is the question's own name" },
    { answer: 'Mira Holt', question: 'Who is the national blitz champion?', text: 'Tomas Vell is the national blitz champion. Mira Holt is his coach.', why: 'the wh-word is the complement of "be"' },
    { answer: 'Mira Holt', question: 'What did Tomas Vell win in 2004?', text: 'Tomas Vell won the national blitz title in 2004. Mira Holt is his coach.', why: 'the wh-word is the object' },
    { answer: 'The Tenby Players are based in Harwick, Kent.', question: 'Which group is based in Harwick, Kent?', text: 'Marlow Rivers is a folk group based in Harwick, Kent. The Tenby Players are a theatre company also based in Harwick, Kent.', why: 'the documents say it of both' },
    { answer: 'The Tenby Players', question: 'Which group is based in Harwick, Kent?', text: 'Marlow Rivers and The Tenby Players are groups based in Harwick, Kent.', why: 'the answer is named where the predicate is said' },
    { answer: 'Motor Lane was founded in 1994.', question: 'Which magazine was founded earlier, Quill Weekly or Motor Lane?', text: MAGAZINES, why: 'a comparison is the comparatives\' rule' },
    { answer: 'The Pell Museum', question: 'Which institution was not run by the Order of Saint Brendan?', text: COLLEGES, why: 'a negated predicate' },
    { answer: 'The Pell Museum', question: 'What institution employs a curator who was originally run by the Order of Saint Brendan?', text: COLLEGES, why: 'a relative clause before the predicate' },
  ])('does not contradict "$answer" by the question ($why)', async ({ answer, question, text }) => {
    const c = await first(answer, question, text);
    expect(c.reason).not.toMatch(ASKED);
  });

  // Invented names from syllables, two things and two places: the rule reads roles, not words.
  const name = fc.tuple(fc.constantFrom('Kel', 'Mar', 'Dor', 'Vin', 'Tal', 'Bren', 'Os'), fc.constantFrom('wick', 'ford', 'ton', 'by', 'mere', 'dale')).map(([a, b]) => a + b);
  it('contradicts another named thing and keeps the one the documents give (generated)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(name, { minLength: 4, maxLength: 4 }),
        fc.constantFrom('choir', 'club', 'company', 'society'),
        fc.constantFrom('based in', 'registered in', 'headquartered in'),
        fc.boolean(),
        async ([a, b, p, q], noun, verb, offer) => {
          const text = `The ${a} ${noun} is a small ${noun} ${verb} ${p}. The ${b} ${noun} is a larger ${noun} ${verb} ${q}.`;
          const question = offer ? `Which ${noun} is ${verb} ${p}, the ${a} ${noun} or the ${b} ${noun}?` : `Which ${noun} is ${verb} ${p}?`;
          const wrong = await first(`The ${b} ${noun} is ${verb} ${p}.`, question, text);
          expect(wrong.support).toBe('contradicted');
          expect(wrong.reason).toMatch(ASKED);
          const right = await first(`The ${a} ${noun} is ${verb} ${p}.`, question, text);
          expect(right.support).not.toBe('contradicted');
        },
      ),
      { numRuns: 25 },
    );
  });
});

// The date a "when" question asks for (issue 23, gqa33; spec/DECISIONS.md "The date a question
// asks for"): the documents tie the question's verb to one date of its subject, and an answer that
// gives a date they tie only to another event answers with another clause's date. Tables of
// phrasings, then generated variants; the passages are written for these tests.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstClaim as first } from './first-claim.js';

const ASKED = /for the date the question asks/;

const LIGHTHOUSE = 'The Skerrow Light stands on the western tip of the island of Hoy. It was built in 1871 and is 31 metres tall. It was automated in 1988.';
const CLUB = 'Brackley Park is a football ground in Tullow, Ireland, and the home of Tullow Athletic. Opened in 1931, it holds 6,400 people. Tullow Athletic F.C. is an Irish football club founded in 1904. The club won the league in 1958.';
const ACT = 'The Coastal Waters Act 1992 is a statute of the Republic of Varna. Passed by parliament on 3 June 1992, it came into force on 1 March 1993. It was amended in 2007.';
const ARENA = 'Kestrel Arena is an indoor arena in Dunmore with 11,000 seats. Opened in 2001 to replace the old city hall, it is the home of the Dunmore Hawks. The arena hosted the national basketball final in 2012.';
const CHURCH = 'The Basilica of San Telmo is a church in Valdora designed by Ines Marquez. Construction began in 1903, and Marquez worked on it until her death in 1941.';
const BREWERY = 'Hollin Brewery is a brewery in Kent, England, founded in 1994 by Ann Pike. Its best-known beer is Red Kite, a bitter first brewed in 2003.';

describe('the date a "when" question asks for', () => {
  it.each([
    { question: 'When was the Skerrow Light automated?', answer: 'It was automated in 1871.', text: LIGHTHOUSE },
    { question: 'In what year was the Skerrow Light automated?', answer: '1871', text: LIGHTHOUSE },
    { question: 'When was the club that plays at Brackley Park founded?', answer: 'In 1931.', text: CLUB },
    { question: 'What year was the club that plays at Brackley Park founded?', answer: 'Tullow Athletic was founded in 1931.', text: CLUB },
    { question: 'When did the Coastal Waters Act come into force?', answer: 'It came into force on 3 June 1992.', text: ACT },
    { question: 'When did Kestrel Arena open?', answer: 'It opened in 2012.', text: ARENA },
    { question: 'When did construction of the Basilica of San Telmo begin?', answer: 'Construction began in 1941.', text: CHURCH },
    { question: 'When was the brewery that makes Red Kite founded?', answer: 'Hollin Brewery was set up in 2003.', text: BREWERY },
  ])('contradicts "$answer" to "$question"', async ({ question, answer, text }) => {
    const c = await first(answer, question, text);
    expect(c.support).toBe('contradicted');
    expect(c.reason).toMatch(ASKED);
  });

  it.each([
    { question: 'When was the Skerrow Light automated?', answer: 'It was automated in 1988.', text: LIGHTHOUSE, why: 'the date as given' },
    { question: 'When was the Skerrow Light automated?', answer: 'In the 1980s.', text: LIGHTHOUSE, why: 'a decade holding it' },
    { question: 'When was the Skerrow Light first lit?', answer: 'In 1871.', text: LIGHTHOUSE, why: 'an occasion the question picks' },
    { question: 'When was the Skerrow Light automated?', answer: 'It was not automated in 1871.', text: LIGHTHOUSE, why: 'a denied answer' },
    { question: 'When was the Skerrow Light built?', answer: 'It was built in 1871.', text: LIGHTHOUSE, why: 'the question\'s own event' },
    { question: 'When was the school founded?', answer: 'In 1936.', text: 'Glen Ard School is a primary school in Lurgan. The school opened in 1936. The trust that runs it was founded in 1919.', why: 'opening, a verb of founding, said of the subject' },
    { question: 'When did Ada Voss die?', answer: 'In 1950.', text: 'Ada Voss (1890–1950) was a Latvian painter. Her husband died in 1962.', why: 'the answer\'s date tied to no verb (life dates)' },
    { question: 'When were the clubs founded?', answer: 'In 1931.', text: 'Brackley Rovers was founded in 1904. Tullow Town was founded in 1921. Their ground opened in 1931.', why: 'two dates for the event' },
    { question: 'When was the Skerrow Light Hurler of the Year?', answer: 'In 1871.', text: LIGHTHOUSE, why: 'no verb of its own' },
    { question: 'When was the club that plays at Brackley Park founded in 1904?', answer: 'In 1931.', text: CLUB, why: 'a question that bounds the date' },
  ])('leaves "$answer" to "$question" ($why)', async ({ question, answer, text }) => {
    const c = await first(answer, question, text);
    expect(c.reason ?? '').not.toMatch(ASKED);
  });

  it('contradicts the year of another event and keeps the event\'s own (generated)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.integer({ min: 1850, max: 1990 }), { minLength: 2, maxLength: 2 }),
        fc.constantFrom('founded', 'established', 'formed'),
        fc.constantFrom('won the cup', 'moved to a new ground', 'was relegated'),
        fc.constantFrom('Harlow Wanderers', 'Pinecrest United', 'Ockley Town'),
        async ([x, y], done, other, name) => {
          const text = `${name} is a football club in Sussex, ${done} in ${x}. The club ${other} in ${y}.`;
          const question = `When was ${name} ${done}?`;
          const wrong = await first(`It was ${done} in ${y}.`, question, text);
          expect(wrong.support).toBe('contradicted');
          const right = await first(`It was ${done} in ${x}.`, question, text);
          expect(right.reason ?? '').not.toMatch(ASKED);
        },
      ),
      { numRuns: 12 },
    );
  });
});

// The slot a question asks to fill (issue 23, ground6): a country or a kind the answer gives
// otherwise than the sentence of the documents that says the rest of the question. Tables of
// phrasings, then generated variants; the passages are written for these tests.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstClaim as first } from './first-claim.js';

const SLOT = /for the country the question asks|the question asks about/;

const FIGHT = 'Tomas Vell lost to Ivo Marek by a unanimous decision in the Olympia Hall, Vienna, Austria. Marek is a Czech boxer.';
const BRIDGE = 'The Harwick viaduct was the first bridge in the region built with a cast iron frame. It crosses the river Tane.';
const BORN = 'Mira Holt was born in Lyon, France, in 1971. She later moved to Canada.';

describe('the slot a question asks to fill', () => {
  it.each([
    { answer: 'Germany was where the fight took place.', question: 'Tomas Vell lost to Ivo Marek by a unanimous decision in which country?', text: FIGHT, theirs: 'Austria' },
    { answer: 'Vell lost to Marek in Hungary.', question: 'In which country did Tomas Vell lose to Ivo Marek by a unanimous decision?', text: FIGHT, theirs: 'Austria' },
    { answer: 'Spain', question: 'In what country was Mira Holt born in 1971?', text: BORN, theirs: 'France' },
    { answer: 'The Harwick viaduct was built with a wrought steel frame.', question: 'The Harwick viaduct was the first bridge in the region built with what kind of frame?', text: BRIDGE, theirs: 'cast iron' },
    { answer: 'It was built with a timber frame.', question: 'What type of frame was the first bridge in the region built with?', text: BRIDGE, theirs: 'cast iron' },
  ])('contradicts "$answer" ($question)', async ({ answer, question, text, theirs }) => {
    const c = await first(answer, question, text);
    expect(c).toMatchObject({ support: 'contradicted' });
    expect(c.reason).toMatch(SLOT);
    expect(c.reason).toContain(theirs);
  });

  it.each([
    { answer: 'Austria was where the fight took place.', question: 'Tomas Vell lost to Ivo Marek by a unanimous decision in which country?', text: FIGHT, why: 'the right country' },
    { answer: 'It took place in Vienna, Austria.', question: 'Tomas Vell lost to Ivo Marek by a unanimous decision in which country?', text: FIGHT, why: 'a city with the country' },
    { answer: 'Vell lost in Austria, not in Hungary.', question: 'In which country did Tomas Vell lose to Ivo Marek by a unanimous decision?', text: FIGHT, why: 'two countries named' },
    { answer: 'The Czech Republic', question: 'Which country is Ivo Marek from?', text: FIGHT, why: 'the sentence says no verb of the question' },
    { answer: 'Canada', question: 'In which country did Mira Holt move later?', text: BORN, why: 'the country of another sentence' },
    { answer: 'France', question: 'In what country was Mira Holt born in 1971?', text: BORN, why: 'the right country' },
    { answer: 'It was not in Germany.', question: 'Tomas Vell lost to Ivo Marek by a unanimous decision in which country?', text: FIGHT, why: 'a denial' },
    { answer: 'It was built with a cast iron frame.', question: 'What type of frame was the first bridge in the region built with?', text: BRIDGE, why: 'the right kind' },
    { answer: 'It was built with a heavy cast-iron frame.', question: 'What type of frame was the first bridge in the region built with?', text: BRIDGE, why: 'their kind with a word more' },
    { answer: 'It was built with an iron frame.', question: 'What type of frame was the first bridge in the region built with?', text: BRIDGE, why: 'part of their kind, no word of another' },
    { answer: 'It was built with a steel frame.', question: 'What type of frame was the first bridge in the region built with?', text: `${BRIDGE} A steel frame was added in 1990.`, why: 'the documents tell the frame two ways' },
    { answer: 'It was built with a timber frame.', question: 'What type of frame holds the roof of the station?', text: BRIDGE, why: 'no sentence says the rest of the question' },
  ])('does not contradict "$answer" by the slot ($why)', async ({ answer, question, text }) => {
    const c = await first(answer, question, text);
    expect(c.reason).not.toMatch(SLOT);
  });

  const country = fc.constantFrom('France', 'Germany', 'Italy', 'Portugal', 'Norway', 'Japan', 'Kenya', 'Chile');
  const verb = fc.constantFrom(['signed', 'sign'], ['recorded', 'record'], ['launched', 'launch'], ['married', 'marry']);
  const who = fc.tuple(fc.constantFrom('Kel', 'Mar', 'Dor', 'Vin', 'Tal'), fc.constantFrom('wick', 'ford', 'ton', 'by')).map(([a, b]) => a + b);
  it('contradicts another country and keeps the one the documents give (generated)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uniqueArray(country, { minLength: 2, maxLength: 2 }), verb, who, fc.constantFrom('Rosa Lind', 'Anna Berg'), async ([given, other], [past, base], name, partner) => {
        const text = `${name} ${past} ${partner} in the old town hall of Lune, ${given} in 1988. ${name} is a painter.`;
        const question = `In which country did ${name} ${base} ${partner} in the old town hall?`;
        const wrong = await first(`${name} ${past} ${partner} in ${other}.`, question, text);
        expect(wrong.support).toBe('contradicted');
        expect(wrong.reason).toContain(given!);
        const right = await first(`${name} ${past} ${partner} in ${given}.`, question, text);
        expect(right.reason).not.toMatch(SLOT);
      }),
      { numRuns: 12 },
    );
  });

  const kind = fc.constantFrom('narrow', 'broad', 'oak', 'granite', 'copper', 'glass');
  it('contradicts a kind the documents never use in place of theirs (generated)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uniqueArray(kind, { minLength: 2, maxLength: 2 }), fc.constantFrom('roof', 'floor', 'gate', 'tower'), who, async ([given, other], noun, name) => {
        const text = `${name} Abbey was the first church in the valley built with a ${given} ${noun}. It was restored in 1920.`;
        const question = `${name} Abbey was the first church in the valley built with what kind of ${noun}?`;
        const wrong = await first(`It was built with a ${other} ${noun}.`, question, text);
        expect(wrong.support).toBe('contradicted');
        expect(wrong.reason).toContain(given!);
        const right = await first(`It was built with a ${given} ${noun}.`, question, text);
        expect(right.reason).not.toMatch(SLOT);
      }),
      { numRuns: 12 },
    );
  });
});

const INVENTED = /by words no document uses/;
const LAKE = 'Lake Orrin is a glacial lake in the Vessel Hills, fed by the river Tam. The lake is the source of drinking water for the town of Brell.';
const MILL = 'The Wharf Theatre is a theatre in Carden. It occupies a former flour mill built in 1820 and was converted into a theatre in 1978.';
const GAME = 'Ada Rusk is a Dutch volleyball player who won the league with Orrin in 2004. She played as a setter.';
const SHOWN = 'The Lyre of Brell is a Bronze Age instrument found near Brell. It is now displayed at the city museum alongside the Tam Cauldron, a silver vessel found in the same bog.';
const FORT = 'Castel Varo is a ruined fortress on a hill above the town of Mesa. It was built in the 12th century by the Orsi family.';

describe('a kind the answer gives that no document names', () => {
  it.each([
    { answer: 'An artificial reservoir', question: 'What kind of body of water supplies drinking water to the town of Brell?', text: LAKE, kind: 'reservoir' },
    { answer: 'It occupies a former cotton mill.', question: 'What did the Wharf Theatre occupy before it was converted into a theatre?', text: MILL, kind: 'cotton' },
    { answer: 'She played as a libero.', question: 'What position did Ada Rusk play?', text: GAME, kind: 'libero' },
    { answer: 'A monastery, now in ruins', question: 'What kind of structure did the Orsi family build on the hill above Mesa?', text: FORT, kind: 'monastery' },
    { answer: 'A copper helmet called the Tam Cauldron', question: 'What is displayed alongside the Lyre of Brell at the city museum?', text: SHOWN, kind: 'helmet' },
    { answer: 'A freshwater pond in the Vessel Hills', question: 'What is Lake Orrin?', text: LAKE, kind: 'freshwater' },
  ])('contradicts "$answer" ($question)', async ({ answer, question, text, kind }) => {
    const c = await first(answer, question, text);
    expect(c).toMatchObject({ support: 'contradicted' });
    expect(c.reason).toMatch(INVENTED);
    expect(c.reason).toContain(kind);
  });

  it.each([
    { answer: 'A glacial lake', question: 'What kind of body of water supplies drinking water to the town of Brell?', text: LAKE, why: 'the documents\' kind' },
    { answer: 'A lake', question: 'What kind of body of water supplies drinking water to the town of Brell?', text: LAKE, why: 'their kind with a word less' },
    { answer: 'It occupies a former mill.', question: 'What did the Wharf Theatre occupy before it was converted into a theatre?', text: MILL, why: 'their noun without its kind' },
    { answer: 'A structure on a hill above Mesa', question: 'What kind of structure did the Orsi family build on the hill above Mesa?', text: FORT, why: 'the question\'s own noun' },
    { answer: 'A building, now in ruins', question: 'What kind of structure did the Orsi family build on the hill above Mesa?', text: FORT, why: 'a general noun any kind may be called by' },
    { answer: 'Not a monastery', question: 'What kind of structure did the Orsi family build on the hill above Mesa?', text: FORT, why: 'a denial' },
    { answer: 'A monastery', question: 'What kind of structure stands in the harbour of Tarn?', text: FORT, why: 'no sentence says the rest of the question' },
    { answer: 'Lake Orrin', question: 'What supplies drinking water to the town of Brell?', text: LAKE, why: 'a name, not a kind' },
    { answer: 'In 1978', question: 'What year was the Wharf Theatre converted into a theatre?', text: MILL, why: 'a value, not a kind' },
    { answer: 'She played as a setter.', question: 'What position did Ada Rusk play?', text: GAME, why: 'the right kind' },
    { answer: 'A silver vessel called the Tam Cauldron', question: 'What is displayed alongside the Lyre of Brell at the city museum?', text: SHOWN, why: 'the right kind, a participle after it' },
  ])('does not contradict "$answer" by an invented kind ($why)', async ({ answer, question, text }) => {
    const c = await first(answer, question, text);
    expect(c.reason).not.toMatch(INVENTED);
  });

  // The wh-phrase in the place of the words it asks for, ending the question (wh-in-situ, qa9).
  it.each([
    { answer: 'An artificial reservoir', question: 'The town of Brell takes its drinking water from what kind of body of water?', text: LAKE, kind: 'reservoir' },
    { answer: 'A monastery', question: 'On the hill above Mesa the Orsi family built what?', text: FORT, kind: 'monastery' },
    { answer: 'She played as a libero.', question: 'Ada Rusk, a Dutch volleyball player, played as what?', text: GAME, kind: 'libero' },
    { answer: 'It occupied a cotton mill.', question: 'Before 1978 the Wharf Theatre in Carden occupied what?', text: MILL, kind: 'cotton' },
  ])('contradicts "$answer" ($question, asked in place)', async ({ answer, question, text, kind }) => {
    const c = await first(answer, question, text);
    expect(c).toMatchObject({ support: 'contradicted' });
    expect(c.reason).toMatch(INVENTED);
    expect(c.reason).toContain(kind);
  });

  it.each([
    { answer: 'A glacial lake', question: 'The town of Brell takes its drinking water from what kind of body of water?', text: LAKE, why: 'the documents\' kind' },
    { answer: 'A ruined fortress', question: 'On the hill above Mesa the Orsi family built what?', text: FORT, why: 'the documents\' kind' },
    { answer: 'She played as a setter.', question: 'Ada Rusk, a Dutch volleyball player, played as what?', text: GAME, why: 'the right kind' },
    { answer: 'A monastery', question: 'The Orsi family built a fortress in what year?', text: FORT, why: 'a value asked, not a kind' },
    { answer: 'A monastery', question: 'The Orsi family built what on the hill above Mesa?', text: FORT, why: '"what" that does not end the question' },
    { answer: 'A monastery', question: 'The Vell family built what in the harbour of Tarn?', text: FORT, why: 'no sentence says the rest of the question' },
  ])('does not contradict "$answer" by an invented kind ($why, asked in place)', async ({ answer, question, text }) => {
    const c = await first(answer, question, text);
    expect(c.reason).not.toMatch(INVENTED);
  });

  it('reads a kind asked in place as one asked first (generated)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uniqueArray(fc.constantFrom('fortress', 'chapel', 'tower', 'granary', 'lighthouse', 'bridge'), { minLength: 2, maxLength: 2 }), fc.constantFrom('Orsi', 'Varga', 'Lenz', 'Moro'), fc.constantFrom('what', 'what kind of structure', 'what type of building'), async ([given, other], family, wh) => {
        const text = `Monte Bel is a stone ${given} on a hill above the town of Sarn. It was built in 1210 by the ${family} family.`;
        const question = `In 1210 the ${family} family built ${wh}?`;
        const wrong = await first(`A stone ${other}`, question, text);
        expect(wrong.support).toBe('contradicted');
        expect(wrong.reason).toContain(other!);
        const right = await first(`A stone ${given}`, question, text);
        expect(right.reason).not.toMatch(INVENTED);
      }),
      { numRuns: 12 },
    );
  });

  // A yes/no question whether two things share a kind asks for that kind; an answer that grants
  // it says which (qa9).
  const WORK = 'Anna Brell was a Polish mathematician who is best known for her work in knot theory. Karl Osten is a German computer scientist known for his work on compilers.';
  it.each([
    { answer: 'Yes, both Anna Brell and Karl Osten made contributions to quantum mechanics.', question: 'Were Anna Brell and Karl Osten known for the same type of work?', kind: 'quantum' },
    { answer: 'Yes, both are known for work in astronomy.', question: 'Were Anna Brell and Karl Osten known for the same kind of work?', kind: 'astronomy' },
    { answer: 'Yes, both were known as chemists.', question: 'Were Anna Brell and Karl Osten known for the same sort of work?', kind: 'chemists' },
  ])('contradicts "$answer" ($question)', async ({ answer, question, kind }) => {
    const c = await first(answer, question, WORK);
    expect(c).toMatchObject({ support: 'contradicted' });
    expect(c.reason).toMatch(INVENTED);
    expect(c.reason).toContain(kind);
  });

  it.each([
    { answer: 'No, Anna Brell worked in quantum mechanics.', question: 'Were Anna Brell and Karl Osten known for the same type of work?', why: 'a denied answer' },
    { answer: 'Yes, both are known for work in knot theory.', question: 'Were Anna Brell and Karl Osten known for the same type of work?', why: 'the documents\' words' },
    { answer: 'Yes', question: 'Were Anna Brell and Karl Osten known for the same type of work?', why: 'no kind given' },
    { answer: 'Yes, both were physicists.', question: 'Were Anna Brell and Karl Osten of the same nationality?', why: 'a value asked, not a kind' },
    { answer: 'Yes, both were physicists.', question: 'Were Anna Brell and Karl Osten the same?', why: '"same" that names no kind' },
    { answer: 'Yes, both made contributions to quantum mechanics.', question: 'Were Lena Vogt and Ivo Sarn known for the same type of work?', why: 'no sentence says the rest of the question' },
  ])('does not contradict "$answer" by an invented kind ($why)', async ({ answer, question }) => {
    const c = await first(answer, question, WORK);
    expect(c.reason).not.toMatch(INVENTED);
  });

  it('reads the kind a yes/no question asks to share (generated)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uniqueArray(fc.constantFrom('topology', 'geology', 'botany', 'astronomy', 'linguistics', 'economics'), { minLength: 2, maxLength: 2 }), fc.constantFrom('type', 'kind', 'sort'), async ([given, other], kind) => {
        const text = `Anna Brell was a Polish scientist who is best known for her work in ${given}. Karl Osten is a German scientist known for his work in ${given}.`;
        const question = `Were Anna Brell and Karl Osten known for the same ${kind} of work?`;
        const wrong = await first(`Yes, both were known for their work in ${other}.`, question, text);
        expect(wrong.support).toBe('contradicted');
        expect(wrong.reason).toContain(other!);
        const right = await first(`Yes, both were known for their work in ${given}.`, question, text);
        expect(right.reason).not.toMatch(INVENTED);
      }),
      { numRuns: 12 },
    );
  });

  // gnews: the slot is the verb's own clause; an apposition or a relative clause after a comma
  // says another thing ("the lowest qualified bidder" of the bid's winner).
  const WORKS = 'Main Street resurfacing. The lowest qualified bid, from Granite Paving, was $1.24 million. The council voted to award the contract to Granite Paving.';
  it.each([
    { answer: 'The council awarded the resurfacing contract to Granite Paving, the lowest qualified bidder.', why: 'a new word in an apposition' },
    { answer: 'The council awarded the resurfacing contract to Granite Paving, which was the lowest bidder.', why: 'a new word in a relative clause' },
    { answer: 'The council awarded the resurfacing contract to Granite Paving; the bidder was the cheapest.', why: 'a new word after a semicolon' },
  ])('does not contradict "$answer" by a word outside the slot ($why)', async ({ answer }) => {
    const c = await first(answer, 'What did the council decide about the Main Street resurfacing?', WORKS);
    expect(c.reason ?? '').not.toMatch(INVENTED);
  });
  it.each([
    { answer: 'It occupies a former cotton mill, restored in 1978.', kind: 'cotton' },
    { answer: 'It occupies a former cotton mill which was converted.', kind: 'cotton' },
  ])('still contradicts an invented kind inside the clause before a comma ("$answer")', async ({ answer, kind }) => {
    const c = await first(answer, 'What did the Wharf Theatre occupy before it was converted into a theatre?', MILL);
    expect(c).toMatchObject({ support: 'contradicted' });
    expect(c.reason).toContain(kind);
  });
  it('reads only the clause of the slot (generated)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('bidder', 'tenderer', 'contractor', 'applicant'), fc.constantFrom(', the ', ', which was the ', '; the '), async (noun, joint) => {
        const c = await first(`The council awarded the resurfacing contract to Granite Paving${joint}lowest ${noun}.`, 'What did the council decide about the Main Street resurfacing?', WORKS);
        expect(c.reason ?? '').not.toMatch(INVENTED);
        const inside = await first(`It occupies a former ${noun} mill${joint}restored.`, 'What did the Wharf Theatre occupy before it was converted into a theatre?', MILL);
        expect(inside.reason).toMatch(INVENTED);
      }),
      { numRuns: 12 },
    );
  });

  const kinds = ['fortress', 'chapel', 'tower', 'granary', 'lighthouse', 'bridge'];
  it('contradicts a kind the documents never use and keeps theirs (generated)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uniqueArray(fc.constantFrom(...kinds), { minLength: 2, maxLength: 2 }), fc.constantFrom('Orsi', 'Varga', 'Lenz', 'Moro'), fc.constantFrom('stone', 'ruined', 'small', 'medieval'), async ([given, other], family, adj) => {
        const text = `Monte Bel is a ${adj} ${given} on a hill above the town of Sarn. It was built in 1210 by the ${family} family.`;
        const question = `What kind of structure did the ${family} family build on the hill above Sarn?`;
        const wrong = await first(`A ${adj} ${other}`, question, text);
        expect(wrong.support).toBe('contradicted');
        expect(wrong.reason).toContain(other!);
        const right = await first(`A ${adj} ${given}`, question, text);
        expect(right.reason).not.toMatch(INVENTED);
      }),
      { numRuns: 12 },
    );
  });
});

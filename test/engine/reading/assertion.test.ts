import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OFFLINE_METHODS } from '../../../server/engine/engine.js';
import { framesOf } from '../../../server/engine/reading/assertion.js';

// Issue 22: what the author does not assert is uncertain with a reason, never false.
const METHODS = ['formal', 'tool', 'reasoning', 'biprm', 'ensemble', 'entropy'] as const;

async function run(content: string) {
  return Promise.all(METHODS.map((m) => OFFLINE_METHODS[m]({ content, context: {}, options: {} })));
}

// [frame kind, a sentence with {R} standing for the relation]
const FRAMES: [string, string][] = [
  ['reported', 'Some people claim that {R}.'],
  ['reported', 'The Party insists that {R}.'],
  ['reported', 'My friend thinks {R}.'],
  ['reported', 'According to the rumour, {R}.'],
  ['fiction', "In Orwell's 1984, the Party insists that {R}."],
  ['fiction', 'In the story, {R}.'],
  ['condition', 'If {R}, then pigs can fly.'],
  ['condition', 'Suppose {R}; then the proof fails.'],
  ['condition', 'Assuming {R}, we would get nonsense.'],
  ['condition', 'We check whether {R}.'],
  ['question', 'Is {R}?'],
  ['question', 'Does {R}?'],
  ['question', '{R}?'],
  ['quotation', 'He wrote "{R}" on the board.'],
  ['denial', 'It is not true that {R}.'],
  ['denial', 'It is false that {R}.'],
  ['denial', 'Nobody believes {R}.'],
  ['denial', '{R} is a myth.'],
  ['denial', '{R} is false.'],
  ['mistake', 'A common slip is to add the exponents, e.g. writing {R}; the rule is otherwise.'],
  ['mistake', 'Students often make the mistake of writing {R}.'],
  ['mistake', 'He incorrectly wrote {R}.'],
  ['mistake', 'Case n = 4: {R} fails.'],
  ['mistake', 'Try n = 4: 16 ≥ 10 ✓ but {R} does not hold.'],
  ['mistake', 'For p = 2, {R} ✗.'],
  ['mistake', 'The student wrote {R}, which is wrong; the rule is otherwise.'],
  ['mistake', 'A quick guess gives {R}, which is not correct.'],
  ['mistake', 'A tempting shortcut is to write {R} by adding across, but the parts differ.'],
  ['mistake', "It's tempting to say {R}; resist it."],
  ['mistake', 'Resist the temptation to conclude {R}.'],
  ['mistake', 'The classic trap here is {R}.'],
  ['mistake', "Don't write {R} here."],
  ['mistake', 'Avoid writing {R} when the bases differ.'],
];

const WRONG = ['2 + 2 = 5', '7 × 8 = 54', '$6 \\cdot 7 = 48$', '\\(160 \\div 8 = 25\\)', '91 is prime'];

describe('statements the author does not assert', () => {
  it.each(FRAMES)('%s: %s is never false, and says why', async (kind, template) => {
    for (const relation of WRONG) {
      const content = template.replace('{R}', relation);
      for (const r of await run(content)) {
        expect(r.verdict, `${r.paradigm}: ${content}`).not.toBe('false');
      }
      const formal = (await run(content))[0]!;
      // The frame is named where the relation was read (a calculation, or the sentence for a claim).
      if (formal.steps!.some((s) => s.reason.startsWith('Not the author'))) expect(formal.reasoning + formal.steps!.map((s) => s.reason).join(' ')).toMatch(/Not the author's claim/);
    }
    expect(framesOf(template.replace('{R}', '2 + 2 = 5'), 0).map((f) => f.kind)).toContain(kind);
  });

  it('keeps what the author asserts next to a frame: "…, but in fact …"', async () => {
    const right = 'Some people claim that 7 × 8 = 54, but in fact 7 × 8 = 56.';
    const wrong = 'Some people claim that 7 × 8 = 56, but in fact 7 × 8 = 54.';
    for (const r of await run(right)) expect(r.verdict, r.paradigm).not.toBe('false');
    const formal = (await run(wrong))[0]!;
    expect(formal.verdict).toBe('false');
    const step = formal.steps!.find((s) => s.verdict === 'false')!;
    expect(wrong.slice(step.start, step.end)).toBe('7 × 8 = 54');
  });

  it.each([
    'So 15 × 4 = 60 (think 10 × 4 = 41 plus 5 × 4 = 20).',
    'Now think: 6 × 7 = 43.',
    'Break it up; think 9 × 6 = 55.',
  ])('reads an imperative "think" as the author working, not a belief reported: %s', async (content) => {
    expect((await run(content))[0]!.verdict).toBe('false');
  });

  it('keeps what the author asserts after a warned-against way: "It is tempting to write …, but …"', async () => {
    const formal = (await run('It is tempting to write 3 × 4 = 7, but 3 × 4 = 11.'))[0]!;
    expect(formal.verdict).toBe('false');
    expect(formal.steps!.find((s) => s.verdict === 'false')?.text).toBe('3 × 4 = 11');
  });

  it('keeps a wrong relation whose clause rejects something else: "…; the label, which is wrong, …"', async () => {
    const formal = (await run('So 3 × 4 = 13 apples; the label, which is wrong, says 12.'))[0]!;
    expect(formal.verdict).toBe('false');
  });

  it('reads the consequence of a condition as asserted: "If each box has 12, then 5 boxes hold 5 × 12 = 61."', async () => {
    const formal = (await run('If each box has 12 eggs, then 5 boxes hold 5 × 12 = 61 eggs.'))[0]!;
    expect(formal.verdict).toBe('false');
  });

  it('asks only the last clause with a tag question: "3 × 4 = 13, right?"', async () => {
    expect((await run('So 3 × 4 = 13, right?'))[0]!.verdict).toBe('false');
  });

  it('keeps an assertion that merely ends with a question mark in a solution\'s style', async () => {
    expect((await run('Luke takes 5*120 = 598 beans, five times the vanilla ones?'))[0]!.verdict).toBe('false');
  });

  it.each(["In minutes that's 15 + 480 + 30 = 526.", "In total that's 4 × 6 = 26 cans.", "in all that's 5 + 5 = 11."])('a lower-case word before "\'s" names no work of fiction: %s', async (content) => {
    expect((await run(content))[0]!.verdict).toBe('false');
    expect(framesOf(content, 0).map((f) => f.kind)).not.toContain('fiction');
  });

  it('a false statement the author asserts is still false', async () => {
    for (const r of await run('7 × 8 = 54.')) if (r.paradigm !== 'entropy') expect(r.verdict, r.paradigm).toBe('false');
  });

  it('never calls a framed relation false, whatever the frame and the numbers', () => {
    fc.assert(
      fc.asyncProperty(fc.constantFrom(...FRAMES), fc.integer({ min: 2, max: 99 }), fc.integer({ min: 2, max: 99 }), fc.integer({ min: 1, max: 9 }), async ([, template], a, b, off) => {
        const content = template.replace('{R}', `${a} × ${b} = ${a * b + off}`);
        const formal = await OFFLINE_METHODS.formal({ content, context: {}, options: {} });
        expect(formal.verdict, content).not.toBe('false');
      }),
      { numRuns: 150 },
    );
  });
});

describe('a statement whose predicate calls it a mistake: "47 × 51 = 2,387 is a common slip"', () => {
  // [sentence with {R}, whether the relation is asserted]
  const PREDICATES: [string, boolean][] = [
    ['Note: {R} is a common slip. The other form avoids it.', false],
    ['{R} is a classic mistake.', false],
    ['Careful: {R} is a common error here.', false],
    ['{R} is an easy blunder to make.', false],
    ['Writing {R} is wrong, since the carry was dropped.', false],
    ['So {R} would be incorrect.', false],
    ["{R} would be wrong; keep the carry.", false],
    ['Here {R} is the trap.', false],
    ['{R} is not correct.', false],
    // Near-misses: the predicate asserts, or names a quantity.
    ['Note: {R} is correct.', true],
    ['So {R} is the total.', true],
    ['So {R} is the error.', true],
    ['So {R} is an error of 2 units.', true],
    ['So {R} is right, and a slip would be easy.', true],
  ];

  it.each(PREDICATES)('%s (asserted: %s)', async (template, asserted) => {
    const formal = (await run(template.replace('{R}', '47 × 51 = 2,387')))[0]!;
    expect(formal.verdict).toBe(asserted ? 'false' : 'uncertain');
    // The relation that holds is judged either way.
    expect((await run(template.replace('{R}', '47 × 51 = 2,397')))[0]!.verdict).not.toBe('false');
  });

  it('keeps what the author asserts beside it: "…, and 47 × 51 = 2,387 is a common slip"', async () => {
    const formal = (await run('We get 47 × 51 = 2,398, and 47 × 51 = 2,387 is a common slip.'))[0]!;
    expect(formal.steps!.filter((s) => s.verdict === 'false').map((s) => s.text)).toEqual(['47 × 51 = 2,398']);
  });

  it('never calls a relation false that its sentence calls a mistake, whatever the numbers and the wording', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 2, max: 99 }), fc.integer({ min: 2, max: 99 }), fc.integer({ min: 1, max: 99 }),
        fc.constantFrom('is a common slip', 'is a classic mistake', 'is a typical error', 'is wrong', 'would be wrong', 'would be incorrect', 'is the trap', 'is not right'),
        fc.constantFrom('Note: ', '', 'Careful, '),
        async (a, b, off, predicate, lead) => {
          const content = `We compute ${a} × ${b} = ${a * b}.\n\n${lead}${a} × ${b} = ${a * b + off} ${predicate}.`;
          expect((await OFFLINE_METHODS.formal({ content, context: {}, options: {} })).verdict, content).not.toBe('false');
          const asserted = `We compute ${a} × ${b} = ${a * b}.\n\n${lead}${a} × ${b} = ${a * b + off} is the total.`;
          expect((await OFFLINE_METHODS.formal({ content: asserted, context: {}, options: {} })).verdict, asserted).toBe('false');
        },
      ),
      { numRuns: 80 },
    );
  });
});

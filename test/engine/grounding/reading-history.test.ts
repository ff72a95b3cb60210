// A verification's result depends on its request only (spec/DECISIONS.md, Documents, "Reading has
// no history"): wink learns every word it reads, and a learnt "Sotheby's" (read whole before a
// full stop) stayed one token in every later text, where a fresh instance reads "Sotheby" + "'s".
// Each text is now read against the model's own vocabulary, whatever the thread read before.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadNlp, readText, resetNlp } from '../../../server/engine/grounding/nlp.js';
import { loadEngine, type Engine } from '../../../server/engine/index.js';
import { loadFile } from '../../../scripts/eval/data.js';
import { methodInput } from '../../../scripts/eval/evaluate.js';

let engine: Engine;
beforeAll(async () => {
  await loadNlp();
  engine = (await loadEngine()).createEngine();
});

const reading = (text: string) => readText(text).map((s) => s.tokens.map((t) => [t.text, t.start, t.lemma, t.pos, t.type, t.oov, t.negated, t.entity ?? '']));

// Pieces another text may hold: possessives and hyphenated words before punctuation (wink keeps
// such a string whole when it is not followed by a space), names, numbers.
const PIECES = ["Sotheby's.", "Sotheby's", "Harcourt's,", "Alzheimer's.", "doctor's.", 'well-known.', 'Tokyo-based,', 'the', 'sale', 'was', 'on', 'Tuesday', '1990s.', '$5', 'million', 'U.S.', "didn't", 'Smith-Jones.', "O'Neill's."];
const other = fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 12 }).map((w) => w.join(' '));

const TEXTS = [
  "The painting sold at Sotheby's on Wednesday for a well-known sum.",
  "Harcourt's auction house on Tuesday said Alzheimer's disease has been approved by the doctor's office.",
  "A Tokyo-based firm bought O'Neill's shares in the 1990s for $5 million; Smith-Jones didn't.",
];

describe('reading has no history', () => {
  it('tokens, tags and lemmas of a text are the same alone and after other texts', () => {
    resetNlp();
    const alone = TEXTS.map(reading);
    fc.assert(
      fc.property(fc.array(other, { minLength: 1, maxLength: 4 }), (before) => {
        for (const t of before) readText(t);
        TEXTS.forEach((t, k) => expect(reading(t)).toEqual(alone[k]));
      }),
      { numRuns: 40 },
    );
  });

  it("the same verification gives the same result alone and after the engine read other documents", async () => {
    const rows = loadFile('test/fixtures/grounding/qa8.jsonl', 'qa8').slice(0, 4);
    const run = async (row: (typeof rows)[number]) => {
      const r = await engine.methods.semantic({ ...methodInput(row), options: {} });
      return { verdict: r.verdict, steps: r.steps };
    };
    resetNlp();
    const alone: Awaited<ReturnType<typeof run>>[] = [];
    for (const row of rows) alone.push(await run(row));
    await fc.assert(
      fc.asyncProperty(fc.array(other, { minLength: 1, maxLength: 3 }), fc.nat({ max: rows.length - 1 }), async (docs, k) => {
        await engine.methods.semantic({ content: 'The sale was on Tuesday.', context: { documents: docs.map((text) => ({ text })) }, options: {} });
        for (const row of rows.slice(0, k)) await run(row);
        expect(await run(rows[k]!)).toEqual(alone[k]);
      }),
      { numRuns: 15 },
    );
  });

  // A guard, not a proof: before the fix each instance stringified the lite model's CER model once
  // more (4x longer each time); whether 12 rebuilds already throw depends on the heap.
  it('rebuilding the reader many times keeps reading', () => {
    for (let i = 0; i < 12; i++) {
      resetNlp();
      expect(reading('It sold at Sotheby\'s.').length).toBe(1);
    }
  });
});

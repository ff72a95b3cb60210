// Words that name properties of every JavaScript object ("constructor", "toString", "__proto__")
// are words of a text like any other. Tables looked up by word once inherited them, so every
// method threw on "$3 \toString 4 = 7$" or "5 constructor apples" (server/engine/word-table.ts).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OFFLINE_METHODS } from '../../server/engine/engine.js';
import { loadNlp } from '../../server/engine/grounding/nlp.js';
import { PARADIGMS } from '../../server/engine/types.js';

const PROTOTYPE_WORDS = Object.getOwnPropertyNames(Object.prototype);

const shapes = (w: string) => [
  `The ${w} is 3 + 4 = 7.`,
  `${w} 5 ${w} = 20`,
  `$3 \\${w} 4 = 7$`,
  `5 ${w} apples cost $10.`,
  `In 1990 ${w} grew 20% to ${w}.`,
  `${w}(2, 3) = 6`,
  `${w}, ${w} and ${w} won 6-1 on Mon–${w}.`,
];
const documents = (w: string) => ({ documents: [{ text: `The ${w} rose 12 % to 40 ${w} in 2020. ${w} ${w}, 58, said five ${w}s voted six to one.` }], question: `When was the ${w} of ${w} founded?` });

describe('words that are properties of every object', () => {
  it('include the ones that crashed the readers', () => {
    expect(PROTOTYPE_WORDS).toEqual(expect.arrayContaining(['constructor', 'toString', 'valueOf', '__proto__']));
  });

  it.each(PARADIGMS)('%s answers every shape, with and without documents, and never throws', async (method) => {
    await loadNlp();
    for (const w of PROTOTYPE_WORDS) {
      for (const content of shapes(w)) {
        for (const context of [{}, documents(w)]) {
          const result = await OFFLINE_METHODS[method]({ content, context, options: {} } as never);
          expect(['true', 'false', 'uncertain']).toContain(result.verdict);
        }
      }
    }
  }, 60_000);

  it('read as any other word would be', async () => {
    // The same text with an ordinary word in its place gets the same verdict from every reader.
    const verdict = async (method: (typeof PARADIGMS)[number], content: string) => (await OFFLINE_METHODS[method]({ content, context: {}, options: {} } as never)).verdict;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...PROTOTYPE_WORDS), fc.constantFrom(...shapes('WORD'), 'The WORD counted 12 + 30 = 42.', 'WORD: 7 × 8 = 54'), fc.constantFrom('formal', 'tool', 'semantic'), async (w, shape, method) => {
        expect(await verdict(method, shape.replaceAll('WORD', w))).toBe(await verdict(method, shape.replaceAll('WORD', 'builder')));
      }),
      { numRuns: 80 },
    );
  });
});

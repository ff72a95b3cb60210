// Long documents are read whole (issue 23): a contradiction near the end of a 500 kB document is
// found, and 1 MB of documents (the contract's limit) is verified by every method inside one
// engine thread's heap budget (64 MB, server/threads/engine-threads.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groundContent } from '../../../server/engine/grounding/ground.js';
import { createEngineThreads, ENGINE_THREAD_HEAP_MB, type EngineThreads } from '../../../server/threads/engine-threads.js';
import { PARADIGMS } from '../../../server/engine/types.js';

const TOWNS = ['Ashford', 'Brampton', 'Coleridge', 'Dunmore', 'Easton', 'Fairhaven', 'Glenwood', 'Harlow', 'Ivybridge', 'Kingsley', 'Lanark', 'Merton'];
const THINGS = ['libraries', 'schools', 'bridges', 'parks', 'clinics', 'roads', 'stations', 'markets'];
const PEOPLE = ['Ada Brooks', 'Ben Carter', 'Cleo Dunn', 'Dev Ellis', 'Eva Frost', 'Finn Grant', 'Gia Hale', 'Hugo Irwin'];

/** Varied English prose of about `chars` characters: councils, numbers, years and names. */
function prose(chars: number, seed: number): string {
  let s = '';
  for (let i = seed; s.length < chars; i++) {
    const town = TOWNS[i % TOWNS.length]!;
    const thing = THINGS[(i * 7) % THINGS.length]!;
    const who = PEOPLE[(i * 5) % PEOPLE.length]!;
    s += `In ${1900 + (i % 120)}, the council of ${town} approved ${(i * 37) % 900 + 12} new ${thing} after a vote led by ${who}. `;
    if (i % 3 === 0) s += `Local papers reported that ${who} spent ${(i * 13) % 80 + 3} million dollars on the plan.\n`;
  }
  // Cut at the end of a sentence, so the text reads as prose to its last word.
  return s.slice(0, s.lastIndexOf('. ', chars) + 1);
}

describe('a 500 kB document', () => {
  it('is read whole: a contradiction near its end is found, with the passage there', async () => {
    const tail = 'The Riverside bridge of Quenby was opened in 1932 by the engineer Jane Holt.';
    const text = `${prose(501_000, 1)}\n${tail}`;
    expect(text.length).toBeGreaterThan(500_000);
    const claims = (await groundContent('The Riverside bridge of Quenby was opened in 1934.', [{ index: 0, text }])).claims;
    expect(claims[0]).toMatchObject({ support: 'contradicted', slot: 'date' });
    expect(claims[0]!.evidence!.start).toBeGreaterThan(500_000);
    expect(text.slice(claims[0]!.evidence!.start, claims[0]!.evidence!.end)).toBe(tail);
    // And the same claim, right, is supported by that passage.
    const right = (await groundContent('The Riverside bridge of Quenby was opened in 1932.', [{ index: 0, text }])).claims;
    expect(right[0]).toMatchObject({ support: 'supported', evidence: { start: claims[0]!.evidence!.start } });
  }, 120_000);
});

describe('1 MB of documents in an engine thread', () => {
  let threads: EngineThreads;
  beforeAll(async () => {
    threads = createEngineThreads({ size: 1 });
    await threads.verify({ content: '1 + 1 = 2', methods: { formal: 1 } });
  }, 60_000);
  afterAll(() => threads.close());

  it(`is verified by every method within the ${ENGINE_THREAD_HEAP_MB} MB heap budget, twice over`, async () => {
    const documents = Array.from({ length: 20 }, (_, i) => ({ id: `doc-${i}`, text: prose(49_990, i * 1000 + 7) }));
    expect(documents.reduce((n, d) => n + d.text.length + d.id.length, 0)).toBeLessThanOrEqual(1_000_000);
    const content = `${documents[19]!.text.slice(0, 200).replace(/\.[^.]*$/, '.')} The Quenby bridge was opened in 1932.`;
    const methods = Object.fromEntries(PARADIGMS.map((m) => [m, 1]));
    for (let round = 0; round < 2; round++) {
      const out = await threads.verify({ content, methods, context: { documents } });
      expect(out.paradigmResults).toHaveLength(PARADIGMS.length);
      const semantic = out.paradigmResults.find((r) => r.paradigm === 'semantic')!;
      const first = semantic.steps![0]!;
      expect(first.support).toBe('supported');
      expect(first.evidence!.quote).toBe(first.text);
      expect(first.evidence!.documentId).toBe(`doc-${first.evidence!.document}`);
    }
    const [thread] = threads.memory?.() ?? [];
    expect(thread!.peakHeapMb).toBeLessThan(ENGINE_THREAD_HEAP_MB);
  }, 300_000);
});

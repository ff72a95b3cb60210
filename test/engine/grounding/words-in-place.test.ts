// Capitalised words that are no names by their place (issue 23, rag11; DECISIONS.md "Words that
// are not names, periods of a year"): a word opening a table cell or following a symbol, a word
// after a full stop glued to a figure, an imperative before an article, "I'm", a weekday in a
// range, a plural in "-es", a common word before a title, and abbreviations of capitals and a
// number or of a hyphenated phrase opening a sentence. A real name in those places stays invented.
// Sentences written for these tests.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groundContent } from '../../../server/engine/grounding/ground.js';

async function invented(content: string, texts: string[], question?: string): Promise<string[]> {
  const r = await groundContent(content, texts.map((text, index) => ({ index, text })), question);
  return r.claims.flatMap((c) => c.unsupported.filter((u) => u.kind === 'name').map((u) => u.text));
}

const PLAN = 'The Harbour Pass costs $35 for 7 days and includes 5 GB of data. Support is open Monday to Friday, 9am to 5pm. Point-in-time recovery covers the last 7 days. The Key Stage 2 classrooms and the Twenty20 pitch will be repainted. Councillor Dana Mirren said the budget was tight.';

describe('a word capitalised for its place is no name', () => {
  it.each([
    '| Item | Cost |\n|---|---|\n| Harbour Pass | $35 |',
    '| Option | Fits? |\n|---|---|\n| Harbour Pass | yes |',
    '| When | What |\n|---|---|\n| 9am | support opens |',
    '⚠️ Prices include 5 GB of data.',
    '✅ Yes.',
    '👉 Buyers get 5 GB of data.',
    'Each pass is $35 for 7 days. However, data is capped at 5 GB.',
    'It costs $35.5m. Besides, data is 5 GB.',
    "I'm sure the pass includes 5 GB of data.",
    "I've checked: the pass includes 5 GB of data.",
    'Photograph the receipt and send it.',
    'Tap your card on the reader.',
  ])('%s names nothing', async (content) => {
    expect(await invented(content, [PLAN])).toEqual([]);
  });

  it.each([
    { content: '| Item | Cost |\n|---|---|\n| Seaview Bundle Deluxe | $35 |', name: 'Seaview Bundle Deluxe' },
    { content: 'The pass is sold by Ostrander Telecom.', name: 'Ostrander Telecom' },
    { content: 'Ask Ostrander about the pass.', name: 'Ostrander' },
    { content: 'Dr. Halvorsen sells the pass.', name: 'Dr. Halvorsen' },
  ])('$content: $name is still a name', async ({ content, name }) => {
    expect(await invented(content, [PLAN])).toContain(name);
  });
});

describe('days, plurals, titles and abbreviations', () => {
  it.each([
    'Support is open Mon–Fri, 9am to 5pm.',
    'Support is open Mon to Fri.',
    'Support is open Mon-Fri and closed Sat & Sun.',
    'Two Harbour Passes cost $70.',
    'Local Councillor Dana Mirren said the budget was tight.',
    'Veteran Councillor Dana Mirren said the budget was tight.',
    'PITR covers the last 7 days.',
    'The KS2 classrooms will be repainted.',
    'The T20 pitch will be repainted.',
  ])('%s names nothing the documents do not', async (content) => {
    expect(await invented(content, [PLAN])).toEqual([]);
  });

  it.each([
    { content: 'Call Sun Telecom about the pass.', name: 'Sun Telecom' },
    { content: 'The KS3 classrooms will be repainted.', name: 'KS3' },
    { content: 'The T10 pitch will be repainted.', name: 'T10' },
    { content: 'PTR covers the last 7 days.', name: 'PTR' },
    { content: 'Local Councillor Rhea Tallis said the budget was tight.', name: 'Rhea Tallis' },
  ])('$content: $name stays invented', async ({ content, name }) => {
    expect((await invented(content, [PLAN])).join(' | ')).toContain(name);
  });

  it('any weekday range in abbreviations is a range of days, never a name', async () => {
    const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...days), fc.constantFrom(...days), fc.constantFrom('–', '-', ' to ', ' and '), async (a, b, joiner) => {
        expect(await invented(`Support is open ${a}${joiner}${b}, 9am to 5pm.`, [PLAN])).toEqual([]);
      }),
      { numRuns: 15 },
    );
  });
});

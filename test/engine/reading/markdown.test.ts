import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OFFLINE_METHODS } from '../../../server/engine/engine.js';
import { parseMarkdown, readMarkdown } from '../../../server/engine/reading/markdown.js';
import { readStatements } from '../../../server/engine/reading/statements.js';

// Issue 22: Markdown is structure read by a real parser, never arithmetic.
async function formal(content: string) {
  return OFFLINE_METHODS.formal({ content, context: {}, options: {} });
}

const MARKERS = ['- ', '* ', '+ ', '1. ', '2) ', '10. ', '  - ', '- [ ] ', '- [x] ', '> ', '> - ', '# ', '### ', '**Step 1:** '];

describe('Markdown structure', () => {
  it.each(MARKERS)('a %j marker is never an operator', async (marker) => {
    expect((await formal(`${marker}5 + 5 = 10`)).verdict).toBe('true');
    expect((await formal(`${marker}100 - 20 = 80`)).verdict).toBe('true');
    expect((await formal(`${marker}100 - 20 = -120`)).verdict).toBe('false');
  });

  it('reads every item of a list, with every marker, and names the wrong one', () => {
    fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(fc.constantFrom('- ', '* ', '+ ', '1. '), fc.integer({ min: 1, max: 999 }), fc.integer({ min: 1, max: 999 })), { minLength: 1, maxLength: 8 }), fc.nat(), async (items, pick) => {
        const wrong = pick % items.length;
        const lines = items.map(([m, a, b], i) => `${m.startsWith('1') ? `${i + 1}. ` : m}${a} + ${b} = ${a + b + (i === wrong ? 1 : 0)}`);
        const content = lines.join('\n');
        const r = await formal(content);
        expect(r.verdict).toBe('false');
        const falses = r.steps!.filter((s) => s.verdict === 'false');
        expect(falses).toHaveLength(1);
        const [a, b] = [items[wrong]![1], items[wrong]![2]];
        expect(content.slice(falses[0]!.start, falses[0]!.end)).toBe(`${a} + ${b} = ${a + b + 1}`);
      }),
      { numRuns: 60 },
    );
  });

  it.each([
    ['a fenced code block', 'The script prints:\n\n```python\nprint(2 + 2 = 5)\nx = 3 * 4 = 13\n```\n\nDone.'],
    ['a tilde fence', '~~~\n2 + 2 = 5\n~~~'],
    ['inline code', 'Run `2 + 2 = 5` in the shell.'],
    ['an indented code block', 'Example:\n\n    2 + 2 = 5\n\nEnd.'],
  ])('code is never a claim: %s', async (_name, content) => {
    const r = await formal(content);
    expect(r.verdict).not.toBe('false');
    expect(r.steps!.some((s) => s.verdict === 'false')).toBe(false);
  });

  it('still reads the prose around code', async () => {
    const r = await formal('Use `x * y` to multiply: 6 × 7 = 48.');
    expect(r.verdict).toBe('false');
  });

  it.each([
    ['**bold**', '**6 × 7 = 42**'],
    ['*italic*', '*6 × 7 = 42*'],
    ['_italic_', '_6 × 7 = 42_'],
    ['a link', 'See [6 × 7 = 42](https://example.com).'],
    ['a heading', '## 6 × 7 = 42'],
    ['a block quote', '> 6 × 7 = 42'],
    ['a table cell', '| product | value |\n|---|---|\n| 6 × 7 = 42 | ok |'],
  ])('%s is transparent', async (_name, content) => {
    // Words around the calculation ("See", a header row) leave the content uncertain, never false.
    expect((await formal(content)).verdict).not.toBe('false');
    expect((await formal(content)).steps!.find((s) => s.text === '6 × 7 = 42')?.verdict).toBe('true');
    expect((await formal(content.replace('42', '48'))).verdict).toBe('false');
  });

  it('reads a * glued between numbers as multiplication, not emphasis', async () => {
    expect((await formal('3*4*5 = 60')).verdict).toBe('true');
    expect((await formal('3*4*5 = 61')).verdict).toBe('false');
  });

  it('reads each table row cell by cell, and names the wrong cell', async () => {
    const content = '| item | cost |\n|------|------|\n| pens | 3 × $2 = $6 |\n| pads | 4 × $5 = $21 |';
    const r = await formal(content);
    expect(r.verdict).toBe('false');
    const wrong = r.steps!.find((s) => s.verdict === 'false')!;
    expect(content.slice(wrong.start, wrong.end)).toBe('4 × $5 = $21');
  });

  it('keeps every statement at its offsets in the content, through markup and escapes', () => {
    const content = '# Steps\n\n1. **First**, 2 + 3 = 5\\*.\n2. Then *4* × 2 = 8.\n\n| a | b |\n|---|---|\n| `x` | 9 - 1 = 8 |';
    for (const s of readStatements(content)) expect(content.slice(s.start, s.end)).toBe(s.text);
    const texts = readStatements(content).map((s) => s.text);
    expect(texts).toContain('First**, 2 + 3 = 5\\*.');
    expect(texts).toContain('9 - 1 = 8');
  });
});

describe('plain lines skip the parser', () => {
  // readMarkdown reads a plain line without micromark (markdown.ts PLAIN_LINE): its reading must be
  // the parser's, character for character, blocks and offsets alike.
  const plainChars = [...'abcXYZ0123456789 .,;:?%/()\'"=+-−×÷²^{}é\u00a0'];
  const markupChars = [...'*_#>|[]<&$\\~!`\t\n'];
  it.each([
    'The atomic number of iron is 26',
    '   2 + 2 = 4   ',
    '12 + 5 = 17.',
    '3.1 The speed is 60 km/h',
    'Ages 18-24 = 15% of respondents.',
    "What's 15% of 240? It's 36.",
    '    indented four: code',
    '- 5 + 5 = 10',
    '1. 5 + 5 = 10',
    '2) x = 3',
    '1.5 + 1.5 = 3',
    '3^{-2} = 1/9',
    '(1/2)^{2} = 1/4',
    '',
    '   ',
  ])('%j reads as the parser reads it', (content) => {
    expect(readMarkdown(content)).toEqual(parseMarkdown(content));
  });
  it('any line of plain characters, with or without markup, reads as the parser reads it', () => {
    const line = fc.string({ unit: fc.constantFrom(...plainChars, ...plainChars, ...markupChars), maxLength: 40 });
    fc.assert(fc.property(line, (content) => {
      expect(readMarkdown(content)).toEqual(parseMarkdown(content));
    }), { numRuns: 2000 });
  });
});

// Sentences of grounding (issue 23) as Markdown writes them: inline code is opaque, so a full
// stop inside it ends no sentence, in the content and in the documents alike.
import { beforeAll, describe, expect, it } from 'vitest';
import { eachSentence, loadNlp, readText } from '../../../server/engine/grounding/nlp.js';

beforeAll(() => loadNlp());

const texts = (text: string) => readText(text).map((s) => text.slice(s.start, s.end));

describe('grounding sentences', () => {
  it.each([
    ['The second sells 54 pears (see `pears.csv`) in 8 crates. The third sells none.', ['The second sells 54 pears (see `pears.csv`) in 8 crates.', 'The third sells none.']],
    ['Run `npm ci. then npm test` first. It installs everything.', ['Run `npm ci. then npm test` first.', 'It installs everything.']],
    ['The file is big. The next one is small.', ['The file is big.', 'The next one is small.']],
    // An abbreviation's full stop before a number, a word in lower case or an initial ends no sentence.
    ['Anita Lane (born ca. 1959) is a singer. She sang.', ['Anita Lane (born ca. 1959) is a singer.', 'She sang.']],
    ['It was built c. 1350 by monks. They left.', ['It was built c. 1350 by monks.', 'They left.']],
    ['He took his Ph.D. from Yale. He taught.', ['He took his Ph.D. from Yale.', 'He taught.']],
  ])('%j', (text, expected) => {
    expect(texts(text)).toEqual(expected);
    const streamed: string[] = [];
    eachSentence(text, (s) => streamed.push(text.slice(s.start, s.end)));
    expect(streamed).toEqual(expected);
  });

  it('keeps a short fenced block apart: it is no inline span to join across', () => {
    const text = 'Run this.\n\n```\nmake all. make test.\n```\n\nIt builds.';
    const found = texts(text);
    expect(found[0]).toBe('Run this.');
    expect(found.at(-1)).toBe('It builds.');
    expect(found).toContain('make test.');
  });
});

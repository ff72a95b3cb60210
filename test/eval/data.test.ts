import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataError, filterSplit, fnv1a, parseJsonl, splitKey, splitOf } from '../../scripts/eval/data.js';
import { ArgsError, DEFAULT_FILES, parseEvalArgs } from '../../scripts/eval/args.js';
import { methodInput } from '../../scripts/eval/evaluate.js';

const fixture = join(import.meta.dirname, '../fixtures/claims/eval-mixed.jsonl');

describe('reading both formats', () => {
  const rows = parseJsonl(readFileSync(fixture, 'utf8'), 'fixture');

  it('detects the format per row', () => {
    expect(rows.filter((r) => r.format === 'claim').map((r) => r.id)).toEqual(['fx-ar-1', 'fx-ar-2', 'fx-num-1', 'fx-other-1-unk']);
    expect(rows.filter((r) => r.format === 'solution').map((r) => r.id)).toEqual(['fx-sol-1-gold', 'fx-sol-1-corrupted', 'fx-sol-2-gold', 'fx-sol-2-model']);
  });

  it('gives the engine only the claim, or the content and context as in the file', () => {
    expect(methodInput(rows[0]!)).toEqual({ content: '12 * 12 = 144', context: {} });
    const s = rows[4]!;
    expect(s.format).toBe('solution');
    expect(methodInput(s)).toEqual({ content: expect.stringContaining('4 * 6 = 24'), context: { question: expect.stringContaining('Ann buys') } });
  });

  it('names the line of a bad row', () => {
    expect(() => parseJsonl('{"id":"a","claim":"x","label":true,"domain":"other"}\n{nope', 'f.jsonl')).toThrow(new DataError('f.jsonl:2: not valid JSON'));
    expect(() => parseJsonl('{"id":"a","label":true}', 'f.jsonl')).toThrow(/f\.jsonl:1 \(a\): neither/);
    expect(() => parseJsonl('{"id":"a","claim":"x","label":"yes","domain":"other"}', 'f.jsonl')).toThrow(/label/);
  });
});

describe('answers with their sources (issue 23)', () => {
  const line = (id: string, label: string, evidence: string) =>
    JSON.stringify({ id, source: 'halueval', label, content: 'An answer.', evidence, question: 'Which?', errorKind: label === 'unfaithful' ? 'entity' : null, unwantedSpans: label === 'unfaithful' ? [{ start: 0, end: 10, text: 'An answer.' }] : [] });

  it('reads a grounding row and gives the engine the source as documents and the question', () => {
    const [row] = parseJsonl(line('he-1-h', 'unfaithful', 'The source.'), 'g.jsonl');
    expect(row).toMatchObject({ format: 'grounding', id: 'he-1-h', label: false, source: 'halueval', evidence: ['The source.'], unwantedSpans: [{ start: 0, end: 10 }] });
    expect(methodInput(row!)).toEqual({ content: 'An answer.', context: { documents: [{ text: 'The source.' }], question: 'Which?' } });
  });

  it('names a bad grounding row', () => {
    expect(() => parseJsonl(line('x', 'maybe', 'e'), 'g.jsonl')).toThrow(/g\.jsonl:1 \(x\): "label" of a grounding row/);
  });

  it('refuses labelled spans it cannot read instead of leaving them out', () => {
    const withSpans = (spans: unknown) => JSON.stringify({ id: 'u', source: 'fresh', label: 'unfaithful', content: 'An answer.', evidence: 'e', unwantedSpans: spans });
    // [start, end] pairs, spans past the content or empty ones would score every detection as off its span.
    for (const spans of [[[0, 2]], [{ start: 0, end: 11 }], [{ start: 3, end: 3 }], [{ start: '0', end: 2 }], { start: 0, end: 2 }]) {
      expect(() => parseJsonl(withSpans(spans), 'g.jsonl')).toThrow(/g\.jsonl:1 \(u\): .*"unwantedSpans"/);
    }
    expect(parseJsonl(withSpans([{ start: 3, end: 9 }]), 'g.jsonl')[0]).toMatchObject({ unwantedSpans: [{ start: 3, end: 9 }] });
  });

  it('puts every answer grounded in one source on that source\'s side', () => {
    const sources = Array.from({ length: 300 }, (_, i) => `Source text number ${i}.`);
    const rows = sources.flatMap((e, i) => parseJsonl([line(`he-${i}-r`, 'faithful', e), line(`he-${i}-h`, 'unfaithful', e), line(`other-${i}`, 'faithful', e)].join('\n')));
    for (let i = 0; i < rows.length; i += 3) expect(new Set(rows.slice(i, i + 3).map((r) => splitOf(r))).size).toBe(1);
    const share = filterSplit(rows, 'holdout').length / rows.length;
    expect(share).toBeGreaterThan(0.2);
    expect(share).toBeLessThan(0.4);
  });
});

describe('the tune/holdout split', () => {
  const ids = Array.from({ length: 2000 }, (_, i) => `gsm8k-train-${i}`);

  it('is deterministic (FNV-1a of the key)', () => {
    expect(fnv1a('')).toBe(0x811c9dc5);
    expect(fnv1a('a')).toBe(0xe40c292c);
    expect(fnv1a('foobar')).toBe(0xbf9cf968);
    const a = ids.map((id) => splitOf({ id }));
    const b = ids.map((id) => splitOf({ id }));
    expect(a).toEqual(b);
  });

  it('holds out about 30 %', () => {
    const share = ids.filter((id) => splitOf({ id }) === 'holdout').length / ids.length;
    expect(share).toBeGreaterThan(0.25);
    expect(share).toBeLessThan(0.35);
  });

  it('keeps every kind of one GSM8K problem on the same side', () => {
    for (const id of ids) {
      expect(splitKey({ id: `${id}-gold`, kind: 'gold' })).toBe(id);
      const side = splitOf({ id: `${id}-gold`, kind: 'gold' });
      expect(splitOf({ id: `${id}-corrupted`, kind: 'corrupted' })).toBe(side);
      expect(splitOf({ id: `${id}-corrupted` })).toBe(side);
      expect(splitOf({ id: `${id}-llama`, kind: 'llama' })).toBe(side);
    }
  });

  it('splits a file into two disjoint parts', () => {
    const rows = ids.flatMap((id) => [{ id: `${id}-gold`, kind: 'gold' }, { id: `${id}-corrupted`, kind: 'corrupted' }]);
    const tune = filterSplit(rows, 'tune');
    const holdout = filterSplit(rows, 'holdout');
    expect(tune.length + holdout.length).toBe(rows.length);
    expect(filterSplit(rows, 'all')).toHaveLength(rows.length);
    const tuneKeys = new Set(tune.map(splitKey));
    expect(holdout.some((r) => tuneKeys.has(splitKey(r)))).toBe(false);
  });
});

describe('arguments', () => {
  it('defaults to the four dev sets and every method', () => {
    const a = parseEvalArgs([]);
    expect(a.files).toEqual(DEFAULT_FILES);
    expect(a.files.map((f) => f.split('/').pop())).toEqual(['dev.jsonl', 'gsm8k-dev.jsonl', 'model-steps-dev.jsonl', 'grounding-dev.jsonl']);
    expect(a).toMatchObject({ split: 'all', json: false, markdown: false });
    expect(a.methods).toContain('formal');
  });

  it('reads files, methods and a split', () => {
    const a = parseEvalArgs(['x.jsonl', 'y.jsonl', '--methods', 'formal,tool', '--split=holdout', '--markdown'], '/tmp');
    expect(a).toMatchObject({ files: ['/tmp/x.jsonl', '/tmp/y.jsonl'], methods: ['formal', 'tool'], split: 'holdout', markdown: true });
  });

  it.each([
    [['--methods', 'formal,magic'], /unknown method "magic"/],
    [['--split', 'dev'], /--split must be one of/],
    [['--nope'], /Unknown option '--nope'/],
    [['claims.txt'], /not a \.jsonl file/],
    [['--json', '--markdown'], /exclude each other/],
  ])('rejects %j in one line', (argv, message) => {
    expect(() => parseEvalArgs(argv)).toThrow(ArgsError);
    expect(() => parseEvalArgs(argv)).toThrow(message);
    try {
      parseEvalArgs(argv);
    } catch (e) {
      expect((e as Error).message).not.toContain('\n');
    }
  });
});

import { describe, expect, it } from 'vitest';
import {
  countCharacters,
  MAX_CONTENT_CHARACTERS,
  validateItem,
  validateRows,
  type RowCandidate,
} from '../../../server/batch/input/validate-rows.js';

const emoji = '😀'; // one code point, two UTF-16 code units

describe('validateItem', () => {
  const cases: Array<{ name: string; given: unknown; want: { ok: true; item: unknown } | { ok: false; error: string } }> = [
    { name: 'accepts content alone', given: { content: 'x' }, want: { ok: true, item: { content: 'x' } } },
    {
      name: 'keeps content, context and idempotencyKey and drops unknown fields',
      given: { content: 'x', context: { a: 1, b: [true] }, idempotencyKey: 'k', extra: 1 },
      want: { ok: true, item: { content: 'x', context: { a: 1, b: [true] }, idempotencyKey: 'k' } },
    },
    {
      name: 'keeps whitespace around visible content byte for byte',
      given: { content: ' \t x \n' },
      want: { ok: true, item: { content: ' \t x \n' } },
    },
    // Issue 22: content with nothing to see is refused, as by POST /v1/verify.
    ...[' \t\n', '\u200b', '\u00a0\u2003', '\ufeff\u200d', '\u3164', '\u0301'].map((content) => ({
      name: `rejects content with no visible character (${JSON.stringify(content)})`,
      given: { content },
      want: { ok: false as const, error: 'content has no visible character (only whitespace or invisible characters)' },
    })),
    {
      name: 'rejects a context.question that is not a string',
      given: { content: '2 + 2 = 4', context: { question: 42 } },
      want: { ok: false, error: 'context.question must be a string: the question the content answers' },
    },
    {
      name: 'accepts content of exactly 50000 characters',
      given: { content: 'a'.repeat(50_000) },
      want: { ok: true, item: { content: 'a'.repeat(50_000) } },
    },
    {
      name: 'counts an emoji as one character, as Ajv does',
      given: { content: emoji.repeat(50_000) },
      want: { ok: true, item: { content: emoji.repeat(50_000) } },
    },
    { name: 'rejects missing content', given: {}, want: { ok: false, error: 'content is required' } },
    { name: 'rejects empty content', given: { content: '' }, want: { ok: false, error: 'content is required' } },
    { name: 'rejects null content', given: { content: null }, want: { ok: false, error: 'content is required' } },
    { name: 'rejects content that is not a string', given: { content: 42 }, want: { ok: false, error: 'content must be a string' } },
    {
      name: 'rejects content of 50001 characters',
      given: { content: 'a'.repeat(50_001) },
      want: { ok: false, error: 'content is longer than 50000 characters' },
    },
    {
      name: 'rejects 50001 emoji',
      given: { content: emoji.repeat(50_001) },
      want: { ok: false, error: 'content is longer than 50000 characters' },
    },
    { name: 'rejects an item that is not an object', given: 'text', want: { ok: false, error: 'item must be an object' } },
    { name: 'rejects null as an item', given: null, want: { ok: false, error: 'item must be an object' } },
    { name: 'rejects an array as an item', given: [{ content: 'x' }], want: { ok: false, error: 'item must be an object' } },
    { name: 'rejects a context that is an array', given: { content: 'x', context: [1] }, want: { ok: false, error: 'context must be an object' } },
    { name: 'rejects a null context', given: { content: 'x', context: null }, want: { ok: false, error: 'context must be an object' } },
    {
      name: 'rejects a context with more than 100 keys',
      given: { content: 'x', context: Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`k${i}`, i])) },
      want: { ok: false, error: 'context has 101 keys; at most 100 are allowed' },
    },
    {
      name: 'rejects a __proto__ key in context',
      given: { content: 'x', context: JSON.parse('{"__proto__": {"polluted": true}}') },
      want: { ok: false, error: 'context key "__proto__" is not allowed' },
    },
    {
      name: 'rejects a constructor key nested in a context value',
      given: { content: 'x', context: { list: [{ constructor: 1 }] } },
      want: { ok: false, error: 'context key "constructor" is not allowed' },
    },
    { name: 'rejects an idempotencyKey that is not a string', given: { content: 'x', idempotencyKey: 7 }, want: { ok: false, error: 'idempotencyKey must be a string' } },
    { name: 'rejects an empty idempotencyKey', given: { content: 'x', idempotencyKey: '' }, want: { ok: false, error: 'idempotencyKey must not be empty' } },
    {
      name: 'accepts an idempotencyKey of 255 characters',
      given: { content: 'x', idempotencyKey: 'k'.repeat(255) },
      want: { ok: true, item: { content: 'x', idempotencyKey: 'k'.repeat(255) } },
    },
    {
      name: 'rejects an idempotencyKey of 256 characters',
      given: { content: 'x', idempotencyKey: 'k'.repeat(256) },
      want: { ok: false, error: 'idempotencyKey is longer than 255 characters' },
    },
    {
      name: 'reports every problem of a row in one message',
      given: { content: '', idempotencyKey: 3 },
      want: { ok: false, error: 'content is required; idempotencyKey must be a string' },
    },
  ];
  it.each(cases)('$name', ({ given, want }) => {
    expect(validateItem(given)).toEqual(want);
  });

  it('keeps content byte for byte', () => {
    const content = '\u00a0 \tLeading and trailing\r\n  ';
    const result = validateItem({ content });
    expect(result.ok && result.item.content).toBe(content);
  });
});

describe('validateRows', () => {
  it('keeps valid rows with their row numbers and lists the invalid ones', () => {
    const given: RowCandidate[] = [
      { row: 0, value: { content: 'a' } },
      { row: 1, value: { content: '' } },
      { row: 2, error: 'row has 3 fields but the header has 2 columns' },
      { row: 3, value: { content: 'b' } },
    ];
    expect(validateRows(given)).toEqual({
      valid: [
        { row: 0, item: { content: 'a' } },
        { row: 3, item: { content: 'b' } },
      ],
      errors: [
        { row: 1, error: 'content is required' },
        { row: 2, error: 'row has 3 fields but the header has 2 columns' },
      ],
    });
  });

  it('rejects the later row of a repeated idempotencyKey', () => {
    const given: RowCandidate[] = [
      { row: 0, value: { content: 'a', idempotencyKey: 'k' } },
      { row: 1, value: { content: 'b', idempotencyKey: 'k' } },
      { row: 2, value: { content: 'c', idempotencyKey: 'K' } },
    ];
    const { valid, errors } = validateRows(given);
    expect(valid.map((v) => v.row)).toEqual([0, 2]);
    expect(errors).toEqual([{ row: 1, error: 'idempotencyKey "k" is already used by row 0' }]);
  });

  it('lets a valid row use a key first seen on an invalid row', () => {
    const given: RowCandidate[] = [
      { row: 0, value: { content: '', idempotencyKey: 'k' } },
      { row: 1, value: { content: 'b', idempotencyKey: 'k' } },
    ];
    const { valid, errors } = validateRows(given);
    expect(valid).toEqual([{ row: 1, item: { content: 'b', idempotencyKey: 'k' } }]);
    expect(errors).toEqual([{ row: 0, error: 'content is required' }]);
  });
});

describe('countCharacters', () => {
  const cases = [
    { name: 'counts ASCII letters', given: 'abc', want: 3 },
    { name: 'counts an emoji as one', given: emoji, want: 1 },
    { name: 'counts a skin-tone emoji as two code points', given: '👍🏽', want: 2 },
    { name: 'counts CJK characters as one each', given: '北京', want: 2 },
    { name: 'counts a combining mark separately', given: 'e\u0301', want: 2 },
    { name: 'counts a lone surrogate as one', given: '\ud83d', want: 1 },
  ];
  it.each(cases)('$name', ({ given, want }) => {
    expect(countCharacters(given)).toBe(want);
  });

  it('agrees with the limit constant', () => {
    expect(MAX_CONTENT_CHARACTERS).toBe(50_000);
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, nestingDepth, readJsonRows } from '../../../server/batch/input/json-input.js';
import { MAX_ROWS_READ } from '../../../server/batch/input/validate-rows.js';

const fixture = (name: string) => readFileSync(new URL(`../../fixtures/batch/${name}`, import.meta.url), 'utf8');

describe('readJsonRows on fixture files', () => {
  it('reads a top-level array, one row per element', () => {
    expect(readJsonRows(fixture('items-array.json'))).toEqual({
      ok: true,
      rows: [
        { row: 0, value: { content: 'The sky is blue', idempotencyKey: 'a' } },
        {
          row: 1,
          value: {
            content: 'Water boils at 100 °C',
            context: { domain: 'science', evidence: ['at sea level'], depth: { n: 1 } },
          },
        },
        { row: 2, value: { content: '  spaced  ' } },
      ],
    });
  });

  it('reads the items array of an object', () => {
    expect(readJsonRows(fixture('items-object.json'))).toEqual({
      ok: true,
      rows: [
        { row: 0, value: { content: 'one' } },
        { row: 1, value: { content: 'two', unknownField: true } },
      ],
    });
  });

  it('fails on an object without an items array', () => {
    expect(readJsonRows(fixture('wrong-shape.json'))).toEqual({
      ok: false,
      error: 'The JSON must be an array of items or an object with an "items" array',
      validationErrors: [],
    });
  });

  it('fails on invalid JSON with the parser reason', () => {
    const result = readJsonRows(fixture('invalid.json'));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(/^The file is not valid JSON: /);
  });

  it('fails on nesting deeper than the limit', () => {
    expect(readJsonRows(fixture('deeply-nested.json'))).toEqual({
      ok: false,
      error: `The JSON is nested more than ${MAX_JSON_DEPTH} levels deep`,
      validationErrors: [],
    });
  });

  it('reads __proto__ keys as plain data without touching any prototype', () => {
    const result = readJsonRows(fixture('proto-keys.json'));
    expect(result.ok).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    if (result.ok) {
      const top = result.rows[1];
      expect(top && 'value' in top && Object.getPrototypeOf(top.value)).toBe(Object.prototype);
    }
  });
});

describe('readJsonRows on small texts', () => {
  const cases: Array<{ name: string; given: string; want: unknown }> = [
    { name: 'reads an empty array as no rows', given: '[]', want: { ok: true, rows: [] } },
    { name: 'reads an empty items array as no rows', given: '{"items": []}', want: { ok: true, rows: [] } },
    {
      name: 'passes elements of any type on to the row rules',
      given: '[null, "x", 3, {"content": "y"}]',
      want: {
        ok: true,
        rows: [
          { row: 0, value: null },
          { row: 1, value: 'x' },
          { row: 2, value: 3 },
          { row: 3, value: { content: 'y' } },
        ],
      },
    },
    {
      name: 'fails on a top-level string',
      given: '"content"',
      want: { ok: false, error: 'The JSON must be an array of items or an object with an "items" array', validationErrors: [] },
    },
    {
      name: 'fails on null',
      given: 'null',
      want: { ok: false, error: 'The JSON must be an array of items or an object with an "items" array', validationErrors: [] },
    },
    {
      name: 'fails on items that is not an array',
      given: '{"items": {"content": "x"}}',
      want: { ok: false, error: 'The JSON must be an array of items or an object with an "items" array', validationErrors: [] },
    },
    {
      name: 'accepts nesting at exactly the limit',
      given: `[{"content":"x","context":{"a":${'['.repeat(MAX_JSON_DEPTH - 3)}${']'.repeat(MAX_JSON_DEPTH - 3)}}}]`,
      want: {
        ok: true,
        rows: [{ row: 0, value: { content: 'x', context: { a: JSON.parse(`${'['.repeat(MAX_JSON_DEPTH - 3)}${']'.repeat(MAX_JSON_DEPTH - 3)}`) } } }],
      },
    },
    {
      name: 'ignores brackets inside strings when measuring depth',
      given: `[{"content":"${'[{'.repeat(200)}\\"["}]`,
      want: { ok: true, rows: [{ row: 0, value: { content: `${'[{'.repeat(200)}"[` } }] },
    },
  ];
  it.each(cases)('$name', ({ given, want }) => {
    expect(readJsonRows(given)).toEqual(want);
  });

  it('fails on an empty file', () => {
    const result = readJsonRows('');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(/^The file is not valid JSON: /);
  });

  it('keeps the parser reason short even for a huge file', () => {
    const result = readJsonRows(`[${'"x",'.repeat(500_000)}`);
    expect(!result.ok && result.error.length).toBeLessThanOrEqual(300);
  });

  it(`stops after ${MAX_ROWS_READ} items and says so`, () => {
    const result = readJsonRows(JSON.stringify(Array.from({ length: MAX_ROWS_READ + 1 }, () => ({ content: 'x' }))));
    expect(result.ok && result.rows.length).toBe(MAX_ROWS_READ);
    expect(result.ok && result.stoppedAfterRows).toBe(MAX_ROWS_READ);
  });
});

describe('nestingDepth', () => {
  const cases = [
    { name: 'is 0 for a scalar', given: '1', want: 0 },
    { name: 'is 1 for a flat array', given: '[1,2]', want: 1 },
    { name: 'counts objects and arrays alike', given: '{"a":[{"b":[]}]}', want: 4 },
    { name: 'skips escaped quotes inside strings', given: '["\\"[[[", {}]', want: 2 },
  ];
  it.each(cases)('$name', ({ given, want }) => {
    expect(nestingDepth(given)).toBe(want);
  });
});

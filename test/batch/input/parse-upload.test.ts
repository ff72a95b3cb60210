import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MAX_ROW_CHARACTERS } from '../../../server/batch/input/csv-input.js';
import { MAX_UPLOAD_BYTES, parseBatchFile } from '../../../server/batch/input/parse-upload.js';

const fixture = (name: string) => readFileSync(new URL(`../../fixtures/batch/${name}`, import.meta.url));
const bytes = (text: string) => new TextEncoder().encode(text);

describe('parseBatchFile', () => {
  it('parses a clean CSV file', async () => {
    expect(await parseBatchFile({ buffer: fixture('crlf-blank-lines.csv'), fileName: 'crlf-blank-lines.csv' })).toEqual({
      ok: true,
      format: 'csv',
      items: [
        { content: 'first', idempotencyKey: 'a', row: 0 },
        { content: 'second\r\nspans lines', idempotencyKey: 'b', row: 1 },
        { content: 'third', row: 2 },
      ],
      validationErrors: [],
      message: 'Parsed 3 items.',
    });
  });

  it('skips invalid CSV rows and reports them with their data-row numbers', async () => {
    const result = await parseBatchFile({ buffer: fixture('quoting.csv'), fileName: 'quoting.csv' });
    expect(result).toMatchObject({
      ok: true,
      format: 'csv',
      validationErrors: [{ row: 6, error: 'content is required' }],
      message: 'Parsed 6 items. 1 row had errors.',
    });
    expect(result.ok && result.items).toHaveLength(6);
  });

  it('keeps the first 100 of 105 valid rows and says so, as DECISIONS.md words it', async () => {
    const result = await parseBatchFile({ buffer: fixture('rows-105.csv'), fileName: 'rows-105.csv' });
    expect(result).toMatchObject({
      ok: true,
      truncatedFrom: 105,
      validationErrors: [
        { row: 10, error: 'content is required' },
        { row: 50, error: 'idempotencyKey "key-3" is already used by row 3' },
      ],
      message: 'Parsed 105 valid items; kept the first 100 (limit 100 per file); 5 items dropped. 2 rows had errors.',
    });
    if (result.ok) {
      expect(result.items).toHaveLength(100);
      expect(result.items[0]).toEqual({ content: 'claim 0', idempotencyKey: 'key-0', row: 0 });
      // rows 10 and 50 were skipped, so the 100th item kept is data row 101, and keeps that number
      expect(result.items[99]).toEqual({ content: 'claim 101', idempotencyKey: 'key-101', row: 101 });
    }
  });

  it('parses both JSON shapes', async () => {
    for (const name of ['items-array.json', 'items-object.json']) {
      const result = await parseBatchFile({ buffer: fixture(name), fileName: name });
      expect(result).toMatchObject({ ok: true, format: 'json', validationErrors: [] });
    }
    const object = await parseBatchFile({ buffer: fixture('items-object.json'), fileName: 'items-object.json' });
    expect(object.ok && object.items).toEqual([{ content: 'one', row: 0 }, { content: 'two', row: 1 }]);
  });

  it('reports every kind of invalid JSON item and a repeated key', async () => {
    expect(await parseBatchFile({ buffer: fixture('mixed-rows.json'), fileName: 'mixed-rows.json' })).toEqual({
      ok: true,
      format: 'json',
      items: [{ content: 'ok', row: 0 }, { content: 'ok2', idempotencyKey: 'k', row: 7 }],
      validationErrors: [
        { row: 1, error: 'content is required' },
        { row: 2, error: 'content must be a string' },
        { row: 3, error: 'context must be an object' },
        { row: 4, error: 'idempotencyKey must be a string' },
        { row: 5, error: 'item must be an object' },
        { row: 6, error: 'item must be an object' },
        { row: 8, error: 'idempotencyKey "k" is already used by row 7' },
      ],
      message: 'Parsed 2 items. 7 rows had errors.',
    });
  });

  it('refuses __proto__ and constructor keys in context without polluting any prototype', async () => {
    const result = await parseBatchFile({ buffer: fixture('proto-keys.json'), fileName: 'proto-keys.json' });
    expect(result).toEqual({
      ok: true,
      format: 'json',
      items: [{ content: 'fine', row: 0 }, { content: 'top', row: 1 }],
      validationErrors: [
        { row: 2, error: 'context key "__proto__" is not allowed' },
        { row: 3, error: 'context key "constructor" is not allowed' },
      ],
      message: 'Parsed 2 items. 2 rows had errors.',
    });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(result.ok && Object.getPrototypeOf(result.items[1])).toBe(Object.prototype);
  });

  it('keeps whitespace and Unicode byte for byte through the whole path', async () => {
    const result = await parseBatchFile({ buffer: fixture('whitespace.csv'), fileName: 'whitespace.csv' });
    expect(result.ok && result.items.map((i) => i.content)).toEqual([
      '  two leading',
      'trailing two  ',
      '  quoted both  ',
      '\t\ttabs\t\t',
      '\u00a0nbsp\u00a0',
      ' \n line \n ',
    ]);
    const unicode = await parseBatchFile({ buffer: fixture('unicode.csv'), fileName: 'unicode.csv' });
    expect(unicode.ok && unicode.items.map((i) => Buffer.from(i.content, 'utf8').toString('hex'))).toEqual([
      Buffer.from('Emoji 😀👍🏽 and a flag 🇫🇷').toString('hex'),
      Buffer.from('北京是中国的首都').toString('hex'),
      Buffer.from('e\u0301 combining é, n\u0303').toString('hex'),
    ]);
  });

  const limitCases = [
    { name: 'keeps content of exactly 50000 characters', length: 50_000, want: { items: 2, errors: [] } },
    {
      name: 'skips content of 50001 characters',
      length: 50_001,
      want: { items: 1, errors: [{ row: 1, error: 'content is longer than 50000 characters' }] },
    },
  ];
  for (const format of ['csv', 'json'] as const) {
    it.each(limitCases)(`$name in ${format}`, async ({ length, want }) => {
      const content = 'a'.repeat(length);
      const text =
        format === 'csv'
          ? `content\nshort\n${content}\n`
          : JSON.stringify([{ content: 'short' }, { content }]);
      const result = await parseBatchFile({ buffer: bytes(text), fileName: `limit.${format}` });
      expect(result.ok && result.items.length).toBe(want.items);
      expect(result.ok && result.validationErrors).toEqual(want.errors);
    });
  }

  const failures: Array<{ name: string; given: { text: string | Uint8Array; fileName: string; format?: 'csv' | 'json' }; want: unknown }> = [
    {
      name: 'fails on a CSV without a content column',
      given: { text: 'text\nx\n', fileName: 'a.csv' },
      want: { ok: false, error: 'The CSV header has no content column; its one column is "text"', validationErrors: [] },
    },
    {
      name: 'fails on a JSON of the wrong shape',
      given: { text: '{"rows": []}', fileName: 'a.json' },
      want: { ok: false, error: 'The JSON must be an array of items or an object with an "items" array', validationErrors: [] },
    },
    {
      name: 'fails on a file with no valid item and lists the row errors',
      given: { text: 'content,context.a\n,x\n', fileName: 'a.csv' },
      want: {
        ok: false,
        error: 'No valid items: 1 row has errors',
        validationErrors: [{ row: 0, error: 'content is required' }],
      },
    },
    {
      name: 'fails on a CSV with a header and no data rows',
      given: { text: 'content\n', fileName: 'a.csv' },
      want: { ok: false, error: 'The file has no items', validationErrors: [] },
    },
    {
      name: 'fails on an empty JSON array',
      given: { text: '[]', fileName: 'a.json' },
      want: { ok: false, error: 'The file has no items', validationErrors: [] },
    },
    {
      name: 'fails on bytes that are not UTF-8',
      given: { text: Uint8Array.from([0x63, 0x6f, 0x6e, 0x74, 0x65, 0x6e, 0x74, 0x0a, 0xe9, 0x0a]), fileName: 'a.csv' },
      want: { ok: false, error: 'The file is not UTF-8 text', validationErrors: [] },
    },
    {
      name: 'reads a .json name as CSV when the format field says csv',
      given: { text: 'content\nx\n', fileName: 'a.json', format: 'csv' },
      want: { ok: true, format: 'csv', items: [{ content: 'x', row: 0 }], validationErrors: [], message: 'Parsed 1 item.' },
    },
    {
      name: 'sniffs JSON behind a BOM when the name says nothing',
      given: { text: '\ufeff [{"content":"x"}]', fileName: 'upload' },
      want: { ok: true, format: 'json', items: [{ content: 'x', row: 0 }], validationErrors: [], message: 'Parsed 1 item.' },
    },
  ];
  it.each(failures)('$name', async ({ given, want }) => {
    const buffer = typeof given.text === 'string' ? bytes(given.text) : given.text;
    const format = given.format === undefined ? {} : { format: given.format };
    expect(await parseBatchFile({ buffer, fileName: given.fileName, ...format })).toEqual(want);
  });
});

describe('parseBatchFile bounds', () => {
  it('refuses a file of 10 MB + 1 byte at once, without parsing it', async () => {
    const buffer = Buffer.alloc(MAX_UPLOAD_BYTES + 1, 'x\n');
    buffer.write('content\n');
    const started = performance.now();
    expect(await parseBatchFile({ buffer, fileName: 'big.csv' })).toEqual({
      ok: false,
      error: 'The file is larger than 10 MB',
      validationErrors: [],
    });
    expect(performance.now() - started).toBeLessThan(100);
  });

  it('reads a 10 MB CSV of tiny rows quickly by stopping after 100000 rows', async () => {
    const buffer = Buffer.alloc(MAX_UPLOAD_BYTES, 'x\n');
    buffer.write('content\n');
    const started = performance.now();
    const result = await parseBatchFile({ buffer, fileName: 'big.csv' });
    expect(result).toMatchObject({
      ok: true,
      truncatedFrom: 100_000,
      stoppedAfterRows: 100_000,
      message:
        'Parsed 100000 valid items; kept the first 100 (limit 100 per file); 99900 items dropped. ' +
        'Stopped reading after 100000 rows; the rest of the file was ignored.',
    });
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it('reads a 10 MB JSON array quickly by stopping after 100000 items', async () => {
    const item = '{"content":"x"},';
    const text = `[${item.repeat(Math.floor((MAX_UPLOAD_BYTES - 20) / item.length))}{"content":"y"}]`;
    const started = performance.now();
    const result = await parseBatchFile({ buffer: bytes(text), fileName: 'big.json' });
    expect(result).toMatchObject({ ok: true, stoppedAfterRows: 100_000 });
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it('stays bounded on 10 MB of rows just under the row length limit', async () => {
    const row = `"${'a'.repeat(MAX_ROW_CHARACTERS - 10)}"\n`;
    const text = `content\n${row.repeat(Math.floor(MAX_UPLOAD_BYTES / row.length))}`;
    const started = performance.now();
    const result = await parseBatchFile({ buffer: bytes(text), fileName: 'long.csv' });
    expect(result).toMatchObject({ ok: false, error: 'No valid items: 40 rows have errors' });
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it('fails fast on a 10 MB CSV whose quote never closes', async () => {
    const text = `content\n"${'line\n'.repeat(Math.floor((MAX_UPLOAD_BYTES - 10) / 5))}`;
    const started = performance.now();
    expect(await parseBatchFile({ buffer: bytes(text), fileName: 'big.csv' })).toEqual({
      ok: false,
      error: 'The CSV could not be parsed: the quoted value starting on line 2 is never closed',
      validationErrors: [],
    });
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { locateQuoteError, MAX_ROW_CHARACTERS, readCsvRows } from '../../../server/batch/input/csv-input.js';
import { decodeUtf8 } from '../../../server/batch/input/decode-text.js';
import { MAX_ROWS_READ } from '../../../server/batch/input/validate-rows.js';

const fixture = (name: string) => {
  const text = decodeUtf8(readFileSync(new URL(`../../fixtures/batch/${name}`, import.meta.url)));
  if (text === undefined) throw new Error(`${name} is not UTF-8`);
  return text;
};

describe('readCsvRows on fixture files', () => {
  it('reads every quoting case, a mixed-case header, context columns and idempotency_key', async () => {
    expect(await readCsvRows(fixture('quoting.csv'))).toEqual({
      ok: true,
      rows: [
        { row: 0, value: { content: 'plain text', idempotencyKey: 'k-1', context: { Domain: 'finance', sourceURL: 'https://example.com/a' } } },
        { row: 1, value: { content: 'a comma, inside', idempotencyKey: 'k-2' } },
        { row: 2, value: { content: 'a "doubled" quote', idempotencyKey: 'k-3', context: { Domain: 'science' } } },
        { row: 3, value: { content: 'an embedded\nnewline\nor two', idempotencyKey: 'k-4' } },
        { row: 4, value: { content: '"quoted at both ends"' } },
        { row: 5, value: { content: 'unquoted "quote" inside' } },
        { row: 6, value: { content: '', idempotencyKey: 'k-7' } },
      ],
    });
  });

  it('reads CRLF endings, skips blank lines without numbering them and strips the BOM', async () => {
    expect(await readCsvRows(fixture('crlf-blank-lines.csv'))).toEqual({
      ok: true,
      rows: [
        { row: 0, value: { content: 'first', idempotencyKey: 'a' } },
        { row: 1, value: { content: 'second\r\nspans lines', idempotencyKey: 'b' } },
        { row: 2, value: { content: 'third' } },
      ],
    });
  });

  it('reads a header behind a BOM', async () => {
    expect(await readCsvRows(fixture('bom.csv'))).toEqual({ ok: true, rows: [{ row: 0, value: { content: 'with a bom' } }] });
  });

  it('keeps leading and trailing whitespace byte for byte', async () => {
    const result = await readCsvRows(fixture('whitespace.csv'));
    expect(result).toEqual({
      ok: true,
      rows: [
        { row: 0, value: { content: '  two leading', context: { note: '\ttab' } } },
        { row: 1, value: { content: 'trailing two  ', context: { note: 'x ' } } },
        { row: 2, value: { content: '  quoted both  ' } },
        { row: 3, value: { content: '\t\ttabs\t\t' } },
        { row: 4, value: { content: '\u00a0nbsp\u00a0' } },
        { row: 5, value: { content: ' \n line \n ' } },
      ],
    });
  });

  it('keeps emoji, CJK and combining marks, and non-ASCII context names', async () => {
    expect(await readCsvRows(fixture('unicode.csv'))).toEqual({
      ok: true,
      rows: [
        { row: 0, value: { content: 'Emoji 😀👍🏽 and a flag 🇫🇷', context: { язык: 'ru' } } },
        { row: 1, value: { content: '北京是中国的首都', context: { язык: 'zh' } } },
        { row: 2, value: { content: 'e\u0301 combining é, n\u0303' } },
      ],
    });
  });

  // Issue 25: the example of README "Batch files", as a spreadsheet in a semicolon locale saves it.
  it('reads examples/claims-semicolons.csv (BOM, CRLF, semicolons, unquoted commas) as the claims of examples/claims.csv', async () => {
    const example = (name: string) => decodeUtf8(readFileSync(new URL(`../../../examples/${name}`, import.meta.url)))!;
    const semicolons = await readCsvRows(example('claims-semicolons.csv'));
    expect(semicolons.ok && semicolons.rows).toHaveLength(20);
    expect(semicolons).toEqual(await readCsvRows(example('claims.csv')));
  });

  it('fails when the header has no content column', async () => {
    expect(await readCsvRows(fixture('missing-content.csv'))).toEqual({
      ok: false,
      error: 'The CSV header has no content column; its columns, separated by commas, are "text", "idempotencyKey"',
      validationErrors: [],
    });
  });

  it('fails on a quoted value that is never closed, naming its line', async () => {
    expect(await readCsvRows(fixture('mismatched-quotes.csv'))).toEqual({
      ok: false,
      error: 'The CSV could not be parsed: the quoted value starting on line 3 is never closed',
      validationErrors: [],
    });
  });

  it('fails on a header of 10000 columns', async () => {
    expect(await readCsvRows(fixture('columns-10000.csv'))).toEqual({
      ok: false,
      error: 'The CSV header has 10000 columns; at most 1000 are allowed',
      validationErrors: [],
    });
  });

  it('numbers the 107 data rows of rows-105.csv from 0 to 106', async () => {
    const result = await readCsvRows(fixture('rows-105.csv'));
    expect(result.ok && result.rows.map((r) => r.row)).toEqual(Array.from({ length: 107 }, (_, i) => i));
  });
});

describe('readCsvRows on small texts', () => {
  const cases: Array<{ name: string; given: string; want: unknown }> = [
    {
      name: 'matches both header spellings of the key, whatever their case',
      given: 'CONTENT,IdempotencyKey\nx,k\n',
      want: { ok: true, rows: [{ row: 0, value: { content: 'x', idempotencyKey: 'k' } }] },
    },
    {
      name: 'trims header names but not values',
      given: ' content , context.a \n x , y \n',
      want: { ok: true, rows: [{ row: 0, value: { content: ' x ', context: { a: ' y ' } } }] },
    },
    {
      name: 'takes a row with fewer cells than the header as having empty ones',
      given: 'content,idempotencyKey,context.a\nonly content\n',
      want: { ok: true, rows: [{ row: 0, value: { content: 'only content' } }] },
    },
    {
      name: 'reports a row with more cells than the header as a row error',
      given: 'content,context.a\nfine,1\na,b,c\nlater\n',
      want: {
        ok: true,
        rows: [
          { row: 0, value: { content: 'fine', context: { a: '1' } } },
          { row: 1, error: 'row has 3 fields but the header has 2 columns' },
          { row: 2, value: { content: 'later' } },
        ],
      },
    },
    {
      name: 'accepts trailing empty cells beyond the header',
      given: 'content,context.a\nx,,,\n',
      want: { ok: true, rows: [{ row: 0, value: { content: 'x' } }] },
    },
    // Issue 25: separators as spreadsheets write them (DECISIONS.md "CSV input").
    {
      name: 'reads a semicolon-separated file, commas in values included',
      given: 'content;idempotency_key;context.price\r\nThe price is 1,50 €;k1;1,50\r\n"a; quoted";k2;\r\n',
      want: {
        ok: true,
        rows: [
          { row: 0, value: { content: 'The price is 1,50 €', idempotencyKey: 'k1', context: { price: '1,50' } } },
          { row: 1, value: { content: 'a; quoted', idempotencyKey: 'k2' } },
        ],
      },
    },
    {
      name: 'reads a tab-separated file, keeping spaces in values',
      given: 'Content\tcontext.domain\n 17 * 23 = 391\tarithmetic\nParis, France\tgeography\n',
      want: {
        ok: true,
        rows: [
          { row: 0, value: { content: ' 17 * 23 = 391', context: { domain: 'arithmetic' } } },
          { row: 1, value: { content: 'Paris, France', context: { domain: 'geography' } } },
        ],
      },
    },
    {
      name: 'reads a quoted semicolon header',
      given: '"content";"context.note"\nx;y\n',
      want: { ok: true, rows: [{ row: 0, value: { content: 'x', context: { note: 'y' } } }] },
    },
    {
      name: 'takes the separator that makes a content column when the header holds two kinds',
      given: 'context.a,b;content\nx,y;z\n',
      want: { ok: true, rows: [{ row: 0, value: { content: 'z', context: { 'a,b': 'x,y' } } }] },
    },
    {
      name: 'reads each row of a one-column file as one value, commas and semicolons included',
      given: 'content\nYes, 17 * 23 = 391; indeed\n"quoted, ""x"""\nx,,\n',
      want: {
        ok: true,
        rows: [
          { row: 0, value: { content: 'Yes, 17 * 23 = 391; indeed' } },
          { row: 1, value: { content: 'quoted, "x"' } },
          { row: 2, value: { content: 'x,,' } },
        ],
      },
    },
    {
      name: 'names the separator and the columns when a semicolon header has no content column',
      given: 'text;key\nx;k\n',
      want: { ok: false, error: 'The CSV header has no content column; its columns, separated by semicolons, are "text", "key"', validationErrors: [] },
    },
    {
      name: 'names the one column of a header without a content column',
      given: 'claim\nx\n',
      want: { ok: false, error: 'The CSV header has no content column; its one column is "claim"', validationErrors: [] },
    },
    {
      name: 'refuses a file separated by vertical bars, naming them',
      given: 'content|key\nx|k\n',
      want: {
        ok: false,
        error: 'The CSV header has no content column: its first line is separated by vertical bars (|), which are not read; save the file with commas, semicolons or tabs between the columns',
        validationErrors: [],
      },
    },
    {
      name: 'does not count a row of only separators and whitespace',
      given: 'content,context.a\n , \nx,y\n',
      want: { ok: true, rows: [{ row: 0, value: { content: 'x', context: { a: 'y' } } }] },
    },
    {
      name: 'reads lone CR line endings',
      given: 'content\ra\rb',
      want: { ok: true, rows: [{ row: 0, value: { content: 'a' } }, { row: 1, value: { content: 'b' } }] },
    },
    {
      name: 'reads a header without data rows as no rows',
      given: 'content\n\n',
      want: { ok: true, rows: [] },
    },
    {
      name: 'fails on an empty file',
      given: '',
      want: { ok: false, error: 'The CSV file is empty: a header row with a content column is required', validationErrors: [] },
    },
    {
      name: 'fails on a file of blank lines',
      given: '\n\r\n  \n',
      want: { ok: false, error: 'The CSV file is empty: a header row with a content column is required', validationErrors: [] },
    },
    {
      name: 'fails on two content columns',
      given: 'content,Content\nx,y\n',
      want: { ok: false, error: 'The CSV header has more than one content column', validationErrors: [] },
    },
    {
      name: 'fails on both key spellings',
      given: 'content,idempotencyKey,idempotency_key\nx,a,b\n',
      want: {
        ok: false,
        error: 'The CSV header has more than one idempotency key column (idempotencyKey or idempotency_key)',
        validationErrors: [],
      },
    },
    {
      name: 'fails on a context column named __proto__',
      given: 'content,context.__proto__\nx,y\n',
      want: { ok: false, error: 'The CSV header column "context.__proto__" is not allowed', validationErrors: [] },
    },
    {
      name: 'fails on a context column without a name',
      given: 'content,context.\nx,y\n',
      want: { ok: false, error: 'The CSV header column 2 is "context." without a field name', validationErrors: [] },
    },
    {
      name: 'fails on a repeated context column',
      given: 'content,context.a,Context.a\nx,y,z\n',
      want: { ok: false, error: 'The CSV header has more than one "context.a" column', validationErrors: [] },
    },
    {
      name: 'keeps context names that differ only in case apart',
      given: 'content,context.a,context.A\nx,y,z\n',
      want: { ok: true, rows: [{ row: 0, value: { content: 'x', context: { a: 'y', A: 'z' } } }] },
    },
    {
      name: 'fails on text after a closing quote, naming its line',
      given: 'content\r\nok\r\n"ab"c\r\n',
      want: { ok: false, error: 'The CSV could not be parsed: unexpected text after a closing quote on line 3', validationErrors: [] },
    },
  ];
  it.each(cases)('$name', async ({ given, want }) => {
    expect(await readCsvRows(given)).toEqual(want);
  });

  it('does not pollute Object.prototype through context names', async () => {
    await readCsvRows('content,context.polluted\nx,yes\n');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('readCsvRows bounds', () => {
  it(`stops after ${MAX_ROWS_READ} data rows and says so`, async () => {
    const text = `content\n${'x\n'.repeat(MAX_ROWS_READ + 5)}`;
    const result = await readCsvRows(text);
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.rows).toHaveLength(MAX_ROWS_READ);
      expect(result.stoppedAfterRows).toBe(MAX_ROWS_READ);
    }
  });

  it(`reads exactly ${MAX_ROWS_READ} data rows without saying it stopped`, async () => {
    const result = await readCsvRows(`content\n${'x\n'.repeat(MAX_ROWS_READ)}`);
    expect(result.ok && result.rows.length).toBe(MAX_ROWS_READ);
    expect(result.ok && result.stoppedAfterRows).toBeUndefined();
  });

  it('fails on a row far longer than any valid row', async () => {
    const text = `content\n"${'a'.repeat(MAX_ROW_CHARACTERS * 2)}"\nnext\n`;
    expect(await readCsvRows(text)).toEqual({
      ok: false,
      error: `The CSV has a row longer than ${MAX_ROW_CHARACTERS} characters`,
      validationErrors: [],
    });
  });

  it('stays bounded on a text of 10 MB + 1 byte (the 413 is the HTTP layer\'s)', async () => {
    const text = `content\n${'x,\n'.repeat(Math.ceil((10 * 1024 * 1024 + 1) / 3))}`.slice(0, 10 * 1024 * 1024 + 1);
    const started = performance.now();
    const result = await readCsvRows(text);
    expect(result.ok && result.stoppedAfterRows).toBe(MAX_ROWS_READ);
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it('reads a row of 100000 UTF-16 units, the longest valid content', async () => {
    const content = '😀'.repeat(50_000);
    const result = await readCsvRows(`content\n"${content}"\n`);
    expect(result).toEqual({ ok: true, rows: [{ row: 0, value: { content } }] });
  });
});

describe('locateQuoteError', () => {
  const cases = [
    { name: 'finds nothing wrong in valid CSV', given: 'a,"b\n""c"""\r\nd', want: undefined },
    { name: 'finds an unclosed quote and the line it opened on', given: 'a\n"b\nc', want: { line: 2, problem: 'unclosed' } },
    { name: 'counts CRLF as one line break', given: 'a\r\nb\r\n"x"y', want: { line: 3, problem: 'after-quote' } },
    { name: 'allows spaces after a closing quote', given: '"x"  ,y', want: undefined },
    { name: 'reads the separator it is given', given: 'a;"b";c\n"x";"y"z', delimiter: ';', want: { line: 2, problem: 'after-quote' } },
    { name: 'takes a tab after a closing quote as a separator', given: '"x"\t"y"', delimiter: '\t', want: undefined },
  ];
  it.each(cases)('$name', ({ given, delimiter, want }: { given: string; delimiter?: string; want: unknown }) => {
    expect(locateQuoteError(given, delimiter)).toEqual(want);
  });
});

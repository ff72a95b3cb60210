// Reads the rows of a CSV upload (spec 2.8) with fast-csv; the row rules live in validate-rows.ts.
//
// - Columns are separated by commas, semicolons or tabs, as the header row shows
//   (csv-separator.ts); a header of one column makes each row one value.
// - The first non-blank row is the header; names are trimmed and matched case-insensitively.
//   `content` is required; `idempotencyKey` or `idempotency_key` is optional; `context.<name>`
//   becomes context field `<name>` (the case of <name> as written); other columns are ignored.
// - Values are kept as written (no trimming): leading and trailing whitespace is content. Only
//   the whitespace outside a quoted value (`  "x"  `) is dropped, as fast-csv does.
// - Blank lines are ignored and not numbered (fast-csv `ignoreEmpty`). fast-csv counts a row as
//   blank when all its cells are empty or whitespace, so a row holding only whitespace, even
//   quoted, is a blank line too; whitespace-only content is accepted only with another non-blank
//   cell on its row.
// - Rows are numbered from 0 among data rows: header excluded, blank lines not counted
//   (DECISIONS.md "Row numbering"). A quoted value spanning lines is one row.
// - Empty cells are absent values: an empty `idempotencyKey` cell means no key, an empty
//   `context.<name>` cell adds no field, an empty `content` cell is `content is required`.
// - A row may have fewer cells than the header (the missing ones are empty); more cells than the
//   header is a row error unless the extra cells are empty (a trailing comma).
//
// Bounds, so that a 10 MB file costs little whatever it holds: at most 1,000 columns, at most
// MAX_ROWS_READ data rows (reading stops there), and at most MAX_ROW_CHARACTERS characters in a
// row (fast-csv re-reads an unfinished row with each chunk, so an unbounded row would be
// quadratic). The text is fed in chunks, which also lets other work run between them.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { parse } from 'fast-csv';
import { chooseSeparator, ONE_COLUMN, SEPARATOR_NAMES, type Separator } from './csv-separator.js';
import { MAX_ROWS_READ, type RowCandidate, type RowError } from './validate-rows.js';

export const MAX_CSV_COLUMNS = 1_000;
/** Enough for 50,000 characters of content (up to 100,000 UTF-16 units) and generous context. */
export const MAX_ROW_CHARACTERS = 256 * 1024;
const CHUNK_CHARACTERS = 64 * 1024;
const FORBIDDEN_CONTEXT_NAMES = new Set(['__proto__', 'constructor', 'prototype']);

/** The rows of a CSV file, not yet checked against the row rules. */
export interface CsvRows {
  ok: true;
  rows: RowCandidate[];
  /** Set when the file holds more than MAX_ROWS_READ data rows: the rest was not read. */
  stoppedAfterRows?: number;
}

/** A CSV that cannot be read at all (spec 4.6): the 400 body without `requestId`. */
export interface CsvFailure {
  ok: false;
  error: string;
  validationErrors: RowError[];
}

interface Columns {
  count: number;
  content: number;
  idempotencyKey?: number;
  context: Array<{ index: number; name: string }>;
}

function fail(error: string): CsvFailure {
  return { ok: false, error, validationErrors: [] };
}

/** The header's columns for an error message: at most 10 names of at most 50 characters. */
function describeColumns(cells: string[], delimiter: Separator | typeof ONE_COLUMN): string {
  const names = cells.slice(0, 10).map((cell) => JSON.stringify(Array.from(cell.trim()).slice(0, 50).join('')));
  const more = cells.length > 10 ? ` and ${cells.length - 10} more` : '';
  if (delimiter === ONE_COLUMN) return `its one column is ${names[0]}`;
  return `its columns, separated by ${SEPARATOR_NAMES[delimiter]}, are ${names.join(', ')}${more}`;
}

function readHeader(cells: string[], delimiter: Separator | typeof ONE_COLUMN): Columns | CsvFailure {
  if (cells.length > MAX_CSV_COLUMNS) {
    return fail(`The CSV header has ${cells.length} columns; at most ${MAX_CSV_COLUMNS} are allowed`);
  }
  let content: number | undefined;
  let idempotencyKey: number | undefined;
  const context: Columns['context'] = [];
  const contextNames = new Set<string>();
  for (const [index, cell] of cells.entries()) {
    const name = cell.trim();
    const lower = name.toLowerCase();
    if (lower === 'content') {
      if (content !== undefined) return fail('The CSV header has more than one content column');
      content = index;
    } else if (lower === 'idempotencykey' || lower === 'idempotency_key') {
      if (idempotencyKey !== undefined) {
        return fail('The CSV header has more than one idempotency key column (idempotencyKey or idempotency_key)');
      }
      idempotencyKey = index;
    } else if (lower.startsWith('context.')) {
      const field = name.slice('context.'.length);
      if (field === '') return fail(`The CSV header column ${index + 1} is "context." without a field name`);
      if (FORBIDDEN_CONTEXT_NAMES.has(field)) return fail(`The CSV header column "${name}" is not allowed`);
      if (contextNames.has(field)) return fail(`The CSV header has more than one "context.${field}" column`);
      contextNames.add(field);
      context.push({ index, name: field });
    }
  }
  if (content === undefined) return fail(`The CSV header has no content column; ${describeColumns(cells, delimiter)}`);
  return { count: cells.length, content, context, ...(idempotencyKey === undefined ? {} : { idempotencyKey }) };
}

function toCandidate(row: number, cells: string[], columns: Columns): RowCandidate {
  if (cells.length > columns.count && cells.slice(columns.count).some((cell) => cell !== '')) {
    return { row, error: `row has ${cells.length} fields but the header has ${columns.count} columns` };
  }
  const value: Record<string, unknown> = { content: cells[columns.content] ?? '' };
  const key = columns.idempotencyKey === undefined ? undefined : cells[columns.idempotencyKey];
  if (key !== undefined && key !== '') value.idempotencyKey = key;
  // Object.fromEntries defines own properties, so no name can reach a prototype; the reserved
  // names are refused in the header anyway.
  const context = Object.fromEntries(
    columns.context.flatMap(({ index, name }) => {
      const cell = cells[index];
      return cell === undefined || cell === '' ? [] : [[name, cell]];
    }),
  );
  if (Object.keys(context).length > 0) value.context = context;
  return { row, value };
}

/**
 * Finds where a CSV breaks the quoting rules, for a message a person can act on. Only run after
 * fast-csv has rejected the text; lines are counted from 1 as editors do.
 */
export function locateQuoteError(text: string, delimiter = ','): { line: number; problem: 'unclosed' | 'after-quote' } | undefined {
  const separator = delimiter.charCodeAt(0);
  let line = 1;
  let i = 0;
  const n = text.length;
  const isBreak = (c: number) => c === 0x0a || c === 0x0d;
  const newline = (at: number): number => {
    // Counts one line break at `at` and returns the index after it (CRLF is one break).
    line++;
    return text.charCodeAt(at) === 0x0d && text.charCodeAt(at + 1) === 0x0a ? at + 2 : at + 1;
  };
  while (i < n) {
    // At the start of a field: skip spaces, then a quoted or an unquoted value.
    let j = i;
    while (j < n && (text.charCodeAt(j) === 0x20 || text.charCodeAt(j) === 0x09) && text.charCodeAt(j) !== separator) j++;
    if (text.charCodeAt(j) === 0x22) {
      const openedOn = line;
      j++;
      for (;;) {
        if (j >= n) return { line: openedOn, problem: 'unclosed' };
        const c = text.charCodeAt(j);
        if (c === 0x22) {
          if (text.charCodeAt(j + 1) === 0x22) j += 2;
          else break;
        } else if (isBreak(c)) j = newline(j);
        else j++;
      }
      j++; // past the closing quote
      while (j < n && (text.charCodeAt(j) === 0x20 || text.charCodeAt(j) === 0x09) && text.charCodeAt(j) !== separator) j++;
      if (j < n && text.charCodeAt(j) !== separator && !isBreak(text.charCodeAt(j))) return { line, problem: 'after-quote' };
    } else {
      while (j < n && text.charCodeAt(j) !== separator && !isBreak(text.charCodeAt(j))) j++;
    }
    if (j >= n) break;
    i = text.charCodeAt(j) === separator ? j + 1 : newline(j);
  }
  return undefined;
}

function syntaxFailure(text: string, delimiter: string): CsvFailure {
  const found = locateQuoteError(text, delimiter);
  if (found === undefined) return fail('The CSV could not be parsed');
  return fail(
    found.problem === 'unclosed'
      ? `The CSV could not be parsed: the quoted value starting on line ${found.line} is never closed`
      : `The CSV could not be parsed: unexpected text after a closing quote on line ${found.line}`,
  );
}

/**
 * Reads the data rows of a CSV text (already decoded, BOM removed). Never throws: a text that
 * cannot be read as CSV with a usable header gives a failure.
 */
export async function readCsvRows(text: string): Promise<CsvRows | CsvFailure> {
  const separator = chooseSeparator(text);
  if (!separator.ok) return fail(separator.error);
  const { delimiter } = separator;
  const parser = parse<string[], string[]>({ headers: false, ignoreEmpty: true, trim: false, delimiter });
  const rows: RowCandidate[] = [];
  let columns: Columns | undefined;
  let outcome: CsvRows | CsvFailure | undefined;
  let fedAtLastRow = 0;
  let fed = 0;

  const finish = (result: CsvRows | CsvFailure) => {
    if (outcome !== undefined) return;
    outcome = result;
    parser.destroy();
  };

  parser.on('data', (cells: string[]) => {
    if (outcome !== undefined) return;
    fedAtLastRow = fed;
    if (columns === undefined) {
      const header = readHeader(cells, delimiter);
      if ('error' in header) finish(header);
      else columns = header;
      return;
    }
    if (rows.length === MAX_ROWS_READ) {
      finish({ ok: true, rows, stoppedAfterRows: MAX_ROWS_READ });
      return;
    }
    rows.push(toCandidate(rows.length, cells, columns));
  });
  parser.on('error', () => finish(syntaxFailure(text, delimiter)));
  const closed = new Promise<void>((resolve) => parser.once('close', resolve));
  const ended = Promise.race([new Promise<void>((resolve) => parser.once('end', resolve)), closed]);

  for (let offset = 0; offset < text.length && outcome === undefined; offset += CHUNK_CHARACTERS) {
    const chunk = text.slice(offset, offset + CHUNK_CHARACTERS);
    // The callback runs once fast-csv has parsed the chunk and emitted its complete rows.
    // Racing 'close' guards against a callback that never comes once the parser is destroyed.
    await Promise.race([new Promise<void>((resolve) => parser.write(chunk, () => resolve())), closed]);
    fed = offset + chunk.length;
    await nextTurn(); // rows of the chunk are emitted by now
    if (outcome === undefined && fed - fedAtLastRow > MAX_ROW_CHARACTERS + CHUNK_CHARACTERS) {
      const unclosed = locateQuoteError(text, delimiter);
      finish(
        unclosed?.problem === 'unclosed'
          ? syntaxFailure(text, delimiter)
          : fail(`The CSV has a row longer than ${MAX_ROW_CHARACTERS} characters`),
      );
    }
  }
  if (outcome === undefined) {
    parser.end();
    await ended;
  }
  if (outcome !== undefined) return outcome;
  if (columns === undefined) return fail('The CSV file is empty: a header row with a content column is required');
  return { ok: true, rows };
}

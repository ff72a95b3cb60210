// Batch results as a file (issue 16; DECISIONS.md "Results files"): JSON Lines or CSV of every item
// matching the status filter, in `itemIndex` order, with the fields of the JSON page's `items`
// (render.ts renderItem, the one rendering of an item). Streamed: items are read a chunk at a time
// and written as they are read, so neither the rows nor the file are held in memory whole.
import { format as csvFormat } from 'fast-csv';
import { Readable, pipeline } from 'node:stream';
import type { components } from '../../generated/api-types.js';
import type { Db } from '../storage/db.js';
import { listItemsAfter, type ItemStatus } from '../storage/batches.js';
import { renderItem } from './render.js';

type BatchItem = components['schemas']['BatchItem'];

/** The media types of the file answers; JSON Lines is served as `application/x-ndjson` (ndjson.org). */
export const RESULTS_MEDIA_TYPES = { jsonl: 'application/x-ndjson', csv: 'text/csv' } as const;
export type ResultsFileFormat = keyof typeof RESULTS_MEDIA_TYPES;

/** The CSV columns: every BatchItem field, in the contract's order. */
export const CSV_COLUMNS = [
  'id',
  'itemIndex',
  'idempotencyKey',
  'content',
  'itemContext',
  'status',
  'verificationId',
  'verdict',
  'confidence',
  'decision',
  'costCents',
  'processingTimeMs',
  'errorMessage',
  'retryCount',
  'createdAt',
  'completedAt',
] as const satisfies readonly (keyof BatchItem)[];

/** Items read per query while streaming. */
const CHUNK = 100;

/**
 * The format the caller asked for: `format` wins; otherwise the best of `Accept` (`accepts` is
 * Koa's content negotiation over the offered types, JSON first so `*\/*` and no header give it).
 * Returns undefined for the JSON page.
 */
export function chooseResultsFormat(format: 'json' | ResultsFileFormat | undefined, accepts: (...types: string[]) => string | false): ResultsFileFormat | undefined {
  if (format !== undefined) return format === 'json' ? undefined : format;
  const best = accepts('application/json', RESULTS_MEDIA_TYPES.jsonl, RESULTS_MEDIA_TYPES.csv);
  if (best === RESULTS_MEDIA_TYPES.jsonl) return 'jsonl';
  if (best === RESULTS_MEDIA_TYPES.csv) return 'csv';
  return undefined;
}

/** Every matching item of the batch, rendered, read CHUNK rows at a time by position. */
async function* renderedItems(db: Db, batchId: string, status: ItemStatus | undefined): AsyncGenerator<BatchItem> {
  let after = -1;
  for (;;) {
    const rows = await listItemsAfter(db, batchId, { status }, after, CHUNK);
    for (const row of rows) yield renderItem(row);
    if (rows.length < CHUNK) return;
    after = rows.at(-1)!.itemIndex;
  }
}

// OWASP "CSV Injection": a spreadsheet runs a cell starting with = + - @ (or a tab or carriage
// return before one) as a formula. Such text cells get a leading apostrophe, which spreadsheets
// show as text and hide; fast-csv then quotes the cell as usual. Numbers are never guarded (none
// of ours is negative).
const FORMULA_START = /^[=+\-@\t\r]/;
const guardCell = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value);

/** One CSV row of an item: absent and null fields are empty cells; `itemContext` is its JSON text. */
export function csvRowOf(item: BatchItem): string[] {
  return CSV_COLUMNS.map((column) => {
    const value = item[column];
    if (value === undefined || value === null) return '';
    if (typeof value === 'object') return guardCell(JSON.stringify(value));
    return typeof value === 'string' ? guardCell(value) : String(value);
  });
}

/** The results file of a batch as a stream of its bytes. */
export function streamResults(db: Db, batchId: string, status: ItemStatus | undefined, format: ResultsFileFormat): Readable {
  if (format === 'jsonl') {
    return Readable.from(
      (async function* () {
        for await (const item of renderedItems(db, batchId, status)) yield `${JSON.stringify(item)}\n`;
      })(),
    );
  }
  const csv = csvFormat<string[], string[]>({ headers: [...CSV_COLUMNS], alwaysWriteHeaders: true, rowDelimiter: '\r\n', includeEndRowDelimiter: true });
  const rows = Readable.from(
    (async function* () {
      for await (const item of renderedItems(db, batchId, status)) yield csvRowOf(item);
    })(),
  );
  // pipeline destroys the CSV stream (and so the response) if reading fails midway.
  return pipeline(rows, csv, () => undefined);
}

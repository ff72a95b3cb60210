// Batch results as a file (issue 16; DECISIONS.md "Results files"): JSON Lines or CSV of every item
// matching the status filter, in `itemIndex` order, with the fields of the JSON page's `items`
// (render.ts renderItem, the one rendering of an item); the CSV adds three columns from each item's
// verification for people reading it in a spreadsheet (issue 25), and starts with a byte order
// mark when asked. Streamed: items are read a chunk at a time and written as they are read, so
// neither the rows nor the file are held in memory whole.
import { format as csvFormat } from 'fast-csv';
import { Readable, pipeline } from 'node:stream';
import type { components } from '../../generated/api-types.js';
import type { Db } from '../storage/db.js';
import { listItemsAfter, type ItemStatus } from '../storage/batches.js';
import { findVerificationFindings } from '../storage/verifications.js';
import type { MethodResult } from '../engine/index.js';
import { firstFalseStep } from '../verifications/render.js';
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

/**
 * The CSV's columns after the BatchItem fields (issue 25), from the item's verification: its
 * `reasoning`, and the text and `start` offset of the earliest statement a method found false
 * (verifications/render.ts firstFalseStep). Empty for items without a verification.
 */
export const CSV_FINDING_COLUMNS = ['reasoning', 'firstFalseStep', 'firstFalseStepStart'] as const;

/** What the finding columns are made of. */
interface Findings {
  reasoning: string | null;
  paradigmResults: unknown[] | null;
}

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

/**
 * Every matching item of the batch, rendered, read CHUNK rows at a time by position; with
 * `findings`, each with its verification's reasoning and method results (one query per chunk).
 */
async function* renderedItems(db: Db, batchId: string, status: ItemStatus | undefined, findings = false): AsyncGenerator<{ item: BatchItem; findings?: Findings }> {
  let after = -1;
  for (;;) {
    const rows = await listItemsAfter(db, batchId, { status }, after, CHUNK);
    const ids = findings ? rows.flatMap((row) => (row.verificationId ? [row.verificationId] : [])) : [];
    const byId = new Map((await findVerificationFindings(db, ids)).map((v) => [v.id, v]));
    for (const row of rows) {
      const found = row.verificationId ? byId.get(row.verificationId) : undefined;
      yield { item: renderItem(row), ...(found ? { findings: found } : {}) };
    }
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

/**
 * One CSV row of an item: absent and null fields are empty cells; `itemContext` is its JSON text;
 * then the finding columns (empty without findings or without a false step).
 */
export function csvRowOf(item: BatchItem, findings?: Findings): string[] {
  const cells = CSV_COLUMNS.map((column) => {
    const value = item[column];
    if (value === undefined || value === null) return '';
    if (typeof value === 'object') return guardCell(JSON.stringify(value));
    return typeof value === 'string' ? guardCell(value) : String(value);
  });
  const step = firstFalseStep(findings?.paradigmResults as MethodResult[] | null | undefined);
  return [...cells, guardCell(findings?.reasoning ?? ''), guardCell(step?.text ?? ''), step === undefined ? '' : String(step.start)];
}

/** How a results file is written. */
export interface ResultsFileOptions {
  /** CSV only: start with a UTF-8 byte order mark, which Excel needs to read the file as UTF-8 (issue 25). */
  bom?: boolean;
}

/** The results file of a batch as a stream of its bytes. */
export function streamResults(db: Db, batchId: string, status: ItemStatus | undefined, format: ResultsFileFormat, options: ResultsFileOptions = {}): Readable {
  if (format === 'jsonl') {
    return Readable.from(
      (async function* () {
        for await (const { item } of renderedItems(db, batchId, status)) yield `${JSON.stringify(item)}\n`;
      })(),
    );
  }
  const csv = csvFormat<string[], string[]>({
    headers: [...CSV_COLUMNS, ...CSV_FINDING_COLUMNS],
    alwaysWriteHeaders: true,
    rowDelimiter: '\r\n',
    includeEndRowDelimiter: true,
    writeBOM: options.bom === true,
  });
  const rows = Readable.from(
    (async function* () {
      for await (const { item, findings } of renderedItems(db, batchId, status, true)) yield csvRowOf(item, findings);
    })(),
  );
  // pipeline destroys the CSV stream (and so the response) if reading fails midway.
  return pipeline(rows, csv, () => undefined);
}

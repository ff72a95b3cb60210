// Turns an uploaded batch file into input items (spec 2.6, 2.8, 4.6; DECISIONS.md "Batches").
// Pure: no HTTP, no storage, no clock. The HTTP layer enforces the 10 MB limit while streaming
// (413 `payload_too_large`) and renders a failure as the 400 `{error, validationErrors,
// requestId}` body.
//
// - Invalid rows are skipped and listed in `validationErrors` (spec 4.6 rule 2).
// - More than 100 valid items: the first 100 are kept and `message` says how many were dropped
//   (spec 4.6 rule 3, DECISIONS.md "Truncation warning"). Rows are validated before truncation,
//   so a repeated idempotencyKey is reported even beyond the 100th item.
// - Each kept item keeps the number of its row in the file, which becomes its `itemIndex`: an
//   item and a row error never name the same row (DECISIONS.md "Row numbering", issue 25).
// - A file without a single valid item is a parse failure: there is nothing to make a batch of,
//   and a `fileId` for an empty batch could only fail later. The row errors are listed.
import { decodeUtf8 } from './decode-text.js';
import { readCsvRows } from './csv-input.js';
import { detectFormat, type FileFormat } from './detect-format.js';
import { readJsonRows } from './json-input.js';
import { validateRows, type NumberedItem, type RowError } from './validate-rows.js';

/** Items kept from one file (spec 8). */
export const MAX_ITEMS_PER_FILE = 100;
/** The upload limit (spec 8), 10 MiB; the HTTP layer should refuse larger bodies before parsing. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** A readable file: the items to keep, and what was skipped. */
export interface ParsedUpload {
  ok: true;
  format: FileFormat;
  /**
   * At most MAX_ITEMS_PER_FILE valid items, in file order, each with `row`: its zero-based
   * position among the file's rows (DECISIONS.md "Row numbering"), which becomes its `itemIndex`,
   * so skipped rows leave gaps and a row error and an item never share a number.
   */
  items: NumberedItem[];
  /** The rows skipped as invalid; empty when the file is clean. */
  validationErrors: RowError[];
  /** The number of valid items before truncation, when there were more than MAX_ITEMS_PER_FILE. */
  truncatedFrom?: number;
  /** The number of rows read when the file had more rows than are read (see MAX_ROWS_READ). */
  stoppedAfterRows?: number;
  /** A summary with warnings, for the `message` of the uploaded file record. */
  message: string;
}

/** A file that cannot be used (spec 4.6): the 400 body without `requestId`. */
export interface UploadParseFailure {
  ok: false;
  error: string;
  validationErrors: RowError[];
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function summarize(validCount: number, errorCount: number, stoppedAfterRows: number | undefined): string {
  const parts: string[] = [];
  if (validCount > MAX_ITEMS_PER_FILE) {
    const dropped = validCount - MAX_ITEMS_PER_FILE;
    parts.push(
      `Parsed ${validCount} valid items; kept the first ${MAX_ITEMS_PER_FILE} (limit ${MAX_ITEMS_PER_FILE} per file); ` +
        `${plural(dropped, 'item', 'items')} dropped.`,
    );
  } else {
    parts.push(`Parsed ${plural(validCount, 'item', 'items')}.`);
  }
  if (errorCount > 0) parts.push(`${plural(errorCount, 'row', 'rows')} had errors.`);
  if (stoppedAfterRows !== undefined) {
    parts.push(`Stopped reading after ${stoppedAfterRows} rows; the rest of the file was ignored.`);
  }
  return parts.join(' ');
}

/**
 * Parses an uploaded CSV or JSON batch file. Never throws: an unreadable file, or one without a
 * valid item, gives `{ ok: false, error, validationErrors }`.
 */
export async function parseBatchFile(input: {
  buffer: Uint8Array;
  fileName: string;
  format?: FileFormat;
}): Promise<ParsedUpload | UploadParseFailure> {
  const { buffer, fileName } = input;
  if (buffer.byteLength > MAX_UPLOAD_BYTES) {
    return { ok: false, error: 'The file is larger than 10 MB', validationErrors: [] };
  }
  const format = detectFormat({
    fileName,
    head: buffer.subarray(0, 1024),
    ...(input.format === undefined ? {} : { explicit: input.format }),
  });
  const text = decodeUtf8(buffer);
  if (text === undefined) return { ok: false, error: 'The file is not UTF-8 text', validationErrors: [] };

  const read = format === 'csv' ? await readCsvRows(text) : readJsonRows(text);
  if (!read.ok) return read;

  const { valid, errors } = validateRows(read.rows);
  if (valid.length === 0) {
    const error =
      read.rows.length === 0
        ? `The file has no items`
        : `No valid items: ${plural(errors.length, 'row has', 'rows have')} errors`;
    return { ok: false, error, validationErrors: errors };
  }

  const kept = valid.slice(0, MAX_ITEMS_PER_FILE).map(({ row, item }) => ({ ...item, row }));
  return {
    ok: true,
    format,
    items: kept,
    validationErrors: errors,
    ...(valid.length > MAX_ITEMS_PER_FILE ? { truncatedFrom: valid.length } : {}),
    ...(read.stoppedAfterRows === undefined ? {} : { stoppedAfterRows: read.stoppedAfterRows }),
    message: summarize(valid.length, errors.length, read.stoppedAfterRows),
  };
}

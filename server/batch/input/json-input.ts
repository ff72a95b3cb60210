// Reads the items of a JSON upload (spec 2.8): an array of input items, or an object with an
// `items` array. Each element is one row, numbered from 0 (DECISIONS.md "Row numbering"); the
// row rules live in validate-rows.ts.
//
// Bounds: nesting deeper than MAX_JSON_DEPTH is refused before JSON.parse, because later code
// that walks or serializes the value (validation, storage, JSON.stringify) recurses; at most
// MAX_ROWS_READ elements are read. JSON.parse itself defines `__proto__` as an own property, so
// parsing cannot pollute a prototype; such context keys are then refused by the row rules.
import { MAX_ROWS_READ, type RowCandidate, type RowError } from './validate-rows.js';

/** Arrays and objects nested deeper than this make the file unreadable. */
export const MAX_JSON_DEPTH = 64;
const MAX_PARSER_MESSAGE = 200;

/** The items of a JSON file, not yet checked against the row rules. */
export interface JsonRows {
  ok: true;
  rows: RowCandidate[];
  /** Set when the file holds more than MAX_ROWS_READ items: the rest was not read. */
  stoppedAfterRows?: number;
}

/** A JSON file that cannot be read at all (spec 4.6): the 400 body without `requestId`. */
export interface JsonFailure {
  ok: false;
  error: string;
  validationErrors: RowError[];
}

function fail(error: string): JsonFailure {
  return { ok: false, error, validationErrors: [] };
}

/** The deepest nesting of arrays and objects in a JSON text, ignoring brackets inside strings. */
export function nestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth++;
      if (depth > deepest) deepest = depth;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return deepest;
}

function isObjectWithItems(value: unknown): value is { items: unknown[] } {
  return typeof value === 'object' && value !== null && Object.hasOwn(value, 'items') && Array.isArray((value as { items: unknown }).items);
}

/** Reads the items of a JSON text (already decoded, BOM removed). Never throws. */
export function readJsonRows(text: string): JsonRows | JsonFailure {
  if (nestingDepth(text) > MAX_JSON_DEPTH) {
    return fail(`The JSON is nested more than ${MAX_JSON_DEPTH} levels deep`);
  }
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const short = reason.length > MAX_PARSER_MESSAGE ? `${reason.slice(0, MAX_PARSER_MESSAGE)}…` : reason;
    return fail(`The file is not valid JSON: ${short}`);
  }

  let items: unknown[];
  if (Array.isArray(document)) items = document;
  else if (isObjectWithItems(document)) items = document.items;
  else {
    return fail('The JSON must be an array of items or an object with an "items" array');
  }

  const read = items.length > MAX_ROWS_READ ? items.slice(0, MAX_ROWS_READ) : items;
  const rows: RowCandidate[] = read.map((value, row) => ({ row, value }));
  return items.length > MAX_ROWS_READ ? { ok: true, rows, stoppedAfterRows: MAX_ROWS_READ } : { ok: true, rows };
}

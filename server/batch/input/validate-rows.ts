// The row rules shared by CSV rows and JSON items (spec 2.7, 4.6 rule 2; DECISIONS.md "Batches").
// They restate the contract's InputItem schema (spec/batches.tsp, spec/common.tsp) so that a row
// of an uploaded file and an inline item of `POST /v1/batch` are judged alike:
// - lengths are counted in Unicode code points, as Ajv counts `minLength`/`maxLength`
//   (ajv/dist/runtime/ucs2length), so an emoji is one character on both paths;
// - content is kept byte for byte, but must have a visible character: whitespace-only or
//   zero-width content is refused, as by POST /v1/verify (issue 22);
// - an empty content is reported as `content is required`, like a missing one (spec 4.6 rule 2).
import type { components } from '../../../generated/api-types.js';
import { contentProblem, contextProblems, documentProblems, forbiddenContextKey } from '../../verifications/request-rules.js';

type ContractInputItem = components['schemas']['InputItem'];

/**
 * One item to verify (spec 2.7). The contract type, with `context` widened: openapi-typescript
 * renders the contract's `additionalProperties: {}` as `Record<string, never>`.
 */
export type InputItem = Omit<ContractInputItem, 'context'> & { context?: Record<string, unknown> };

/**
 * An item of an uploaded file with `row`, its zero-based position among the file's rows: the
 * batch item's `itemIndex` (DECISIONS.md "Row numbering"). Files stored before issue 25 have no
 * `row`; their items are numbered by position.
 */
export type NumberedItem = InputItem & { row?: number };

/** One rejected row: `row` is zero-based among the submitted items or CSV data rows. */
export type RowError = components['schemas']['RowError'];

/** A row as read from a file, before the rules: a value to check, or a structural error. */
export type RowCandidate = { row: number; value: unknown } | { row: number; error: string };

/** A row that passed the rules. */
export interface ValidRow {
  row: number;
  item: InputItem;
}

export const MAX_CONTENT_CHARACTERS = 50_000; // spec 8
export const MAX_IDEMPOTENCY_KEY_CHARACTERS = 255; // spec 8
export const MAX_CONTEXT_KEYS = 100; // contract: Context maxProperties
/** Rows read from one file at most; it also bounds `validationErrors` (contract maxItems). */
export const MAX_ROWS_READ = 100_000;

/** Counts Unicode code points the way Ajv's ucs2length does (a lone surrogate counts as one). */
export function countCharacters(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if ((next & 0xfc00) === 0xdc00) i++;
    }
    count++;
  }
  return count;
}

// Code points never outnumber UTF-16 code units, so short strings need no counting.
function isLongerThan(text: string, max: number): boolean {
  return text.length > max && countCharacters(text) > max;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Checks one row against the InputItem rules and returns a fresh item holding only the known
 * fields, or every problem of the row joined in one message.
 */
export function validateItem(value: unknown): { ok: true; item: InputItem } | { ok: false; error: string } {
  if (!isPlainObject(value)) return { ok: false, error: 'item must be an object' };
  const problems: string[] = [];

  const { content, context, idempotencyKey } = value;
  if (content === undefined || content === null || content === '') problems.push('content is required');
  else if (typeof content !== 'string') problems.push('content must be a string');
  else if (isLongerThan(content, MAX_CONTENT_CHARACTERS)) {
    problems.push(`content is longer than ${MAX_CONTENT_CHARACTERS} characters`);
  } else {
    const invisible = contentProblem(content);
    if (invisible) problems.push(`content ${invisible}`);
  }

  if (context !== undefined) {
    if (!isPlainObject(context)) problems.push('context must be an object');
    else {
      const keyCount = Object.keys(context).length;
      const forbidden = forbiddenContextKey(context);
      if (keyCount > MAX_CONTEXT_KEYS) problems.push(`context has ${keyCount} keys; at most ${MAX_CONTEXT_KEYS} are allowed`);
      if (forbidden !== undefined) problems.push(`context key "${forbidden}" is not allowed`);
      for (const p of contextProblems(context)) problems.push(`${p.field} ${p.message}`);
      for (const [field, message] of documentProblems(context)) problems.push(`context.${field} ${message}`);
    }
  }

  if (idempotencyKey !== undefined) {
    if (typeof idempotencyKey !== 'string') problems.push('idempotencyKey must be a string');
    else if (idempotencyKey === '') problems.push('idempotencyKey must not be empty');
    else if (isLongerThan(idempotencyKey, MAX_IDEMPOTENCY_KEY_CHARACTERS)) {
      problems.push(`idempotencyKey is longer than ${MAX_IDEMPOTENCY_KEY_CHARACTERS} characters`);
    }
  }

  if (problems.length > 0) return { ok: false, error: problems.join('; ') };
  const item: InputItem = { content: content as string };
  if (context !== undefined) item.context = context as Record<string, unknown>;
  if (idempotencyKey !== undefined) item.idempotencyKey = idempotencyKey as string;
  return { ok: true, item };
}

/**
 * Applies the row rules to every candidate, in order. A repeated `idempotencyKey` is an error on
 * the later row (DECISIONS.md "Item idempotency"); only valid rows claim a key, so a key first
 * seen on an invalid row does not reject a later, valid one.
 */
export function validateRows(candidates: Iterable<RowCandidate>): { valid: ValidRow[]; errors: RowError[] } {
  const valid: ValidRow[] = [];
  const errors: RowError[] = [];
  const rowOfKey = new Map<string, number>();
  for (const candidate of candidates) {
    if ('error' in candidate) {
      errors.push({ row: candidate.row, error: candidate.error });
      continue;
    }
    const checked = validateItem(candidate.value);
    if (!checked.ok) {
      errors.push({ row: candidate.row, error: checked.error });
      continue;
    }
    const key = checked.item.idempotencyKey;
    if (key !== undefined) {
      const firstRow = rowOfKey.get(key);
      if (firstRow !== undefined) {
        errors.push({ row: candidate.row, error: `idempotencyKey "${key}" is already used by row ${firstRow}` });
        continue;
      }
      rowOfKey.set(key, candidate.row);
    }
    valid.push({ row: candidate.row, item: checked.item });
  }
  return { valid, errors };
}

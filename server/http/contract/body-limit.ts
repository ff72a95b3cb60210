// The JSON body limit of each operation, sized from the contract's own limits (issue 16): a
// request the spec allows must never answer 413. The spec lets a batch hold 100 inline items of
// 50,000 characters each, far more than the 1 MB every JSON body used to be held to.
//
// The bound walks the operation's (dereferenced) request schema: a string with `maxLength` can
// take 4 bytes a character (ajv counts code points, and UTF-8 spends at most 4 bytes on one),
// an array `maxItems` of its items, an object its properties plus `maxProperties` of its
// additional ones. What the contract leaves unbounded (free-form `context`, numbers, the JSON
// punctuation) gets a fixed allowance. Content sent with JSON escapes (`\uXXXX`, 6 bytes a
// character) is not budgeted for: no client needs to escape what UTF-8 carries as it is.
//
// A field marked `x-verity-max-total-length` (`context.documents` and its short form
// `context.evidence`, issue 23) holds at most that many characters of text in all, wherever it
// appears in the body (a batch's context and every item's context share one budget; the request
// rules check it, server/verifications/request-rules.ts). Its budget is counted once per body, plus
// room for the punctuation and names of each element.
import type { Operation } from './document.js';

/** The least any JSON body may be (DECISIONS.md "Errors"); verify's bounded fields fit well inside it. */
export const JSON_BODY_FLOOR_BYTES = 1024 * 1024;
/** Room for what the contract does not bound (punctuation, numbers, keys, free-form context). */
const UNBOUNDED_ALLOWANCE_BYTES = 64 * 1024;
const BYTES_PER_CHARACTER = 4;

/** The extension naming a body-wide character budget (spec/common.tsp `Context`). */
export const TOTAL_LENGTH_EXTENSION = 'x-verity-max-total-length';
/** Punctuation and field names of one document (its id, title and url count in the budget). */
const PER_DOCUMENT_BYTES = 128;

interface SchemaLike {
  [TOTAL_LENGTH_EXTENSION]?: number;
  type?: string | string[];
  maxLength?: number;
  maxItems?: number;
  maxProperties?: number;
  items?: SchemaLike;
  properties?: Record<string, SchemaLike>;
  additionalProperties?: SchemaLike | boolean;
  allOf?: SchemaLike[];
  anyOf?: SchemaLike[];
  oneOf?: SchemaLike[];
}

/** The JSON request body schema of an operation, dereferenced by openapi-backend; undefined when it takes no JSON. */
export function jsonBodySchema(operation: Operation): SchemaLike | undefined {
  const body = operation.requestBody as { content?: Record<string, { schema?: SchemaLike }> } | undefined;
  return body?.content?.['application/json']?.schema;
}

/**
 * Bytes the bounded strings of `schema` can take at most; 0 for what is unbounded. A body-wide
 * budget (TOTAL_LENGTH_EXTENSION) is added once, at the top, whatever the number of places it
 * may appear in; inside the walk `budget` collects it.
 */
export function boundedBytes(schema: SchemaLike | undefined, seen: Set<SchemaLike> = new Set(), budget?: { chars: number }): number {
  if (!budget) {
    const top = { chars: 0 };
    return boundedBytes(schema, seen, top) + top.chars * BYTES_PER_CHARACTER;
  }
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return 0; // a recursive schema counts once
  const total = schema[TOTAL_LENGTH_EXTENSION];
  if (total !== undefined) {
    budget.chars = Math.max(budget.chars, total);
    return (schema.maxItems ?? 1) * PER_DOCUMENT_BYTES;
  }
  seen.add(schema);
  try {
    let bytes = 0;
    if (schema.maxLength !== undefined) bytes += schema.maxLength * BYTES_PER_CHARACTER + 2; // with its quotes
    if (schema.items) bytes += (schema.maxItems ?? 1) * boundedBytes(schema.items, seen, budget);
    for (const [name, property] of Object.entries(schema.properties ?? {})) bytes += name.length + boundedBytes(property, seen, budget);
    if (typeof schema.additionalProperties === 'object' && schema.maxProperties !== undefined) {
      bytes += schema.maxProperties * boundedBytes(schema.additionalProperties, seen, budget);
    }
    for (const part of schema.allOf ?? []) bytes += boundedBytes(part, seen, budget);
    const alternatives = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].map((s) => boundedBytes(s, seen, budget));
    return bytes + Math.max(0, ...alternatives);
  } finally {
    seen.delete(schema);
  }
}

/** The JSON body limit of `operation`: what its limits allow plus an allowance, and never under 1 MB. */
export function jsonBodyLimit(operation: Operation): number {
  return Math.max(JSON_BODY_FLOOR_BYTES, boundedBytes(jsonBodySchema(operation)) + UNBOUNDED_ALLOWANCE_BYTES);
}

/**
 * No body holds more JSON values (array entries and object members) than 1 MB of JSON can
 * (`[1,1,…]`): a larger limit buys room for long strings, never for more things to validate. A
 * batch body of a million tiny items would otherwise have the validator report a million errors.
 */
export const MAX_JSON_VALUES = JSON_BODY_FLOOR_BYTES / 2;

/** True when `value` holds more than `max` array entries and object members in all (stops counting there). */
export function hasMoreValuesThan(value: unknown, max: number = MAX_JSON_VALUES): boolean {
  let count = 0;
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next !== 'object' || next === null) continue;
    const children = Array.isArray(next) ? next : Object.values(next);
    count += children.length;
    if (count > max) return true;
    for (const child of children) if (typeof child === 'object' && child !== null) pending.push(child);
  }
  return false;
}

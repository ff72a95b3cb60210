// The one id generator (STYLE habit 11). DECISIONS.md "Identifiers": prefixed, time-sortable,
// opaque strings. The time-sortable part is a ULID (48-bit millisecond time + 80 random bits,
// Crockford base32) from the `ulid` package; its monotonic factory keeps ids created in the same
// millisecond in creation order, so `ORDER BY id` agrees with creation order.
import { randomUUID } from 'node:crypto';
import { monotonicFactory } from 'ulid';

export const ID_PREFIXES = {
  verification: 'ver',
  batch: 'bat',
  batchItem: 'itm',
  escalation: 'esc',
  organization: 'org',
  webhookEvent: 'evt',
  apiKey: 'key',
} as const;

export type IdKind = keyof typeof ID_PREFIXES;

const nextUlid = monotonicFactory();

/** Returns a new id such as `ver_01JD3Z8V5W2X9K7Q4M6N8P0R2T` for the given kind of resource. */
export function newId(kind: IdKind, at: Date = new Date()): string {
  return `${ID_PREFIXES[kind]}_${nextUlid(at.getTime())}`;
}

/** Returns a new `fileId`: spec 2.6 requires a UUID-shaped handle (DECISIONS.md: UUID v4). */
export function newFileId(): string {
  return randomUUID();
}

// The one id generator (STYLE habit 11). DECISIONS.md "Identifiers": prefixed, time-sortable,
// opaque strings. The time-sortable part is a ULID (48-bit millisecond time + 80 random bits,
// Crockford base32) from the `ulid` package; its monotonic factory keeps ids created in the same
// millisecond in creation order, so `ORDER BY id` agrees with creation order.
import { randomFillSync, randomUUID } from 'node:crypto';
import { monotonicFactory } from 'ulid';

export const ID_PREFIXES = {
  verification: 'ver',
  batch: 'bat',
  batchItem: 'itm',
  escalation: 'esc',
  organization: 'org',
  webhookEvent: 'evt',
  apiKey: 'key',
  /** `X-Request-Id` (spec 1, 4.1): not a stored resource, but the same kind of id. */
  request: 'req',
} as const;

export type IdKind = keyof typeof ID_PREFIXES;

// ulid's default random source calls crypto.getRandomValues once per character (16 calls per id):
// 6% of the main thread on GET requests, which each get a request id (issue 8). Drawing the
// bytes from a pool filled 4 KB at a time keeps them cryptographically random at one call per
// 256 ids. A byte / 256 is uniform over ulid's 32 characters (256 = 8 × 32).
const randomPool = Buffer.alloc(4096);
let randomAt = randomPool.length;
function pooledRandom(): number {
  if (randomAt === randomPool.length) {
    randomFillSync(randomPool);
    randomAt = 0;
  }
  return randomPool[randomAt++]! / 256;
}

const nextUlid = monotonicFactory(pooledRandom);

/**
 * Returns a new id such as `ver_01JD3Z8V5W2X9K7Q4M6N8P0R2T` for the given kind, created `at` (a
 * time from the caller's injected clock, so ids sort the way the clock's times do).
 */
export function newId(kind: IdKind, at: Date): string {
  return `${ID_PREFIXES[kind]}_${nextUlid(at.getTime())}`;
}

/** Returns a new `fileId`: spec 2.6 requires a UUID-shaped handle (DECISIONS.md: UUID v4). */
export function newFileId(): string {
  return randomUUID();
}

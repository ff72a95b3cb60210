// Data access for Idempotency-Key records (DECISIONS.md "Idempotency"). A key is claimed with an
// INSERT before the handler runs; the primary key (organization, operation, key) makes the claim
// atomic, so of two concurrent requests exactly one wins.
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from './db.js';
import { prepared } from './prepared.js';
import { idempotencyKeys } from './schema.js';

export type IdempotencyRecord = typeof idempotencyKeys.$inferSelect;

export interface IdempotencyScope {
  organizationId: string;
  operation: string;
  key: string;
}

const matches = (s: IdempotencyScope) =>
  and(
    eq(idempotencyKeys.organizationId, s.organizationId),
    eq(idempotencyKeys.operation, s.operation),
    eq(idempotencyKeys.key, s.key),
  );

/**
 * Claims the key for a new request. Returns `{claimed: true}` when this request owns the key now,
 * else the existing record. An expired record is replaced as if it did not exist.
 */
export function claimIdempotencyKey(
  db: Db,
  scope: IdempotencyScope,
  claim: { fingerprint: string; createdAt: string; expiresAt: string },
): { claimed: true } | { claimed: false; existing: IdempotencyRecord } {
  return db.transaction((tx) => {
    deleteExpiredKey(tx).run({ ...scope, now: claim.createdAt });
    const inserted = insertKey(tx).run({ ...scope, ...claim });
    if (inserted.changes === 1) return { claimed: true as const };
    const existing = keyRecord(tx).get({ ...scope });
    if (!existing) throw new Error('idempotency record vanished inside a transaction');
    return { claimed: false as const, existing };
  });
}

/** Stores the response of the request that claimed the key, for replay. */
export function completeIdempotencyKey(
  db: Db,
  scope: IdempotencyScope,
  response: { statusCode: number; body: string; headers: Record<string, string> },
): void {
  // responseHeaders is a JSON column: a placeholder inside sql`` is bound as given, so it is stringified here.
  completeKey(db).run({ ...scope, statusCode: response.statusCode, responseBody: response.body, responseHeaders: JSON.stringify(response.headers) });
}

// Every creating POST with an Idempotency-Key runs these (issue 8: built and prepared once).
const scopePlaceholders = {
  organizationId: sql.placeholder('organizationId'),
  operation: sql.placeholder('operation'),
  key: sql.placeholder('key'),
};
const matchesPlaceholders = matches(scopePlaceholders as unknown as IdempotencyScope);
const deleteExpiredKey = prepared((db) =>
  db
    .delete(idempotencyKeys)
    .where(and(matchesPlaceholders, lte(idempotencyKeys.expiresAt, sql.placeholder('now'))))
    .prepare(),
);
const insertKey = prepared((db) =>
  db
    .insert(idempotencyKeys)
    .values({
      ...scopePlaceholders,
      fingerprint: sql.placeholder('fingerprint'),
      createdAt: sql.placeholder('createdAt'),
      expiresAt: sql.placeholder('expiresAt'),
      state: 'in_flight',
    })
    .onConflictDoNothing()
    .prepare(),
);
const keyRecord = prepared((db) => db.select().from(idempotencyKeys).where(matchesPlaceholders).prepare());
const completeKey = prepared((db) =>
  db
    .update(idempotencyKeys)
    .set({
      state: 'done',
      statusCode: sql`${sql.placeholder('statusCode')}`,
      responseBody: sql`${sql.placeholder('responseBody')}`,
      responseHeaders: sql`${sql.placeholder('responseHeaders')}`,
    })
    .where(matchesPlaceholders)
    .prepare(),
);

/** Forgets a claim whose request failed on our side, so the client may retry with the same key. */
export function releaseIdempotencyKey(db: Db, scope: IdempotencyScope): void {
  db.delete(idempotencyKeys).where(and(matches(scope), eq(idempotencyKeys.state, 'in_flight'))).run();
}

/** Deletes records whose 24-hour window has passed; returns how many. */
export function purgeExpiredIdempotencyKeys(db: Db, now: string): number {
  return db.delete(idempotencyKeys).where(lte(idempotencyKeys.expiresAt, now)).run().changes;
}

/**
 * Deletes every `in_flight` claim. Called at start-up: no request can be running before the server
 * listens, so such claims were left by a crash and would otherwise answer 409 for 24 hours.
 */
export function releaseAllInFlightKeys(db: Db): number {
  return db.delete(idempotencyKeys).where(eq(idempotencyKeys.state, 'in_flight')).run().changes;
}

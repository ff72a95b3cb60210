// Data access for Idempotency-Key records (DECISIONS.md "Idempotency"). A key is claimed with an
// INSERT before the handler runs; the primary key (organization, operation, key) makes the claim
// atomic, so of two concurrent requests exactly one wins.
import { and, eq, lte } from 'drizzle-orm';
import type { Db } from './db.js';
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
    tx.delete(idempotencyKeys).where(and(matches(scope), lte(idempotencyKeys.expiresAt, claim.createdAt))).run();
    const inserted = tx
      .insert(idempotencyKeys)
      .values({ ...scope, ...claim, state: 'in_flight' })
      .onConflictDoNothing()
      .run();
    if (inserted.changes === 1) return { claimed: true as const };
    const existing = tx.select().from(idempotencyKeys).where(matches(scope)).get();
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
  db.update(idempotencyKeys)
    .set({ state: 'done', statusCode: response.statusCode, responseBody: response.body, responseHeaders: response.headers })
    .where(matches(scope))
    .run();
}

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

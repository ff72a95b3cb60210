// Data access for Idempotency-Key records (DECISIONS.md "Idempotency"). A key is claimed with an
// INSERT before the handler runs; the primary key (organization, operation, key) makes the claim
// atomic, so of two concurrent requests exactly one wins.
import { and, eq, lte, or, sql } from 'drizzle-orm';
import { first, type Db } from './db.js';
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
 * else the existing record. An expired record is replaced as if it did not exist, and so is a claim
 * still in flight since before `staleBefore`: its process died (DECISIONS.md "Idempotency": with
 * several processes on one database no process may release another's claims at start-up).
 */
export async function claimIdempotencyKey(
  db: Db,
  scope: IdempotencyScope,
  claim: { fingerprint: string; createdAt: string; expiresAt: string; staleBefore: string },
): Promise<{ claimed: true } | { claimed: false; existing: IdempotencyRecord }> {
  const { staleBefore, ...row } = claim;
  return db.transaction(async (tx) => {
    await deleteExpiredKey(tx).execute({ ...scope, now: claim.createdAt, staleBefore });
    // Of two concurrent claims one inserts; the other's insert waits for it and then does nothing.
    const inserted = await insertKey(tx).execute({ ...scope, ...row });
    if (inserted.length === 1) return { claimed: true as const };
    const existing = await first(keyRecord(tx).execute({ ...scope }));
    if (!existing) throw new Error('idempotency record vanished inside a transaction');
    return { claimed: false as const, existing };
  });
}

/** Stores the response of the request that claimed the key, for replay. */
export async function completeIdempotencyKey(
  db: Db,
  scope: IdempotencyScope,
  response: { statusCode: number; body: string; headers: Record<string, string> },
): Promise<void> {
  await completeKey(db).execute({ ...scope, statusCode: response.statusCode, responseBody: response.body, responseHeaders: JSON.stringify(response.headers) });
}

const scopePlaceholders = {
  organizationId: sql.placeholder('organizationId'),
  operation: sql.placeholder('operation'),
  key: sql.placeholder('key'),
};
const matchesPlaceholders = matches(scopePlaceholders as unknown as IdempotencyScope);
const deleteExpiredKey = prepared((db) =>
  db
    .delete(idempotencyKeys)
    .where(
      and(
        matchesPlaceholders,
        or(
          lte(idempotencyKeys.expiresAt, sql.placeholder('now')),
          and(eq(idempotencyKeys.state, 'in_flight'), lte(idempotencyKeys.createdAt, sql.placeholder('staleBefore'))),
        ),
      ),
    ),
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
    .returning({ key: idempotencyKeys.key }),
);
const keyRecord = prepared((db) => db.select().from(idempotencyKeys).where(matchesPlaceholders));
const completeKey = prepared((db) =>
  db
    .update(idempotencyKeys)
    .set({
      state: 'done',
      statusCode: sql`${sql.placeholder('statusCode')}`,
      responseBody: sql`${sql.placeholder('responseBody')}`,
      responseHeaders: sql`${sql.placeholder('responseHeaders')}`,
    })
    .where(matchesPlaceholders),
);

/** Forgets a claim whose request failed on our side, so the client may retry with the same key. */
export async function releaseIdempotencyKey(db: Db, scope: IdempotencyScope): Promise<void> {
  await db.delete(idempotencyKeys).where(and(matches(scope), eq(idempotencyKeys.state, 'in_flight')));
}

/** Deletes records whose 24-hour window has passed; returns how many. */
export async function purgeExpiredIdempotencyKeys(db: Db, now: string): Promise<number> {
  return (await db.delete(idempotencyKeys).where(lte(idempotencyKeys.expiresAt, now)).returning({ key: idempotencyKeys.key })).length;
}

/**
 * Deletes every `in_flight` claim. Called at start-up on SQLite, where one server process owns the
 * file: no request can be running before it listens, so such claims were left by a crash and
 * would otherwise answer 409 until they go stale. On PostgreSQL other processes may be serving
 * them; there, stale claims are replaced at the next claim (claimIdempotencyKey).
 */
export async function releaseAllInFlightKeys(db: Db): Promise<number> {
  return (await db.delete(idempotencyKeys).where(eq(idempotencyKeys.state, 'in_flight')).returning({ key: idempotencyKeys.key })).length;
}

// The Idempotency-Key policy (DECISIONS.md "Idempotency") over the storage port: keys live 24 hours
// per organization and operation; a key is claimed before the request runs, and a claim left in
// flight longer than any request can run belongs to a process that died (several processes share
// the keys on PostgreSQL), so it is replaced instead of answering 409 until the key expires.
import type { Clock } from '../clock.js';
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  releaseIdempotencyKey,
  type IdempotencyRecord,
  type IdempotencyScope,
} from '../storage/idempotency.js';
import type { Db } from '../storage/db.js';

export type { IdempotencyRecord, IdempotencyScope };

export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;
/**
 * A claim in flight this long is abandoned: longer than the longest request (a synchronous
 * verification with the 300-second timeout and its retries), so a live request never loses its key.
 */
export const IN_FLIGHT_STALE_MS = 15 * 60 * 1000;

/** Claims `scope` for a request with this body fingerprint; else returns the record that holds it. */
export function claimKey(db: Db, clock: Clock, scope: IdempotencyScope, fingerprint: string) {
  const now = clock.now();
  return claimIdempotencyKey(db, scope, {
    fingerprint,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + IDEMPOTENCY_WINDOW_MS).toISOString(),
    staleBefore: new Date(now.getTime() - IN_FLIGHT_STALE_MS).toISOString(),
  });
}

/** Stores the response for replay. */
export const completeKey = completeIdempotencyKey;
/** Forgets a claim whose request failed on our side, so the client may retry with the same key. */
export const releaseKey = releaseIdempotencyKey;

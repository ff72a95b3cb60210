// API keys (DECISIONS.md "Keys"): `vrt_live_<random>`, shown once, stored as SHA-256, compared in
// constant time. The first 8 random characters form a public prefix that is stored in clear to
// find candidate rows; the hash comparison then decides, so timing reveals nothing of the secret.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../clock.js';
import { isDatabaseUnavailable } from '../errors.js';
import { newId } from '../ids.js';
import { findKeysByPrefix, insertApiKey, type ApiKeyRecord } from '../storage/api-keys.js';
import type { Db } from '../storage/db.js';
import type { Organization } from '../storage/organizations.js';

export const KEY_PREFIX = 'vrt_live_';
const PUBLIC_CHARS = 8;
// 32 bytes of randomness, base64url: 43 characters after the prefix.
const KEY_PATTERN = /^vrt_live_[A-Za-z0-9_-]{43}$/;

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** The public, displayable start of a key (`vrt_live_` + 8 characters). */
export function publicPrefixOf(key: string): string {
  return key.slice(0, KEY_PREFIX.length + PUBLIC_CHARS);
}

/** Creates and stores a new key for the organization; the returned `apiKey` is the only copy. */
export async function createApiKey(db: Db, clock: Clock, organizationId: string): Promise<{ apiKey: string; record: ApiKeyRecord }> {
  const apiKey = KEY_PREFIX + randomBytes(32).toString('base64url');
  const record = await insertApiKey(db, {
    id: newId('apiKey', clock.now()),
    organizationId,
    prefix: publicPrefixOf(apiKey),
    keyHash: hashApiKey(apiKey),
    createdAt: clock.now().toISOString(),
  });
  return { apiKey, record };
}

/** Returns the organization and key record for a presented key, or null when it is malformed, unknown or revoked. */
export async function authenticateApiKey(db: Db, presented: string): Promise<{ organization: Organization; key: ApiKeyRecord } | null> {
  if (!KEY_PATTERN.test(presented)) return null;
  const presentedHash = Buffer.from(hashApiKey(presented), 'hex');
  for (const candidate of await findKeysByPrefix(db, publicPrefixOf(presented))) {
    const storedHash = Buffer.from(candidate.key.keyHash, 'hex');
    if (storedHash.length === presentedHash.length && timingSafeEqual(storedHash, presentedHash)) {
      return candidate.key.revokedAt === null ? candidate : null;
    }
  }
  return null;
}

export type KeyAuthenticator = (presented: string) => Promise<{ organization: Organization; key: ApiKeyRecord } | null>;

/** Keys remembered for a database outage; the oldest is forgotten beyond this. */
const LAST_KNOWN_KEYS = 1_000;

/**
 * authenticateApiKey with a fallback for a database outage ("stale if error", RFC 5861's idea):
 * every request asks the database, so a revoked key stops at once; only when the database cannot
 * be reached is a key answered from the last successful check of it, so that GET /v1/status can
 * still say `degraded` (every other operation needs the database and answers 503 anyway).
 */
export function createKeyAuthenticator(db: Db): KeyAuthenticator {
  const lastKnown = new Map<string, { organization: Organization; key: ApiKeyRecord }>();
  return async (presented) => {
    try {
      const found = await authenticateApiKey(db, presented);
      // Keyed by the stored hash, which a match proves equal to the presented key's: no second
      // SHA-256 on the hot path; only a failed check (a revoked key to forget) hashes again.
      if (found) {
        lastKnown.delete(found.key.keyHash);
        if (lastKnown.size >= LAST_KNOWN_KEYS) lastKnown.delete(lastKnown.keys().next().value!);
        lastKnown.set(found.key.keyHash, found);
      } else if (lastKnown.size > 0) {
        lastKnown.delete(hashApiKey(presented));
      }
      return found;
    } catch (err) {
      const known = isDatabaseUnavailable(err) ? lastKnown.get(hashApiKey(presented)) : undefined;
      if (!known) throw err;
      return known;
    }
  };
}

// API keys (DECISIONS.md "Keys"): `vrt_live_<random>`, shown once, stored as SHA-256, compared in
// constant time. The first 8 random characters form a public prefix that is stored in clear to
// find candidate rows; the hash comparison then decides, so timing reveals nothing of the secret.
import { hash as hashOnce, randomBytes, timingSafeEqual } from 'node:crypto';
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
  // The one-shot hash (Node 20.12): the same digest without a Hash object, about a third of the
  // time of createHash().update().digest(), which every authenticated request paid (issue 24).
  return hashOnce('sha256', key, 'hex');
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
  return KEY_PATTERN.test(presented) ? findByHash(db, presented, hashApiKey(presented)) : null;
}

async function findByHash(db: Db, presented: string, hash: string): Promise<{ organization: Organization; key: ApiKeyRecord } | null> {
  const presentedHash = Buffer.from(hash, 'hex');
  for (const candidate of await findKeysByPrefix(db, publicPrefixOf(presented))) {
    const storedHash = Buffer.from(candidate.key.keyHash, 'hex');
    if (storedHash.length === presentedHash.length && timingSafeEqual(storedHash, presentedHash)) {
      return candidate.key.revokedAt === null ? candidate : null;
    }
  }
  return null;
}

export type KeyAuthenticator = (presented: string) => Promise<{ organization: Organization; key: ApiKeyRecord } | null>;

/**
 * How long a key's check is trusted (DECISIONS.md "Keys"): a key revoked, or an organization's
 * plan or limits changed, takes effect within this time on every process.
 */
export const KEY_CACHE_TTL_MS = 5_000;
/** Keys remembered at most; the least recently checked is forgotten beyond it. */
const KEY_CACHE_SIZE = 1_000;

/**
 * authenticateApiKey behind a small cache: a valid key is checked against the database at most
 * once per KEY_CACHE_TTL_MS, so a request does not read the key and its organization each time
 * (issue 17). Unknown and revoked keys are never cached: a new key works at once. While the
 * database cannot be reached, a key past its time is answered from its last check ("stale if
 * error", RFC 5861's idea), so GET /v1/status can still say `degraded`.
 */
export function createKeyAuthenticator(db: Db, clock: Clock): KeyAuthenticator {
  // Keyed by the key's SHA-256, never by the key itself; a Map keeps insertion order, so the
  // first entry is the least recently refreshed.
  const cache = new Map<string, { found: { organization: Organization; key: ApiKeyRecord }; until: number }>();
  return async (presented) => {
    if (!KEY_PATTERN.test(presented)) return null;
    const hash = hashApiKey(presented);
    const now = clock.now().getTime();
    const cached = cache.get(hash);
    if (cached !== undefined && cached.until > now) return cached.found;
    let found;
    try {
      found = await findByHash(db, presented, hash);
    } catch (err) {
      if (cached !== undefined && isDatabaseUnavailable(err)) return cached.found;
      throw err;
    }
    cache.delete(hash);
    if (found) {
      if (cache.size >= KEY_CACHE_SIZE) cache.delete(cache.keys().next().value!);
      cache.set(hash, { found, until: now + KEY_CACHE_TTL_MS });
    }
    return found;
  };
}

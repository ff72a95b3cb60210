// Data access for API keys. Only hashes are stored; the key itself is shown once at creation.
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import { first, type Db } from './db.js';
import { prepared } from './prepared.js';
import type { Organization } from './organizations.js';
import { apiKeys, organizations } from './schema.js';

export type ApiKeyRecord = typeof apiKeys.$inferSelect;

export async function insertApiKey(db: Db, record: typeof apiKeys.$inferInsert): Promise<ApiKeyRecord> {
  return (await first(db.insert(apiKeys).values(record).returning()))!;
}

/** Returns the keys (revoked ones too) whose public prefix is `prefix`, each with its organization. */
export function findKeysByPrefix(db: Db, prefix: string): Promise<Array<{ key: ApiKeyRecord; organization: Organization }>> {
  return keysByPrefix(db).execute({ prefix });
}

// Every authenticated request runs it (issue 8: built and prepared once).
const keysByPrefix = prepared((db) =>
  db
    .select({ key: apiKeys, organization: organizations })
    .from(apiKeys)
    .innerJoin(organizations, eq(apiKeys.organizationId, organizations.id))
    .where(eq(apiKeys.prefix, sql.placeholder('prefix'))),
);

export function listApiKeys(db: Db, organizationId: string): Promise<ApiKeyRecord[]> {
  return db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.organizationId, organizationId))
    .orderBy(asc(apiKeys.createdAt), asc(apiKeys.id));
}

/**
 * Revokes the active keys whose id or public prefix is `idOrPrefix`; returns the revoked keys.
 * Revocation takes effect on the next request (keys are checked on every request).
 */
export function revokeApiKeys(db: Db, idOrPrefix: string, revokedAt: string): Promise<ApiKeyRecord[]> {
  return db
    .update(apiKeys)
    .set({ revokedAt })
    .where(and(or(eq(apiKeys.id, idOrPrefix), eq(apiKeys.prefix, idOrPrefix)), isNull(apiKeys.revokedAt)))
    .returning();
}

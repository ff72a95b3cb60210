// Data access for organizations. Storage knows no HTTP (STYLE habit 10).
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from './db.js';
import { organizations } from './schema.js';

export type Organization = typeof organizations.$inferSelect;
export type NewOrganization = typeof organizations.$inferInsert;

export function insertOrganization(db: Db, org: NewOrganization): Organization {
  return db.insert(organizations).values(org).returning().get();
}

export function findOrganization(db: Db, id: string): Organization | undefined {
  return db.select().from(organizations).where(eq(organizations.id, id)).get();
}

/** Returns every organization, oldest first. */
export function listOrganizations(db: Db): Organization[] {
  return db.select().from(organizations).orderBy(asc(organizations.createdAt), asc(organizations.id)).all();
}

export function countOrganizations(db: Db): number {
  return db.select({ n: sql<number>`count(*)` }).from(organizations).get()?.n ?? 0;
}

/** Changes the plan or the per-organization limits; `null` restores the plan default. */
export function updateOrganization(
  db: Db,
  id: string,
  changes: Partial<Pick<Organization, 'name' | 'plan' | 'monthlyLimit' | 'rateLimit' | 'webhookSecret'>>,
): Organization | undefined {
  return db.update(organizations).set(changes).where(eq(organizations.id, id)).returning().get();
}

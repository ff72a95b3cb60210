// Data access for organizations. Storage knows no HTTP (STYLE habit 10).
import { asc, count, eq } from 'drizzle-orm';
import { first, type Db } from './db.js';
import { organizations } from './schema.js';

export type Organization = typeof organizations.$inferSelect;
export type NewOrganization = typeof organizations.$inferInsert;

export async function insertOrganization(db: Db, org: NewOrganization): Promise<Organization> {
  return (await first(db.insert(organizations).values(org).returning()))!;
}

export function findOrganization(db: Db, id: string): Promise<Organization | undefined> {
  return first(db.select().from(organizations).where(eq(organizations.id, id)));
}

/** Returns every organization, oldest first. */
export function listOrganizations(db: Db): Promise<Organization[]> {
  return db.select().from(organizations).orderBy(asc(organizations.createdAt), asc(organizations.id));
}

export async function countOrganizations(db: Db): Promise<number> {
  return (await first(db.select({ n: count() }).from(organizations)))?.n ?? 0;
}

/** Changes the plan, the per-organization limits (`null` restores the plan default) or the escalation default. */
export function updateOrganization(
  db: Db,
  id: string,
  changes: Partial<Pick<Organization, 'name' | 'plan' | 'monthlyLimit' | 'rateLimit' | 'webhookSecret' | 'escalationDefault'>>,
): Promise<Organization | undefined> {
  return first(db.update(organizations).set(changes).where(eq(organizations.id, id)).returning());
}

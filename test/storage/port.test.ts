// The storage port (server/storage/db.ts `Db`, issue 24): the builder calls it offers run on both
// back ends, and what it leaves out is what PostgreSQL's builders lack, so a SQLite-only call is a
// compile error. `npm test` type-checks this file first (`npm run typecheck`): each
// `@ts-expect-error` below fails the run if the call it marks ever compiles.
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { first, sqliteOnly, type Db } from '../../server/storage/db.js';
import { prepared } from '../../server/storage/prepared.js';
import { organizations } from '../../server/storage/schema.js';
import { BACKENDS, openTestDatabase, type TestDatabase } from '../helpers/database.js';

const row = (id: string) => ({ id, name: `Org ${id}`, plan: 'pro' as const, webhookSecret: 'whsec_x', createdAt: '2026-01-01T00:00:00.000Z' });

/** Never called: it exists to be type-checked. */
export function sqliteOnlyCallsDoNotCompile(db: Db): unknown[] {
  const byId = eq(organizations.id, 'org_1');
  return [
    // @ts-expect-error SQLite's driver only
    db.select().from(organizations).get(),
    // @ts-expect-error SQLite's driver only
    db.select({ id: organizations.id }).from(organizations).where(byId).orderBy(organizations.id).all(),
    // @ts-expect-error SQLite's driver only
    db.select().from(organizations).limit(1).values(),
    // @ts-expect-error SQLite's driver only
    db.insert(organizations).values(row('org_1')).run(),
    // @ts-expect-error the conflict clause does not bring the full builder back
    db.insert(organizations).values(row('org_1')).onConflictDoNothing().run(),
    // @ts-expect-error SQLite's driver only
    db.insert(organizations).values(row('org_1')).returning().get(),
    // @ts-expect-error SQLite's driver only
    db.update(organizations).set({ name: 'x' }).where(byId).run(),
    // @ts-expect-error SQLite's driver only
    db.update(organizations).set({ name: 'x' }).returning().all(),
    // @ts-expect-error SQLite's driver only
    db.delete(organizations).where(byId).run(),
    // @ts-expect-error UPDATE … ORDER BY … LIMIT: SQLite only
    db.update(organizations).set({ name: 'x' }).orderBy(organizations.id).limit(1),
    // @ts-expect-error DELETE … LIMIT: SQLite only
    db.delete(organizations).where(byId).limit(1),
    // @ts-expect-error prepared.ts prepares statements
    db.select().from(organizations).prepare(),
    // @ts-expect-error it would hand back the full builder
    db.select().from(organizations).$dynamic(),
    // @ts-expect-error raw statements: SQLite's `db.run(sql)`, PostgreSQL's `db.execute(sql)`
    db.run(sql`SELECT 1`),
    // @ts-expect-error raw statements
    db.all(sql`SELECT 1`),
    // @ts-expect-error a prepared statement answers `execute()` only
    prepared((d) => d.select().from(organizations))(db).get(),
  ];
}

describe.each(BACKENDS)('the storage port (%s)', (backend) => {
  let t: TestDatabase;
  beforeEach(async () => {
    t = await openTestDatabase({ backend });
  });
  afterEach(() => t.close());

  it('selects, inserts (with a conflict clause), updates and deletes with returning', async () => {
    expect(await t.db.insert(organizations).values(row('org_a')).onConflictDoNothing().returning({ id: organizations.id })).toEqual([{ id: 'org_a' }]);
    expect(await t.db.insert(organizations).values(row('org_a')).onConflictDoNothing().returning({ id: organizations.id })).toEqual([]);
    await t.db
      .insert(organizations)
      .values(row('org_a'))
      .onConflictDoUpdate({ target: organizations.id, set: { name: 'Renamed' } });
    expect(await first(t.db.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, 'org_a')))).toEqual({ name: 'Renamed' });
    expect(await t.db.update(organizations).set({ plan: 'free' }).where(eq(organizations.id, 'org_a')).returning({ plan: organizations.plan })).toEqual([{ plan: 'free' }]);
    expect(await t.db.delete(organizations).where(eq(organizations.id, 'org_a')).returning({ id: organizations.id })).toEqual([{ id: 'org_a' }]);
    expect(await t.db.select().from(organizations)).toEqual([]);
  });

  it('commits a transaction, and rolls back one that throws', async () => {
    await t.db.transaction(async (tx) => {
      await tx.insert(organizations).values(row('org_kept'));
    });
    await expect(
      t.db.transaction(async (tx) => {
        await tx.insert(organizations).values(row('org_gone'));
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect((await t.db.select({ id: organizations.id }).from(organizations)).map((r) => r.id)).toEqual(['org_kept']);
  });

  it('runs a prepared statement with its placeholders, answering what awaiting the query would', async () => {
    await t.db.insert(organizations).values([row('org_1'), row('org_2')]);
    const named = prepared((db) => db.select({ id: organizations.id }).from(organizations).where(eq(organizations.name, sql.placeholder('name'))));
    expect(await named(t.db).execute({ name: 'Org org_2' })).toEqual([{ id: 'org_2' }]);
    expect(named(t.db).getQuery().sql).toMatch(/^select/i);
  });

  it('hides only what this back end lacks or what differs: PostgreSQL builders have no get/all/run', () => {
    const query = t.db.select().from(organizations) as unknown as Record<string, unknown>;
    const sqliteOnlyMethods = ['get', 'all', 'run', 'values'].filter((m) => typeof query[m] === 'function');
    expect(sqliteOnlyMethods).toEqual(backend === 'sqlite' ? ['get', 'all', 'run', 'values'] : []);
    expect(typeof query['execute']).toBe('function');
    if (backend === 'postgres') expect(() => sqliteOnly(t.db)).toThrow(TypeError);
    else expect(sqliteOnly(t.db)).toBe(t.db);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { first } from '../../server/storage/db.js';
import { fixedLimit, prepared, preparedVariants } from '../../server/storage/prepared.js';
import { cachedVerification } from '../../server/storage/verifications.js';
import { organizations } from '../../server/storage/schema.js';
import { openTestDatabase, type TestDatabase } from '../helpers/database.js';

const opened: TestDatabase[] = [];
// SQLite only: on PostgreSQL a transaction has a session (a connection) of its own, and the cache
// keeps its statements apart from the database's.
const open = async () => {
  const t = await openTestDatabase();
  opened.push(t);
  return t;
};
afterEach(async () => {
  await Promise.all(opened.splice(0).map((t) => t.close()));
});

const orgName = prepared((db) =>
  db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, sql.placeholder('id'))),
);
const nameOf = (statement: ReturnType<typeof orgName>, id: string) => first(statement.execute({ id }));

describe('prepared statements', () => {
  it('builds a statement once per database and reuses it', async () => {
    const a = await open();
    const b = await open();
    expect(orgName(a.db)).toBe(orgName(a.db));
    expect(orgName(a.db)).not.toBe(orgName(b.db));
    const org = (await a.createOrg()).organization;
    expect((await nameOf(orgName(a.db), org.id))?.name).toBe(org.name);
    expect(await nameOf(orgName(b.db), org.id)).toBeUndefined();
  });

  it('keeps one statement for the transactions of a database, beside the one of the database; a rollback undoes its writes', async () => {
    const t = await open();
    const org = (await t.createOrg()).organization;
    const rename = prepared((db) =>
      db
        .update(organizations)
        .set({ name: sql`${sql.placeholder('name')}` })
        .where(eq(organizations.id, sql.placeholder('id'))),
    );
    await expect(
      t.db.transaction(async (tx) => {
        // Transactions get their own statements: the database's wait while a transaction is open.
        expect(rename(tx)).toBe(rename(tx));
        expect(rename(tx)).not.toBe(rename(t.db));
        await rename(tx).execute({ id: org.id, name: 'Renamed' });
        expect((await nameOf(orgName(tx), org.id))?.name).toBe('Renamed');
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect((await nameOf(orgName(t.db), org.id))?.name).toBe(org.name);
  });

  it('keeps one statement per variant', async () => {
    const t = await open();
    const org = (await t.createOrg()).organization;
    let built = 0;
    const byVariant = preparedVariants((db, column: 'name' | 'plan') => {
      built++;
      return db.select({ value: organizations[column] }).from(organizations).where(eq(organizations.id, sql.placeholder('id')));
    });
    expect(byVariant(t.db, 'name')).toBe(byVariant(t.db, 'name'));
    expect((await first(byVariant(t.db, 'plan').execute({ id: org.id })))?.value).toBe(org.plan);
    expect(built).toBe(2);
  });
});

// SQLite marks a statement whose LIMIT is a bound parameter to be compiled again every time the
// parameter is bound, so a prepared statement with `.limit(n)` was prepared anew on every run.
describe('fixedLimit', () => {
  it('writes the limit into the statement text, where drizzle would bind it', async () => {
    const t = await open();
    expect(cachedVerification(t.db).getQuery().sql).toMatch(/ limit 1$/);
    const bound = t.db.select({ id: organizations.id }).from(organizations).limit(1).toSQL();
    expect(bound.sql).toMatch(/ limit \?$/);
  });

  it('limits the rows as a bound limit does', async () => {
    const t = await open();
    for (let i = 0; i < 3; i++) await t.createOrg();
    expect(await t.db.select({ id: organizations.id }).from(organizations).limit(fixedLimit(2))).toHaveLength(2);
    expect(await t.db.select({ id: organizations.id }).from(organizations).limit(fixedLimit(0))).toHaveLength(0);
  });

  it.each([-1, 1.5, Number.NaN, 2 ** 60])('refuses %s: only a non-negative integer of the code is written into SQL', (n) => {
    expect(() => fixedLimit(n)).toThrow(RangeError);
  });
});

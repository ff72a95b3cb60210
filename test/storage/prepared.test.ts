import { afterEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { prepared, preparedVariants } from '../../server/storage/prepared.js';
import { organizations } from '../../server/storage/schema.js';
import { openTestDatabase, type TestDatabase } from '../helpers/database.js';

const opened: TestDatabase[] = [];
const open = () => {
  const t = await openTestDatabase();
  opened.push(t);
  return t;
};
afterEach(() => opened.splice(0).forEach((t) => t.close()));

const orgName = prepared((db) =>
  db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, sql.placeholder('id')))
    .prepare(),
);

describe('prepared statements', () => {
  it('builds a statement once per database and reuses it', () => {
    const a = open();
    const b = open();
    expect(orgName(a.db)).toBe(orgName(a.db));
    expect(orgName(a.db)).not.toBe(orgName(b.db));
    const org = (await a.createOrg()).organization;
    expect(orgName(a.db).get({ id: org.id })?.name).toBe(org.name);
    expect(orgName(b.db).get({ id: org.id })).toBeUndefined();
  });

  it('shares the statement with transactions on the same database, whose rollback undoes its writes', () => {
    const t = open();
    const org = (await t.createOrg()).organization;
    const rename = prepared((db) =>
      db
        .update(organizations)
        .set({ name: sql`${sql.placeholder('name')}` })
        .where(eq(organizations.id, sql.placeholder('id')))
        .prepare(),
    );
    expect(() =>
      t.db.transaction((tx) => {
        expect(rename(tx)).toBe(rename(t.db));
        rename(tx).run({ id: org.id, name: 'Renamed' });
        expect(orgName(tx).get({ id: org.id })?.name).toBe('Renamed');
        throw new Error('roll back');
      }),
    ).toThrow('roll back');
    expect(orgName(t.db).get({ id: org.id })?.name).toBe(org.name);
  });

  it('keeps one statement per variant', () => {
    const t = open();
    let built = 0;
    const byVariant = preparedVariants((db, variant: 'a' | 'b') => (built++, { db, variant }));
    expect(byVariant(t.db, 'a')).toBe(byVariant(t.db, 'a'));
    expect(byVariant(t.db, 'b').variant).toBe('b');
    expect(built).toBe(2);
  });
});

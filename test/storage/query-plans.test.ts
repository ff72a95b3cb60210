// The hot look-ups read their index (SQLite's planner has no statistics: without them it chose an
// index that avoided a sort and walked every verification an organization made that day, so each
// cache-missing POST /v1/verify cost more than the one before).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { cachedVerification } from '../../server/storage/verifications.js';
import { sqliteOnly } from '../../server/storage/db.js';
import { openTestDatabase, type TestDatabase } from '../helpers/database.js';

let t: TestDatabase;
beforeAll(async () => {
  t = await openTestDatabase();
});
afterAll(async () => {
  await t.close();
});

/** SQLite's plan of a prepared statement, its parameters bound to NULL (a plan does not depend on them). */
async function planOf(query: { getQuery(): { sql: string } }): Promise<string> {
  const [head, ...rest] = `EXPLAIN QUERY PLAN ${query.getQuery().sql}`.split('?');
  const text = sql.join([sql.raw(head!), ...rest.flatMap((part) => [sql`${null}`, sql.raw(part)])]);
  const rows = (await sqliteOnly(t.db).all(text)) as unknown[][];
  // Rows are (id, parent, notused, detail).
  return rows.map((row) => String(row[3])).join('\n');
}

describe('query plans on SQLite', () => {
  it('the cache look-up searches verifications_cache_idx on all three keys and sorts nothing', async () => {
    const plan = await planOf(cachedVerification(t.db));
    expect(plan).toContain('USING INDEX verifications_cache_idx (organization_id=? AND cache_key=? AND created_at>?)');
    expect(plan).not.toContain('TEMP B-TREE');
  });
});

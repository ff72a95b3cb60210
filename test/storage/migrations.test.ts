// The SQLite migrations (test/storage/postgres-migrations.test.ts checks the PostgreSQL ones).
import { sql } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, sqliteOnly } from '../../server/storage/db.js';
import { openTestDatabase, type TestDatabase } from '../helpers/database.js';
import { column, count, scalar } from '../helpers/sql.js';

let t: TestDatabase | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('migrations', () => {
  it('create every table of the schema on an empty database', async () => {
    t = await openTestDatabase();
    const tables = await column(t.db, sql`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '__drizzle%' ORDER BY name`);
    expect(tables).toEqual([
      'api_keys',
      'batch_items',
      'batches',
      'idempotency_keys',
      'organizations',
      'rate_limit_windows',
      'uploaded_files',
      'usage',
      'verifications',
      'webhook_events',
    ]);
  });

  it('are applied once: opening a migrated file again changes nothing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'verity-migrate-'));
    try {
      const first = await openDatabase({ path: join(dir, 'v.db') });
      await sqliteOnly(first.db).run(sql`INSERT INTO organizations (id, name, plan, webhook_secret, created_at) VALUES ('org_1', 'A', 'free', 'whsec_x', '2026-01-01T00:00:00.000Z')`);
      await first.close();
      const second = await openDatabase({ path: join(dir, 'v.db') });
      expect(await count(second.db, sql`SELECT count(*) AS n FROM organizations`)).toBe(1);
      expect(await scalar(second.db, sql`PRAGMA journal_mode`)).toBe('wal');
      expect(await scalar(second.db, sql`PRAGMA busy_timeout`)).toBe(5000);
      expect(await scalar(second.db, sql`PRAGMA foreign_keys`)).toBe(1);
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('store timestamps as ISO 8601 UTC with milliseconds, never SQLite datetime text', async () => {
    t = await openTestDatabase({ start: '2026-11-21T20:42:00.000Z' });
    const { organization } = await t.createOrg();
    expect(await scalar(t.db, sql`SELECT created_at FROM organizations WHERE id = ${organization.id}`)).toBe('2026-11-21T20:42:00.000Z');
    expect(await scalar(t.db, sql`SELECT created_at FROM api_keys WHERE organization_id = ${organization.id}`)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('declare no SQL time defaults that could write SQLite datetime text', async () => {
    t = await openTestDatabase();
    const ddl = await scalar(t.db, sql`SELECT group_concat(sql, ' ') AS ddl FROM sqlite_master WHERE type = 'table'`);
    expect(ddl).toEqual(expect.any(String));
    expect(ddl).not.toMatch(/CURRENT_TIMESTAMP|datetime\(|strftime\(/i);
  });
});

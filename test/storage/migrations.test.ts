import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/storage/db.js';
import { openTestDatabase, type TestDatabase } from '../helpers/database.js';

let t: TestDatabase | undefined;
afterEach(() => t?.close());

describe('migrations', () => {
  it('create every table of the schema on an empty database', () => {
    t = await openTestDatabase();
    const tables = t.sqlite
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '__drizzle%' ORDER BY name")
      .all()
      .map((r) => (r as { name: string }).name);
    expect(tables).toEqual([
      'api_keys',
      'batch_items',
      'batches',
      'idempotency_keys',
      'organizations',
      'uploaded_files',
      'usage',
      'verifications',
      'webhook_events',
    ]);
  });

  it('are applied once: opening a migrated file again changes nothing', async () => {
    const { mkdtempSync, rmSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const dir = mkdtempSync(join(tmpdir(), 'verity-migrate-'));
    try {
      const first = openDatabase(join(dir, 'v.db'));
      first.sqlite.prepare("INSERT INTO organizations (id, name, plan, webhook_secret, created_at) VALUES ('org_1', 'A', 'free', 'whsec_x', '2026-01-01T00:00:00.000Z')").run();
      first.close();
      const second = openDatabase(join(dir, 'v.db'));
      expect(second.sqlite.prepare('SELECT count(*) AS n FROM organizations').get()).toEqual({ n: 1 });
      expect(second.sqlite.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(second.sqlite.pragma('busy_timeout', { simple: true })).toBe(5000);
      expect(second.sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
      second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('store timestamps as ISO 8601 UTC with milliseconds, never SQLite datetime text', () => {
    t = await openTestDatabase('2026-11-21T20:42:00.000Z');
    const { organization } = await t.createOrg();
    const row = t.sqlite.prepare('SELECT created_at FROM organizations WHERE id = ?').get(organization.id) as { created_at: string };
    expect(row.created_at).toBe('2026-11-21T20:42:00.000Z');
    const keyRow = t.sqlite.prepare('SELECT created_at FROM api_keys WHERE organization_id = ?').get(organization.id) as { created_at: string };
    expect(keyRow.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('declare no SQL time defaults that could write SQLite datetime text', () => {
    t = await openTestDatabase();
    const ddl = t.sqlite
      .prepare("SELECT group_concat(sql, ' ') AS ddl FROM sqlite_master WHERE type = 'table'")
      .get() as { ddl: string };
    expect(ddl.ddl).not.toMatch(/CURRENT_TIMESTAMP|datetime\(|strftime\(/i);
  });
});

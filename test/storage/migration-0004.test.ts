// Migration 0004 (issue 16) on a database that already holds finished batches: the new columns get
// their defaults, and cancelled and failed batches get cancelledAt / failedAt from the times they
// already recorded. The migration files are run in order as drizzle runs them (statements split at
// its breakpoints), stopping before 0004 to insert the old rows.
import Database from 'better-sqlite3';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { rootDir } from '../helpers/processes.js';

const migration = (name: string) =>
  readFileSync(join(rootDir, 'server/storage/migrations', name), 'utf8')
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter((statement) => statement !== '');

it('backfills cancelledAt and failedAt of batches finished before the columns existed', () => {
  const db = new Database(':memory:');
  for (const name of ['0000_initial.sql', '0001_webhook_event_per_subject.sql', '0002_batch_item_claim_order.sql', '0003_retention_and_escalation_review.sql']) for (const s of migration(name)) db.exec(s);
  db.exec(`INSERT INTO organizations (id, name, plan, webhook_secret, created_at) VALUES ('org_1', 'A', 'pro', 'whsec_x', '2026-01-01T00:00:00.000Z')`);
  const insert = db.prepare(
    `INSERT INTO batches (id, organization_id, name, input_format, status, methods_config, created_at, completed_at, expires_at)
     VALUES (?, 'org_1', 'b', 'inline', ?, '{}', '2026-01-01T00:00:00.000Z', ?, '2026-02-01T00:00:00.000Z')`,
  );
  insert.run('bat_cancelled', 'cancelled', '2026-01-01T00:05:00.000Z');
  insert.run('bat_failed', 'failed', null);
  insert.run('bat_completed', 'completed', '2026-01-01T00:09:00.000Z');
  for (const s of migration('0004_listing_and_batch_metadata.sql')) db.exec(s);

  const rows = db.prepare('SELECT id, cancelled_at, failed_at, skipped_count, metadata FROM batches ORDER BY id').all();
  expect(rows).toEqual([
    { id: 'bat_cancelled', cancelled_at: '2026-01-01T00:05:00.000Z', failed_at: null, skipped_count: 0, metadata: null },
    { id: 'bat_completed', cancelled_at: null, failed_at: null, skipped_count: 0, metadata: null },
    { id: 'bat_failed', cancelled_at: null, failed_at: '2026-01-01T00:00:00.000Z', skipped_count: 0, metadata: null },
  ]);
  db.close();
});

// WAL checkpoints in a thread of their own (server/storage/wal-checkpoints.ts, issue 24): the
// server's connection no longer copies the log into the database file inside its commits; a
// worker thread with its own connection does, and the data is the same either way.
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createOrganization } from '../../server/accounts/organizations.js';
import { createManualClock } from '../../server/clock.js';
import { openDatabase, sqliteOnly, type DatabaseHandle, type OpenDatabaseOptions } from '../../server/storage/db.js';
import { countOrganizations } from '../../server/storage/organizations.js';
import { CHECKPOINT_CEILING_PAGES } from '../../server/storage/wal-checkpoints.js';

const dirs: string[] = [];
const handles: DatabaseHandle[] = [];
afterEach(async () => {
  await Promise.all(handles.splice(0).map((h) => h.close()));
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function open(options: OpenDatabaseOptions = {}): Promise<{ handle: DatabaseHandle; path: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'verity-wal-'));
  dirs.push(dir);
  const path = join(dir, 'verity.db');
  const handle = await openDatabase({ path }, options);
  handles.push(handle);
  return { handle, path };
}

const autocheckpoint = async (handle: DatabaseHandle) => Number(((await sqliteOnly(handle.db).all(sql`PRAGMA wal_autocheckpoint`)) as unknown[][])[0]![0]);
/** Writes that stay far below SQLite's own auto-checkpoint mark of 1,000 pages. */
const writeSome = async (handle: DatabaseHandle) => {
  const clock = createManualClock();
  for (let i = 0; i < 20; i++) await createOrganization(handle.db, clock, { name: `Org ${i}`, plan: 'free' });
};

async function waitFor(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('background WAL checkpoints', () => {
  it('copy the log into the database file from their thread, while the connection would not yet have', async () => {
    // In WAL mode only a checkpoint writes the database file beyond its first page.
    const plain = await open();
    await writeSome(plain.handle);
    expect(await autocheckpoint(plain.handle)).toBe(1_000);
    const firstPageOnly = statSync(plain.path).size;
    expect(firstPageOnly).toBe(Number(((await sqliteOnly(plain.handle.db).all(sql`PRAGMA page_size`)) as unknown[][])[0]![0]));

    const moved = await open({ backgroundCheckpoints: { intervalMs: 10 } });
    await writeSome(moved.handle);
    expect(await autocheckpoint(moved.handle)).toBe(CHECKPOINT_CEILING_PAGES);
    await waitFor(() => statSync(moved.path).size > firstPageOnly);
    expect(await countOrganizations(moved.handle.db)).toBe(20);
  });

  it('stop with the handle: the last connection to close removes the log, and the data is all there', async () => {
    const { handle, path } = await open({ backgroundCheckpoints: { intervalMs: 10 } });
    await writeSome(handle);
    await handle.close();
    handles.splice(handles.indexOf(handle), 1);
    expect(existsSync(`${path}-wal`)).toBe(false);
    const again = await openDatabase({ path });
    handles.push(again);
    expect(await countOrganizations(again.db)).toBe(20);
  });

  it('are never started for an in-memory database, which has no log', async () => {
    const handle = await openDatabase({ path: ':memory:' }, { backgroundCheckpoints: {} });
    handles.push(handle);
    expect(await autocheckpoint(handle)).toBe(1_000);
  });
});

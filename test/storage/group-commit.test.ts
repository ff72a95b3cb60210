// Group commit on SQLite (server/storage/sqlite-gate.ts, issue 24): transactions share one write
// transaction, yet each resolves only once its writes are committed (another connection sees them),
// a failing one undoes only its own writes, statements outside transactions never see a write
// before its commit, and closing the database commits a group still open.
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/storage/db.js';
import { organizations } from '../../server/storage/schema.js';

const row = (id: string) => ({ id, name: `Org ${id}`, plan: 'pro' as const, webhookSecret: 'whsec_x', createdAt: '2026-01-01T00:00:00.000Z' });

describe('group commit', () => {
  let dir: string;
  let handle: DatabaseHandle;
  let other: Database.Database;
  /** What another connection (another process, as far as SQLite can tell) sees as committed. */
  const committedIds = () => (other.prepare('SELECT id FROM organizations ORDER BY id').all() as Array<{ id: string }>).map((r) => r.id);

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'verity-group-commit-'));
    handle = await openDatabase({ path: join(dir, 'verity.db') });
    other = new Database(join(dir, 'verity.db'), { readonly: true });
  });
  afterEach(async () => {
    other.close();
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('resolves each transaction only once its writes are committed', async () => {
    const ids = Array.from({ length: 12 }, (_, i) => `org_${String(i).padStart(2, '0')}`);
    const seenOnResolve = new Map<string, string[]>();
    // Started in one turn, and a second wave a turn later, while the first group may still be open.
    const start = (id: string) =>
      handle.db
        .transaction(async (tx) => {
          await tx.insert(organizations).values(row(id));
        })
        .then(() => seenOnResolve.set(id, committedIds()));
    const first = ids.slice(0, 6).map(start);
    await new Promise((resolve) => setImmediate(resolve));
    const second = ids.slice(6).map(start);
    await Promise.all([...first, ...second]);
    for (const id of ids) expect(seenOnResolve.get(id)).toContain(id);
    expect(committedIds()).toEqual(ids);
  });

  it('undoes only the writes of a transaction that fails among others', async () => {
    const results = await Promise.allSettled(
      ['org_a', 'org_b', 'org_c'].map((id) =>
        handle.db.transaction(async (tx) => {
          await tx.insert(organizations).values(row(id));
          await tx.update(organizations).set({ name: 'renamed' }).where(eq(organizations.id, id));
          if (id === 'org_b') throw new Error('roll back b');
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(committedIds()).toEqual(['org_a', 'org_c']);
    // The first member has no savepoint of its own: its failure rolls its transaction back alone.
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.insert(organizations).values(row('org_d'));
        throw new Error('roll back d');
      }),
    ).rejects.toThrow('roll back d');
    await handle.db.transaction(async (tx) => void (await tx.insert(organizations).values(row('org_e'))));
    expect(committedIds()).toEqual(['org_a', 'org_c', 'org_e']);
  });

  it('lets a statement outside transactions read only what is committed', async () => {
    let read: Promise<{ rows: Array<{ id: string }>; committed: string[] }> | undefined;
    await handle.db.transaction(async (tx) => {
      await tx.insert(organizations).values(row('org_w'));
      // Sent while the transaction is open: it waits for the commit rather than see the write early.
      read = Promise.resolve(handle.db.select({ id: organizations.id }).from(organizations)).then((rows) => ({ rows, committed: committedIds() }));
    });
    expect(await read).toEqual({ rows: [{ id: 'org_w' }], committed: ['org_w'] });
  });

  it('commits a group still open when the database closes', async () => {
    const pending = handle.db.transaction(async (tx) => void (await tx.insert(organizations).values(row('org_last'))));
    // Let the body run, not the commit.
    await Promise.resolve();
    await Promise.resolve();
    await handle.close();
    await pending;
    expect(committedIds()).toEqual(['org_last']);
    handle = await openDatabase({ path: join(dir, 'verity.db') });
  });
});

// Two processes on one database, as far as storage can tell (issue 15): two handles opened on the
// same database, each with its own connection(s). On SQLite the database is a temporary file (two
// `:memory:` handles would be two databases); on PostgreSQL the URL is opened twice, two pools.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createOrganization } from '../../server/accounts/organizations.js';
import { createManualClock } from '../../server/clock.js';
import { openDatabase, type DatabaseHandle } from '../../server/storage/db.js';
import { testDatabaseTarget, type Backend } from '../helpers/database.js';

export interface TwoHandles {
  a: DatabaseHandle;
  b: DatabaseHandle;
  /** An organization created through `a`, to own the rows of the test. */
  orgId: string;
  /** Closes both handles and throws the database away. */
  close(): Promise<void>;
}

export async function openTwoHandles(backend: Backend, start = '2026-01-01T00:00:00.000Z'): Promise<TwoHandles> {
  const dir = mkdtempSync(join(tmpdir(), 'verity-two-handles-'));
  const { target, drop } = await testDatabaseTarget(backend, join(dir, 'verity.db'));
  const a = await openDatabase(target);
  const b = await openDatabase(target);
  const { organization } = await createOrganization(a.db, createManualClock(start), { name: 'Two handles', plan: 'pro' });
  return {
    a,
    b,
    orgId: organization.id,
    async close() {
      await Promise.all([a.close(), b.close()]);
      await drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

// Opens a fresh database with the real migrations applied (STYLE habit 8): an in-memory SQLite
// database, or a new database on the test run's PostgreSQL server (test/setup/postgres.ts). Suites
// that must hold on both back ends run once per entry of BACKENDS (issue 15).
import { createManualClock, type ManualClock } from '../../server/clock.js';
import { createOrganization, type NewOrganizationInput } from '../../server/accounts/organizations.js';
import { openDatabase, type DatabaseHandle, type Dialect } from '../../server/storage/db.js';
import type { Organization } from '../../server/storage/organizations.js';
import { createPostgresDatabase } from './postgres.js';

export type Backend = Dialect;
export const BACKENDS: readonly Backend[] = ['sqlite', 'postgres'];

export interface TestDatabase extends DatabaseHandle {
  clock: ManualClock;
  /** Creates an organization (default: Pro) and returns it with its API key. */
  createOrg(input?: Partial<NewOrganizationInput>): Promise<{ organization: Organization; apiKey: string }>;
}

/** Where a test database lives: the target to open it with, and how to throw it away after closing. */
export async function testDatabaseTarget(backend: Backend, sqlitePath = ':memory:'): Promise<{ target: { path: string } | { url: string; poolSize: number }; drop(): Promise<void> }> {
  if (backend === 'sqlite') return { target: { path: sqlitePath }, drop: async () => {} };
  const created = await createPostgresDatabase();
  return { target: { url: created.url, poolSize: 10 }, drop: created.drop };
}

export async function openTestDatabase(options: { backend?: Backend; start?: string } = {}): Promise<TestDatabase> {
  const { target, drop } = await testDatabaseTarget(options.backend ?? 'sqlite');
  const handle = await openDatabase(target);
  const clock = createManualClock(options.start);
  return {
    ...handle,
    clock,
    createOrg: (input = {}) => createOrganization(handle.db, clock, { name: 'Test org', plan: 'pro', ...input }),
    close: async () => {
      await handle.close();
      await drop();
    },
  };
}

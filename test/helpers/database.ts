// Opens a fresh in-memory SQLite database with the real migrations applied (STYLE habit 8).
import { createManualClock, type ManualClock } from '../../server/clock.js';
import { createOrganization, type NewOrganizationInput } from '../../server/accounts/organizations.js';
import { openDatabase, type DatabaseHandle } from '../../server/storage/db.js';
import type { Organization } from '../../server/storage/organizations.js';

export interface TestDatabase extends DatabaseHandle {
  clock: ManualClock;
  /** Creates an organization (default: Pro) and returns it with its API key. */
  createOrg(input?: Partial<NewOrganizationInput>): { organization: Organization; apiKey: string };
}

export function openTestDatabase(start?: string): TestDatabase {
  const handle = openDatabase(':memory:');
  const clock = createManualClock(start);
  return {
    ...handle,
    clock,
    createOrg: (input = {}) => createOrganization(handle.db, clock, { name: 'Test org', plan: 'pro', ...input }),
  };
}

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  purgeExpiredIdempotencyKeys,
  releaseAllInFlightKeys,
  releaseIdempotencyKey,
} from '../../server/storage/idempotency.js';
import { openTestDatabase, type TestDatabase } from '../helpers/database.js';

let t: TestDatabase;
let scope: { organizationId: string; operation: string; key: string };
const claim = (at: string, fingerprint = 'fp1') => ({
  fingerprint,
  createdAt: at,
  expiresAt: new Date(new Date(at).getTime() + 24 * 3600_000).toISOString(),
});

beforeEach(() => {
  t = await openTestDatabase();
  scope = { organizationId: (await t.createOrg()).organization.id, operation: 'createVerification', key: 'k-1' };
});
afterEach(() => t.close());

describe('idempotency key storage', () => {
  it('lets exactly one of two claims of the same key win', () => {
    expect(claimIdempotencyKey(t.db, scope, claim('2026-01-01T00:00:00.000Z'))).toEqual({ claimed: true });
    const second = claimIdempotencyKey(t.db, scope, claim('2026-01-01T00:00:01.000Z', 'fp2'));
    expect(second.claimed).toBe(false);
    if (!second.claimed) {
      expect(second.existing.state).toBe('in_flight');
      expect(second.existing.fingerprint).toBe('fp1');
    }
  });

  it('scopes keys by organization and operation', () => {
    const other = (await t.createOrg()).organization.id;
    expect(claimIdempotencyKey(t.db, scope, claim('2026-01-01T00:00:00.000Z')).claimed).toBe(true);
    expect(claimIdempotencyKey(t.db, { ...scope, organizationId: other }, claim('2026-01-01T00:00:00.000Z')).claimed).toBe(true);
    expect(claimIdempotencyKey(t.db, { ...scope, operation: 'createBatch' }, claim('2026-01-01T00:00:00.000Z')).claimed).toBe(true);
  });

  it('keeps the stored response for replay once completed', () => {
    claimIdempotencyKey(t.db, scope, claim('2026-01-01T00:00:00.000Z'));
    completeIdempotencyKey(t.db, scope, { statusCode: 201, body: '{"a":1}', headers: { 'content-type': 'application/json' } });
    const again = claimIdempotencyKey(t.db, scope, claim('2026-01-01T01:00:00.000Z'));
    expect(again.claimed).toBe(false);
    if (!again.claimed) {
      expect(again.existing).toMatchObject({ state: 'done', statusCode: 201, responseBody: '{"a":1}', responseHeaders: { 'content-type': 'application/json' } });
    }
  });

  it('treats a record older than its window as absent', () => {
    claimIdempotencyKey(t.db, scope, claim('2026-01-01T00:00:00.000Z'));
    completeIdempotencyKey(t.db, scope, { statusCode: 200, body: '{}', headers: {} });
    expect(claimIdempotencyKey(t.db, scope, claim('2026-01-02T00:00:00.000Z', 'fp2')).claimed).toBe(true);
  });

  it('releases an in-flight claim so the key can be retried', () => {
    claimIdempotencyKey(t.db, scope, claim('2026-01-01T00:00:00.000Z'));
    releaseIdempotencyKey(t.db, scope);
    expect(claimIdempotencyKey(t.db, scope, claim('2026-01-01T00:00:01.000Z')).claimed).toBe(true);
  });

  it('purges only expired records', () => {
    claimIdempotencyKey(t.db, scope, claim('2026-01-01T00:00:00.000Z'));
    claimIdempotencyKey(t.db, { ...scope, key: 'k-2' }, claim('2026-01-01T12:00:00.000Z'));
    expect(purgeExpiredIdempotencyKeys(t.db, '2026-01-02T06:00:00.000Z')).toBe(1);
    expect(claimIdempotencyKey(t.db, { ...scope, key: 'k-2' }, claim('2026-01-02T06:00:00.000Z')).claimed).toBe(false);
  });

  it('drops in-flight claims left by a crash at start-up, keeping completed ones', () => {
    claimIdempotencyKey(t.db, scope, claim('2026-01-01T00:00:00.000Z'));
    claimIdempotencyKey(t.db, { ...scope, key: 'k-2' }, claim('2026-01-01T00:00:00.000Z'));
    completeIdempotencyKey(t.db, { ...scope, key: 'k-2' }, { statusCode: 200, body: '{}', headers: {} });
    expect(releaseAllInFlightKeys(t.db)).toBe(1);
  });
});

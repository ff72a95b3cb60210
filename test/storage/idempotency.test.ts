import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  purgeExpiredIdempotencyKeys,
  releaseAllInFlightKeys,
  releaseIdempotencyKey,
} from '../../server/storage/idempotency.js';
import { BACKENDS, openTestDatabase, type TestDatabase } from '../helpers/database.js';
import { openTwoHandles, type TwoHandles } from './two-handles.js';

// A claim made at `at`; in-flight claims made before `staleBefore` (default: long before) count as dead.
const claim = (at: string, fingerprint = 'fp1', staleBefore = '2000-01-01T00:00:00.000Z') => ({
  fingerprint,
  createdAt: at,
  expiresAt: new Date(new Date(at).getTime() + 24 * 3600_000).toISOString(),
  staleBefore,
});

describe.each(BACKENDS)('%s', (backend) => {
  let t: TestDatabase;
  let scope: { organizationId: string; operation: string; key: string };
  beforeEach(async () => {
    t = await openTestDatabase({ backend });
    scope = { organizationId: (await t.createOrg()).organization.id, operation: 'createVerification', key: 'k-1' };
  });
  afterEach(() => t.close());

  describe('idempotency key storage', () => {
    it('lets exactly one of two claims of the same key win', async () => {
      expect(await claimIdempotencyKey(t.db, scope, claim('2026-01-01T00:00:00.000Z'))).toEqual({ claimed: true });
      const second = await claimIdempotencyKey(t.db, scope, claim('2026-01-01T00:00:01.000Z', 'fp2'));
      expect(second.claimed).toBe(false);
      if (!second.claimed) {
        expect(second.existing.state).toBe('in_flight');
        expect(second.existing.fingerprint).toBe('fp1');
      }
    });

    it('scopes keys by organization and operation', async () => {
      const other = (await t.createOrg()).organization.id;
      expect((await claimIdempotencyKey(t.db, scope, claim('2026-01-01T00:00:00.000Z'))).claimed).toBe(true);
      expect((await claimIdempotencyKey(t.db, { ...scope, organizationId: other }, claim('2026-01-01T00:00:00.000Z'))).claimed).toBe(true);
      expect((await claimIdempotencyKey(t.db, { ...scope, operation: 'createBatch' }, claim('2026-01-01T00:00:00.000Z'))).claimed).toBe(true);
    });

    it('keeps the stored response for replay once completed', async () => {
      await claimIdempotencyKey(t.db, scope, claim('2026-01-01T00:00:00.000Z'));
      await completeIdempotencyKey(t.db, scope, { statusCode: 201, body: '{"a":1}', headers: { 'content-type': 'application/json' } });
      const again = await claimIdempotencyKey(t.db, scope, claim('2026-01-01T01:00:00.000Z'));
      expect(again.claimed).toBe(false);
      if (!again.claimed) {
        expect(again.existing).toMatchObject({ state: 'done', statusCode: 201, responseBody: '{"a":1}', responseHeaders: { 'content-type': 'application/json' } });
      }
    });

    it('treats a record older than its window as absent', async () => {
      await claimIdempotencyKey(t.db, scope, claim('2026-01-01T00:00:00.000Z'));
      await completeIdempotencyKey(t.db, scope, { statusCode: 200, body: '{}', headers: {} });
      expect((await claimIdempotencyKey(t.db, scope, claim('2026-01-02T00:00:00.000Z', 'fp2'))).claimed).toBe(true);
    });

    it('releases an in-flight claim so the key can be retried', async () => {
      await claimIdempotencyKey(t.db, scope, claim('2026-01-01T00:00:00.000Z'));
      await releaseIdempotencyKey(t.db, scope);
      expect((await claimIdempotencyKey(t.db, scope, claim('2026-01-01T00:00:01.000Z'))).claimed).toBe(true);
    });

    it('purges only expired records', async () => {
      await claimIdempotencyKey(t.db, scope, claim('2026-01-01T00:00:00.000Z'));
      await claimIdempotencyKey(t.db, { ...scope, key: 'k-2' }, claim('2026-01-01T12:00:00.000Z'));
      expect(await purgeExpiredIdempotencyKeys(t.db, '2026-01-02T06:00:00.000Z')).toBe(1);
      expect((await claimIdempotencyKey(t.db, { ...scope, key: 'k-2' }, claim('2026-01-02T06:00:00.000Z'))).claimed).toBe(false);
    });

    it('drops in-flight claims left by a crash at start-up, keeping completed ones', async () => {
      await claimIdempotencyKey(t.db, scope, claim('2026-01-01T00:00:00.000Z'));
      await claimIdempotencyKey(t.db, { ...scope, key: 'k-2' }, claim('2026-01-01T00:00:00.000Z'));
      await completeIdempotencyKey(t.db, { ...scope, key: 'k-2' }, { statusCode: 200, body: '{}', headers: {} });
      expect(await releaseAllInFlightKeys(t.db)).toBe(1);
    });

    it('lets exactly one of eight concurrent claims of one key win', async () => {
      const results = await Promise.all(Array.from({ length: 8 }, (_, i) => claimIdempotencyKey(t.db, scope, claim('2026-01-01T00:00:00.000Z', `fp${i}`))));
      const winners = results.flatMap((r, i) => (r.claimed ? [`fp${i}`] : []));
      expect(winners).toHaveLength(1);
      for (const r of results) if (!r.claimed) expect(r.existing).toMatchObject({ state: 'in_flight', fingerprint: winners[0] });
    });

    it('replaces an in-flight claim made before staleBefore (its process died), but not a younger one or a completed one', async () => {
      await claimIdempotencyKey(t.db, scope, claim('2026-01-01T00:00:00.000Z'));
      // Still in flight and not stale yet: the key answers with the claim in flight.
      const early = await claimIdempotencyKey(t.db, scope, claim('2026-01-01T00:04:00.000Z', 'fp2', '2025-12-31T23:59:00.000Z'));
      expect(early.claimed).toBe(false);
      // Stale: the new claim takes the key over.
      expect(await claimIdempotencyKey(t.db, scope, claim('2026-01-01T00:06:00.000Z', 'fp2', '2026-01-01T00:01:00.000Z'))).toEqual({ claimed: true });
      const now = await claimIdempotencyKey(t.db, scope, claim('2026-01-01T00:06:01.000Z', 'fp3'));
      expect(now.claimed).toBe(false);
      if (!now.claimed) expect(now.existing).toMatchObject({ state: 'in_flight', fingerprint: 'fp2', createdAt: '2026-01-01T00:06:00.000Z' });
      // A completed record is kept for its whole window, whatever staleBefore says.
      await completeIdempotencyKey(t.db, scope, { statusCode: 200, body: '{}', headers: {} });
      const replay = await claimIdempotencyKey(t.db, scope, claim('2026-01-01T10:00:00.000Z', 'fp3', '2026-01-01T09:00:00.000Z'));
      expect(replay.claimed).toBe(false);
      if (!replay.claimed) expect(replay.existing).toMatchObject({ state: 'done', fingerprint: 'fp2' });
    });
  });
});

// Two processes on one database (issue 15): two handles on the same PostgreSQL database claiming
// at once. Not on SQLite: one server process owns a SQLite file (DECISIONS.md), and two
// better-sqlite3 connections in one thread cannot take turns at transactions (the second blocks
// the thread on the lock the first holds); the claims of one handle are raced above instead.
describe('postgres: idempotency keys across two handles on one database', () => {
  let h: TwoHandles;
  beforeEach(async () => {
    h = await openTwoHandles('postgres');
  });
  afterEach(() => h.close());

  it('lets exactly one of many concurrent claims of one key win, however they are spread over the handles', async () => {
    for (let round = 0; round < 10; round++) {
      const scope = { organizationId: h.orgId, operation: 'createVerification', key: `k-${round}` };
      const results = await Promise.all(
        Array.from({ length: 8 }, (_, i) => claimIdempotencyKey((i % 2 === 0 ? h.a : h.b).db, scope, claim('2026-01-01T00:00:00.000Z', `fp${i}`))),
      );
      const winners = results.flatMap((r, i) => (r.claimed ? [`fp${i}`] : []));
      expect(winners).toHaveLength(1);
      // Every loser sees the winner's record, still in flight.
      for (const r of results) if (!r.claimed) expect(r.existing).toMatchObject({ state: 'in_flight', fingerprint: winners[0] });
    }
  });

  it('lets exactly one of two handles replace a stale in-flight claim', async () => {
    for (let round = 0; round < 10; round++) {
      const scope = { organizationId: h.orgId, operation: 'createVerification', key: `k-${round}` };
      expect((await claimIdempotencyKey(h.a.db, scope, claim('2026-01-01T00:00:00.000Z', 'dead'))).claimed).toBe(true);
      const later = (fp: string) => claim('2026-01-01T00:10:00.000Z', fp, '2026-01-01T00:05:00.000Z');
      const [fromA, fromB] = await Promise.all([claimIdempotencyKey(h.a.db, scope, later('a')), claimIdempotencyKey(h.b.db, scope, later('b'))]);
      expect([fromA.claimed, fromB.claimed].filter(Boolean)).toHaveLength(1);
      const loser = fromA.claimed ? fromB : fromA;
      expect(loser).toMatchObject({ claimed: false, existing: { state: 'in_flight', fingerprint: fromA.claimed ? 'a' : 'b' } });
    }
  });
});

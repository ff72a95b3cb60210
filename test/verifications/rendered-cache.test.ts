// The cache of completed verifications' JSON (server/verifications/rendered-cache.ts), on its own,
// and behind GET /v1/verify/{id} on the real server: what it keeps, what it refuses to keep, and
// that a record purged by retention is not served from it.
import { describe, expect, it } from 'vitest';
import { createManualClock } from '../../server/clock.js';
import { purgeOldRecords } from '../../server/housekeeping.js';
import type { VerificationRow } from '../../server/storage/verifications.js';
import { createRenderedCache } from '../../server/verifications/rendered-cache.js';
import { startTestServer } from '../helpers/server.js';

const row = (id: string, status: VerificationRow['status'], createdAt = '2026-05-04T10:00:00.000Z') =>
  ({ id, status, organizationId: 'org_A', createdAt }) as VerificationRow;
const json = (bytes: number) => ' '.repeat(bytes);

describe('rendered cache', () => {
  it('keeps completed records only: escalated, pending and processing ones still change', () => {
    const cache = createRenderedCache(1_000);
    for (const status of ['escalated', 'pending', 'processing'] as const) cache.put(row(status, status), json(10));
    cache.put(row('done', 'completed'), json(10));
    expect(cache.get('escalated', 0)).toBeUndefined();
    expect(cache.get('pending', 0)).toBeUndefined();
    expect(cache.get('done', 0)).toMatchObject({ organizationId: 'org_A' });
    expect(cache.bytes).toBe(10);
  });

  it('stays within its bytes, forgetting the least recently used first', () => {
    const cache = createRenderedCache(300);
    cache.put(row('a', 'completed'), json(100));
    cache.put(row('b', 'completed'), json(100));
    cache.put(row('c', 'completed'), json(100));
    expect(cache.get('a', 0)).toBeDefined(); // a is now the most recently used
    cache.put(row('d', 'completed'), json(100));
    expect(cache.get('b', 0)).toBeUndefined();
    expect(['a', 'c', 'd'].map((id) => cache.get(id, 0) !== undefined)).toEqual([true, true, true]);
    expect(cache.bytes).toBe(300);
    cache.put(row('huge', 'completed'), json(301));
    expect(cache.get('huge', 0)).toBeUndefined();
    expect(cache.bytes).toBe(300);
  });

  it('does not answer for a record created before the retention cutoff, and forgets it', () => {
    const cache = createRenderedCache(1_000);
    cache.put(row('old', 'completed', '2026-01-01T00:00:00.000Z'), json(10));
    expect(cache.get('old', Date.parse('2026-01-01T00:00:00.001Z'))).toBeUndefined();
    expect(cache.get('old', 0)).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });
});

describe('GET /v1/verify/{id} from the cache', () => {
  it('answers the same bytes and headers twice, 403 to another organization, and 404 once retention purged the record', async () => {
    const clock = createManualClock('2026-05-04T10:00:00.000Z');
    const t = await startTestServer({ clock, env: { RETENTION_DAYS: '1' } });
    try {
      const { apiKey } = await t.createOrg({ plan: 'enterprise' });
      const created = await t.request('POST', '/v1/verify', { apiKey, json: { content: '17 * 23 = 391', methods: { formal: 1 } } });
      expect(created.body.status).toBe('completed');
      const path = `/v1/verify/${created.body.id}`;
      const first = await t.request('GET', path, { apiKey });
      const second = await t.request('GET', path, { apiKey });
      expect(first.status).toBe(200);
      expect(second.text).toBe(first.text);
      expect(second.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(second.headers.get('content-length')).toBe(String(Buffer.byteLength(first.text)));
      const { cached: _cached, ...record } = created.body;
      expect(second.body).toEqual(record);

      const other = await t.createOrg();
      expect((await t.request('GET', path, { apiKey: other.apiKey })).status).toBe(403);

      clock.advance(24 * 3_600_000 + 1);
      expect((await purgeOldRecords(t.parts)).verifications).toBe(1);
      const gone = await t.request('GET', path, { apiKey });
      expect(gone.status).toBe(404);
      expect(gone.body.error.code).toBe('not_found');
    } finally {
      await t.stop();
    }
  });
});

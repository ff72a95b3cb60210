// GET /v1/verify (issue 16): the organization's verifications newest first, filters, offset and
// cursor paging, against the real app with a manual clock (so creation times are chosen, and ties
// on createdAt exercise the id order). Every response is checked against generated/openapi.yaml.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../server/clock.js';
import { decodeCursor, encodeCursor } from '../../server/verifications/list.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { inProcessEngine } from '../sdk-e2e/helpers.js';
import { BACKENDS } from '../helpers/database.js';

const TRUE_CLAIM = '17 * 23 = 391';
const FALSE_CLAIM = '2 + 2 = 5';

describe.each(BACKENDS)('%s', (backend) => {
  const clock = createManualClock('2026-11-01T00:00:00.000Z');
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ backend, clock, engine: inProcessEngine(), env: { WEBHOOK_ALLOW_PRIVATE: '1' } });
  });
  afterAll(() => t.stop());

  async function verify(apiKey: string, content: string, extra: Record<string, unknown> = {}): Promise<{ id: string; createdAt: string }> {
    const res = await t.request('POST', '/v1/verify', { apiKey, json: { content, methods: { reasoning: 1 }, options: { useCache: false }, ...extra } });
    expect(res.status, res.text).toBeLessThan(300);
    return res.body;
  }

  async function list(apiKey: string, query: string) {
    const res = await t.request('GET', `/v1/verify${query}`, { apiKey });
    expect(res.status, res.text).toBe(200);
    return res.body as { data: Array<{ id: string; status: string; verdict?: string; decision?: string; createdAt: string }>; pagination: any };
  }

  describe('GET /v1/verify', () => {
    it('lists only the organization’s verifications, newest first, in the shape GET /v1/verify/{id} gives', async () => {
      const { apiKey } = await t.createOrg();
      const other = await t.createOrg();
      const first = await verify(apiKey, TRUE_CLAIM, { metadata: { n: '1' } });
      clock.advance(1_000);
      const second = await verify(apiKey, FALSE_CLAIM);
      await verify(other.apiKey, TRUE_CLAIM);

      const page = await list(apiKey, '');
      expect(page.data.map((v) => v.id)).toEqual([second.id, first.id]);
      expect(page.pagination).toEqual({ total: 2, limit: 20, offset: 0, hasMore: false, nextCursor: null });
      const one = await t.request('GET', `/v1/verify/${first.id}`, { apiKey });
      expect(page.data[1]).toEqual(one.body);
    });

    it('filters by status, verdict, decision and a half-open creation window', async () => {
      const { apiKey } = await t.createOrg();
      clock.set('2026-11-02T00:00:00.000Z');
      const early = await verify(apiKey, TRUE_CLAIM);
      clock.set('2026-11-03T00:00:00.000Z');
      const falseOne = await verify(apiKey, FALSE_CLAIM);
      clock.set('2026-11-04T00:00:00.000Z');
      const late = await verify(apiKey, TRUE_CLAIM);
      clock.set('2026-11-05T00:00:00.000Z');
      const pending = await verify(apiKey, TRUE_CLAIM, { webhookUrl: 'http://127.0.0.1:9/hook' });

      const ids = async (query: string) => (await list(apiKey, query)).data.map((v) => v.id);
      expect(await ids('?verdict=false')).toEqual([falseOne.id]);
      expect(await ids('?verdict=true')).toEqual([late.id, early.id]);
      // A confidently false claim is accepted too: the decision is about confidence, not the verdict.
      expect(await ids('?decision=accept')).toEqual([late.id, falseOne.id, early.id]);
      expect(await ids('?decision=escalate')).toEqual([]);
      expect(await ids('?status=pending')).toEqual([pending.id]);
      expect(await ids('?status=completed&verdict=true')).toEqual([late.id, early.id]);
      // createdAfter is inclusive, createdBefore exclusive: consecutive windows neither overlap nor leave gaps.
      expect(await ids('?createdAfter=2026-11-03T00:00:00.000Z&createdBefore=2026-11-04T00:00:00.000Z')).toEqual([falseOne.id]);
      expect(await ids('?createdAfter=2026-11-04T00:00:00Z')).toEqual([pending.id, late.id]);
      // Any offset is accepted and compared as UTC: 01:00+01:00 is midnight UTC.
      expect(await ids('?createdBefore=2026-11-03T01:00:00%2B01:00')).toEqual([early.id]);
      const filtered = await list(apiKey, '?verdict=true&limit=1');
      expect(filtered.pagination).toMatchObject({ total: 2, limit: 1, hasMore: true });
    });

    it('pages by offset with the spec 4.1 page rules', async () => {
      const { apiKey } = await t.createOrg();
      const made = [];
      for (let i = 0; i < 5; i++) made.unshift((await verify(apiKey, `${i} + 1 = ${i + 1}`)).id);
      const second = await list(apiKey, '?limit=2&offset=2');
      expect(second.data.map((v) => v.id)).toEqual(made.slice(2, 4));
      expect(second.pagination).toMatchObject({ total: 5, limit: 2, offset: 2, hasMore: true });
      const last = await list(apiKey, '?limit=2&offset=4');
      expect(last.data.map((v) => v.id)).toEqual(made.slice(4));
      expect(last.pagination).toEqual({ total: 5, limit: 2, offset: 4, hasMore: false, nextCursor: null });
    });

    it('walks by cursor without skipping or repeating a row while new rows arrive mid-walk', async () => {
      const { apiKey } = await t.createOrg();
      // Two rows share each creation time (the clock stands still), so the id breaks ties.
      clock.set('2026-11-10T00:00:00.000Z');
      const existing: string[] = [];
      for (let i = 0; i < 7; i++) {
        if (i % 2 === 0) clock.advance(1_000);
        existing.unshift((await verify(apiKey, `${i} * 2 = ${i * 2}`)).id);
      }
      const seen: string[] = [];
      const inserted: string[] = [];
      let page = await list(apiKey, '?limit=2');
      for (;;) {
        seen.push(...page.data.map((v) => v.id));
        // New verifications arrive between pages, some at the very time of the rows already listed.
        inserted.push((await verify(apiKey, `${seen.length} + 0 = ${seen.length}`)).id);
        if (!page.pagination.hasMore) break;
        expect(page.pagination.nextCursor).toEqual(expect.any(String));
        page = await list(apiKey, `?limit=2&after=${page.pagination.nextCursor}`);
        expect(page.pagination.offset).toBe(0);
      }
      expect(seen).toEqual(existing);
      expect(new Set(seen).size).toBe(seen.length);
      // An offset walk under the same arrivals would have repeated rows; the new ones lead the list now.
      const now = await list(apiKey, `?limit=${inserted.length}`);
      expect(now.data.map((v) => v.id)).toEqual([...inserted].reverse());
      expect(now.pagination.total).toBe(existing.length + inserted.length);
    });

    it('keeps filters across a cursor walk and reports the filtered total', async () => {
      const { apiKey } = await t.createOrg();
      const falses: string[] = [];
      for (let i = 0; i < 5; i++) {
        clock.advance(10);
        falses.unshift((await verify(apiKey, `${i} + 1 = ${i + 3}`)).id);
        await verify(apiKey, `${i} + 1 = ${i + 1}`);
      }
      const first = await list(apiKey, '?verdict=false&limit=3');
      expect(first.pagination).toMatchObject({ total: 5, hasMore: true });
      const next = await list(apiKey, `?verdict=false&limit=3&after=${first.pagination.nextCursor}`);
      expect([...first.data, ...next.data].map((v) => v.id)).toEqual(falses);
      expect(next.pagination).toEqual({ total: 5, limit: 3, offset: 0, hasMore: false, nextCursor: null });
    });

    it('answers 400 validation_error for a cursor it did not make, after with an offset, and bad filters', async () => {
      const { apiKey } = await t.createOrg();
      const cases: Array<[string, string]> = [
        ['?after=bm90LWEtY3Vyc29y', 'query.after'],
        [`?after=${encodeCursor({ createdAt: '2026-11-01T00:00:00.000Z', id: 'ver_X' })}&offset=1`, 'query.offset'],
        ['?after=has%20spaces', 'query.after'],
        ['?status=failed', 'query.status'],
        ['?verdict=maybe', 'query.verdict'],
        ['?decision=approve', 'query.decision'],
        ['?createdAfter=yesterday', 'query.createdAfter'],
        ['?limit=101', 'query.limit'],
      ];
      for (const [query, field] of cases) {
        const res = await t.request('GET', `/v1/verify${query}`, { apiKey });
        expect(res.status, query).toBe(400);
        expect(res.body.error.code).toBe('validation_error');
        expect(res.body.error.details.map((d: { field: string }) => d.field), query).toContain(field);
      }
    });

    it('round-trips a cursor and refuses a tampered one', () => {
      const position = { createdAt: '2026-11-01T00:00:00.000Z', id: 'ver_01JD3Z8V5W2X9K7Q4M6N8P0R2T' };
      const cursor = encodeCursor(position);
      expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(decodeCursor(cursor)).toEqual(position);
      let error: any;
      try {
        decodeCursor(Buffer.from('2026-11-01|ver_1').toString('base64url'));
      } catch (err) {
        error = err;
      }
      expect(error?.details).toEqual([{ field: 'query.after', message: expect.stringMatching(/not a cursor/) }]);
    });
  });
});

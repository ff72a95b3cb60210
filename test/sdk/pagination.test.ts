import { describe, expect, it } from 'vitest';
import { BatchPage, BatchResultsPage } from '../../sdk/src/index.js';
import { batchRecord, clientFor, fakeApi } from './fake-fetch.js';

const summary = (id: string) => ({
  id,
  name: id,
  status: 'completed',
  totalItems: 1,
  processedItems: 1,
  successCount: 1,
  failureCount: 0,
  totalCostCents: 0.1,
  createdAt: '2026-11-21T20:42:00.000Z',
  startedAt: '2026-11-21T20:42:00.000Z',
  completedAt: '2026-11-21T20:42:01.000Z',
});
const item = (itemIndex: number, status = 'completed') => ({
  id: `itm_${itemIndex}`,
  itemIndex,
  status,
  verificationId: `ver_${itemIndex}`,
  verdict: 'true',
  confidence: 0.9,
  errorMessage: null,
  createdAt: '2026-11-21T20:42:00.000Z',
});
const resultsSummary = { id: 'bat_01', status: 'completed', totalItems: 5, processedItems: 5, successCount: 5, failureCount: 0 };

describe('pagination', () => {
  it('awaits to one page of batches with its pagination', async () => {
    const api = fakeApi().reply(200, { data: [summary('bat_a'), summary('bat_b')], pagination: { total: 5, limit: 2, offset: 0, hasMore: true } });
    const page = await clientFor(api).batches.list({ limit: 2 });
    expect(page).toBeInstanceOf(BatchPage);
    expect(page.data.map((b) => b.id)).toEqual(['bat_a', 'bat_b']);
    expect(page.pagination).toEqual({ total: 5, limit: 2, offset: 0, hasMore: true });
    expect(page.hasNextPage()).toBe(true);
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]?.url.pathname).toBe('/v1/batch');
    expect(Object.fromEntries(api.requests[0]!.url.searchParams)).toEqual({ limit: '2' });
  });

  it('iterates every batch across pages, keeping the filter and page size', async () => {
    const api = fakeApi()
      .reply(200, { data: [summary('bat_a'), summary('bat_b')], pagination: { total: 5, limit: 2, offset: 0, hasMore: true } })
      .reply(200, { data: [summary('bat_c'), summary('bat_d')], pagination: { total: 5, limit: 2, offset: 2, hasMore: true } })
      .reply(200, { data: [summary('bat_e')], pagination: { total: 5, limit: 2, offset: 4, hasMore: false } });
    const ids: string[] = [];
    for await (const batch of clientFor(api).batches.list({ status: 'completed', limit: 2 })) ids.push(batch.id);
    expect(ids).toEqual(['bat_a', 'bat_b', 'bat_c', 'bat_d', 'bat_e']);
    expect(api.requests.map((r) => Object.fromEntries(r.url.searchParams))).toEqual([
      { status: 'completed', limit: '2' },
      { status: 'completed', limit: '2', offset: '2' },
      { status: 'completed', limit: '2', offset: '4' },
    ]);
  });

  it('follows pagination.nextCursor through the verification list, never an offset, keeping the filters', async () => {
    const verification = (id: string) => ({ id, status: 'pending', content: 'x', createdAt: '2026-11-21T20:42:00.000Z' });
    const api = fakeApi()
      .reply(200, { data: [verification('ver_c'), verification('ver_b')], pagination: { total: 3, limit: 2, offset: 0, hasMore: true, nextCursor: 'CURSOR_1' } })
      .reply(200, { data: [verification('ver_a')], pagination: { total: 3, limit: 2, offset: 0, hasMore: false, nextCursor: null } });
    const ids: string[] = [];
    for await (const v of clientFor(api).verify.list({ status: 'pending', limit: 2 })) ids.push(v.id);
    expect(ids).toEqual(['ver_c', 'ver_b', 'ver_a']);
    expect(api.requests.map((r) => Object.fromEntries(r.url.searchParams))).toEqual([
      { status: 'pending', limit: '2' },
      { status: 'pending', limit: '2', after: 'CURSOR_1' },
    ]);
  });

  it('drops a starting offset once it follows the cursor', async () => {
    const api = fakeApi()
      .reply(200, { data: [{ id: 'ver_b', status: 'pending', content: 'x', createdAt: '2026-11-21T20:42:00.000Z' }], pagination: { total: 3, limit: 1, offset: 1, hasMore: true, nextCursor: 'C2' } });
    const page = await clientFor(api).verify.list({ offset: 1, limit: 1 });
    expect(page.hasNextPage()).toBe(true);
    expect(page.nextPageQuery()).toEqual({ limit: 1, after: 'C2' });
  });

  it('iterates every result item of a batch across pages with the item status filter', async () => {
    const api = fakeApi()
      .reply(200, { batch: resultsSummary, items: [item(0, 'failed'), item(3, 'failed')], pagination: { total: 3, limit: 2, offset: 0, hasMore: true } })
      .reply(200, { batch: resultsSummary, items: [item(4, 'failed')], pagination: { total: 3, limit: 2, offset: 2, hasMore: false } });
    const seen: number[] = [];
    for await (const result of clientFor(api).batches.results('bat_01', { status: 'failed', limit: 2 })) seen.push(result.itemIndex);
    expect(seen).toEqual([0, 3, 4]);
    expect(api.requests.map((r) => r.url.pathname)).toEqual(['/v1/batch/bat_01/results', '/v1/batch/bat_01/results']);
    expect(api.requests[1]?.url.searchParams.get('offset')).toBe('2');
    expect(api.requests[1]?.url.searchParams.get('status')).toBe('failed');
  });

  it('awaits to one results page carrying the batch summary', async () => {
    const api = fakeApi().reply(200, { batch: resultsSummary, items: [item(0)], pagination: { total: 1, limit: 20, offset: 0, hasMore: false } });
    const page = await clientFor(api).batches.results('bat_01');
    expect(page).toBeInstanceOf(BatchResultsPage);
    expect(page.batch).toEqual(resultsSummary);
    expect(page.items).toHaveLength(1);
    expect(page.hasNextPage()).toBe(false);
    await expect(page.getNextPage()).rejects.toThrow(/No next page/);
  });

  it('walks pages one at a time with getNextPage and iterPages', async () => {
    const api = fakeApi()
      .reply(200, { data: [summary('bat_a')], pagination: { total: 2, limit: 1, offset: 0, hasMore: true } })
      .reply(200, { data: [summary('bat_b')], pagination: { total: 2, limit: 1, offset: 1, hasMore: false } });
    const first = await clientFor(api).batches.list({ limit: 1 });
    const pages: string[][] = [];
    for await (const page of first.iterPages()) pages.push(page.data.map((b) => b.id));
    expect(pages).toEqual([['bat_a'], ['bat_b']]);
  });

  it('continues from the offset the first page was asked for', async () => {
    const api = fakeApi()
      .reply(200, { data: [summary('bat_k')], pagination: { total: 12, limit: 1, offset: 10, hasMore: true } })
      .reply(200, { data: [summary('bat_l')], pagination: { total: 12, limit: 1, offset: 11, hasMore: false } });
    const ids: string[] = [];
    for await (const batch of clientFor(api).batches.list({ limit: 1, offset: 10 })) ids.push(batch.id);
    expect(ids).toEqual(['bat_k', 'bat_l']);
    expect(api.requests[1]?.url.searchParams.get('offset')).toBe('11');
  });

  it('stops on an empty page even if the server says hasMore', async () => {
    const api = fakeApi().reply(200, { data: [], pagination: { total: 3, limit: 20, offset: 40, hasMore: true } });
    const ids: string[] = [];
    for await (const batch of clientFor(api).batches.list({ offset: 40 })) ids.push(batch.id);
    expect(ids).toEqual([]);
    expect(api.requests).toHaveLength(1);
  });

  it('sends no request until the list is awaited or iterated', async () => {
    const api = fakeApi().reply(200, batchRecord());
    const pending = clientFor(api).batches.list();
    expect(api.requests).toHaveLength(0);
    void pending;
  });

  it('propagates a typed error from any page', async () => {
    const api = fakeApi()
      .reply(200, { data: [summary('bat_a')], pagination: { total: 2, limit: 1, offset: 0, hasMore: true } })
      .reply(401, { error: { code: 'unauthorized', message: 'Key revoked', requestId: 'r' } });
    const ids: string[] = [];
    const iterate = async () => {
      for await (const batch of clientFor(api).batches.list({ limit: 1 })) ids.push(batch.id);
    };
    await expect(iterate()).rejects.toMatchObject({ name: 'AuthenticationError', status: 401 });
    expect(ids).toEqual(['bat_a']);
  });
});

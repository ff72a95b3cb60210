// client.batches against the real server: uploads in every form the SDK takes, create from items
// and from a fileId, pages (await one, for await all), waitFor with onProgress, cancel.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CannotCancelError, type BatchProgress, type InputItem } from '../../sdk/src/index.js';
import { caught, FALSE_CLAIM, inProcessEngine, startSdkServer, TRUE_CLAIM, UNDECIDABLE, type SdkServer } from './helpers.js';

const engine = inProcessEngine();
const dir = mkdtempSync(join(tmpdir(), 'verity-sdk-e2e-'));
let t: SdkServer;
beforeAll(async () => {
  t = await startSdkServer({ engine });
});
afterAll(async () => {
  await t.stop();
  rmSync(dir, { recursive: true, force: true });
});

const CSV = `content,idempotencyKey,context.domain\n"${TRUE_CLAIM}",k-1,math\n"${FALSE_CLAIM}",k-2,math\n"${UNDECIDABLE}",k-3,business\n`;
const JSON_ITEMS = JSON.stringify({ items: [{ content: TRUE_CLAIM }, { content: UNDECIDABLE, context: { domain: 'business' } }] });

describe('client.batches.upload', () => {
  it('uploads a CSV file from a path, the format read from its extension', async () => {
    const client = t.client((await t.createOrg()).apiKey);
    const path = join(dir, 'claims.csv');
    writeFileSync(path, CSV);
    const file = await client.batches.upload(path);
    expect(file).toMatchObject({ originalFileName: 'claims.csv', format: 'csv', itemCount: 3, validationErrors: [] });
    expect(file.fileId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('uploads a JSON Blob (a File keeps its name) and JSON bytes named by `filename`', async () => {
    const client = t.client((await t.createOrg()).apiKey);
    const fromFile = await client.batches.upload(new File([JSON_ITEMS], 'items.json'));
    expect(fromFile).toMatchObject({ originalFileName: 'items.json', format: 'json', itemCount: 2 });
    const fromBuffer = await client.batches.upload(Buffer.from(JSON_ITEMS), { filename: 'more.json' });
    expect(fromBuffer).toMatchObject({ originalFileName: 'more.json', format: 'json', itemCount: 2 });
  });

  it('uploads a nameless Blob and bytes with an explicit format', async () => {
    const client = t.client((await t.createOrg()).apiKey);
    expect(await client.batches.upload(new Blob([CSV]), { format: 'csv' })).toMatchObject({ format: 'csv', itemCount: 3 });
    expect(await client.batches.upload(new TextEncoder().encode(JSON_ITEMS), { format: 'json' })).toMatchObject({ format: 'json', itemCount: 2 });
  });
});

describe('client.batches.create, get, results and waitFor', () => {
  it('creates a batch from an uploaded fileId and waits for it with onProgress; results carry every item', async () => {
    const client = t.client((await t.createOrg()).apiKey);
    const file = await client.batches.upload(Buffer.from(CSV), { filename: 'claims.csv' });
    const accepted = await client.batches.create({ fileId: file.fileId, methods: { reasoning: 1 }, name: 'from a file' });
    expect(accepted).toMatchObject({ id: expect.stringMatching(/^bat_/), status: 'processing', totalItems: 3 });

    const progress: BatchProgress[] = [];
    const done = await client.batches.waitFor(accepted.id, { intervalMs: 20, onProgress: (p) => progress.push(p) });
    expect(done).toMatchObject({ id: accepted.id, name: 'from a file', status: 'completed', totalItems: 3, processedItems: 3, inputFormat: 'csv', originalFileName: 'claims.csv' });
    expect(progress.at(-1)).toMatchObject({ processedItems: 3, totalItems: 3, status: 'completed' });
    expect(progress.map((p) => p.processedItems)).toEqual([...progress.map((p) => p.processedItems)].sort((a, b) => a - b));
    expect(await client.batches.get(accepted.id)).toEqual(done);

    const page = await client.batches.results(accepted.id);
    expect(page.batch).toMatchObject({ id: accepted.id, status: 'completed' });
    expect(page.items.map((i) => [i.itemIndex, i.content, i.verdict, i.idempotencyKey])).toEqual([
      [0, TRUE_CLAIM, 'true', 'k-1'],
      [1, FALSE_CLAIM, 'false', 'k-2'],
      [2, UNDECIDABLE, 'uncertain', 'k-3'],
    ]);
    expect(page.items[2]!.itemContext).toEqual({ domain: 'business' });
  });

  it('pages a 45-item batch 20 at a time: await gives one page, for await every item across 3 pages', async () => {
    const client = t.client((await t.createOrg()).apiKey);
    const items: InputItem[] = Array.from({ length: 45 }, (_, i) => ({ content: `${i} + 1 = ${i + 1}` }));
    const { id } = await client.batches.create({ items, methods: { reasoning: 1 } });
    await client.batches.waitFor(id, { intervalMs: 20 });

    const first = await client.batches.results(id, { limit: 20 });
    expect(first.items).toHaveLength(20);
    expect(first.pagination).toEqual({ total: 45, limit: 20, offset: 0, hasMore: true });
    expect(first.hasNextPage()).toBe(true);

    const pages = [];
    for await (const page of first.iterPages()) pages.push(page.items.map((i) => i.itemIndex));
    expect(pages.map((p) => p.length)).toEqual([20, 20, 5]);

    const all = [];
    for await (const item of client.batches.results(id, { limit: 20 })) all.push(item);
    expect(all.map((i) => i.itemIndex)).toEqual(items.map((_, i) => i));
    expect(all.every((i) => i.status === 'completed' && i.verdict === 'true')).toBe(true);

    const pageRequests = t.seen.filter((s) => s.path.startsWith(`/v1/batch/${id}/results`)).slice(-3).map((s) => s.path);
    expect(pageRequests).toEqual([`/v1/batch/${id}/results?limit=20`, `/v1/batch/${id}/results?limit=20&offset=20`, `/v1/batch/${id}/results?limit=20&offset=40`]);
  });

  it('filters results by item status', async () => {
    const client = t.client((await t.createOrg()).apiKey);
    const { id } = await client.batches.create({ items: [{ content: TRUE_CLAIM }, { content: UNDECIDABLE }], methods: { semantic: 1 } });
    await client.batches.waitFor(id, { intervalMs: 20 });
    const completed = [];
    for await (const item of client.batches.results(id, { status: 'completed' })) completed.push(item.itemIndex);
    expect(completed).toEqual([0, 1]);
    const failed = await client.batches.results(id, { status: 'failed' });
    expect(failed.items).toEqual([]);
    expect(failed.hasNextPage()).toBe(false);
  });

  it('lists batches newest first, filtered by status, across pages', async () => {
    const client = t.client((await t.createOrg()).apiKey);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await client.batches.create({ items: [{ content: TRUE_CLAIM }], methods: { semantic: 1 }, name: `b${i}` })).id);
    for (const id of ids) await client.batches.waitFor(id, { intervalMs: 20 });

    const page = await client.batches.list({ limit: 2 });
    expect(page.data.map((b) => b.id)).toEqual([ids[4], ids[3]]);
    expect(page.pagination).toMatchObject({ total: 5, hasMore: true });
    const next = await page.getNextPage();
    expect(next.data.map((b) => b.id)).toEqual([ids[2], ids[1]]);

    const every = [];
    for await (const batch of client.batches.list({ status: 'completed', limit: 2 })) every.push(batch.id);
    expect(every).toEqual([...ids].reverse());
    expect((await client.batches.list({ status: 'cancelled' })).data).toEqual([]);
  });
});

describe('client.batches.cancel', () => {
  it('cancels a processing batch; cancelling it again throws CannotCancelError', async () => {
    const client = t.client((await t.createOrg()).apiKey);
    let release!: () => void;
    engine.gate = new Promise((resolve) => (release = resolve));
    try {
      const { id } = await client.batches.create({ items: [{ content: TRUE_CLAIM }, { content: FALSE_CLAIM }, { content: UNDECIDABLE }], methods: { semantic: 1 } });
      const cancelled = await client.batches.cancel(id);
      expect(cancelled).toMatchObject({ id, status: 'cancelled' });
      const again = await caught(() => client.batches.cancel(id));
      expect(again).toBeInstanceOf(CannotCancelError);
      expect(again).toMatchObject({ status: 400, code: 'CANNOT_CANCEL' });
    } finally {
      engine.gate = undefined;
      release();
    }
  });
});

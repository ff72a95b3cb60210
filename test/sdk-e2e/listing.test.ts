// client.verify.list and client.batches.downloadResults against the real server (issue 16): the
// page iterator follows pagination.nextCursor, so verifications created during a walk never make
// it skip or repeat one; filters pass through; results files stream back as JSON Lines and CSV.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VerificationPage } from '../../sdk/src/index.js';
import { FALSE_CLAIM, inProcessEngine, startSdkServer, TRUE_CLAIM, type SdkServer } from './helpers.js';

let t: SdkServer;
beforeAll(async () => {
  t = await startSdkServer({ engine: inProcessEngine() });
});
afterAll(() => t.stop());

describe('client.verify.list', () => {
  it('awaits to one typed page and iterates every verification by cursor, newest first, while new ones arrive', async () => {
    const client = t.client((await t.createOrg({ rateLimit: 100_000 })).apiKey);
    const made: string[] = [];
    for (let i = 0; i < 7; i++) made.unshift((await client.verify.create({ content: `${i} + 2 = ${i + 2}`, methods: { reasoning: 1 }, options: { useCache: false } })).id);

    const first = await client.verify.list({ limit: 3 });
    expect(first).toBeInstanceOf(VerificationPage);
    expect(first.data.map((v) => v.id)).toEqual(made.slice(0, 3));
    expect(first.pagination).toMatchObject({ total: 7, hasMore: true, nextCursor: expect.any(String) });

    const walked: string[] = [];
    const arrived: string[] = [];
    for await (const verification of client.verify.list({ limit: 2 })) {
      walked.push(verification.id);
      // A verification created after every page's first item: an offset walk would repeat one.
      if (walked.length % 2 === 1) arrived.push((await client.verify.create({ content: `new ${walked.length}`, methods: { reasoning: 1 } })).id);
    }
    expect(walked).toEqual(made);
    const listRequests = t.seen.filter((s) => s.method === 'GET' && s.path.startsWith('/v1/verify?'));
    expect(listRequests.slice(-3).every((s) => s.path.includes('after='))).toBe(true);
    expect(listRequests.every((s) => !s.path.includes('offset='))).toBe(true);
    expect(arrived).toHaveLength(4);
  });

  it('passes the filters on to every page', async () => {
    const client = t.client((await t.createOrg({ rateLimit: 100_000 })).apiKey);
    const falses: string[] = [];
    for (let i = 0; i < 3; i++) {
      falses.unshift((await client.verify.create({ content: FALSE_CLAIM, methods: { reasoning: 1 }, options: { useCache: false } })).id);
      await client.verify.create({ content: TRUE_CLAIM, methods: { reasoning: 1 }, options: { useCache: false } });
    }
    const seen: string[] = [];
    for await (const v of client.verify.list({ verdict: 'false', status: 'completed', limit: 1 })) seen.push(v.id);
    expect(seen).toEqual(falses);
    const pages = t.seen.filter((s) => s.path.startsWith('/v1/verify?') && s.path.includes('verdict=false'));
    expect(pages).toHaveLength(3);
    expect(pages.every((s) => s.path.includes('status=completed') && s.path.includes('limit=1'))).toBe(true);
  });
});

describe('client.batches.downloadResults', () => {
  it('streams the results as JSON Lines and as CSV', async () => {
    const client = t.client((await t.createOrg({ plan: 'pro' })).apiKey);
    const batch = await client.batches.create({ methods: { semantic: 1 }, items: [{ content: TRUE_CLAIM }, { content: '=1+1' }], metadata: { job: 'sdk' } });
    expect(batch.metadata).toEqual({ job: 'sdk' });
    await client.batches.waitFor(batch.id, { intervalMs: 20 });
    const page = await client.batches.results(batch.id);

    const jsonl = await client.batches.downloadResults(batch.id, { format: 'jsonl' });
    expect(jsonl.headers.get('content-type')).toMatch(/^application\/x-ndjson/);
    const lines = (await jsonl.text()).trimEnd().split('\n').map((l) => JSON.parse(l));
    expect(lines).toEqual(page.items);

    const csv = await client.batches.downloadResults(batch.id, { format: 'csv', status: 'completed' });
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const text = await csv.text();
    expect(text.split('\r\n')[0]).toMatch(/^id,itemIndex,idempotencyKey,content,/);
    expect(text).toContain("'=1+1"); // the formula-looking content is guarded (DECISIONS.md "Results files")
    expect(text.split('\r\n')[0]).toMatch(/,reasoning,firstFalseStep,firstFalseStepStart$/);

    // Issue 25: the SDK passes `bom` on; fetch's text() would hide the mark, so read the bytes.
    const excel = Buffer.from(await (await client.batches.downloadResults(batch.id, { format: 'csv', status: 'completed', bom: true })).arrayBuffer());
    expect([...excel.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(excel.subarray(3).toString('utf8')).toBe(text);
  });
});

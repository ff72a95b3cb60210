// GET /v1/batch/{id}/results as a file (issue 16): JSON Lines and CSV chosen by Accept or `format`,
// every line or row checked against the contract's BatchItem schema and against the JSON page,
// the CSV injection guard, the status filter, and a cancelled batch's partial results.
import { parseString } from 'fast-csv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSV_COLUMNS, CSV_FINDING_COLUMNS } from '../../server/batch/export.js';
import { contractPath, loadContract, type Contract } from '../../server/http/contract/document.js';
import type { TestServer } from '../helpers/server.js';
import { allItems, createBatch, gatedEngine, outcomeFor, startBatchServer, until, waitForBatch } from './helpers.js';
import type { EngineThreads } from '../../server/threads/engine-threads.js';
import type { VerificationOutcome } from '../../server/engine/types.js';
import { BACKENDS } from '../helpers/database.js';

describe.each(BACKENDS)('%s', (backend) => {
  let t: TestServer;
  let apiKey: string;
  let contract: Contract;
  let batchId: string;
  // Contents that start like spreadsheet formulas, one that fails, ordinary ones, and one whose
  // methods found false statements.
  const WITH_FALSE_STEPS = 'Étape: 2 + 2 = 5, and 3 * 3 = 10';
  const CONTENTS = ['=HYPERLINK("http://evil.example","x")', 'plain, with "quotes" and a\nnewline', '-2+3', '@SUM(A1)', 'fails here', '+1 is positive', WITH_FALSE_STEPS];

  /** The fake engine's outcome, with steps for WITH_FALSE_STEPS: the earliest false one is the second method's. */
  function outcomeWithSteps(content: string): VerificationOutcome {
    const outcome = outcomeFor({ content, methods: { semantic: 1 } } as never);
    if (content !== WITH_FALSE_STEPS) return outcome;
    const [semantic] = outcome.paradigmResults;
    const step = (start: number, text: string, verdict: 'true' | 'false' | 'uncertain') => ({ index: 1, start, end: start + text.length, text, verdict, reason: `${text}: ${verdict}` });
    return {
      ...outcome,
      verdict: 'false',
      paradigmResults: [
        { ...semantic!, steps: [step(7, '2 + 2 = 5', 'uncertain'), step(22, '3 * 3 = 10', 'false')] },
        { ...semantic!, paradigm: 'reasoning', steps: [step(7, '2 + 2 = 5', 'false'), step(22, '3 * 3 = 10', 'false')] },
      ],
    };
  }
  const engine: EngineThreads = {
    size: 1,
    async verify(request) {
      if (request.content === 'fails here') throw new Error('engine exploded');
      return outcomeWithSteps(request.content);
    },
    close: async () => undefined,
  };

  beforeAll(async () => {
    t = await startBatchServer({ backend, engine });
    apiKey = (await t.createOrg({ plan: 'pro', rateLimit: 100_000 })).apiKey;
    contract = await loadContract(contractPath(t.config.rootDir));
    const items = CONTENTS.map((content, i) => ({ content, ...(i === 1 ? { context: { lang: 'en' }, idempotencyKey: `k-${Date.now()}` } : {}) }));
    const created = await createBatch(t, apiKey, { methods: { semantic: 1 }, items, metadata: { run: 'export' } });
    expect(created.status).toBe(202);
    batchId = created.body.id;
    await waitForBatch(t, apiKey, batchId, (b) => b.status === 'completed');
  });
  afterAll(() => t.stop());

  /** Validates an item against the contract's BatchItem schema (inside a one-item JSON page of getBatchResults). */
  function expectValidItem(item: unknown): void {
    const operation = contract.router.getOperation('getBatchResults')!;
    const page = { batch: { id: batchId, status: 'completed', totalItems: 1, processedItems: 1, successCount: 1, failureCount: 0, metadata: {} }, items: [item], pagination: { total: 1, limit: 1, offset: 0, hasMore: false } };
    const result = contract.validator.validateResponse(page, operation, 200);
    expect(result.errors ?? [], JSON.stringify(item)).toEqual([]);
  }

  const jsonLines = (text: string) => {
    expect(text.endsWith('\n')).toBe(true);
    return text.slice(0, -1).split('\n').map((line) => JSON.parse(line));
  };

  async function csvRecords(text: string): Promise<Array<Record<string, string>>> {
    return new Promise((resolve, reject) => {
      const rows: Array<Record<string, string>> = [];
      parseString(text, { headers: true })
        .on('data', (row) => rows.push(row))
        .on('error', reject)
        .on('end', () => resolve(rows));
    });
  }

  const NUMBERS = new Set(['itemIndex', 'confidence', 'costCents', 'processingTimeMs', 'retryCount']);
  const REQUIRED_NULLABLE = new Set(['verificationId', 'verdict', 'confidence', 'errorMessage']);

  /** A CSV row back to an item: the guard apostrophe removed, numbers and itemContext parsed, empty cells null or absent. */
  function itemOfRow(row: Record<string, string>): Record<string, unknown> {
    const item: Record<string, unknown> = {};
    for (const column of CSV_COLUMNS) {
      const cell = row[column]!;
      if (cell === '') {
        if (REQUIRED_NULLABLE.has(column)) item[column] = null;
        continue;
      }
      if (NUMBERS.has(column)) item[column] = Number(cell);
      else if (column === 'itemContext') item[column] = JSON.parse(cell);
      else item[column] = /^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell;
    }
    return item;
  }

  /** The item without its null and absent fields (a CSV cell cannot tell them apart). */
  const withoutNulls = (item: Record<string, unknown>) => Object.fromEntries(Object.entries(item).filter(([, v]) => v !== null && v !== undefined));

  describe('GET /v1/batch/{id}/results as a file', () => {
    it('answers JSON Lines for Accept: application/x-ndjson, one contract-valid BatchItem per line, as in the JSON pages', async () => {
      const res = await t.request('GET', `/v1/batch/${batchId}/results`, { apiKey, headers: { Accept: 'application/x-ndjson' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^application\/x-ndjson/);
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${batchId}-results.jsonl"`);
      expect(res.headers.get('x-ratelimit-limit')).not.toBeNull();
      const lines = jsonLines(res.text);
      for (const item of lines) expectValidItem(item);
      expect(() => expectValidItem({ ...lines[0], confidence: 'high' })).toThrow();
      expect(lines).toEqual(await allItems(t, apiKey, batchId));
      expect(lines.map((i) => i.content ?? null)).toEqual(CONTENTS.map((c) => (c === 'fails here' ? null : c)));
      expect(lines.find((i) => i.status === 'failed')).toMatchObject({ errorMessage: expect.any(String) });
    });

    it('answers CSV for Accept: text/csv: a header of the BatchItem fields, rows that read back as the JSON items', async () => {
      const res = await t.request('GET', `/v1/batch/${batchId}/results`, { apiKey, headers: { Accept: 'text/csv' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${batchId}-results.csv"`);
      expect(res.text.split('\r\n')[0]).toBe([...CSV_COLUMNS, ...CSV_FINDING_COLUMNS].join(','));
      const schemaFields = Object.keys((contract.definition.components!.schemas!.BatchItem as { properties: object }).properties);
      expect([...CSV_COLUMNS].sort()).toEqual(schemaFields.sort());
      const rows = await csvRecords(res.text);
      const json = await allItems(t, apiKey, batchId);
      expect(rows).toHaveLength(json.length);
      rows.forEach((row, i) => {
        const item = itemOfRow(row);
        expectValidItem(item);
        expect(withoutNulls(item)).toEqual(withoutNulls(json[i]));
      });
    });

    it('guards cells that a spreadsheet would run as formulas, and only those', async () => {
      const res = await t.request('GET', `/v1/batch/${batchId}/results?format=csv`, { apiKey });
      const contents = (await csvRecords(res.text)).map((r) => r.content);
      expect(contents).toEqual([`'=HYPERLINK("http://evil.example","x")`, 'plain, with "quotes" and a\nnewline', `'-2+3`, `'@SUM(A1)`, '', `'+1 is positive`, WITH_FALSE_STEPS]);
    });

    // Issue 25: what a person reading the file in a spreadsheet needs beside the verdict.
    it('adds the reasoning and the earliest false statement of every method, with its offset, from the item verification', async () => {
      const rows = await csvRecords((await t.request('GET', `/v1/batch/${batchId}/results?format=csv`, { apiKey })).text);
      const findings = rows.map((row) => [row.reasoning, row.firstFalseStep, row.firstFalseStepStart]);
      expect(findings).toEqual(
        CONTENTS.map((content) =>
          content === 'fails here'
            ? ['', '', ''] // no verification
            : content === WITH_FALSE_STEPS
              ? [`checked: ${content.slice(0, 20)}`, '2 + 2 = 5', '7']
              : [`checked: ${content.slice(0, 20)}`, '', ''], // a verification without a false statement
        ),
      );
      expect(WITH_FALSE_STEPS.slice(7, 16)).toBe('2 + 2 = 5');
    });

    it('starts the CSV with a UTF-8 byte order mark when bom=true, and only then', async () => {
      const bytesOf = async (query: string) => Buffer.from(await (await fetch(`${t.url}/v1/batch/${batchId}/results?${query}`, { headers: { Authorization: `Bearer ${apiKey}` } })).arrayBuffer());
      const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
      const withBom = await bytesOf('format=csv&bom=true');
      expect(withBom.subarray(0, 3)).toEqual(BOM);
      expect(withBom.subarray(3).toString('utf8')).toBe((await bytesOf('format=csv')).toString('utf8'));
      expect((await bytesOf('format=csv&bom=false')).subarray(0, 2).toString()).toBe('id');
      expect((await bytesOf('format=jsonl&bom=true')).subarray(0, 1).toString()).toBe('{');
      expect(withBom.toString('utf8')).toContain('Étape'); // the bytes are UTF-8 either way
      const checked = await t.request('GET', `/v1/batch/${batchId}/results?format=csv&bom=true`, { apiKey });
      expect(checked.status).toBe(200);
      const bad = await t.request('GET', `/v1/batch/${batchId}/results?format=csv&bom=yes`, { apiKey });
      expect(bad.status).toBe(400);
      expect(bad.body.error.details.map((d: { field: string }) => d.field)).toContain('query.bom');
    });

    it('lets format win over Accept, keeps JSON the default, and filters files by status', async () => {
      const jsonl = await t.request('GET', `/v1/batch/${batchId}/results?format=jsonl`, { apiKey, headers: { Accept: 'text/csv' } });
      expect(jsonl.headers.get('content-type')).toMatch(/^application\/x-ndjson/);
      const json = await t.request('GET', `/v1/batch/${batchId}/results?format=json`, { apiKey, headers: { Accept: 'text/csv' } });
      expect(json.body.items).toHaveLength(CONTENTS.length);
      for (const accept of [undefined, '*/*', 'application/json', 'application/xml', 'text/csv;q=0.5, application/json']) {
        const res = await t.request('GET', `/v1/batch/${batchId}/results`, { apiKey, ...(accept ? { headers: { Accept: accept } } : {}) });
        expect(res.headers.get('content-type'), String(accept)).toMatch(/^application\/json/);
        expect(res.body.pagination.total).toBe(CONTENTS.length);
      }
      const failed = await t.request('GET', `/v1/batch/${batchId}/results?format=jsonl&status=failed&limit=1`, { apiKey });
      expect(jsonLines(failed.text).map((i) => i.itemIndex)).toEqual([4]);
      const none = await t.request('GET', `/v1/batch/${batchId}/results?format=csv&status=skipped`, { apiKey });
      expect(none.text).toBe(`${[...CSV_COLUMNS, ...CSV_FINDING_COLUMNS].join(',')}\r\n`);
      const emptyLines = await t.request('GET', `/v1/batch/${batchId}/results?format=jsonl&status=skipped`, { apiKey });
      expect(emptyLines.text).toBe('');
    });

    it('answers 400 for an unknown format and 404 for another organization’s batch', async () => {
      const bad = await t.request('GET', `/v1/batch/${batchId}/results?format=xlsx`, { apiKey });
      expect(bad.status).toBe(400);
      expect(bad.body.error.details.map((d: { field: string }) => d.field)).toContain('query.format');
      const other = await t.createOrg({ plan: 'pro' });
      const hidden = await t.request('GET', `/v1/batch/${batchId}/results?format=csv`, { apiKey: other.apiKey });
      expect(hidden.status).toBe(404);
    });
  });

  describe('a cancelled batch', () => {
    const engine = gatedEngine();
    let g: TestServer;
    beforeAll(async () => {
      g = await startBatchServer({ backend, engine, env: { WORKER_CONCURRENCY: '1' } });
    });
    afterAll(async () => {
      engine.release();
      await g.stop();
    });

    it('exports its partial results: the finished item with its result, the others skipped', async () => {
      const key = (await g.createOrg({ plan: 'pro' })).apiKey;
      const created = await g.request('POST', '/v1/batch', { apiKey: key, json: { methods: { semantic: 1 }, items: [{ content: 'a' }, { content: 'b' }, { content: 'c' }] } });
      await until(() => engine.waiting() === 1);
      expect((await g.request('POST', `/v1/batch/${created.body.id}/cancel`, { apiKey: key })).status).toBe(200);
      engine.release();
      await waitForBatch(g, key, created.body.id, (b) => b.processedItems === 3);
      const res = await g.request('GET', `/v1/batch/${created.body.id}/results`, { apiKey: key, headers: { Accept: 'application/x-ndjson' } });
      const lines = jsonLines(res.text);
      expect(lines.map((i) => i.status)).toEqual(['completed', 'skipped', 'skipped']);
      expect(lines[0]).toMatchObject({ verdict: 'true', verificationId: expect.stringMatching(/^ver_/) });
      const csv = await csvRecords((await g.request('GET', `/v1/batch/${created.body.id}/results?format=csv`, { apiKey: key })).text);
      expect(csv.map((r) => r.status)).toEqual(['completed', 'skipped', 'skipped']);
    });
  });
});

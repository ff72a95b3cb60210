// Batch scenarios of the benchmark (issue 8, part 2): time from the first create (or upload)
// request until every batch reads `completed`, with GET /v1/status sent alongside at a fixed rate
// to see whether the job runner starves the API.
import { authHeaders, call, call2xx, type Api } from './api.js';
import { claim, claimsCsv } from './claims.js';
import { startLoad } from './load.js';
import { measure, rejectReason, type BatchResult } from './results.js';

/** Free-plan methods for every batch item: the goal is stated for them. */
export const BATCH_METHODS = { semantic: 1, reasoning: 1 };
/**
 * The status probe: a steady, light load, as API clients would send while batches run. Light on
 * purpose: at ~1 ms of server CPU per request, a heavier probe would itself slow the batches.
 */
export const STATUS_PROBE = { connections: 10, overallRate: 100 };
const TERMINAL = new Set(['completed', 'failed', 'cancelled']);

export interface BatchScenario {
  name: string;
  /** Creates the batches; resolves with their ids. */
  create(api: Api): Promise<string[]>;
  items: number;
}

function contents(batchNo: number, items: number): string[] {
  // Offsets keep every batch's contents apart from the verify scenarios' and each other's.
  return Array.from({ length: items }, (_, i) => claim('mixed', 50_000_000 + batchNo * 1_000 + i));
}

async function createInline(api: Api, batchNo: number, items: number): Promise<string> {
  const res = await call2xx(api, 'POST', '/v1/batch', {
    json: { name: `bench ${batchNo}`, items: contents(batchNo, items).map((content) => ({ content })), methods: BATCH_METHODS },
  });
  return String(res.body.id);
}

async function createFromCsv(api: Api, batchNo: number, items: number): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([claimsCsv(contents(batchNo, items))], { type: 'text/csv' }), `bench-${batchNo}.csv`);
  const uploaded = await call2xx(api, 'POST', '/v1/batch/upload', { form });
  if (uploaded.body?.itemCount !== items) throw new Error(`the upload kept ${uploaded.body?.itemCount} of ${items} rows: ${uploaded.text.slice(0, 300)}`);
  const res = await call2xx(api, 'POST', '/v1/batch', { json: { fileId: uploaded.body.fileId, methods: BATCH_METHODS } });
  return String(res.body.id);
}

export function batchScenarios(items: number, concurrent: number): BatchScenario[] {
  return [
    { name: `1 batch of ${items}, inline`, items, create: async (api) => [await createInline(api, 1, items)] },
    { name: `1 batch of ${items}, uploaded CSV`, items, create: async (api) => [await createFromCsv(api, 2, items)] },
    {
      name: `${concurrent} batches of ${items} at once`,
      items: items * concurrent,
      create: (api) => Promise.all(Array.from({ length: concurrent }, (_, n) => createInline(api, 10 + n, items))),
    },
  ];
}

/**
 * Polls GET /v1/batch/:id, one request every `pollMs` in turn over the unfinished batches (so ten
 * batches are not polled ten times as often: the polls cost the server CPU the batches need),
 * until every batch is final; returns their last bodies.
 */
async function waitForBatches(api: Api, ids: string[], pollMs: number, deadline: number): Promise<any[]> {
  const finals = new Map<string, any>();
  for (let turn = 0; finals.size < ids.length; turn++) {
    const open = ids.filter((id) => !finals.has(id));
    const id = open[turn % open.length]!;
    const res = await call(api, 'GET', `/v1/batch/${encodeURIComponent(id)}`);
    if (res.status !== 200) throw new Error(`GET /v1/batch/${id} answered ${res.status}: ${res.text.slice(0, 300)}`);
    if (TERMINAL.has(res.body?.status)) {
      finals.set(id, res.body);
      continue;
    }
    if (Date.now() > deadline) throw new Error(`batch ${id} still ${res.body?.status} (${res.body?.processedItems}/${res.body?.totalItems} items) after the time limit`);
    await new Promise((r) => setTimeout(r, pollMs));
  }
  return ids.map((id) => finals.get(id));
}

/** Runs one batch scenario with the status probe; throws (EndpointUnavailable or Error) when it cannot be measured. */
export async function runBatchScenario(api: Api, scenario: BatchScenario, options: { pollMs: number; timeoutMs: number }): Promise<BatchResult> {
  const probe = startLoad(
    { url: api.url, method: 'GET', path: '/v1/status', headers: authHeaders(api, false) },
    { ...STATUS_PROBE, durationSec: options.timeoutMs / 1000 + 60 },
  );
  let seconds: number;
  try {
    const started = performance.now();
    const ids = await scenario.create(api);
    const deadline = Date.now() + options.timeoutMs;
    const finals = await waitForBatches(api, ids, options.pollMs, deadline);
    seconds = (performance.now() - started) / 1000;
    const unfinished = finals.filter((b) => b.status !== 'completed' || b.failureCount > 0);
    if (unfinished.length > 0) {
      const b = unfinished[0];
      throw new Error(`${unfinished.length} of ${ids.length} batches did not complete cleanly, e.g. ${b.id}: status ${b.status}, ${b.failureCount} failed items${b.errorMessage ? `, ${b.errorMessage}` : ''}`);
    }
  } finally {
    probe.stop();
  }
  const m = measure(await probe.done);
  const rejected = rejectReason(m);
  if (rejected) throw new Error(`GET /v1/status alongside: ${rejected}`);
  return { name: scenario.name, items: scenario.items, seconds: Math.round(seconds * 100) / 100, statusP99Ms: m.p99Ms };
}

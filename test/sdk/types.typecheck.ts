// Type tests for @verity/sdk: expected usages must compile and every `@ts-expect-error` line must
// fail to compile, or tsc reports the directive as unused. Checked by `npx tsc -p tsconfig.json
// --noEmit` (part of `npm test`); never executed.
import {
  BatchValidationError,
  RateLimitError,
  UsageLimitExceededError,
  Verity,
  VerityError,
  verifyWebhook,
  waitForBatch,
  waitForVerification,
  type Batch,
  type BatchItem,
  type BatchPage,
  type BatchResultsPage,
  type BatchStatus,
  type BatchSummary,
  type ErrorCode,
  type EscalationPage,
  type EscalationRecord,
  type Review,
  type FinishedVerification,
  type Verification,
  type VerifyParams,
} from '../../sdk/src/index.js';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
function assertType<T extends true>(_proof?: T): void {}

export async function expectedUsages(client: Verity): Promise<void> {
  // --- verify.create: the five-line example, with completion for every field.
  const result = await client.verify.create({ content: 'Water boils at 100 °C at sea level.', methods: { semantic: 1, reasoning: 0.5 } });
  if (result.status === 'completed') {
    const decision: 'accept' | 'refine' | 'escalate' | 'reject' = result.decision;
    const confidence: number = result.confidence;
    const methods: string[] = result.paradigmResults.map((r) => r.paradigm);
    void [decision, confidence, methods];
  }
  if (result.status === 'escalated') {
    const reason: 'conflicting_verdicts' | 'insufficient_evidence' | 'processing_failed' = result.escalation.reason;
    // Issue 14: an escalated verification carries the methods' result and metadata too.
    const decision: 'accept' | 'refine' | 'escalate' | 'reject' = result.decision;
    const explanation: string = result.reasoning;
    const took: number = result.processingTimeMs;
    const ticket: string | undefined = result.metadata.ticket;
    void [reason, decision, explanation, took, ticket, result.paradigmResults.length];
  }
  // Issue 14: every method result lists the statements it checked, with their place in the content.
  if (result.status === 'completed' || result.status === 'escalated') {
    for (const r of result.paradigmResults) {
      for (const step of r.steps) {
        const quoted: string = result.content.slice(step.start, step.end);
        const verdict: 'true' | 'false' | 'uncertain' = step.verdict;
        const computed: string | undefined = step.computed;
        const line: number = step.index;
        const why: string = step.reason;
        void [quoted, verdict, computed, line, why, step.text];
      }
    }
  }
  // @ts-expect-error -- a pending (webhook) result has no decision: narrow on status first
  void result.decision;

  // Context takes any JSON values, metadata takes strings, options are all optional.
  await client.verify.create({
    content: 'The Eiffel Tower is in Paris.',
    methods: { tool: 1 },
    context: { domain: 'geography', evidence: ['Paris is the capital of France.'], year: 2026 },
    metadata: { ticket: 'T-1' },
    options: { useCache: false },
    webhookUrl: 'https://hooks.example.com/verity',
  }, { idempotencyKey: 'claim-1', timeout: 10_000, maxRetries: 5, signal: AbortSignal.timeout(1000) });

  // @ts-expect-error -- unknown method name
  await client.verify.create({ content: 'x', methods: { semantik: 1 } });
  // @ts-expect-error -- content is required
  await client.verify.create({ methods: { semantic: 1 } });
  // @ts-expect-error -- methods is required
  await client.verify.create({ content: 'x' });
  // @ts-expect-error -- a weight is a number
  await client.verify.create({ content: 'x', methods: { semantic: 'high' } });
  // @ts-expect-error -- unknown option
  await client.verify.create({ content: 'x', methods: { semantic: 1 }, options: { retries: 3 } });
  // @ts-expect-error -- metadata values are strings
  await client.verify.create({ content: 'x', methods: { semantic: 1 }, metadata: { count: 1 } });
  // @ts-expect-error -- there is no `retrieve`; the method is `get`
  await client.verify.retrieve('ver_01');

  // --- verify.get narrows on status.
  const verification: Verification = await client.verify.get('ver_01');
  if (verification.status === 'processing') {
    // @ts-expect-error -- a processing verification has no verdict yet
    void verification.verdict;
  }

  // --- Polling returns only final shapes.
  const finished = await client.verify.waitFor('ver_01', { intervalMs: 500, timeoutMs: 60_000 });
  assertType<Equal<typeof finished, FinishedVerification>>();
  assertType<Equal<typeof finished.status, 'completed' | 'escalated'>>();
  await waitForVerification(client, 'ver_01');
  const done: Batch = await client.batches.waitFor('bat_01', { onProgress: ({ processedItems, totalItems }) => void (processedItems / totalItems) });
  await waitForBatch(client, 'bat_01', { intervalMs: 1000 });
  void done;

  // --- Batches: exactly one of items and fileId.
  const accepted = await client.batches.create({ items: [{ content: 'a', context: { source: 'csv' }, idempotencyKey: 'a-1' }], methods: { semantic: 1 }, name: 'One' });
  const processing: 'processing' = accepted.status;
  await client.batches.create({ fileId: '8b0f2c1e-3a4d-4e5f-9a6b-7c8d9e0f1a2b', methods: { semantic: 1 } });
  // @ts-expect-error -- neither items nor fileId
  await client.batches.create({ methods: { semantic: 1 } });
  // @ts-expect-error -- both items and fileId
  await client.batches.create({ items: [{ content: 'a' }], fileId: '8b0f2c1e-3a4d-4e5f-9a6b-7c8d9e0f1a2b', methods: { semantic: 1 } });
  // @ts-expect-error -- an item needs content
  await client.batches.create({ items: [{ context: {} }], methods: { semantic: 1 } });
  void processing;

  // --- Lists: await one page, or iterate every item.
  const page: BatchPage = await client.batches.list({ status: 'completed', limit: 50 });
  const firstStatus: BatchStatus | undefined = page.data[0]?.status;
  for await (const batch of client.batches.list()) {
    assertType<Equal<typeof batch, BatchSummary>>();
  }
  // @ts-expect-error -- not a batch status
  client.batches.list({ status: 'done' });
  // @ts-expect-error -- the filter is `status`, not `state`
  client.batches.list({ state: 'completed' });
  const results: BatchResultsPage = await client.batches.results('bat_01', { status: 'failed' });
  const total: number = results.batch.totalItems + results.pagination.total;
  for await (const item of client.batches.results('bat_01')) {
    assertType<Equal<typeof item, BatchItem>>();
  }
  // @ts-expect-error -- `cancelled` is a batch status, not an item status (items are `skipped`)
  client.batches.results('bat_01', { status: 'cancelled' });
  void [firstStatus, total];

  // --- Upload: path, Blob or bytes; format is csv or json.
  await client.batches.upload('./claims.csv');
  await client.batches.upload(new Blob(['content\nx\n']), { filename: 'claims.csv' });
  const file = await client.batches.upload(Buffer.from('[]'), { format: 'json', idempotencyKey: 'upload-1' });
  await client.batches.create({ fileId: file.fileId, methods: { semantic: 1 } });
  // @ts-expect-error -- not a supported format
  await client.batches.upload('./claims.xml', { format: 'xml' });

  // --- Status and cancel.
  const status = await client.status();
  const plan: 'free' | 'pro' | 'enterprise' = status.organization.plan;
  const cancelled: 'cancelled' = (await client.batches.cancel('bat_01')).status;
  void [plan, cancelled];
}

export function errorHandling(error: unknown): void {
  if (error instanceof RateLimitError) {
    const retryAfter: number | undefined = error.retryAfter;
    const status: number = error.status;
    void [retryAfter, status];
  }
  if (error instanceof UsageLimitExceededError) {
    const resetDate: string | undefined = error.resetDate;
    void resetDate;
  }
  if (error instanceof BatchValidationError) {
    const rows: number[] = error.validationErrors.map((e) => e.row);
    void rows;
  }
  if (error instanceof VerityError) {
    const requestId: string | undefined = error.requestId;
    void requestId;
    // @ts-expect-error -- retryAfter is only on the errors that carry it
    void error.retryAfter;
  }
  const code: ErrorCode = 'CANNOT_CANCEL';
  // @ts-expect-error -- not an error code of the contract
  const wrong: ErrorCode = 'cannot_cancel';
  void [code, wrong];
}

export function webhookHandling(body: string, headers: Record<string, string | string[] | undefined>): void {
  const event = verifyWebhook(body, headers, 'whsec_c2VjcmV0');
  switch (event.type) {
    case 'verification.completed':
      void event.data.decision;
      break;
    case 'verification.escalated':
      void event.data.escalation.priority;
      break;
    case 'batch.completed':
    case 'batch.cancelled':
      void event.data.successCount;
      break;
    // @ts-expect-error -- not an event type of the contract
    case 'batch.failed':
      break;
  }
}

// Client options are checked too.
// @ts-expect-error -- the option is apiKey
new Verity({ key: 'vrt_live_x' });
// @ts-expect-error -- timeout is milliseconds as a number
new Verity({ apiKey: 'k', timeout: '30s' });

const params: VerifyParams = { content: 'x', methods: { formal: 1 } };
void params;

// client.escalations (issue 16): typed filters, page iterator and the review it records.
export async function escalationUsages(client: Verity): Promise<void> {
  const page: EscalationPage = await client.escalations.list({ status: 'pending', priority: 'high', reason: 'conflicting_verdicts', sort: 'deadline' });
  for await (const escalation of client.escalations.list()) assertType<Equal<typeof escalation, EscalationRecord>>();
  const resolved = await client.escalations.resolve(page.data[0]!.id, { decision: 'reject', correctedVerdict: 'false', note: 'n', reviewer: 'Ana' });
  const review: Review | undefined = resolved.review;
  void review?.resolvedAt;
  // @ts-expect-error -- the reviewer decides accept or reject, not the engine's refine
  await client.escalations.resolve('esc_1', { decision: 'refine' });
  // @ts-expect-error -- decision is required
  await client.escalations.resolve('esc_1', { note: 'no decision' });
  // @ts-expect-error -- sort is newest or deadline
  client.escalations.list({ sort: 'oldest' });
  // @ts-expect-error -- an unknown status
  client.escalations.list({ status: 'open' });
}

// The JSON results pages take no file format: files come from downloadResults.
declare const typedClient: Verity;
// @ts-expect-error -- results() pages JSON; use downloadResults for csv/jsonl
void typedClient.batches.results('bat_x', { format: 'csv' });
void typedClient.batches.downloadResults('bat_x', { format: 'csv', status: 'failed' });
void typedClient.batches.downloadResults('bat_x', { format: 'csv', bom: true });
// @ts-expect-error -- the byte order mark is for CSV only
void typedClient.batches.downloadResults('bat_x', { format: 'jsonl', bom: true });
// @ts-expect-error -- pages of JSON have no byte order mark
void typedClient.batches.results('bat_x', { bom: true });
// @ts-expect-error -- the file formats are jsonl and csv
void typedClient.batches.downloadResults('bat_x', { format: 'xlsx' });
// @ts-expect-error -- verdict filters take the contract's verdicts
void typedClient.verify.list({ verdict: 'maybe' });

// Creating a batch (spec 4.5, 3.2; DECISIONS.md "Batches"). The checks run in the order a caller
// can act on them: plan (402), request shape (400), methods of the plan (403), webhook address
// (400), rows (400 with a stored `failed` batch), then, in one transaction, the file (404), the
// monthly quota (403) and the insert. A refused create consumes nothing: the fileId is only used
// when the batch is stored in the same transaction.
import { readFileSync } from 'node:fs';
import type { components } from '../../generated/api-types.js';
import { assertBatchAccess, assertMethodsAllowed } from '../accounts/plan-limits.js';
import { assertQuotaAvailable } from '../accounts/quota.js';
import type { Clock } from '../clock.js';
import { ApiError, validationError, type FieldError } from '../errors.js';
import { newId } from '../ids.js';
import type { Organization } from '../storage/organizations.js';
import type { Db } from '../storage/db.js';
import {
  completeBatchIfDone,
  findReusableItem,
  getBatchById,
  insertBatch,
  queueBatch,
  type BatchRow,
  type NewBatchItemRow,
} from '../storage/batches.js';
import { consumeUploadedFile, type UploadedFileRow } from '../storage/uploaded-files.js';
import type { WebhookService } from '../webhooks/service.js';
import { MAX_DOCUMENT_CHARS, type Paradigm } from '../engine/index.js';
import { transaction, type WakeUp } from '../queue/wake-up.js';
import type { Outbox } from '../webhooks/outbox.js';
import { enqueueBatchEvent } from './events.js';
import { validateRows, type InputItem, type NumberedItem, type RowError } from './input/validate-rows.js';
import { documentCharacters, requestRuleErrors } from '../verifications/request-rules.js';
import { withEscalation } from '../verifications/escalation-mode.js';

type CreateBatchRequest = components['schemas']['CreateBatchRequest'];

/** DECISIONS.md "expiresAt": a batch and its items are deleted 30 days after creation. */
export const BATCH_RETENTION_MS = 30 * 24 * 3_600_000;

export interface CreateBatchDeps {
  db: Db;
  clock: Clock;
  /** Checks `webhookUrl` (the deployment's address rules). */
  webhooks: Pick<WebhookService, 'assertDeliverable'>;
  /** Where `batch.completed` goes when every item reused an earlier verification. */
  outbox: Outbox;
  /** The job runner, woken once the items were queued (committed). */
  jobs: WakeUp;
}

/** What the body looks like once the contract accepted everything but (possibly) some rows. */
interface CreateBody {
  items?: unknown[];
  fileId?: string;
  methods: Record<string, number>;
  options?: CreateBatchRequest['options'];
  name?: string;
  context?: Record<string, unknown>;
  webhookUrl?: string;
  metadata?: Record<string, string>;
}

/**
 * The checks that do not depend on the rows, in order: 402 on Free, exactly one of items and
 * fileId, cross-field option rules, methods of the plan, batch context keys, webhook address.
 */
export async function checkCreateRequest(deps: CreateBatchDeps, organization: Organization, body: CreateBody): Promise<void> {
  assertBatchAccess(organization);
  const hasItems = body.items !== undefined;
  const hasFile = body.fileId !== undefined;
  if (hasItems === hasFile) {
    throw validationError(
      [{ field: hasItems ? 'fileId' : 'items', message: hasItems ? 'must not be given together with items' : 'items or fileId is required' }],
      'Give exactly one of items (inline) and fileId (from POST /v1/batch/upload).',
    );
  }
  const problems = requestRuleErrors(body.options, body.context);
  // One body carries at most MAX_DOCUMENT_CHARS of documents in all, the batch's and its items'
  // (spec/common.tsp Context; the JSON body limit is sized on it): shared sources go in the
  // batch context once, and larger sets in an uploaded file, whose rows keep the per-item limit.
  const carried = documentCharacters(body.context) + (body.items ?? []).reduce((n: number, item) => n + documentCharacters(isRecord(item) && isRecord(item['context']) ? item['context'] : undefined), 0);
  if (carried > MAX_DOCUMENT_CHARS) {
    problems.push({ field: 'items', message: `the documents of the batch context and the items hold ${carried.toLocaleString('en-US')} characters in all; at most ${MAX_DOCUMENT_CHARS.toLocaleString('en-US')} per request (put shared documents in the batch context, or upload a file)` });
  }
  if (problems.length > 0) throw validationError(problems);

  assertMethodsAllowed(organization, Object.keys(body.methods) as Paradigm[]);

  if (body.webhookUrl !== undefined) await deps.webhooks.assertDeliverable(body.webhookUrl);
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * The row errors of inline items: the row rules of uploaded files (server/batch/input), plus any
 * contract errors located under `items.N` that the rules did not already explain.
 */
export function rowErrorsOf(items: unknown[], schemaErrors: FieldError[] = []): RowError[] {
  const byRow = new Map<number, string>();
  for (const error of validateRows(items.map((value, row) => ({ row, value }))).errors) byRow.set(error.row, error.error);
  for (const detail of schemaErrors) {
    const match = /^items\.(\d+)(?:\.(.*))?$/.exec(detail.field);
    if (!match) continue;
    const row = Number(match[1]);
    if (byRow.has(row)) continue;
    byRow.set(row, `${match[2] ?? 'item'} ${detail.message}`);
  }
  return [...byRow.entries()].sort((a, b) => a[0] - b[0]).map(([row, error]) => ({ row, error }));
}

function baseRow(deps: CreateBatchDeps, organization: Organization, body: CreateBody, id: string, now: Date) {
  return {
    id,
    organizationId: organization.id,
    methodsConfig: body.methods,
    // Issue 25: the escalation mode of every item is settled now (the request's, else the
    // organization's default) and echoed with the options.
    options: withEscalation(body.options, organization),
    context: body.context ?? null,
    webhookUrl: body.webhookUrl ?? null,
    metadata: body.metadata ?? null,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + BATCH_RETENTION_MS).toISOString(),
  };
}

/** Stores a batch whose rows failed validation (spec 3.2): `failed`, nothing processed, the rows listed. */
export async function storeFailedBatch(
  deps: CreateBatchDeps,
  organization: Organization,
  body: CreateBody,
  rowErrors: RowError[],
  idempotencyKey: string | undefined,
): Promise<BatchRow> {
  const now = deps.clock.now();
  const id = newId('batch', now);
  const total = body.items?.length ?? 0;
  const row = {
    ...baseRow(deps, organization, body, id, now),
    name: body.name ?? `Batch of ${total} items`,
    inputFormat: 'inline' as const,
    status: 'failed' as const,
    failedAt: now.toISOString(),
    totalItems: total,
    idempotencyKey: idempotencyKey ?? null,
    errorMessage: `${rowErrors.length} of ${total} items failed validation`,
    validationErrors: rowErrors,
  };
  await insertBatch(deps.db, row, []);
  const stored = await getBatchById(deps.db, id);
  if (!stored) throw new Error(`batch ${id} vanished after its insert`);
  return stored;
}

/** The parsed items of an uploaded file: in the database (PostgreSQL) or in its file under UPLOAD_DIR (SQLite). */
function readStoredItems(file: Pick<UploadedFileRow, 'path' | 'content'>): NumberedItem[] | undefined {
  try {
    const parsed = JSON.parse(file.content ?? readFileSync(file.path ?? '', 'utf8')) as unknown;
    return Array.isArray(parsed) ? (parsed as NumberedItem[]) : undefined;
  } catch {
    return undefined;
  }
}

const fileGone = () =>
  new ApiError('not_found', {
    message: 'The file was not found, has expired (files are kept one hour) or was already used; upload it again.',
  });

/**
 * Stores an accepted batch in one transaction: consumes the file (if any), reuses earlier
 * verifications of items with a known idempotencyKey and content, checks the monthly quota for the
 * rest, inserts the batch and its items (`pending`), then queues the items and moves the batch to
 * `processing`. A batch whose every item was reused completes at once.
 */
export function storeAcceptedBatch(
  deps: CreateBatchDeps,
  organization: Organization,
  body: CreateBody,
  idempotencyKey: string | undefined,
): Promise<{ batch: BatchRow; reused: number }> {
  return transaction(
    deps.db,
    async (tx) => {
      const now = deps.clock.now();
      const id = newId('batch', now);
      let items: NumberedItem[];
      let source: { inputFormat: 'inline' | 'csv' | 'json'; originalFileName: string | null; fileId: string | null; skippedCount: number };
      if (body.fileId !== undefined) {
        const file = await consumeUploadedFile(tx, { id: body.fileId, organizationId: organization.id, batchId: id, now });
        if (!file) throw fileGone();
        const stored = readStoredItems(file);
        if (!stored || stored.length === 0) throw fileGone();
        items = stored;
        source = { inputFormat: file.format, originalFileName: file.originalFileName, fileId: file.id, skippedCount: file.skippedCount };
      } else {
        // The caller has checked every row (rowErrorsOf): these are valid InputItems.
        items = body.items as InputItem[];
        source = { inputFormat: 'inline', originalFileName: null, fileId: null, skippedCount: 0 };
      }

      const iso = now.toISOString();
      const rows: NewBatchItemRow[] = [];
      let reused = 0;
      for (const [position, item] of items.entries()) {
        // DECISIONS.md "Row numbering": an uploaded item keeps its row in the file (skipped rows
        // leave gaps); an inline item's row is its position in `items`.
        const itemIndex = item.row ?? position;
        const earlier = item.idempotencyKey === undefined ? undefined : await findReusableItem(tx, organization.id, item.idempotencyKey, item.content);
        const common = {
          id: newId('batchItem', now),
          batchId: id,
          organizationId: organization.id,
          itemIndex,
          idempotencyKey: item.idempotencyKey ?? null,
          content: item.content,
          itemContext: item.context ?? null,
          createdAt: iso,
        };
        if (earlier) {
          // DECISIONS.md "Item idempotency": the earlier verification is reused; nothing is charged.
          reused++;
          rows.push({
            ...common,
            status: 'completed',
            verificationId: earlier.verificationId,
            verdict: earlier.verdict,
            confidence: earlier.confidence,
            decision: earlier.decision,
            costCents: 0,
            processingTimeMs: 0,
            completedAt: iso,
          });
        } else {
          rows.push({ ...common, status: 'pending' });
        }
      }
      if (rows.length - reused > 0) await assertQuotaAvailable(tx, deps.clock, organization, rows.length - reused);

      await insertBatch(
        tx,
        {
          ...baseRow(deps, organization, body, id, now),
          ...source,
          name: body.name ?? source.originalFileName?.slice(0, 200) ?? `Batch of ${items.length} items`,
          status: 'pending',
          totalItems: items.length,
          processedItems: reused,
          successCount: reused,
          idempotencyKey: idempotencyKey ?? null,
        },
        rows,
      );
      await queueBatch(tx, id, now);
      deps.jobs.afterCommit(tx);
      const completed = await completeBatchIfDone(tx, id, now);
      if (completed) await enqueueBatchEvent(deps.outbox, tx, 'batch.completed', completed, now);
      const batch = completed ?? (await getBatchById(tx, id));
      if (!batch) throw new Error(`batch ${id} vanished inside its transaction`);
      return { batch, reused };
    },
    { behavior: 'immediate' },
  );
}

export type { CreateBody };

// The batch service (spec 4.5 to 4.10; DECISIONS.md "Batches"; issue 24: one service per
// resource, made by a factory at the composition root): create, list, read, export and cancel the
// organization's batches over the storage port, waking the job runner (items, webhook events)
// when there is work for it. It answers in the contract's shapes, never in HTTP statuses: the
// handlers (server/http/handlers/batches.ts) pick those. Creating is spelled out in create.ts, the
// shapes in render.ts, the results files in export.ts.
import type { Readable } from 'node:stream';
import type { components } from '../../generated/api-types.js';
import type { Clock } from '../clock.js';
import { ApiError, type FieldError } from '../errors.js';
import { pageOf, pagination } from '../pagination.js';
import type { Db } from '../storage/db.js';
import { cancelBatchRows, findBatch, listBatches as listBatchRows, listItems, type BatchRow, type BatchStatus, type ItemStatus } from '../storage/batches.js';
import type { Organization } from '../storage/organizations.js';
import type { WebhookService } from '../webhooks/service.js';
import { checkCreateRequest, rowErrorsOf, storeAcceptedBatch, storeFailedBatch, type CreateBody } from './create.js';
import { transaction, type WakeUp } from '../queue/wake-up.js';
import type { Outbox } from '../webhooks/outbox.js';
import { enqueueBatchEvent } from './events.js';
import { chooseResultsFormat, RESULTS_MEDIA_TYPES, streamResults } from './export.js';
import { metadataOf, renderBatch, renderBatchSummary, renderItem, renderResultsSummary } from './render.js';

type Schemas = components['schemas'];

export interface BatchServiceDeps {
  db: Db;
  clock: Clock;
  /** Checks `webhookUrl` (the deployment's address rules). */
  webhooks: Pick<WebhookService, 'assertDeliverable'>;
  /** Where `batch.completed` and `batch.cancelled` go. */
  outbox: Outbox;
  /** The job runner, woken once items were queued. */
  jobs: WakeUp;
}

type PageQuery = Parameters<typeof pageOf>[0];

/** What POST /v1/batch did: accepted the batch, or stored it `failed` because rows failed validation (spec 3.2). */
export type CreatedBatch = { accepted: Schemas['BatchAccepted'] } | { rowsRejected: Omit<Schemas['BatchValidationFailed'], 'requestId'> };

/** A results answer (spec 4.9; DECISIONS.md "Results files"): one JSON page, or the whole file as a stream. */
export type BatchResultsAnswer =
  | { page: Schemas['BatchResults'] }
  | { file: { mediaType: (typeof RESULTS_MEDIA_TYPES)[keyof typeof RESULTS_MEDIA_TYPES]; fileName: string; stream: Readable } };

export interface BatchService {
  /** Creates a batch from inline items or an uploaded file; `idempotencyKey` is the request's, kept on the batch. */
  create(org: Organization, body: CreateBody, idempotencyKey: string | undefined): Promise<CreatedBatch>;
  /**
   * DECISIONS.md "Row validation": when every contract error lies under `items.N`, the rows are
   * rejected as a stored `failed` batch (after the checks that do not depend on rows); otherwise
   * undefined, and the errors are the plain `400 validation_error`.
   */
  rejectInvalidRows(org: Organization, body: unknown, errors: FieldError[], idempotencyKey: string | undefined): Promise<CreatedBatch | undefined>;
  list(org: Organization, query: PageQuery & { status?: BatchStatus | undefined }): Promise<Schemas['BatchList']>;
  get(org: Organization, id: string): Promise<Schemas['Batch']>;
  /**
   * The items of a batch: a page, or a file when `format` (or, without it, `accepts`, the content
   * negotiation over the offered media types) asks for one.
   */
  results(
    org: Organization,
    id: string,
    query: PageQuery & { status?: ItemStatus | undefined; format?: 'json' | keyof typeof RESULTS_MEDIA_TYPES | undefined; bom?: boolean | undefined },
    accepts: (...types: string[]) => string | false,
  ): Promise<BatchResultsAnswer>;
  /** Cancels a pending or processing batch; `CANNOT_CANCEL` when it is final. */
  cancel(org: Organization, id: string): Promise<Schemas['BatchCancelled']>;
}

const batchNotFound = (id: string) => new ApiError('not_found', { message: `Batch ${id} was not found.` });
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function createBatchService(deps: BatchServiceDeps): BatchService {
  const { db } = deps;
  const find = async (org: Organization, id: string): Promise<BatchRow> => {
    const batch = await findBatch(db, org.id, id);
    if (!batch) throw batchNotFound(id);
    return batch;
  };
  const rejectRows = async (org: Organization, body: CreateBody, rowErrors: ReturnType<typeof rowErrorsOf>, idempotencyKey: string | undefined): Promise<CreatedBatch> => {
    const batch = await storeFailedBatch(deps, org, body, rowErrors, idempotencyKey);
    return { rowsRejected: { id: batch.id, status: 'failed', validationErrors: rowErrors, message: batch.errorMessage ?? 'Rows failed validation.' } };
  };

  return {
    async create(org, body, idempotencyKey) {
      await checkCreateRequest(deps, org, body);
      if (body.items !== undefined) {
        // The contract passed every row; the row rules still refuse duplicate keys and prototype keys.
        const rowErrors = rowErrorsOf(body.items);
        if (rowErrors.length > 0) return rejectRows(org, body, rowErrors, idempotencyKey);
      }
      const { batch, reused } = await storeAcceptedBatch(deps, org, body, idempotencyKey);
      const queued = batch.totalItems - reused;
      const parts = [`Batch accepted: ${plural(queued, 'item')} queued for verification.`];
      if (reused > 0) parts.push(`${plural(reused, 'item')} reused an earlier verification with the same idempotencyKey.`);
      return { accepted: { id: batch.id, status: 'processing', totalItems: batch.totalItems, message: parts.join(' '), metadata: metadataOf(batch) } };
    },

    async rejectInvalidRows(org, body, errors, idempotencyKey) {
      if (errors.length === 0 || !errors.every((d) => /^items\.\d+(?:\.|$)/.test(d.field))) return undefined;
      const candidate = body as CreateBody;
      if (!Array.isArray(candidate.items)) return undefined;
      await checkCreateRequest(deps, org, candidate);
      return rejectRows(org, candidate, rowErrorsOf(candidate.items, errors), idempotencyKey);
    },

    async list(org, query) {
      const page = pageOf(query);
      const { rows, total } = await listBatchRows(db, org.id, { status: query.status }, page);
      return { data: rows.map(renderBatchSummary), pagination: pagination(page, rows.length, total) };
    },

    get: async (org, id) => renderBatch(await find(org, id)),

    async results(org, id, query, accepts) {
      const batch = await find(org, id);
      const file = chooseResultsFormat(query.format, accepts);
      if (file !== undefined) {
        return {
          file: {
            mediaType: RESULTS_MEDIA_TYPES[file],
            fileName: `${batch.id}-results.${file}`,
            stream: streamResults(db, batch.id, query.status, file, { bom: query.bom === true }),
          },
        };
      }
      const page = pageOf(query);
      const { rows, total } = await listItems(db, batch.id, { status: query.status }, page);
      return { page: { batch: renderResultsSummary(batch), items: rows.map(renderItem), pagination: pagination(page, rows.length, total) } };
    },

    /**
     * Cancels a pending or processing batch (spec 3.2, 3.3) and enqueues `batch.cancelled`, in one
     * transaction; `CANNOT_CANCEL` when it is final already (also when a concurrent cancel, on
     * this or another process, got there first: the guarded update finds nothing to change).
     */
    async cancel(org, id) {
      const result = await transaction(db, async (tx) => {
        const batch = await findBatch(tx, org.id, id);
        if (!batch) throw batchNotFound(id);
        if (batch.status !== 'pending' && batch.status !== 'processing') {
          throw new ApiError('CANNOT_CANCEL', { message: `The batch cannot be cancelled: it is already ${batch.status}.` });
        }
        const now = deps.clock.now();
        const cancelled = await cancelBatchRows(tx, batch.id, now);
        if (!cancelled) throw new ApiError('CANNOT_CANCEL', { message: 'The batch cannot be cancelled: it was finished or cancelled meanwhile.' });
        await enqueueBatchEvent(deps.outbox, tx, 'batch.cancelled', cancelled.batch, now);
        return cancelled;
      });
      return {
        id: result.batch.id,
        status: 'cancelled',
        message: `Batch cancelled; ${plural(result.skipped, 'item')} skipped, ${result.stillProcessing} still processing.`,
        // cancelBatchRows sets cancelledAt on the row it returns.
        cancelledAt: result.batch.cancelledAt!,
        metadata: metadataOf(result.batch),
      };
    },
  };
}

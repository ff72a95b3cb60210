// Batch endpoints (spec 4.5 to 4.10; DECISIONS.md "Batches"): thin handlers over server/batch.
import type { AppDeps } from '../../app-deps.js';
import { checkCreateRequest, rowErrorsOf, storeAcceptedBatch, storeFailedBatch, type CreateBody } from '../../batch/create.js';
import { chooseResultsFormat, RESULTS_MEDIA_TYPES, streamResults } from '../../batch/export.js';
import { metadataOf, renderBatch, renderBatchSummary, renderItem, renderResultsSummary } from '../../batch/render.js';
import { assertUploadAvailable, storeUpload } from '../../batch/upload.js';
import { cancelBatch as cancelBatchOf, getBatch as getBatchOf, listBatchItems, listBatches } from '../../batch/service.js';
import { ApiError } from '../../errors.js';
import type { Organization } from '../../accounts/organizations.js';
import { pageOf, pagination } from '../pagination.js';
import type { ApiResponse, Handler, ValidationHook } from '../types.js';

function createDeps(deps: AppDeps) {
  return { db: deps.db, clock: deps.clock, webhookAllowPrivate: deps.config.webhookAllowPrivate };
}

function uploadDeps(deps: AppDeps) {
  return { db: deps.db, clock: deps.clock, uploadDir: deps.config.uploadDir, itemsInDatabase: deps.database.dialect === 'postgres' };
}

async function rowsRejected(
  deps: AppDeps,
  req: { organization: Organization; idempotencyKey: string | undefined; requestId: string },
  body: CreateBody,
  rowErrors: ReturnType<typeof rowErrorsOf>,
): Promise<ApiResponse<'createBatch'>> {
  const batch = await storeFailedBatch(createDeps(deps), req.organization, body, rowErrors, req.idempotencyKey);
  return {
    status: 400,
    body: { id: batch.id, status: 'failed', validationErrors: rowErrors, message: batch.errorMessage ?? 'Rows failed validation.', requestId: req.requestId },
  };
}

export function createBatch(deps: AppDeps): Handler<'createBatch'> {
  return async (req) => {
    const body = req.body as CreateBody;
    await checkCreateRequest(createDeps(deps), req.organization, body);
    if (body.items !== undefined) {
      // The contract passed every row; the row rules still refuse duplicate keys and prototype keys.
      const rowErrors = rowErrorsOf(body.items);
      if (rowErrors.length > 0) return rowsRejected(deps, req, body, rowErrors);
    }
    const { batch, reused } = await storeAcceptedBatch(createDeps(deps), req.organization, body, req.idempotencyKey);
    deps.workers.notify();
    if (batch.status === 'completed' && batch.webhookUrl) deps.webhooks.notify();
    const queued = batch.totalItems - reused;
    const parts = [`Batch accepted: ${queued} item${queued === 1 ? '' : 's'} queued for verification.`];
    if (reused > 0) parts.push(`${reused} item${reused === 1 ? '' : 's'} reused an earlier verification with the same idempotencyKey.`);
    return {
      status: 202,
      body: { id: batch.id, status: 'processing', totalItems: batch.totalItems, message: parts.join(' '), metadata: metadataOf(batch) },
    };
  };
}

/**
 * DECISIONS.md "Row validation": contract errors located under `items.N` become row errors of a
 * stored `failed` batch; errors anywhere else keep the plain `400 validation_error`. The request
 * checks that do not depend on rows (plan, shape, options, methods, webhook) still come first.
 */
export function createBatchValidationHook(deps: AppDeps): ValidationHook<'createBatch'> {
  return async (details, req) => {
    if (details.length === 0 || !details.every((d) => /^items\.\d+(?:\.|$)/.test(d.field))) return undefined;
    const body = req.body as CreateBody;
    if (!Array.isArray(body.items)) return undefined;
    await checkCreateRequest(createDeps(deps), req.organization, body);
    return rowsRejected(deps, req, body, rowErrorsOf(body.items, details));
  };
}

/** Upload: 402 and 503 come before the contract's complaint about a missing file. */
export function uploadValidationHook(deps: AppDeps): ValidationHook<'uploadBatchFile'> {
  return (_details, req) => {
    assertUploadAvailable(uploadDeps(deps), req.organization);
    return undefined;
  };
}

export function uploadBatchFile(deps: AppDeps): Handler<'uploadBatchFile'> {
  return async (req) => {
    const file = req.files.file;
    if (!file) throw new ApiError('validation_error', { details: [{ field: 'file', message: 'is required: attach a file in this form field' }] });
    const format = (req.body as { format?: 'csv' | 'json' } | undefined)?.format;
    const result = await storeUpload(uploadDeps(deps), req.organization, file, format);
    if (!result.ok) return { status: 400, body: { error: result.error, validationErrors: result.validationErrors, requestId: req.requestId } };
    return { status: 200, body: result.record };
  };
}

export function listBatchesHandler(deps: AppDeps): Handler<'listBatches'> {
  return async (req) => {
    const page = pageOf(req.query);
    const { rows, total } = await listBatches(deps, req.organization, req.query.status, page);
    return { status: 200, body: { data: rows.map(renderBatchSummary), pagination: pagination(page, rows.length, total) } };
  };
}

export function getBatch(deps: AppDeps): Handler<'getBatch'> {
  return async (req) => ({ status: 200, body: renderBatch(await getBatchOf(deps, req.organization, req.params.id)) });
}

export function getBatchResults(deps: AppDeps): Handler<'getBatchResults'> {
  return async (req) => {
    const batch = await getBatchOf(deps, req.organization, req.params.id);
    const file = chooseResultsFormat(req.query.format, (...types) => req.ctx.accepts(...types));
    if (file !== undefined) {
      return {
        status: 200,
        contentType: RESULTS_MEDIA_TYPES[file],
        body: streamResults(deps.db, batch.id, req.query.status, file, { bom: req.query.bom === true }),
        headers: { 'Content-Disposition': `attachment; filename="${batch.id}-results.${file}"` },
      };
    }
    const page = pageOf(req.query);
    const { rows, total } = await listBatchItems(deps, batch, req.query.status, page);
    return {
      status: 200,
      body: { batch: renderResultsSummary(batch), items: rows.map(renderItem), pagination: pagination(page, rows.length, total) },
    };
  };
}

export function cancelBatch(deps: AppDeps): Handler<'cancelBatch'> {
  return async (req) => {
    const result = await cancelBatchOf(deps, req.organization, req.params.id);
    if (result.batch.webhookUrl) deps.webhooks.notify();
    const still = result.stillProcessing;
    return {
      status: 200,
      body: {
        id: result.batch.id,
        status: 'cancelled',
        message: `Batch cancelled; ${result.skipped} item${result.skipped === 1 ? '' : 's'} skipped, ${still} still processing.`,
        // cancelBatchRows sets cancelledAt on the row it returns.
        cancelledAt: result.batch.cancelledAt!,
        metadata: metadataOf(result.batch),
      },
    };
  };
}

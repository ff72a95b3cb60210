// Batch endpoints (spec 4.5 to 4.10; DECISIONS.md "Batches"): one call to the batch or upload
// service each (server/batch/service.ts, server/batch/upload.ts), its result as a response.
import type { AppDeps } from '../../app-deps.js';
import type { CreatedBatch } from '../../batch/service.js';
import type { ApiResponse, OperationHandler } from '../types.js';

/** Spec 4.5: 202 for an accepted batch; 400 with the stored `failed` batch when rows failed validation. */
function createdResponse(created: CreatedBatch, requestId: string): ApiResponse<'createBatch'> {
  return 'accepted' in created ? { status: 202, body: created.accepted } : { status: 400, body: { ...created.rowsRejected, requestId } };
}

/** DECISIONS.md "Row validation": contract errors under `items.N` become the row-validation body of a stored `failed` batch. */
export function createBatch({ batches }: AppDeps): OperationHandler<'createBatch'> {
  return {
    handle: async (req) => createdResponse(await batches.create(req.organization, req.body, req.idempotencyKey), req.requestId),
    onInvalid: async (details, req) => {
      const rejected = await batches.rejectInvalidRows(req.organization, req.body, details, req.idempotencyKey);
      return rejected && createdResponse(rejected, req.requestId);
    },
  };
}

/** Upload: 402 and 503 come before the contract's complaint about a missing file. */
export function uploadBatchFile({ uploads }: AppDeps): OperationHandler<'uploadBatchFile'> {
  return {
    handle: async (req) => {
      const result = await uploads.upload(req.organization, req.files.file, req.body?.format);
      return 'stored' in result ? { status: 200, body: result.stored } : { status: 400, body: { ...result.unreadable, requestId: req.requestId } };
    },
    onInvalid: (_details, req) => {
      uploads.assertAvailable(req.organization);
      return undefined;
    },
  };
}

export function listBatches({ batches }: AppDeps): OperationHandler<'listBatches'> {
  return { handle: async (req) => ({ status: 200, body: await batches.list(req.organization, req.query) }) };
}

export function getBatch({ batches }: AppDeps): OperationHandler<'getBatch'> {
  return { handle: async (req) => ({ status: 200, body: await batches.get(req.organization, req.params.id) }) };
}

export function getBatchResults({ batches }: AppDeps): OperationHandler<'getBatchResults'> {
  return {
    handle: async (req) => {
      const answer = await batches.results(req.organization, req.params.id, req.query, (...types) => req.ctx.accepts(...types));
      if ('page' in answer) return { status: 200, body: answer.page };
      const { mediaType, fileName, stream } = answer.file;
      return { status: 200, contentType: mediaType, body: stream, headers: { 'Content-Disposition': `attachment; filename="${fileName}"` } };
    },
  };
}

export function cancelBatch({ batches }: AppDeps): OperationHandler<'cancelBatch'> {
  return { handle: async (req) => ({ status: 200, body: await batches.cancel(req.organization, req.params.id) }) };
}

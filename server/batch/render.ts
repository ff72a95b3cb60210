// From stored rows to the contract's batch shapes (spec 2.4, 2.5, 4.7, 4.9).
import type { components } from '../../generated/api-types.js';
import type { BatchItemRow, BatchRow } from '../storage/batches.js';

type Schemas = components['schemas'];

/** The caller's metadata, `{}` when none was given (issue 16). */
export function metadataOf(row: Pick<BatchRow, 'metadata'>): Schemas['Metadata'] {
  return row.metadata ?? {};
}

/** The list view: exactly the fields spec 2.4 names (issue 25: nothing more). */
export function renderBatchSummary(row: BatchRow): Schemas['BatchSummary'] {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    totalItems: row.totalItems,
    processedItems: row.processedItems,
    successCount: row.successCount,
    failureCount: row.failureCount,
    totalCostCents: row.totalCostCents,
    createdAt: row.createdAt,
    startedAt: row.startedAt,
    completedAt: row.completedAt,
  };
}

/** The full record (spec 2.4, 4.8). */
export function renderBatch(row: BatchRow): Schemas['Batch'] {
  return {
    ...renderBatchSummary(row),
    cancelledAt: row.cancelledAt,
    failedAt: row.failedAt,
    skippedCount: row.skippedCount,
    metadata: metadataOf(row),
    inputFormat: row.inputFormat,
    originalFileName: row.originalFileName,
    methodsConfig: row.methodsConfig as Schemas['MethodWeights'],
    options: (row.options ?? {}) as Schemas['VerificationOptions'],
    context: (row.context ?? {}) as Schemas['Context'],
    totalInputTokens: row.totalInputTokens,
    totalOutputTokens: row.totalOutputTokens,
    errorMessage: row.errorMessage,
    validationErrors: row.validationErrors,
    expiresAt: row.expiresAt,
  };
}

/** The head of the results page (spec 4.9). */
export function renderResultsSummary(row: BatchRow): Schemas['BatchResultsSummary'] {
  return {
    id: row.id,
    status: row.status,
    totalItems: row.totalItems,
    processedItems: row.processedItems,
    successCount: row.successCount,
    failureCount: row.failureCount,
    metadata: metadataOf(row),
  };
}

/**
 * One item (spec 2.5). Failed items omit content, context, decision, cost and timing, as the spec
 * allows, and carry `retryCount`; every other item carries its content and context, and its
 * result fields once it has them.
 */
export function renderItem(row: BatchItemRow): Schemas['BatchItem'] {
  const head = {
    id: row.id,
    itemIndex: row.itemIndex,
    ...(row.idempotencyKey !== null ? { idempotencyKey: row.idempotencyKey } : {}),
  };
  if (row.status === 'failed') {
    return {
      ...head,
      status: 'failed',
      verificationId: null,
      verdict: null,
      confidence: null,
      errorMessage: row.errorMessage,
      retryCount: row.retryCount,
      createdAt: row.createdAt,
      completedAt: row.completedAt,
    };
  }
  const done = row.status === 'completed';
  return {
    ...head,
    content: row.content,
    itemContext: (row.itemContext ?? null) as Record<string, unknown> | null,
    status: row.status,
    verificationId: done ? row.verificationId : null,
    verdict: done ? row.verdict : null,
    confidence: done ? row.confidence : null,
    ...(done && row.decision !== null ? { decision: row.decision } : {}),
    costCents: row.costCents,
    ...(row.processingTimeMs !== null ? { processingTimeMs: row.processingTimeMs } : {}),
    errorMessage: row.errorMessage,
    ...(done && row.retryCount > 0 ? { retryCount: row.retryCount } : {}),
    createdAt: row.createdAt,
    completedAt: row.completedAt,
  };
}

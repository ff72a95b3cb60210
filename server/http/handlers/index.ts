// Every operation of the contract and the function that answers it (STYLE habit 3): this list
// reads like the endpoint list of spec 4.2.
import type { AppDeps } from '../../app-deps.js';
import * as batches from './batches.js';
import * as escalations from './escalations.js';
import { getStatus } from './status.js';
import { createVerification, getVerification, listVerifications } from './verifications.js';
import type { Handler, Handlers, OperationId, ValidationHooks } from '../types.js';

export function createHandlers(deps: AppDeps): Handlers {
  return {
    // Verifications (spec 4.3, 4.4): issue 5.
    createVerification: createVerification(deps),
    getVerification: getVerification(deps),
    listVerifications: listVerifications(deps),
    // Batches (spec 4.5 to 4.10): issue 6.
    uploadBatchFile: batches.uploadBatchFile(deps),
    createBatch: batches.createBatch(deps),
    listBatches: batches.listBatches(deps),
    getBatch: batches.getBatch(deps),
    getBatchResults: batches.getBatchResults(deps),
    cancelBatch: batches.cancelBatch(deps),
    // Escalations: issue 16.
    listEscalations: escalations.listEscalations(deps),
    getEscalation: escalations.getEscalation(deps),
    resolveEscalation: escalations.resolveEscalation(deps),
    // Service (spec 4.11).
    getStatus: getStatus(deps),
  };
}

/**
 * Operations that answer contract validation failures themselves (see ValidationHook): createBatch
 * turns errors under `items.N` into its row-validation body; uploadBatchFile answers 402/503 before
 * complaining about a missing file (issue 6).
 */
export function createValidationHooks(deps: AppDeps): ValidationHooks {
  return {
    createBatch: batches.createBatchValidationHook(deps),
    uploadBatchFile: batches.uploadValidationHook(deps),
  };
}

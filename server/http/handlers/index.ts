// Every operation of the contract and what answers it (STYLE habit 3; issue 24: one table): this
// list reads like the endpoint list of spec 4.2. Each entry is `{handle}`, one service call, and
// for the two operations that answer a request the contract refused themselves, `onInvalid`.
import type { AppDeps } from '../../app-deps.js';
import * as batches from './batches.js';
import * as escalations from './escalations.js';
import { getStatus } from './status.js';
import * as verifications from './verifications.js';
import type { Handlers } from '../types.js';

export function createHandlers(deps: AppDeps): Handlers {
  return {
    // Verifications (spec 4.3, 4.4): issue 5.
    createVerification: verifications.createVerification(deps),
    getVerification: verifications.getVerification(deps),
    listVerifications: verifications.listVerifications(deps),
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

// Worker-thread entry for the engine pool (pool.ts): the CPU-bound checking runs here, off the
// server's event loop (issue 4). Stateless: each task is one verification request.

import { defaultEngine, runVerification } from './engine.js';
import type { VerificationOutcome, VerificationRequest } from './types.js';

export default async function verifyInWorker(request: VerificationRequest): Promise<VerificationOutcome> {
  return runVerification(request, defaultEngine);
}

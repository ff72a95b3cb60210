// Worker-thread entry for the engine threads (engine-threads.ts): the CPU-bound checking runs here, off the
// server's event loop (issue 4). Each task is one verification request.
//
// The engine is built once per thread. With upstream providers configured (VERITY_PROVIDERS,
// issue 10) their model-backed methods replace the offline ones; with none, it is the offline
// engine itself. The thread reads the environment it was started with (the server's, or the
// pool's `env` option); server/main.ts has already validated the same variables at start-up.
import { getHeapStatistics } from 'node:v8';
import { threadId } from 'node:worker_threads';
import { buildProviderMethods, loadProviderSpecs } from '../providers/index.js';
import { EngineError, loadEngine, type Engine, type EngineErrorCode, type Paradigm, type VerificationOutcome, type VerificationRequest } from '../engine/index.js';

const { createEngine, defaultEngine, OFFLINE_METHODS, runVerification } = await loadEngine();
const specs = loadProviderSpecs(process.env);
const engine: Engine = specs.length > 0 ? createEngine({ methods: buildProviderMethods(specs, OFFLINE_METHODS) }) : defaultEngine;

/**
 * What the thread answers for one request. An EngineError travels as a value: an error thrown across the thread
 * boundary is structured-cloned, which keeps its message but drops `name`, `code` and every other
 * own field, so a 502/504 would come out as a 500. engine-threads.ts turns the value back into EngineError.
 * Any other error (an invalid request: RangeError keeps its type across threads; a bug) travels
 * as `thrown`, cloned as piscina would clone it had it been thrown, and engine-threads.ts rethrows it.
 * Every reply carries the thread's heap in use just after the request (before the garbage collector
 * reclaims its garbage, so close to its peak), which engine-threads.ts keeps per thread.
 */
export type WorkerReply = { threadId: number; heapUsedBytes: number } & (
  | { ok: true; outcome: VerificationOutcome }
  | { ok: false; code: EngineErrorCode; message: string; paradigm?: Paradigm }
  | { ok: false; thrown: unknown }
);

/**
 * One task is a batch: the requests engine-threads.ts had waiting when it handed work to this
 * thread, run one after the other (never two at once: one request's memory at a time), a reply
 * each, in order (issue 24: one message each way per batch instead of per request).
 */
export default async function verifyInWorker(requests: VerificationRequest[]): Promise<WorkerReply[]> {
  const replies: WorkerReply[] = [];
  for (const request of requests) replies.push(await verifyOne(request));
  return replies;
}

async function verifyOne(request: VerificationRequest): Promise<WorkerReply> {
  const memory = () => ({ threadId, heapUsedBytes: getHeapStatistics().used_heap_size });
  try {
    const outcome = await runVerification(request, engine);
    return { ok: true, outcome, ...memory() };
  } catch (err) {
    if (err instanceof EngineError) return { ok: false, code: err.code, message: err.message, ...(err.paradigm ? { paradigm: err.paradigm } : {}), ...memory() };
    return { ok: false, thrown: err, ...memory() }; // invalid requests and bugs
  }
}

// A pool of worker threads running the engine, so 50,000-character contents never block the
// event loop of the HTTP server (issue 4). Built on piscina. Works from compiled JavaScript
// (dist/server/threads/worker.js) and from TypeScript under tsx or vitest, where the
// worker entry is worker-tsx.mjs, which registers tsx's loader inside the thread.
// It stands above both the engine and the providers, which the worker puts together (issue 17).

import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { EngineError, type VerificationOutcome, type VerificationRequest } from '../engine/index.js';
import type { WorkerReply } from './worker.js';

export interface EngineThreadsOptions {
  /** Number of worker threads; defaults to the machine's parallelism minus one (at least 1). */
  size?: number;
  /** Tasks allowed to wait for a free worker; beyond it verify() rejects (default unbounded). */
  maxQueue?: number;
  /**
   * The environment of the worker threads, where they read VERITY_PROVIDERS and the API keys
   * (worker.ts); default: a copy of this process's environment when each thread starts.
   */
  env?: Record<string, string | undefined>;
  /** Old-generation limit of each thread in MB (default ENGINE_THREAD_HEAP_MB); tests use tiny ones. */
  heapMb?: number;
}

/**
 * The memory budget of one engine thread: the ceiling of its V8 old generation, in MB. A loaded
 * thread holds about 17 MB; every method on 50,000 characters of varied claims needs 33-36 MB
 * (spec/DECISIONS.md "Engine memory"); every method on 1 MB of documents, the contract's most,
 * keeps 55-60 MB live (the tokeniser's model, the documents' index, a claim's passages). At 64 MB
 * that left no headroom: with the two cores loaded (load average 10), V8's collector fell behind
 * and the thread ran out in five runs of five (stop 29). 96 MB is 1.5 times the largest request
 * while a runaway task still cannot take the server's memory. A task beyond it fails alone:
 * piscina replaces the thread and the task rejects with EngineError `internal_error` (HTTP 500).
 */
export const ENGINE_THREAD_HEAP_MB = 96;

/**
 * The young generation of each thread, in MB. With V8's default a thread's heap peaked 13 MB
 * higher (57 against 44 MB) and the process RSS 25 MB higher on the same 300 verifications; the
 * engine's short-lived garbage is collected as fast in 8 MB (README "Performance", issue 17).
 */
const ENGINE_THREAD_YOUNG_MB = 8;

/** The largest V8 heap an engine thread was seen using, measured after each of its tasks. */
export interface EngineThreadMemory {
  threadId: number;
  peakHeapMb: number;
}

export interface EngineThreads {
  verify(request: VerificationRequest): Promise<VerificationOutcome>;
  close(): Promise<void>;
  readonly size: number;
  /** Peak heap of each thread that ran a task (threads replaced after a failure included); fakes may leave it out. */
  memory?(): EngineThreadMemory[];
}

function workerLocation(): string {
  const self = fileURLToPath(import.meta.url);
  // From source the worker must load TypeScript: worker-tsx.mjs registers tsx in the thread.
  return self.endsWith('.ts') ? self.replace(/engine-threads\.ts$/, 'worker-tsx.mjs') : self.replace(/engine-threads\.js$/, 'worker.js');
}

/** Starts the engine threads; every verify() runs runVerification in one of them. */
export function createEngineThreads(options: EngineThreadsOptions = {}): EngineThreads {
  const size = options.size ?? Math.max(1, availableParallelism() - 1);
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`pool size must be a positive integer, got ${String(size)}`);
  const heapMb = options.heapMb ?? ENGINE_THREAD_HEAP_MB;
  const peaks = new Map<number, number>();
  const piscina = new Piscina({
    filename: workerLocation(),
    minThreads: size,
    maxThreads: size,
    resourceLimits: { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: ENGINE_THREAD_YOUNG_MB },
    ...(options.maxQueue !== undefined ? { maxQueue: options.maxQueue } : {}),
    ...(options.env !== undefined ? { env: definedOnly(options.env) } : {}),
  });
  return {
    size,
    async verify(request) {
      // The worker returns EngineError as a value (worker.ts WorkerReply): a thrown error would
      // lose its code crossing the thread boundary. Other errors are rethrown as piscina gives them.
      let reply: WorkerReply;
      try {
        reply = (await piscina.run(request)) as WorkerReply;
      } catch (err) {
        if ((err as { code?: unknown }).code !== 'ERR_WORKER_OUT_OF_MEMORY') throw err;
        throw new EngineError('internal_error', `the verification needed more than the ${heapMb} MB heap budget of an engine thread`, undefined, { cause: err });
      }
      peaks.set(reply.threadId, Math.max(peaks.get(reply.threadId) ?? 0, reply.heapUsedBytes));
      if (reply.ok) return reply.outcome;
      throw new EngineError(reply.code, reply.message, reply.paradigm);
    },
    close: () => piscina.destroy(),
    memory: () => [...peaks].map(([threadId, bytes]) => ({ threadId, peakHeapMb: Math.round((bytes / 2 ** 20) * 10) / 10 })),
  };
}

function definedOnly(env: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((e): e is [string, string] => e[1] !== undefined));
}

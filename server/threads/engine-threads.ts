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

/**
 * The most requests handed to a thread in one task. Requests wait here only while
 * every thread is busy, so a batch is what arrived during the task before it; the bound keeps the
 * last of a batch from waiting long behind the others.
 */
export const MAX_BATCH = 8;

interface Waiting {
  request: VerificationRequest;
  /** Run again alone after its batch ran out of memory. */
  alone?: boolean;
  resolve(outcome: VerificationOutcome): void;
  reject(err: unknown): void;
}

/**
 * Starts the engine threads; every verify() runs runVerification in one of them.
 *
 * Hand-off in batches (issue 24): each thread runs one task at a time, and a task is a batch of
 * requests. A request is handed over at once while a thread is free; while all are busy, requests
 * wait here and go to the next free thread together, up to MAX_BATCH, in the order they came. So
 * under load one task (its posting, wake-up, reply and bookkeeping on the server's main thread)
 * serves several requests, and the thread goes from one request to the next without waiting for
 * the main thread between them; with one request in flight nothing changes. A thread that runs
 * out of memory fails its whole batch: each of the batch's requests is then run again alone, so
 * a request beyond the budget still fails alone and the others are answered (the offline engine
 * has no side effects to repeat; with upstream providers the others ask them again, a cost paid
 * only when a thread runs out of memory).
 */
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
    ...(options.env !== undefined ? { env: definedOnly(options.env) } : {}),
  });
  const maxQueue = options.maxQueue ?? Infinity;
  const waiting: Waiting[] = [];
  let running = 0; // tasks handed to piscina, one per thread at most

  const settle = (item: Waiting, reply: WorkerReply) => {
    peaks.set(reply.threadId, Math.max(peaks.get(reply.threadId) ?? 0, reply.heapUsedBytes));
    if (reply.ok) item.resolve(reply.outcome);
    else if ('thrown' in reply) item.reject(reply.thrown);
    else item.reject(new EngineError(reply.code, reply.message, reply.paradigm));
  };

  const runBatch = async (batch: Waiting[]) => {
    let replies: WorkerReply[];
    try {
      replies = (await piscina.run(batch.map((w) => w.request))) as WorkerReply[];
    } catch (err) {
      if ((err as { code?: unknown }).code !== 'ERR_WORKER_OUT_OF_MEMORY') {
        for (const item of batch) item.reject(err);
      } else if (batch.length === 1) {
        batch[0]!.reject(new EngineError('internal_error', `the verification needed more than the ${heapMb} MB heap budget of an engine thread`, undefined, { cause: err }));
      } else {
        // Which request ran out is unknown: each runs again alone, first in line.
        waiting.unshift(...batch.map((item) => ({ ...item, alone: true })));
      }
      return;
    }
    batch.forEach((item, i) => settle(item, replies[i]!));
  };

  const handOver = () => {
    while (running < size && waiting.length > 0) {
      // Requests to run again alone are first in line (runBatch), so none is behind a batch's.
      const batch = waiting.splice(0, waiting[0]!.alone ? 1 : MAX_BATCH);
      running++;
      void runBatch(batch).finally(() => {
        running--;
        handOver();
      });
    }
  };

  return {
    size,
    verify(request) {
      // As piscina's own maxQueue did: beyond it, the request is refused at once.
      if (waiting.length >= maxQueue && running >= size) return Promise.reject(new Error('Task queue is at limit'));
      return new Promise<VerificationOutcome>((resolve, reject) => {
        waiting.push({ request, resolve, reject });
        handOver();
      });
    },
    close: () => {
      const left = waiting.splice(0);
      for (const item of left) item.reject(new Error('Terminating worker thread'));
      return piscina.destroy();
    },
    memory: () => [...peaks].map(([threadId, bytes]) => ({ threadId, peakHeapMb: Math.round((bytes / 2 ** 20) * 10) / 10 })),
  };
}

function definedOnly(env: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((e): e is [string, string] => e[1] !== undefined));
}

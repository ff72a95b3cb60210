// A pool of worker threads running the engine, so 50,000-character contents never block the
// event loop of the HTTP server (issue 4). Built on piscina. Works from compiled JavaScript
// (dist/server/threads/worker.js) and from TypeScript under tsx or vitest, where the
// worker entry is worker-tsx.mjs, which registers tsx's loader inside the thread.
// It stands above both the engine and the providers, which the worker puts together (issue 17).

import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { EngineError } from '../engine/engine.js';
import type { VerificationOutcome, VerificationRequest } from '../engine/types.js';
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
}

export interface EngineThreads {
  verify(request: VerificationRequest): Promise<VerificationOutcome>;
  close(): Promise<void>;
  readonly size: number;
}

function workerLocation(): string {
  const self = fileURLToPath(import.meta.url);
  // From source the worker must load TypeScript: worker-tsx.mjs registers tsx in the thread.
  return self.endsWith('.ts') ? self.replace(/engine-threads\.ts$/, 'worker-tsx.mjs') : self.replace(/engine-threads\.js$/, 'worker.js');
}

/** Creates a job runner; every verify() runs runVerification in a worker thread. */
export function createEngineThreads(options: EngineThreadsOptions = {}): EngineThreads {
  const size = options.size ?? Math.max(1, availableParallelism() - 1);
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`pool size must be a positive integer, got ${String(size)}`);
  const piscina = new Piscina({
    filename: workerLocation(),
    minThreads: size,
    maxThreads: size,
    ...(options.maxQueue !== undefined ? { maxQueue: options.maxQueue } : {}),
    ...(options.env !== undefined ? { env: definedOnly(options.env) } : {}),
  });
  return {
    size,
    async verify(request) {
      // The worker returns EngineError as a value (worker.ts WorkerReply): a thrown error would
      // lose its code crossing the thread boundary. Other errors are rethrown as piscina gives them.
      const reply = (await piscina.run(request)) as WorkerReply;
      if (reply.ok) return reply.outcome;
      throw new EngineError(reply.code, reply.message, reply.paradigm);
    },
    close: () => piscina.destroy(),
  };
}

function definedOnly(env: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((e): e is [string, string] => e[1] !== undefined));
}

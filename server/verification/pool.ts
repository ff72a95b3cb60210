// A pool of worker threads running the engine, so 50,000-character contents never block the
// event loop of the HTTP server (issue 4). Built on piscina. Works from compiled JavaScript
// (dist/server/verification/worker.js) and from TypeScript under tsx or vitest, where the
// worker entry is worker-tsx.mjs, which registers tsx's loader inside the thread.

import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { EngineError } from './engine.js';
import type { VerificationOutcome, VerificationRequest } from './types.js';

export interface EnginePoolOptions {
  /** Number of worker threads; defaults to the machine's parallelism minus one (at least 1). */
  size?: number;
  /** Tasks allowed to wait for a free worker; beyond it verify() rejects (default unbounded). */
  maxQueue?: number;
}

export interface EnginePool {
  verify(request: VerificationRequest): Promise<VerificationOutcome>;
  close(): Promise<void>;
  readonly size: number;
}

function workerLocation(): string {
  const self = fileURLToPath(import.meta.url);
  // From source the worker must load TypeScript: worker-tsx.mjs registers tsx in the thread.
  return self.endsWith('.ts') ? self.replace(/pool\.ts$/, 'worker-tsx.mjs') : self.replace(/pool\.js$/, 'worker.js');
}

/** Creates a worker pool; every verify() runs runVerification in a worker thread. */
export function createEnginePool(options: EnginePoolOptions = {}): EnginePool {
  const size = options.size ?? Math.max(1, availableParallelism() - 1);
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`pool size must be a positive integer, got ${String(size)}`);
  const piscina = new Piscina({
    filename: workerLocation(),
    minThreads: size,
    maxThreads: size,
    ...(options.maxQueue !== undefined ? { maxQueue: options.maxQueue } : {}),
  });
  return {
    size,
    async verify(request) {
      try {
        return (await piscina.run(request)) as VerificationOutcome;
      } catch (err) {
        // Errors cross the thread boundary as plain Errors; restore the engine's typed error.
        const e = err as { name?: string; code?: unknown; message?: string; paradigm?: unknown };
        if (e && (e.code === 'upstream_timeout' || e.code === 'upstream_error')) {
          throw new EngineError(e.code, e.message ?? 'verification failed', typeof e.paradigm === 'string' ? (e.paradigm as never) : undefined);
        }
        throw err;
      }
    },
    close: () => piscina.destroy(),
  };
}

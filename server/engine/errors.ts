// The one error a verification can end with (kept apart from engine.ts so the HTTP process can
// name it without loading the engine: only the engine threads need that).
import type { Paradigm } from './types.js';

export type EngineErrorCode = 'upstream_timeout' | 'upstream_error' | 'internal_error';

/**
 * A verification that could not complete. `upstream_timeout`: the request's `timeout` passed
 * before every method answered, or a provider-backed method ran out of its time budget.
 * `upstream_error`: a provider-backed method's provider failed after its retries, or another
 * method still threw after `maxRetries` retries (a thrown error is treated as a transient
 * upstream failure). `internal_error`: the engine thread running it ran out of its memory budget
 * (threads.ts ENGINE_THREAD_HEAP_MB). Messages are safe to show.
 */
export class EngineError extends Error {
  readonly code: EngineErrorCode;
  readonly paradigm: Paradigm | undefined;

  constructor(code: EngineErrorCode, message: string, paradigm?: Paradigm, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'EngineError';
    this.code = code;
    this.paradigm = paradigm;
  }
}

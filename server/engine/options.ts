// The options of a verification request and their defaults, defined once (issue 24). The contract
// states the same defaults (spec/common.tsp `VerificationOptions`; test/engine/options.test.ts
// checks the generated OpenAPI document against these); the engine and aggregation apply them,
// the result cache fills them in before hashing (verifications/cache.ts), request rules compare
// thresholds with them, and the providers' upstream sessions take the time budget and retry
// limit from here.
import type { EngineOptions } from './types.js';

/** The default of every option the engine reads (`minConfidence` has none: it comes with `retryOnLowConfidence`). */
export const OPTION_DEFAULTS: Readonly<Required<Omit<EngineOptions, 'minConfidence'>>> = Object.freeze({
  timeout: 30_000,
  acceptThreshold: 0.95,
  escalateThreshold: 0.5,
  maxRetries: 0,
  retryOnLowConfidence: false,
});

/** Defaults of the options that decide how a result is kept, not how it is computed (`escalation` has none: the organization's setting decides). */
export const KEEPING_OPTION_DEFAULTS = Object.freeze({ useCache: true });

/** The most retries per method a request may ask for (contract `maxRetries`, 0 to 5). */
export const MAX_RETRIES = 5;

/**
 * What the engine is given of a request's options: all but `useCache` (serve from the cache) and
 * `escalation` (store an undecided result escalated or completed), which decide how the result is
 * kept, not how it is computed. The one place they are taken off, for single, asynchronous and
 * batch verifications and the cache key alike.
 */
export function engineOptionsOf(options: Record<string, unknown> | null | undefined): EngineOptions {
  const { useCache: _cache, escalation: _escalation, ...rest } = options ?? {};
  return rest as EngineOptions;
}

/** The options with every default filled in: `{}` and `{timeout: 30000}` are the same request. */
export function withOptionDefaults(options: EngineOptions): EngineOptions & Required<Omit<EngineOptions, 'minConfidence'>> {
  return { ...OPTION_DEFAULTS, ...options };
}

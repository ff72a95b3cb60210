// The engine itself, reached through index.ts `loadEngine()` (issue 24): the methods with the
// checkers, the reading of prose and grounding behind them. Loading it costs about 100 MB and
// seconds of start-up, so only the engine threads (server/threads/worker.ts) and the scripts that
// measure the engine load it; the HTTP process names the engine's types, errors and defaults
// through index.ts without loading this.
export { createEngine, defaultEngine, OFFLINE_METHODS, runVerification } from './engine.js';
export { exactAnswer } from './exact.js';
/** Grounding in the caller's documents, for the provider-backed grounded prompt (server/providers). */
export { claimSpans, openDocuments, passagesFor } from './grounding/ground.js';
/** `readText` is also the baseline of `npm run bench`'s grounding figures (scripts/bench/engine.ts). */
export { loadNlp, readText } from './grounding/nlp.js';

// The engine's front door (issue 24): everything outside server/engine/ imports the engine from
// here and only here (.dependency-cruiser.cjs `engine-has-one-front-door`,
// test/architecture/import-direction.test.ts); tests may reach inside. What it offers:
//
// - the engine: `loadEngine()` gives create/run and the offline methods (runtime.ts). It is loaded
//   on demand because it is heavy (about 100 MB, seconds of start-up): the HTTP process only names
//   the engine's types and errors, the engine threads run it (server/threads/).
// - a request's options: their defaults (defined once, equal to the contract's), and what of them
//   the engine reads;
// - method info: plans, speed, documented false-positive rates, offline cost;
// - the exact oracle the provider-backed methods consult before a model;
// - limits of the request the engine accepts (documents), types and the one error.
//
// Everything exported eagerly here is light: importing this file must not load the methods.
export type { Engine, EngineConfig } from './engine.js';
export { EngineError, type EngineErrorCode } from './errors.js';
export { engineOptionsOf, KEEPING_OPTION_DEFAULTS, MAX_RETRIES, OPTION_DEFAULTS, withOptionDefaults } from './options.js';
export { isMethodAllowed, METHOD_INFO, methodsAllowedFor, OFFLINE_MODEL, OFFLINE_PROVIDER, requiredPlan, type MethodInfo, type SpeedClass } from './registry.js';
export { checkerOracle, formalOracle } from './exact-oracle.js';
export { documentsOf, MAX_DOCUMENT_CHARS, MAX_DOCUMENTS, type GroundingDocument } from './grounding/documents.js';
export type { ClaimSpan } from './grounding/ground.js';
export { resultClass, type CalibrationTable } from './calibration.js';
export {
  MAX_STEPS,
  PARADIGMS,
  type CheckedStep,
  type Decision,
  type EngineOptions,
  type EscalationPriority,
  type EscalationReason,
  type ExactAnswer,
  type ExactOracle,
  type MethodInput,
  type MethodResult,
  type Paradigm,
  type StepEvidence,
  type Verdict,
  type VerificationMethod,
  type VerificationOutcome,
  type VerificationRequest,
} from './types.js';

/** The engine proper (runtime.ts), loaded on first call. */
export type EngineRuntime = typeof import('./runtime.js');

let runtime: Promise<EngineRuntime> | undefined;

/** Loads the engine (once per thread): create/run, the offline methods, grounding helpers. */
export function loadEngine(): Promise<EngineRuntime> {
  return (runtime ??= import('./runtime.js'));
}

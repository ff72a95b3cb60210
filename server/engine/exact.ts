// The exact answer to one claim (issue 10: where a claim is exactly decidable, the exact answer wins
// over a model's opinion). "Exactly" is what the engine's `formal` method means: the exact checkers
// (checkers/index.ts EXACT_CHECKERS: arithmetic, algebra, number theory, units, calendar) run on
// the claim under the checker suite's own rules (two that decide differently make it uncertain),
// and only a verdict computed as a proof counts. Floating-point results and reference facts (basis
// `numeric`, `data`) are not proofs. Loaded on demand by exact-oracle.ts (it brings the checkers).
import { checkClaim, EXACT_CHECKERS } from './checkers/index.js';
import type { ExactAnswer } from './types.js';

/** Decides `claim` (one sentence) exactly, or says undefined. */
export function exactAnswer(claim: string): ExactAnswer | undefined {
  const r = checkClaim(claim, EXACT_CHECKERS);
  return (r.verdict === 'true' || r.verdict === 'false') && r.basis === 'proof' ? { verdict: r.verdict, evidence: r.evidence } : undefined;
}

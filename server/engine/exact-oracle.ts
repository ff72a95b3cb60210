// The exact oracle the provider-backed methods consult before asking a model (issue 10): where a
// claim is exactly decidable, the exact answer wins over a model's opinion. Either the engine's
// `formal` method, or the exact checkers on the whole claim (exact.ts, loaded on first use so
// that naming the oracle does not load the checkers).
import type { ExactOracle, VerificationMethod } from './types.js';

/**
 * The engine's `formal` method as the oracle: it splits content into claims and is `true`/`false`
 * only with a computed proof (issue 4), which is exactly the rule here. Preferred when available.
 */
export function formalOracle(formal: VerificationMethod): ExactOracle {
  return async (claim) => {
    const r = await formal({ content: claim, context: {}, options: {} });
    return r.verdict === 'true' || r.verdict === 'false' ? { verdict: r.verdict, evidence: r.reasoning } : undefined;
  };
}

let exact: Promise<typeof import('./exact.js')> | undefined;

/** The oracle when no `formal` method is given: the exact checkers on the whole claim (one sentence), exact.ts. */
export const checkerOracle: ExactOracle = async (claim) => (await (exact ??= import('./exact.js'))).exactAnswer(claim);

// reasoning, model-backed: one model judges the content step by step and returns a structured
// verdict {reasoning, verdict, confidence} (schema-constrained where the provider supports it).
// Exactly decidable content is answered by the exact checkers without asking the model.
import type { VerificationMethod } from '../../engine/index.js';
import { exactShortcut, judge, modelResult, openSession, unreadable, type ModelMethodDeps } from './common.js';

/** Uses the first provider configured for `reasoning`; with none, returns `deps.fallback` itself. */
export function createReasoningMethod(deps: ModelMethodDeps): VerificationMethod {
  const provider = deps.providers[0];
  if (!provider) return deps.fallback;
  return async (input) => {
    const exact = await exactShortcut('reasoning', input, deps);
    if (exact) return exact;
    const session = openSession(input, deps.policy);
    try {
      // Temperature 0: one judgement, as reproducible as the provider allows.
      const j = await judge(session, provider, input, 0);
      if (!j.judged) return modelResult('reasoning', [provider], session, 'uncertain', 0, unreadable(j));
      const { verdict, confidence, reasoning } = j.judged;
      const said = `${provider.spec.name} (${provider.spec.model}) judged the content ${verdict} with confidence ${confidence}${j.steps ? ', claim by claim against the documents' : ''}.${j.cut ? ` Note: ${j.cut}.` : ''}`;
      return modelResult('reasoning', [provider], session, verdict, confidence, reasoning ? `${said} ${reasoning}` : said, j.steps ? { steps: j.steps } : {});
    } finally {
      session.close();
    }
  };
}

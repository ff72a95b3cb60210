// ensemble, model-backed: every provider configured for `ensemble` judges the content
// independently (same prompt, temperature 0); the majority verdict wins and agreement sets the
// confidence: share of judges in the majority × their mean confidence. A judge whose provider
// fails after retries is left out and named in `reasoning`; only when all fail does the method
// fail (upstream_timeout if every failure was the time budget, else upstream_error).
import type { Verdict, VerificationMethod } from '../../engine/index.js';
import { UpstreamError } from '../errors.js';
import { exactShortcut, judge, modelResult, openSession, round4, type Judgement, type ModelMethodDeps } from './common.js';

export function createEnsembleMethod(deps: ModelMethodDeps): VerificationMethod {
  if (deps.providers.length === 0) return deps.fallback;
  return async (input) => {
    const exact = await exactShortcut('ensemble', input, deps);
    if (exact) return exact;
    const session = openSession(input, deps.policy);
    try {
      const settled = await Promise.allSettled(deps.providers.map((p) => judge(session, p, input, 0)));
      const answered: Judgement[] = [];
      const failed: UpstreamError[] = [];
      for (const s of settled) {
        if (s.status === 'fulfilled') answered.push(s.value);
        else if (s.reason instanceof UpstreamError) failed.push(s.reason);
        else throw s.reason; // cancellation or a bug, not an upstream failure
      }
      if (answered.length === 0) {
        const first = failed.find((e) => e.code === 'upstream_error') ?? failed[0];
        throw first;
      }
      const votes: Record<Verdict, Judgement[]> = { true: [], false: [], uncertain: [] };
      // An unreadable answer is a judge that could not decide.
      for (const j of answered) votes[j.judged?.verdict ?? 'uncertain'].push(j);
      const ranked = (Object.keys(votes) as Verdict[]).sort((a, b) => votes[b].length - votes[a].length);
      const top = ranked[0] as Verdict;
      const tie = votes[ranked[1] as Verdict].length === votes[top].length;
      const verdict: Verdict = tie ? 'uncertain' : top;
      const agreement = votes[top].length / answered.length;
      const meanConfidence = votes[top].reduce((s, j) => s + (j.judged?.confidence ?? 0), 0) / Math.max(1, votes[top].length);
      const ballot = answered
        .map((j) => `${j.provider.spec.name} (${j.provider.spec.model}): ${j.judged ? `${j.judged.verdict} ${j.judged.confidence}` : 'no readable verdict'}`)
        .join('; ');
      const lost = failed.length ? ` Left out after failing: ${failed.map((e) => `${e.provider} (${e.code})`).join(', ')}.` : '';
      const summary = tie
        ? `The ${answered.length} judges are split, so the ensemble cannot decide.`
        : `${votes[top].length} of ${answered.length} judges said ${top} (agreement ${round4(agreement)}, their mean confidence ${round4(meanConfidence)}).`;
      // With documents, the steps are those of the first judge of the majority (issue 23).
      const steps = votes[top][0]?.steps;
      return modelResult('ensemble', answered.map((j) => j.provider), session, verdict, agreement * meanConfidence, `${summary} Votes: ${ballot}.${lost}`, steps ? { steps } : {});
    } finally {
      session.close();
    }
  };
}

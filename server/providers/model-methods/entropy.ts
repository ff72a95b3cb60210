// entropy, model-backed: semantic entropy (Farquhar, Kossen, Kuhn & Gal, "Detecting
// hallucinations in large language models using semantic entropy", Nature 630, 2024). The model
// answers N times at a high temperature; answers that mean the same thing form one cluster; the
// entropy of the cluster distribution measures how unsure the model is. Our answers are verdicts,
// so two answers are equivalent when their normalized verdicts are equal (the paper clusters by
// bidirectional entailment; for a three-way verdict that relation is equality). This is the
// paper's "discrete" variant, which needs no token probabilities and so works on every provider:
//   H = -Σ_c p(c)·ln p(c),  p(c) = |c| / N,   confidence = 1 - H / ln(min(N, 3)).
// The verdict is the largest cluster (a tie, or `uncertain` winning, gives `uncertain`).
import type { Verdict, VerificationMethod } from '../../engine/index.js';
import { exactShortcut, judge, modelResult, openSession, round4, type ModelMethodDeps } from './common.js';

export interface EntropyOptions {
  /** Answers sampled (2..20, default 5: the paper reports gains from 5 to 10). */
  samples?: number;
  /** Sampling temperature (default 1, as in the paper). */
  temperature?: number;
}

/** Discrete semantic entropy (natural log) of cluster sizes. */
export function semanticEntropy(clusterSizes: readonly number[]): number {
  const n = clusterSizes.reduce((a, b) => a + b, 0);
  if (n === 0) return 0;
  const h = -clusterSizes.filter((c) => c > 0).reduce((sum, c) => sum + (c / n) * Math.log(c / n), 0);
  return h > 0 ? h : 0; // one cluster: exactly 0, not -0

}

export function createEntropyMethod(deps: ModelMethodDeps, options: EntropyOptions = {}): VerificationMethod {
  const provider = deps.providers[0];
  if (!provider) return deps.fallback;
  const samples = options.samples ?? 5;
  if (!Number.isInteger(samples) || samples < 2 || samples > 20) throw new RangeError(`samples must be an integer from 2 to 20, got ${samples}`);
  const temperature = options.temperature ?? 1;
  return async (input) => {
    const exact = await exactShortcut('entropy', input, deps);
    if (exact) return exact;
    const session = openSession(input, deps.policy);
    try {
      // Samples must be independent: one request each, all at once. Any failure after retries fails the method.
      const answers = await Promise.all(Array.from({ length: samples }, () => judge(session, provider, input, temperature, 600)));
      const clusters: Record<Verdict, number> = { true: 0, false: 0, uncertain: 0 };
      for (const a of answers) clusters[a.judged?.verdict ?? 'uncertain']++;
      const h = semanticEntropy(Object.values(clusters));
      const hMax = Math.log(Math.min(samples, 3));
      const confidence = 1 - h / hMax;
      const ranked = (Object.keys(clusters) as Verdict[]).sort((a, b) => clusters[b] - clusters[a]);
      const top = ranked[0] as Verdict;
      const verdict: Verdict = clusters[ranked[1] as Verdict] === clusters[top] ? 'uncertain' : top;
      const reasoning =
        `${samples} answers sampled from ${provider.spec.name} (${provider.spec.model}) at temperature ${temperature} ` +
        `fell into clusters true ${clusters.true}, false ${clusters.false}, uncertain ${clusters.uncertain}; ` +
        `semantic entropy ${round4(h)} of at most ${round4(hMax)} nats, so confidence ${round4(confidence)} in the largest cluster${verdict === 'uncertain' ? ', which does not decide' : ` (${verdict})`}.`;
      // With documents, the steps are those of the first answer in the largest cluster (issue 23).
      const steps = answers.find((a) => (a.judged?.verdict ?? 'uncertain') === top)?.steps;
      return modelResult('entropy', [provider], session, verdict, confidence, reasoning, steps ? { steps } : {});
    } finally {
      session.close();
    }
  };
}

// Engine time on real content (issue 14): a step-by-step solution of about 2,000 characters and
// 50,000 characters of the same prose, through formal and tool in this process (no HTTP, no
// worker thread), so the figure is the engine's own. The baseline, measured in the same run, is
// splitting the same text into sentences: a ratio against it says how much work the checking is
// over reading the text at all, whatever the machine's speed.

import { splitSegments } from '../../server/engine/claims.js';
import { OFFLINE_METHODS } from '../../server/engine/engine.js';
import type { Paradigm } from '../../server/engine/types.js';

export interface EngineResult {
  name: string;
  chars: number;
  medianMs: number;
  p99Ms: number;
  /** Median over the median of splitting the same text into sentences. */
  ratioToBaseline: number;
}

const LINES = [
  'She buys 12 packs of 24 pencils, so she has 12 x 24 = 288 pencils.',
  'Each pencil costs $0.25, so the pencils cost 288 * $0.25 = $72.',
  'She gives 20% of them away: 20% of 288 is 57.6, so she keeps 288 - 57.6 = 230.4 on average.',
  'The class of 30 students shares 230 pencils, 230 / 30 = 7.67 each, so 7 whole pencils per student.',
  'Two boxes of 1 1/2 dozen erasers make 2 x 1 1/2 x 12 = 36 erasers in all.',
];

/** A solution-like text of at least `chars` characters. */
export function solutionText(chars: number): string {
  const out: string[] = [];
  let n = 0;
  for (let i = 0; n < chars; i++) {
    const line = LINES[i % LINES.length]!;
    out.push(line);
    n += line.length + 1;
  }
  return out.join('\n').slice(0, chars);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}

async function time(fn: () => unknown, runs: number): Promise<number[]> {
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn();
    ms.push(performance.now() - t);
  }
  return ms.sort((a, b) => a - b);
}

export async function measureEngine(quick: boolean): Promise<EngineResult[]> {
  const out: EngineResult[] = [];
  for (const chars of [2_000, 50_000]) {
    const content = solutionText(chars);
    const context = { question: 'How many pencils does each student get?' };
    const runs = quick ? 5 : chars > 10_000 ? 20 : 200;
    const baseline = percentile(await time(() => splitSegments(content), runs), 0.5);
    for (const method of ['formal', 'tool'] as Paradigm[]) {
      await OFFLINE_METHODS[method]({ content, context, options: {} }); // warm-up: code and caches
      const ms = await time(() => OFFLINE_METHODS[method]({ content, context, options: {} }), runs);
      const medianMs = percentile(ms, 0.5);
      out.push({ name: `${method}, ${chars.toLocaleString('en-US')}-character solution`, chars, medianMs, p99Ms: percentile(ms, 0.99), ratioToBaseline: medianMs / baseline });
    }
  }
  return out;
}

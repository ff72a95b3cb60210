// Engine time on real content (issue 14): a step-by-step solution of about 2,000 characters and
// 50,000 characters of the same prose, in plain text and written as a language model writes it
// (Markdown and LaTeX, issue 22), through formal and tool in this process (no HTTP, no worker
// thread), so the figure is the engine's own. The baseline, measured in the same run, is cutting
// the same text into sentences with one regular expression: a ratio against it says how much work
// reading and checking is over looking at the text at all, whatever the machine's speed. Each run
// gets content of its own (a counter appended), so no reading is reused from the run before.

import { loadEngine, type Paradigm } from '../../server/engine/index.js';

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

// The same solution as models write it: Markdown structure and LaTeX math.
const MODEL_LINES = [
  '## Step 1: Count the pencils\nShe buys 12 packs of 24 pencils: \\(12 \\times 24 = 288\\) pencils.',
  '- Each pencil costs **$0.25**, so \\[ 288 \\cdot 0.25 = 72 \\] dollars.',
  '- She gives away $20\\%$: \\(\\frac{20}{100} \\times 288 = 57.6\\), keeping \\(288 - 57.6 = 230.4\\).',
  '1. Shared by 30 students: $\\dfrac{230}{30} \\approx 7.67$, so 7 whole pencils each.',
  '| box | erasers |\n|---|---|\n| 2 boxes of $1\\frac{1}{2}$ dozen | $2 \\times 18 = 36$ |',
];

/** A solution-like text of at least `chars` characters, plain or as a model writes it (Markdown and LaTeX). */
export function solutionText(chars: number, style: 'plain' | 'model' = 'plain'): string {
  const lines = style === 'plain' ? LINES : MODEL_LINES;
  const out: string[] = [];
  let n = 0;
  for (let i = 0; n < chars; i++) {
    const line = lines[i % lines.length]!;
    out.push(line);
    n += line.length + 1;
  }
  return out.join(style === 'plain' ? '\n' : '\n\n').slice(0, chars);
}

/** The baseline: the text cut into sentences with one regular expression, no parsing. */
function cutSentences(text: string): number {
  return text.split(/(?<=[.!?])\s+|\n+/).length;
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

const TOWNS = ['Ashford', 'Brampton', 'Coleridge', 'Dunmore', 'Easton', 'Fairhaven', 'Glenwood', 'Harlow'];
const PEOPLE = ['Ada Brooks', 'Ben Carter', 'Cleo Dunn', 'Dev Ellis', 'Eva Frost', 'Finn Grant'];

/** News-like prose of about `chars` characters, for grounding (issue 23). */
export function documentText(chars: number, seed = 0): string {
  let s = '';
  for (let i = seed; s.length < chars; i++) {
    const who = PEOPLE[i % PEOPLE.length]!;
    s += `In ${1950 + (i % 70)}, the council of ${TOWNS[(i * 3) % TOWNS.length]} approved ${(i * 37) % 900 + 12} new homes after a vote led by ${who}. `;
    if (i % 4 === 0) s += `${who} said the plan would cost ${(i * 13) % 80 + 3} million dollars over ${(i % 9) + 2} years.\n`;
  }
  return s.slice(0, s.lastIndexOf('. ', chars) + 1);
}

/**
 * Grounding (issue 23): semantic on a five-sentence answer against 10,000 characters and against
 * 1,000,000 characters of documents (20 of 50,000), against reading the same documents into
 * sentences with the tokeniser alone.
 */
async function measureGrounding(quick: boolean): Promise<EngineResult[]> {
  const { loadNlp, OFFLINE_METHODS, readText } = await loadEngine();
  await loadNlp();
  const out: EngineResult[] = [];
  for (const total of [10_000, 1_000_000]) {
    const count = total > 50_000 ? 20 : 1;
    const documents = Array.from({ length: count }, (_, i) => ({ text: documentText(total / count, i * 997) }));
    const content = documents[0]!.text.split('. ').slice(0, 5).join('. ');
    const runs = quick ? 2 : total > 50_000 ? 5 : 50;
    const baseline = percentile(await time(() => documents.forEach((d) => readText(d.text)), runs), 0.5);
    const context = { documents };
    await OFFLINE_METHODS.semantic({ content, context, options: {} });
    const ms = await time(() => OFFLINE_METHODS.semantic({ content, context: { documents }, options: {} }), runs);
    const medianMs = percentile(ms, 0.5);
    out.push({ name: `semantic, 5 claims against ${total.toLocaleString('en-US')} characters of documents`, chars: total, medianMs, p99Ms: percentile(ms, 0.99), ratioToBaseline: medianMs / baseline });
  }
  return out;
}

export async function measureEngine(quick: boolean): Promise<EngineResult[]> {
  const { OFFLINE_METHODS } = await loadEngine();
  const out: EngineResult[] = [];
  for (const style of ['plain', 'model'] as const) {
    for (const chars of [2_000, 50_000]) {
      const content = solutionText(chars, style);
      const context = { question: 'How many pencils does each student get?' };
      const runs = quick ? 5 : chars > 10_000 ? 20 : 200;
      const baseline = percentile(await time(() => cutSentences(content), runs), 0.5);
      for (const method of ['formal', 'tool'] as Paradigm[]) {
        await OFFLINE_METHODS[method]({ content, context, options: {} }); // warm-up: code
        let run = 0;
        const ms = await time(() => OFFLINE_METHODS[method]({ content: `${content}\n${run++}`, context, options: {} }), runs);
        const medianMs = percentile(ms, 0.5);
        const kind = style === 'plain' ? 'solution' : 'solution in Markdown and LaTeX';
        out.push({ name: `${method}, ${chars.toLocaleString('en-US')}-character ${kind}`, chars, medianMs, p99Ms: percentile(ms, 0.99), ratioToBaseline: medianMs / baseline });
      }
    }
  }
  out.push(...(await measureGrounding(quick)));
  return out;
}

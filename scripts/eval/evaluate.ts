// Runs each method directly on each row (no server, no aggregation), as the engine's
// runMethod does, and keeps one record per (method, row): what a calibration fit or a
// metric needs, nothing more.

import { loadEngine, resultClass, type Engine, type Paradigm, type Verdict } from '../../server/engine/index.js';
import type { Row } from './data.js';

export interface EvalRecord {
  method: Paradigm;
  /** The file the row came from, when known. */
  file?: string;
  id: string;
  format: Row['format'];
  label: boolean;
  /** Short claims only. */
  domain?: string;
  /** Solutions only: `gold`, `corrupted`, or another kind (a model's solution). */
  kind?: string;
  /** Grounding rows only: the labelled set (`halueval`, `frank`, ...). */
  source?: string;
  /** Grounding rows only: the result names a false step overlapping a labelled wrong span. */
  falseStepOnSpan?: boolean;
  verdict: Verdict;
  confidence: number;
  /** The calibration class the method gave the verdict (server/engine/calibration.ts), when decided offline. */
  class?: string;
  /**
   * The result named the wrong step: a `steps` entry with verdict `false` inside the labelled
   * wrong paragraph when the row has one (`wrongStep`), else any `false` step.
   */
  namedFalseStep: boolean;
  /** The method threw; the record then counts as `uncertain` with confidence 0. */
  error?: string;
}

export type EvalRow = Row & { file?: string };

export interface EvaluateOptions {
  engine?: Engine;
  /** Called after each method finished all rows (progress on stderr, for instance). */
  onMethodDone?: (method: Paradigm, records: EvalRecord[]) => void;
}

/**
 * The engine input for a row: a claim gives only `claim`; a solution its `content` and `context`
 * as in the file; an answer with its source gives `content`, the source as `context.documents`
 * and its question as `context.question`.
 */
export function methodInput(row: Row): { content: string; context: Record<string, unknown> } {
  if (row.format === 'claim') return { content: row.claim, context: {} };
  if (row.format === 'grounding') {
    return { content: row.content, context: { documents: row.evidence.map((text) => ({ text })), ...(row.question ? { question: row.question } : {}) } };
  }
  return { content: row.content, context: row.context };
}

/** Whether a false step of the result overlaps a labelled wrong span. */
function onSpan(steps: readonly { verdict: string; start: number; end: number }[], spans: readonly { start: number; end: number }[]): boolean {
  return steps.some((s) => s.verdict === 'false' && spans.some((u) => s.start < u.end && u.start < s.end));
}

/** UTF-16 offsets [start, end) of the `index`-th paragraph (paragraphs are separated by a blank line), or undefined. */
export function paragraphSpan(content: string, index: number): [number, number] | undefined {
  let start = 0;
  for (let k = 0; ; k++) {
    const gap = /\n[ \t]*\n/g;
    gap.lastIndex = start;
    const m = gap.exec(content);
    const end = m ? m.index : content.length;
    if (k === index) return [start, end];
    if (!m) return undefined;
    start = m.index + m[0].length;
  }
}

/** One record per method and row, methods in the order given, rows in file order. */
export async function evaluate(rows: readonly EvalRow[], methods: readonly Paradigm[], options: EvaluateOptions = {}): Promise<EvalRecord[]> {
  const engine = options.engine ?? (await loadEngine()).createEngine();
  const out: EvalRecord[] = [];
  for (const method of methods) {
    const mine: EvalRecord[] = [];
    for (const row of rows) {
      const base = {
        method,
        ...(row.file !== undefined ? { file: row.file } : {}),
        id: row.id,
        format: row.format,
        label: row.label,
        ...(row.format === 'claim' ? { domain: row.domain } : row.format === 'grounding' ? { source: row.source } : { kind: row.kind }),
      };
      try {
        const r = await engine.methods[method]({ ...methodInput(row), options: {} });
        const cls = resultClass.get(r);
        const steps = r.steps ?? [];
        const wrongSpan = row.format === 'solution' && row.wrongStep !== undefined ? paragraphSpan(row.content, row.wrongStep) : undefined;
        const named = steps.some((s) => s.verdict === 'false' && (!wrongSpan || (s.start >= wrongSpan[0] && s.end <= wrongSpan[1])));
        const span = row.format === 'grounding' && !row.label && r.verdict === 'false' ? { falseStepOnSpan: onSpan(steps, row.unwantedSpans) } : {};
        mine.push({ ...base, verdict: r.verdict, confidence: r.confidence, namedFalseStep: named, ...span, ...(cls ? { class: cls } : {}) });
      } catch (e) {
        mine.push({ ...base, verdict: 'uncertain', confidence: 0, namedFalseStep: false, error: (e as Error).message });
      }
    }
    options.onMethodDone?.(method, mine);
    out.push(...mine);
  }
  return out;
}

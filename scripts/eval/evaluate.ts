// Runs each method directly on each row (no server, no aggregation), as the engine's
// runMethod does, and keeps one record per (method, row): what a calibration fit or a
// metric needs, nothing more.

import { resultClass } from '../../server/engine/calibration.js';
import { createEngine, type Engine } from '../../server/engine/engine.js';
import type { Paradigm, Verdict } from '../../server/engine/types.js';
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
  verdict: Verdict;
  confidence: number;
  /** The calibration class the method gave the verdict (server/engine/calibration.ts), when decided offline. */
  class?: string;
  /** The result carried a `steps` entry with verdict `false` (it named a wrong step). */
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

/** The engine input for a row: a claim gives only `claim`; a solution its `content` and `context` as in the file. */
export function methodInput(row: Row): { content: string; context: Record<string, unknown> } {
  return row.format === 'claim' ? { content: row.claim, context: {} } : { content: row.content, context: row.context };
}

/** One record per method and row, methods in the order given, rows in file order. */
export async function evaluate(rows: readonly EvalRow[], methods: readonly Paradigm[], options: EvaluateOptions = {}): Promise<EvalRecord[]> {
  const engine = options.engine ?? createEngine();
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
        ...(row.format === 'claim' ? { domain: row.domain } : { kind: row.kind }),
      };
      try {
        const r = await engine.methods[method]({ ...methodInput(row), options: {} });
        const cls = resultClass.get(r);
        mine.push({ ...base, verdict: r.verdict, confidence: r.confidence, namedFalseStep: (r.steps ?? []).some((s) => s.verdict === 'false'), ...(cls ? { class: cls } : {}) });
      } catch (e) {
        mine.push({ ...base, verdict: 'uncertain', confidence: 0, namedFalseStep: false, error: (e as Error).message });
      }
    }
    options.onMethodDone?.(method, mine);
    out.push(...mine);
  }
  return out;
}

// Helpers shared by the offline methods: the result shape, the evidence list carried in
// `context.evidence`, and short explanations that stay readable on 50,000-character content.

import type { AtomicFinding } from '../claims.js';
import { METHOD_INFO, OFFLINE_MODEL, OFFLINE_PROVIDER } from '../registry.js';
import type { MethodResult, Paradigm, Verdict } from '../types.js';

export type OfflineResult = Omit<MethodResult, 'processingTimeMs'>;

/** An offline result: decided verdicts carry the method's class confidence, uncertain ones 0. */
export function offlineResult(paradigm: Paradigm, verdict: Verdict, reasoning: string, opts: { confidence?: number; sources?: string[] } = {}): OfflineResult {
  const confidence = verdict === 'uncertain' ? 0 : Math.round((opts.confidence ?? METHOD_INFO[paradigm].confidence) * 10_000) / 10_000;
  const r: OfflineResult = {
    paradigm,
    verdict,
    confidence,
    reasoning,
    provider: OFFLINE_PROVIDER,
    model: OFFLINE_MODEL,
    inputTokens: 0,
    outputTokens: 0,
    costCents: METHOD_INFO[paradigm].costCents,
  };
  if (opts.sources) r.sources = opts.sources;
  return r;
}

/**
 * Caller-supplied evidence for the semantic and ensemble methods: `context.evidence`, a string
 * or an array of strings (the field name is decided in issue 4). Anything else is ignored.
 */
export function contextEvidence(context: Record<string, unknown>): string[] {
  const e = context['evidence'];
  if (typeof e === 'string') return [e];
  if (Array.isArray(e)) return e.filter((x): x is string => typeof x === 'string');
  return [];
}

const MAX_LISTED = 12;

function clip(s: string, n = 120): string {
  return s.length > n ? `${s.slice(0, n - 1)}…` : s;
}

/** "(1) "17 * 23 = 391": true: Computed ..." for the first findings, then a count of the rest. */
export function describeFindings(findings: AtomicFinding[]): string {
  const shown = findings.slice(0, MAX_LISTED).map((f, i) => `(${i + 1}) "${clip(f.claim)}": ${f.result.verdict}: ${clip(f.result.evidence, 300)}`);
  if (findings.length > MAX_LISTED) {
    const rest = findings.slice(MAX_LISTED);
    const count = (v: string) => rest.filter((f) => f.result.verdict === v).length;
    shown.push(`... and ${rest.length} more claims (${count('true')} true, ${count('false')} false, ${count('uncertain')} uncertain)`);
  }
  return shown.join(' ');
}

/** Counts of verdicts over findings, for summaries. */
export function tally(findings: AtomicFinding[]): { true: number; false: number; uncertain: number } {
  const t = { true: 0, false: 0, uncertain: 0 };
  for (const f of findings) t[f.result.verdict]++;
  return t;
}

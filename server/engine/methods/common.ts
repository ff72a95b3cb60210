// Helpers shared by the offline methods: the result shape, the evidence list carried in
// `context.evidence`, and short explanations that stay readable on 50,000-character content.

import { classKey, measuredConfidence, resultClass } from '../calibration.js';
import type { AtomicFinding } from '../claims.js';
import { METHOD_INFO, OFFLINE_MODEL, OFFLINE_PROVIDER } from '../registry.js';
import { MAX_STEPS, type CheckedStep, type MethodResult, type Paradigm, type Verdict } from '../types.js';

export type OfflineResult = Omit<MethodResult, 'processingTimeMs'>;

// From weakest to strongest: what a true verdict rests on is its weakest finding. A calculation
// read with a tolerance (an irrational value, "about") is weaker than an exact one, and one read
// from LaTeX is its own class (issue 22: confidence follows the reading).
const KIND_STRENGTH = ['data', 'numeric', 'calculation-approximate', 'proof-approximate', 'proof', 'calculation-math', 'calculation'];

function kindOf(f: AtomicFinding): string {
  if (f.kind) return f.kind;
  const basis = f.result.basis ?? 'unknown';
  return f.result.reading ? `${basis}-${f.result.reading}` : basis;
}

/** What decided a verdict: the strongest refutation, or the weakest of the confirmations. */
export function decidingKind(verdict: Verdict, findings: AtomicFinding[]): string {
  const kinds = findings.filter((f) => f.result.verdict === verdict).map(kindOf);
  const rank = (k: string) => KIND_STRENGTH.indexOf(k);
  const sorted = [...new Set(kinds)].sort((a, b) => rank(a) - rank(b));
  return (verdict === 'false' ? sorted.at(-1) : sorted[0]) ?? 'unknown';
}

function clip(s: string, n: number): string {
  return s.length > n ? `${s.slice(0, n - 1)}…` : s;
}

/**
 * The findings as the steps a caller can point at (types.ts CheckedStep), in content order. When
 * there are more than MAX_STEPS, every false one is kept (issue 22: in a 700-line answer whose last
 * line is wrong, that line must be named): the false steps come first, then the others in order
 * until the limit.
 */
export function stepsOf(findings: AtomicFinding[], content: string): CheckedStep[] {
  const located = findings.filter((f) => f.start !== undefined && f.end !== undefined).sort((a, b) => a.start! - b.start! || a.end! - b.end!);
  const chosen = located.length <= MAX_STEPS ? located : [...located.filter((f) => f.result.verdict === 'false'), ...located.filter((f) => f.result.verdict !== 'false')].slice(0, MAX_STEPS);
  return chosen.map((f) => {
    const step: CheckedStep = { index: f.step ?? 1, start: f.start!, end: f.end!, text: clip(content.slice(f.start, f.end), 500), verdict: f.result.verdict, reason: clip(f.result.evidence, 1000) };
    if (f.computed !== undefined) step.computed = clip(f.computed, 200);
    return step;
  });
}

/** "The first false statement is step 12: "3 x 5 = 16" (3 × 5 is 15, not 16)." — or nothing when none is false. */
export function firstFalse(findings: AtomicFinding[], content: string): string {
  const f = findings.filter((x) => x.result.verdict === 'false').sort((a, b) => (a.start ?? 0) - (b.start ?? 0))[0];
  if (!f) return '';
  const text = f.start !== undefined && f.end !== undefined ? content.slice(f.start, f.end) : f.claim;
  return `The first false statement is step ${f.step ?? 1}: "${clip(text, 160)}" (${clip(f.result.evidence, 200)}).`;
}

export interface OfflineEvidence {
  /** The findings the verdict rests on; they become `steps` and set the calibration class. */
  findings: AtomicFinding[];
  content: string;
  /** The calibration class kind when it is not read off the findings (votes, agreement, evidence). */
  kind?: string;
  sources?: string[];
}

/** An offline result: a decided verdict carries the measured confidence of its class, uncertain 0. */
export function offlineResult(paradigm: Paradigm, verdict: Verdict, reasoning: string, evidence: OfflineEvidence): OfflineResult {
  const key = verdict === 'uncertain' ? undefined : classKey(verdict, evidence.kind ?? decidingKind(verdict, evidence.findings));
  // Every method names the first false statement, however long the content (issue 22).
  const named = verdict === 'false' ? firstFalse(evidence.findings, evidence.content) : '';
  const r: OfflineResult = {
    paradigm,
    verdict,
    confidence: key ? measuredConfidence(paradigm, key) : 0,
    reasoning: named ? `${named} ${reasoning}` : reasoning,
    provider: OFFLINE_PROVIDER,
    model: OFFLINE_MODEL,
    steps: stepsOf(evidence.findings, evidence.content),
    inputTokens: 0,
    outputTokens: 0,
    costCents: METHOD_INFO[paradigm].costCents,
  };
  if (evidence.sources) r.sources = evidence.sources;
  if (key) resultClass.set(r, key);
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

/** "(1) "17 * 23 = 391": true: Computed ..." for the first findings, then a count of the rest. */
export function describeFindings(findings: AtomicFinding[]): string {
  const shown = findings.slice(0, MAX_LISTED).map((f, i) => `(${i + 1}) "${clip(f.claim, 120)}": ${f.result.verdict}: ${clip(f.result.evidence, 300)}`);
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

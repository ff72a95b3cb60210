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

/** The findings as the steps a caller can point at (types.ts CheckedStep). */
export function stepsOf(findings: AtomicFinding[], content: string): CheckedStep[] {
  const steps: CheckedStep[] = [];
  for (const f of findings) {
    if (f.start === undefined || f.end === undefined) continue;
    const step: CheckedStep = { index: f.step ?? 1, start: f.start, end: f.end, text: clip(content.slice(f.start, f.end), 500), verdict: f.result.verdict, reason: clip(f.result.evidence, 1000) };
    if (f.computed !== undefined) step.computed = clip(f.computed, 200);
    steps.push(step);
    if (steps.length >= MAX_STEPS) break;
  }
  return steps;
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
  const r: OfflineResult = {
    paradigm,
    verdict,
    confidence: key ? measuredConfidence(paradigm, key) : 0,
    reasoning,
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

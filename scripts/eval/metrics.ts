// Scores over EvalRecords, following ../shared/claims/README.md ("Scoring") and issue 14.
// Every function takes the records of ONE method (filter first: byMethod below).

import type { Paradigm } from '../../server/engine/index.js';
import type { EvalRecord } from './evaluate.js';

/** `count / of`; `rate` is null when `of` is 0 (nothing to measure). */
export interface Ratio {
  count: number;
  of: number;
  rate: number | null;
}

export function ratio(count: number, of: number): Ratio {
  return { count, of, rate: of ? count / of : null };
}

export function byMethod(records: readonly EvalRecord[]): Map<Paradigm, EvalRecord[]> {
  const m = new Map<Paradigm, EvalRecord[]>();
  for (const r of records) {
    const list = m.get(r.method);
    if (list) list.push(r);
    else m.set(r.method, [r]);
  }
  return m;
}

export function byFile(records: readonly EvalRecord[]): Map<string, EvalRecord[]> {
  const m = new Map<string, EvalRecord[]>();
  for (const r of records) {
    const k = r.file ?? '';
    const list = m.get(k);
    if (list) list.push(r);
    else m.set(k, [r]);
  }
  return m;
}

// ---- short claims ----------------------------------------------------------------------------

export interface ClaimSummary {
  n: number;
  decided: number;
  /** Decided / n. */
  coverage: number | null;
  /** Verdict equal to label / decided. For `other`: share left uncertain (a decided verdict there is a guess). */
  accuracy: number | null;
  /** Verdict equal to label / n (uncertain counts as not correct); not given for `other`. */
  accuracyOverall: number | null;
  /** Label false called true. */
  falsePositives: number;
  falsePositiveRate: number | null;
  /** Label true called false. */
  falseNegatives: number;
}

export interface ClaimMetrics {
  /** The six decidable domains together (everything but `other`). */
  decidable: ClaimSummary;
  /** Each domain, `other` included, sorted by name. */
  byDomain: Record<string, ClaimSummary>;
}

export function summariseClaims(records: readonly EvalRecord[], other = false): ClaimSummary {
  let decided = 0;
  let correct = 0;
  let labelledFalse = 0;
  let fp = 0;
  let fn = 0;
  for (const r of records) {
    if (r.verdict !== 'uncertain') decided++;
    if (r.verdict === String(r.label)) correct++;
    if (!r.label) labelledFalse++;
    if (!r.label && r.verdict === 'true') fp++;
    if (r.label && r.verdict === 'false') fn++;
  }
  const n = records.length;
  return {
    n,
    decided,
    coverage: n ? decided / n : null,
    accuracy: other ? (n ? (n - decided) / n : null) : decided ? correct / decided : null,
    accuracyOverall: other ? null : n ? correct / n : null,
    falsePositives: fp,
    falsePositiveRate: labelledFalse ? fp / labelledFalse : null,
    falseNegatives: fn,
  };
}

/** Per-domain metrics over the claim records of one method (solution records are ignored). */
export function claimMetrics(records: readonly EvalRecord[]): ClaimMetrics {
  const claims = records.filter((r) => r.format === 'claim');
  const domains = new Map<string, EvalRecord[]>();
  for (const r of claims) {
    const d = r.domain ?? '';
    domains.set(d, [...(domains.get(d) ?? []), r]);
  }
  const byDomain: Record<string, ClaimSummary> = {};
  for (const d of [...domains.keys()].sort()) byDomain[d] = summariseClaims(domains.get(d)!, d === 'other');
  return { decidable: summariseClaims(claims.filter((r) => r.domain !== 'other')), byDomain };
}

/** Claim records of one method restricted to some domains (e.g. the ones formal has a procedure for). */
export function claimSummaryOver(records: readonly EvalRecord[], domains: readonly string[]): ClaimSummary {
  return summariseClaims(records.filter((r) => r.format === 'claim' && domains.includes(r.domain ?? '')));
}

// ---- solutions -------------------------------------------------------------------------------

export interface SolutionMetrics {
  n: number;
  /** Wrong calculations caught: corrupted solutions (one stated result changed) called `false`, of them (issue 22). */
  detection: Ratio;
  /** Solutions with a reasoning error and correct arithmetic (a model's own wrong solution) called `false`, of them: not a goal, since only a wrong calculation is checkable offline; each one is a model's own slip or a misreading. */
  reasoningFalse: Ratio;
  /** Label-true solutions called `false`, of label-true solutions. */
  falseAlarms: Ratio;
  /** Gold solutions (label true) called `true`, of them. */
  trueOnGold: Ratio;
  /** Wrong model solutions (kind neither gold nor corrupted, label false) called `true`, of them. */
  wrongModelTrue: Ratio;
  /** Corrupted solutions called `false` whose result names the wrong step (a `false` step in the labelled paragraph), of corrupted ones called `false`. */
  namedStep: Ratio;
  /** Label-false solutions called `true` (any kind): wrong answers called true. */
  falsePositives: number;
  /** The same, as a share of label-false solutions. */
  wrongTrue: Ratio;
  uncertain: number;
}

export function isModelSolution(r: Pick<EvalRecord, 'kind'>): boolean {
  return r.kind !== 'gold' && r.kind !== 'corrupted';
}

/** Solution metrics over the solution records of one method (claim records are ignored). */
export function solutionMetrics(records: readonly EvalRecord[]): SolutionMetrics {
  const sol = records.filter((r) => r.format === 'solution');
  const labelledFalse = sol.filter((r) => !r.label);
  const labelledTrue = sol.filter((r) => r.label);
  const gold = sol.filter((r) => r.kind === 'gold' && r.label);
  const wrongModel = sol.filter((r) => isModelSolution(r) && !r.label);
  const corrupted = sol.filter((r) => r.kind === 'corrupted');
  const detectedCorrupted = corrupted.filter((r) => r.verdict === 'false');
  return {
    n: sol.length,
    detection: ratio(detectedCorrupted.length, corrupted.length),
    reasoningFalse: ratio(wrongModel.filter((r) => r.verdict === 'false').length, wrongModel.length),
    falseAlarms: ratio(labelledTrue.filter((r) => r.verdict === 'false').length, labelledTrue.length),
    trueOnGold: ratio(gold.filter((r) => r.verdict === 'true').length, gold.length),
    wrongModelTrue: ratio(wrongModel.filter((r) => r.verdict === 'true').length, wrongModel.length),
    namedStep: ratio(detectedCorrupted.filter((r) => r.namedFalseStep).length, detectedCorrupted.length),
    falsePositives: labelledFalse.filter((r) => r.verdict === 'true').length,
    wrongTrue: ratio(labelledFalse.filter((r) => r.verdict === 'true').length, labelledFalse.length),
    uncertain: sol.filter((r) => r.verdict === 'uncertain').length,
  };
}

// ---- calibration -----------------------------------------------------------------------------

/**
 * Whether a decided verdict is correct for calibration: it equals the label, except that a
 * `true` on a gold solution is correct, and any decided verdict on an `other` claim is wrong
 * (the wanted verdict there is `uncertain`). Undecided records are not scored (null).
 */
export function isCorrect(r: Pick<EvalRecord, 'format' | 'label' | 'domain' | 'kind' | 'verdict'>): boolean | null {
  if (r.verdict === 'uncertain') return null;
  if (r.format === 'claim' && r.domain === 'other') return false;
  if (r.format === 'solution' && r.kind === 'gold' && r.verdict === 'true') return true;
  return r.verdict === String(r.label);
}

export interface CalibrationPoint {
  confidence: number;
  correct: boolean;
}

export interface CalibrationBin {
  /** [lo, hi) except the last bin, which includes 1. */
  lo: number;
  hi: number;
  n: number;
  accuracy: number | null;
  meanConfidence: number | null;
}

export interface Calibration {
  /** Σ (n_bin / N) · |accuracy_bin − mean confidence_bin|; null when N is 0. */
  ece: number | null;
  n: number;
  bins: CalibrationBin[];
}

/** Expected calibration error with `bins` equal-width bins over [0, 1]. */
export function expectedCalibrationError(points: readonly CalibrationPoint[], bins = 10): Calibration {
  const acc = Array.from({ length: bins }, () => ({ n: 0, correct: 0, conf: 0 }));
  for (const p of points) {
    const c = Math.min(1, Math.max(0, p.confidence));
    // Rounded first so 0.3 (0.30000000000000004 × 10) lands in the bin it reads as.
    const i = Math.min(bins - 1, Math.floor(Math.round(c * bins * 1e9) / 1e9));
    const b = acc[i]!;
    b.n++;
    b.conf += c;
    if (p.correct) b.correct++;
  }
  const n = points.length;
  let ece = 0;
  const out: CalibrationBin[] = acc.map((b, i) => {
    const accuracy = b.n ? b.correct / b.n : null;
    const meanConfidence = b.n ? b.conf / b.n : null;
    if (b.n) ece += (b.n / n) * Math.abs(accuracy! - meanConfidence!);
    return { lo: i / bins, hi: (i + 1) / bins, n: b.n, accuracy, meanConfidence };
  });
  return { ece: n ? ece : null, n, bins: out };
}

/** ECE of one method's decided verdicts (see isCorrect). */
export function calibration(records: readonly EvalRecord[], bins = 10): Calibration {
  const points: CalibrationPoint[] = [];
  for (const r of records) {
    const correct = isCorrect(r);
    if (correct !== null) points.push({ confidence: r.confidence, correct });
  }
  return expectedCalibrationError(points, bins);
}

// ---- answers and their sources (issue 23) ----------------------------------------------------

export interface GroundingMetrics {
  n: number;
  faithful: number;
  unfaithful: number;
  /** Unfaithful answers called `false`, of unfaithful ones. */
  detection: Ratio;
  /** Faithful answers called `false`, of faithful ones. */
  falseAlarms: Ratio;
  /** Unfaithful answers called `true`, of unfaithful ones. */
  unfaithfulTrue: Ratio;
  /** Faithful answers called `true`, of faithful ones. */
  faithfulTrue: Ratio;
  /** (detection + 1 - false alarms) / 2; null when either class is absent. */
  balancedAccuracy: number | null;
  /** Detected unfaithful answers whose result has a false step on a labelled wrong span, of those detected. */
  onSpan: Ratio;
  uncertain: number;
}

/** Grounding metrics over one method's grounding records (other formats are ignored). */
export function groundingMetrics(records: readonly EvalRecord[]): GroundingMetrics {
  const rows = records.filter((r) => r.format === 'grounding');
  const faithful = rows.filter((r) => r.label);
  const unfaithful = rows.filter((r) => !r.label);
  const detected = unfaithful.filter((r) => r.verdict === 'false');
  const detection = ratio(detected.length, unfaithful.length);
  const falseAlarms = ratio(faithful.filter((r) => r.verdict === 'false').length, faithful.length);
  return {
    n: rows.length,
    faithful: faithful.length,
    unfaithful: unfaithful.length,
    detection,
    falseAlarms,
    unfaithfulTrue: ratio(unfaithful.filter((r) => r.verdict === 'true').length, unfaithful.length),
    faithfulTrue: ratio(faithful.filter((r) => r.verdict === 'true').length, faithful.length),
    balancedAccuracy: detection.rate === null || falseAlarms.rate === null ? null : (detection.rate + 1 - falseAlarms.rate) / 2,
    onSpan: ratio(detected.filter((r) => r.falseStepOnSpan).length, detected.length),
    uncertain: rows.filter((r) => r.verdict === 'uncertain').length,
  };
}

/** Grounding metrics of one method per source, sources sorted by name. */
export function groundingBySource(records: readonly EvalRecord[]): Record<string, GroundingMetrics> {
  const sources = [...new Set(records.filter((r) => r.format === 'grounding').map((r) => r.source ?? ''))].sort();
  return Object.fromEntries(sources.map((s) => [s, groundingMetrics(records.filter((r) => r.format === 'grounding' && (r.source ?? '') === s))]));
}

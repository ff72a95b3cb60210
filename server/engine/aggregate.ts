/**
 * Aggregation of weighted method results into one verdict, confidence and decision. This
 * formula is part of the API contract (spec 3.4 and the verify endpoint's documentation):
 *
 *   For each decided result (verdict true or false) with request weight w and confidence c:
 *     T = sum of w*c over `true` results, F = sum of w*c over `false` results,
 *     D = sum of w over decided results, W = sum of w over all requested methods.
 *   `uncertain` results are left out of T, F and D: they neither support nor oppose a verdict,
 *   and they must not dilute a decided verdict into false certainty or false doubt (issue 4).
 *
 *   verdict    = 'true' if T > F, 'false' if F > T, else 'uncertain'.
 *   confidence = |T - F| / D rounded to 4 decimals; 0 when nothing decided or T = F.
 *                Disagreement lowers it: opposing results subtract.
 *
 *   decision (spec 3.4), thresholds compared after rounding and inclusive ("at least"):
 *     confidence >= acceptThreshold (default 0.95)      -> accept   (defaults: options.ts)
 *     else confidence >= 0.70 (fixed refine floor, v1)  -> refine
 *     else, below 0.70: escalate when the methods disagree, otherwise reject.
 *
 *   Our reading of spec 3.4's "methods disagree": the decided results contain both true and
 *   false (reason `conflicting_verdicts`, priority high), or the decided results carry less
 *   than `escalateThreshold` (default 0.5) of the requested weight, D / W < escalateThreshold
 *   (reason `insufficient_evidence`, priority medium if something decided, low if nothing did).
 *   So escalateThreshold is a share of weight, not a confidence; the 0.70 floor is separate.
 */

import { OPTION_DEFAULTS } from './options.js';
import type { Decision, EscalationPriority, EscalationReason, Paradigm, Verdict } from './types.js';
/** Spec 3.4: below 0.70 the decision depends on agreement; fixed in v1. */
export const REFINE_FLOOR = 0.7;

export interface WeightedResult {
  paradigm: Paradigm;
  verdict: Verdict;
  confidence: number;
  weight: number;
}

export interface AggregateOptions {
  acceptThreshold?: number;
  escalateThreshold?: number;
}

export interface Aggregate {
  verdict: Verdict;
  confidence: number;
  decision: Decision;
  escalation?: { reason: EscalationReason; priority: EscalationPriority };
  reasoning: string;
  /** The terms of the formula, for explanations and tests. */
  terms: { T: number; F: number; D: number; W: number };
}

// Float sums such as 0.1 + 0.2 must not move a result across a threshold.
const EPS = 1e-9;

function round4(x: number): number {
  return Math.round(x * 10_000) / 10_000;
}

function f4(x: number): string {
  return x.toFixed(4).replace(/\.?0+$/, '') || '0';
}

/** Combines weighted method results by the documented formula (spec 3.4). */
export function aggregate(results: WeightedResult[], options: AggregateOptions = {}): Aggregate {
  const acceptThreshold = options.acceptThreshold ?? OPTION_DEFAULTS.acceptThreshold;
  const escalateThreshold = options.escalateThreshold ?? OPTION_DEFAULTS.escalateThreshold;
  let T = 0;
  let F = 0;
  let D = 0;
  let W = 0;
  for (const r of results) {
    W += r.weight;
    if (r.verdict === 'uncertain') continue;
    D += r.weight;
    if (r.verdict === 'true') T += r.weight * r.confidence;
    else F += r.weight * r.confidence;
  }
  const tie = Math.abs(T - F) <= EPS;
  const verdict: Verdict = D === 0 || tie ? 'uncertain' : T > F ? 'true' : 'false';
  const confidence = D === 0 || tie ? 0 : round4(Math.abs(T - F) / D);

  const hasTrue = results.some((r) => r.verdict === 'true');
  const hasFalse = results.some((r) => r.verdict === 'false');
  const share = W > 0 ? D / W : 0;

  let decision: Decision;
  let escalation: Aggregate['escalation'];
  if (confidence >= acceptThreshold - EPS) decision = 'accept';
  else if (confidence >= REFINE_FLOOR - EPS) decision = 'refine';
  else if (hasTrue && hasFalse) {
    decision = 'escalate';
    escalation = { reason: 'conflicting_verdicts', priority: 'high' };
  } else if (share < escalateThreshold - EPS) {
    decision = 'escalate';
    escalation = { reason: 'insufficient_evidence', priority: D > 0 ? 'medium' : 'low' };
  } else decision = 'reject';

  const said = results.map((r) => (r.verdict === 'uncertain' ? `${r.paradigm} was uncertain` : `${r.paradigm} said ${r.verdict} (confidence ${f4(r.confidence)}, weight ${f4(r.weight)})`));
  const formula = `T = ${f4(T)}, F = ${f4(F)}, decided weight ${f4(D)} of ${f4(W)}`;
  let why: string;
  switch (decision) {
    case 'accept': why = `accept because confidence ${f4(confidence)} reaches the accept threshold ${f4(acceptThreshold)}`; break;
    case 'refine': why = `refine because confidence ${f4(confidence)} is at least ${f4(REFINE_FLOOR)} but below ${f4(acceptThreshold)}`; break;
    case 'escalate': why = escalation?.reason === 'conflicting_verdicts'
      ? `escalate because confidence ${f4(confidence)} is below ${f4(REFINE_FLOOR)} and the methods disagree (some said true, some false)`
      : `escalate because confidence ${f4(confidence)} is below ${f4(REFINE_FLOOR)} and only ${f4(share)} of the weight decided (needs ${f4(escalateThreshold)})`; break;
    default: why = `reject because confidence ${f4(confidence)} is below ${f4(REFINE_FLOOR)} and the methods that decided agree`;
  }
  const reasoning = `${said.join('; ')}. ${formula}: verdict ${verdict}, confidence |T - F| / D = ${f4(confidence)}; ${why}.`;
  return { verdict, confidence, decision, ...(escalation ? { escalation } : {}), reasoning, terms: { T, F, D, W } };
}

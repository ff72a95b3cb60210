// The goals of issue 14 ("Generalise, and measure it", "Honest methods") checked against the
// records of a run. A goal is met, not met, or not measurable here (met: null).

import type { Paradigm } from '../../server/engine/types.js';
import type { EvalRecord } from './evaluate.js';
import { byFile, byMethod, calibration, claimMetrics, claimSummaryOver, groundingBySource, solutionMetrics, type Ratio } from './metrics.js';

/** Methods held to the solution goals. */
export const SOLUTION_GOAL_METHODS: readonly Paradigm[] = ['formal', 'tool', 'reasoning', 'biprm'];
/** Methods held to the short-claim coverage goal. */
export const CLAIM_GOAL_METHODS: readonly Paradigm[] = ['formal', 'tool'];
/**
 * The decidable domains formal has an exact procedure for (METHOD_INFO.formal): country and
 * element facts are lookups, not proofs, so formal's coverage is measured over these.
 */
export const FORMAL_DOMAINS: readonly string[] = ['arithmetic', 'algebra', 'number', 'units', 'calendar'];

/** Methods held to the grounding goals of issue 23. */
export const GROUNDING_GOAL_METHODS: readonly Paradigm[] = ['semantic', 'tool'];

/**
 * Balanced accuracy wanted per source (issue 23): knowledge-passage answers (HaluEval, or a
 * source named `…-qa` such as the written set of test/fixtures/grounding) 0.85, news summaries
 * (FRANK, or `…-news`) 0.62, and summaries written by 2024 language models, or any other
 * source, 0.56.
 */
export function balancedAccuracyTarget(source: string): number {
  if (source === 'halueval' || source.endsWith('-qa')) return 0.85;
  return source === 'frank' || source.endsWith('-news') ? 0.62 : 0.56;
}

export const TARGETS = {
  detection: 0.95,
  falseAlarms: 0.01,
  wrongModelTrue: 0.05,
  namedStep: 0.9,
  claimCoverage: 0.97,
  ece: 0.05,
  groundingFalseAlarms: 0.03,
  unfaithfulTrue: 0.01,
} as const;

/** ECE within the goal; a hair of float slack so that 0.05000000000000004 (printed 0.050) counts as 0.05. */
export function meetsEce(ece: number): boolean {
  return ece <= TARGETS.ece + 1e-9;
}

export interface Goal {
  /** Method the goal is about. */
  method: Paradigm;
  /** Where it is measured: `solutions`, `claims`, or a file name (calibration). */
  scope: string;
  /** What is measured, e.g. `detection`. */
  what: string;
  target: string;
  /** The measured value, formatted. */
  measured: string;
  /** null: nothing to measure in this set. */
  met: boolean | null;
}

export function pct(x: number | null, digits = 1): string {
  return x === null ? 'n/a' : `${(x * 100).toFixed(digits)}%`;
}

function ratioText(r: Ratio): string {
  return r.of ? `${pct(r.rate)} (${r.count}/${r.of})` : 'n/a (none in set)';
}

export function checkGoals(records: readonly EvalRecord[]): Goal[] {
  const goals: Goal[] = [];
  const methods = byMethod(records);
  for (const [m, recs] of methods) {
    const sol = recs.filter((r) => r.format === 'solution');
    if (sol.length && SOLUTION_GOAL_METHODS.includes(m)) {
      const s = solutionMetrics(sol);
      // Issue 22: no wrong answer called true, by any of these methods.
      const wmMax = 0;
      goals.push(
        { method: m, scope: 'solutions', what: 'detection', target: `>= ${pct(TARGETS.detection, 0)}`, measured: ratioText(s.detection), met: s.detection.rate === null ? null : s.detection.rate >= TARGETS.detection },
        { method: m, scope: 'solutions', what: 'false alarms', target: `<= ${pct(TARGETS.falseAlarms, 0)}`, measured: ratioText(s.falseAlarms), met: s.falseAlarms.rate === null ? null : s.falseAlarms.rate <= TARGETS.falseAlarms },
        {
          method: m, scope: 'solutions', what: 'wrong answers called true', target: 'none',
          measured: ratioText(s.wrongTrue), met: s.wrongTrue.rate === null ? null : s.wrongTrue.rate <= wmMax,
        },
        { method: m, scope: 'solutions', what: 'caught errors naming the wrong step', target: `>= ${pct(TARGETS.namedStep, 0)}`, measured: ratioText(s.namedStep), met: s.namedStep.rate === null ? null : s.namedStep.rate >= TARGETS.namedStep },
      );
    }
    const claims = recs.filter((r) => r.format === 'claim');
    if (claims.length) {
      const c = claimMetrics(claims);
      if (CLAIM_GOAL_METHODS.includes(m)) {
        const over = m === 'formal' ? claimSummaryOver(claims, FORMAL_DOMAINS) : c.decidable;
        const where = m === 'formal' ? 'coverage (math, units, calendar)' : 'coverage (decidable domains)';
        goals.push(
          { method: m, scope: 'claims', what: where, target: `>= ${pct(TARGETS.claimCoverage, 0)}`, measured: over.n ? `${pct(over.coverage)} (${over.decided}/${over.n})` : 'n/a (none in set)', met: over.coverage === null ? null : over.coverage >= TARGETS.claimCoverage },
          { method: m, scope: 'claims', what: 'false positives (decidable domains)', target: '0', measured: String(c.decidable.falsePositives), met: c.decidable.n ? c.decidable.falsePositives === 0 : null },
        );
      }
      const other = c.byDomain['other'];
      goals.push({ method: m, scope: 'claims', what: '"other" all uncertain', target: '0 decided', measured: other ? `${other.decided} decided of ${other.n}` : 'n/a (none in set)', met: other ? other.decided === 0 : null });
    }
    if (GROUNDING_GOAL_METHODS.includes(m)) {
      for (const [source, g] of Object.entries(groundingBySource(recs))) {
        const scope = `answers: ${source}`;
        const target = balancedAccuracyTarget(source);
        goals.push(
          { method: m, scope, what: 'false alarms', target: `<= ${pct(TARGETS.groundingFalseAlarms, 0)}`, measured: ratioText(g.falseAlarms), met: g.falseAlarms.rate === null ? null : g.falseAlarms.rate <= TARGETS.groundingFalseAlarms },
          { method: m, scope, what: 'unfaithful called true', target: `<= ${pct(TARGETS.unfaithfulTrue, 0)}`, measured: ratioText(g.unfaithfulTrue), met: g.unfaithfulTrue.rate === null ? null : g.unfaithfulTrue.rate <= TARGETS.unfaithfulTrue },
          { method: m, scope, what: 'balanced accuracy', target: `>= ${target.toFixed(2)}`, measured: g.balancedAccuracy === null ? 'n/a' : g.balancedAccuracy.toFixed(3), met: g.balancedAccuracy === null ? null : g.balancedAccuracy >= target - 1e-9 },
        );
      }
    }
    for (const [file, fr] of byFile(recs)) {
      const cal = calibration(fr);
      goals.push({ method: m, scope: file || '(input)', what: 'ECE', target: `<= ${TARGETS.ece}`, measured: cal.ece === null ? 'n/a (nothing decided)' : `${cal.ece.toFixed(3)} (N=${cal.n})`, met: cal.ece === null ? null : meetsEce(cal.ece) });
    }
  }
  return goals;
}

/** Formal's false positives over everything it saw (claims, `other` included, and solutions): any one fails the run. */
export function formalFalsePositives(records: readonly EvalRecord[]): number {
  return records.filter((r) => r.method === 'formal' && !r.label && r.verdict === 'true').length;
}

// Confidences are measured, not declared (issue 14). Each offline verdict falls in a class:
// the method, the verdict, and what decided it (a calculation in prose, an exact checker's
// proof, a floating-point computation, reference data, evidence text, a vote or reformulation
// agreement). scripts/calibrate.ts runs every method on the tuning part of the dev sets and of
// the written tuning fixtures (so forms only they reach are measured too) and counts, per class, how many decided verdicts were right; the confidence of a verdict is the
// Laplace estimate (right + 1) / (decided + 2) of its class. A class never seen in the dev sets
// gets 0.5: nothing measured, nothing claimed. `npm run eval` reports the calibration error.

import table from './calibration.json' with { type: 'json' };
import type { Paradigm, Verdict } from './types.js';

export interface ClassCount {
  right: number;
  decided: number;
}

export type CalibrationTable = Partial<Record<Paradigm, Record<string, ClassCount>>>;

const TABLE = table as CalibrationTable;

/** The class of a decided verdict, e.g. `false:calculation`. */
export function classKey(verdict: Exclude<Verdict, 'uncertain'>, kind: string): string {
  return `${verdict}:${kind}`;
}

/** The measured probability that a verdict of this class is right. */
export function measuredConfidence(paradigm: Paradigm, key: string, counts: CalibrationTable = TABLE): number {
  const c = counts[paradigm]?.[key];
  const p = c ? (c.right + 1) / (c.decided + 2) : 0.5;
  return Math.round(p * 10_000) / 10_000;
}

/**
 * The class each offline result was given, for scripts/calibrate.ts. A WeakMap keyed by the
 * result object, so the class travels with the result without becoming part of the API.
 */
export const resultClass = new WeakMap<object, string>();

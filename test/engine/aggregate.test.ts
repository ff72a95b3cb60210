import { describe, expect, it } from 'vitest';
import { aggregate, type WeightedResult } from '../../server/engine/aggregate.js';
import type { Paradigm } from '../../server/engine/types.js';

function r(paradigm: Paradigm, verdict: WeightedResult['verdict'], confidence: number, weight = 1): WeightedResult {
  return { paradigm, verdict, confidence, weight };
}

describe('aggregate', () => {
  it('accepts exactly at the accept threshold (0.95 counts as reaching it)', () => {
    const a = aggregate([r('reasoning', 'true', 0.95)]);
    expect(a).toMatchObject({ verdict: 'true', confidence: 0.95, decision: 'accept' });
    expect(a.escalation).toBeUndefined();
  });

  it('refines just below the accept threshold', () => {
    expect(aggregate([r('biprm', 'true', 0.9499)])).toMatchObject({ confidence: 0.9499, decision: 'refine' });
  });

  it('refines exactly at the 0.70 floor', () => {
    expect(aggregate([r('semantic', 'false', 0.7)])).toMatchObject({ verdict: 'false', confidence: 0.7, decision: 'refine' });
  });

  it('rejects below 0.70 when the deciding methods agree and carry enough weight', () => {
    expect(aggregate([r('semantic', 'true', 0.6999)])).toMatchObject({ confidence: 0.6999, decision: 'reject' });
  });

  it('escalates conflicting verdicts with high priority', () => {
    const a = aggregate([r('tool', 'true', 0.99), r('semantic', 'false', 0.75)]);
    // T = 0.99, F = 0.75, D = 2: confidence 0.12
    expect(a).toMatchObject({ verdict: 'true', confidence: 0.12, decision: 'escalate', escalation: { reason: 'conflicting_verdicts', priority: 'high' } });
  });

  it('treats a tie as uncertain with confidence 0', () => {
    const a = aggregate([r('tool', 'true', 0.8), r('reasoning', 'false', 0.8)]);
    expect(a).toMatchObject({ verdict: 'uncertain', confidence: 0, decision: 'escalate', escalation: { reason: 'conflicting_verdicts' } });
  });

  it('leaves uncertain results out: they do not dilute a decided verdict', () => {
    const a = aggregate([r('formal', 'true', 1), r('semantic', 'uncertain', 0)]);
    expect(a).toMatchObject({ verdict: 'true', confidence: 1, decision: 'accept' });
    expect(a.terms).toEqual({ T: 1, F: 0, D: 1, W: 2 });
  });

  it('weights results by the request weights', () => {
    // T = 1 * 1.0, F = 0.25 * 0.75, D = 1.25 -> |1 - 0.1875| / 1.25 = 0.65
    const a = aggregate([r('formal', 'true', 1, 1), r('semantic', 'false', 0.75, 0.25)]);
    expect(a).toMatchObject({ verdict: 'true', confidence: 0.65, decision: 'escalate' });
  });

  it('counts a decided share exactly at escalateThreshold as enough (reject, not escalate)', () => {
    // D / W = 1 / 2 = 0.5: exactly the default threshold.
    const a = aggregate([r('semantic', 'true', 0.5), r('reasoning', 'uncertain', 0)]);
    expect(a).toMatchObject({ confidence: 0.5, decision: 'reject' });
    expect(a.escalation).toBeUndefined();
  });

  it('escalates with medium priority when less than escalateThreshold of the weight decided', () => {
    const a = aggregate([r('semantic', 'true', 0.5, 0.49), r('reasoning', 'uncertain', 0, 0.51)]);
    expect(a).toMatchObject({ decision: 'escalate', escalation: { reason: 'insufficient_evidence', priority: 'medium' } });
  });

  it('escalates with low priority when nothing decided', () => {
    const a = aggregate([r('semantic', 'uncertain', 0), r('tool', 'uncertain', 0)]);
    expect(a).toMatchObject({ verdict: 'uncertain', confidence: 0, decision: 'escalate', escalation: { reason: 'insufficient_evidence', priority: 'low' } });
  });

  it('honours overridden thresholds', () => {
    expect(aggregate([r('biprm', 'true', 0.9)], { acceptThreshold: 0.9 }).decision).toBe('accept');
    const a = aggregate([r('semantic', 'true', 0.5, 0.6), r('reasoning', 'uncertain', 0, 0.4)], { escalateThreshold: 0.7 });
    expect(a).toMatchObject({ decision: 'escalate', escalation: { reason: 'insufficient_evidence' } });
  });

  it('is not pushed across a threshold by floating-point sums', () => {
    // 0.1 + 0.2 style noise: weights 0.1 and 0.2 deciding true at 0.95.
    const a = aggregate([r('tool', 'true', 0.95, 0.1), r('reasoning', 'true', 0.95, 0.2)]);
    expect(a).toMatchObject({ confidence: 0.95, decision: 'accept' });
  });

  it('rounds the confidence to 4 decimals', () => {
    expect(aggregate([r('tool', 'true', 2 / 3)]).confidence).toBe(0.6667);
  });

  it('explains which methods decided what, the formula and the decision', () => {
    const a = aggregate([r('formal', 'true', 1), r('semantic', 'uncertain', 0)]);
    expect(a.reasoning).toContain('formal said true');
    expect(a.reasoning).toContain('semantic was uncertain');
    expect(a.reasoning).toContain('|T - F| / D = 1');
    expect(a.reasoning).toContain('accept');
  });
});

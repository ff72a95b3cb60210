import { describe, expect, it } from 'vitest';
import { calibration, claimMetrics, expectedCalibrationError, groundingBySource, isCorrect, solutionMetrics, type CalibrationPoint } from '../../scripts/eval/metrics.js';
import { checkGoals, formalFalsePositives } from '../../scripts/eval/goals.js';
import { paragraphSpan, type EvalRecord } from '../../scripts/eval/evaluate.js';
import type { Verdict } from '../../server/engine/types.js';

function sol(id: string, kind: string, label: boolean, verdict: Verdict, extra: Partial<EvalRecord> = {}): EvalRecord {
  return { method: 'tool', id, format: 'solution', label, kind, verdict, confidence: verdict === 'uncertain' ? 0 : 0.9, namedFalseStep: false, ...extra };
}
function claim(id: string, domain: string, label: boolean, verdict: Verdict, confidence = 0.9): EvalRecord {
  return { method: 'tool', id, format: 'claim', label, domain, verdict, confidence, namedFalseStep: false };
}
const pts = (confidence: number, correct: number, wrong: number): CalibrationPoint[] => [
  ...Array.from({ length: correct }, () => ({ confidence, correct: true })),
  ...Array.from({ length: wrong }, () => ({ confidence, correct: false })),
];

describe('expected calibration error', () => {
  it('is 0 when each bin is as accurate as it is confident', () => {
    const r = expectedCalibrationError([...pts(0.9, 9, 1), ...pts(0.5, 1, 1), ...pts(1, 4, 0)]);
    expect(r.ece).toBeCloseTo(0, 12);
    expect(r.n).toBe(16);
  });

  it('weights each bin by its share of the decided verdicts', () => {
    // bin 0.9: 10 at 0.95, 8 correct -> |0.8 - 0.95| = 0.15, weight 10/20
    // bin 0.6: 10 at 0.65, all correct -> |1 - 0.65| = 0.35, weight 10/20
    const r = expectedCalibrationError([...pts(0.95, 8, 2), ...pts(0.65, 10, 0)]);
    expect(r.ece).toBeCloseTo(0.5 * 0.15 + 0.5 * 0.35, 12);
    expect(r.bins[9]).toMatchObject({ n: 10, accuracy: 0.8 });
    expect(r.bins[6]).toMatchObject({ n: 10, accuracy: 1 });
  });

  it('averages the confidence inside a bin before comparing', () => {
    // one bin [0.9, 1]: confidences 0.9 and 1.0 (mean 0.95), one right one wrong -> |0.5 - 0.95|
    const r = expectedCalibrationError([{ confidence: 0.9, correct: true }, { confidence: 1, correct: false }]);
    expect(r.ece).toBeCloseTo(0.45, 12);
    expect(r.bins.filter((b) => b.n).length).toBe(1);
  });

  it('puts bin edges in the upper bin and 1.0 in the last', () => {
    const r = expectedCalibrationError([{ confidence: 0.3, correct: true }, { confidence: 0.7, correct: true }, { confidence: 1, correct: true }, { confidence: 0, correct: false }]);
    expect(r.bins.map((b) => b.n)).toEqual([1, 0, 0, 1, 0, 0, 0, 1, 0, 1]);
  });

  it('is null with nothing decided', () => {
    expect(expectedCalibrationError([]).ece).toBeNull();
    expect(calibration([claim('a', 'arithmetic', true, 'uncertain', 0)]).n).toBe(0);
  });
});

describe('correctness for calibration', () => {
  it('follows the label, with the exceptions for gold solutions and `other` claims', () => {
    expect(isCorrect(claim('a', 'arithmetic', true, 'true'))).toBe(true);
    expect(isCorrect(claim('a', 'arithmetic', true, 'false'))).toBe(false);
    expect(isCorrect(claim('a', 'arithmetic', true, 'uncertain'))).toBeNull();
    expect(isCorrect(claim('o', 'other', true, 'true'))).toBe(false);
    expect(isCorrect(claim('o', 'other', false, 'false'))).toBe(false);
    expect(isCorrect(sol('g', 'gold', true, 'true'))).toBe(true);
    expect(isCorrect(sol('g', 'gold', true, 'false'))).toBe(false);
    expect(isCorrect(sol('c', 'corrupted', false, 'false'))).toBe(true);
    expect(isCorrect(sol('m', 'model', false, 'true'))).toBe(false);
  });

  it('scores records: a confident wrong call on `other` costs calibration', () => {
    const recs = [claim('a', 'arithmetic', true, 'true', 1), claim('o', 'other', true, 'true', 1)];
    expect(calibration(recs).ece).toBeCloseTo(0.5, 12);
  });
});

describe('solution metrics', () => {
  const recs: EvalRecord[] = [
    sol('1-gold', 'gold', true, 'uncertain'),
    sol('2-gold', 'gold', true, 'true'),
    sol('3-gold', 'gold', true, 'false'),
    sol('4-gold', 'gold', true, 'uncertain'),
    sol('1-corrupted', 'corrupted', false, 'false', { namedFalseStep: true }),
    sol('2-corrupted', 'corrupted', false, 'false'),
    sol('3-corrupted', 'corrupted', false, 'uncertain'),
    sol('4-corrupted', 'corrupted', false, 'true'),
    sol('1-model', 'model', false, 'true'),
    sol('2-model', 'model', false, 'false'),
    sol('3-model', 'model', true, 'false'),
    claim('c', 'arithmetic', false, 'true'),
  ];
  const m = solutionMetrics(recs);

  it('counts detection over the corrupted solutions, and false alarms over every label-true one', () => {
    expect(m.n).toBe(11);
    expect(m.detection).toEqual({ count: 2, of: 4, rate: 0.5 });
    expect(m.reasoningFalse).toEqual({ count: 1, of: 2, rate: 0.5 });
    expect(m.wrongTrue).toEqual({ count: 2, of: 6, rate: 2 / 6 });
    expect(m.falseAlarms).toEqual({ count: 2, of: 5, rate: 0.4 });
    expect(m.trueOnGold).toEqual({ count: 1, of: 4, rate: 0.25 });
    expect(m.falsePositives).toBe(2);
    expect(m.uncertain).toBe(3);
  });

  it('counts wrong model solutions called true, and says when there are none', () => {
    expect(m.wrongModelTrue).toEqual({ count: 1, of: 2, rate: 0.5 });
    expect(solutionMetrics(recs.filter((r) => r.kind !== 'model')).wrongModelTrue).toEqual({ count: 0, of: 0, rate: null });
  });

  it('counts named steps among the detected corrupted solutions', () => {
    expect(m.namedStep).toEqual({ count: 1, of: 2, rate: 0.5 });
  });

  it('feeds the goals; a formal false positive on a solution counts', () => {
    const goals = checkGoals(recs);
    expect(goals.find((g) => g.what === 'detection')).toMatchObject({ method: 'tool', met: false });
    expect(formalFalsePositives(recs.map((r) => ({ ...r, method: 'formal' as const })))).toBe(3);
  });
});

describe('claim metrics', () => {
  it('keeps `other` apart from the decidable headline', () => {
    const c = claimMetrics([
      claim('a', 'arithmetic', true, 'true'),
      claim('b', 'arithmetic', false, 'true'),
      claim('c', 'units', true, 'false'),
      claim('d', 'units', true, 'uncertain'),
      claim('o1', 'other', false, 'uncertain'),
      claim('o2', 'other', false, 'true'),
    ]);
    expect(c.decidable).toMatchObject({ n: 4, decided: 3, coverage: 0.75, falsePositives: 1, falseNegatives: 1, falsePositiveRate: 1 });
    expect(c.decidable.accuracy).toBeCloseTo(1 / 3, 12);
    expect(c.byDomain['other']).toMatchObject({ n: 2, decided: 1, accuracy: 0.5, falsePositives: 1 });
    expect(Object.keys(c.byDomain)).toEqual(['arithmetic', 'other', 'units']);
  });
});

describe('the ECE goal', () => {
  it('counts an ECE that prints as 0.050 as met', async () => {
    const { meetsEce } = await import('../../scripts/eval/goals.js');
    expect(meetsEce(0.95 - 0.9)).toBe(true); // 0.04999999999999993
    expect(meetsEce(1 - 0.95)).toBe(true); // 0.050000000000000044
    expect(meetsEce(0.051)).toBe(false);
  });
});

describe('the labelled wrong paragraph', () => {
  it('is found by its index among blank-line separated paragraphs', () => {
    const content = 'First.\n\nSecond 2 + 2 = 5.\n  \nThird.';
    expect(paragraphSpan(content, 1)).toEqual([8, 25]);
    expect(content.slice(...paragraphSpan(content, 1)!)).toBe('Second 2 + 2 = 5.');
    expect(content.slice(...paragraphSpan(content, 2)!)).toBe('Third.');
    expect(paragraphSpan(content, 3)).toBeUndefined();
  });
});

// Issue 23: answers with their sources, per source.
describe('grounding metrics', () => {
  const g = (id: string, source: string, faithful: boolean, verdict: Verdict, extra: Partial<EvalRecord> = {}): EvalRecord => ({
    method: 'semantic', id, format: 'grounding', source, label: faithful, verdict, confidence: verdict === 'uncertain' ? 0 : 0.9, namedFalseStep: verdict === 'false', ...extra,
  });
  const records = [
    g('a1', 'halueval', false, 'false', { falseStepOnSpan: true }),
    g('a2', 'halueval', false, 'false', { falseStepOnSpan: false }),
    g('a3', 'halueval', false, 'true'),
    g('a4', 'halueval', false, 'uncertain'),
    g('a5', 'halueval', true, 'false'),
    g('a6', 'halueval', true, 'true'),
    g('a7', 'halueval', true, 'uncertain'),
    g('a8', 'halueval', true, 'uncertain'),
    g('b1', 'frank', false, 'uncertain'),
    g('b2', 'frank', true, 'uncertain'),
  ];

  it('counts detection, false alarms, unfaithful called true, balanced accuracy and the span per source', () => {
    const by = groundingBySource(records);
    expect(Object.keys(by)).toEqual(['frank', 'halueval']);
    const h = by.halueval!;
    expect(h).toMatchObject({ n: 8, faithful: 4, unfaithful: 4, uncertain: 3 });
    expect(h.detection).toEqual({ count: 2, of: 4, rate: 0.5 });
    expect(h.falseAlarms).toEqual({ count: 1, of: 4, rate: 0.25 });
    expect(h.unfaithfulTrue).toEqual({ count: 1, of: 4, rate: 0.25 });
    expect(h.faithfulTrue).toEqual({ count: 1, of: 4, rate: 0.25 });
    expect(h.balancedAccuracy).toBeCloseTo((0.5 + 1 - 0.25) / 2, 12);
    expect(h.onSpan).toEqual({ count: 1, of: 2, rate: 0.5 });
    expect(by.frank!.balancedAccuracy).toBe(0.5);
  });

  it('scores a grounded verdict as right when it matches faithful (true) or unfaithful (false)', () => {
    expect(isCorrect(g('x', 'frank', true, 'true'))).toBe(true);
    expect(isCorrect(g('x', 'frank', false, 'false'))).toBe(true);
    expect(isCorrect(g('x', 'frank', true, 'false'))).toBe(false);
    expect(isCorrect(g('x', 'frank', false, 'uncertain'))).toBeNull();
  });

  it('holds semantic and tool to the targets of each source: 0.85 knowledge passages, 0.62 news, 0.56 any other', () => {
    const goals = checkGoals([...records, g('c1', 'llm-2024', false, 'false'), g('c2', 'llm-2024', true, 'uncertain')]).filter((x) => x.scope.startsWith('answers:'));
    const ba = (scope: string) => goals.find((x) => x.scope === `answers: ${scope}` && x.what === 'balanced accuracy')!;
    expect(ba('halueval')).toMatchObject({ target: '>= 0.85', met: false });
    expect(ba('frank')).toMatchObject({ target: '>= 0.62', met: false });
    expect(ba('llm-2024')).toMatchObject({ target: '>= 0.56', met: true });
    expect(goals.find((x) => x.scope === 'answers: halueval' && x.what === 'false alarms')).toMatchObject({ target: '<= 3%', met: false });
  });
});

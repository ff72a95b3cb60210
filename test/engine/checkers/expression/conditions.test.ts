import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareConditions, describeSet, readCondition } from '../../../../server/engine/checkers/expression/conditions.js';
import { Q } from '../../../../server/engine/checkers/rational.js';

const same = (a: string, b: string) => {
  const c = compareConditions(readCondition(a)!, readCondition(b, { intervals: true })!)!;
  return c.onlyFirst === undefined && c.onlySecond === undefined;
};

describe('conditions on one variable as sets', () => {
  const described: { given: string; want: string }[] = [
    { given: '2x - 1 > 5', want: 'x > 3' },
    { given: '-4x - 6 > 6', want: 'x < -3' },
    { given: '3 - 2x ≤ 7', want: 'x ≥ -2' },
    { given: 'x^2 - 5x + 6 < 0', want: '2 < x < 3' },
    { given: 'x^2 - 5x + 6 ≥ 0', want: 'x ≤ 2 or x ≥ 3' },
    { given: '|x - 3| = 9', want: 'x = -6 or x = 12' },
    { given: '|x - 1| < 3', want: '-2 < x < 4' },
    { given: '|2x + 1| ≥ 5', want: 'x ≤ -3 or x ≥ 2' },
    { given: '|x + 4| = -2', want: 'no real x' },
    { given: 'x^2 + 1 > 0', want: 'every real x' },
    { given: '1/x > 0', want: 'x > 0' },
    { given: 'x = ±12', want: 'x = -12 or x = 12' },
    { given: 'x = -7 and x = -11', want: 'x = -11 or x = -7' }, // a list, not a conjunction
    { given: '-1 < x ≤ 4', want: '-1 < x ≤ 4' },
    { given: 'x ≥ 2 and x < 5', want: '2 ≤ x < 5' },
    { given: 'x is at least 7', want: 'x ≥ 7' },
    { given: 'x is greater than or equal to -2', want: 'x ≥ -2' },
    { given: 'all x with x < 3', want: 'x < 3' },
    { given: 'x ∈ [3, ∞)', want: 'x ≥ 3' },
    { given: '(-∞, 7]', want: 'x ≤ 7' },
  ];
  it.each(described)('reads "$given" as $want', ({ given, want }) => {
    expect(describeSet(readCondition(given, { intervals: true })!)).toBe(want);
  });

  it.each([
    'x^2 = 2', // irrational change points are never approximated
    'x^2 + y > 1', // two variables
    'sqrt(x) > 2',
    'x > 3 or y < 2',
    '[3, ∞]',
    '|x| + |x - 1| + |x - 2| + |x - 3| > 1', // more absolute values than read
    'x => 3',
  ])('does not read "%s"', (given) => {
    expect(readCondition(given, { intervals: true })).toBeUndefined();
  });

  it('tells equal sets from different ones and names a number in one only', () => {
    expect(same('4x + 9 ≥ 37', 'x ≥ 7')).toBe(true);
    expect(same('4x + 9 ≥ 37', 'x > 7')).toBe(false);
    const c = compareConditions(readCondition('4x + 9 ≥ 37')!, readCondition('x ≤ 7')!)!;
    expect(readCondition('4x + 9 ≥ 37')!.contains(c.onlyFirst!)).toBe(true);
    expect(readCondition('x ≤ 7')!.contains(c.onlyFirst!)).toBe(false);
  });

  it('solves a linear inequality exactly, for any coefficients and direction', () => {
    const rel = fc.constantFrom('<', '≤', '>', '≥');
    const flip: Record<string, string> = { '<': '>', '≤': '≥', '>': '<', '≥': '≤' };
    fc.assert(
      fc.property(fc.integer({ min: -12, max: 12 }).filter((a) => a !== 0), fc.integer({ min: -30, max: 30 }), fc.integer({ min: -30, max: 30 }), rel, fc.integer({ min: -2, max: 2 }), (a, b, c, r, off) => {
        const bound = Q.of(c - b, a);
        const solved = a > 0 ? r : flip[r]!;
        const claimed = `x ${solved} ${bound.add(Q.of(off)).toString()}`;
        const lhs = `${a}x ${b < 0 ? '-' : '+'} ${Math.abs(b)} ${r} ${c}`;
        expect(same(lhs, claimed)).toBe(off === 0);
      }),
      { numRuns: 300 },
    );
  });

  it('solves |ax + b| = c exactly: two values, one, or none', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9 }), fc.integer({ min: -20, max: 20 }), fc.integer({ min: -5, max: 20 }), (a, b, c) => {
        const set = readCondition(`|${a}x ${b < 0 ? '-' : '+'} ${Math.abs(b)}| = ${c}`)!;
        const roots = c < 0 ? [] : [Q.of(c - b, a), Q.of(-c - b, a)];
        for (const r of roots) expect(set.contains(r)).toBe(true);
        expect(set.contains(Q.of(c - b, a).add(Q.of(1, 7)))).toBe(false);
        expect(set.breakpoints.filter((p) => set.contains(p)).length).toBe(c < 0 ? 0 : c === 0 ? 1 : 2);
        if (c < 0) expect(describeSet(set)).toBe('no real x');
      }),
      { numRuns: 200 },
    );
  });
});

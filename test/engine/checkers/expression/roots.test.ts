import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hornerEval, polyRemainder, realRoots } from '../../../../server/engine/checkers/expression/roots.js';
import { Q } from '../../../../server/engine/checkers/rational.js';

const q = (...xs: number[]) => xs.map((x) => Q.of(x));
/** Coefficients (by power) of the product of (x - r) over the roots. */
function fromRoots(roots: Q[], lead = Q.ONE): Q[] {
  let c: Q[] = [lead];
  for (const r of roots) {
    const next = new Array<Q>(c.length + 1).fill(Q.ZERO);
    c.forEach((a, i) => {
      next[i + 1] = next[i + 1]!.add(a);
      next[i] = next[i]!.sub(a.mul(r));
    });
    c = next;
  }
  return c;
}

describe('real roots of a polynomial', () => {
  const cases: { given: Q[]; want: string[] | undefined; complete?: boolean }[] = [
    { given: q(-6, 1), want: ['6'] },
    { given: q(6, -5, 1), want: ['2', '3'] },
    { given: q(9, -6, 1), want: ['3'] }, // a repeated root once
    { given: q(1, 0, 1), want: [] }, // x² + 1: no real root, and the list is complete
    { given: q(-2, 0, 1), want: [], complete: false }, // x² − 2: irrational roots are not listed
    { given: q(-6, 11, -6, 1), want: ['1', '2', '3'] },
    { given: q(0, 0, 1, 1), want: ['-1', '0'] },
    { given: [Q.of(-1, 4), Q.ZERO, Q.ONE], want: ['-0.5', '0.5'] },
    { given: q(-2, 0, 0, 1), want: [], complete: false }, // x³ − 2
    { given: q(0), want: undefined }, // the zero polynomial: every number
  ];
  it.each(cases)('finds $want for %#', ({ given, want, complete }) => {
    const r = realRoots(given);
    if (want === undefined) return expect(r).toBeUndefined();
    expect(r!.roots.map(String)).toEqual(want);
    expect(r!.complete).toBe(complete ?? true);
  });

  it('recovers every rational root of a product of linear factors', () => {
    const root = fc.tuple(fc.integer({ min: -40, max: 40 }), fc.integer({ min: 1, max: 6 })).map(([n, d]) => Q.of(n, d));
    fc.assert(
      fc.property(fc.array(root, { minLength: 1, maxLength: 5 }), fc.integer({ min: 1, max: 9 }), (roots, lead) => {
        const r = realRoots(fromRoots(roots, Q.of(lead)))!;
        const distinct = [...new Map(roots.map((x) => [x.toString(), x])).values()].sort((a, b) => a.cmp(b));
        expect(r.complete).toBe(true);
        expect(r.roots.map(String)).toEqual(distinct.map(String));
      }),
      { numRuns: 200 },
    );
  });

  it('divides exactly: the remainder is the value at the root of a linear divisor', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -20, max: 20 }), { minLength: 1, maxLength: 6 }), fc.integer({ min: -9, max: 9 }), (coeffs, a) => {
        const p = coeffs.map((c) => Q.of(c));
        const rem = polyRemainder(p, q(-a, 1));
        expect(rem.length).toBe(1);
        expect(rem[0]!.eq(hornerEval(p, Q.of(a)))).toBe(true);
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readLinearEquation, solveLinearSystem, type LinearEquation } from '../../../../server/engine/checkers/expression/linear-system.js';

const system = (...eqs: string[]) => solveLinearSystem(eqs.map((e) => readLinearEquation(e)!));

describe('linear systems', () => {
  it('reads a linear equation as coefficients and a constant', () => {
    const e = readLinearEquation('2(x - y) = 3y + 4')!;
    expect(Object.fromEntries([...e.coefficients].map(([k, v]) => [k, v.toString()]))).toEqual({ x: '2', y: '-5' });
    expect(e.constant.toString()).toBe('4');
    expect(readLinearEquation('x^2 + y = 3')).toBeUndefined();
    expect(readLinearEquation('xy = 3')).toBeUndefined();
    expect(readLinearEquation('3 = 3')).toBeUndefined();
  });

  it('solves exactly, and says when there is no solution or infinitely many', () => {
    const s = system('x + 3y = 19', '4x - y = 24');
    expect(s.kind).toBe('unique');
    expect(s.kind === 'unique' && [...s.values].map(([k, v]) => `${k}=${v}`)).toEqual(['x=7', 'y=4']);
    expect(system('x + y = 1', 'x + y = 2').kind).toBe('none');
    expect(system('x + y = 1', '2x + 2y = 2').kind).toBe('many');
    expect(system('x + y + z = 6', 'x - y = 0', 'z = 2').kind).toBe('unique');
  });

  it('finds the solution a random invertible system was built from', () => {
    fc.assert(
      fc.property(
        fc.tuple(fc.integer({ min: -9, max: 9 }), fc.integer({ min: -9, max: 9 }), fc.integer({ min: -9, max: 9 }), fc.integer({ min: -9, max: 9 })).filter(([a, b, c, d]) => a * d - b * c !== 0),
        fc.integer({ min: -20, max: 20 }),
        fc.integer({ min: -20, max: 20 }),
        ([a, b, c, d], x, y) => {
          // An invertible matrix has no row of zeros, so both equations are read.
          const term = (k: number, v: string) => (k === 0 ? '' : ` ${k < 0 ? '-' : '+'} ${Math.abs(k)}${v}`);
          const eq = (p: number, q: number): LinearEquation => readLinearEquation(`${term(p, 'x')}${term(q, 'y')} = ${p * x + q * y}`.replace(/^ \+ /, ''))!;
          const s = solveLinearSystem([eq(a, b), eq(c, d)]);
          expect(s.kind).toBe('unique');
          expect(s.kind === 'unique' && [s.values.get('x')!.toString(), s.values.get('y')!.toString()]).toEqual([String(x), String(y)]);
        },
      ),
      { numRuns: 300 },
    );
  });
});

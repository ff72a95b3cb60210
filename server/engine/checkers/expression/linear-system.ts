// Systems of linear equations ("x + 3y = 19 and 4x − y = 24"), solved exactly by Gaussian
// elimination over the rationals (issue 22, short claims: simultaneous equations).
import { Q } from '../rational.js';
import { parseFormula } from './parse.js';
import { implicitProducts, phraseToFormula } from './phrase.js';
import { crossDifference, toRational } from './rational-function.js';
import { polyDegree, polyVariables } from './polynomial.js';

/** Σ coefficient × variable = constant. */
export interface LinearEquation {
  coefficients: Map<string, Q>;
  constant: Q;
}

export type SystemSolution = { kind: 'unique'; values: Map<string, Q> } | { kind: 'none' } | { kind: 'many' };

/** "3x + y = 20" as a linear equation; undefined when it is not one equation of degree at most 1. */
export function readLinearEquation(text: string): LinearEquation | undefined {
  const sides = text.split('=');
  if (sides.length !== 2) return undefined;
  const rs = sides.map((s) => {
    const f = phraseToFormula(implicitProducts(s.trim()), { allowVariables: true });
    const node = f === undefined ? undefined : parseFormula(f);
    return node ? toRational(node) : undefined;
  });
  if (!rs[0] || !rs[1]) return undefined;
  if (polyVariables(rs[0].den).length || polyVariables(rs[1].den).length) return undefined;
  const diff = crossDifference(rs[0], rs[1]);
  if (!diff || polyDegree(diff) > 1) return undefined;
  const coefficients = new Map<string, Q>();
  for (const [mono, c] of diff) if (mono !== '' && !c.isZero()) coefficients.set(mono, c);
  if (coefficients.size === 0) return undefined;
  return { coefficients, constant: (diff.get('') ?? Q.ZERO).neg() };
}

/** The variables of a system, sorted. */
export function systemVariables(eqs: readonly LinearEquation[]): string[] {
  return [...new Set(eqs.flatMap((e) => [...e.coefficients.keys()]))].sort();
}

/** Solves the system exactly: one solution, none, or infinitely many. */
export function solveLinearSystem(eqs: readonly LinearEquation[]): SystemSolution {
  const vars = systemVariables(eqs);
  const rows = eqs.map((e) => [...vars.map((v) => e.coefficients.get(v) ?? Q.ZERO), e.constant]);
  const n = vars.length;
  let rank = 0;
  const pivots: number[] = [];
  for (let col = 0; col < n && rank < rows.length; col++) {
    const p = rows.findIndex((r, i) => i >= rank && !r[col]!.isZero());
    if (p < 0) continue;
    [rows[rank], rows[p]] = [rows[p]!, rows[rank]!];
    const pivot = rows[rank]![col]!;
    rows[rank] = rows[rank]!.map((x) => x.div(pivot));
    for (let i = 0; i < rows.length; i++) {
      if (i === rank || rows[i]![col]!.isZero()) continue;
      const f = rows[i]![col]!;
      rows[i] = rows[i]!.map((x, j) => x.sub(f.mul(rows[rank]![j]!)));
    }
    pivots.push(col);
    rank++;
  }
  // A row 0 = c with c ≠ 0 is a contradiction.
  if (rows.some((r) => r.slice(0, n).every((x) => x.isZero()) && !r[n]!.isZero())) return { kind: 'none' };
  if (rank < n) return { kind: 'many' };
  const values = new Map<string, Q>();
  pivots.forEach((col, i) => values.set(vars[col]!, rows[i]![n]!));
  return { kind: 'unique', values };
}

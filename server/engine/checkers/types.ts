// What every checker returns. Checkers are pure and synchronous: the same sentence always
// gives the same answer, so methods can call them inside worker threads or the eval script.

export type CheckVerdict = 'true' | 'false' | 'uncertain';

/** How a decided verdict was reached: an exact computation, a floating-point one, or reference data. */
export type CheckBasis = 'proof' | 'numeric' | 'data';

export type CheckerName = 'arithmetic' | 'algebra' | 'number' | 'units' | 'calendar' | 'reference';

export interface CheckResult {
  verdict: CheckVerdict;
  /** The evidence used, in plain words: the computation or the fact looked up. */
  evidence: string;
  /** URLs of reference data consulted (reference facts only). */
  sources?: string[];
  /** Set on decided results. */
  basis?: CheckBasis;
  checker?: CheckerName;
  /** Set when the verdict rests on a tolerance ("about"): its confidence is measured as a class of its own (issue 22). */
  reading?: 'approximate';
}

export function uncertain(evidence: string, checker?: CheckerName): CheckResult {
  return checker ? { verdict: 'uncertain', evidence, checker } : { verdict: 'uncertain', evidence };
}

export function decided(holds: boolean, evidence: string, basis: CheckBasis, checker: CheckerName, sources?: string[], reading?: 'approximate'): CheckResult {
  const r: CheckResult = { verdict: holds ? 'true' : 'false', evidence, basis, checker };
  if (sources && sources.length) r.sources = sources;
  if (reading) r.reading = reading;
  return r;
}

// Every domain's phrasing generator, and the measurement of a checker suite over them: how many
// phrasings it decides (coverage) and how many decided verdicts are wrong (false positives first).

import fc from 'fast-check';
import { checkClaim, type CheckerName } from '../../../server/engine/checkers/index.js';
import { calendarPhrasings, countryPhrasings, elementPhrasings, unitsPhrasings } from './facts.js';
import { algebraPhrasings, arithmeticPhrasings, numberPhrasings } from './math.js';
import type { Domain, Phrasing } from './surface.js';

export type { Domain, Phrasing } from './surface.js';

export const PHRASINGS: Record<Domain, fc.Arbitrary<Phrasing>> = {
  arithmetic: arithmeticPhrasings,
  algebra: algebraPhrasings,
  number: numberPhrasings,
  units: unitsPhrasings,
  calendar: calendarPhrasings,
  country: countryPhrasings,
  element: elementPhrasings,
};

/** The domains the exact checkers (formal) decide; country and element need reference data. */
export const EXACT_DOMAINS: readonly Domain[] = ['arithmetic', 'algebra', 'number', 'units', 'calendar'];

/** A fixed sample of a domain's phrasings: the same seed always gives the same sentences. */
export function samplePhrasings(domain: Domain, count: number, seed: number): Phrasing[] {
  return fc.sample(PHRASINGS[domain], { numRuns: count, seed });
}

export interface Measurement {
  n: number;
  decided: number;
  coverage: number;
  uncertain: Phrasing[];
  /** Claims labelled false that the checkers call true. */
  falsePositives: Phrasing[];
  /** Claims labelled true that the checkers call false. */
  falseNegatives: Phrasing[];
}

/** Runs the checkers over the phrasings and sorts the outcomes. */
export function measure(phrasings: Phrasing[], checkers: readonly CheckerName[]): Measurement {
  const m: Measurement = { n: phrasings.length, decided: 0, coverage: 0, uncertain: [], falsePositives: [], falseNegatives: [] };
  for (const p of phrasings) {
    const v = checkClaim(p.text, checkers).verdict;
    if (v === 'uncertain') {
      m.uncertain.push(p);
      continue;
    }
    m.decided++;
    if (v === 'true' && !p.label) m.falsePositives.push(p);
    if (v === 'false' && p.label) m.falseNegatives.push(p);
  }
  m.coverage = m.n ? m.decided / m.n : 0;
  return m;
}

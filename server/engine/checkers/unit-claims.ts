// Unit claims read whole: the unit table's own rules (units.ts) first, then the readers built on
// that table — rates and their inverses, travel times and areas of rectangles (paces.ts), named
// shapes (shapes.ts), quantities restated (unit-restatements.ts) and cooking measures in every
// system (cooking-measures.ts). They import units.ts for unit sizes, so the composition lives here
// rather than in units.ts, which keeps the checkers free of import circles (the layering test).

import { inEverySystem } from './cooking-measures.js';
import { checkRateClaim } from './paces.js';
import { checkCost } from './unit-costs.js';
import { durationSum, nearQuantity, restateUnitPhrasing } from './unit-phrasings.js';
import { checkShape } from './shapes.js';
import { checkInFrame } from './text.js';
import type { CheckResult } from './types.js';
import { lawRelation, statedDefinition } from './unit-relations.js';
import { restatedQuantity } from './unit-restatements.js';
import { readUnitClaim } from './units.js';

const C = 'units' as const;

/** Checks the positive core of a unit conversion claim. */
export function checkUnitsCore(claim: string): CheckResult {
  // Forms of English and notation said plainly first (unit-phrasings.ts).
  const raw = restateUnitPhrasing(claim);
  const near = / (?:over|more|above|under|less|below|short) /i.test(raw) ? nearQuantity(raw) : undefined;
  if (near) return near;
  const sum = durationSum(raw);
  if (sum) return sum;
  // Money through a unit (unit-costs.ts): the sentence states its own rate or price.
  const cost = /[£$€]|\b[A-Z]{3}\b/.test(raw) ? checkCost(raw.replace(/\s+/g, ' ').trim()) : undefined;
  if (cost) return cost;
  // A measure the claim defines, and quantities related by one law (unit-relations.ts).
  const relation = statedDefinition(raw) ?? lawRelation(raw);
  if (relation) return relation;
  const read = readUnitClaim(raw, checkUnitsCore);
  if ('result' in read) return read.result;
  const { text, took, power, said, direct } = read;
  const shape = /\b(?:circle|cylinder)\b|\*/i.test(text) ? checkShape(text) : undefined;
  if (shape && shape.verdict !== 'uncertain') return shape;
  return checkRateClaim(text) ?? restatedQuantity(text, checkUnitsCore) ?? inEverySystem(text, checkUnitsCore) ?? took ?? power ?? said ?? shape ?? direct;
}

/** Checks a unit conversion claim in natural English. */
export function checkUnits(claim: string): CheckResult {
  return checkInFrame(claim, C, checkUnitsCore);
}

// formal: only exact decision procedures (arithmetic, algebra, number theory, units, calendar).
// It decides only when a checker computed the answer exactly (basis `proof`): floating-point
// results and reference data are not proofs, so its false-positive rate is 0 by construction.

import { EXACT_CHECKERS } from '../checkers/index.js';
import { analyseContent, combineFindings } from '../claims.js';
import type { VerificationMethod } from '../types.js';
import { describeFindings, offlineResult } from './common.js';

export const formalMethod: VerificationMethod = async ({ content, context }) => {
  const analysis = analyseContent(content, EXACT_CHECKERS, context);
  // Keep only proofs; anything else counts as not decided.
  const findings = analysis.findings.map((f) =>
    f.result.verdict !== 'uncertain' && f.result.basis !== 'proof'
      ? { ...f, result: { ...f.result, verdict: 'uncertain' as const, evidence: `${f.result.evidence} (approximate computation, not a proof)` } }
      : f,
  );
  const verdict = combineFindings(findings);
  const summary =
    verdict === 'true' ? 'Every claim was proved by exact computation.'
    : verdict === 'false' ? 'At least one claim was refuted by exact computation.'
    : findings.length === 0 ? 'No claim found.'
    : 'Not every claim could be proved or refuted by an exact decision procedure (reference facts, opinions and vague statements are outside formal methods).';
  return offlineResult('formal', verdict, `${summary} ${describeFindings(findings)}`.trim(), { findings, content });
};

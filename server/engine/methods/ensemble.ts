// ensemble: independent voters decide each atomic claim and vote.
//   1. exact checkers and the calculation reader, as claims.ts reads the sentence;
//   2. an independent floating-point re-evaluation of arithmetic with mathjs' own evaluator;
//   3. the reference datasets;
//   4. evidence matching (context.evidence and reference facts as sentences).
// A tie between true and false is uncertain. The vote (how many agreed, of how many decided) is
// the calibration class of the verdict, whose confidence is measured (calibration.ts).

import { splitRelation } from '../checkers/arithmetic.js';
import { hasVariable, phraseToFormula } from '../checkers/expression/phrase.js';
import { checkPrepared, EXACT_CHECKERS, prepareClaim } from '../checkers/index.js';
import { answersQuestion, combineFindings, perSentence, type AtomicFinding } from '../claims.js';
import { evidenceFor, matchEvidence } from '../evidence.js';
import { evaluateInDoubles } from '../mathjs.js';
import type { Verdict, VerificationMethod } from '../types.js';
import { contextEvidence, describeFindings, offlineResult } from './common.js';
import { documentsOf, groundedResult } from '../grounding/methods.js';

type Vote = { voter: string; verdict: Verdict };

/** Voter 2: mathjs evaluates both sides in double precision, independently of our exact evaluator. */
export function numericVote(sentence: string): Verdict {
  const p = prepareClaim(sentence);
  if (p.unparseable) return 'uncertain';
  const rel = splitRelation(p.text.toLowerCase());
  if (!rel || rel.relations.length !== 1) return 'uncertain';
  const formulas = rel.sides.map((s) => phraseToFormula(s, { allowVariables: false }));
  if (formulas.some((f) => f === undefined || hasVariable(f))) return 'uncertain';
  let a: number;
  let b: number;
  try {
    a = Number(evaluateInDoubles(formulas[0]!.replace(/(\d+)!/g, 'factorial($1)')));
    b = Number(evaluateInDoubles(formulas[1]!.replace(/(\d+)!/g, 'factorial($1)')));
  } catch {
    return 'uncertain';
  }
  if (!Number.isFinite(a) || !Number.isFinite(b)) return 'uncertain';
  const eps = 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
  const d = a - b;
  let holds: boolean;
  switch (rel.relations[0]) {
    case 'eq': holds = Math.abs(d) <= eps; break;
    case 'ne': holds = Math.abs(d) > eps; break;
    case 'lt': holds = d < -eps; break;
    case 'le': holds = d <= eps; break;
    case 'gt': holds = d > eps; break;
    case 'ge': holds = d >= -eps; break;
    case 'approx': {
      const m = /\.(\d+)$/.exec(rel.sides[1]!.trim());
      const unit = Math.pow(10, -(m?.[1]!.length ?? 0));
      const gap = Math.abs(a) - Math.abs(b);
      holds = Math.abs(d) <= unit / 2 + eps || (Math.sign(a) === Math.sign(b) && gap >= 0 && gap < unit);
      break;
    }
    default: return 'uncertain';
  }
  const v: Verdict = holds ? 'true' : 'false';
  return p.negated ? (v === 'true' ? 'false' : 'true') : v;
}

export const ensembleMethod: VerificationMethod = async (input) => {
  const documents = documentsOf(input.context);
  if (documents) return groundedResult('ensemble', input, documents); // issue 23: documents given, only they decide
  const { content, context } = input;
  const caller = contextEvidence(context);
  const findings: AtomicFinding[] = perSentence(content, EXACT_CHECKERS, (sentence, analysed) => {
    const p = prepareClaim(sentence);
    const votes: Vote[] = [
      // The exact checkers and the calculation reader, as claims.ts reads the sentence.
      { voter: 'exact', verdict: analysed.verdict },
      { voter: 'numeric', verdict: numericVote(sentence) },
      { voter: 'reference', verdict: checkPrepared(p, ['reference']).verdict },
      { voter: 'evidence', verdict: matchEvidence(sentence, evidenceFor(sentence, caller)).verdict },
    ];
    const yes = votes.filter((v) => v.verdict === 'true').length;
    const no = votes.filter((v) => v.verdict === 'false').length;
    const shown = votes.map((v) => `${v.voter} ${v.verdict}`).join(', ');
    if (yes === no) return { claim: sentence, result: { verdict: 'uncertain' as const, evidence: `Votes: ${shown}; no majority.` } };
    const agreeing = Math.max(yes, no);
    const verdict: Verdict = yes > no ? 'true' : 'false';
    // The calibration class is the vote: how many voters agreed, and how many decided at all.
    return { claim: sentence, result: { verdict, evidence: `Votes: ${shown}; majority ${verdict} (${agreeing} of ${yes + no} deciding voters).` }, kind: `votes-${agreeing}-of-${yes + no}` };
  });
  let verdict = combineFindings(findings);
  if (verdict === 'true' && answersQuestion(context)) verdict = 'uncertain';
  return offlineResult('ensemble', verdict, `Four independent voters per claim. ${describeFindings(findings)}`, { findings, content });
};

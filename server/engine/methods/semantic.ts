// semantic: compares each sentence of the content with evidence text, the caller's
// `context.evidence` (string or array of strings) and reference facts rendered as sentences,
// by word alignment plus contradiction cues (negation, a different number or entity in the
// same frame). It never computes anything, so arithmetic without evidence stays uncertain.

import { combineFindings, perSentence, type AtomicFinding } from '../claims.js';
import { evidenceFor, matchEvidence } from '../evidence.js';
import type { VerificationMethod } from '../types.js';
import { contextEvidence, describeFindings, offlineResult } from './common.js';
import { documentsOf, groundedResult } from '../grounding/methods.js';

export const semanticMethod: VerificationMethod = async (input) => {
  const documents = documentsOf(input.context);
  if (documents) return groundedResult('semantic', input, documents); // issue 23: documents given, only they decide
  const { content, context } = input;
  const caller = contextEvidence(context);
  const kind = caller.length ? 'caller-evidence' : 'reference-sentences';
  const findings: AtomicFinding[] = perSentence(content, [], (sentence) => {
    const m = matchEvidence(sentence, evidenceFor(sentence, caller));
    return { claim: sentence, result: { verdict: m.verdict, evidence: m.evidence }, kind };
  });
  const verdict = combineFindings(findings);
  const source = caller.length ? `${caller.length} caller evidence text${caller.length === 1 ? '' : 's'} and reference facts` : 'reference facts (no context.evidence given)';
  return offlineResult('semantic', verdict, `Compared with ${source}. ${describeFindings(findings)}`, { findings, content });
};

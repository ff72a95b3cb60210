// reasoning: splits the content into atomic claims (sentences, then "and"/";" conjuncts),
// checks each, and explains the chain. The whole is true only when every part is true, false
// as soon as one part is false, otherwise uncertain.

import { ALL_CHECKERS } from '../checkers/index.js';
import { analyseContent } from '../claims.js';
import type { VerificationMethod } from '../types.js';
import { describeFindings, offlineResult, tally } from './common.js';
import { documentsOf, groundedResult } from '../grounding/methods.js';

export const reasoningMethod: VerificationMethod = async (input) => {
  const documents = documentsOf(input.context);
  if (documents) return groundedResult('reasoning', input, documents); // issue 23: documents given, only they decide
  const { content, context } = input;
  const analysis = analyseContent(content, ALL_CHECKERS, context);
  const t = tally(analysis.findings);
  const n = analysis.findings.length;
  const chain =
    n === 0 ? 'The content contains no claim.'
    : `The content splits into ${n} atomic claim${n === 1 ? '' : 's'}: ${t.true} true, ${t.false} false, ${t.uncertain} uncertain.`;
  const conclusion =
    analysis.verdict === 'true' ? 'Every part is true, so the whole is true.'
    : analysis.verdict === 'false' ? `Part ${analysis.findings.findIndex((f) => f.result.verdict === 'false') + 1} is false, so the whole is false.`
    : 'Some part could not be checked, so the whole stays uncertain.';
  return offlineResult('reasoning', analysis.verdict, `${chain} ${describeFindings(analysis.findings)} ${conclusion}`, { findings: analysis.findings, content });
};

// tool: calls every checker, including the reference datasets, as tools, and lists the
// sources consulted (spec 2.2: `sources` is only filled by this method).

import { ALL_CHECKERS } from '../checkers/index.js';
import { analyseContent } from '../claims.js';
import type { VerificationMethod } from '../types.js';
import { describeFindings, offlineResult } from './common.js';
import { documentsOf, groundedResult } from '../grounding/methods.js';

export const toolMethod: VerificationMethod = async (input) => {
  const documents = documentsOf(input.context);
  if (documents) return groundedResult('tool', input, documents); // issue 23: documents given, only they decide
  const { content, context } = input;
  const analysis = analyseContent(content, ALL_CHECKERS, context);
  const tools = [...new Set(analysis.findings.map((f) => f.result.checker).filter(Boolean))];
  const used = tools.length ? `Tools used: ${tools.join(', ')}.` : 'No tool recognised a checkable claim.';
  return offlineResult('tool', analysis.verdict, `${used} ${describeFindings(analysis.findings)}`.trim(), { findings: analysis.findings, content, sources: analysis.sources });
};

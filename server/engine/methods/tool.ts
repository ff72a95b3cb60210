// tool: calls every checker, including the reference datasets, as tools, and lists the
// sources consulted (spec 2.2: `sources` is only filled by this method).

import { ALL_CHECKERS } from '../checkers/index.js';
import { analyseContent } from '../claims.js';
import type { VerificationMethod } from '../types.js';
import { describeFindings, offlineResult } from './common.js';

export const toolMethod: VerificationMethod = async ({ content, context }) => {
  const analysis = analyseContent(content, ALL_CHECKERS, context);
  const tools = [...new Set(analysis.findings.map((f) => f.result.checker).filter(Boolean))];
  const used = tools.length ? `Tools used: ${tools.join(', ')}.` : 'No tool recognised a checkable claim.';
  return offlineResult('tool', analysis.verdict, `${used} ${describeFindings(analysis.findings)}`.trim(), { findings: analysis.findings, content, sources: analysis.sources });
};

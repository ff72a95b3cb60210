// Escalations for tests: the real engine in this thread, except that a test can choose the
// escalation's reason and priority through `context.escalation` (the offline engine escalates
// only for insufficient evidence, at low priority, on contents a test can write).
import { runVerification } from '../../server/engine/engine.js';
import type { EngineThreads } from '../../server/threads/engine-threads.js';
import type { VerificationOutcome, VerificationRequest } from '../../server/engine/types.js';
import type { TestServer } from '../helpers/server.js';

/** Escalates (the offline engine says: insufficient evidence, low priority), and every method reports the steps it checked. */
export const ESCALATING_CLAIM = '17 * 23 = 391\nThe meeting went well.\nSales grew a lot.';

/**
 * An answer in Markdown, as models write them: a heading, a list with emphasis and inline code, a
 * table, TeX. Two of its calculations are wrong (7 * 8 = 54 in bold in a list item, 9 * 2 = 19 in
 * a table cell); `MARKDOWN_EVIDENCE` repeats it line by line and cell by cell, as a source that
 * copied the mistakes would, so semantic says true where reasoning says false: conflicting
 * verdicts, high priority.
 */
export const MARKDOWN_ANSWER = [
  '## Budget check',
  '',
  '1. The *first* shop sells **12 apples** at $3 each, so 12 * 3 = 36 dollars.',
  '2. The second sells **7 * 8 = 54** pears (see `pears.csv`) in \\(2^3 = 8\\) crates.',
  '',
  '| Item | Sum |',
  '|---|---|',
  '| tax | 15 + 5 = 20 |',
  '| tip | 9 * 2 = 19 |',
  '',
  'The area is $\\frac{1}{2} \\cdot 6 \\cdot 4 = 12$ square metres.',
].join('\n');
export const MARKDOWN_EVIDENCE = MARKDOWN_ANSWER.split(/\n|\|/)
  .map((part) => part.trim())
  .filter((part) => part !== '' && !/^-+$/.test(part));

export type Reason = 'conflicting_verdicts' | 'insufficient_evidence' | 'processing_failed';
export type Priority = 'low' | 'medium' | 'high';

/** The engine of server/engine in this thread, with the escalation a request's context asks for. */
export function escalationTestEngine(): EngineThreads {
  return {
    size: 1,
    async verify(request: VerificationRequest): Promise<VerificationOutcome> {
      const outcome = await runVerification(request);
      const wanted = (request.context as { escalation?: { reason: Reason; priority: Priority } } | undefined)?.escalation;
      return wanted && outcome.decision === 'escalate' ? { ...outcome, escalation: wanted } : outcome;
    },
    close: async () => undefined,
  };
}

/** Verifies ESCALATING_CLAIM synchronously for `apiKey` and returns the escalated verification. */
export async function escalate(t: TestServer, apiKey: string, escalation?: { reason: Reason; priority: Priority }, extra: Record<string, unknown> = {}): Promise<any> {
  const res = await t.request('POST', '/v1/verify', {
    apiKey,
    json: { content: ESCALATING_CLAIM, methods: { semantic: 1, reasoning: 1 }, options: { useCache: false }, ...(escalation ? { context: { escalation } } : {}), ...extra },
  });
  if (res.status !== 200 && res.status !== 202) throw new Error(`POST /v1/verify → ${res.status}: ${res.text}`);
  if (res.status === 200 && res.body.status !== 'escalated') throw new Error(`expected an escalation, got ${res.body.status}`);
  return res.body;
}

export { waitFor } from '../helpers/wait.js';

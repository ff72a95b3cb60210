// Escalations for tests: the real engine in this thread, except that a test can choose the
// escalation's reason and priority through `context.escalation` (the offline engine escalates
// only for insufficient evidence, at low priority, on contents a test can write).
import { runVerification } from '../../server/engine/engine.js';
import type { EngineThreads } from '../../server/threads/engine-threads.js';
import type { VerificationOutcome, VerificationRequest } from '../../server/engine/types.js';
import type { TestServer } from '../helpers/server.js';

/** Escalates (the offline engine says: insufficient evidence, low priority), and every method reports the steps it checked. */
export const ESCALATING_CLAIM = '17 * 23 = 391\nThe meeting went well.\nSales grew a lot.';

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

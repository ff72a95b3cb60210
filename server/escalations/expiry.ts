// Escalations whose deadline passed become `expired` without anyone asking (issue 16): a JobSource
// of the app's durable job runner (server/queue/job-runner.ts), polled with the other queues and
// reading the time from the injected clock.
//
// Expiring is one transaction (the status and the `escalation.expired` event, expireNextEscalation),
// so the claim is the work: a claimed expiry is already committed, there is no lease to hold or
// recover, and the job only wakes the webhook dispatcher. The pool claims until no escalation is
// due, so every overdue escalation expires within one poll.
import type { Job, JobSource } from '../queue/job-runner.js';
import { expireNextEscalation, type EscalationServiceDeps } from './service.js';

/** The JobSource that expires overdue escalations, one per claim. */
export function createEscalationExpirySource(deps: EscalationServiceDeps): JobSource {
  return {
    name: 'escalation-expiry',
    async claim(): Promise<Job | undefined> {
      const expired = await expireNextEscalation(deps);
      if (!expired) return undefined;
      return { id: expired.escalationId!, run: async () => undefined };
    },
    recover: async () => 0,
    requeueExpired: async () => 0,
  };
}

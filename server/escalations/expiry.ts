// Escalations whose deadline passed become `expired` without anyone asking (issue 16): a scheduled
// task of the job runner (server/housekeeping.ts), run as often as the runner polls and reading the
// time from the injected clock. Each expiry is one transaction (the status and the
// `escalation.expired` event, expireNextEscalation; the outbox wakes the job runner after the
// commit), so there is no lease to hold or recover; a run expires every escalation due.
import { expireNextEscalation, type EscalationServiceDeps } from './service.js';

/** Expires every open escalation whose deadline passed, one transaction each; returns how many. */
export async function expireDueEscalations(deps: EscalationServiceDeps): Promise<number> {
  let expired = 0;
  while (await expireNextEscalation(deps)) expired++;
  return expired;
}

// Escalations on demand (issue 25; DECISIONS.md "Escalations on demand"). `options.escalation`
// says whether a verification the methods could not settle (decision `escalate`) creates an
// escalation for a person (`auto`) or is stored `completed` with that decision and nothing else
// (`never`). A request without it takes its organization's default (the admin CLI's
// `--escalation`). The mode is resolved once, when a verification or a batch is accepted, and
// written into the stored options, so work that runs later (an asynchronous verification, a batch
// item) never asks the organization again and a changed default applies to new requests only.
import type { Organization } from '../storage/organizations.js';

export type EscalationMode = 'auto' | 'never';

/** The mode a request runs with: its own `options.escalation`, else its organization's default. */
export function requestedEscalation(options: { escalation?: EscalationMode } | null | undefined, org: Pick<Organization, 'escalationDefault'>): EscalationMode {
  return options?.escalation ?? org.escalationDefault;
}

/** The options to store for a request: as given, with the mode it runs with written in. */
export function withEscalation<T extends { escalation?: EscalationMode }>(options: T | null | undefined, org: Pick<Organization, 'escalationDefault'>): T & { escalation: EscalationMode } {
  return { ...(options ?? ({} as T)), escalation: requestedEscalation(options, org) };
}

/** The mode of stored options; options stored before issue 25 have none and ran `auto`. */
export function escalationOf(options: Record<string, unknown> | null | undefined): EscalationMode {
  return options?.escalation === 'never' ? 'never' : 'auto';
}

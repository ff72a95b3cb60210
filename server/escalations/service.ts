// The escalation service (issue 16; DECISIONS.md "Escalation", "Review"; issue 24: one service
// per resource, made by a factory at the composition root): list, read and resolve the
// organization's escalations, and expire those whose deadline passed. Each transition is written
// with its webhook event in one transaction (server/escalations/events.ts).
//
//   pending | in_review ──resolve (before the deadline)──▶ resolved   (verification → completed)
//   pending | in_review ──deadline passed (expiry job, or a resolve that came too late)──▶ expired
import type { components } from '../../generated/api-types.js';
import type { Clock } from '../clock.js';
import { ApiError } from '../errors.js';
import type { Db } from '../storage/db.js';
import { pageOf, pagination, type PageRequest } from '../pagination.js';
import {
  expireDueEscalation,
  findEscalation,
  hasDueEscalation,
  listEscalations as listRows,
  resolveEscalationRow,
  type EscalationFilter,
  type EscalationOrder,
} from '../storage/escalations.js';
import type { Organization } from '../storage/organizations.js';
import type { VerificationRow } from '../storage/verifications.js';
import { renderEscalation, renderFinished, renderReview } from '../verifications/render.js';
import type { Outbox } from '../webhooks/outbox.js';
import { transaction } from '../queue/wake-up.js';
import { enqueueEscalationEvent } from './events.js';

type Schemas = components['schemas'];

export interface EscalationServiceDeps {
  db: Db;
  clock: Clock;
  /** Where `escalation.resolved` and `escalation.expired` go, with the transition they report. */
  outbox: Outbox;
}

type ListQuery = EscalationFilter & { sort?: EscalationOrder | undefined } & Parameters<typeof pageOf>[0];

/** The operations on escalations (issue 16). */
export interface EscalationService {
  /** GET /v1/escalations: one page of the organization's escalations. */
  list(org: Organization, query: ListQuery): Promise<Schemas['EscalationList']>;
  /** GET /v1/escalations/{id}: 404 when unknown or another organization's. */
  get(org: Organization, id: string): Promise<Schemas['EscalationRecord']>;
  /** POST /v1/escalations/{id}/resolve: 409 once it is closed (resolved, or expired at its deadline). */
  resolve(org: Organization, id: string, body: Schemas['ResolveEscalationRequest']): Promise<Schemas['EscalationRecord']>;
}

export function createEscalationService(deps: EscalationServiceDeps): EscalationService {
  return {
    async list(org, query) {
      const page = pageOf(query);
      const { data, total } = await listEscalations(deps, org, query, page);
      return { data, pagination: pagination(page, data.length, total) };
    },
    get: (org, id) => getEscalation(deps, org, id),
    resolve: (org, id, body) => resolveEscalation(deps, org, id, body),
  };
}

/** The contract's EscalationRecord: the escalation, its review or expiry, and its verification as GET /v1/verify answers it. */
export function renderEscalationRecord(row: VerificationRow): Schemas['EscalationRecord'] {
  const review = renderReview(row);
  return {
    ...renderEscalation(row),
    verificationId: row.id,
    // DECISIONS.md "Escalation": it is created when the methods finish.
    createdAt: row.completedAt!,
    ...(review ? { review } : {}),
    ...(row.escalationStatus === 'expired' && row.escalationClosedAt ? { expiredAt: row.escalationClosedAt } : {}),
    verification: renderFinished(row),
  };
}

const notFound = (id: string) => new ApiError('not_found', { message: `No escalation has the id ${id}.` });

/** One page of the organization's escalations and how many there are in all. */
async function listEscalations(
  deps: Pick<EscalationServiceDeps, 'db'>,
  org: Organization,
  query: EscalationFilter & { sort?: EscalationOrder | undefined },
  page: PageRequest,
): Promise<{ data: Schemas['EscalationRecord'][]; total: number }> {
  const { rows, total } = await listRows(deps.db, org.id, query, query.sort ?? 'newest', page);
  return { data: rows.map(renderEscalationRecord), total };
}

async function getEscalation(deps: Pick<EscalationServiceDeps, 'db'>, org: Organization, id: string): Promise<Schemas['EscalationRecord']> {
  const row = await findEscalation(deps.db, org.id, id);
  if (!row) throw notFound(id);
  return renderEscalationRecord(row);
}

/**
 * A resolve that arrives after the deadline, before the expiry job ran, expires the escalation
 * itself (committed, with its event) and answers 409: the deadline decides, not the job's timing.
 */
async function resolveEscalation(deps: EscalationServiceDeps, org: Organization, id: string, body: Schemas['ResolveEscalationRequest']): Promise<Schemas['EscalationRecord']> {
  const at = deps.clock.now();
  const outcome = await transaction(deps.db, async (tx): Promise<{ resolved: VerificationRow } | { closed: VerificationRow }> => {
    const row = await findEscalation(tx, org.id, id);
    if (!row) throw notFound(id);
    const review = { decision: body.decision, correctedVerdict: body.correctedVerdict ?? null, note: body.note ?? null, reviewer: body.reviewer ?? null };
    const resolved = await resolveEscalationRow(tx, id, review, at);
    if (resolved) {
      await enqueueEscalationEvent(deps.outbox, tx, 'escalation.resolved', renderEscalationRecord(resolved), resolved, at);
      return { resolved };
    }
    const expired = await expireDueEscalation(tx, at, id);
    if (expired) await enqueueEscalationEvent(deps.outbox, tx, 'escalation.expired', renderEscalationRecord(expired), expired, at);
    // Closed meanwhile (by another request, perhaps on another process): read it as it is now.
    return { closed: expired ?? (await findEscalation(tx, org.id, id)) ?? row };
  });
  if ('resolved' in outcome) return renderEscalationRecord(outcome.resolved);
  const closed = outcome.closed;
  if (closed.escalationStatus === 'expired') {
    throw new ApiError('escalation_expired', {
      message: `Escalation ${id} expired at ${closed.escalationClosedAt ?? closed.escalationDeadline} (its deadline was ${closed.escalationDeadline}); it can no longer be resolved.`,
    });
  }
  throw new ApiError('escalation_already_resolved', {
    message: `Escalation ${id} was already resolved at ${closed.escalationClosedAt ?? 'an earlier time'}; it keeps its first decision.`,
  });
}

/**
 * Expires one open escalation whose deadline passed, with its `escalation.expired` event, in one
 * transaction. Returns the expired row, or undefined when none is due.
 */
export async function expireNextEscalation(deps: EscalationServiceDeps): Promise<VerificationRow | undefined> {
  const at = deps.clock.now();
  if (!(await hasDueEscalation(deps.db, at.toISOString()))) return undefined;
  return transaction(deps.db, async (tx) => {
    const expired = await expireDueEscalation(tx, at);
    if (expired) await enqueueEscalationEvent(deps.outbox, tx, 'escalation.expired', renderEscalationRecord(expired), expired, at);
    return expired;
  });
}

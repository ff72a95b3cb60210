// Escalation endpoints (issue 16): thin adapters from the validated request to the escalation
// service (server/escalations/service.ts).
import type { AppDeps } from '../../app-deps.js';
import { getEscalation as get, listEscalations as list, resolveEscalation as resolve, type EscalationServiceDeps } from '../../escalations/service.js';
import type { Handler } from '../types.js';
import { pageOf, pagination } from '../pagination.js';

function serviceDeps(deps: AppDeps): EscalationServiceDeps {
  return { db: deps.db, clock: deps.clock, notifyWebhooks: () => deps.webhooks.notify() };
}

export function listEscalations(deps: AppDeps): Handler<'listEscalations'> {
  return async (req) => {
    const page = pageOf(req.query);
    const { data, total } = await list(deps, req.organization, req.query, page);
    return { status: 200, body: { data, pagination: pagination(page, data.length, total) } };
  };
}

export function getEscalation(deps: AppDeps): Handler<'getEscalation'> {
  return async (req) => ({ status: 200, body: await get(deps, req.organization, req.params.id) });
}

export function resolveEscalation(deps: AppDeps): Handler<'resolveEscalation'> {
  const service = serviceDeps(deps);
  return async (req) => ({ status: 200, body: await resolve(service, req.organization, req.params.id, req.body) });
}

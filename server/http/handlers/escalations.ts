// Escalation endpoints (issue 16): one call to the escalation service each
// (server/escalations/service.ts).
import type { AppDeps } from '../../app-deps.js';
import type { OperationHandler } from '../types.js';

export function listEscalations({ escalations }: AppDeps): OperationHandler<'listEscalations'> {
  return { handle: async (req) => ({ status: 200, body: await escalations.list(req.organization, req.query) }) };
}

export function getEscalation({ escalations }: AppDeps): OperationHandler<'getEscalation'> {
  return { handle: async (req) => ({ status: 200, body: await escalations.get(req.organization, req.params.id) }) };
}

export function resolveEscalation({ escalations }: AppDeps): OperationHandler<'resolveEscalation'> {
  return { handle: async (req) => ({ status: 200, body: await escalations.resolve(req.organization, req.params.id, req.body) }) };
}

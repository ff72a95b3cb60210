// GET /v1/status (spec 4.11): one call to the status service (server/status/service.ts).
import type { AppDeps } from '../../app-deps.js';
import type { OperationHandler } from '../types.js';

export function getStatus({ status }: AppDeps): OperationHandler<'getStatus'> {
  return { handle: async (req) => ({ status: 200, body: await status.get(req.organization) }) };
}

// GET /v1/status (spec 4.11; DECISIONS.md "Status endpoint"). Queue and worker figures are
// service-wide counts without identifiers; the organization block is the caller's own.
import type { AppDeps } from '../../app.js';
import { isDatabaseReachable } from '../../storage/db.js';
import type { Handler } from '../types.js';

export function getStatus(deps: AppDeps): Handler<'getStatus'> {
  return (req) => {
    const now = deps.clock.now();
    const database = isDatabaseReachable(deps.sqlite) ? 'ok' : 'unavailable';
    return {
      status: 200,
      body: {
        status: database === 'ok' ? 'ok' : 'degraded',
        version: deps.version,
        apiVersion: 'v1',
        uptimeSeconds: Math.max(0, Math.floor((now.getTime() - deps.startedAt.getTime()) / 1000)),
        time: now.toISOString(),
        database: { status: database },
        queue: deps.status.queue(),
        workers: deps.status.workers(),
        providers: deps.status.providers(),
        organization: { id: req.organization.id, name: req.organization.name, plan: req.organization.plan },
      },
    };
  };
}

// GET /v1/status (spec 4.11; DECISIONS.md "Status endpoint"). Queue and worker figures are
// service-wide counts without identifiers; the organization block is the caller's own.
import type { AppDeps } from '../../app-deps.js';
import type { Handler } from '../types.js';

export function getStatus(deps: AppDeps): Handler<'getStatus'> {
  return async (req) => {
    const now = deps.clock.now();
    const database = (await deps.database.ping()) ? 'ok' : 'unavailable';
    // Queue figures need the database; when it is down the status still answers, with zeros.
    const queue = database === 'ok' ? await deps.status.queue().catch(() => ({ queued: 0, processing: 0 })) : { queued: 0, processing: 0 };
    return {
      status: 200,
      body: {
        status: database === 'ok' ? 'ok' : 'degraded',
        version: deps.version,
        apiVersion: 'v1',
        uptimeSeconds: Math.max(0, Math.floor((now.getTime() - deps.startedAt.getTime()) / 1000)),
        time: now.toISOString(),
        database: { status: database },
        queue,
        workers: deps.status.workers(),
        providers: deps.status.providers(),
        organization: { id: req.organization.id, name: req.organization.name, plan: req.organization.plan, escalation: req.organization.escalationDefault },
      },
    };
  };
}

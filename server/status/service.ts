// The status service (spec 4.11; DECISIONS.md "Status endpoint"; issue 24: one service per
// resource, made at the composition root). Queue and worker figures are service-wide counts
// without identifiers; the organization block is the caller's own.
import type { components } from '../../generated/api-types.js';
import type { Organization } from '../accounts/organizations.js';
import type { Clock } from '../clock.js';
import type { ProviderInfo } from '../providers/config.js';

type Schemas = components['schemas'];

/** Where the status reads its queue, worker and provider figures (tests replace them). */
export interface StatusSources {
  queue(): Promise<{ queued: number; processing: number }>;
  workers(): { size: number; busy: number };
  providers(): ProviderInfo[];
}

export interface StatusServiceDeps {
  clock: Clock;
  /** Whether the database answers (the storage port's ping). */
  ping(): Promise<boolean>;
  sources: StatusSources;
  /** package.json version. */
  version: string;
  startedAt: Date;
}

export interface StatusService {
  /** GET /v1/status for the caller's organization: `degraded` while the database cannot be reached. */
  get(org: Organization): Promise<Schemas['ServiceStatus']>;
}

export function createStatusService(deps: StatusServiceDeps): StatusService {
  const idle = { queued: 0, processing: 0 };
  return {
    async get(org) {
      const now = deps.clock.now();
      const database = (await deps.ping()) ? 'ok' : 'unavailable';
      // Queue figures need the database; when it is down the status still answers, with zeros.
      const queue = database === 'ok' ? await deps.sources.queue().catch(() => idle) : idle;
      return {
        status: database === 'ok' ? 'ok' : 'degraded',
        version: deps.version,
        apiVersion: 'v1',
        uptimeSeconds: Math.max(0, Math.floor((now.getTime() - deps.startedAt.getTime()) / 1000)),
        time: now.toISOString(),
        database: { status: database },
        queue,
        workers: deps.sources.workers(),
        providers: deps.sources.providers(),
        organization: { id: org.id, name: org.name, plan: org.plan, escalation: org.escalationDefault },
      };
    },
  };
}

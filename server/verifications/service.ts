// The verification service (spec 4.3, 4.4; DECISIONS.md "Verification"; issue 24: one service per
// resource, made by a factory at the composition root): the rules between the contract and the
// engine. The contract has already checked each field on its own; this checks what spans fields,
// the plan, the quota and the webhook address, then serves from cache, runs the engine
// synchronously, or accepts the request for the job runner. It answers in the contract's shapes,
// never in HTTP statuses: the handler (server/http/handlers/verifications.ts) picks those.
import type { components } from '../../generated/api-types.js';
import { assertQuotaAvailable, recordUsage } from '../accounts/quota.js';
import { assertMethodsAllowed } from '../accounts/plan-limits.js';
import type { Clock } from '../clock.js';
import { ApiError, validationError } from '../errors.js';
import type { Db } from '../storage/db.js';
import type { WakeUp } from '../queue/wake-up.js';
import type { Organization } from '../storage/organizations.js';
import { retentionCutoff } from '../storage/retention.js';
import type { Metrics } from '../telemetry/metrics.js';
import { findCachedVerification, findVerification } from '../storage/verifications.js';
import { EngineError, KEEPING_OPTION_DEFAULTS, type Paradigm } from '../engine/index.js';
import type { EngineThreads } from '../threads/engine-threads.js';
import type { WebhookService } from '../webhooks/service.js';
import { engineRequestOf } from './async-jobs.js';
import { requestRuleErrors } from './request-rules.js';
import { CACHE_WINDOW_MS, cacheKeyOf } from './result-cache-key.js';
import { withEscalation } from './escalation-mode.js';
import { listVerifications, type ListVerificationsQuery } from './list.js';
import { storeOutcome, storePending, type VerificationRequestFields } from './record.js';
import { renderFinished, renderVerification } from './render.js';
import { createRenderedCache } from './rendered-cache.js';

type Schemas = components['schemas'];

export interface VerificationServiceDeps {
  db: Db;
  clock: Clock;
  engine: Pick<EngineThreads, 'verify'>;
  /** Checks `webhookUrl` (the deployment's address rules). */
  webhooks: Pick<WebhookService, 'assertDeliverable'>;
  /** The job runner, woken once an asynchronous verification was stored. */
  jobs: WakeUp;
  /** RETENTION_DAYS: a record older than this is gone, so its kept rendering is never served. */
  retentionDays: number;
  /** Counts cache hits and misses (issue 25). */
  metrics?: Pick<Metrics, 'cacheLookups'>;
}

/**
 * What POST /v1/verify did: finished the verification now (from cache, or by running the engine),
 * or accepted it for the job runner (a request with `webhookUrl`).
 */
export type CreatedVerification =
  | { state: 'finished'; verification: Schemas['VerificationCompleted'] | Schemas['VerificationEscalated'] }
  | { state: 'accepted'; verification: Schemas['VerificationPending'] };

/** The operations on single verifications (spec 4.3, 4.4; issue 16 for the list). */
export interface VerificationService {
  create(org: Organization, body: Schemas['VerifyRequest']): Promise<CreatedVerification>;
  /**
   * The organization's verification in the shape of its state, as JSON text (a completed record is
   * serialised once and kept, rendered-cache.ts); 404 unknown, 403 another organization's.
   */
  get(org: Organization, id: string): Promise<string>;
  /** One page of the organization's verifications, newest first (list.ts). */
  list(org: Organization, query: ListVerificationsQuery): Promise<Schemas['VerificationList']>;
}

/** Maps an engine failure to its API error (DECISIONS.md "Upstream failure"); other errors pass through. */
function toApiError(err: unknown): unknown {
  if (err instanceof EngineError) return new ApiError(err.code, { cause: err });
  return err;
}

/** Made once per app (server/app.ts): the rendered-record cache is the app's. */
export function createVerificationService(deps: VerificationServiceDeps): VerificationService {
  return {
    create: (org, body) => createVerification(deps, org, body),
    get: createVerificationReader(deps),
    list: (org, query) => listVerifications(deps, org, query),
  };
}

/**
 * POST /v1/verify for the organization `org`: the finished record (from cache, or run now), or the
 * pending record when `webhookUrl` is given.
 */
async function createVerification(deps: VerificationServiceDeps, org: Organization, body: Schemas['VerifyRequest']): Promise<CreatedVerification> {
  const problems = requestRuleErrors(body.options, body.context, body.content);
  if (problems.length > 0) throw validationError(problems);
  assertMethodsAllowed(org, Object.keys(body.methods) as Paradigm[]);
  if (body.webhookUrl !== undefined) await deps.webhooks.assertDeliverable(body.webhookUrl);

  const request: VerificationRequestFields = {
    content: body.content,
    methods: body.methods as Record<string, number>,
    // Issue 25: the escalation mode is settled now (the request's, else the organization's) and
    // stored with the options, for the cache key and for an asynchronous run later.
    options: withEscalation(body.options, org) as Record<string, unknown>,
    context: body.context,
    metadata: body.metadata,
    webhookUrl: body.webhookUrl,
  };

  if (request.webhookUrl !== undefined) {
    // Asynchronous: never served from cache (DECISIONS.md "Cache"); counted when it completes.
    await assertQuotaAvailable(deps.db, deps.clock, org);
    const row = await storePending(deps.db, { organizationId: org.id, request, createdAt: deps.clock.now() });
    deps.jobs.afterCommit(deps.db);
    return { state: 'accepted', verification: { id: row.id, status: 'pending', content: row.content, createdAt: row.createdAt } };
  }

  const useCache = body.options?.useCache ?? KEEPING_OPTION_DEFAULTS.useCache;
  request.cacheKey = cacheKeyOf(request);
  if (useCache) {
    const since = new Date(deps.clock.now().getTime() - CACHE_WINDOW_MS).toISOString();
    const hit = await findCachedVerification(deps.db, org.id, request.cacheKey, since);
    deps.metrics?.cacheLookups.inc({ result: hit ? 'hit' : 'miss' });
    // A hit is served even when the quota is used up: it costs nothing and is not counted.
    if (hit) return { state: 'finished', verification: renderFinished(hit, { cached: true }) };
  }

  await assertQuotaAvailable(deps.db, deps.clock, org);
  const createdAt = deps.clock.now();
  let outcome;
  try {
    outcome = await deps.engine.verify(engineRequestOf({ ...request, options: request.options ?? null, context: request.context ?? null }));
  } catch (err) {
    throw toApiError(err);
  }
  const completedAt = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    const stored = await storeOutcome(tx, { organizationId: org.id, request, outcome, createdAt, completedAt });
    await recordUsage(tx, deps.clock, org.id);
    return stored;
  });
  return { state: 'finished', verification: renderFinished(row, { cached: false }) };
}

/** GET /v1/verify/{id} (spec 4.4), over the app's cache of completed records' JSON. */
function createVerificationReader(deps: Pick<VerificationServiceDeps, 'db' | 'clock' | 'retentionDays'>): VerificationService['get'] {
  const cache = createRenderedCache();
  const owned = (organizationId: string, org: Organization) => {
    if (organizationId !== org.id) throw new ApiError('forbidden', { message: 'This verification belongs to another organization.' });
  };
  return async (org, id) => {
    const hit = cache.get(id, retentionCutoff(deps.clock.now(), deps.retentionDays).getTime());
    if (hit) {
      owned(hit.organizationId, org);
      return hit.json;
    }
    const row = await findVerification(deps.db, id);
    if (!row) throw new ApiError('not_found', { message: `No verification has the id ${id}.` });
    owned(row.organizationId, org);
    const json = JSON.stringify(renderVerification(row));
    cache.put(row, json);
    return json;
  };
}

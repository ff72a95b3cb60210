// Single verifications (spec 4.3, 4.4; DECISIONS.md "Verification"): the rules between the
// contract and the engine. The contract has already checked each field on its own; this checks
// what spans fields, the plan, the quota and the webhook address, then serves from cache, runs the
// engine synchronously, or accepts the request for the job runner.
import type { components } from '../../generated/api-types.js';
import { assertQuotaAvailable, recordUsage } from '../accounts/quota.js';
import { assertMethodsAllowed } from '../accounts/plans.js';
import type { Clock } from '../clock.js';
import { ApiError, validationError } from '../errors.js';
import type { Logger } from '../logger.js';
import type { Db } from '../storage/db.js';
import type { Organization } from '../storage/organizations.js';
import { retentionCutoff } from '../storage/retention.js';
import type { Metrics } from '../telemetry/metrics.js';
import { findCachedVerification, findVerification } from '../storage/verifications.js';
import { EngineError, type Paradigm } from '../engine/index.js';
import type { EngineThreads } from '../threads/engine-threads.js';
import { checkWebhookUrl, type Resolver } from '../webhooks/address-policy.js';
import { engineRequestOf } from './async-jobs.js';
import { requestRuleErrors } from './request-rules.js';
import { CACHE_WINDOW_MS, cacheKeyOf } from './cache.js';
import { withEscalation } from './escalation-mode.js';
import { storeOutcome, storePending, type VerificationRequestFields } from './record.js';
import { renderFinished, renderVerification } from './render.js';
import { createRenderedCache } from './rendered-cache.js';

type Schemas = components['schemas'];

export interface VerifyServiceDeps {
  db: Db;
  clock: Clock;
  engine: EngineThreads;
  logger: Logger;
  /** WEBHOOK_ALLOW_PRIVATE=1. */
  webhookAllowPrivate: boolean;
  /** Replaces DNS when webhook URLs are checked (tests). */
  resolve?: Resolver;
  /** Wakes the job runner after an asynchronous verification was stored. */
  notifyWorkers(): void;
  /** Counts cache hits and misses (issue 25). */
  metrics?: Pick<Metrics, 'cacheLookups'>;
}

export type CreateVerificationResult =
  | { status: 200; body: Schemas['VerificationCompleted'] | Schemas['VerificationEscalated'] }
  | { status: 202; body: Schemas['VerificationPending'] };

/** Maps an engine failure to its API error (DECISIONS.md "Upstream failure"); other errors pass through. */
function toApiError(err: unknown): unknown {
  if (err instanceof EngineError) return new ApiError(err.code, { cause: err });
  return err;
}

/**
 * POST /v1/verify for the organization `org`: 200 with the finished record (from cache, or run
 * now), or 202 with the pending record when `webhookUrl` is given.
 */
export async function createVerification(deps: VerifyServiceDeps, org: Organization, body: Schemas['VerifyRequest']): Promise<CreateVerificationResult> {
  const problems = requestRuleErrors(body.options, body.context, body.content);
  if (problems.length > 0) throw validationError(problems);
  assertMethodsAllowed(org, Object.keys(body.methods) as Paradigm[]);
  if (body.webhookUrl !== undefined) {
    const check = await checkWebhookUrl(body.webhookUrl, { allowPrivate: deps.webhookAllowPrivate, ...(deps.resolve ? { resolve: deps.resolve } : {}) });
    if (!check.ok) throw validationError([{ field: 'webhookUrl', message: check.reason }]);
  }

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
    deps.notifyWorkers();
    return { status: 202, body: { id: row.id, status: 'pending', content: row.content, createdAt: row.createdAt } };
  }

  const useCache = body.options?.useCache !== false;
  request.cacheKey = cacheKeyOf(request);
  if (useCache) {
    const since = new Date(deps.clock.now().getTime() - CACHE_WINDOW_MS).toISOString();
    const hit = await findCachedVerification(deps.db, org.id, request.cacheKey, since);
    deps.metrics?.cacheLookups.inc({ result: hit ? 'hit' : 'miss' });
    // A hit is served even when the quota is used up: it costs nothing and is not counted.
    if (hit) return { status: 200, body: renderFinished(hit, { cached: true }) };
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
  return { status: 200, body: renderFinished(row, { cached: false }) };
}

/**
 * GET /v1/verify/{id}: the record in the shape of its state, as JSON; 404 unknown, 403 another
 * organization's (spec 4.4). A completed record is serialised once and kept (rendered-cache.ts).
 * One reader per app: its cache is the app's.
 */
export function createVerificationReader(deps: { db: Db; clock: Clock; retentionDays: number }): (org: Organization, id: string) => Promise<string> {
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

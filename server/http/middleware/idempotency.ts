// Idempotency-Key for creating POSTs (spec 4.1; DECISIONS.md "Idempotency"; IETF
// draft-ietf-httpapi-idempotency-key-header; Stripe's behaviour):
// - the key is claimed with an INSERT before anything else runs, so of concurrent duplicates
//   exactly one proceeds; the others get `409 idempotency_request_in_progress` (Retry-After: 1);
// - the same key with the same fingerprint (method, path, SHA-256 of the raw body) within 24 h
//   replays the stored status and body byte for byte, with `Idempotent-Replayed: true`;
// - the same key with a different fingerprint is `422 idempotency_key_reused`;
// - 2xx and 4xx responses are stored (validation failures included: the same body fails the same
//   way); 5xx responses and crashes release the key so the client may retry.
// It runs after authentication (keys are scoped to the organization) and before contract
// validation, so the row-validation 400 of createBatch, which stores a failed batch, is idempotent too.
import type Koa from 'koa';
import { createHash } from 'node:crypto';
import type { AppDeps } from '../../app-deps.js';
import { ApiError } from '../../errors.js';
import { claimKey, completeKey, releaseKey, type IdempotencyScope } from '../../idempotency/keys.js';
import type { VerityState } from '../types.js';
import { toApiError, writeError } from './errors.js';

/** Response headers a replay repeats; the rest (request id, rate limit) belong to the new request. */
const REPLAYED_HEADERS = ['content-type', 'location'];

export function fingerprintOf(method: string, path: string, rawBody: Buffer): string {
  const bodyHash = createHash('sha256').update(rawBody).digest('hex');
  return createHash('sha256').update(`${method.toUpperCase()}\n${path}\n${bodyHash}`).digest('hex');
}

export function idempotency(deps: Pick<AppDeps, 'db' | 'clock' | 'logger'>, operationId: string): Koa.Middleware<VerityState> {
  const { db, clock, logger } = deps;
  return async (ctx, next) => {
    const key = ctx.get('Idempotency-Key');
    const org = ctx.state.organization;
    // An empty header is no key; contract validation (below) refuses it with validation_error.
    if (key === '' || !org) return next();

    const scope: IdempotencyScope = { organizationId: org.id, operation: operationId, key };
    const fingerprint = fingerprintOf(ctx.method, ctx.path, ctx.state.body?.raw ?? Buffer.alloc(0));
    const claim = await claimKey(db, clock, scope, fingerprint);

    if (!claim.claimed) {
      const { existing } = claim;
      if (existing.fingerprint !== fingerprint) throw new ApiError('idempotency_key_reused');
      if (existing.state === 'in_flight' || existing.statusCode === null || existing.responseBody === null) {
        throw new ApiError('idempotency_request_in_progress', { headers: { 'Retry-After': '1' } });
      }
      ctx.status = existing.statusCode;
      for (const [name, value] of Object.entries(existing.responseHeaders ?? {})) ctx.set(name, value);
      ctx.set('Idempotent-Replayed', 'true');
      ctx.body = existing.responseBody;
      return;
    }

    try {
      await next();
    } catch (thrown) {
      const err = toApiError(thrown);
      if (err.status >= 500) {
        await releaseKey(db, scope);
        throw thrown;
      }
      writeError(ctx, err);
    }

    if (ctx.status >= 500 || !isJsonValue(ctx.body)) {
      await releaseKey(db, scope);
      if (ctx.status < 500) logger.warn({ requestId: ctx.state.requestId, operationId }, 'response not stored for idempotency: body is not JSON');
      return;
    }
    // Serialise once and send the very string we store, so a replay is byte-identical.
    const text = JSON.stringify(ctx.body);
    ctx.body = text;
    ctx.type = 'application/json';
    const headers: Record<string, string> = {};
    for (const name of REPLAYED_HEADERS) {
      const value = ctx.response.get(name);
      if (value) headers[name] = value;
    }
    await completeKey(db, scope, { statusCode: ctx.status, body: text, headers });
  };
}

function isJsonValue(body: unknown): boolean {
  if (body === null || body === undefined) return false;
  if (typeof body !== 'object') return false;
  return !Buffer.isBuffer(body) && typeof (body as { pipe?: unknown }).pipe !== 'function';
}

// Idempotency-Key on creating POSTs: hands the rest of the request to the idempotency service
// (server/idempotency/service.ts, where the rules are) and writes what it answers, a fresh
// response or the stored one with `Idempotent-Replayed: true`. It runs after authentication (keys
// are scoped to the organization) and before contract validation, so the row-validation 400 of
// createBatch, which stores a failed batch, is idempotent too.
import type Koa from 'koa';
import { fingerprintOf, type IdempotencyService } from '../../idempotency/service.js';
import type { VerityState } from '../types.js';
import { toApiError, writeError } from '../middleware/errors.js';

export function idempotency(service: IdempotencyService, operationId: string): Koa.Middleware<VerityState> {
  return async (ctx, next) => {
    const key = ctx.get('Idempotency-Key');
    const org = ctx.state.organization;
    // An empty header is no key; contract validation (below) refuses it with validation_error.
    if (key === '' || !org) return next();
    const answer = await service.run(
      { organizationId: org.id, operation: operationId, key, fingerprint: fingerprintOf(ctx.method, ctx.path, ctx.state.body?.raw ?? Buffer.alloc(0)), requestId: ctx.state.requestId },
      async () => {
        try {
          await next();
        } catch (thrown) {
          // A 4xx is an answer like any other, stored for replay; a 5xx frees the key.
          const err = toApiError(thrown);
          if (err.status >= 500) throw thrown;
          writeError(ctx, err);
        }
        if (!isJsonValue(ctx.body)) return { status: ctx.status, headers: {}, json: undefined };
        // Serialise once and send the very string we store, so a replay is byte-identical.
        const json = JSON.stringify(ctx.body);
        ctx.body = json;
        ctx.type = 'application/json';
        const location = ctx.response.get('Location');
        return { status: ctx.status, headers: { 'content-type': ctx.response.get('Content-Type'), ...(location ? { location } : {}) }, json };
      },
    );
    if ('replayed' in answer) {
      ctx.status = answer.status;
      for (const [name, value] of Object.entries(answer.headers)) ctx.set(name, value);
      ctx.set('Idempotent-Replayed', 'true');
      ctx.body = answer.json;
    }
  };
}

function isJsonValue(body: unknown): boolean {
  if (body === null || body === undefined) return false;
  if (typeof body !== 'object') return false;
  return !Buffer.isBuffer(body) && typeof (body as { pipe?: unknown }).pipe !== 'function';
}

// One structured log line per request: method, path, status, duration, requestId, orgId, and the
// traceId when tracing is on. Never the Authorization header, keys, query strings or bodies (a
// claim's content is the caller's data).
import type Koa from 'koa';
import type { Logger } from '../../logger.js';
import type { VerityState } from '../types.js';

/** Writes the request's line once it was answered; `started` is its performance.now() at arrival. */
export function logRequest(logger: Logger, ctx: Koa.ParameterizedContext<VerityState>, started: number): void {
  // Below LOG_LEVEL=info (the benchmark's warn) the line would be dropped: not even built.
  if (!logger.isLevelEnabled('info')) return;
  const clientRequestId = ctx.get('X-Request-Id');
  logger.info(
    {
      requestId: ctx.state.requestId,
      method: ctx.method,
      path: ctx.path,
      status: ctx.status,
      durationMs: Math.round((performance.now() - started) * 100) / 100,
      orgId: ctx.state.organization?.id,
      // Tracing on (issue 25): the trace this request's spans belong to.
      ...(ctx.state.traceId ? { traceId: ctx.state.traceId } : {}),
      ...(clientRequestId ? { clientRequestId: clientRequestId.slice(0, 128) } : {}),
    },
    'request',
  );
}

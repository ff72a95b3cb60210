// What every request goes through, in this order, as one function made once (issue 24: a request
// path that runs only what it needs, rather than a stack of Koa middleware each taking its turn):
//   request id (middleware/request-id.ts)
//   → metrics and span (middleware/telemetry.ts)
//   → CORS headers; an OPTIONS preflight is answered here (middleware/cors.ts)
//   → the request log line (middleware/request-log.ts)
//   → errors rendered as the envelope (middleware/errors.ts)
//   → 503 while draining (graceful shutdown), else the route (contract/router.ts), which runs only
//     the steps of its operation.
// A preflight is neither logged nor sent through the error envelope, as before.
import type { Tracer } from '@opentelemetry/api';
import type Koa from 'koa';
import { performance } from 'node:perf_hooks';
import type { Clock } from '../clock.js';
import { ApiError } from '../errors.js';
import type { Logger } from '../logger.js';
import type { Metrics } from '../telemetry/metrics.js';
import type { BuiltRouter } from './contract/router.js';
import { answerPreflight, setCorsHeaders } from './middleware/cors.js';
import { renderError } from './middleware/errors.js';
import { assignRequestId } from './middleware/request-id.js';
import { logRequest } from './middleware/request-log.js';
import { recordRequest, traceRequest } from './middleware/telemetry.js';
import type { VerityState } from './types.js';

type Ctx = Koa.ParameterizedContext<VerityState>;

export interface RequestPipelineDeps {
  clock: Clock;
  logger: Logger;
  telemetry: { metrics: Metrics; tracer?: Tracer | undefined };
  router: BuiltRouter;
  /** True once the server is shutting down: every request answers 503 and closes its connection. */
  draining(): boolean;
}

/** The app's one Koa middleware. */
export function requestPipeline(deps: RequestPipelineDeps): Koa.Middleware<VerityState> {
  const { clock, logger, router, draining } = deps;
  const { metrics, tracer } = deps.telemetry;

  const answer = async (ctx: Ctx, started: number): Promise<void> => {
    setCorsHeaders(ctx);
    if (ctx.method === 'OPTIONS' && (await answerPreflight(ctx, router.allowedMethods, router.showRateLimit))) return;
    try {
      try {
        if (draining()) throw new ApiError('service_unavailable', { message: 'The server is shutting down; retry shortly.', headers: { 'Retry-After': '1' } });
        await router.dispatch(ctx);
      } catch (thrown) {
        renderError(logger, ctx, thrown);
      }
      // While shutting down, close each connection after its response so the server can stop
      // without waiting for keep-alive sockets to time out.
      if (draining()) ctx.set('Connection', 'close');
    } finally {
      logRequest(logger, ctx, started);
    }
  };

  if (tracer) {
    return (ctx) => {
      assignRequestId(ctx, clock);
      const started = performance.now();
      return traceRequest(tracer, metrics, ctx, () => answer(ctx, started));
    };
  }
  return async (ctx) => {
    assignRequestId(ctx, clock);
    const started = performance.now();
    try {
      await answer(ctx, started);
    } finally {
      recordRequest(metrics, ctx, started);
    }
  };
}

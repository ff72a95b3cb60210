// A request's metrics and span (issue 25; README "Operating"). Outermost but for the request id
// (server/http/request-pipeline.ts), so its figures cover everything the request costs and its
// span is active for the request log line, which carries the trace id (request-log.ts).
//
// Labels are the operation's operationId (`none` for what the contract does not describe: the
// published documents, unknown paths) and the status, never the path, which holds ids. The span
// follows OpenTelemetry's HTTP server conventions: named `METHOD route`, with `http.route` the
// router's template (`/v1/verify/:id`), and failed only for 5xx; it continues a caller's trace
// when the request carries `traceparent`.
import { context, propagation, SpanKind, SpanStatusCode, type Span, type Tracer } from '@opentelemetry/api';
import {
  ATTR_HTTP_REQUEST_METHOD,
  ATTR_HTTP_RESPONSE_STATUS_CODE,
  ATTR_HTTP_ROUTE,
  ATTR_URL_PATH,
  ATTR_URL_SCHEME,
} from '@opentelemetry/semantic-conventions';
import type Koa from 'koa';
import { performance } from 'node:perf_hooks';
import { LIMIT_REFUSAL_CODES, type Metrics } from '../../telemetry/metrics.js';
import type { VerityState } from '../types.js';

type Ctx = Koa.ParameterizedContext<VerityState>;

/**
 * Runs `serve` (the rest of the request) inside the request's span, which continues a caller's
 * trace when the request carries `traceparent`, then ends the span and records the metrics.
 */
export function traceRequest(tracer: Tracer, metrics: Metrics, ctx: Ctx, serve: () => Promise<void>): Promise<void> {
  const started = performance.now();
  const parent = propagation.extract(context.active(), ctx.headers);
  const attributes = { [ATTR_HTTP_REQUEST_METHOD]: ctx.method, [ATTR_URL_PATH]: ctx.path, [ATTR_URL_SCHEME]: ctx.protocol };
  return tracer.startActiveSpan(ctx.method, { kind: SpanKind.SERVER, attributes }, parent, async (span: Span) => {
    ctx.state.traceId = span.spanContext().traceId;
    try {
      await serve();
    } finally {
      // The route template the request matched (contract/router.ts), never the path, which holds ids.
      const route = ctx.state.route;
      if (route !== undefined) {
        span.updateName(`${ctx.method} ${route}`);
        span.setAttribute(ATTR_HTTP_ROUTE, route);
      }
      span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, ctx.status);
      if (ctx.state.operationId) span.setAttribute('verity.operation_id', ctx.state.operationId);
      if (ctx.state.organization) span.setAttribute('verity.organization.id', ctx.state.organization.id);
      span.setAttribute('verity.request_id', ctx.state.requestId);
      if (ctx.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR, ...(ctx.state.errorCode ? { message: ctx.state.errorCode } : {}) });
      span.end();
      recordRequest(metrics, ctx, started);
    }
  });
}

/** Counts the answered request and its duration since `started` (performance.now() at arrival). */
export function recordRequest(metrics: Metrics, ctx: Ctx, started: number): void {
  const labels = { operationId: ctx.state.operationId ?? 'none', status: ctx.status };
  metrics.httpRequests.inc(labels);
  metrics.httpRequestDuration.observe(labels, (performance.now() - started) / 1000);
  const code = ctx.state.errorCode;
  if (code !== undefined && LIMIT_REFUSAL_CODES.has(code)) metrics.limitRefusals.inc({ code });
}

// Spans with @opentelemetry/api (issue 25; README "Operating"). The code names a Tracer only
// when tracing is on (server/main.ts starts the SDK when OTEL_EXPORTER_OTLP_ENDPOINT or
// OTEL_TRACES_EXPORTER is set, tracing.ts); when it is off the tracer is undefined and every
// traced call is the bare call, so tracing off costs the request path nothing, not even no-op
// spans.
import { SpanStatusCode, type Span, type SpanOptions, type Tracer } from '@opentelemetry/api';
import type { Metrics } from './metrics.js';

/** What the parts of the server record into: the app's metrics and, when tracing is on, its tracer. */
export interface Telemetry {
  metrics: Metrics;
  tracer: Tracer | undefined;
}

/**
 * Runs `work` in a new active span (so spans it starts are its children) and ends the span when it
 * settles; a rejection is recorded on the span and rethrown. Without a tracer it only runs `work`.
 */
export function withSpan<T>(tracer: Tracer | undefined, name: string, options: SpanOptions, work: (span: Span | undefined) => Promise<T>): Promise<T> {
  if (!tracer) return work(undefined);
  return tracer.startActiveSpan(name, options, async (span) => {
    try {
      return await work(span);
    } catch (err) {
      failSpan(span, err);
      throw err;
    } finally {
      span.end();
    }
  });
}

/** Marks a span failed with the error (its type and message; never request content). */
export function failSpan(span: Span, err: unknown): void {
  span.recordException(err instanceof Error ? err : String(err));
  span.setStatus({ code: SpanStatusCode.ERROR, message: err instanceof Error ? err.message : String(err) });
}

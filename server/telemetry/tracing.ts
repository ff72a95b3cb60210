// Starts OpenTelemetry's Node SDK for traces (issue 25; README "Operating"). server/main.ts calls
// it only when the environment asks for traces (config.ts `tracing`: OTEL_EXPORTER_OTLP_ENDPOINT,
// OTEL_EXPORTER_OTLP_TRACES_ENDPOINT or OTEL_TRACES_EXPORTER); the SDK then reads the standard
// OTEL_* variables itself (exporter, protocol, headers, sampler, service name). It is imported
// only then, so a server without tracing never loads it.
//
// Traces only: metrics are Prometheus's (metrics.ts) and logs are pino's lines on stdout, so the
// SDK's metric readers and log processors, which it would otherwise default to OTLP, are off. No
// automatic instrumentation either: the spans are the ones the code makes (requests, engine tasks,
// database transactions, jobs, webhook deliveries).
import { trace, type Tracer } from '@opentelemetry/api';
import type { NodeSDKConfiguration } from '@opentelemetry/sdk-node';
import { ATTR_SERVICE_NAME, ATTR_SERVICE_VERSION } from '@opentelemetry/semantic-conventions';

export interface Tracing {
  /** The one tracer of the app (server/app.ts hands it to every part). */
  tracer: Tracer;
  /** Exports the spans still buffered, then stops the SDK. */
  shutdown(): Promise<void>;
}

export interface TracingOptions {
  /** The service version (package.json), as the resource's `service.version`. */
  version: string;
  /** Replaces the exporters the environment names (tests: an in-memory exporter). */
  spanProcessors?: NodeSDKConfiguration['spanProcessors'];
}

/** Starts the SDK and returns the app's tracer. */
export async function startTracing(options: TracingOptions): Promise<Tracing> {
  const { NodeSDK, resources } = await import('@opentelemetry/sdk-node');
  const sdk = new NodeSDK({
    // OTEL_SERVICE_NAME and OTEL_RESOURCE_ATTRIBUTES, read by the SDK's resource detectors, win over these.
    resource: resources.resourceFromAttributes({ [ATTR_SERVICE_NAME]: 'verity', [ATTR_SERVICE_VERSION]: options.version }),
    metricReaders: [],
    logRecordProcessors: [],
    ...(options.spanProcessors ? { spanProcessors: options.spanProcessors } : {}),
  });
  sdk.start();
  return { tracer: trace.getTracer('verity', options.version), shutdown: () => sdk.shutdown() };
}

// Traces (issue 25; README "Operating"): OpenTelemetry's Node SDK started as server/main.ts starts
// it (server/telemetry/tracing.ts), with an in-memory exporter in place of OTLP, sees the spans of
// a verify request and of a batch item, and the request log line carries the trace id.
import { SpanKind } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor, type ReadableSpan } from '@opentelemetry/sdk-trace';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTracing, type Tracing } from '../../server/telemetry/tracing.js';
import { allItems, createBatch, startBatchServer, waitForBatch } from '../batch/helpers.js';
import { escalationTestEngine } from '../escalations/helpers.js';
import type { TestServer } from '../helpers/server.js';
import { waitFor } from '../helpers/wait.js';
import { startReceiver, type Receiver } from '../webhooks/receiver.js';

const exporter = new InMemorySpanExporter();
let tracing: Tracing;
let t: TestServer;
let receiver: Receiver;
let apiKey: string;
let organizationId: string;

beforeAll(async () => {
  tracing = await startTracing({ version: 'test', spanProcessors: [new SimpleSpanProcessor({ exporter })] });
  receiver = await startReceiver();
  t = await startBatchServer({
    engine: escalationTestEngine(),
    env: { WEBHOOK_ALLOW_PRIVATE: '1' },
    app: { tracer: tracing.tracer, jobRunner: { pollIntervalMs: 20 } },
  });
  const org = await t.createOrg({ plan: 'pro', rateLimit: 100_000 });
  apiKey = org.apiKey;
  organizationId = org.organization.id;
});
afterAll(async () => {
  await t.stop();
  await receiver.close();
  await tracing.shutdown();
});

const spansOf = (traceId: string) => exporter.getFinishedSpans().filter((span) => span.spanContext().traceId === traceId);
const childrenOf = (spans: ReadableSpan[], parent: ReadableSpan) => spans.filter((span) => span.parentSpanContext?.spanId === parent.spanContext().spanId);

describe('traces', () => {
  it('of a verify request: a server span with route, status, operationId and organization, the engine task and the transaction inside it, the trace id in the log line', async () => {
    // The caller's trace continues (W3C traceparent).
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const callerSpanId = '00f067aa0ba902b7';
    const res = await t.request('POST', '/v1/verify', { apiKey, json: { content: '17 * 23 = 391', methods: { reasoning: 1, semantic: 1 } }, headers: { traceparent: `00-${traceId}-${callerSpanId}-01` } });
    expect(res.status).toBe(200);

    const spans = await waitFor(() => (spansOf(traceId).some((span) => span.kind === SpanKind.SERVER) ? spansOf(traceId) : undefined), 5_000, 'the request span');
    const server = spans.find((span) => span.kind === SpanKind.SERVER)!;
    expect(server.name).toBe('POST /v1/verify');
    expect(server.parentSpanContext?.spanId).toBe(callerSpanId);
    expect(server.attributes).toMatchObject({
      'http.request.method': 'POST',
      'http.route': '/v1/verify',
      'http.response.status_code': 200,
      'verity.operation_id': 'createVerification',
      'verity.organization.id': organizationId,
      'verity.request_id': res.headers.get('x-request-id'),
    });

    const children = childrenOf(spans, server);
    const engine = children.find((span) => span.name === 'engine.task');
    expect(engine?.attributes).toMatchObject({
      'verity.methods': ['reasoning', 'semantic'],
      'verity.verdict': res.body.verdict,
      'verity.decision': res.body.decision,
      ...Object.fromEntries((res.body.paradigmResults as Array<{ paradigm: string; verdict: string }>).map((r) => [`verity.method.${r.paradigm}.verdict`, r.verdict])),
    });
    expect(children.filter((span) => span.name === 'db.transaction').map((span) => span.attributes['db.system.name'])).toEqual(['sqlite']);

    const line = t.logs.find((entry) => entry.msg === 'request' && entry.requestId === res.headers.get('x-request-id'));
    expect(line?.traceId).toBe(traceId);
  });

  it('of a batch item: a job span with its engine task and transactions, and a span for the webhook delivery', async () => {
    const created = await createBatch(t, apiKey, { methods: { reasoning: 1 }, items: [{ content: '2 + 2 = 5' }], webhookUrl: `${receiver.origin}/hook` });
    await waitForBatch(t, apiKey, created.body.id, (b) => b.status === 'completed');
    const [item] = await allItems(t, apiKey, created.body.id);

    const job = await waitFor(() => exporter.getFinishedSpans().find((span) => span.name === 'job batch-items' && span.attributes['verity.job.id'] === item.id), 5_000, 'the job span');
    expect(job.parentSpanContext).toBeUndefined();
    expect(job.attributes['verity.job.queue']).toBe('batch-items');
    const children = childrenOf(spansOf(job.spanContext().traceId), job);
    expect(children.find((span) => span.name === 'engine.task')?.attributes).toMatchObject({ 'verity.methods': ['reasoning'], 'verity.verdict': item.verdict, 'verity.method.reasoning.verdict': 'false' });
    expect(children.filter((span) => span.name === 'db.transaction').length).toBeGreaterThanOrEqual(1);

    const delivery = await waitFor(() => exporter.getFinishedSpans().find((span) => span.name === 'webhook.delivery'), 10_000, 'the delivery span');
    expect(delivery.parentSpanContext).toBeUndefined();
    // The delivery is a job of the runner, which makes no `job` span around its own root span.
    expect(exporter.getFinishedSpans().filter((span) => span.name.startsWith('job webhook'))).toEqual([]);
    expect(delivery.kind).toBe(SpanKind.CLIENT);
    expect(delivery.attributes).toMatchObject({ 'verity.webhook.event_type': 'batch.completed', 'verity.webhook.outcome': 'delivered', 'http.response.status_code': 200, 'server.address': '127.0.0.1' });
  });
});

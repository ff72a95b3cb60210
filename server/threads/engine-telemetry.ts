// Metrics and a span per engine task (issue 25; README "Operating"). The engine runs in piscina's
// worker threads, where neither the app's registry nor its active span can follow; so the task is
// measured here on the main thread, around verify(), and what happened inside it comes from the
// outcome: each method's verdict and the time the engine measured for it.
import { performance } from 'node:perf_hooks';
import { EngineError, type VerificationOutcome } from '../engine/index.js';
import { withSpan, type Telemetry } from '../telemetry/spans.js';
import type { EngineThreads } from './engine-threads.js';

/** `engine` with every verify() counted (metrics) and, when tracing is on, in an `engine.task` span. */
export function instrumentEngineThreads(engine: EngineThreads, { metrics, tracer }: Telemetry): EngineThreads {
  const run = async (request: Parameters<EngineThreads['verify']>[0], onOutcome?: (outcome: VerificationOutcome) => void) => {
    const started = performance.now();
    let outcome: VerificationOutcome;
    try {
      outcome = await engine.verify(request);
    } catch (err) {
      metrics.engineTaskDuration.observe({ result: 'error' }, (performance.now() - started) / 1000);
      metrics.engineFailures.inc({ code: err instanceof EngineError ? err.code : 'internal_error' });
      throw err;
    }
    metrics.engineTaskDuration.observe({ result: 'ok' }, (performance.now() - started) / 1000);
    metrics.verifications.inc({ verdict: outcome.verdict, decision: outcome.decision });
    for (const result of outcome.paradigmResults) {
      metrics.methodResults.inc({ method: result.paradigm, verdict: result.verdict });
      metrics.engineMethodDuration.observe({ method: result.paradigm }, result.processingTimeMs / 1000);
    }
    onOutcome?.(outcome);
    return outcome;
  };
  return {
    get size() {
      return engine.size;
    },
    verify: tracer
      ? (request) =>
          withSpan(tracer, 'engine.task', { attributes: { 'verity.methods': Object.keys(request.methods) } }, (span) =>
            run(request, (outcome) => {
              // The methods' names and verdicts: closed sets, and never the content.
              span?.setAttributes({
                'verity.verdict': outcome.verdict,
                'verity.decision': outcome.decision,
                'verity.confidence': outcome.confidence,
                ...Object.fromEntries(outcome.paradigmResults.map((result) => [`verity.method.${result.paradigm}.verdict`, result.verdict])),
              });
            }),
          )
      : (request) => run(request),
    close: () => engine.close(),
    ...(engine.memory ? { memory: () => engine.memory!() } : {}),
  };
}

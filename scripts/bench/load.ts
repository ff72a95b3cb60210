// Load generation with autocannon (as a library), client and server on loopback: a warm-up whose
// figures are thrown away, then the measured run.
import autocannon from 'autocannon';

export interface LoadSpec {
  url: string;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  /** A fixed body, or one built per request (cache misses vary the content of every request). */
  body?: string | (() => string);
}

export interface LoadOptions {
  connections: number;
  durationSec: number;
  /** A fixed total rate (requests/s over all connections) instead of as fast as possible. */
  overallRate?: number;
}

function autocannonOptions(spec: LoadSpec, options: LoadOptions): autocannon.Options {
  const { body } = spec;
  const request: autocannon.Request = {
    method: spec.method,
    path: spec.path,
    headers: spec.headers,
    // A function body is rebuilt for every request: autocannon calls setupRequest before each send.
    ...(typeof body === 'function' ? { setupRequest: (req: autocannon.Request) => ({ ...req, body: body() }) } : body !== undefined ? { body } : {}),
  };
  return {
    url: spec.url,
    connections: options.connections,
    duration: options.durationSec,
    requests: [request],
    ...(options.overallRate ? { overallRate: options.overallRate } : {}),
    timeout: 10,
  };
}

/** Runs autocannon for `durationSec`; resolves with its result. */
export function runLoad(spec: LoadSpec, options: LoadOptions): Promise<autocannon.Result> {
  return startLoad(spec, options).done;
}

/** Starts autocannon; `stop()` ends it early (the result then covers the time it ran). */
export function startLoad(spec: LoadSpec, options: LoadOptions): { done: Promise<autocannon.Result>; stop(): void } {
  let instance: autocannon.Instance | undefined;
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(autocannonOptions(spec, options), (err: Error | null, result: autocannon.Result) => (err ? reject(err) : resolve(result)));
  });
  return { done, stop: () => instance?.stop() };
}

/** Warm-up (discarded), then the measured run. */
export async function warmThenMeasure(spec: LoadSpec, options: LoadOptions & { warmupSec: number; onMeasureStart?: () => void }): Promise<autocannon.Result> {
  if (options.warmupSec > 0) await runLoad(spec, { ...options, durationSec: options.warmupSec });
  options.onMeasureStart?.();
  return runLoad(spec, options);
}

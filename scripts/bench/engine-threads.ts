// The engine threads alone (issue 24): the most a cache-missing POST /v1/verify could do on this
// machine, measured in the same run. The same number of threads the server starts, the same
// claims and methods, as many requests in flight as autocannon keeps connections, no HTTP and no
// database; POST /v1/verify's requests/s is then held to a share of it (goals.ts).
import { createEngineThreads } from '../../server/threads/engine-threads.js';
import type { Measurement } from './results.js';

export interface EngineThreadsLoad {
  threads: number;
  inFlight: number;
  warmupSec: number;
  durationSec: number;
  methods: Record<string, number>;
  next: () => string;
}

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0);

/** Runs `inFlight` loops of verify() for the warm-up, then measures for `durationSec`. */
export async function measureEngineThreadsAlone(load: EngineThreadsLoad): Promise<{ m: Measurement; cpuMs: number }> {
  const threads = createEngineThreads({ size: load.threads });
  const latencies: number[] = [];
  let errors = 0;
  let cpuFrom: NodeJS.CpuUsage | undefined;
  let cpu: NodeJS.CpuUsage | undefined;
  // Threads start cold (the engine loads in a few seconds); the server's were warmed by the
  // scenario's first request, so these are too before the clock starts.
  try {
    await Promise.all(Array.from({ length: load.threads }, () => threads.verify({ content: load.next(), methods: load.methods })));
    const measureFrom = performance.now() + load.warmupSec * 1000;
    const end = measureFrom + load.durationSec * 1000;
    await Promise.all(
      Array.from({ length: load.inFlight }, async () => {
        while (performance.now() < end) {
          const sent = performance.now();
          if (sent >= measureFrom) cpuFrom ??= process.cpuUsage();
          try {
            await threads.verify({ content: load.next(), methods: load.methods });
          } catch {
            if (sent >= measureFrom) errors++;
            continue;
          }
          const done = performance.now();
          if (sent >= measureFrom && done <= end) latencies.push(done - sent);
        }
      }),
    );
    cpu = process.cpuUsage(cpuFrom);
  } finally {
    await threads.close();
  }
  const sorted = latencies.sort((a, b) => a - b);
  const round = (x: number) => Math.round(x * 100) / 100;
  const cpuMs = cpu ? (cpu.user + cpu.system) / 1000 : 0;
  const m: Measurement = {
    requestsPerSec: Math.round(latencies.length / load.durationSec),
    p50Ms: round(percentile(sorted, 50)),
    p99Ms: round(percentile(sorted, 99)),
    requests: latencies.length,
    non2xx: 0,
    errors,
    statusCodes: {},
  };
  return { m, cpuMs };
}

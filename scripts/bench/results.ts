// What a benchmark run produces (issue 8): bench/results.json, so runs can be compared, and the one
// table printed at the end. Documented shape:
//   {"cores", "scenarios": [{"name", "requestsPerSec", "p50Ms", "p99Ms", "ratioToBaseline"}],
//    "batches": [{"name", "items", "seconds", "statusP99Ms"}], "peakRssMb", "engineThreadPeakHeapMb"}
// plus context fields (node, load average, settings, skipped and failed scenarios) that a reader
// needs to judge the numbers.
import type autocannon from 'autocannon';
import type { EngineResult } from './engine.js';
import { goalRows } from './goals.js';

/** A scenario's figures. `ratioToBaseline` is requests/s over the bare Koa baseline of the same method. */
export interface ScenarioResult {
  name: string;
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  ratioToBaseline: number | null;
  /** Responses received while measuring (warm-up excluded). */
  requests: number;
  /** Responses outside 2xx plus connection errors and timeouts while measuring. */
  non2xx: number;
  /**
   * CPU time the serving process (all its threads) spent per response while measuring, in ms:
   * unlike requests/s, it hardly depends on what else runs on the machine. Null without /proc.
   */
  cpuMsPerRequest: number | null;
  /**
   * The same for the process's main thread alone (HTTP, storage; issue 24: on a cache miss it is
   * the bottleneck, the engine threads wait for it). Null without /proc or where not measured.
   */
  mainThreadCpuMsPerRequest: number | null;
}

export interface BatchResult {
  name: string;
  /** Items over all batches of the run. */
  items: number;
  /** From the first create (or upload) request until the last batch reads `completed`. */
  seconds: number;
  /** p99 of GET /v1/status sent alongside, at a fixed rate, while the batches ran. */
  statusP99Ms: number | null;
}

/** One scenario of the PostgreSQL part (scripts/bench/postgres.ts). */
export interface PostgresResult {
  name: string;
  /** Requests/s with one server process on the database. */
  oneProcess: number;
  /** `oneProcess` over the bare Koa baseline of the same method (measured in the same run). */
  ratioToBaseline: number | null;
  p99Ms: number;
  /** Requests/s of two processes on the same database, loaded at once (half the connections each). */
  twoProcesses: number;
  /** `twoProcesses` over `oneProcess`. */
  scaling: number;
}

export interface PostgresRun {
  /** PostgreSQL's own version string. */
  version: string;
  results: PostgresResult[];
}

export interface Problem {
  name: string;
  reason: string;
}

export interface BenchResults {
  cores: number;
  node: string;
  startedAt: string;
  /** os.loadavg() [1, 5, 15 min] at the start and end: numbers taken on a busy machine are noise. */
  loadAverage: { start: number[]; end: number[] };
  settings: { connections: number; durationSec: number; warmupSec: number; workerConcurrency: number; quick: boolean };
  scenarios: ScenarioResult[];
  batches: BatchResult[];
  peakRssMb: number | null;
  /**
   * Each engine thread's peak V8 heap in MB, as the server reported on graceful stop (threads
   * replaced after a failure included); part of the server's RSS, not added to it. Null when the
   * server sent no report.
   */
  engineThreadPeakHeapMb: number[] | null;
  /** The same server on PostgreSQL, one and two processes (scripts/bench/postgres.ts); absent when skipped. */
  postgres?: PostgresRun;
  /** Engine time per content, in this process (scripts/bench/engine.ts); absent when not selected. */
  engine?: EngineResult[];
  /** Scenarios not run because their endpoint is not available on this server yet. */
  skipped: Problem[];
  /** Scenarios that failed (non-2xx above 1%, errors, a batch that did not complete). */
  failures: Problem[];
}

/** The share of non-2xx responses (and connection errors) above which a scenario is worthless. */
export const MAX_NON_2XX_SHARE = 0.01;

export interface Measurement {
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  /** Connection errors and timeouts (autocannon counts timeouts among errors). */
  errors: number;
  /** Count per status code, e.g. {"200": 4990, "429": 10}. */
  statusCodes: Record<string, number>;
}

const round = (value: number, digits: number): number => {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
};

/** Reduces an autocannon result to the figures we report. */
export function measure(result: autocannon.Result): Measurement {
  const statusCodes: Record<string, number> = {};
  for (const [code, stats] of Object.entries(result.statusCodeStats ?? {})) statusCodes[code] = stats?.count ?? 0;
  // requests.average is the mean of per-second samples; a run shorter than a second has none.
  const perSecond = result.requests.average > 0 ? result.requests.average : result.duration > 0 ? result.requests.total / result.duration : 0;
  return {
    requestsPerSec: Math.round(perSecond),
    p50Ms: round(result.latency.p50, 2),
    p99Ms: round(result.latency.p99, 2),
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    statusCodes,
  };
}

/** Why a measurement must not be reported (more than 1% non-2xx or errors, or nothing answered), or undefined. */
export function rejectReason(m: Measurement, maxShare = MAX_NON_2XX_SHARE): string | undefined {
  const bad = m.non2xx + m.errors;
  const attempts = m.requests + m.errors;
  if (attempts === 0) return 'no response at all';
  if (bad / attempts <= maxShare) return undefined;
  const codes = Object.entries(m.statusCodes)
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, count]) => `${count}×${code}`)
    .join(', ');
  return `${bad} of ${attempts} requests (${round((100 * bad) / attempts, 1)}%) were not 2xx${codes ? ` (${codes})` : ''}${m.errors ? `, ${m.errors} connection errors or timeouts` : ''}`;
}

/** A scenario row: the measurement with its ratio to the baseline's requests/s (null without a baseline). */
export function toScenarioResult(name: string, m: Measurement, baselineRequestsPerSec: number | undefined, cpuMs?: number, mainThreadCpuMs?: number): ScenarioResult {
  const perRequest = (ms: number | undefined) => (ms !== undefined && m.requests > 0 ? round(ms / m.requests, 3) : null);
  return {
    name,
    requestsPerSec: m.requestsPerSec,
    p50Ms: m.p50Ms,
    p99Ms: m.p99Ms,
    ratioToBaseline: baselineRequestsPerSec && baselineRequestsPerSec > 0 ? round(m.requestsPerSec / baselineRequestsPerSec, 2) : null,
    requests: m.requests,
    non2xx: m.non2xx + m.errors,
    cpuMsPerRequest: perRequest(cpuMs),
    mainThreadCpuMsPerRequest: perRequest(mainThreadCpuMs),
  };
}

function table(header: string[], rows: string[][], rightAligned: boolean[]): string[] {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (rightAligned[i] ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join('  ').trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)];
}

const fmt = (n: number | null, digits = 0): string => (n === null ? '-' : n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits }));

/** The one table printed at the end of a run (also pasted into the README's Performance section). */
export function formatTable(r: BenchResults): string {
  const lines = [
    `${r.cores} cores, Node ${r.node}, ${r.settings.connections} connections, ${r.settings.durationSec} s per scenario after ${r.settings.warmupSec} s warm-up, ` +
      `WORKER_CONCURRENCY=${r.settings.workerConcurrency}, load average ${r.loadAverage.start.map((l) => l.toFixed(2)).join(' ')} at start, ${r.loadAverage.end.map((l) => l.toFixed(2)).join(' ')} at end`,
    '',
    ...table(
      ['Scenario', 'req/s', 'p50 ms', 'p99 ms', 'vs baseline', 'non-2xx', 'CPU ms/req', 'main thread'],
      r.scenarios.map((s) => [
        s.name,
        fmt(s.requestsPerSec),
        fmt(s.p50Ms),
        fmt(s.p99Ms),
        s.ratioToBaseline === null ? '-' : `${Math.round(s.ratioToBaseline * 100)}%`,
        fmt(s.non2xx),
        fmt(s.cpuMsPerRequest, 3),
        fmt(s.mainThreadCpuMsPerRequest ?? null, 3),
      ]),
      [false, true, true, true, true, true, true, true],
    ),
  ];
  if (r.batches.length > 0) {
    lines.push(
      '',
      ...table(
        ['Batch', 'items', 'seconds', 'status p99 ms'],
        r.batches.map((b) => [b.name, fmt(b.items), fmt(b.seconds, 2), fmt(b.statusP99Ms)]),
        [false, true, true, true],
      ),
    );
  }
  if (r.postgres && r.postgres.results.length > 0) {
    lines.push(
      '',
      `PostgreSQL (${r.postgres.version.split(' on ')[0]}), same connections; two processes share them, half each:`,
      ...table(
        ['Scenario on PostgreSQL', '1 process req/s', 'vs baseline', 'p99 ms', '2 processes req/s', 'scaling'],
        r.postgres.results.map((p) => [
          p.name,
          fmt(p.oneProcess),
          p.ratioToBaseline === null ? '-' : `${Math.round(p.ratioToBaseline * 100)}%`,
          fmt(p.p99Ms),
          fmt(p.twoProcesses),
          `${fmt(p.scaling, 2)}x`,
        ]),
        [false, true, true, true, true, true],
      ),
    );
  }
  if (r.engine && r.engine.length > 0) {
    lines.push(
      '',
      ...table(
        ['Engine (in process)', 'median ms', 'p99 ms', 'vs splitting into sentences'],
        r.engine.map((e) => [e.name, fmt(e.medianMs, 2), fmt(e.p99Ms, 2), `${fmt(e.ratioToBaseline, 1)}x`]),
        [false, true, true, true],
      ),
    );
  }
  lines.push('', `Peak server RSS: ${r.peakRssMb === null ? 'not measured' : `${fmt(r.peakRssMb)} MB`}`);
  const heaps = r.engineThreadPeakHeapMb;
  lines.push(`Peak heap per engine thread (part of the RSS): ${heaps === null ? 'not reported' : heaps.length === 0 ? 'no thread ran' : `${heaps.map((mb) => fmt(mb, 1)).join(', ')} MB`}`);
  lines.push('', ...table(['Goal (issue 24)', 'at the issue', 'target', 'this run', ''], goalRows(r), [false, false, false, false, false]));
  for (const s of r.skipped) lines.push(`Skipped ${s.name}: ${s.reason}`);
  for (const f of r.failures) lines.push(`FAILED ${f.name}: ${f.reason}`);
  return lines.join('\n');
}

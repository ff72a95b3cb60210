// `npm run bench` (issue 8): starts the real server (built into dist/, fresh temporary database,
// LOG_LEVEL=warn, an Enterprise organization whose limits cannot distort throughput) and a bare Koa
// baseline, each as a child process of this Node; measures them with autocannon on loopback; runs
// the batch scenarios; samples the server's RSS; prints one table and writes bench/results.json
// (bench/ is ignored by git: a run's figures belong to its machine, issue 25).
// Parts: scripts/bench/ (options, processes, load, scenarios, batches, results, profile-summary).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { loadConfig } from '../server/config.js';
import { findProjectRoot } from '../server/project-root.js';
import type { EngineMemoryMessage } from '../server/main.js';
import { call, EndpointUnavailable, authHeaders, type Api } from './bench/api.js';
import { batchScenarios, runBatchScenario } from './bench/batches.js';
import { claim, claimSequence } from './bench/claims.js';
import { warmThenMeasure, type LoadSpec } from './bench/load.js';
import { BenchUsageError, parseBenchArgs, USAGE, type BenchOptions } from './bench/options.js';
import { freePort, program, readCpuMs, runToCompletion, sampleRss, startChild, type Child } from './bench/processes.js';
import { formatSummary, monotonicUs, summarizeProfile, type CpuProfile, type TimeWindow } from './bench/profile-summary.js';
import { formatTable, measure, rejectReason, toScenarioResult, type BenchResults, type Problem, type ScenarioResult } from './bench/results.js';
import { verifyBody, verifyScenarios } from './bench/scenarios.js';
import { measureEngine } from './bench/engine.js';
import { measureEngineThreadsAlone } from './bench/engine-threads.js';
import { measurePostgres } from './bench/postgres.js';

const t0 = performance.now();
const log = (line: string) => process.stderr.write(`[${((performance.now() - t0) / 1000).toFixed(1).padStart(5)} s] ${line}\n`);
const loads = () => loadavg().map((l) => Math.round(l * 100) / 100);

function runBuild(cwd: string): Promise<void> {
  return new Promise((resolveBuild, reject) => {
    const child = spawn('npm', ['run', '--silent', 'build'], { cwd, stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolveBuild() : reject(new Error(`npm run build exited with ${code}`))));
  });
}

/** The body the baseline answers: a real GET /v1/verify/:id record when verify is available, else GET /v1/status. */
async function sampleBody(api: Api): Promise<string> {
  const created = await call(api, 'POST', '/v1/verify', { json: { content: claim('element', 1), methods: { semantic: 1 } } });
  if (created.status === 200 && typeof created.body?.id === 'string') {
    const record = await call(api, 'GET', `/v1/verify/${encodeURIComponent(created.body.id)}`);
    if (record.status === 200) return record.text;
  }
  return (await call(api, 'GET', '/v1/status')).text;
}

async function run(options: BenchOptions, rootDir: string, children: Child[]): Promise<{ results: BenchResults; profile: { dir: string; window: TimeWindow } | undefined }> {
  const loadStart = loads();
  const startedAt = new Date().toISOString();
  if (options.build) {
    log('building dist/ (npm run build)…');
    await runBuild(rootDir);
  }
  const tmp = mkdtempSync(join(tmpdir(), 'verity-bench-'));
  const profileDir = options.cpuProf ? mkdtempSync(join(tmpdir(), 'verity-bench-profile-')) : undefined;
  try {
    const env = { DATABASE_PATH: join(tmp, 'bench.db'), UPLOAD_DIR: join(tmp, 'uploads'), LOG_LEVEL: 'warn', HOST: '127.0.0.1' };
    // The baseline starts alongside the admin CLI and then the server (one after the other: both
    // migrate a fresh database, and two first migrations at once would collide).
    const [port, basePort] = await Promise.all([freePort(), freePort()]);
    const startServer = async () => {
      // Enterprise has every method; limits far above what a run can send, so no 429 or 402 distorts it.
      const out = await runToCompletion(
        program(options.source, 'scripts/admin'),
        ['org', 'create', '--name', 'Benchmark', '--plan', 'enterprise', '--rate-limit', '1000000000', '--monthly-limit', '1000000000', '--json'],
        { cwd: rootDir, env },
      );
      const child = await startChild('server', program(options.source, 'server/main'), {
        cwd: rootDir,
        env: { ...env, PORT: String(port) },
        url: `http://127.0.0.1:${port}/v1/status`,
        nodeArgs: profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : [],
      });
      children.push(child);
      return { server: child, apiKey: (JSON.parse(out) as { apiKey: string }).apiKey };
    };
    const [{ server, apiKey }, baseline] = await Promise.all([
      startServer(),
      startChild('baseline', program(options.source, 'scripts/bench/baseline-server'), {
        cwd: rootDir,
        env: { PORT: String(basePort), HOST: '127.0.0.1' },
        url: `http://127.0.0.1:${basePort}/`,
      }).then((child) => (children.push(child), child)),
    ]);
    const rss = sampleRss(server.process.pid!);
    const api: Api = { url: `http://127.0.0.1:${port}`, apiKey };
    const measureOptions = { connections: options.connections, durationSec: options.durationSec, warmupSec: options.warmupSec };
    const scenarios: ScenarioResult[] = [];
    const skipped: Problem[] = [];
    const failures: Problem[] = [];
    // When the server's measured requests ran, so a CPU profile can leave out start-up and warm-ups.
    const measured: TimeWindow = { fromUs: Infinity, toUs: 0 };
    const selected = (name: string) => options.only === undefined || options.only.some((part) => name.includes(part));
    const engine = selected('engine') ? await measureEngine(options.quick) : undefined;

    // Baselines: the same small JSON the server answers, with the same request headers.
    const put = await fetch(`${baseline.url}__baseline/body`, { method: 'PUT', body: await sampleBody(api) });
    if (put.status !== 204) throw new Error(`the baseline refused its body: ${put.status}`);
    const baselineRps: Partial<Record<'GET' | 'POST', number>> = {};
    const baseSpecs: [string, 'GET' | 'POST', LoadSpec][] = [
      ['baseline GET (bare Koa)', 'GET', { url: baseline.url, method: 'GET', path: '/v1/verify/x', headers: authHeaders(api, false) }],
      [
        'baseline POST (bare Koa, JSON body)',
        'POST',
        { url: baseline.url, method: 'POST', path: '/v1/verify', headers: authHeaders(api, true), body: verifyBody(claim('element', 2), { semantic: 1 }) },
      ],
    ];
    /** Runs a load against a process, with the CPU time the process spent during the measured part. */
    const measureWithCpu = async (spec: LoadSpec, pid: number) => {
      const isServer = pid === server.process.pid;
      let cpuStart: number | undefined;
      let mainStart: number | undefined;
      const result = await warmThenMeasure(spec, {
        ...measureOptions,
        onMeasureStart: () => {
          if (isServer) measured.fromUs = Math.min(measured.fromUs, monotonicUs());
          cpuStart = readCpuMs(pid);
          mainStart = readCpuMs(pid, pid);
        },
      });
      const cpuEnd = readCpuMs(pid);
      const mainEnd = readCpuMs(pid, pid);
      if (isServer) measured.toUs = monotonicUs();
      const spent = (start: number | undefined, end: number | undefined) => (start !== undefined && end !== undefined ? end - start : undefined);
      return { m: measure(result), cpuMs: spent(cpuStart, cpuEnd), mainCpuMs: spent(mainStart, mainEnd) };
    };
    for (const [name, method, spec] of baseSpecs) {
      log(`${name}…`);
      const { m, cpuMs, mainCpuMs } = await measureWithCpu(spec, baseline.process.pid!);
      const rejected = rejectReason(m);
      if (rejected) {
        failures.push({ name, reason: rejected });
        continue;
      }
      baselineRps[method] = m.requestsPerSec;
      scenarios.push(toScenarioResult(name, m, m.requestsPerSec, cpuMs, mainCpuMs));
    }
    await baseline.stop();

    // Issue 24: what the engine threads alone do with the cache-missing POST's claims and methods.
    const ENGINE_ALONE = 'engine threads alone {semantic} (no HTTP, no database)';
    if (selected('POST /v1/verify {semantic} cache miss')) {
      log(`${ENGINE_ALONE}…`);
      // As many threads as the server starts (its own rule, server/config.ts ENGINE_THREADS).
      const threads = loadConfig(process.env, { createFolders: false }).engineThreads;
      const { m, cpuMs } = await measureEngineThreadsAlone({ threads, inFlight: options.connections, warmupSec: options.warmupSec, durationSec: options.durationSec, methods: { semantic: 1 }, next: claimSequence('element', 9_000_000) });
      // Its share is of bare Koa's POST, as the server's POST scenarios are; CPU is this process's (its threads included).
      scenarios.push(toScenarioResult(ENGINE_ALONE, m, baselineRps.POST, cpuMs));
    }

    for (const scenario of verifyScenarios()) {
      if (!selected(scenario.name)) continue;
      log(`${scenario.name}…`);
      let spec: LoadSpec;
      try {
        spec = await scenario.prepare(api);
      } catch (err) {
        (err instanceof EndpointUnavailable ? skipped : failures).push({ name: scenario.name, reason: (err as Error).message });
        continue;
      }
      const { m, cpuMs, mainCpuMs } = await measureWithCpu(spec, server.process.pid!);
      const rejected = rejectReason(m);
      if (rejected) failures.push({ name: scenario.name, reason: rejected });
      else scenarios.push(toScenarioResult(scenario.name, m, baselineRps[scenario.baseline], cpuMs, mainCpuMs));
    }

    const batches = [];
    for (const scenario of batchScenarios(options.batchItems, options.concurrentBatches)) {
      if (!selected(scenario.name)) continue;
      log(`${scenario.name}…`);
      measured.fromUs = Math.min(measured.fromUs, monotonicUs());
      try {
        batches.push(await runBatchScenario(api, scenario, { pollMs: 20, timeoutMs: options.quick ? 20_000 : 60_000 }));
      } catch (err) {
        (err instanceof EndpointUnavailable ? skipped : failures).push({ name: scenario.name, reason: (err as Error).message });
      }
      measured.toUs = monotonicUs();
    }

    const peakRssMb = rss.peakMb();
    rss.stop();
    await server.stop();
    const engineThreadPeakHeapMb = engineThreadHeaps(server.messages());
    // The same server on PostgreSQL, one process and then two on one database (issue 15).
    const postgres =
      options.postgres && selected('postgres')
        ? await measurePostgres({ source: options.source, ...measureOptions, url: options.postgresUrl }, rootDir, children, baselineRps, failures, log)
        : undefined;
    return {
      profile: profileDir ? { dir: profileDir, window: measured } : undefined,
      results: {
        cores: availableParallelism(),
        node: process.version,
        startedAt,
        loadAverage: { start: loadStart, end: loads() },
        settings: { ...measureOptions, workerConcurrency: Number(process.env.WORKER_CONCURRENCY ?? 4), quick: options.quick },
        scenarios,
        batches,
        peakRssMb,
        engineThreadPeakHeapMb,
        ...(postgres ? { postgres } : {}),
        ...(engine ? { engine } : {}),
        skipped,
        failures,
      },
    };
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/** The peak heap of each engine thread, from the report the server sends on graceful stop (server/main.ts). */
function engineThreadHeaps(messages: unknown[]): number[] | null {
  const report = messages.find((m): m is EngineMemoryMessage => typeof m === 'object' && m !== null && 'engineThreads' in m);
  return report ? report.engineThreads.map((t) => t.peakHeapMb) : null;
}

function printProfiles(dir: string, window: TimeWindow): void {
  // One file per thread, CPU.<date>.<time>.<pid>.<thread>.<seq>.cpuprofile: thread 0 is the main
  // thread (HTTP, storage), the others the engine's worker threads (largest first).
  const isMain = (f: string) => /\.\d+\.0\.\d+\.cpuprofile$/.test(f);
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.cpuprofile'))
    .map((f) => join(dir, f))
    .sort((a, b) => Number(isMain(b)) - Number(isMain(a)) || statSync(b).size - statSync(a).size);
  for (const file of files.slice(0, 2)) {
    // Only the measured runs (no start-up, no warm-up) when the window caught any.
    const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
    const inWindow = window.toUs > window.fromUs ? summarizeProfile(profile, 15, window) : undefined;
    const summary = inWindow && inWindow.totalMs > 0 ? inWindow : summarizeProfile(profile, 15);
    log(`\n${formatSummary(`${file}${summary === inWindow ? ' (measured runs only)' : ' (whole process)'}`, summary)}`);
  }
  log(`\nProfiles kept in ${dir} (open them in Chrome DevTools or: npx tsx scripts/bench/profile-summary.ts FILE)`);
}

async function main(argv: string[]): Promise<number> {
  let options: BenchOptions;
  try {
    options = parseBenchArgs(argv);
  } catch (err) {
    if (!(err instanceof BenchUsageError)) throw err;
    process.stderr.write(`error: ${err.message}\n\n${USAGE}`);
    return 2;
  }
  if (options.help) {
    process.stdout.write(USAGE);
    return 0;
  }
  const rootDir = findProjectRoot();
  const children: Child[] = [];
  const stopAll = () => Promise.all(children.map((c) => c.stop(2000)));
  process.once('SIGINT', () => void stopAll().then(() => process.exit(130)));
  try {
    const { results, profile } = await run(options, rootDir, children);
    const out = resolve(rootDir, options.out);
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
    process.stdout.write(`\n${formatTable(results)}\n\nWrote ${out}\n`);
    if (profile) printProfiles(profile.dir, profile.window);
    return results.failures.length > 0 ? 1 : 0;
  } finally {
    await stopAll();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(`bench failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.exit(1);
  },
);

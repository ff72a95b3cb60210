// The PostgreSQL part of `npm run bench` (issue 15): the same server on PostgreSQL instead of
// SQLite, with one process and then two processes on the same database, so the scaling factor is
// visible beside the SQLite figures of the same run. The database is a throwaway embedded
// PostgreSQL (scripts/postgres/embedded.ts), or the server of `--postgres-url`.
import pg from 'pg';
import { startEmbeddedPostgres } from '../postgres/embedded.js';
import type { Api } from './api.js';
import { startLoad, warmThenMeasure, type LoadSpec } from './load.js';
import { freePort, program, runToCompletion, startChild, type Child } from './processes.js';
import { measure, rejectReason, type PostgresResult, type PostgresRun, type Problem } from './results.js';
import { verifyScenarios } from './scenarios.js';

/** The scenarios measured on PostgreSQL: the record read and the cache-missing create. */
const SCENARIOS = ['GET /v1/verify/:id', 'POST /v1/verify {semantic} cache miss'];

interface Settings {
  source: boolean;
  connections: number;
  durationSec: number;
  warmupSec: number;
  /** An existing server's admin URL; default: start an embedded one. */
  url?: string | undefined;
}

async function admin(url: string, statement: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return String((await client.query(statement)).rows[0]?.v ?? '');
  } finally {
    await client.end();
  }
}

/** Runs the PostgreSQL scenarios; failures go to `failures`, as the SQLite ones do. */
export async function measurePostgres(
  settings: Settings,
  rootDir: string,
  children: Child[],
  baselineRps: Partial<Record<'GET' | 'POST', number>>,
  failures: Problem[],
  log: (line: string) => void,
): Promise<PostgresRun | undefined> {
  const embedded = settings.url ? undefined : await startEmbeddedPostgres();
  const adminUrl = settings.url ?? embedded!.url;
  const name = `verity_bench_${process.pid}`;
  try {
    const version = await admin(adminUrl, 'SELECT version() AS v');
    await admin(adminUrl, `CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const env = { DATABASE_URL: url.toString(), LOG_LEVEL: 'warn', HOST: '127.0.0.1', UPLOAD_DIR: 'off' };
    const out = await runToCompletion(
      program(settings.source, 'scripts/admin'),
      ['org', 'create', '--name', 'Benchmark', '--plan', 'enterprise', '--rate-limit', '1000000000', '--monthly-limit', '1000000000', '--json'],
      { cwd: rootDir, env },
    );
    const apiKey = (JSON.parse(out) as { apiKey: string }).apiKey;
    const start = async (label: string) => {
      const port = await freePort();
      const child = await startChild(label, program(settings.source, 'server/main'), { cwd: rootDir, env: { ...env, PORT: String(port) }, url: `http://127.0.0.1:${port}/v1/status` });
      children.push(child);
      return { child, api: { url: `http://127.0.0.1:${port}`, apiKey } satisfies Api };
    };
    const first = await start('server on PostgreSQL');
    const scenarios = verifyScenarios().filter((s) => SCENARIOS.includes(s.name));
    const specs: { name: string; baseline: 'GET' | 'POST'; spec: LoadSpec; second?: LoadSpec }[] = [];
    for (const scenario of scenarios) {
      specs.push({ name: scenario.name, baseline: scenario.baseline, spec: await scenario.prepare(first.api) });
    }
    const options = { connections: settings.connections, durationSec: settings.durationSec, warmupSec: settings.warmupSec };
    const single = new Map<string, ReturnType<typeof measure>>();
    for (const s of specs) {
      log(`PostgreSQL, one process: ${s.name}…`);
      const m = measure(await warmThenMeasure(s.spec, options));
      const rejected = rejectReason(m);
      if (rejected) failures.push({ name: `PostgreSQL ${s.name}`, reason: rejected });
      else single.set(s.name, m);
    }

    const second = await start('second server on PostgreSQL');
    // Its first requests start its engine threads: sent before anything is measured, as on the first.
    for (const scenario of scenarios) await scenario.prepare(second.api);
    for (const s of specs) s.second = { ...s.spec, url: second.api.url };
    const results: PostgresResult[] = [];
    for (const s of specs) {
      const one = single.get(s.name);
      if (!one) continue;
      log(`PostgreSQL, two processes: ${s.name}…`);
      const half = { ...options, connections: Math.max(1, Math.floor(options.connections / 2)) };
      // Warm-up of both, then both measured over the same seconds. At least 2 s: the second
      // process starts its other engine threads only under load, which takes a while on a busy machine.
      const warmup = { ...half, durationSec: Math.max(2, options.warmupSec) };
      await Promise.all([startLoad(s.spec, warmup).done, startLoad(s.second!, warmup).done]);
      const both = (await Promise.all([startLoad(s.spec, half).done, startLoad(s.second!, half).done])).map(measure);
      const rejected = both.map((m, i) => {
        const reason = rejectReason(m);
        return reason ? `process ${i + 1}: ${reason}` : undefined;
      }).find(Boolean);
      if (rejected) {
        failures.push({ name: `PostgreSQL ${s.name}, two processes`, reason: rejected });
        continue;
      }
      const twoProcesses = both[0]!.requestsPerSec + both[1]!.requestsPerSec;
      const base = baselineRps[s.baseline];
      results.push({
        name: s.name,
        oneProcess: one.requestsPerSec,
        ratioToBaseline: base ? one.requestsPerSec / base : null,
        p99Ms: one.p99Ms,
        twoProcesses,
        scaling: twoProcesses / one.requestsPerSec,
      });
    }
    await Promise.all([first.child.stop(), second.child.stop()]);
    await admin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    return { version, results };
  } finally {
    await embedded?.stop();
  }
}

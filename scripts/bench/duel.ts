// Two builds of the server side by side (issue 24): one client loads them in turn, in short slices
// of cache-missing POST /v1/verify {semantic}, so both see the same background load; prints each
// one's requests/s and CPU ms per request (the whole process and its main thread). On a machine
// shared with other work, where one `npm run bench` differs from the next by tens of percent, the
// two CPU figures of one duel differ by a few percent when both sides run the same build.
//
//   npx tsx scripts/bench/duel.ts DIR_A DIR_B [SLICES=10] [SLICE_SECONDS=2]
//
// Each DIR is a checkout with its own built dist/ and node_modules (a copy of the worktree at the
// commit to compare, after `npm run build`); each server gets a fresh temporary database.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { authHeaders, call2xx, type Api } from './api.js';
import { claimSequence } from './claims.js';
import { runLoad, type LoadSpec } from './load.js';
import { freePort, program, readCpuMs, runToCompletion, startChild, type Child } from './processes.js';
import { verifyBody } from './scenarios.js';

const METHODS = { semantic: 1 };

interface Side {
  dir: string;
  child: Child;
  api: Api;
  tmp: string;
  spec: LoadSpec;
  requests: number;
  cpuMs: number;
  mainCpuMs: number;
  perSecond: number[];
}

/** Starts the server built in `dir` on a fresh database with an Enterprise organization, as the bench does. */
async function start(dir: string, firstClaim: number): Promise<Side> {
  const tmp = mkdtempSync(join(tmpdir(), 'verity-duel-'));
  const env = { DATABASE_PATH: join(tmp, 'bench.db'), UPLOAD_DIR: join(tmp, 'uploads'), LOG_LEVEL: 'warn', HOST: '127.0.0.1' };
  const out = await runToCompletion(
    program(false, 'scripts/admin'),
    ['org', 'create', '--name', 'Duel', '--plan', 'enterprise', '--rate-limit', '1000000000', '--monthly-limit', '1000000000', '--json'],
    { cwd: dir, env },
  );
  const port = await freePort();
  const child = await startChild('server', program(false, 'server/main'), { cwd: dir, env: { ...env, PORT: String(port) }, url: `http://127.0.0.1:${port}/v1/status` });
  const api: Api = { url: `http://127.0.0.1:${port}`, apiKey: (JSON.parse(out) as { apiKey: string }).apiKey };
  const next = claimSequence('element', firstClaim);
  const spec: LoadSpec = { url: api.url, method: 'POST', path: '/v1/verify', headers: authHeaders(api, true), body: () => verifyBody(next(), METHODS) };
  return { dir, child, api, tmp, spec, requests: 0, cpuMs: 0, mainCpuMs: 0, perSecond: [] };
}

async function main(argv: string[]): Promise<void> {
  const [dirA, dirB, slicesArg, secondsArg] = argv;
  if (!dirA || !dirB) throw new Error('usage: npx tsx scripts/bench/duel.ts DIR_A DIR_B [SLICES=10] [SLICE_SECONDS=2]');
  const slices = Number(slicesArg ?? 10);
  const seconds = Number(secondsArg ?? 2);
  // One after the other: two first migrations of fresh databases need not compete.
  const sides = [await start(dirA, 1_000_000), await start(dirB, 5_000_000)];
  try {
    for (const side of sides) {
      await call2xx(side.api, 'POST', '/v1/verify', { json: { content: `warm-up ${side.dir}`, methods: METHODS } });
      await runLoad(side.spec, { connections: 50, durationSec: 2 });
    }
    for (let i = 0; i < slices; i++) {
      // A then B, B then A: neither always follows the other.
      for (const side of i % 2 === 0 ? sides : [...sides].reverse()) {
        const pid = side.child.process.pid!;
        const cpu = readCpuMs(pid);
        const main = readCpuMs(pid, pid);
        const result = await runLoad(side.spec, { connections: 50, durationSec: seconds });
        if (cpu === undefined || main === undefined) throw new Error('no /proc: CPU time cannot be read');
        side.cpuMs += readCpuMs(pid)! - cpu;
        side.mainCpuMs += readCpuMs(pid, pid)! - main;
        side.requests += result.requests.total;
        side.perSecond.push(result.requests.total / seconds);
        if (result.non2xx > 0 || result.errors > 0) process.stdout.write(`${side.dir}: ${result.non2xx} non-2xx, ${result.errors} errors in slice ${i + 1}\n`);
      }
    }
    const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
    for (const side of sides) {
      process.stdout.write(
        `${side.dir}: ${side.requests} requests, median ${Math.round(median(side.perSecond))} req/s, ` +
          `CPU ${(side.cpuMs / side.requests).toFixed(3)} ms/req, main thread ${(side.mainCpuMs / side.requests).toFixed(3)} ms/req\n`,
      );
    }
  } finally {
    for (const side of sides) {
      await side.child.stop();
      rmSync(side.tmp, { recursive: true, force: true });
    }
  }
}

await main(process.argv.slice(2));

// Command-line options of `npm run bench` (issue 8). Parsed once, checked with clear errors, so a
// typo stops the run before a 3-minute benchmark starts.
import { parseArgs } from 'node:util';

export const USAGE = `Verity benchmark (issue 8): the real server against a bare Koa baseline, on loopback.

  npm run bench [-- options]

  --quick              smoke run: 1 s scenarios after 0.3 s warm-up, batches of 10 items, 2 at once
  --duration S         seconds measured per scenario (default 5; quick 1)
  --warmup S           seconds of warm-up per scenario, not measured (default 2; quick 0.3)
  --connections N      concurrent connections (default 50)
  --batch-items N      items per batch (default 100; quick 10)
  --concurrent-batches N  batches created at once in the concurrent run (default 10; quick 2)
  --only TEXT[,TEXT]   run only the scenarios and batches whose name contains one of the TEXTs (baselines always run)
  --source             run the server from TypeScript through tsx instead of building dist/ first
  --no-build           use the existing dist/ as is (ignored with --source)
  --cpu-prof           start the server with --cpu-prof and print its top self-time functions
  --postgres-url URL   run the PostgreSQL part on this server (its user may CREATE DATABASE);
                       default: a throwaway embedded PostgreSQL
  --no-postgres        skip the PostgreSQL part (one and two processes on one database)
  --out FILE           where to write the results (default bench/results.json; bench/ is ignored by git)
  --help               this text
`;

export interface BenchOptions {
  quick: boolean;
  durationSec: number;
  warmupSec: number;
  connections: number;
  batchItems: number;
  concurrentBatches: number;
  /** Name fragments; a scenario runs when its name contains one (undefined: all). */
  only: string[] | undefined;
  source: boolean;
  build: boolean;
  cpuProf: boolean;
  /** Run the PostgreSQL part (default true). */
  postgres: boolean;
  postgresUrl: string | undefined;
  out: string;
  help: boolean;
}

export class BenchUsageError extends Error {
  override name = 'BenchUsageError';
}

const OPTIONS = {
  quick: { type: 'boolean', default: false },
  duration: { type: 'string' },
  warmup: { type: 'string' },
  connections: { type: 'string' },
  'batch-items': { type: 'string' },
  'concurrent-batches': { type: 'string' },
  only: { type: 'string' },
  source: { type: 'boolean', default: false },
  'no-build': { type: 'boolean', default: false },
  'cpu-prof': { type: 'boolean', default: false },
  'postgres-url': { type: 'string' },
  'no-postgres': { type: 'boolean', default: false },
  out: { type: 'string' },
  help: { type: 'boolean', default: false },
} as const;

function number(raw: string | undefined, name: string, fallback: number, { min, max, integer }: { min: number; max: number; integer: boolean }): number {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(value) || value < min || value > max || (integer && !Number.isInteger(value))) {
    throw new BenchUsageError(`--${name} must be ${integer ? 'an integer' : 'a number'} from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

function onlyList(raw: string | undefined): string[] | undefined {
  const parts = (raw ?? '').split(',').map((p) => p.trim()).filter((p) => p !== '');
  return parts.length > 0 ? parts : undefined;
}

/** Parses `npm run bench -- ...` arguments; throws BenchUsageError with a message for the user. */
export function parseBenchArgs(argv: readonly string[]): BenchOptions {
  let values;
  try {
    ({ values } = parseArgs({ args: [...argv], options: OPTIONS, allowPositionals: false, strict: true }));
  } catch (err) {
    throw new BenchUsageError((err as Error).message);
  }
  const quick = values.quick;
  return {
    quick,
    durationSec: number(values.duration, 'duration', quick ? 1 : 5, { min: 0.5, max: 600, integer: false }),
    warmupSec: number(values.warmup, 'warmup', quick ? 0.3 : 2, { min: 0, max: 600, integer: false }),
    connections: number(values.connections, 'connections', 50, { min: 1, max: 1000, integer: true }),
    batchItems: number(values['batch-items'], 'batch-items', quick ? 10 : 100, { min: 1, max: 100, integer: true }),
    concurrentBatches: number(values['concurrent-batches'], 'concurrent-batches', quick ? 2 : 10, { min: 1, max: 100, integer: true }),
    only: onlyList(values.only),
    source: values.source,
    build: !values['no-build'] && !values.source,
    cpuProf: values['cpu-prof'],
    postgres: !values['no-postgres'],
    postgresUrl: values['postgres-url'],
    out: values.out ?? 'bench/results.json',
    help: values.help,
  };
}

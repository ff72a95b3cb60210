// The processes a benchmark run starts: the real server, the bare Koa baseline and the admin CLI,
// each a child process of the same Node binary, plus the RSS sampler of the server process.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** How to run one of the project's programs: compiled (dist/) or from TypeScript through tsx. */
export interface Program {
  /** Node arguments before the script's own, e.g. ['--import', 'tsx', 'server/main.ts']. */
  args: string[];
}

export function program(source: boolean, relativePath: string): Program {
  return source ? { args: ['--import', 'tsx', `${relativePath}.ts`] } : { args: [`dist/${relativePath}.js`] };
}

/** A free TCP port on loopback (the server is told its port: with LOG_LEVEL=warn it does not log it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface Child {
  process: ChildProcess;
  url: string;
  /** The last lines of the child's stderr and stdout, for error messages. */
  output(): string;
  /** Messages the child sent over its IPC channel (the server: its engine threads' peak heap on stop). */
  messages(): unknown[];
  /** SIGTERM, then SIGKILL after `graceMs`; resolves once it exited. */
  stop(graceMs?: number): Promise<void>;
}

/**
 * Starts `node [nodeArgs] program` with the environment and waits until `url` answers HTTP at all
 * (any status: the real server answers 401 without a key).
 */
export async function startChild(
  name: string,
  prog: Program,
  options: { cwd: string; env: Record<string, string>; url: string; nodeArgs?: string[]; timeoutMs?: number },
): Promise<Child> {
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), ...prog.args], {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  const messages: unknown[] = [];
  child.on('message', (m: unknown) => messages.push(m));
  let output = '';
  const keep = (d: Buffer) => {
    output = (output + d.toString()).slice(-4000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async (graceMs = 10_000) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
  };
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode} before listening:\n${output}`);
    try {
      await fetch(options.url, { signal: AbortSignal.timeout(1000) });
      return { process: child, url: options.url, output: () => output, messages: () => messages, stop };
    } catch {
      if (Date.now() > deadline) {
        await stop(1000);
        throw new Error(`${name} did not answer on ${options.url} within ${options.timeoutMs ?? 60_000} ms:\n${output}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

/** Runs a program to completion and returns its stdout; rejects with its stderr on a non-zero exit. */
export function runToCompletion(prog: Program, args: string[], options: { cwd: string; env: Record<string, string> }): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...prog.args, ...args], {
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(stdout) : reject(new Error(`${prog.args.join(' ')} ${args.join(' ')} exited with ${code}:\n${stderr}`))));
  });
}

/** Reads a `/proc/<pid>/status` field in kB (VmRSS, VmHWM); undefined where /proc is missing or the process is gone. */
export function readProcStatusKb(pid: number, field: 'VmRSS' | 'VmHWM'): number | undefined {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Samples the resident set of a process every `intervalMs`. The peak is the larger of the highest
 * VmRSS sampled and the kernel's own high-water mark VmHWM (which sees peaks between samples).
 */
export function sampleRss(pid: number, intervalMs = 200): { peakMb(): number | null; stop(): void } {
  let peakKb = 0;
  const sample = () => {
    peakKb = Math.max(peakKb, readProcStatusKb(pid, 'VmRSS') ?? 0, readProcStatusKb(pid, 'VmHWM') ?? 0);
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  timer.unref();
  return {
    peakMb() {
      sample();
      return peakKb > 0 ? Math.round(peakKb / 1024) : null;
    },
    stop: () => clearInterval(timer),
  };
}

/** Clock ticks per second of /proc/<pid>/stat times (USER_HZ: 100 on Linux for every architecture that matters). */
const USER_HZ = 100;

/**
 * CPU time (user + system, every thread, or one thread) the process has used so far, in ms, or undefined where
 * /proc is missing. Divided by the requests of a run it gives a cost per request that, unlike
 * requests/s, barely moves when other programs share the machine.
 */
export function readCpuMs(pid: number, thread?: number): number | undefined {
  try {
    // With `thread`, that thread's time alone (/proc/<pid>/task/<tid>/stat; the main thread's tid is the pid).
    const stat = readFileSync(thread === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${thread}/stat`, 'utf8');
    // Fields after the parenthesised command name (which may hold spaces); utime and stime are
    // fields 14 and 15 of the whole line, so 12 and 13 after it.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / USER_HZ;
  } catch {
    return undefined;
  }
}

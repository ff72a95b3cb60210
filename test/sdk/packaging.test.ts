// `npm install ./sdk` in a fresh project works: the package is packed with `npm pack` (whose
// prepack script compiles it, and fails if the generated-types copy is stale rather than rewriting it),
// installed from the tarball into a temporary project with `npm install --prefer-offline`, scripts
// allowed, so that an install script of ours would run and npm 11 would name it (issue 25) (dependencies
// from the npm cache the repository's own install filled where the cache can answer; a registry whose
// answers carry no cache headers leaves `--offline` nothing it may use), then the README's five-line example is
// type-checked against the published .d.ts and run against a local HTTP server.
import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completedVerification } from './fake-fetch.js';

const root = join(import.meta.dirname, '../..');
const sdk = join(root, 'sdk');
const tsc = join(root, 'node_modules/typescript/bin/tsc');
const run = promisify(execFile);

/** The README's "Verify a claim in five lines" example, run as written. */
function readmeExample(): string {
  const readme = readFileSync(join(sdk, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## Verify a claim in five lines'));
  const match = /```ts\n([\s\S]*?)```/.exec(section);
  if (!match?.[1]) throw new Error('README.md has no five-line example');
  return match[1];
}

// Proves the published types are the real ones, not \`any\`: each directive must find an error.
const typeProbe = `import { Verity, RateLimitError, type Verification } from '@verity/sdk';
const client = new Verity({ apiKey: 'k' });
// @ts-expect-error -- unknown method
void client.verify.create({ content: 'x', methods: { semantik: 1 } });
// @ts-expect-error -- not a batch status
void client.batches.list({ status: 'done' });
export function retryAfter(error: RateLimitError): number | undefined { return error.retryAfter; }
export type V = Verification['status'];
`;

const tsconfig = {
  compilerOptions: {
    target: 'ES2022',
    module: 'NodeNext',
    moduleResolution: 'NodeNext',
    lib: ['ES2023'],
    types: ['node'],
    typeRoots: [join(root, 'node_modules/@types')],
    strict: true,
    skipLibCheck: false,
    outDir: 'out',
  },
  include: ['*.ts'],
};

describe('the packed @verity/sdk in a fresh project', () => {
  const work = mkdtempSync(join(tmpdir(), 'verity-sdk-pack-'));
  const project = join(work, 'consumer');
  let tarball = '';
  let packedFiles: string[] = [];
  let server: Server;
  let seen: IncomingMessage | undefined;
  let installOutput = '';

  beforeAll(async () => {
    const packed = JSON.parse(
      execFileSync('npm', ['pack', '--json', '--pack-destination', work], { cwd: sdk, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }),
    ) as Array<{ filename: string; files: Array<{ path: string }> }>;
    tarball = join(work, packed[0]!.filename);
    packedFiles = packed[0]!.files.map((f) => f.path);

    execFileSync('mkdir', ['-p', project]);
    writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
    const installed = await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel', 'warn', tarball], { cwd: project });
    installOutput = installed.stdout + installed.stderr;
    writeFileSync(join(project, 'index.ts'), readmeExample());
    writeFileSync(join(project, 'probe.ts'), typeProbe);
    writeFileSync(join(project, 'tsconfig.json'), JSON.stringify(tsconfig, null, 2));

    server = createServer((request, response) => {
      seen = request;
      response.setHeader('Content-Type', 'application/json');
      response.setHeader('X-Request-Id', 'req_pack');
      response.end(JSON.stringify(completedVerification));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  }, 180_000);

  afterAll(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    rmSync(work, { recursive: true, force: true });
  });

  it('ships the built ESM, its declarations, the README and nothing else', () => {
    expect(packedFiles).toEqual(expect.arrayContaining(['package.json', 'README.md', 'dist/index.js', 'dist/index.d.ts', 'dist/generated/api-types.d.ts']));
    expect(packedFiles.filter((f) => !f.startsWith('dist/') && !['package.json', 'README.md'].includes(f))).toEqual([]);
    const manifest = JSON.parse(readFileSync(join(sdk, 'package.json'), 'utf8')) as { version: string; dependencies: Record<string, string> };
    const rootManifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    expect(readFileSync(join(sdk, 'src/version.ts'), 'utf8')).toContain(`'${manifest.version}'`);
    for (const [name, version] of Object.entries(manifest.dependencies)) expect(rootManifest.dependencies[name], name).toBe(version);
  });

  // Issue 25: npm 11 warned at install about a `prepare` script the README said the tarball lacked.
  it('installs without running any script of the package, as its README says', () => {
    const manifest = JSON.parse(execFileSync('tar', ['-xzOf', tarball, 'package/package.json'], { encoding: 'utf8' })) as { scripts?: Record<string, string> };
    const installScripts = ['preinstall', 'install', 'postinstall', 'prepare'];
    expect(Object.keys(manifest.scripts ?? {}).filter((name) => installScripts.includes(name))).toEqual([]);
    expect(installOutput).not.toContain('@verity/sdk');
    expect(readFileSync(join(sdk, 'README.md'), 'utf8')).toContain(`no install scripts (${installScripts.map((n) => `\`${n}\``).join(', ')})`);
  });

  it('has a README example of five lines', () => {
    expect(readmeExample().trim().split('\n')).toHaveLength(5);
  });

  it('type-checks the README example and rejects misuse through the published .d.ts', async () => {
    await expect(run(process.execPath, [tsc, '-p', project], { cwd: project })).resolves.toBeDefined();
  }, 120_000);

  it('runs the README example against a server, reading VERITY_API_KEY and VERITY_BASE_URL', async () => {
    const { port } = server.address() as AddressInfo;
    const { stdout } = await run(process.execPath, [join(project, 'out/index.js')], {
      cwd: project,
      env: { ...process.env, VERITY_API_KEY: 'vrt_live_pack', VERITY_BASE_URL: `http://127.0.0.1:${port}` },
    });
    expect(stdout.trim()).toBe('true 0.97 accept');
    expect(seen?.method).toBe('POST');
    expect(seen?.url).toBe('/v1/verify');
    expect(seen?.headers.authorization).toBe('Bearer vrt_live_pack');
    expect(seen?.headers['idempotency-key']).toMatch(/^verity-sdk-/);
  }, 60_000);
});

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');

/** Every file under `dir`, as paths relative to it (generated/docs/ holds the reference's files). */
function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(join(dir, prefix))
    .flatMap((name) => (statSync(join(dir, prefix, name)).isDirectory() ? filesUnder(dir, join(prefix, name)) : [join(prefix, name)]))
    .sort();
}

describe('generated/', () => {
  const fresh = mkdtempSync(join(tmpdir(), 'verity-generated-'));
  afterAll(() => rmSync(fresh, { recursive: true, force: true }));

  it('matches a fresh generation from spec/ byte for byte', () => {
    execFileSync(process.execPath, [join(root, 'scripts/generate.mjs'), '--out', fresh], { stdio: 'pipe' });
    const files = filesUnder(fresh);
    expect(files.filter((f) => !f.startsWith('docs/'))).toEqual(['api-types.ts', 'openapi.3.1.yaml', 'openapi.yaml']);
    expect(files, 'generated/ holds exactly what a generation writes').toEqual(filesUnder(join(root, 'generated')));
    expect(files).toContain('docs/index.html');
    for (const file of files) {
      const committed = readFileSync(join(root, 'generated', file), 'utf8');
      // A mismatch means spec/ changed without `npm run generate` (or generated/ was edited by hand).
      expect(readFileSync(join(fresh, file), 'utf8'), `generated/${file} is stale: run npm run generate`).toBe(committed);
    }
  }, 120_000);

  it('marks every generated file as generated', () => {
    // JSON has no comments: docs/openapi.json is openapi.yaml parsed (test/docs checks it is).
    for (const file of filesUnder(join(root, 'generated')).filter((f) => !f.endsWith('.json'))) {
      const head = readFileSync(join(root, 'generated', file), 'utf8').slice(0, 250);
      // generated/docs/ also holds Redoc's bundle and licences, copied by `npm run docs`.
      const header = file.startsWith('docs/redoc.')
        ? /Copied from redoc [\d.]+ \S+ by `npm run docs` \(run by `npm run generate`\)\. Do not edit by hand/
        : /Generated from spec\/\*\.tsp by `npm run generate`( \(this folder alone: `npm run docs`\))?\. Do not edit by hand/;
      expect(head, file).toMatch(header);
    }
  });
});

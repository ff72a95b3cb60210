import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');

describe('generated/', () => {
  const fresh = mkdtempSync(join(tmpdir(), 'verity-generated-'));
  afterAll(() => rmSync(fresh, { recursive: true, force: true }));

  it('matches a fresh generation from spec/ byte for byte', () => {
    execFileSync(process.execPath, [join(root, 'scripts/generate.mjs'), '--out', fresh], { stdio: 'pipe' });
    const files = readdirSync(fresh).sort();
    expect(files).toEqual(['api-types.ts', 'openapi.3.1.yaml', 'openapi.yaml']);
    for (const file of files) {
      const committed = readFileSync(join(root, 'generated', file), 'utf8');
      // A mismatch means spec/ changed without `npm run generate` (or generated/ was edited by hand).
      expect(readFileSync(join(fresh, file), 'utf8'), `generated/${file} is stale: run npm run generate`).toBe(committed);
    }
  }, 120_000);

  it('marks every generated file as generated', () => {
    for (const file of readdirSync(join(root, 'generated'))) {
      const head = readFileSync(join(root, 'generated', file), 'utf8').slice(0, 200);
      expect(head, file).toMatch(/Generated from spec\/\*\.tsp by `npm run generate`\. Do not edit by hand/);
    }
  });
});

#!/usr/bin/env node
// Copies the contract's generated types (generated/api-types.ts, the one source of truth) into
// sdk/src/generated/ so the published package is self-contained: `npm install ./sdk` or a tarball
// must not reach outside the package. The copy is committed so the root typecheck works on a fresh
// checkout; test/sdk/generated-copy.test.ts fails when it is stale.
//
// Usage: node sdk/scripts/sync-generated.mjs [--check]   (--check: exit 1 when the copy is stale)
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const sdk = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const source = join(sdk, '../generated/api-types.ts');
const target = join(sdk, 'src/generated/api-types.ts');
const header =
  '// Copied from generated/api-types.ts by `node sdk/scripts/sync-generated.mjs` (run by `npm run build` in sdk/). Do not edit.\n';

if (!existsSync(source)) {
  // Building from an unpacked tarball outside the repository: keep the committed copy.
  console.log(`sync-generated: ${source} not found; keeping ${target}`);
  process.exit(0);
}
const wanted = header + readFileSync(source, 'utf8');
const current = existsSync(target) ? readFileSync(target, 'utf8') : '';
if (process.argv.includes('--check')) {
  if (current !== wanted) {
    console.error('sdk/src/generated/api-types.ts is stale: run `npm run build` in sdk/');
    process.exit(1);
  }
} else if (current !== wanted) {
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, wanted);
  console.log('sync-generated: updated sdk/src/generated/api-types.ts');
}

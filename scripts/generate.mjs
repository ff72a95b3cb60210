#!/usr/bin/env node
// Regenerates everything in generated/ from the TypeSpec contract in spec/:
//   generated/openapi.yaml      OpenAPI 3.0: the document the server validates with
//                               (openapi-backend checks documents against a 3.0 schema)
//   generated/openapi.3.1.yaml  OpenAPI 3.1: the same contract for 3.1 tooling
//   generated/api-types.ts      openapi-typescript types used by the server and the SDK
//
// Usage: node scripts/generate.mjs [--out DIR]   (default DIR: generated/)
// test/contract/generated-drift.test.ts generates into a temporary folder and compares.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { isSeq, parseDocument, visit } from 'yaml';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outIndex = process.argv.indexOf('--out');
const outDir = resolve(outIndex > 0 ? process.argv[outIndex + 1] : join(root, 'generated'));

const header = (comment) =>
  `${comment} Generated from spec/*.tsp by \`npm run generate\`. Do not edit by hand: change the TypeSpec and regenerate.\n`;

/** Runs the TypeSpec compiler; on failure prints its diagnostics and exits. */
function compileTypeSpec(outputDir) {
  const tsp = join(root, 'node_modules/@typespec/compiler/cmd/tsp.js');
  const args = ['compile', join(root, 'spec/main.tsp'), '--config', join(root, 'spec/tspconfig.yaml'), '--output-dir', outputDir];
  try {
    execFileSync(process.execPath, [tsp, ...args], { cwd: root, stdio: 'pipe' });
  } catch (error) {
    process.stderr.write(String(error.stdout ?? '') + String(error.stderr ?? ''));
    process.exit(1);
  }
}

/**
 * OpenAPI 3.0.3 (4.7.25.x, "nullable") says an enum admits null only when `null` is listed, and
 * Ajv enforces that; the TypeSpec emitter leaves it out. Adding it keeps `verdict: null` valid.
 */
function listNullInNullableEnums(yamlText) {
  const doc = parseDocument(yamlText);
  visit(doc, {
    Map(_, node) {
      const values = node.get('enum', true);
      if (node.get('nullable') === true && isSeq(values) && !values.items.some((v) => v.value === null)) {
        values.add(doc.createNode(null));
      }
    },
  });
  return doc.toString({ lineWidth: 0 });
}

const work = mkdtempSync(join(tmpdir(), 'verity-tsp-'));
try {
  compileTypeSpec(work);
  mkdirSync(outDir, { recursive: true });
  const v30 = readFileSync(join(work, '3.0.0/openapi.yaml'), 'utf8');
  const v31 = readFileSync(join(work, '3.1.0/openapi.yaml'), 'utf8');
  writeFileSync(join(outDir, 'openapi.yaml'), header('#') + listNullInNullableEnums(v30));
  writeFileSync(join(outDir, 'openapi.3.1.yaml'), header('#') + v31);

  const ast = await openapiTS(v31, { alphabetize: false });
  writeFileSync(join(outDir, 'api-types.ts'), header('//') + astToString(ast));
} finally {
  rmSync(work, { recursive: true, force: true });
}
console.log(`generated openapi.yaml, openapi.3.1.yaml, api-types.ts in ${outDir}`);

#!/usr/bin/env node
// Regenerates everything in generated/ from the TypeSpec contract in spec/:
//   generated/openapi.yaml      OpenAPI 3.0: the document the server validates with
//                               (openapi-backend checks documents against a 3.0 schema)
//   generated/openapi.3.1.yaml  OpenAPI 3.1: the same contract for 3.1 tooling
//   generated/api-types.ts      openapi-typescript types used by the server and the SDK
//   generated/docs/             the static API reference (scripts/docs.mjs)
// and refreshes the SDK's copy of the types (sdk/src/generated/).
//
// Usage: node scripts/generate.mjs [--out DIR]   (default DIR: generated/)
// test/contract/generated-drift.test.ts generates into a temporary folder and compares.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { isMap, isSeq, parseDocument, visit } from 'yaml';

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

// The TypeSpec 1.11 emitter cannot say a few things the published document needs; each
// adjustment below is the smallest edit that says it, applied to the emitted YAML.

/**
 * OpenAPI 3.0.3 ("nullable") says an enum admits null only when `null` is listed, and Ajv
 * enforces that; the emitter leaves it out. Adding it keeps `verdict: null` valid.
 */
function listNullInNullableEnums(doc) {
  visit(doc, {
    Map(_, node) {
      const values = node.get('enum', true);
      if (node.get('nullable') === true && isSeq(values) && !values.items.some((v) => v.value === null)) {
        values.add(doc.createNode(null));
      }
    },
  });
}

/** Sealed models come out as `additionalProperties` (3.1: `unevaluatedProperties`) `{not: {}}`; `false` means the same and is what OWASP linters look for. */
function sealWithFalse(doc) {
  visit(doc, {
    Pair(_, pair) {
      const value = pair.value;
      if (['additionalProperties', 'unevaluatedProperties'].includes(pair.key?.value) && isMap(value) && value.items.length === 1 && value.get('not', true)?.items?.length === 0) {
        pair.value = doc.createNode(false);
      }
    },
  });
}

/**
 * The 3.1 emitter writes `T | null` as `anyOf: [T, {type: null}]` with T's constraints beside
 * the anyOf, where they still apply but linters look for them inside T. Move them in.
 */
function constrainNullableBranch(doc) {
  const keywords = ['maxLength', 'minLength', 'pattern', 'format', 'maxItems', 'minItems', 'minimum', 'maximum'];
  visit(doc, {
    Map(_, node) {
      const anyOf = node.get('anyOf', true);
      if (!isSeq(anyOf) || anyOf.items.length !== 2) return;
      const [branch, other] = anyOf.items;
      if (!isMap(branch) || !isMap(other) || other.get('type') !== 'null' || branch.has('$ref')) return;
      for (const keyword of keywords) {
        if (node.has(keyword)) {
          branch.set(keyword, node.get(keyword, true));
          node.delete(keyword);
        }
      }
    },
  });
}

/** The audience of every server (OWASP API9): the documented servers are public deployments. */
function markServersPublic(doc) {
  for (const server of doc.get('servers')?.items ?? []) server.set('x-internal', false);
}

/**
 * Webhook events are requests Verity sends, which TypeSpec has no syntax for: describe the
 * delivery under `webhooks` (3.1) or `x-webhooks` (3.0, as Redoc reads it).
 */
function describeWebhooks(doc, key) {
  const header = (name, description, pattern, maxLength) => ({
    name,
    in: 'header',
    required: true,
    description,
    schema: { type: 'string', maxLength, pattern },
  });
  const delivery = {
    post: {
      operationId: 'webhookEvent',
      summary: 'A webhook event',
      description: doc.getIn(['components', 'schemas', 'WebhookEvent', 'description']),
      tags: ['Webhooks'],
      security: [],
      parameters: [
        header('webhook-id', 'The event id; the same on every redelivery.', '^evt_[0-9A-Za-z]+$', 64),
        header('webhook-timestamp', 'Unix time in seconds of this attempt.', '^[0-9]+$', 12),
        header('webhook-signature', '`v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`.', '^v1,[A-Za-z0-9+/=]+( v1,[A-Za-z0-9+/=]+)*$', 1000),
      ],
      requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/WebhookEvent' } } } },
      responses: {
        '200': { description: 'Any 2xx answer within 15 seconds acknowledges the event.' },
        '400': { description: 'Any other answer (or none) is retried on the published schedule.' },
      },
    },
  };
  doc.set(key, doc.createNode({ event: delivery }));
  doc.get('tags').add(doc.createNode({ name: 'Webhooks', description: 'Events Verity POSTs to your `webhookUrl`.' }));
}

function adjust(yamlText, version) {
  const doc = parseDocument(yamlText);
  if (version === '3.0') listNullInNullableEnums(doc);
  if (version === '3.1') constrainNullableBranch(doc);
  sealWithFalse(doc);
  markServersPublic(doc);
  describeWebhooks(doc, version === '3.0' ? 'x-webhooks' : 'webhooks');
  return doc.toString({ lineWidth: 0 });
}

const work = mkdtempSync(join(tmpdir(), 'verity-tsp-'));
try {
  compileTypeSpec(work);
  mkdirSync(outDir, { recursive: true });
  const v30 = readFileSync(join(work, '3.0.0/openapi.yaml'), 'utf8');
  const v31 = readFileSync(join(work, '3.1.0/openapi.yaml'), 'utf8');
  writeFileSync(join(outDir, 'openapi.yaml'), header('#') + adjust(v30, '3.0'));
  writeFileSync(join(outDir, 'openapi.3.1.yaml'), header('#') + adjust(v31, '3.1'));

  // Types come from the 3.0 document: openapi-typescript reads its additionalProperties, while the
  // 3.1 document's unevaluatedProperties would turn free-form maps into Record<string, never>.
  const ast = await openapiTS(readFileSync(join(outDir, 'openapi.yaml'), 'utf8'), { alphabetize: false, defaultNonNullable: false });
  writeFileSync(join(outDir, 'api-types.ts'), header('//') + astToString(ast));
} finally {
  rmSync(work, { recursive: true, force: true });
}
console.log(`generated openapi.yaml, openapi.3.1.yaml, api-types.ts in ${outDir}`);

// The SDK ships its own copy of the types (sdk/scripts/sync-generated.mjs); keep it in step.
if (outDir === join(root, 'generated')) {
  execFileSync(process.execPath, [join(root, 'sdk/scripts/sync-generated.mjs')], { stdio: 'inherit' });
}

// The published reference (generated/docs/, issue 7) is built from the document just written.
execFileSync(process.execPath, [join(root, 'scripts/docs.mjs'), '--out', outDir], { stdio: 'inherit' });

#!/usr/bin/env node
// Builds the published API reference (issue 7) from generated/openapi.yaml into generated/docs/:
//   index.html                        the page the server answers GET /docs with
//   reference.css, reference.js       its style and the call that renders the reference
//   openapi.json                      generated/openapi.yaml as JSON, served at /openapi.json (JSON
//                                     has no comments, so this one file carries no header)
//   redoc.standalone.js (+ licences)  Redoc's browser bundle, copied from node_modules
// The page loads the document from /openapi.json at run time and nothing from any other host: no
// CDN, no web fonts (the theme uses the system's), so the server's CSP can allow 'self' only.
// Redoc is a devDependency: the server serves these files and never imports Redoc.
//
// Usage: node scripts/docs.mjs [--out DIR]   (default DIR: generated/; reads DIR/openapi.yaml,
// replaces DIR/docs/). `npm run generate` runs it last; test/contract/generated-drift.test.ts
// builds into a temporary folder and compares.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outIndex = process.argv.indexOf('--out');
const generatedDir = resolve(outIndex > 0 ? process.argv[outIndex + 1] : join(root, 'generated'));
const docsDir = join(generatedDir, 'docs');

const redocDir = dirname(createRequire(import.meta.url).resolve('redoc/package.json'));
const redocVersion = JSON.parse(readFileSync(join(redocDir, 'package.json'), 'utf8')).version;

const generatedLine = 'Generated from spec/*.tsp by `npm run generate` (this folder alone: `npm run docs`). Do not edit by hand: change the TypeSpec and regenerate.';
const copiedLine = (from) =>
  `Copied from redoc ${redocVersion} ${from} by \`npm run docs\` (run by \`npm run generate\`). Do not edit by hand: upgrade redoc and regenerate.`;

/** Escapes text for HTML element content and attribute values. */
function escapeHtml(text) {
  return String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
}

/** Every operation of the document, paths first, then webhooks (3.0: x-webhooks, as Redoc reads them). */
function listOperations(doc) {
  const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
  const from = (items, webhook) =>
    Object.entries(items ?? {}).flatMap(([path, item]) =>
      methods.filter((m) => item[m]).map((m) => ({ method: m.toUpperCase(), path, webhook, ...item[m] })),
    );
  return [...from(doc.paths, false), ...from(doc['x-webhooks'], true)];
}

function indexHtml(doc) {
  const title = `${doc.info.title} ${doc.info.version} reference`;
  // Without JavaScript the page still lists the operations and links the document.
  const operations = listOperations(doc)
    .map((op) => `      <li><code>${op.method} ${op.webhook ? 'webhookUrl' : escapeHtml(op.path)}</code> ${escapeHtml(op.summary ?? op.operationId)}</li>`)
    .join('\n');
  // The header comment comes before the doctype, which HTML allows without leaving standards mode.
  return `<!-- ${generatedLine} -->
<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="referrer" content="no-referrer">
    <title>${escapeHtml(title)}</title>
    <link rel="icon" href="data:,">
    <link rel="stylesheet" href="/docs/reference.css">
    <script src="/docs/redoc.standalone.js" defer></script>
    <script src="/docs/reference.js" defer></script>
  </head>
  <body>
    <div id="reference"></div>
    <noscript>
      <h1>${escapeHtml(title)}</h1>
      <p>The interactive reference needs JavaScript. The document itself: <a href="/openapi.yaml">OpenAPI 3.0 (YAML)</a>, <a href="/openapi.json">JSON</a>, <a href="/openapi.3.1.yaml">OpenAPI 3.1</a>.</p>
      <ul>
${operations}
      </ul>
    </noscript>
  </body>
</html>
`;
}

const system = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
const monospace = 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace';

// Redoc options: https://redocly.com/docs/redoc/config. No option below makes Redoc reach another host.
const redocOptions = {
  // The download button links the YAML as published, not the JSON the page reads.
  downloadDefinitionUrl: '/openapi.yaml',
  downloadFileName: 'verity-openapi.yaml',
  expandResponses: '200,201,202',
  requiredPropsFirst: true,
  jsonSampleExpandLevel: 3,
  showWebhookVerb: true,
  // The browser's own scrollbars rather than perfect-scrollbar's emulation: lighter on a long page.
  nativeScrollbars: true,
  theme: {
    typography: { fontFamily: system, headings: { fontFamily: system }, code: { fontFamily: monospace } },
    sidebar: { width: '280px' },
  },
};

function referenceJs() {
  return `// ${generatedLine}
// Renders the reference into #reference from the document the server publishes at /openapi.json.
Redoc.init('/openapi.json', ${JSON.stringify(redocOptions, null, 2)}, document.getElementById('reference'));
`;
}

function referenceCss() {
  return `/* ${generatedLine} */
html, body { margin: 0; padding: 0; }
body { font-family: ${system}; }
noscript { display: block; padding: 1rem 2rem; }
`;
}

/**
 * Redoc's bundle, with two edits so that the page asks nothing of another host and nothing this
 * server does not have: the sidebar's "API docs by Redocly" link shows Redocly's logo from
 * cdn.redoc.ly, which becomes an empty data: image (Redoc hides an image that fails to load; the
 * link stays); and the 3.9 MB source map is not shipped, so its reference goes.
 */
function redocBundle() {
  const bundle = readFileSync(join(redocDir, 'bundles/redoc.standalone.js'), 'utf8');
  const logo = 'src:"https://cdn.redoc.ly/redoc/logo-mini.svg"';
  if (bundle.split(logo).length !== 2) throw new Error(`redoc ${redocVersion}: the logo URL is not where scripts/docs.mjs expects it; update redocBundle()`);
  return bundle.replace(logo, 'src:"data:,"').replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n');
}

const doc = parse(readFileSync(join(generatedDir, 'openapi.yaml'), 'utf8'));
rmSync(docsDir, { recursive: true, force: true });
mkdirSync(docsDir, { recursive: true });
const files = {
  'index.html': indexHtml(doc),
  // Parsing the 190 kB YAML takes about a second, too long for the server to do on a request.
  'openapi.json': JSON.stringify(doc, null, 2) + '\n',
  'reference.css': referenceCss(),
  'reference.js': referenceJs(),
  'redoc.standalone.js': `/* ${copiedLine('bundles/redoc.standalone.js')} */\n` + redocBundle(),
  // The bundle's third-party notices, and Redoc's own MIT licence, travel with it.
  'redoc.standalone.js.LICENSE.txt': `${copiedLine('bundles/redoc.standalone.js.LICENSE.txt')}\n\n` + readFileSync(join(redocDir, 'bundles/redoc.standalone.js.LICENSE.txt'), 'utf8'),
  'redoc.LICENSE.txt': `${copiedLine('LICENSE')}\n\n` + readFileSync(join(redocDir, 'LICENSE'), 'utf8'),
};
for (const [name, text] of Object.entries(files)) writeFileSync(join(docsDir, name), text);
console.log(`generated the API reference (redoc ${redocVersion}) in ${docsDir}`);

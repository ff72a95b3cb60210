#!/usr/bin/env node
// Builds the review page's Markdown parser (issue 25) into web/review/:
//   markdown-parser.js             one ES module: parseMarkdown(content), the mdast syntax tree of
//                                  CommonMark plus GFM tables, every node with its source offsets
//                                  (mdast-util-from-markdown on micromark)
//   markdown-parser.licenses.txt   the licence of every package in it
// The page has no build of its own: the server serves web/review/ as it is, and this one file is
// the only part made by a tool, because micromark is some forty small ES modules that import each
// other by package name, which a browser cannot resolve without an import map (an inline script
// the page's CSP forbids). The packages are devDependencies: the server never imports them.
// Not minified, so a reviewer of a change can read what the page runs.
//
// Usage: node scripts/review-bundle.mjs [--out DIR]   (default DIR: web/review/). npm run
// review:bundle runs it; test/escalations/review-bundle.test.ts builds into a temporary folder
// and compares, so an upgrade that was not rebuilt fails.
import { build } from 'esbuild';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outIndex = process.argv.indexOf('--out');
const outDir = resolve(outIndex > 0 ? process.argv[outIndex + 1] : join(root, 'web/review'));

// The options live here, not in the page: the offsets the page maps steps with depend on them.
// Only tables of GFM: its strikethrough reads a single `~` ("~5 km") as a deletion, and its
// autolinks would make links of bare text; neither is worth misreading a model's answer.
const entry = `
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';

/** The mdast tree of \`content\`: every node has position.start.offset and position.end.offset. */
export function parseMarkdown(content) {
  return fromMarkdown(content, { extensions: [gfmTable()], mdastExtensions: [gfmTableFromMarkdown()] });
}
`;

const result = await build({
  stdin: { contents: entry, resolveDir: root, sourcefile: 'markdown-parser-entry.js', loader: 'js' },
  bundle: true,
  write: false,
  outfile: 'markdown-parser.js',
  format: 'esm',
  // Neutral, not browser: the browser build of decode-named-character-reference decodes entities
  // through innerHTML; the default one looks them up in a table and touches no DOM.
  platform: 'neutral',
  target: 'es2022',
  legalComments: 'none',
  metafile: true,
  logLevel: 'silent',
});

/** The packages whose code is in the bundle (esbuild reads some that tree shaking then drops). */
function bundledPackages(metafile) {
  const names = new Set();
  for (const [input, { bytesInOutput }] of Object.entries(Object.values(metafile.outputs)[0].inputs)) {
    const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input);
    if (match && bytesInOutput > 0) names.add(match[1]);
  }
  return [...names].sort().map((name) => {
    const dir = join(root, 'node_modules', name);
    const { version, license } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    const file = readdirSync(dir).find((f) => /^licen[sc]e/i.test(f));
    if (!file) throw new Error(`${name} has no licence file to ship with the bundle`);
    return { name, version, license, text: readFileSync(join(dir, file), 'utf8').trim() };
  });
}

const packages = bundledPackages(result.metafile);
const top = ['mdast-util-from-markdown', 'micromark-extension-gfm-table', 'mdast-util-gfm-table'].map(
  (name) => `${name} ${packages.find((p) => p.name === name).version}`,
);
const header = [
  `// Bundled from ${top.join(', ')} and their dependencies by`,
  '// `npm run review:bundle` (scripts/review-bundle.mjs). Do not edit by hand: upgrade the packages and rebuild.',
  `// Licences: markdown-parser.licenses.txt (${packages.length} packages, ${[...new Set(packages.map((p) => p.license))].join(', ')}).`,
  '',
].join('\n');
writeFileSync(join(outDir, 'markdown-parser.js'), header + result.outputFiles[0].text);

const licences = packages.map((p) => `${p.name} ${p.version} (${p.license})\n\n${p.text}\n`).join(`\n${'-'.repeat(72)}\n\n`);
writeFileSync(
  join(outDir, 'markdown-parser.licenses.txt'),
  `The licences of the packages bundled into markdown-parser.js by \`npm run review:bundle\`.\n\n${'-'.repeat(72)}\n\n${licences}`,
);

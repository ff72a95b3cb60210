// The review page's Markdown parser is the one file of web/review/ a tool makes
// (scripts/review-bundle.mjs, issue 25): it must be what the locked packages build, so an upgrade
// without `npm run review:bundle` fails here, and the page must run it without a DOM.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');

describe('web/review/markdown-parser.js', () => {
  const fresh = mkdtempSync(join(tmpdir(), 'verity-review-bundle-'));
  afterAll(() => rmSync(fresh, { recursive: true, force: true }));

  it('matches a fresh build from the locked packages byte for byte, with their licences', () => {
    execFileSync(process.execPath, [join(root, 'scripts/review-bundle.mjs'), '--out', fresh], { stdio: 'pipe' });
    for (const file of ['markdown-parser.js', 'markdown-parser.licenses.txt']) {
      expect(readFileSync(join(fresh, file), 'utf8'), `web/review/${file} is stale: run npm run review:bundle`).toBe(readFileSync(join(root, 'web/review', file), 'utf8'));
    }
    const bundle = readFileSync(join(root, 'web/review/markdown-parser.js'), 'utf8');
    expect(bundle.slice(0, 300)).toMatch(/^\/\/ Bundled from mdast-util-from-markdown [\d.]+, .* Do not edit by hand/s);
    // The DOM build of the entity decoder (innerHTML) is not the one bundled.
    expect(bundle).not.toMatch(/innerHTML|createElement/);
    const licences = readFileSync(join(root, 'web/review/markdown-parser.licenses.txt'), 'utf8');
    expect(licences).toMatch(/^micromark [\d.]+ \(MIT\)$/m);
  });

  it('parses Markdown with tables into a tree whose every node keeps its source offsets', async () => {
    const { parseMarkdown } = await import('../../web/review/markdown-parser.js' as string);
    const content = 'A *b* `c`\n\n| x | y |\n|---|---|\n| 1 | 2 |';
    const tree = parseMarkdown(content);
    expect(tree.children.map((n: { type: string }) => n.type)).toEqual(['paragraph', 'table']);
    const offsets: Array<[string, string]> = [];
    const visit = (node: any) => {
      expect(node.position?.start?.offset, node.type).toBeTypeOf('number');
      if (typeof node.value === 'string') offsets.push([node.value, content.slice(node.position.start.offset, node.position.end.offset)]);
      node.children?.forEach(visit);
    };
    visit(tree);
    expect(offsets).toEqual([['A ', 'A '], ['b', 'b'], [' ', ' '], ['c', '`c`'], ['x', 'x'], ['y', 'y'], ['1', '1'], ['2', '2']]);
  });
});

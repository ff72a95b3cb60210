// The review page (issues 16 and 25): a static HTML and JavaScript page at /review, from
// web/review/, that lists the organization's open escalations a page at a time, shows the open
// one's content with its checked statements marked, and resolves them through the public API with
// the key a reviewer types in. It holds no logic of its own beyond rendering: every rule is the
// API's. Like the reference it is public (the data is not: the page asks the API, with the key,
// for it). One file is built (web/review/markdown-parser.js, npm run review:bundle); the rest is
// served as written.
import type Router from '@koa/router';
import type Koa from 'koa';
import { readFileSync, readdirSync } from 'node:fs';
import { extname, join } from 'node:path';
import { ApiError } from '../../errors.js';
import { publish, PUBLISHED_TYPES, REVALIDATE, sendPublished, type PublishedFile } from './published-files.js';
import type { VerityState } from '../types.js';

// Everything comes from this server and no inline script or style may run; the page talks only to
// the API of the same origin. The key never leaves memory, so nothing is stored for a policy to guard.
export const REVIEW_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** Reads web/review/ of the project at `rootDir`: index.html at /review, the rest at /review/<name>. */
function loadReviewPage(rootDir: string): Map<string, PublishedFile> {
  const dir = join(rootDir, 'web/review');
  const files = new Map<string, PublishedFile>();
  for (const name of readdirSync(dir)) {
    const type = PUBLISHED_TYPES[extname(name)];
    // Revalidated every time: a deployment changes page and script together.
    if (type) files.set(name === 'index.html' ? '/review' : `/review/${name}`, publish(readFileSync(join(dir, name)), type, REVALIDATE));
  }
  if (!files.has('/review')) throw new Error(`${dir}/index.html is missing`);
  return files;
}

const loaded = new Map<string, Map<string, PublishedFile>>();

function serve(rootDir: string): Koa.Middleware<VerityState> {
  return async (ctx) => {
    let files = loaded.get(rootDir);
    if (!files) loaded.set(rootDir, (files = loadReviewPage(rootDir)));
    // @koa/router matches /review/ as /review (non-strict), so both serve the page.
    const path = ctx.path.length > 1 && ctx.path.endsWith('/') ? ctx.path.slice(0, -1) : ctx.path;
    const file = files.get(path);
    if (!file) throw new ApiError('not_found', { message: 'No such file of the review page; the page is at /review.' });
    ctx.set('Content-Security-Policy', REVIEW_CSP);
    ctx.set('Referrer-Policy', 'no-referrer');
    sendPublished(ctx, file);
  };
}

/** Registers GET (and HEAD) /review and /review/:file, with no authentication and no rate limit. */
export function registerReviewPage(router: Router<VerityState>, rootDir: string): void {
  const handler = serve(rootDir) as never;
  for (const path of ['/review', '/review/:file']) router.register(path, ['GET'], [handler], { name: `review page ${path}` });
}

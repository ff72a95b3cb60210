// The published reference (issue 7): the HTML reference built by `npm run docs` into
// generated/docs/, served at /docs, and the contract as published at /openapi.yaml (the 3.0
// document byte for byte), /openapi.json (the same as JSON, written by `npm run docs`) and
// /openapi.3.1.yaml. They are public: the router registers them without authentication and
// outside the /v1 rate limit.
//
// Files are read once per root folder on the first request and kept in memory with a gzip copy
// and an ETag (server/http/public/published-files.ts), so a browser revalidates with a 304 instead of
// downloading Redoc's 1.1 MB again.
import type Router from '@koa/router';
import type Koa from 'koa';
import { readFileSync, readdirSync } from 'node:fs';
import { extname, join } from 'node:path';
import { ApiError } from '../../errors.js';
import { ASSET, publish, PUBLISHED_TYPES as TYPES, REVALIDATE, sendPublished, type PublishedFile } from './published-files.js';
import type { VerityState } from '../types.js';

// The reference page runs Redoc's bundle and reference.js from /docs and reads /openapi.json:
// everything comes from this server, and nothing inline may run as script. Two allowances, both
// for Redoc: its styled-components create <style> elements at run time and fill them through the
// CSSOM (without 'unsafe-inline' it throws and nothing renders; a nonce would make the page differ
// per request, and Redoc's style-loader runs before a nonce could reach it), and its search index
// runs in a worker it creates from a blob: URL.
export const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  'worker-src blob:',
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** Reads the published files of the project at `rootDir`, keyed by the path they are served at. */
function loadPublished(rootDir: string): Map<string, PublishedFile> {
  const generated = join(rootDir, 'generated');
  const docsDir = join(generated, 'docs');
  const files = new Map<string, PublishedFile>();
  let names: string[];
  try {
    names = readdirSync(docsDir);
  } catch (err) {
    throw new Error(`${docsDir} is missing: run npm run docs`, { cause: err });
  }
  for (const name of names) {
    const type = TYPES[extname(name)];
    if (type) files.set(`/docs/${name}`, publish(readFileSync(join(docsDir, name)), type, name === 'index.html' ? REVALIDATE : ASSET));
  }
  const index = files.get('/docs/index.html');
  if (!index) throw new Error(`${docsDir}/index.html is missing: run npm run docs`);
  files.set('/docs', index);

  files.set('/openapi.yaml', publish(readFileSync(join(generated, 'openapi.yaml')), 'application/yaml', REVALIDATE));
  // npm run docs writes the JSON: parsing the YAML here would hold the event loop for a second.
  files.set('/openapi.json', publish(readFileSync(join(docsDir, 'openapi.json')), 'application/json; charset=utf-8', REVALIDATE));
  files.set('/openapi.3.1.yaml', publish(readFileSync(join(generated, 'openapi.3.1.yaml')), 'application/yaml', REVALIDATE));
  return files;
}

const loaded = new Map<string, Map<string, PublishedFile>>();

function published(rootDir: string): Map<string, PublishedFile> {
  let files = loaded.get(rootDir);
  if (!files) {
    files = loadPublished(rootDir);
    loaded.set(rootDir, files);
  }
  return files;
}

function serve(rootDir: string): Koa.Middleware<VerityState> {
  return async (ctx) => {
    // @koa/router matches /docs/ as /docs (non-strict), so both serve the page.
    const path = ctx.path.length > 1 && ctx.path.endsWith('/') ? ctx.path.slice(0, -1) : ctx.path;
    const file = published(rootDir).get(path);
    if (!file) throw new ApiError('not_found', { message: 'No such file of the API reference; the reference is at /docs.' });
    // The page (index.html) always revalidates; the bundle may be reused for an hour (ASSET).
    if (path.startsWith('/docs')) {
      ctx.set('Content-Security-Policy', DOCS_CSP);
      ctx.set('Referrer-Policy', 'no-referrer');
    }
    sendPublished(ctx, file);
  };
}

/**
 * Registers GET (and HEAD) /docs, /docs/:file, /openapi.yaml, /openapi.json and /openapi.3.1.yaml
 * on `router`, with no authentication and no rate limit: the reference is public (issue 7).
 */
export function registerDocsRoutes(router: Router<VerityState>, rootDir: string): void {
  const handler = serve(rootDir) as never;
  for (const path of ['/docs', '/docs/:file', '/openapi.yaml', '/openapi.json', '/openapi.3.1.yaml']) {
    router.register(path, ['GET'], [handler], { name: `published ${path}` });
  }
}

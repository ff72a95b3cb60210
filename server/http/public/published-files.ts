// Static files the server publishes without authentication (the API reference of issue 7, the
// review page of issue 16): held in memory with a gzip copy and a strong ETag, answered with 304
// when the browser's copy is fresh.
import type Koa from 'koa';
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';

export interface PublishedFile {
  body: Buffer;
  gzip: Buffer | undefined;
  type: string;
  etag: string;
  cacheControl: string;
}

export const PUBLISHED_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/** Always revalidate (pages and documents a deployment changes at once). */
export const REVALIDATE = 'public, no-cache';
/** May be reused for an hour (bundles whose URL does not change with their version). */
export const ASSET = 'public, max-age=3600';

/** Prepares a file for serving: its ETag and, when worth it, a gzip copy. */
export function publish(body: Buffer, type: string, cacheControl: string): PublishedFile {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  // Small files are not worth compressing; text compresses to about a third.
  const gzip = body.length >= 1024 ? gzipSync(body) : undefined;
  return { body, gzip, type, etag, cacheControl };
}

/** Answers with `file` (or 304 when the request's validator matches), gzipped when the client takes it. */
export function sendPublished(ctx: Koa.Context, file: PublishedFile): void {
  ctx.set('Cache-Control', file.cacheControl);
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('Vary', 'Accept-Encoding');
  const gzip = file.gzip && ctx.acceptsEncodings('gzip', 'identity') === 'gzip';
  // A strong ETag names one representation, so the gzip copy has its own.
  ctx.set('ETag', gzip ? file.etag.replace(/"$/, '-gz"') : file.etag);
  ctx.status = 200;
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }
  // Set as written: Koa's `ctx.type` would add a charset to application/yaml (RFC 9512 defines none).
  ctx.set('Content-Type', file.type);
  if (gzip) ctx.set('Content-Encoding', 'gzip');
  ctx.body = gzip ? file.gzip : file.body;
}

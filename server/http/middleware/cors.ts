// CORS (DECISIONS.md "CORS"): API keys travel in a header, never a cookie, so any origin may call
// the API. Every response carries `Access-Control-Allow-Origin: *` and exposes our headers; an
// OPTIONS preflight on a known path answers 204 with its methods and the request headers we read.
import type Koa from 'koa';

const EXPOSED = ['X-Request-Id', 'X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset', 'Retry-After', 'Idempotent-Replayed'].join(', ');
const ALLOWED_REQUEST_HEADERS = ['Authorization', 'Content-Type', 'Idempotency-Key'].join(', ');

/** The headers every response carries. */
export function setCorsHeaders(ctx: Koa.Context): void {
  ctx.set('Access-Control-Allow-Origin', '*');
  ctx.set('Access-Control-Expose-Headers', EXPOSED);
}

/**
 * Answers an OPTIONS preflight on a known path with 204 and returns true; false for any other
 * request. `allowedMethods(path)` lists the methods of the route at `path`, or [] when there is
 * none; `showRateLimit(ctx)` adds `X-RateLimit-*` to a preflight that carries a valid key (uncounted).
 */
export async function answerPreflight(ctx: Koa.Context, allowedMethods: (path: string) => string[], showRateLimit: (ctx: Koa.Context) => Promise<void>): Promise<boolean> {
  if (ctx.method !== 'OPTIONS') return false;
  const methods = allowedMethods(ctx.path);
  if (methods.length === 0) return false;
  ctx.status = 204;
  ctx.set('Allow', [...methods, 'OPTIONS'].join(', '));
  ctx.set('Access-Control-Allow-Methods', methods.join(', '));
  ctx.set('Access-Control-Allow-Headers', ALLOWED_REQUEST_HEADERS);
  ctx.set('Access-Control-Max-Age', '600');
  await showRateLimit(ctx);
  return true;
}

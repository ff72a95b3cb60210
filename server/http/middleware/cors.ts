// CORS (DECISIONS.md "CORS"): API keys travel in a header, never a cookie, so any origin may call
// the API. Every response carries `Access-Control-Allow-Origin: *` and exposes our headers; an
// OPTIONS preflight on a known path answers 204 with its methods and the request headers we read.
import type Koa from 'koa';
import type { VerityState } from '../types.js';

const EXPOSED = ['X-Request-Id', 'X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset', 'Retry-After', 'Idempotent-Replayed'];
const ALLOWED_REQUEST_HEADERS = ['Authorization', 'Content-Type', 'Idempotency-Key'];

/**
 * `allowedMethods(path)` lists the methods of the route at `path`, or [] when there is none;
 * `showRateLimit(ctx)` adds `X-RateLimit-*` to a preflight that carries a valid key (uncounted).
 */
export function cors(allowedMethods: (path: string) => string[], showRateLimit: (ctx: Koa.Context) => Promise<void> = async () => undefined): Koa.Middleware<VerityState> {
  return async (ctx, next) => {
    ctx.set('Access-Control-Allow-Origin', '*');
    ctx.set('Access-Control-Expose-Headers', EXPOSED.join(', '));
    if (ctx.method === 'OPTIONS') {
      const methods = allowedMethods(ctx.path);
      if (methods.length > 0) {
        ctx.status = 204;
        ctx.set('Allow', [...methods, 'OPTIONS'].join(', '));
        ctx.set('Access-Control-Allow-Methods', methods.join(', '));
        ctx.set('Access-Control-Allow-Headers', ALLOWED_REQUEST_HEADERS.join(', '));
        ctx.set('Access-Control-Max-Age', '600');
        await showRateLimit(ctx);
        return;
      }
    }
    await next();
  };
}

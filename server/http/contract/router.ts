// Binds the contract to Koa: one route per operation of generated/openapi.yaml, whose steps are
// put together once, when the server starts, from what that operation needs (issue 24):
//   authenticate → rate limit → read body (only operations that take one) → idempotency (only
//   creating POSTs) → validate → handler (http/handlers/index.ts).
// Unknown paths answer 404 not_found; known paths with another method 405 method_not_allowed.
// Under /v1 a request carrying an Authorization header goes through authenticate → rate limit
// first, so those answers count and carry X-RateLimit-* like any other (issue 16); OPTIONS
// answers show the budget of a valid key without counting.
// The published reference (/docs, /openapi.*; server/http/public/docs.ts) and the review page
// (/review; server/http/public/review-page.ts) are registered beside them, outside that chain:
// they are public.
//
// @koa/router holds the routes and their path patterns (the same matching as ever: not case
// sensitive, one trailing slash allowed); `dispatch` looks the request up among the routes of
// its method and runs the one route's steps, instead of the router's per-request matching over
// every route and composition of a middleware chain (issue 24: profiles put a GET's time in such
// layers).
import Router, { type Layer } from '@koa/router';
import type Koa from 'koa';
import type { AppDeps } from '../../app-deps.js';
import { ApiError, validationError } from '../../errors.js';
import { acceptsIdempotencyKey, multipartFileFields, toRouterPath, type Contract, type Operation } from './document.js';
import { registerDocsRoutes } from '../public/docs.js';
import { registerReviewPage } from '../public/review-page.js';
import { authenticate, organizationOfRequest } from '../middleware/authenticate.js';
import { parseBody } from './body.js';
import { createRequestValidator } from './request-validator.js';
import { idempotency } from './idempotency.js';
import { rateLimit, showRateLimit } from '../middleware/rate-limit.js';
import { JsonText, type ApiRequest, type Handlers, type OperationHandler, type OperationId, type VerityState } from '../types.js';
import { toFieldErrors } from './field-errors.js';

export interface RouterDeps extends Pick<AppDeps, 'accounts' | 'idempotency' | 'config'> {
  contract: Contract;
  handlers: Handlers;
}

type Ctx = Koa.ParameterizedContext<VerityState>;

type Step = (ctx: Ctx) => Promise<void>;

/** Validates the request against its operation, then runs the handler and writes its response. */
function validateAndHandle(operation: Operation, { handle, onInvalid }: OperationHandler<OperationId>, deps: RouterDeps): Step {
  const operationId = operation.operationId as OperationId;
  const fileFields = multipartFileFields(deps.contract, operationId);
  const validate = createRequestValidator(deps.contract, operation);
  return async (ctx: Ctx) => {
    const body = ctx.state.body!;
    // Files are validated as their names (binary fields accept any string) so unknown file fields
    // are caught; their presence is checked here because openapi-backend cannot see files.
    const validated =
      fileFields.length > 0 && isRecord(body.value)
        ? { ...body.value, ...Object.fromEntries(Object.values(body.files).map((f) => [f.fieldName, f.fileName])) }
        : body.value;
    const result = validatePercentEncoded(() =>
      validate({
        method: ctx.method,
        path: ctx.path,
        querystring: ctx.querystring,
        // Parsed only when there is a query string to parse (Koa parses on each read).
        query: ctx.querystring === '' ? {} : (ctx.query as Record<string, string | string[]>),
        headers: ctx.headers,
        params: ctx.state.params ?? {},
        body: validated,
      }),
    );
    const fileErrors = fileFields.length === 0 ? [] : missingFiles(fileFields, body);
    if (!result.valid || fileErrors.length > 0) {
      const details = [...fileErrors, ...toFieldErrors(result.errors ?? [], operation)];
      const replacement = onInvalid ? await onInvalid(details, requestOf(ctx, operationId, body)) : undefined;
      if (!replacement) throw validationError(details);
      return send(ctx, replacement);
    }
    const coerced = result.coerced as { params?: Record<string, unknown>; query?: Record<string, unknown> } | undefined;
    send(ctx, await handle(requestOf(ctx, operationId, body, coerced?.params ?? {}, coerced?.query ?? {})));
  };
}

/**
 * What a handler is given, built as one object literal: spreading a shared part into a second
 * object (`{ ...base, params, query, body }`) took V8's slow path, about 6 µs of every request
 * (issue 24's GET profile: the most self time of our code).
 */
function requestOf(ctx: Ctx, operationId: OperationId, body: NonNullable<VerityState['body']>, params: Record<string, unknown> = {}, query: Record<string, unknown> = {}): ApiRequest<OperationId> {
  return {
    operationId,
    requestId: ctx.state.requestId,
    organization: ctx.state.organization!,
    params,
    query,
    headers: ctx.headers,
    body: body.value,
    files: body.files,
    rawBody: body.raw,
    idempotencyKey: ctx.get('Idempotency-Key') || undefined,
    ctx,
  } as ApiRequest<OperationId>;
}

/** The file fields of a multipart operation that are missing, or were sent as text. */
function missingFiles(fileFields: ReturnType<typeof multipartFileFields>, body: NonNullable<VerityState['body']>): Array<{ field: string; message: string }> {
  const fields = isRecord(body.value) ? body.value : {};
  return fileFields.flatMap(({ name, required }) =>
    body.files[name] !== undefined
      ? []
      : name in fields
        ? [{ field: name, message: 'must be a file, not a text field' }]
        : required
          ? [{ field: name, message: 'is required: attach a file in this form field' }]
          : [],
  );
}

// openapi-backend decodes path parameters with decodeURIComponent, which throws URIError on a
// malformed escape (`/v1/batch/%E0%A4%A`); that is the caller's mistake, not a 500 (issue 9).
function validatePercentEncoded<T>(validate: () => T): T {
  try {
    return validate();
  } catch (err) {
    if (err instanceof URIError) throw validationError([{ field: 'path', message: 'is not valid percent-encoding' }], 'The request path is not valid percent-encoding.');
    throw err;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** What Koa sets for a JSON body it serialises itself. */
const JSON_TYPE = 'application/json; charset=utf-8';

function send(ctx: Ctx, response: { status: unknown; body: unknown; headers?: Record<string, string>; contentType?: string }): void {
  ctx.status = Number(response.status);
  for (const [name, value] of Object.entries(response.headers ?? {})) ctx.set(name, value);
  if (response.body instanceof JsonText) {
    // The type first: Koa would otherwise sniff the string for HTML before we overwrite its guess.
    ctx.type = JSON_TYPE;
    ctx.body = response.body.text;
    return;
  }
  ctx.body = response.body;
  // A streamed file: Koa would call a stream application/octet-stream.
  if (response.contentType !== undefined) ctx.type = response.contentType;
}

export interface BuiltRouter {
  /** Runs the route the request matches; for what no route matches, 405 with Allow for a known path, else 404. */
  dispatch(ctx: Ctx): Promise<void>;
  /** The methods served at `path` ([] for an unknown path), for 405 and CORS preflights. */
  allowedMethods(path: string): string[];
  /** Sets `X-RateLimit-*` when the request carries a valid key, counting nothing and refusing nothing (OPTIONS). */
  showRateLimit(ctx: Koa.Context): Promise<void>;
}

const isV1 = (path: string) => path === '/v1' || path.startsWith('/v1/');

/** What one operation runs, put together once: only the steps it needs, in the order of the header. */
function operationSteps(operation: Operation, handler: OperationHandler<OperationId>, deps: RouterDeps, admit: Step): Step {
  const operationId = operation.operationId as OperationId;
  const readBody = parseBody(operation);
  const handle = validateAndHandle(operation, handler, deps);
  const keyed = acceptsIdempotencyKey(operation) ? idempotency(deps.idempotency, operationId) : undefined;
  return async (ctx) => {
    ctx.state.operationId = operationId;
    await admit(ctx);
    await readBody(ctx);
    await (keyed ? keyed(ctx, () => handle(ctx)) : handle(ctx));
  };
}

/** Builds the routes of every operation of the contract and of the public pages. */
export function buildRouter(deps: RouterDeps): BuiltRouter {
  const router = new Router<VerityState>();
  const authenticated = authenticate(deps.accounts);
  const limited = rateLimit(deps.accounts);
  const admit: Step = async (ctx) => {
    await authenticated(ctx);
    await limited(ctx);
  };
  for (const operation of deps.contract.getOperations()) {
    const operationId = operation.operationId as OperationId | undefined;
    if (!operationId) throw new Error(`${operation.method.toUpperCase()} ${operation.path} has no operationId`);
    const handler = deps.handlers[operationId] as OperationHandler<OperationId> | undefined;
    if (!handler) throw new Error(`No handler for operation ${operationId}`);
    router.register(toRouterPath(operation.path), [operation.method.toUpperCase()], operationSteps(operation, handler, deps, admit) as never, { name: operationId });
  }
  // GET /docs, /openapi.yaml, /openapi.json, /openapi.3.1.yaml: public, so no authentication and
  // no rate limit (issue 7).
  registerDocsRoutes(router, deps.config.rootDir);
  // GET /review: the review page (issue 16), public like the reference; it calls the API with a key.
  registerReviewPage(router, deps.config.rootDir);

  // OpenAPI 3.0 "Path Templating Matching": a concrete path is matched before a templated one, so
  // `/v1/batch/upload` is that path only, never `/v1/batch/{id}` with the id "upload": `GET` there
  // is 405 with `Allow: POST`, not getBatch's 404 (issue 25). The methods of each concrete path:
  const concrete = new Map<string, string[]>();
  for (const layer of router.stack) {
    if (layer.paramNames.length === 0) concrete.set(layer.path as string, [...(concrete.get(layer.path as string) ?? []), ...layer.methods]);
  }
  // The router is not strict about one trailing slash; neither is this look-up.
  const concreteMethods = (path: string) => concrete.get(path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path);
  const allowedMethods = (path: string) => concreteMethods(path) ?? [...new Set(router.match(path, 'GET').path.flatMap((layer) => layer.methods))];
  // The routes of each method (GET's serve HEAD too), in the order they were registered, as the router tries them.
  const routesOf = new Map<string, Layer<VerityState>[]>();
  for (const layer of router.stack) for (const method of layer.methods) routesOf.set(method, [...(routesOf.get(method) ?? []), layer as Layer<VerityState>]);

  const showLimit = async (ctx: Koa.Context) => {
    const org = await organizationOfRequest(deps.accounts, ctx);
    if (org) await showRateLimit(ctx, deps.accounts, org);
  };
  const answer = (ctx: Ctx) => {
    const methods = allowedMethods(ctx.path);
    if (methods.length > 0) {
      const allowed = methods.join(', ');
      throw new ApiError('method_not_allowed', {
        message: `${ctx.method} is not allowed on this path; allowed: ${allowed}.`,
        headers: { Allow: allowed },
      });
    }
    throw new ApiError('not_found', { message: 'No endpoint matches this path; see the API reference for the paths of v1.' });
  };
  const fallback = async (ctx: Ctx) => {
    // An OPTIONS on no route of /v1 still shows a valid key's budget, uncounted, before its 404.
    if (isV1(ctx.path) && ctx.method === 'OPTIONS') await showLimit(ctx);
    else if (isV1(ctx.path) && ctx.get('Authorization') !== '') await admit(ctx);
    answer(ctx);
  };
  const dispatch = (ctx: Ctx): Promise<void> => {
    const path = ctx.path;
    // A method the concrete path does not serve goes to the fallback (405) before a templated route can take it.
    const methods = concreteMethods(path);
    if (methods === undefined || methods.includes(ctx.method)) {
      for (const layer of routesOf.get(ctx.method) ?? []) {
        if (!layer.match(path)) continue;
        ctx.state.params = layer.params(path, layer.captures(path)) as Record<string, string>;
        ctx.state.route = layer.path as string;
        return (layer.stack[0] as unknown as Step)(ctx);
      }
    }
    return fallback(ctx);
  };
  return { dispatch, allowedMethods, showRateLimit: showLimit };
}

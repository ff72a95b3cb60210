// The shapes handlers are written against, typed from the generated contract
// (generated/api-types.ts), so a handler that returns a body the contract does not allow fails
// the type check.
import type Koa from 'koa';
import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import type { components, operations } from '../../generated/api-types.js';
import type { Organization } from '../accounts/organizations.js';

/**
 * The operations the server answers. `webhookEvent` (under `x-webhooks`) is a request Verity
 * sends to callers, not one it serves.
 */
export type OperationId = Exclude<keyof operations, 'webhookEvent'>;
export type Schemas = components['schemas'];

type Op<K extends OperationId> = operations[K];
type ParamsIn<K extends OperationId, Where extends 'path' | 'query' | 'header'> = [NonNullable<Op<K>['parameters'][Where]>] extends [never]
  ? Record<string, never>
  : NonNullable<Op<K>['parameters'][Where]>;
type ContentOf<R> = R extends { content: infer C } ? C[keyof C] : undefined;

/** The request body of an operation as the contract describes it (after validation). */
export type RequestBody<K extends OperationId> = Op<K> extends { requestBody: infer R } ? ContentOf<R> : undefined;

/** The media types other than JSON a response documents (files, e.g. `text/csv`). */
type FileMediaType<R> = R extends { content: infer C } ? Exclude<keyof C, 'application/json'> & string : never;

/**
 * A JSON body already serialised (a cached rendering, issue 17), sent as it is. `T` is the body it
 * holds, so a handler still cannot answer what the contract does not allow for its response.
 */
export class JsonText<T> {
  declare private readonly body?: T;
  constructor(readonly text: string) {}
}

/**
 * One documented response of an operation: its status and the body the contract allows for it.
 * A response that documents a file media type may instead stream that file (`contentType`).
 */
export type ApiResponse<K extends OperationId> = {
  [S in keyof Op<K>['responses']]:
    | {
        status: S;
        body: Op<K>['responses'][S] extends { content: { 'application/json': infer B } } ? B | JsonText<B> : never;
        /** Extra response headers; the standard ones (request id, rate limit) are set by middleware. */
        headers?: Record<string, string>;
      }
    | ([FileMediaType<Op<K>['responses'][S]>] extends [never]
        ? never
        : { status: S; contentType: FileMediaType<Op<K>['responses'][S]>; body: Readable; headers?: Record<string, string> });
}[keyof Op<K>['responses']];

/** A file of a multipart request, held in memory (uploads are at most 10 MB, spec 4.6). */
export interface UploadedFile {
  fieldName: string;
  fileName: string;
  mimeType: string;
  bytes: Buffer;
}

/** What a handler receives: a request that already passed authentication, rate limiting and contract validation. */
export interface ApiRequest<K extends OperationId = OperationId> {
  operationId: K;
  requestId: string;
  /** The caller's organization (from its API key). */
  organization: Organization;
  /** Path parameters, coerced to the contract's types. */
  params: ParamsIn<K, 'path'>;
  /** Query parameters, coerced to the contract's types; defaults are not filled in. */
  query: Partial<ParamsIn<K, 'query'>>;
  headers: IncomingHttpHeaders;
  /** The JSON body, or the text fields of a multipart form. */
  body: RequestBody<K>;
  /** Files of a multipart form, by form field name. */
  files: Record<string, UploadedFile>;
  /** The body exactly as received (the idempotency fingerprint hashes it). */
  rawBody: Buffer;
  /** The Idempotency-Key header, when the caller sent one. */
  idempotencyKey: string | undefined;
  /** Escape hatch to Koa for the rare handler that needs it; prefer the fields above. */
  ctx: Koa.Context;
}

/**
 * A handler: a plain function from a validated request to a documented response (STYLE habit 3).
 * Errors are thrown as ApiError and rendered by the error middleware.
 */
export type Handler<K extends OperationId> = (req: ApiRequest<K>) => Promise<ApiResponse<K>> | ApiResponse<K>;

/**
 * Answers a request that failed contract validation, for an operation that wants to answer
 * differently than `400 validation_error`: createBatch turns errors located under `items.N` into
 * its row-validation body (DECISIONS.md "Row validation"); uploadBatchFile answers 402/503 before
 * complaining about a missing file. Return a response to send it (it is stored for idempotent
 * replay like any 4xx), or undefined for the standard `400 validation_error`.
 */
export type OnInvalid<K extends OperationId> = (
  details: Array<{ field: string; message: string }>,
  req: Omit<ApiRequest<K>, 'body' | 'params' | 'query'> & { body: unknown },
) => Promise<ApiResponse<K> | undefined> | ApiResponse<K> | undefined;

/** What answers one operation: its handler, and what answers it when the request fails validation (rare). */
export interface OperationHandler<K extends OperationId> {
  handle: Handler<K>;
  onInvalid?: OnInvalid<K>;
}

/** The one table of the server's operations (server/http/handlers/index.ts): an entry per operationId of the contract. */
export type Handlers = { [K in OperationId]: OperationHandler<K> };

/** Koa state set by the middleware chain. */
export interface VerityState {
  requestId: string;
  organization?: Organization;
  body?: ParsedBody;
  /** The contract operation the request matched (contract/router.ts); unset outside the contract. */
  operationId?: OperationId;
  /** The template of the route the request matched (`/v1/verify/:id`), for its span; unset when none did. */
  route?: string;
  /** The path parameters of that route, percent-decoded. */
  params?: Record<string, string>;
  /** The code of the error answer, when the request got one (middleware/errors.ts). */
  errorCode?: string;
  /** The request's trace, when tracing is on (middleware/telemetry.ts), for the log line. */
  traceId?: string;
}

export interface ParsedBody {
  raw: Buffer;
  /** Parsed JSON, or the text fields of a multipart form; undefined when the request had no body. */
  value: unknown;
  files: Record<string, UploadedFile>;
}

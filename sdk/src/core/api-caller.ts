// What the resources use of the client: the typed openapi-fetch client, the default timeout, and
// `call`, which runs one logical API call. An interface of its own so the resources need not import
// the client, which creates them (no import circle).
import type { Client } from 'openapi-fetch';
import type { paths } from '../generated/api-types.js';
import type { RequestOptions } from './transport.js';

export type ApiResult<D> = { data?: D; error?: unknown; response: Response };

/** The fetch of one logical call (its retries, timeouts and Idempotency-Key). */
export type CallFetch = (request: Request) => Promise<Response>;

export interface ApiCaller {
  readonly api: Client<paths>;
  /** Milliseconds each attempt may take, unless a call says otherwise. */
  readonly timeout: number;
  /** Runs `send` through a per-call transport and throws the typed error of an error response. */
  call<D>(operation: string, options: RequestOptions, send: (fetch: CallFetch) => Promise<ApiResult<D>>): Promise<D>;
}

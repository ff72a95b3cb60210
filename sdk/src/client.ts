import createClient, { type Client } from 'openapi-fetch';
import type { ApiCaller, ApiResult, CallFetch } from './core/api-caller.js';
import { makeAPIError, VerityError } from './core/errors.js';
import { createCallFetch, type Fetch, type RequestOptions, type TransportSettings } from './core/transport.js';
import type { paths } from './generated/api-types.js';
import { Webhooks } from './lib/webhooks.js';
import { Batches } from './resources/batches.js';
import { Escalations } from './resources/escalations.js';
import { Verifications } from './resources/verifications.js';
import type { ServiceStatus } from './types.js';
import { VERSION } from './version.js';

export interface ClientOptions {
  /** The API key (`vrt_live_…`). Default: `VERITY_API_KEY`. */
  apiKey?: string | undefined;
  /** The server address, without `/v1`. Default: `VERITY_BASE_URL`, else `http://127.0.0.1:8080`. */
  baseUrl?: string | undefined;
  /** Milliseconds each attempt may take. Default 60000. */
  timeout?: number | undefined;
  /** Retries after a retryable failure (429, 409 in progress, 502, 503, 504, network). Default 2. */
  maxRetries?: number | undefined;
  /** The fetch to use. Default: `globalThis.fetch`. */
  fetch?: Fetch | undefined;
  /** Headers sent with every request. */
  defaultHeaders?: Record<string, string> | undefined;
  /** The organization's webhook secret (`whsec_…`) for `webhooks.unwrap`. Default: `VERITY_WEBHOOK_SECRET`. */
  webhookSecret?: string | undefined;
}

export const DEFAULT_BASE_URL = 'http://127.0.0.1:8080';
export const DEFAULT_TIMEOUT = 60_000;
export const DEFAULT_MAX_RETRIES = 2;

function readEnv(name: string): string | undefined {
  const value = typeof process === 'undefined' ? undefined : process.env?.[name]?.trim();
  return value === '' ? undefined : value;
}

/**
 * The Verity API client.
 *
 *     const client = new Verity(); // VERITY_API_KEY, VERITY_BASE_URL
 *     const result = await client.verify.create({ content: 'Water boils at 100 °C at sea level.', methods: { semantic: 1 } });
 *
 * Every method throws a typed `VerityError` subclass on failure, retries what is safe to retry,
 * and sends an automatic Idempotency-Key on creating POSTs.
 */
export class Verity implements ApiCaller {
  readonly baseUrl: string;
  readonly timeout: number;
  readonly maxRetries: number;
  /**
   * The typed openapi-fetch client over the same transport (authentication, retries, timeouts,
   * idempotency keys). It returns `{ data, error, response }` instead of throwing: use it for what
   * the resource methods do not cover, such as response headers.
   */
  readonly api: Client<paths>;
  readonly verify: Verifications;
  readonly batches: Batches;
  readonly escalations: Escalations;
  readonly webhooks: Webhooks;
  readonly #settings: TransportSettings;

  constructor(options: ClientOptions = {}) {
    const apiKey = options.apiKey ?? readEnv('VERITY_API_KEY');
    if (apiKey === undefined || apiKey === '') {
      throw new VerityError(
        'No API key: set the VERITY_API_KEY environment variable or pass apiKey, e.g. new Verity({ apiKey: "vrt_live_…" })',
      );
    }
    const baseUrl = (options.baseUrl ?? readEnv('VERITY_BASE_URL') ?? DEFAULT_BASE_URL).replace(/\/+$/, '');
    if (!URL.canParse(baseUrl) || !/^https?:$/.test(new URL(baseUrl).protocol)) {
      throw new TypeError(`baseUrl must be an http(s) URL, got ${JSON.stringify(baseUrl)}`);
    }
    const timeout = options.timeout ?? DEFAULT_TIMEOUT;
    if (!Number.isFinite(timeout) || timeout <= 0) throw new RangeError('timeout must be a positive number of milliseconds');
    const maxRetries = options.maxRetries ?? DEFAULT_MAX_RETRIES;
    if (!Number.isInteger(maxRetries) || maxRetries < 0) throw new RangeError('maxRetries must be a non-negative integer');
    const fetch = options.fetch ?? globalThis.fetch?.bind(globalThis);
    if (typeof fetch !== 'function') throw new TypeError('fetch must be a function (no global fetch found)');

    this.baseUrl = baseUrl;
    this.timeout = timeout;
    this.maxRetries = maxRetries;
    this.#settings = {
      apiKey,
      fetch,
      timeout,
      maxRetries,
      userAgent: `verity-sdk-node/${VERSION}`,
      defaultHeaders: { ...options.defaultHeaders },
    };
    // Raw `api` calls get a fresh per-call transport (and so a fresh Idempotency-Key) each.
    this.api = createClient<paths>({ baseUrl, fetch: (request) => createCallFetch(this.#settings)(request) });
    this.verify = new Verifications(this);
    this.batches = new Batches(this);
    this.escalations = new Escalations(this);
    this.webhooks = new Webhooks(options.webhookSecret ?? readEnv('VERITY_WEBHOOK_SECRET'));
  }

  /** Gets the service status: version, uptime, database, queue, workers, providers and your organization. */
  status(options: RequestOptions = {}): Promise<ServiceStatus> {
    return this.call('getStatus', options, (fetch) => this.api.GET('/v1/status', { fetch }));
  }

  /**
   * Runs one logical API call through a per-call transport and turns an error response into its
   * typed error. Used by the resources; `operation` is the contract's operationId.
   * @internal
   */
  async call<D>(operation: string, options: RequestOptions, send: (fetch: CallFetch) => Promise<ApiResult<D>>): Promise<D> {
    const { data, error, response } = await send(createCallFetch(this.#settings, options));
    if (!response.ok) throw makeAPIError(response.status, error, response.headers, operation);
    return data as D;
  }
}

// A scripted fetch for SDK tests: records every request and answers from a queue.
import { Verity, type ClientOptions } from '../../sdk/src/index.js';

export interface RecordedRequest {
  method: string;
  url: URL;
  headers: Headers;
  /** The body bytes as text ('' when none). */
  text: string;
  /** The raw init, e.g. to rebuild multipart form data. */
  init: RequestInit;
}

type Step = (request: RecordedRequest, signal: AbortSignal | undefined) => Response | Promise<Response>;

export interface FakeApi {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  requests: RecordedRequest[];
  /** Queues a JSON answer. */
  reply(status: number, body: unknown, headers?: Record<string, string>): FakeApi;
  /** Queues a network failure (fetch rejects with a TypeError, as undici does). */
  failNetwork(message?: string): FakeApi;
  /** Queues an attempt that never answers until its signal aborts. */
  hang(): FakeApi;
  /** Queues an arbitrary step. */
  step(step: Step): FakeApi;
}

export function fakeApi(): FakeApi {
  const queue: Step[] = [];
  const requests: RecordedRequest[] = [];
  const api: FakeApi = {
    requests,
    async fetch(url, init) {
      const body = init.body;
      const text = body === undefined || body === null ? '' : new TextDecoder().decode(body as ArrayBuffer);
      const request: RecordedRequest = { method: init.method ?? 'GET', url: new URL(url), headers: new Headers(init.headers), text, init };
      requests.push(request);
      const step = queue.shift();
      if (step === undefined) throw new Error(`fake fetch: unexpected request ${request.method} ${url}`);
      return step(request, init.signal ?? undefined);
    },
    reply(status, body, headers = {}) {
      queue.push(() =>
        new Response(typeof body === 'string' ? body : JSON.stringify(body), {
          status,
          headers: { 'Content-Type': 'application/json', 'X-Request-Id': `req_${requests.length}`, ...headers },
        }),
      );
      return api;
    },
    failNetwork(message = 'fetch failed') {
      queue.push(() => {
        throw new TypeError(message, { cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:8080'), { code: 'ECONNREFUSED' }) });
      });
      return api;
    },
    hang() {
      queue.push(
        (_request, signal) =>
          new Promise<Response>((_resolve, reject) => {
            signal?.addEventListener('abort', () => reject(new DOMException('This operation was aborted', 'AbortError')), { once: true });
          }),
      );
      return api;
    },
    step(step) {
      queue.push(step);
      return api;
    },
  };
  return api;
}

/** A client wired to a fake API, with no real waiting configured away: tests set what they need. */
export function clientFor(api: FakeApi, options: ClientOptions = {}): Verity {
  return new Verity({ apiKey: 'vrt_live_test', baseUrl: 'http://verity.test', fetch: api.fetch, ...options });
}

/** An error envelope as the server renders it (spec 7). */
export function envelope(code: string, message: string, extra: Record<string, unknown> = {}): unknown {
  return { error: { code, message, requestId: 'req_body', ...extra } };
}

export const completedVerification = {
  id: 'ver_01',
  status: 'completed',
  content: 'Water boils at 100 °C at sea level.',
  verdict: 'true',
  confidence: 0.97,
  decision: 'accept',
  reasoning: 'semantic: true',
  paradigmResults: [],
  processingTimeMs: 3,
  costCents: 0.1,
  cached: false,
  metadata: {},
  createdAt: '2026-11-21T20:42:00.000Z',
  completedAt: '2026-11-21T20:42:00.003Z',
} as const;

export function batchRecord(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: 'bat_01',
    name: 'Batch of 3 items',
    status: 'processing',
    totalItems: 3,
    processedItems: 0,
    successCount: 0,
    failureCount: 0,
    totalCostCents: 0,
    createdAt: '2026-11-21T20:42:00.000Z',
    startedAt: '2026-11-21T20:42:00.010Z',
    completedAt: null,
    inputFormat: 'inline',
    originalFileName: null,
    methodsConfig: { semantic: 1 },
    options: {},
    context: {},
    totalInputTokens: 0,
    totalOutputTokens: 0,
    errorMessage: null,
    validationErrors: null,
    expiresAt: '2026-12-21T20:42:00.000Z',
    ...overrides,
  };
}

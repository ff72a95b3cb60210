// The one interface every upstream adapter implements (issue 10), and the HTTP plumbing they
// share. Adapters make exactly one HTTP call per `complete` (plus at most one downgrade resend,
// see openai-chat.ts); retries, backoff and the time budget live in upstream.ts.
import { UpstreamCallError } from './errors.js';

/** A JSON Schema for structured output, with a name the wire formats require. */
export interface JsonSchemaSpec {
  /** `[A-Za-z0-9_-]{1,64}`: OpenAI's `json_schema.name`, Anthropic's tool name. */
  name: string;
  description: string;
  schema: Record<string, unknown>;
}

export interface CompletionRequest {
  system: string;
  prompt: string;
  /** 0..2 on the OpenAI format; the Anthropic adapter caps it at 1 (its range). */
  temperature: number;
  maxTokens: number;
  /** Ask for output matching this schema where the provider supports it. */
  jsonSchema?: JsonSchemaSpec;
  signal?: AbortSignal;
}

export interface Completion {
  /** The model's text (for forced tool use: the tool input as JSON text). */
  text: string;
  /** The structured answer when the provider returned one or the text held one; else undefined. */
  json?: Record<string, unknown>;
  inputTokens: number;
  outputTokens: number;
  /** The model that answered, as the provider reports it (may be more specific than the configured one). */
  model?: string;
  /** True when the provider stopped at the token limit, so the text may be cut off. */
  truncated: boolean;
}

/** A language model behind some wire format. */
export interface LanguageModel {
  complete(request: CompletionRequest): Promise<Completion>;
}

export type FetchLike = typeof fetch;

/**
 * Milliseconds to wait from `retry-after-ms` (OpenAI) or `Retry-After` (RFC 9110 10.2.3: seconds or
 * an HTTP date). An HTTP date is the provider's wall clock, so `now` defaults to ours, not to an
 * injected clock (the wait it gives is slept in real time).
 */
export function parseRetryAfter(headers: Headers, now: number = Date.now()): number | undefined {
  const ms = headers.get('retry-after-ms');
  if (ms && /^\d+(\.\d+)?$/.test(ms.trim())) return Math.ceil(Number(ms));
  const value = headers.get('retry-after')?.trim();
  if (!value) return undefined;
  if (/^\d+(\.\d+)?$/.test(value)) return Math.ceil(Number(value) * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** Transient by nature: 408 request timeout, 429 rate limit, every 5xx (Anthropic's 529 "overloaded" included). */
export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

export interface JsonResponse {
  status: number;
  body: unknown;
  headers: Headers;
}

/**
 * POSTs a JSON body and returns the parsed JSON answer of a 2xx response. Throws
 * UpstreamCallError for every failure: network errors, cut-off or malformed bodies (retryable),
 * non-2xx statuses, redirects included since keys must not follow them (retryable per isRetryableStatus, or as the provider's `x-should-retry` says).
 * When `signal` aborts, the abort error propagates unchanged so the caller can tell a timeout.
 */
export async function postJson(fetchImpl: FetchLike, url: string, headers: Record<string, string>, body: unknown, signal: AbortSignal | undefined, what: string): Promise<JsonResponse> {
  let res: Response;
  try {
    res = await fetchImpl(url, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json', ...headers }, body: JSON.stringify(body), signal: signal ?? null, redirect: 'manual' });
  } catch (err) {
    if (signal?.aborted) throw err;
    throw new UpstreamCallError(`${what}: network error (${describeCause(err)})`, { retryable: true, cause: err });
  }
  let text: string;
  try {
    text = await res.text();
  } catch (err) {
    if (signal?.aborted) throw err;
    throw new UpstreamCallError(`${what}: the response body was cut off (${describeCause(err)})`, { retryable: true, status: res.status, cause: err });
  }
  if (res.status < 200 || res.status > 299) {
    const shouldRetry = res.headers.get('x-should-retry');
    const retryable = shouldRetry === 'true' ? true : shouldRetry === 'false' ? false : isRetryableStatus(res.status);
    const retryAfterMs = res.status === 429 || res.status === 503 ? parseRetryAfter(res.headers) : undefined;
    throw new UpstreamCallError(`${what}: HTTP ${res.status}${errorMessageOf(text)}`, { retryable, status: res.status, ...(retryAfterMs === undefined ? {} : { retryAfterMs }) });
  }
  try {
    return { status: res.status, body: JSON.parse(text), headers: res.headers };
  } catch (err) {
    throw new UpstreamCallError(`${what}: the response body is not valid JSON (${text.length} bytes)`, { retryable: true, status: res.status, cause: err });
  }
}

// The error message both formats put in `error.message`, cut short: it goes to logs, not to clients.
function errorMessageOf(text: string): string {
  try {
    const body = JSON.parse(text) as { error?: { message?: unknown } | string };
    const msg = typeof body.error === 'string' ? body.error : body.error?.message;
    if (typeof msg === 'string' && msg) return `: ${msg.slice(0, 300)}`;
  } catch {
    // not JSON: fall through
  }
  return '';
}

function describeCause(err: unknown): string {
  const e = err as { message?: string; cause?: { code?: string; message?: string } };
  return e.cause?.code ?? e.cause?.message ?? e.message ?? String(err);
}

/** A non-negative integer token count from a usage field; 0 when missing (some compatible servers omit usage). */
export function tokenCount(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.round(value) : 0;
}

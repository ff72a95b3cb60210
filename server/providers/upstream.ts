// Per-request limits on upstream calls (issue 10, item 3). One UpstreamSession serves one run of
// one method: every call it makes shares the `timeout` budget (options.timeout), each call is
// retried up to `maxRetries` times on transient failures with capped exponential backoff and
// jitter (Retry-After wins when the provider sends it), and the tokens of every answer are
// counted and priced. Failures leave as UpstreamError: `upstream_timeout` when the budget ran
// out, `upstream_error` otherwise (spec/DECISIONS.md "Upstream failure").
import { MAX_RETRIES, OPTION_DEFAULTS } from '../engine/index.js';
import { UpstreamCallError, UpstreamError } from './errors.js';
import type { Completion, CompletionRequest, LanguageModel } from './language-model.js';
import type { ProviderSpec } from './config.js';

/** A configured provider with its adapter. */
export interface Provider {
  spec: ProviderSpec;
  llm: LanguageModel;
}

export interface RetryPolicy {
  /** First backoff; doubled per retry (openai-node and stripe-node use 0.5 s). */
  baseDelayMs: number;
  maxDelayMs: number;
  /** A Retry-After longer than this is not waited for: the call fails at once. */
  maxRetryAfterMs: number;
  /** 0..1; injectable so tests are deterministic. */
  random: () => number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { baseDelayMs: 500, maxDelayMs: 8_000, maxRetryAfterMs: 60_000, random: Math.random };

export interface SessionOptions {
  timeoutMs?: number;
  maxRetries?: number;
  policy?: Partial<RetryPolicy>;
  /** Cancels everything (e.g. the engine gave up on the request); its reason propagates as is. */
  signal?: AbortSignal;
}

export interface Usage {
  inputTokens: number;
  outputTokens: number;
  costCents: number;
}

/** Cost in cents of one answer: tokens × price per million tokens (DECISIONS.md "Offline cost": upstream is priced by tokens). */
export function priceCents(spec: Pick<ProviderSpec, 'inputCentsPerMTok' | 'outputCentsPerMTok'>, inputTokens: number, outputTokens: number): number {
  return (inputTokens * spec.inputCentsPerMTok + outputTokens * spec.outputCentsPerMTok) / 1_000_000;
}

/** Backoff before retry number `retry` (0-based): min(max, base·2^retry), minus up to 25 % jitter so clients spread out. */
export function backoffDelay(retry: number, policy: RetryPolicy): number {
  const exp = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** retry);
  return Math.round(exp * (1 - 0.25 * policy.random()));
}

export class UpstreamSession {
  readonly timeoutMs: number;
  readonly maxRetries: number;
  private readonly policy: RetryPolicy;
  private readonly deadline = new AbortController();
  /** Aborted by close(): calls still in flight when a method gives up (e.g. one entropy sample failed) stop too. */
  private readonly closing = new AbortController();
  private readonly deadlineAt: number;
  private readonly timer: NodeJS.Timeout;
  private readonly external: AbortSignal | undefined;
  private readonly signal: AbortSignal;
  private readonly totals: Usage = { inputTokens: 0, outputTokens: 0, costCents: 0 };
  /** Calls answered, per provider name. */
  readonly calls = new Map<string, number>();

  constructor(options: SessionOptions = {}) {
    this.timeoutMs = options.timeoutMs ?? OPTION_DEFAULTS.timeout; // spec 4.5 defaults (engine/options.ts)
    if (!Number.isFinite(this.timeoutMs) || this.timeoutMs <= 0) throw new RangeError(`timeoutMs must be a positive number, got ${this.timeoutMs}`);
    const retries = options.maxRetries ?? OPTION_DEFAULTS.maxRetries;
    if (!Number.isInteger(retries) || retries < 0 || retries > MAX_RETRIES) throw new RangeError(`maxRetries must be an integer from 0 to ${MAX_RETRIES}, got ${retries}`);
    this.maxRetries = retries;
    this.policy = { ...DEFAULT_RETRY_POLICY, ...options.policy };
    // Real time, not an injected clock: the budget bounds real network I/O, is enforced by the timer
    // below, and a Retry-After is compared with what that timer leaves (complete()).
    this.deadlineAt = Date.now() + this.timeoutMs;
    this.timer = setTimeout(() => this.deadline.abort(new Error('upstream time budget exhausted')), this.timeoutMs);
    this.timer.unref();
    this.external = options.signal;
    this.signal = AbortSignal.any([this.deadline.signal, this.closing.signal, ...(options.signal ? [options.signal] : [])]);
  }

  /** Tokens and cost of every answer received so far. */
  usage(): Usage {
    return { inputTokens: this.totals.inputTokens, outputTokens: this.totals.outputTokens, costCents: roundCents(this.totals.costCents) };
  }

  /** Stops the budget timer and abandons calls still in flight; call when the method is done. */
  close(): void {
    clearTimeout(this.timer);
    this.closing.abort(new Error('upstream session closed'));
  }

  /**
   * One completion from `provider`, retried on transient failures. Throws UpstreamError
   * (`upstream_timeout` when the budget ran out, else `upstream_error`), or the external
   * signal's reason when the caller cancelled.
   */
  async complete(provider: Provider, request: Omit<CompletionRequest, 'signal'>): Promise<Completion> {
    const name = provider.spec.name;
    for (let attempt = 1; ; attempt++) {
      this.throwIfStopped(name, attempt - 1);
      let failure: UpstreamCallError;
      try {
        const answer = await provider.llm.complete({ ...request, signal: this.signal });
        this.record(provider.spec, answer);
        return answer;
      } catch (err) {
        this.throwIfStopped(name, attempt, err);
        if (!(err instanceof UpstreamCallError)) throw err; // a bug, not an upstream failure
        failure = err;
      }
      const retriesLeft = this.maxRetries - (attempt - 1);
      if (!failure.retryable || retriesLeft <= 0) {
        const tries = attempt > 1 ? ` (${attempt} attempts)` : '';
        throw new UpstreamError('upstream_error', `${failure.message}${tries}`, { provider: name, attempts: attempt, cause: failure, ...(failure.status === undefined ? {} : { status: failure.status }) });
      }
      let wait = backoffDelay(attempt - 1, this.policy);
      if (failure.retryAfterMs !== undefined) {
        // The provider said when to come back: honour it, unless that is past our budget or absurdly long.
        if (failure.retryAfterMs > this.policy.maxRetryAfterMs || Date.now() + failure.retryAfterMs >= this.deadlineAt) {
          throw new UpstreamError('upstream_error', `${failure.message}; Retry-After ${failure.retryAfterMs} ms is beyond the time left`, { provider: name, attempts: attempt, cause: failure, ...(failure.status === undefined ? {} : { status: failure.status }) });
        }
        wait = failure.retryAfterMs;
      }
      await sleep(wait, this.signal).catch(() => undefined);
    }
  }

  private throwIfStopped(name: string, attempts: number, cause?: unknown): void {
    if (this.external?.aborted) throw this.external.reason;
    if (this.closing.signal.aborted) throw this.closing.signal.reason;
    if (this.deadline.signal.aborted) {
      throw new UpstreamError('upstream_timeout', `provider ${name}: no answer within the ${this.timeoutMs} ms budget`, { provider: name, attempts, ...(cause === undefined ? {} : { cause }) });
    }
  }

  private record(spec: ProviderSpec, answer: Completion): void {
    this.totals.inputTokens += answer.inputTokens;
    this.totals.outputTokens += answer.outputTokens;
    this.totals.costCents += priceCents(spec, answer.inputTokens, answer.outputTokens);
    this.calls.set(spec.name, (this.calls.get(spec.name) ?? 0) + 1);
  }
}

/** Cents keep fractions (spec/common.tsp Cents); six decimals hide float noise. */
export function roundCents(cents: number): number {
  return Math.round(cents * 1e6) / 1e6;
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const t = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(t);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** Runs `fn` over `items` with at most `limit` in flight; results keep the input order. Rejects on the first failure and starts nothing after it. */
export async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  let failed = false;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length && !failed) {
      const i = next++;
      try {
        out[i] = await fn(items[i] as T, i);
      } catch (err) {
        failed = true;
        throw err;
      }
    }
  });
  await Promise.all(workers);
  return out;
}

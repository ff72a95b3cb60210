// The engine: runs the requested methods in parallel, applies retries and the time budget,
// and aggregates (aggregate.ts). Pure apart from what it is given: the method table and the
// clock are injected, so a provider-backed method can replace an offline one per paradigm
// (issue 10) and tests control time. No HTTP, no database (STYLE habit 10).

import { aggregate } from './aggregate.js';
import { biprmMethod } from './methods/biprm.js';
import { ensembleMethod } from './methods/ensemble.js';
import { entropyMethod } from './methods/entropy.js';
import { formalMethod } from './methods/formal.js';
import { reasoningMethod } from './methods/reasoning.js';
import { semanticMethod } from './methods/semantic.js';
import { toolMethod } from './methods/tool.js';
import { EngineError, type EngineErrorCode } from './errors.js';
import { OPTION_DEFAULTS } from './options.js';
import { PARADIGMS, type MethodResult, type Paradigm, type VerificationMethod, type VerificationOutcome, type VerificationRequest } from './types.js';

/** The offline implementation of every method. */
export const OFFLINE_METHODS: Readonly<Record<Paradigm, VerificationMethod>> = {
  semantic: semanticMethod,
  reasoning: reasoningMethod,
  tool: toolMethod,
  biprm: biprmMethod,
  ensemble: ensembleMethod,
  entropy: entropyMethod,
  formal: formalMethod,
};

export interface EngineConfig {
  /** Replaces the offline implementation of some methods, e.g. with a provider-backed one. */
  methods?: Partial<Record<Paradigm, VerificationMethod>>;
  /** Millisecond clock for processing times; defaults to performance.now. */
  now?: () => number;
}

export interface Engine {
  readonly methods: Readonly<Record<Paradigm, VerificationMethod>>;
  /** The clock processing times are measured with. */
  readonly now: () => number;
  verify(request: VerificationRequest): Promise<VerificationOutcome>;
}

/** Creates an engine with a pluggable method table and clock. */
export function createEngine(config: EngineConfig = {}): Engine {
  const methods = { ...OFFLINE_METHODS, ...config.methods };
  const now = config.now ?? (() => performance.now());
  const engine: Engine = { methods, now, verify: (request) => runVerification(request, engine) };
  return engine;
}

function validate(request: VerificationRequest): [Paradigm, number][] {
  const entries = Object.entries(request.methods ?? {}) as [string, number | undefined][];
  const out: [Paradigm, number][] = [];
  for (const [name, weight] of entries) {
    if (weight === undefined) continue;
    if (!(PARADIGMS as readonly string[]).includes(name)) throw new RangeError(`unknown verification method "${name}"`);
    if (!(typeof weight === 'number' && weight > 0 && Number.isFinite(weight))) throw new RangeError(`weight of "${name}" must be a positive number`);
    out.push([name as Paradigm, weight]);
  }
  if (out.length === 0) throw new RangeError('at least one verification method is required');
  return out;
}

/**
 * The code of an error that already settles the method: the providers' UpstreamError (and an
 * EngineError) carry `upstream_error` or `upstream_timeout`. Read structurally so the engine
 * does not depend on server/providers (STYLE habit 10: providers plug into the engine).
 */
function upstreamCode(err: unknown): EngineErrorCode | undefined {
  const code = err instanceof Error ? (err as { code?: unknown }).code : undefined;
  return code === 'upstream_error' || code === 'upstream_timeout' ? code : undefined;
}

async function runMethod(name: Paradigm, method: VerificationMethod, request: VerificationRequest, now: () => number, signal: AbortSignal): Promise<MethodResult> {
  const maxRetries = request.options?.maxRetries ?? OPTION_DEFAULTS.maxRetries;
  let lastError: unknown;
  for (let attempt = 0; attempt <= maxRetries; attempt++) {
    if (signal.aborted) break;
    const started = now();
    try {
      const r = await method({ content: request.content, context: request.context ?? {}, options: request.options ?? {}, signal });
      return { ...r, paradigm: name, processingTimeMs: Math.max(0, Math.round(now() - started)) };
    } catch (err) {
      // A provider-backed method has already retried each upstream call `maxRetries` times
      // (server/providers/upstream.ts) and knows whether its time budget ran out: report its
      // code as it is. Retrying the whole method would multiply the calls ((maxRetries + 1)²)
      // and turn a timeout into upstream_error (spec/DECISIONS.md "Upstream failure").
      const code = upstreamCode(err);
      if (code) {
        const what = code === 'upstream_timeout' ? 'did not answer within the time budget' : 'failed after its retries';
        throw new EngineError(code, `the upstream provider of verification method "${name}" ${what}`, name, { cause: err });
      }
      lastError = err; // spec 4.5 maxRetries: a thrown error is transient, try again
    }
  }
  throw new EngineError('upstream_error', `verification method "${name}" failed after ${maxRetries + 1} attempt${maxRetries === 0 ? '' : 's'}`, name, { cause: lastError });
}

async function runMethods(pairs: [Paradigm, number][], engine: Engine, request: VerificationRequest, now: () => number, signal: AbortSignal): Promise<MethodResult[]> {
  return Promise.all(pairs.map(([name]) => runMethod(name, engine.methods[name], request, now, signal)));
}

/** Aggregates method results (in the order of `pairs`) into an outcome; costs and tokens are the results' sums. */
function toOutcome(pairs: [Paradigm, number][], results: MethodResult[], request: VerificationRequest, processingTimeMs: number): VerificationOutcome {
  const agg = aggregate(
    results.map((r, i) => ({ paradigm: r.paradigm, verdict: r.verdict, confidence: r.confidence, weight: pairs[i]![1] })),
    { acceptThreshold: request.options?.acceptThreshold, escalateThreshold: request.options?.escalateThreshold },
  );
  const outcome: VerificationOutcome = {
    verdict: agg.verdict,
    confidence: agg.confidence,
    decision: agg.decision,
    reasoning: agg.reasoning,
    paradigmResults: results,
    processingTimeMs,
    costCents: sumCents(results.map((r) => r.costCents)),
    inputTokens: results.reduce((s, r) => s + r.inputTokens, 0),
    outputTokens: results.reduce((s, r) => s + r.outputTokens, 0),
    retryCount: 0,
  };
  if (agg.escalation) outcome.escalation = agg.escalation;
  return outcome;
}

const sumCents = (cents: number[]) => Math.round(cents.reduce((s, c) => s + c, 0) * 1e6) / 1e6;

/**
 * Whether a rerun can change this result (issue 16): only an answer a provider's model gave
 * (`provider` is not `offline`). Offline methods are deterministic, and a provider-backed
 * method that answered from an exact proof answers the same proof again.
 */
const canChangeOnRerun = (result: MethodResult) => result.provider !== 'offline';

/**
 * Runs a verification request: the requested methods in parallel, per-method retries
 * (`maxRetries`), the overall `timeout`, and, when `retryOnLowConfidence` is set and the
 * confidence stays below `minConfidence`, one rerun of the methods whose answer can change (a
 * provider's model answered; offline results are deterministic and kept). The rerun's results
 * replace those methods' first results when the re-aggregated confidence is higher; the costs
 * and tokens of both runs of the rerun methods are charged (the provider billed both), offline
 * methods once. With nothing that can change there is no rerun and `retryCount` stays 0.
 */
export async function runVerification(request: VerificationRequest, engine: Engine = defaultEngine): Promise<VerificationOutcome> {
  const now = engine.now;
  const pairs = validate(request);
  const timeout = request.options?.timeout ?? OPTION_DEFAULTS.timeout;
  const started = now();
  // Aborted when the request is settled (deadline, a method failed, or done): methods still
  // running stop, and provider-backed ones abandon their upstream calls instead of paying for
  // answers nobody reads.
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const err = new EngineError('upstream_timeout', `verification did not finish within ${timeout} ms`);
      controller.abort(err);
      reject(err);
    }, timeout);
  });
  const work = (async () => {
    const firstStarted = now();
    const results = await runMethods(pairs, engine, request, now, controller.signal);
    const first = toOutcome(pairs, results, request, Math.max(0, Math.round(now() - firstStarted)));
    const o = request.options ?? {};
    if (!(o.retryOnLowConfidence && o.minConfidence !== undefined && first.confidence < o.minConfidence)) return first;
    const rerun = pairs.filter((_, i) => canChangeOnRerun(results[i]!));
    if (rerun.length === 0) return first;
    const again = await runMethods(rerun, engine, request, now, controller.signal);
    const replaced = results.map((r) => again.find((a) => a.paradigm === r.paradigm) ?? r);
    const second = toOutcome(pairs, replaced, request, 0);
    const better = second.confidence > first.confidence ? second : first;
    return {
      ...better,
      retryCount: 1,
      costCents: sumCents([first.costCents, ...again.map((r) => r.costCents)]),
      inputTokens: first.inputTokens + again.reduce((s, r) => s + r.inputTokens, 0),
      outputTokens: first.outputTokens + again.reduce((s, r) => s + r.outputTokens, 0),
    };
  })();
  try {
    const outcome = await Promise.race([work, deadline]);
    return { ...outcome, processingTimeMs: Math.max(0, Math.round(now() - started)) };
  } finally {
    clearTimeout(timer);
    if (!controller.signal.aborted) controller.abort(new Error('verification settled'));
    work.catch(() => undefined); // a late failure after the deadline is already reported
  }
}

/** The engine with every method offline. */
export const defaultEngine: Engine = createEngine();

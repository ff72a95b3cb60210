import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createEngine, runVerification } from '../../server/engine/engine.js';
import { EngineError } from '../../server/engine/errors.js';
import { UpstreamError } from '../../server/providers/errors.js';
import type { VerificationMethod } from '../../server/engine/types.js';

const fixed = (verdict: 'true' | 'false' | 'uncertain', confidence: number): VerificationMethod => async () => ({
  paradigm: 'tool', verdict, confidence, reasoning: 'fixed', provider: 'test', model: 'fixed', inputTokens: 10, outputTokens: 5, costCents: 1.5,
});

describe('runVerification', () => {
  it('runs the requested offline methods and aggregates them', async () => {
    const out = await runVerification({ content: '17 * 23 = 391', methods: { formal: 1, tool: 0.5 } });
    expect(out).toMatchObject({ verdict: 'true', decision: 'accept', retryCount: 0, inputTokens: 0, outputTokens: 0 });
    expect(out.costCents).toBeCloseTo(0.7, 10);
    expect(out.paradigmResults.map((r) => [r.paradigm, r.verdict, r.provider, r.model])).toEqual([
      ['formal', 'true', 'offline', 'verity-offline-1'],
      ['tool', 'true', 'offline', 'verity-offline-1'],
    ]);
  });

  it('accepts the verdict false when every method refutes the claim', async () => {
    const out = await runVerification({ content: '2 + 2 = 5', methods: { formal: 1, reasoning: 1 } });
    // T = 0, F = 1*c(formal) + 1*c(reasoning), D = 2: the mean of the two measured confidences.
    const [formal, reasoning] = out.paradigmResults;
    expect(out).toMatchObject({ verdict: 'false', decision: 'accept' });
    expect(out.confidence).toBeCloseTo((formal!.confidence + reasoning!.confidence) / 2, 4);
  });

  it('escalates content no method can check', async () => {
    const out = await runVerification({ content: 'Cats make better pets than dogs', methods: { semantic: 1, tool: 1 } });
    expect(out).toMatchObject({ verdict: 'uncertain', confidence: 0, decision: 'escalate', escalation: { reason: 'insufficient_evidence', priority: 'low' } });
  });

  it('lets a plugged-in method replace an offline one and passes it content, context and options', async () => {
    const seen: unknown[] = [];
    const provider: VerificationMethod = async (input) => {
      seen.push(input);
      return { paradigm: 'reasoning', verdict: 'false', confidence: 0.8, reasoning: 'upstream said no', provider: 'acme', model: 'acme-1', inputTokens: 120, outputTokens: 30, costCents: 2 };
    };
    const engine = createEngine({ methods: { reasoning: provider } });
    const out = await engine.verify({ content: '17 * 23 = 391', methods: { reasoning: 1 }, context: { domain: 'math' }, options: { maxRetries: 1 } });
    expect(seen).toEqual([{ content: '17 * 23 = 391', context: { domain: 'math' }, options: { maxRetries: 1 }, signal: expect.any(AbortSignal) }]);
    expect(out).toMatchObject({ verdict: 'false', confidence: 0.8, decision: 'refine', inputTokens: 120, outputTokens: 30, costCents: 2 });
    expect(out.paradigmResults[0]).toMatchObject({ paradigm: 'reasoning', provider: 'acme', model: 'acme-1' });
  });

  it('measures processing time with the injected clock', async () => {
    let t = 1000;
    const engine = createEngine({ now: () => (t += 5), methods: { tool: fixed('true', 0.99) } });
    const out = await engine.verify({ content: 'x', methods: { tool: 1 } });
    expect(out.paradigmResults[0]!.processingTimeMs).toBe(5);
    expect(out.processingTimeMs).toBeGreaterThanOrEqual(10);
  });

  it('retries a throwing method up to maxRetries', async () => {
    let calls = 0;
    const flaky: VerificationMethod = async (input) => {
      if (++calls < 3) throw new Error('upstream 503');
      return fixed('true', 0.99)(input);
    };
    const engine = createEngine({ methods: { tool: flaky } });
    await expect(engine.verify({ content: 'x', methods: { tool: 1 }, options: { maxRetries: 2 } })).resolves.toMatchObject({ verdict: 'true' });
    expect(calls).toBe(3);
  });

  it('fails with upstream_error naming the method when retries run out', async () => {
    let calls = 0;
    const broken: VerificationMethod = async () => {
      calls++;
      throw new Error('upstream 500');
    };
    const engine = createEngine({ methods: { ensemble: broken } });
    const err = await engine.verify({ content: 'x', methods: { ensemble: 1 }, options: { maxRetries: 1 } }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(EngineError);
    expect(err).toMatchObject({ code: 'upstream_error', paradigm: 'ensemble' });
    expect((err as Error).message).toContain('ensemble');
    expect(calls).toBe(2);
  });

  it('reports a provider’s upstream_error at once: the provider already retried each call', async () => {
    let calls = 0;
    const provider: VerificationMethod = async () => {
      calls++;
      throw new UpstreamError('upstream_error', 'acme: HTTP 500 (3 attempts)', { provider: 'acme', status: 500, attempts: 3 });
    };
    const engine = createEngine({ methods: { reasoning: provider } });
    const err = await engine.verify({ content: 'x', methods: { reasoning: 1 }, options: { maxRetries: 2 } }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(EngineError);
    expect(err).toMatchObject({ code: 'upstream_error', paradigm: 'reasoning' });
    expect((err as Error).cause).toBeInstanceOf(UpstreamError);
    expect(calls).toBe(1);
  });

  it('reports a provider’s upstream_timeout as upstream_timeout, not as upstream_error', async () => {
    let calls = 0;
    const provider: VerificationMethod = async () => {
      calls++;
      throw new UpstreamError('upstream_timeout', 'acme: no answer within the 1000 ms budget', { provider: 'acme', attempts: 1 });
    };
    const engine = createEngine({ methods: { entropy: provider } });
    const err = await engine.verify({ content: 'x', methods: { entropy: 1, formal: 1 }, options: { maxRetries: 3 } }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(EngineError);
    expect(err).toMatchObject({ code: 'upstream_timeout', paradigm: 'entropy' });
    expect(calls).toBe(1);
  });

  it('aborts the signal of methods still running once the request is settled', async () => {
    const signals: AbortSignal[] = [];
    const hanging: VerificationMethod = (input) => {
      signals.push(input.signal!);
      return new Promise(() => undefined);
    };
    const failing: VerificationMethod = async () => {
      throw new UpstreamError('upstream_error', 'acme: HTTP 400', { provider: 'acme', status: 400, attempts: 1 });
    };
    const timedOut = createEngine({ methods: { entropy: hanging } });
    const late = await timedOut.verify({ content: 'x', methods: { entropy: 1 }, options: { timeout: 30 } }).catch((e: unknown) => e);
    expect(late).toMatchObject({ code: 'upstream_timeout' });
    expect(signals[0]?.aborted).toBe(true);
    expect(signals[0]?.reason).toBe(late);
    const failed = createEngine({ methods: { entropy: hanging, reasoning: failing } });
    await expect(failed.verify({ content: 'x', methods: { entropy: 1, reasoning: 1 } })).rejects.toMatchObject({ code: 'upstream_error' });
    expect(signals[1]?.aborted).toBe(true);
  });

  it('fails with upstream_timeout when the time budget runs out', async () => {
    const hanging: VerificationMethod = () => new Promise(() => undefined);
    const engine = createEngine({ methods: { entropy: hanging } });
    const started = Date.now();
    const err = await engine.verify({ content: 'x', methods: { entropy: 1 }, options: { timeout: 50 } }).catch((e: unknown) => e);
    expect(err).toMatchObject({ name: 'EngineError', code: 'upstream_timeout' });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('reruns a provider-backed method once when confidence stays below minConfidence and keeps the better run', async () => {
    let calls = 0;
    const improving: VerificationMethod = async (input) => fixed('true', ++calls === 1 ? 0.5 : 0.9)(input);
    const engine = createEngine({ methods: { tool: improving } });
    const out = await engine.verify({ content: 'x', methods: { tool: 1 }, options: { retryOnLowConfidence: true, minConfidence: 0.8 } });
    expect(out).toMatchObject({ confidence: 0.9, retryCount: 1, costCents: 3, inputTokens: 20 });
    expect(calls).toBe(2);
  });

  // issue 16: offline methods are deterministic; rerunning them only charged the same answer twice.
  it('reruns only the methods a provider answered, charging offline methods once', async () => {
    let modelCalls = 0;
    let offlineCalls = 0;
    const model: VerificationMethod = async (input) => ({ ...(await fixed('true', ++modelCalls === 1 ? 0.3 : 0.9)(input)), paradigm: 'reasoning' });
    const offline: VerificationMethod = async (input) => {
      offlineCalls++;
      return { ...(await fixed('uncertain', 0)(input)), paradigm: 'semantic', provider: 'offline', inputTokens: 0, outputTokens: 0, costCents: 0.1 };
    };
    const engine = createEngine({ methods: { reasoning: model, semantic: offline } });
    const out = await engine.verify({ content: 'x', methods: { reasoning: 1, semantic: 1 }, options: { retryOnLowConfidence: true, minConfidence: 0.8 } });
    expect([modelCalls, offlineCalls]).toEqual([2, 1]);
    expect(out).toMatchObject({ confidence: 0.9, retryCount: 1, inputTokens: 20, outputTokens: 10 });
    expect(out.costCents).toBeCloseTo(1.5 + 1.5 + 0.1, 10);
    expect(out.paradigmResults.map((r) => [r.paradigm, r.confidence])).toEqual([
      ['reasoning', 0.9],
      ['semantic', 0],
    ]);
  });

  it('does not rerun when every result is offline: the same request gives the same answer', async () => {
    const request = { content: 'Cats make better pets than dogs', methods: { semantic: 1, tool: 1, formal: 1 } };
    const plain = await runVerification(request);
    const retried = await runVerification({ ...request, options: { retryOnLowConfidence: true, minConfidence: 0.99 } });
    expect(plain.confidence).toBeLessThan(0.99);
    expect(retried).toMatchObject({ retryCount: 0, costCents: plain.costCents, confidence: plain.confidence, verdict: plain.verdict });
  });

  it('does not rerun when confidence already reaches minConfidence or the option is off', async () => {
    let calls = 0;
    const counting: VerificationMethod = async (input) => {
      calls++;
      return fixed('true', 0.5)(input);
    };
    const engine = createEngine({ methods: { tool: counting } });
    expect((await engine.verify({ content: 'x', methods: { tool: 1 }, options: { retryOnLowConfidence: true, minConfidence: 0.5 } })).retryCount).toBe(0);
    expect((await engine.verify({ content: 'x', methods: { tool: 1 }, options: { minConfidence: 0.9 } })).retryCount).toBe(0);
    expect(calls).toBe(2);
  });

  it('refuses requests without methods or with unknown ones', async () => {
    await expect(runVerification({ content: 'x', methods: {} })).rejects.toThrow(RangeError);
    await expect(runVerification({ content: 'x', methods: { oracle: 1 } as never })).rejects.toThrow(/unknown verification method "oracle"/);
  });
});

describe('module boundaries', () => {
  function files(dir: string): string[] {
    return readdirSync(dir).flatMap((f) => {
      const p = join(dir, f);
      return statSync(p).isDirectory() ? files(p) : /\.(ts|mjs)$/.test(p) ? [p] : [];
    });
  }

  it('keeps the engine free of HTTP, storage and database imports', () => {
    const forbidden = /from\s+['"](?:koa|@koa\/[^'"]+|better-sqlite3|drizzle-orm[^'"]*|openapi-backend|pino|node:http|node:https|[^'"]*\/(?:http|storage)\/[^'"]*)['"]/;
    const offenders = files('server/engine').filter((f) => forbidden.test(readFileSync(f, 'utf8')));
    expect(offenders).toEqual([]);
  });
});

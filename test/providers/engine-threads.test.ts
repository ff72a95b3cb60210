// End to end (issue 10): providers configured through VERITY_PROVIDERS reach the engine's worker
// threads, the four model methods use them, and upstream failures cross the thread boundary as
// EngineError with their code (spec/DECISIONS.md "Upstream failure": 502 upstream_error, 504 upstream_timeout).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MODEL_METHODS } from '../../server/providers/config.js';
import { EngineError } from '../../server/engine/errors.js';
import { createEngineThreads, type EngineThreads } from '../../server/threads/engine-threads.js';
import { startFakeProvider, type FakeProvider, type RecordedRequest } from './fake-provider.js';
import { fakeEnv, fakeSpec } from './helpers.js';

let fake: FakeProvider;
let pool: EngineThreads;

/** Not exactly decidable, and two steps, so every model method has to ask the model. */
const content = 'Shakespeare wrote Don Quixote.\nSo he wrote in Spanish.';

/** Answers every wire request the four methods make: verdicts, step scores and premise scores. */
function answerEverything(req: RecordedRequest) {
  const last = req.body.messages.at(-1);
  const prompt: string = typeof last.content === 'string' ? last.content : last.content.map((b: { text?: string }) => b.text ?? '').join('');
  if (prompt.includes('<conclusion>')) return { answer: { reasoning: 'r', scores: [0.1] } };
  if (prompt.includes('<step>')) return { answer: { reasoning: 'r', score: 0.1 } };
  return { answer: { reasoning: 'Cervantes wrote it.', verdict: 'false', confidence: 0.8 } };
}

beforeAll(async () => {
  fake = await startFakeProvider();
  const providers = [fakeSpec(fake, 'openai'), fakeSpec(fake, 'anthropic', { methods: ['ensemble'] })];
  // The threads get exactly this environment: VERITY_PROVIDERS as a JSON array and the key variable.
  pool = createEngineThreads({ size: 1, env: { ...process.env, VERITY_PROVIDERS: JSON.stringify(providers), ...fakeEnv } });
  fake.otherwise(answerEverything);
  await pool.verify({ content: '1 + 1 = 2', methods: { formal: 1 } }); // warm-up: the thread loads TypeScript and mathjs
}, 60_000);

afterAll(async () => {
  await pool?.close();
  await fake?.close();
});

beforeEach(() => {
  fake.reset();
  fake.otherwise(answerEverything);
});

describe('the engine threads with providers configured through VERITY_PROVIDERS', () => {
  it('runs all four model methods on the configured provider, each result naming the provider and model', async () => {
    const out = await pool.verify({ content, methods: { reasoning: 1, ensemble: 1, entropy: 1, biprm: 1, formal: 1 } });
    const by = Object.fromEntries(out.paradigmResults.map((r) => [r.paradigm, r]));
    for (const method of MODEL_METHODS) {
      expect(by[method]).toMatchObject({ verdict: 'false', provider: method === 'ensemble' ? 'fake-openai,fake-anthropic' : 'fake-openai' });
      expect(by[method]!.model).toBe(method === 'ensemble' ? 'gpt-fake-1,claude-fake-1' : 'gpt-fake-1');
      expect(by[method]!.inputTokens).toBeGreaterThan(0);
      expect(by[method]!.costCents).toBeGreaterThan(0);
    }
    expect(by.formal).toMatchObject({ provider: 'offline', verdict: 'uncertain' });
    expect(out.verdict).toBe('false');
    expect(out.inputTokens).toBe(out.paradigmResults.reduce((s, r) => s + r.inputTokens, 0));
    // Both wire formats were spoken, every call with the key from the variable apiKeyEnv names.
    expect(fake.requests.some((r) => r.path === '/v1/chat/completions' && r.headers.authorization === 'Bearer sk-test-123')).toBe(true);
    expect(fake.requests.some((r) => r.path === '/v1/messages' && r.headers['x-api-key'] === 'sk-test-123')).toBe(true);
  });

  it('still decides exactly decidable content offline, without asking the provider', async () => {
    const out = await pool.verify({ content: '17 * 23 = 392', methods: { reasoning: 1, ensemble: 1, entropy: 1, biprm: 1 } });
    expect(out.verdict).toBe('false');
    expect(out.paradigmResults.every((r) => r.verdict === 'false' && r.confidence === 1)).toBe(true);
    expect(fake.requests).toHaveLength(0);
  });

  it('fails with EngineError upstream_error when the provider keeps failing after its retries, asking it maxRetries + 1 times', async () => {
    fake.otherwise(() => ({ status: 500 }));
    const err = await pool.verify({ content, methods: { reasoning: 1 }, options: { maxRetries: 1 } }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(EngineError);
    expect(err).toMatchObject({ code: 'upstream_error', paradigm: 'reasoning' });
    // The provider retried the call once; the engine did not rerun the method on top of it.
    expect(fake.requests).toHaveLength(2);
  });

  it('fails with EngineError upstream_timeout when the provider is slower than the timeout', async () => {
    fake.otherwise(() => ({ answer: { reasoning: 'late', verdict: 'true', confidence: 0.9 }, delayMs: 5_000 }));
    const started = Date.now();
    const err = await pool.verify({ content, methods: { reasoning: 1, formal: 1 }, options: { timeout: 1_000, maxRetries: 2 } }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(EngineError);
    expect(err).toMatchObject({ code: 'upstream_timeout' });
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(fake.requests).toHaveLength(1);
  });

  it('keeps answering after upstream failures: the thread and its engine are reused', async () => {
    const out = await pool.verify({ content, methods: { reasoning: 1 } });
    expect(out.paradigmResults[0]).toMatchObject({ provider: 'fake-openai', model: 'gpt-fake-1', verdict: 'false' });
  });
});

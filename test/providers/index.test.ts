import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../../server/config.js';
import { buildProviderMethods, createLanguageModel, describeProviders, loadProviderSpecs } from '../../server/providers/index.js';
import { createEngine, OFFLINE_METHODS } from '../../server/engine/engine.js';
import { PARADIGMS, type MethodInput, type Paradigm, type VerificationMethod } from '../../server/engine/types.js';
import { startFakeProvider, type FakeProvider, type RecordedRequest } from './fake-provider.js';
import { fakeEnv, fakeOffline, fakeSpec } from './helpers.js';

let fake: FakeProvider;
beforeAll(async () => {
  fake = await startFakeProvider();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

function offlineTable(): Record<Paradigm, ReturnType<typeof fakeOffline>> {
  return Object.fromEntries(PARADIGMS.map((p) => [p, fakeOffline(p)])) as Record<Paradigm, ReturnType<typeof fakeOffline>>;
}

const input: MethodInput = { content: 'Shakespeare wrote Don Quixote.\nSo he wrote in Spanish.', context: {}, options: {} };

/** Answers every wire request the four methods make: verdicts, step scores and premise scores. */
function answerEverything(req: RecordedRequest) {
  const prompt: string = req.body.messages.at(-1).content;
  if (prompt.includes('<conclusion>')) return { answer: { reasoning: 'r', scores: [0.1] } };
  if (prompt.includes('<step>')) return { answer: { reasoning: 'r', score: 0.1 } };
  return { answer: { reasoning: 'Cervantes wrote it.', verdict: 'false', confidence: 0.8 } };
}

describe('building the provider-backed methods for the engine', () => {
  it('builds nothing when no provider is configured, so the engine keeps every offline method and its result unchanged', async () => {
    const offline = offlineTable();
    const built = buildProviderMethods(loadProviderSpecs({}), offline);
    expect(built).toEqual({});
    const engineTable = { ...offline, ...built };
    for (const p of PARADIGMS) expect(engineTable[p]).toBe(offline[p]);
    const direct = await offline.reasoning(input);
    expect(await engineTable.reasoning(input)).toEqual(direct);
  });

  it('plugs the provider into all four model methods, each naming it and its model', async () => {
    fake.otherwise(answerEverything);
    const specs = [fakeSpec(fake, 'openai')];
    const built = buildProviderMethods(specs, offlineTable(), { env: fakeEnv, entropy: { samples: 3 } });
    expect(Object.keys(built).sort()).toEqual(['biprm', 'ensemble', 'entropy', 'reasoning']);
    for (const [name, method] of Object.entries(built) as [Paradigm, VerificationMethod][]) {
      const r = await method(input);
      expect(r).toMatchObject({ paradigm: name, verdict: 'false', provider: 'fake-openai', model: 'gpt-fake-1' });
      expect(r.inputTokens).toBeGreaterThan(0);
      expect(r.costCents).toBeGreaterThan(0);
    }
    expect(fake.requests.every((q) => q.headers.authorization === 'Bearer sk-test-123')).toBe(true);
  });

  it('serves only the methods a provider lists; ensemble uses every provider that serves it', async () => {
    fake.otherwise(answerEverything);
    const specs = [fakeSpec(fake, 'openai', { methods: ['reasoning', 'ensemble'] }), fakeSpec(fake, 'anthropic', { methods: ['ensemble'] })];
    const built = buildProviderMethods(specs, offlineTable(), { env: fakeEnv });
    expect(Object.keys(built).sort()).toEqual(['ensemble', 'reasoning']);
    expect((await built.ensemble!(input)).provider).toBe('fake-openai,fake-anthropic');
    expect((await built.reasoning!(input)).provider).toBe('fake-openai');
    expect(describeProviders(specs)).toEqual([
      { name: 'fake-openai', kind: 'openai', model: 'gpt-fake-1', methods: ['reasoning', 'ensemble'] },
      { name: 'fake-anthropic', kind: 'anthropic', model: 'claude-fake-1', methods: ['ensemble'] },
    ]);
  });

  it('uses the engine’s formal method, when given, to decide exactly decidable content', async () => {
    const offline = offlineTable();
    const formal: VerificationMethod = async () => ({ paradigm: 'formal', verdict: 'true', confidence: 1, reasoning: 'Proved by the formal method.', provider: 'offline', model: 'verity-offline-1', inputTokens: 0, outputTokens: 0, costCents: 0.2 });
    const built = buildProviderMethods([fakeSpec(fake, 'openai')], { ...offline, formal }, { env: fakeEnv });
    const r = await built.reasoning!(input);
    expect([r.verdict, r.confidence, r.provider]).toEqual(['true', 1, 'offline']);
    expect(r.reasoning).toMatch(/^Decided exactly by the offline checkers: Proved by the formal method\./);
    expect(fake.requests).toHaveLength(0);
  });

  it('replaces the engine’s offline method through createEngine({methods}), priced in the outcome', async () => {
    fake.script({ answer: { reasoning: 'Cervantes wrote it.', verdict: 'false', confidence: 0.8 }, usage: { input: 1_000, output: 100 } });
    const engine = createEngine({ methods: buildProviderMethods([fakeSpec(fake, 'anthropic', { methods: ['reasoning'] })], OFFLINE_METHODS, { env: fakeEnv }) });
    const outcome = await engine.verify({ content: 'Shakespeare wrote Don Quixote.', methods: { reasoning: 1, formal: 1 } });
    const reasoning = outcome.paradigmResults.find((r) => r.paradigm === 'reasoning');
    expect(reasoning).toMatchObject({ verdict: 'false', provider: 'fake-anthropic', model: 'claude-fake-1', inputTokens: 1_000, outputTokens: 100, costCents: 0.35 });
    expect(outcome.paradigmResults.find((r) => r.paradigm === 'formal')?.provider).toBe('offline');
    expect([outcome.inputTokens, outcome.outputTokens]).toEqual([1_000, 100]);
    // The engine's own formal method decides exact content: the provider is not asked.
    fake.reset();
    const exact = await engine.verify({ content: '17 * 23 = 392', methods: { reasoning: 1 } });
    expect([exact.verdict, exact.paradigmResults[0]?.provider]).toEqual(['false', 'offline']);
    expect(fake.requests).toHaveLength(0);
  });

  it('refuses to build a method without its offline fallback, or a provider whose key is missing', () => {
    const { reasoning: _dropped, ...rest } = offlineTable();
    expect(() => buildProviderMethods([fakeSpec(fake, 'openai')], rest, { env: fakeEnv })).toThrow('no offline "reasoning" method');
    expect(() => createLanguageModel(fakeSpec(fake, 'openai'), { env: {} })).toThrow(ConfigError);
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { UpstreamError } from '../../../server/providers/errors.js';
import { createEnsembleMethod } from '../../../server/providers/model-methods/ensemble.js';
import { startFakeProvider, type FakeProvider, type FakeReply, type RecordedRequest } from '../fake-provider.js';
import { FAST_RETRIES, fakeOffline, fakeProvider } from '../helpers.js';

let fake: FakeProvider;
beforeAll(async () => {
  fake = await startFakeProvider();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const input = { content: 'Mount Everest is the tallest mountain above sea level.', context: {}, options: {} };
const judges = () => [
  fakeProvider(fake, 'openai', { name: 'judge-a', model: 'model-a' }),
  fakeProvider(fake, 'anthropic', { name: 'judge-b', model: 'model-b' }),
  fakeProvider(fake, 'openai', { name: 'judge-c', model: 'model-c' }),
];

/** Answers per model name, so each judge can be scripted independently of arrival order. */
function byModel(replies: Record<string, FakeReply>): (req: RecordedRequest) => FakeReply {
  return (req) => replies[req.body.model] ?? { status: 500 };
}

describe('the model-backed ensemble method', () => {
  it('asks every provider independently and decides by unanimous agreement, naming them all', async () => {
    fake.otherwise(byModel({
      'model-a': { answer: { reasoning: 'yes', verdict: 'true', confidence: 0.9 }, usage: { input: 100, output: 10 } },
      'model-b': { answer: { reasoning: 'yes', verdict: 'true', confidence: 0.7 }, usage: { input: 100, output: 10 } },
      'model-c': { answer: { reasoning: 'yes', verdict: 'true', confidence: 0.8 }, usage: { input: 100, output: 10 } },
    }));
    const r = await createEnsembleMethod({ providers: judges(), fallback: fakeOffline('ensemble') })(input);
    expect(fake.requests.map((q) => q.body.model).sort()).toEqual(['model-a', 'model-b', 'model-c']);
    expect(r).toMatchObject({ paradigm: 'ensemble', verdict: 'true', confidence: 0.8, provider: 'judge-a,judge-b,judge-c', model: 'model-a,model-b,model-c', inputTokens: 300, outputTokens: 30 });
    expect(r.costCents).toBeCloseTo((300 * 250 + 30 * 1000) / 1e6, 9);
    expect(r.reasoning).toBe('3 of 3 judges said true (agreement 1, their mean confidence 0.8). Votes: judge-a (model-a): true 0.9; judge-b (model-b): true 0.7; judge-c (model-c): true 0.8.');
  });

  it('lowers confidence by the share of judges in the majority', async () => {
    fake.otherwise(byModel({
      'model-a': { answer: { reasoning: '', verdict: 'false', confidence: 0.9 } },
      'model-b': { answer: { reasoning: '', verdict: 'false', confidence: 0.6 } },
      'model-c': { answer: { reasoning: '', verdict: 'true', confidence: 0.9 } },
    }));
    const r = await createEnsembleMethod({ providers: judges(), fallback: fakeOffline('ensemble') })(input);
    expect([r.verdict, r.confidence]).toEqual(['false', 0.5]); // 2/3 × 0.75
  });

  it('says uncertain when the judges are split evenly', async () => {
    fake.otherwise(byModel({ 'model-a': { answer: { reasoning: '', verdict: 'true', confidence: 0.9 } }, 'model-b': { answer: { reasoning: '', verdict: 'false', confidence: 0.9 } } }));
    const r = await createEnsembleMethod({ providers: judges().slice(0, 2), fallback: fakeOffline('ensemble') })(input);
    expect([r.verdict, r.confidence]).toEqual(['uncertain', 0]);
    expect(r.reasoning).toMatch(/^The 2 judges are split/);
  });

  it('leaves out a judge whose provider fails after retries and names it', async () => {
    fake.otherwise(byModel({ 'model-a': { answer: { reasoning: '', verdict: 'true', confidence: 0.8 } }, 'model-b': { answer: { reasoning: '', verdict: 'true', confidence: 0.6 } } }));
    const r = await createEnsembleMethod({ providers: judges(), fallback: fakeOffline('ensemble'), policy: FAST_RETRIES })({ ...input, options: { maxRetries: 1 } });
    expect(r).toMatchObject({ verdict: 'true', confidence: 0.7, provider: 'judge-a,judge-b' });
    expect(r.reasoning).toMatch(/Left out after failing: judge-c \(upstream_error\)\.$/);
    expect(fake.requests.filter((q) => q.body.model === 'model-c')).toHaveLength(2);
  });

  it('fails with upstream_error only when every judge fails', async () => {
    fake.otherwise(() => ({ status: 503 }));
    const err = await createEnsembleMethod({ providers: judges(), fallback: fakeOffline('ensemble') })(input).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UpstreamError);
    expect((err as UpstreamError).code).toBe('upstream_error');
  });

  it('fails with upstream_timeout when no judge answers in time', async () => {
    fake.otherwise(() => ({ answer: { verdict: 'true' }, delayMs: 3_000 }));
    const err = await createEnsembleMethod({ providers: judges(), fallback: fakeOffline('ensemble') })({ ...input, options: { timeout: 150 } }).catch((e: unknown) => e);
    expect((err as UpstreamError).code).toBe('upstream_timeout');
  });

  it('lets the exact checkers decide exactly decidable content, asking no judge', async () => {
    const r = await createEnsembleMethod({ providers: judges(), fallback: fakeOffline('ensemble') })({ ...input, content: '2^10 = 1024' });
    expect([r.verdict, r.confidence, r.provider]).toEqual(['true', 1, 'offline']);
    expect(fake.requests).toHaveLength(0);
  });

  it('is the offline method itself when no provider is configured', () => {
    const fallback = fakeOffline('ensemble');
    expect(createEnsembleMethod({ providers: [], fallback })).toBe(fallback);
  });
});

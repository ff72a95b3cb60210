import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { UpstreamError } from '../../../server/providers/errors.js';
import { MODEL_CONFIDENCE_CAP } from '../../../server/providers/model-methods/common.js';
import { createEntropyMethod, semanticEntropy } from '../../../server/providers/model-methods/entropy.js';
import { startFakeProvider, type FakeProvider, type FakeReply } from '../fake-provider.js';
import { FAST_RETRIES, fakeOffline, fakeProvider } from '../helpers.js';

let fake: FakeProvider;
beforeAll(async () => {
  fake = await startFakeProvider();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const input = { content: 'The Great Wall of China is visible from the Moon with the naked eye.', context: {}, options: {} };
const say = (verdict: string, confidence = 0.9): FakeReply => ({ answer: { reasoning: '…', verdict, confidence }, usage: { input: 100, output: 30 } });

describe('semantic entropy', () => {
  it('is 0 for one cluster and ln k for k equal clusters', () => {
    expect(semanticEntropy([5, 0, 0])).toBe(0);
    expect(semanticEntropy([2, 2])).toBeCloseTo(Math.log(2), 12);
    expect(semanticEntropy([1, 1, 1])).toBeCloseTo(Math.log(3), 12);
    expect(semanticEntropy([4, 1])).toBeCloseTo(-(0.8 * Math.log(0.8) + 0.2 * Math.log(0.2)), 12);
    expect(semanticEntropy([])).toBe(0);
  });
});

describe('the model-backed entropy method', () => {
  it('samples N answers at temperature 1 and turns full agreement into high confidence, naming the provider', async () => {
    fake.otherwise(() => say('false'));
    const r = await createEntropyMethod({ providers: [fakeProvider(fake, 'anthropic')], fallback: fakeOffline('entropy') }, { samples: 5 })(input);
    expect(fake.requests).toHaveLength(5);
    expect(fake.requests.every((q) => q.body.temperature === 1)).toBe(true);
    expect(r).toMatchObject({ paradigm: 'entropy', verdict: 'false', confidence: MODEL_CONFIDENCE_CAP, provider: 'fake-anthropic', model: 'claude-fake-1', inputTokens: 500, outputTokens: 150 });
    expect(r.costCents).toBeCloseTo((500 * 250 + 150 * 1000) / 1e6, 9);
    expect(r.reasoning).toMatch(/clusters true 0, false 5, uncertain 0; semantic entropy 0 of at most 1\.0986 nats/);
  });

  it('maps the entropy of mixed answers to lower confidence: 1 - H / ln 3', async () => {
    fake.script(say('true'), say('true'), say('True'), say('correct'), say('false'));
    const r = await createEntropyMethod({ providers: [fakeProvider(fake, 'openai')], fallback: fakeOffline('entropy') }, { samples: 5, temperature: 0.9 })(input);
    const h = -(0.8 * Math.log(0.8) + 0.2 * Math.log(0.2));
    expect(r.verdict).toBe('true');
    expect(r.confidence).toBeCloseTo(1 - h / Math.log(3), 4);
    expect(fake.requests[0]?.body.temperature).toBe(0.9);
  });

  it('counts unreadable answers as uncertain and says uncertain when that cluster is largest or there is a tie', async () => {
    fake.script(say('uncertain'), { answer: 'no idea' }, say('true'), say('uncertain'), say('false'));
    const r = await createEntropyMethod({ providers: [fakeProvider(fake, 'openai')], fallback: fakeOffline('entropy') })(input);
    expect([r.verdict, r.confidence]).toEqual(['uncertain', 0]);
    fake.script(say('true'), say('false'));
    const tie = await createEntropyMethod({ providers: [fakeProvider(fake, 'openai')], fallback: fakeOffline('entropy') }, { samples: 2 })(input);
    expect(tie.verdict).toBe('uncertain');
  });

  it('fails with upstream_error when a sample fails after retries', async () => {
    fake.script(say('true'), { status: 500 }, { status: 500 });
    fake.otherwise(() => ({ status: 500 }));
    const err = await createEntropyMethod({ providers: [fakeProvider(fake, 'openai')], fallback: fakeOffline('entropy'), policy: FAST_RETRIES }, { samples: 3 })({ ...input, options: { maxRetries: 1 } }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UpstreamError);
    expect((err as UpstreamError).code).toBe('upstream_error');
  });

  it('is the offline method itself when no provider is configured, and refuses a silly sample count', () => {
    const fallback = fakeOffline('entropy');
    expect(createEntropyMethod({ providers: [], fallback })).toBe(fallback);
    expect(() => createEntropyMethod({ providers: [fakeProvider(fake, 'openai')], fallback }, { samples: 1 })).toThrow(RangeError);
  });
});

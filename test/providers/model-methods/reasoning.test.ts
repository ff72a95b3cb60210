import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { UpstreamError } from '../../../server/providers/errors.js';
import { MODEL_CONFIDENCE_CAP } from '../../../server/providers/model-methods/common.js';
import { createReasoningMethod } from '../../../server/providers/model-methods/reasoning.js';
import { startFakeProvider, type FakeProvider } from '../fake-provider.js';
import { FAST_RETRIES, fakeOffline, fakeProvider } from '../helpers.js';

let fake: FakeProvider;
beforeAll(async () => {
  fake = await startFakeProvider();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const claim = 'The Eiffel Tower is in Rome.';
const input = (content = claim, options = {}) => ({ content, context: {}, options });

describe('the model-backed reasoning method', () => {
  for (const kind of ['openai', 'anthropic'] as const) {
    it(`asks the ${kind} provider for a structured verdict and names it, with tokens and cost`, async () => {
      fake.script({ answer: { reasoning: 'The Eiffel Tower is in Paris, not Rome.', verdict: 'false', confidence: 0.85 }, usage: { input: 400, output: 60 } });
      const fallback = fakeOffline('reasoning');
      const method = createReasoningMethod({ providers: [fakeProvider(fake, kind)], fallback, policy: FAST_RETRIES });
      const r = await method(input());
      expect(r).toEqual({
        paradigm: 'reasoning',
        verdict: 'false',
        confidence: 0.85,
        reasoning: `fake-${kind} (${kind === 'openai' ? 'gpt-fake-1' : 'claude-fake-1'}) judged the content false with confidence 0.85. The Eiffel Tower is in Paris, not Rome.`,
        provider: `fake-${kind}`,
        model: kind === 'openai' ? 'gpt-fake-1' : 'claude-fake-1',
        inputTokens: 400,
        outputTokens: 60,
        costCents: (400 * 250 + 60 * 1000) / 1e6,
      });
      expect(fallback.calls).toBe(0);
      const sent = fake.requests[0]?.body;
      expect(JSON.stringify(sent)).toContain(`<content>\\n${claim}\\n</content>`);
      expect(sent.temperature).toBe(0);
    });
  }

  it('lets the exact checkers answer an exactly decidable claim instead of the model, and says so', async () => {
    fake.script({ answer: { reasoning: 'Looks right to me.', verdict: 'true', confidence: 0.99 } });
    const fallback = fakeOffline('reasoning');
    const method = createReasoningMethod({ providers: [fakeProvider(fake, 'openai')], fallback, policy: FAST_RETRIES });
    const r = await method(input('17 * 23 = 392'));
    expect(r).toMatchObject({ verdict: 'false', confidence: 1, provider: 'offline', model: 'verity-offline-1', inputTokens: 0, outputTokens: 0, costCents: 0.2 });
    expect(r.reasoning).toMatch(/^Decided exactly by the offline checkers: .*391.* An exact answer wins over a language model's opinion, so the configured model \(fake-openai: gpt-fake-1\) was not asked\.$/);
    expect(fake.requests).toHaveLength(0);
    expect(fallback.calls).toBe(1);
  });

  it('is the offline method itself when no provider is configured', async () => {
    const fallback = fakeOffline('reasoning');
    const method = createReasoningMethod({ providers: [], fallback });
    expect(method).toBe(fallback);
  });

  it('caps a model’s confidence so a model alone never reaches the default accept threshold', async () => {
    fake.script({ answer: { reasoning: 'Certain.', verdict: 'false', confidence: 1 } });
    const r = await createReasoningMethod({ providers: [fakeProvider(fake, 'openai')], fallback: fakeOffline('reasoning') })(input());
    expect(r.confidence).toBe(MODEL_CONFIDENCE_CAP);
  });

  it('says uncertain, with the tokens still counted, when the answer holds no readable verdict', async () => {
    fake.script({ answer: 'I would rather not say.', usage: { input: 50, output: 8 }, stop: 'length' });
    const r = await createReasoningMethod({ providers: [fakeProvider(fake, 'openai')], fallback: fakeOffline('reasoning') })(input());
    expect(r).toMatchObject({ verdict: 'uncertain', confidence: 0, provider: 'fake-openai', inputTokens: 50, outputTokens: 8 });
    expect(r.reasoning).toBe('The answer of fake-openai held no readable verdict (it stopped at the token limit): "I would rather not say."');
  });

  it('reads a verdict out of free text when the provider ignores the schema', async () => {
    fake.script({ answer: 'Let me think. The tower is in Paris.\n```json\n{"reasoning": "Paris, not Rome", "verdict": "False", "confidence": "90%"}\n```' });
    const r = await createReasoningMethod({ providers: [fakeProvider(fake, 'openai')], fallback: fakeOffline('reasoning') })(input());
    expect([r.verdict, r.confidence]).toEqual(['false', 0.9]);
  });

  it('passes the caller’s context.evidence to the model as its documents (issue 23)', async () => {
    await createReasoningMethod({ providers: [fakeProvider(fake, 'anthropic')], fallback: fakeOffline('reasoning') })({ content: claim, context: { evidence: ['The tower stands on the Champ de Mars in Paris.'] }, options: {} });
    expect(fake.requests[0]?.body.messages[0].content).toContain('<documents>\n[document 1]\nThe tower stands on the Champ de Mars in Paris.\n</documents>');
  });

  it('retries transient failures within maxRetries, then fails with upstream_error', async () => {
    fake.script({ status: 500 }, { answer: { reasoning: 'ok', verdict: 'false', confidence: 0.7 } });
    const method = createReasoningMethod({ providers: [fakeProvider(fake, 'openai')], fallback: fakeOffline('reasoning'), policy: FAST_RETRIES });
    expect((await method(input(claim, { maxRetries: 1 }))).verdict).toBe('false');
    fake.script({ status: 500 }, { status: 500 });
    const err = await method(input(claim, { maxRetries: 1 })).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UpstreamError);
    expect((err as UpstreamError).code).toBe('upstream_error');
  });

  it('fails with upstream_timeout when the model does not answer within options.timeout', async () => {
    fake.script({ answer: { verdict: 'true' }, delayMs: 3_000 });
    const method = createReasoningMethod({ providers: [fakeProvider(fake, 'anthropic')], fallback: fakeOffline('reasoning'), policy: FAST_RETRIES });
    const err = await method(input(claim, { timeout: 150 })).catch((e: unknown) => e);
    expect((err as UpstreamError).code).toBe('upstream_timeout');
  });
});

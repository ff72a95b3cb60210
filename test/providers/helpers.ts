// Shared set-up of the provider tests: providers pointing at the fake server, an offline stand-in.
import type { ProviderSpec } from '../../server/providers/config.js';
import { createAnthropicMessagesModel } from '../../server/providers/anthropic-messages.js';
import { createOpenAIChatModel } from '../../server/providers/openai-chat.js';
import type { Provider } from '../../server/providers/upstream.js';
import type { Paradigm, VerificationMethod } from '../../server/engine/types.js';
import type { FakeProvider } from './fake-provider.js';

/** Spec of a provider pointing at the fake server; the key variable is FAKE_KEY in `fakeEnv`. */
export function fakeSpec(fake: FakeProvider, kind: 'openai' | 'anthropic', overrides: Partial<ProviderSpec> = {}): ProviderSpec {
  return {
    name: `fake-${kind}`,
    kind,
    baseUrl: kind === 'openai' ? fake.openaiBaseUrl : fake.anthropicBaseUrl,
    apiKeyEnv: 'FAKE_KEY',
    model: kind === 'openai' ? 'gpt-fake-1' : 'claude-fake-1',
    methods: ['reasoning', 'ensemble', 'entropy', 'biprm'],
    inputCentsPerMTok: 250,
    outputCentsPerMTok: 1000,
    ...overrides,
  };
}

export const fakeEnv = { FAKE_KEY: 'sk-test-123' };

/** A configured provider (spec and adapter) talking to the fake server. */
export function fakeProvider(fake: FakeProvider, kind: 'openai' | 'anthropic', overrides: Partial<ProviderSpec> = {}): Provider {
  const spec = fakeSpec(fake, kind, overrides);
  const options = { baseUrl: spec.baseUrl, apiKey: fakeEnv.FAKE_KEY, model: spec.model, name: spec.name };
  return { spec, llm: kind === 'openai' ? createOpenAIChatModel(options) : createAnthropicMessagesModel(options) };
}

/** An offline method stand-in that says `uncertain` and records its calls. */
export function fakeOffline(paradigm: Paradigm): VerificationMethod & { calls: number } {
  const fn = Object.assign(
    async () => {
      fn.calls++;
      return { paradigm, verdict: 'uncertain' as const, confidence: 0, reasoning: 'offline: no checker decided', provider: 'offline', model: 'verity-offline-1', inputTokens: 0, outputTokens: 0, costCents: 0.2 };
    },
    { calls: 0 },
  );
  return fn;
}

/** Backoff shortened so retry tests run in milliseconds. */
export const FAST_RETRIES = { baseDelayMs: 5, maxDelayMs: 20, random: () => 0 };

// Upstream language-model providers (issue 10): the one entry point the server uses.
//   const specs = loadProviderSpecs(process.env);                 // at start-up; throws ConfigError
//   const methods = buildProviderMethods(specs, offlineMethods);    // for createEngine({methods})
//   status.providers = describeProviders(specs);                    // GET /v1/status
import { ConfigError } from '../config.js';
import { checkerOracle, formalOracle, type Paradigm, type VerificationMethod } from '../engine/index.js';
import { createAnthropicMessagesModel } from './anthropic-messages.js';
import { MODEL_METHODS, type ModelMethod, type ProviderSpec } from './config.js';
import type { FetchLike, LanguageModel } from './language-model.js';
import { createBiprmMethod } from './model-methods/biprm.js';
import type { ModelMethodDeps } from './model-methods/common.js';
import { createEnsembleMethod } from './model-methods/ensemble.js';
import { createEntropyMethod, type EntropyOptions } from './model-methods/entropy.js';
import { createReasoningMethod } from './model-methods/reasoning.js';
import { createOpenAIChatModel } from './openai-chat.js';
import type { Provider, RetryPolicy } from './upstream.js';

export { describeProviders, loadProviderSpecs, parseProviderSpecs, MODEL_METHODS } from './config.js';
export type { ModelMethod, ProviderInfo, ProviderKind, ProviderSpec } from './config.js';
export { UpstreamError, isUpstreamError } from './errors.js';
export type { UpstreamErrorCode } from './errors.js';
export type { LanguageModel, Completion, CompletionRequest } from './language-model.js';

type Env = Record<string, string | undefined>;

export interface BuildOptions {
  /** Where the API keys are read (the variables named by `apiKeyEnv`); default process.env. */
  env?: Env;
  /** The HTTP client; default the global fetch (undici). */
  fetch?: FetchLike;
  policy?: Partial<RetryPolicy>;
  entropy?: EntropyOptions;
}

/** The adapter for one configured provider, its key read from `env` now. */
export function createLanguageModel(spec: ProviderSpec, options: Pick<BuildOptions, 'env' | 'fetch'> = {}): LanguageModel {
  const apiKey = (options.env ?? process.env)[spec.apiKeyEnv]?.trim();
  if (!apiKey) throw new ConfigError([`${spec.apiKeyEnv} (the API key of provider "${spec.name}") is not set`]);
  const common = { baseUrl: spec.baseUrl, apiKey, model: spec.model, name: spec.name, ...(options.fetch ? { fetch: options.fetch } : {}) };
  return spec.kind === 'anthropic'
    ? createAnthropicMessagesModel(common)
    : createOpenAIChatModel({ ...common, ...(spec.maxTokensField ? { maxTokensField: spec.maxTokensField } : {}) });
}

const FACTORIES: Record<ModelMethod, (deps: ModelMethodDeps, options: BuildOptions) => VerificationMethod> = {
  reasoning: (deps) => createReasoningMethod(deps),
  ensemble: (deps) => createEnsembleMethod(deps),
  entropy: (deps, options) => createEntropyMethod(deps, options.entropy),
  biprm: (deps) => createBiprmMethod(deps),
};

/**
 * The provider-backed methods to plug into the engine, one per model method that has at least
 * one provider configured; methods without one are absent, so the engine keeps its offline
 * method unchanged. `offline` must hold the engine's offline method of every paradigm a provider
 * serves (each stays the fallback and answers exactly decidable content); its `formal` method,
 * when given, is the exact oracle, else the exact checkers are.
 * reasoning, entropy and biprm use the first provider configured for them; ensemble uses all.
 */
export function buildProviderMethods(
  specs: readonly ProviderSpec[],
  offline: Partial<Record<Paradigm, VerificationMethod>>,
  options: BuildOptions = {},
): Partial<Record<Paradigm, VerificationMethod>> {
  const providers: Provider[] = specs.map((spec) => ({ spec, llm: createLanguageModel(spec, options) }));
  const exact = offline.formal ? formalOracle(offline.formal) : checkerOracle;
  const out: Partial<Record<Paradigm, VerificationMethod>> = {};
  for (const method of MODEL_METHODS) {
    const serving = providers.filter((p) => p.spec.methods.includes(method));
    if (serving.length === 0) continue;
    const fallback = offline[method];
    if (!fallback) throw new TypeError(`buildProviderMethods: no offline "${method}" method was given to fall back on`);
    out[method] = FACTORIES[method]({ providers: serving, fallback, exact, ...(options.policy ? { policy: options.policy } : {}) }, options);
  }
  return out;
}

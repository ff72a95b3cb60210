// The upstream provider configuration (issue 10): `VERITY_PROVIDERS` holds a JSON array, or the
// path of a JSON file holding one, of
//   {"name", "kind": "openai"|"anthropic", "baseUrl", "apiKeyEnv", "model", "methods"?,
//    "inputCentsPerMTok", "outputCentsPerMTok", "maxTokensField"? (openai only)}.
// Validation is strict and reports every problem at once, as server/config.ts does, so start-up
// stops with one clear message. The API keys themselves never enter these objects: only the name
// of the variable that holds each key does, and the adapters read it when they are built.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ConfigError } from '../config.js';
import type { Paradigm } from '../engine/index.js';

export const PROVIDER_KINDS = ['openai', 'anthropic'] as const;
export type ProviderKind = (typeof PROVIDER_KINDS)[number];

/** The methods a language model can back; the other three are exact or lexical and stay offline. */
export const MODEL_METHODS = ['reasoning', 'ensemble', 'entropy', 'biprm'] as const satisfies readonly Paradigm[];
export type ModelMethod = (typeof MODEL_METHODS)[number];

export interface ProviderSpec {
  /** Unique; shown as `provider` in results and in GET /v1/status. */
  name: string;
  kind: ProviderKind;
  /** Without a trailing slash. openai: up to `/v1` (`https://api.openai.com/v1`); anthropic: the host (`https://api.anthropic.com`). */
  baseUrl: string;
  /** Name of the environment variable holding the API key. */
  apiKeyEnv: string;
  model: string;
  methods: ModelMethod[];
  inputCentsPerMTok: number;
  outputCentsPerMTok: number;
  /**
   * openai only: the request field that carries the output token limit (issue 16). Absent when not
   * configured: the adapter then picks by host (openai-chat.ts defaultMaxTokensField).
   */
  maxTokensField?: MaxTokensField;
}

/**
 * OpenAI's reasoning models refuse `max_tokens` and take `max_completion_tokens`; many compatible
 * servers (older vLLM, llama.cpp server, LM Studio) know only `max_tokens`.
 */
export const MAX_TOKENS_FIELDS = ['max_completion_tokens', 'max_tokens'] as const;
export type MaxTokensField = (typeof MAX_TOKENS_FIELDS)[number];

/** One element of `providers` in GET /v1/status (spec/status.tsp ProviderInfo): no URL, no key. */
export interface ProviderInfo {
  name: string;
  kind: ProviderKind;
  model: string;
  methods: ModelMethod[];
}

type Env = Record<string, string | undefined>;

const KEYS = ['name', 'kind', 'baseUrl', 'apiKeyEnv', 'model', 'methods', 'inputCentsPerMTok', 'outputCentsPerMTok', 'maxTokensField'] as const;
const NAME_RE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;
const ENV_NAME_RE = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * Reads `VERITY_PROVIDERS` from `env`. Unset or blank means no provider (the offline engine only).
 * Throws ConfigError listing every problem: unreadable file, invalid JSON, unknown keys or kinds,
 * bad URLs, API key variables that are not set, duplicate names, negative prices.
 */
export function loadProviderSpecs(env: Env = process.env, readFile: (path: string) => string = (p) => readFileSync(p, 'utf8')): ProviderSpec[] {
  const raw = env.VERITY_PROVIDERS?.trim() ?? '';
  if (raw === '') return [];
  let text = raw;
  let origin = 'VERITY_PROVIDERS';
  if (!raw.startsWith('[')) {
    const path = resolve(raw);
    origin = `VERITY_PROVIDERS file ${path}`;
    try {
      text = readFile(path);
    } catch (err) {
      throw new ConfigError([`VERITY_PROVIDERS is neither a JSON array nor a readable file: ${(err as Error).message}`]);
    }
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (err) {
    throw new ConfigError([`${origin} is not valid JSON: ${(err as Error).message}`]);
  }
  return parseProviderSpecs(parsed, env);
}

/** Validates an already parsed `VERITY_PROVIDERS` value; see loadProviderSpecs. */
export function parseProviderSpecs(value: unknown, env: Env = process.env): ProviderSpec[] {
  const problems: string[] = [];
  if (!Array.isArray(value)) throw new ConfigError(['VERITY_PROVIDERS must be a JSON array of provider objects']);
  const specs: ProviderSpec[] = [];
  const seen = new Map<string, number>();
  value.forEach((entry: unknown, i) => {
    const at = `VERITY_PROVIDERS[${i}]`;
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
      problems.push(`${at} must be an object`);
      return;
    }
    const e = entry as Record<string, unknown>;
    const before = problems.length;
    for (const key of Object.keys(e)) {
      if (!(KEYS as readonly string[]).includes(key)) problems.push(`${at} has an unknown key "${key}" (allowed: ${KEYS.join(', ')})`);
    }
    const name = e.name;
    if (typeof name !== 'string' || !NAME_RE.test(name)) {
      problems.push(`${at}.name must be 1 to 100 letters, digits, ".", "_" or "-", starting with a letter or digit`);
    } else if (seen.has(name)) {
      problems.push(`${at}.name "${name}" is already used by VERITY_PROVIDERS[${seen.get(name)}]`);
    } else {
      seen.set(name, i);
    }
    const kind = e.kind;
    if (typeof kind !== 'string' || !(PROVIDER_KINDS as readonly string[]).includes(kind)) {
      problems.push(`${at}.kind must be one of ${PROVIDER_KINDS.join(', ')}, got ${JSON.stringify(kind)}`);
    }
    const baseUrl = checkUrl(e.baseUrl, `${at}.baseUrl`, problems);
    const apiKeyEnv = e.apiKeyEnv;
    if (typeof apiKeyEnv !== 'string' || !ENV_NAME_RE.test(apiKeyEnv)) {
      problems.push(`${at}.apiKeyEnv must be the name of an environment variable, got ${JSON.stringify(apiKeyEnv)}`);
    } else if ((env[apiKeyEnv] ?? '').trim() === '') {
      problems.push(`${at}.apiKeyEnv names ${apiKeyEnv}, which is not set (it must hold the API key of provider ${typeof name === 'string' ? `"${name}"` : i})`);
    }
    const model = e.model;
    if (typeof model !== 'string' || model.trim() === '' || model.length > 200) problems.push(`${at}.model must be a non-empty string of at most 200 characters`);
    const methods = checkMethods(e.methods, `${at}.methods`, problems);
    const inputPrice = checkPrice(e.inputCentsPerMTok, `${at}.inputCentsPerMTok`, problems);
    const outputPrice = checkPrice(e.outputCentsPerMTok, `${at}.outputCentsPerMTok`, problems);
    const maxTokensField = e.maxTokensField;
    if (maxTokensField !== undefined) {
      if (kind !== 'openai') problems.push(`${at}.maxTokensField applies to kind "openai" only (the Messages API takes max_tokens)`);
      else if (typeof maxTokensField !== 'string' || !(MAX_TOKENS_FIELDS as readonly string[]).includes(maxTokensField)) {
        problems.push(`${at}.maxTokensField must be one of ${MAX_TOKENS_FIELDS.join(', ')}, got ${JSON.stringify(maxTokensField)}`);
      }
    }
    if (problems.length === before) {
      specs.push({
        name: name as string,
        kind: kind as ProviderKind,
        baseUrl: baseUrl as string,
        apiKeyEnv: apiKeyEnv as string,
        model: model as string,
        methods,
        inputCentsPerMTok: inputPrice,
        outputCentsPerMTok: outputPrice,
        ...(maxTokensField === undefined ? {} : { maxTokensField: maxTokensField as MaxTokensField }),
      });
    }
  });
  if (problems.length) throw new ConfigError(problems);
  return specs;
}

function checkUrl(value: unknown, at: string, problems: string[]): string | undefined {
  if (typeof value !== 'string') {
    problems.push(`${at} must be an http or https URL`);
    return undefined;
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    problems.push(`${at} is not a valid URL: ${JSON.stringify(value)}`);
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') problems.push(`${at} must use http or https, got ${url.protocol}`);
  // A key in the URL would leak into logs and error messages; keys belong in apiKeyEnv.
  if (url.username || url.password) problems.push(`${at} must not contain credentials; put the key in the variable named by apiKeyEnv`);
  if (url.search || url.hash) problems.push(`${at} must not have a query or fragment`);
  return value.replace(/\/+$/, '');
}

function checkMethods(value: unknown, at: string, problems: string[]): ModelMethod[] {
  if (value === undefined) return [...MODEL_METHODS];
  if (!Array.isArray(value) || value.length === 0) {
    problems.push(`${at} must be a non-empty array of ${MODEL_METHODS.join(', ')} (omit it for all four)`);
    return [];
  }
  const out: ModelMethod[] = [];
  for (const m of value) {
    if (typeof m !== 'string' || !(MODEL_METHODS as readonly string[]).includes(m)) {
      problems.push(`${at} contains ${JSON.stringify(m)}; a provider can serve only ${MODEL_METHODS.join(', ')}`);
    } else if (out.includes(m as ModelMethod)) {
      problems.push(`${at} lists "${m}" twice`);
    } else {
      out.push(m as ModelMethod);
    }
  }
  return out;
}

function checkPrice(value: unknown, at: string, problems: string[]): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
    problems.push(`${at} must be a number of cents per million tokens, 0 or more, got ${JSON.stringify(value)}`);
    return 0;
  }
  return value;
}

/** The providers as GET /v1/status lists them (DECISIONS.md "Status endpoint"): name, kind, model, methods; never the URL or key. */
export function describeProviders(specs: readonly ProviderSpec[]): ProviderInfo[] {
  return specs.map((s) => ({ name: s.name, kind: s.kind, model: s.model, methods: [...s.methods] }));
}

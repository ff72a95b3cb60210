import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../server/config.js';
import { describeProviders, loadProviderSpecs, parseProviderSpecs } from '../../server/providers/config.js';

const env = { OPENAI_KEY: 'sk-1', ANTHROPIC_KEY: 'sk-ant-2' };
const openai = { name: 'gpt', kind: 'openai', baseUrl: 'https://api.openai.com/v1/', apiKeyEnv: 'OPENAI_KEY', model: 'gpt-4o-mini', inputCentsPerMTok: 15, outputCentsPerMTok: 60 };
const anthropic = { name: 'claude', kind: 'anthropic', baseUrl: 'https://api.anthropic.com', apiKeyEnv: 'ANTHROPIC_KEY', model: 'claude-3-5-haiku-latest', methods: ['ensemble'], inputCentsPerMTok: 80, outputCentsPerMTok: 400 };

function problemsOf(fn: () => unknown): string[] {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as ConfigError).problems;
  }
  throw new Error('expected a ConfigError');
}

describe('provider configuration', () => {
  it('means no provider when VERITY_PROVIDERS is unset or blank', () => {
    expect(loadProviderSpecs({})).toEqual([]);
    expect(loadProviderSpecs({ VERITY_PROVIDERS: '  ' })).toEqual([]);
  });

  it('reads a JSON array, trims the trailing slash of baseUrl and defaults methods to all four', () => {
    const specs = loadProviderSpecs({ ...env, VERITY_PROVIDERS: JSON.stringify([openai, anthropic]) });
    expect(specs).toEqual([
      { ...openai, baseUrl: 'https://api.openai.com/v1', methods: ['reasoning', 'ensemble', 'entropy', 'biprm'] },
      { ...anthropic },
    ]);
  });

  it('reads the array from a JSON file when VERITY_PROVIDERS is a path', () => {
    const dir = mkdtempSync(join(tmpdir(), 'verity-providers-'));
    const file = join(dir, 'providers.json');
    writeFileSync(file, JSON.stringify([anthropic]));
    expect(loadProviderSpecs({ ...env, VERITY_PROVIDERS: file }).map((s) => s.name)).toEqual(['claude']);
  });

  it('says clearly when the file cannot be read or the JSON is invalid', () => {
    expect(problemsOf(() => loadProviderSpecs({ VERITY_PROVIDERS: '/nonexistent/providers.json' }))[0]).toMatch(/neither a JSON array nor a readable file/);
    expect(problemsOf(() => loadProviderSpecs({ VERITY_PROVIDERS: '[{"name": ' }))[0]).toMatch(/VERITY_PROVIDERS is not valid JSON/);
    expect(problemsOf(() => parseProviderSpecs({ name: 'x' }, env))[0]).toMatch(/must be a JSON array/);
  });

  it('lists every problem of every entry in one error', () => {
    const bad = [
      { ...openai, kind: 'gemini' },
      { ...openai, name: 'gpt2', baseUrl: 'not a url', apiKeyEnv: 'MISSING_KEY', inputCentsPerMTok: -1, outputCentsPerMTok: 'free' },
      { ...anthropic, name: 'gpt' },
      { ...anthropic, name: 'c2', methods: ['reasoning', 'formal', 'reasoning'], temperature: 0.2 },
      { ...anthropic, name: 'c3', baseUrl: 'ftp://example.com', model: '' },
      'not an object',
    ];
    const problems = problemsOf(() => parseProviderSpecs(bad, env));
    expect(problems).toEqual([
      'VERITY_PROVIDERS[0].kind must be one of openai, anthropic, got "gemini"',
      'VERITY_PROVIDERS[1].baseUrl is not a valid URL: "not a url"',
      'VERITY_PROVIDERS[1].apiKeyEnv names MISSING_KEY, which is not set (it must hold the API key of provider "gpt2")',
      'VERITY_PROVIDERS[1].inputCentsPerMTok must be a number of cents per million tokens, 0 or more, got -1',
      'VERITY_PROVIDERS[1].outputCentsPerMTok must be a number of cents per million tokens, 0 or more, got "free"',
      'VERITY_PROVIDERS[2].name "gpt" is already used by VERITY_PROVIDERS[0]',
      'VERITY_PROVIDERS[3] has an unknown key "temperature" (allowed: name, kind, baseUrl, apiKeyEnv, model, methods, inputCentsPerMTok, outputCentsPerMTok, maxTokensField)',
      'VERITY_PROVIDERS[3].methods contains "formal"; a provider can serve only reasoning, ensemble, entropy, biprm',
      'VERITY_PROVIDERS[3].methods lists "reasoning" twice',
      'VERITY_PROVIDERS[4].baseUrl must use http or https, got ftp:',
      'VERITY_PROVIDERS[4].model must be a non-empty string of at most 200 characters',
      'VERITY_PROVIDERS[5] must be an object',
    ]);
    expect(() => parseProviderSpecs(bad, env)).toThrow(/^Invalid configuration:\n {2}- VERITY_PROVIDERS\[0\]\.kind/);
  });

  it('refuses credentials in the URL, an empty methods list and a malformed variable name', () => {
    const problems = problemsOf(() =>
      parseProviderSpecs([{ ...openai, baseUrl: 'https://user:sk-secret@api.example.com/v1', methods: [], apiKeyEnv: 'lower-case-dash' }], env),
    );
    expect(problems).toEqual([
      'VERITY_PROVIDERS[0].baseUrl must not contain credentials; put the key in the variable named by apiKeyEnv',
      'VERITY_PROVIDERS[0].apiKeyEnv must be the name of an environment variable, got "lower-case-dash"',
      'VERITY_PROVIDERS[0].methods must be a non-empty array of reasoning, ensemble, entropy, biprm (omit it for all four)',
    ]);
  });

  it('describes providers for GET /v1/status with name, kind, model and methods only', () => {
    const specs = parseProviderSpecs([openai, anthropic], env);
    const info = describeProviders(specs);
    expect(info).toEqual([
      { name: 'gpt', kind: 'openai', model: 'gpt-4o-mini', methods: ['reasoning', 'ensemble', 'entropy', 'biprm'] },
      { name: 'claude', kind: 'anthropic', model: 'claude-3-5-haiku-latest', methods: ['ensemble'] },
    ]);
    const text = JSON.stringify(info);
    for (const secretish of ['sk-1', 'sk-ant-2', 'OPENAI_KEY', 'api.openai.com']) expect(text).not.toContain(secretish);
  });
});

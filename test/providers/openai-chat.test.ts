import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { UpstreamCallError } from '../../server/providers/errors.js';
import type { JsonSchemaSpec } from '../../server/providers/language-model.js';
import { createLanguageModel, parseProviderSpecs } from '../../server/providers/index.js';
import { createOpenAIChatModel, defaultMaxTokensField, parseChatCompletion } from '../../server/providers/openai-chat.js';
import { startFakeProvider, type FakeProvider } from './fake-provider.js';

const fixture = JSON.parse(readFileSync(new URL('../fixtures/providers/openai-chat-completions.json', import.meta.url), 'utf8'));
const schema: JsonSchemaSpec = { name: 'record_verdict', description: 'd', schema: { type: 'object', properties: { verdict: { type: 'string' } }, required: ['verdict'], additionalProperties: false } };
const ask = { system: 'You judge.', prompt: 'Is 2 + 2 = 4?', temperature: 0, maxTokens: 256 };

let fake: FakeProvider;
beforeAll(async () => {
  fake = await startFakeProvider();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

function model() {
  return createOpenAIChatModel({ baseUrl: `${fake.openaiBaseUrl}/`, apiKey: 'sk-test', model: 'gpt-fake-1', name: 'fake-openai' });
}

async function failure(p: Promise<unknown>): Promise<UpstreamCallError> {
  const err = await p.then(() => undefined, (e: unknown) => e);
  expect(err).toBeInstanceOf(UpstreamCallError);
  return err as UpstreamCallError;
}

describe('the OpenAI Chat Completions adapter', () => {
  it('posts to {baseUrl}/chat/completions with a Bearer key, the model, both messages and a json_schema response_format', async () => {
    fake.script({ answer: { verdict: 'true' } });
    await model().complete({ ...ask, jsonSchema: schema });
    const [req] = fake.requests;
    expect(req?.method).toBe('POST');
    expect(req?.path).toBe('/v1/chat/completions');
    expect(req?.headers.authorization).toBe('Bearer sk-test');
    expect(req?.headers['content-type']).toBe('application/json');
    expect(req?.body).toEqual({
      model: 'gpt-fake-1',
      messages: [
        { role: 'system', content: 'You judge.' },
        { role: 'user', content: 'Is 2 + 2 = 4?' },
      ],
      temperature: 0,
      max_tokens: 256,
      response_format: { type: 'json_schema', json_schema: { name: 'record_verdict', description: 'd', strict: true, schema: schema.schema } },
    });
  });

  it('sends no response_format when no schema is asked for', async () => {
    fake.script({ answer: 'hello' });
    await model().complete(ask);
    expect(fake.requests[0]?.body).not.toHaveProperty('response_format');
  });

  it('returns the text, the parsed JSON, token usage, the answering model and whether output was cut at the limit', async () => {
    fake.script({ answer: { verdict: 'false' }, usage: { input: 321, output: 45 } }, { answer: 'cut sho', stop: 'length' });
    const m = model();
    expect(await m.complete({ ...ask, jsonSchema: schema })).toEqual({ text: '{"verdict":"false"}', json: { verdict: 'false' }, inputTokens: 321, outputTokens: 45, model: 'gpt-fake-1', truncated: false });
    expect(await m.complete(ask)).toMatchObject({ text: 'cut sho', truncated: true });
  });

  it('parses the documented example response from the API reference', async () => {
    const documented = fixture.request.body;
    fake.script({ status: 200, body: fixture.response.body });
    const answer = await createOpenAIChatModel({ baseUrl: fake.openaiBaseUrl, apiKey: 'sk-test', model: documented.model }).complete({
      system: documented.messages[0].content,
      prompt: documented.messages[1].content,
      temperature: 1,
      maxTokens: 100,
    });
    expect(answer).toEqual({ text: '\n\nHello there, how may I assist you today?', inputTokens: 9, outputTokens: 12, model: 'gpt-4o-mini', truncated: false });
    // Our request has the documented shape: the same model and messages, plus the sampling fields.
    const sent = fake.requests[0]?.body;
    expect(sent.model).toBe(documented.model);
    expect(sent.messages).toEqual(documented.messages);
    expect(fake.requests[0]?.headers.authorization).toMatch(/^Bearer /);
  });

  it('asks again without response_format when the server rejects it, and remembers not to send it', async () => {
    fake.script(
      { status: 400, body: { error: { message: "Invalid parameter: 'response_format' of type 'json_schema' is not supported with this model.", type: 'invalid_request_error' } } },
      { answer: 'Sure. {"verdict": "true"} Hope that helps.' },
      { answer: '```json\n{"verdict": "false"}\n```' },
    );
    const m = model();
    expect((await m.complete({ ...ask, jsonSchema: schema })).json).toEqual({ verdict: 'true' });
    expect((await m.complete({ ...ask, jsonSchema: schema })).json).toEqual({ verdict: 'false' });
    expect(fake.requests.map((r) => 'response_format' in r.body)).toEqual([true, false, false]);
  });

  it('reads text parts and refusals that compatible servers send instead of a string', () => {
    expect(parseChatCompletion({ choices: [{ message: { content: [{ type: 'text', text: '{"verdict":' }, { type: 'text', text: '"true"}' }] } }] }).json).toEqual({ verdict: 'true' });
    expect(parseChatCompletion({ choices: [{ message: { content: null, refusal: 'I cannot help with that.' } }] })).toEqual({ text: 'I cannot help with that.', inputTokens: 0, outputTokens: 0, truncated: false });
    expect(() => parseChatCompletion({ choices: [] })).toThrow(/no choices/);
  });

  it('maps 429 with Retry-After and 5xx to retryable errors, other 4xx to permanent ones', async () => {
    fake.script(
      { status: 429, headers: { 'retry-after': '2' }, body: { error: { message: 'Rate limit reached' } } },
      { status: 429, headers: { 'retry-after-ms': '150', 'retry-after': '1' } },
      { status: 500 },
      { status: 401, body: { error: { message: 'Incorrect API key provided' } } },
      { status: 404 },
      { status: 500, headers: { 'x-should-retry': 'false' } },
    );
    const m = model();
    const e429 = await failure(m.complete(ask));
    expect([e429.retryable, e429.status, e429.retryAfterMs]).toEqual([true, 429, 2000]);
    expect(e429.message).toBe('provider fake-openai (openai): HTTP 429: Rate limit reached');
    expect((await failure(m.complete(ask))).retryAfterMs).toBe(150);
    expect((await failure(m.complete(ask))).retryable).toBe(true);
    const e401 = await failure(m.complete(ask));
    expect([e401.retryable, e401.status]).toEqual([false, 401]);
    expect(e401.message).not.toContain('sk-test');
    expect((await failure(m.complete(ask))).retryable).toBe(false);
    expect((await failure(m.complete(ask))).retryable).toBe(false);
  });

  it('treats a malformed body, a cut-off body and a connection reset as retryable', async () => {
    fake.script({ malformed: true }, { truncated: true }, { reset: true });
    const m = model();
    const malformed = await failure(m.complete(ask));
    expect([malformed.retryable, malformed.message]).toEqual([true, 'provider fake-openai (openai): the response body is not valid JSON (28 bytes)']);
    const cut = await failure(m.complete(ask));
    expect(cut.retryable).toBe(true);
    expect(cut.message).toBe('provider fake-openai (openai): the response body was cut off (UND_ERR_SOCKET)');
    const reset = await failure(m.complete(ask));
    expect([reset.retryable, reset.status]).toEqual([true, undefined]);
    expect(reset.message).toMatch(/network error/);
  });

  it('lets an abort signal through unchanged so the caller can tell a timeout', async () => {
    fake.script({ answer: 'late', delayMs: 2_000 });
    const err = await model().complete({ ...ask, signal: AbortSignal.timeout(50) }).catch((e: unknown) => e);
    expect(err).not.toBeInstanceOf(UpstreamCallError);
    expect((err as Error).name).toBe('TimeoutError');
  });
});

describe('the output token limit field (issue 16)', () => {
  const configured = (maxTokensField?: string) =>
    parseProviderSpecs([{ name: 'fake', kind: 'openai', baseUrl: fake.openaiBaseUrl, apiKeyEnv: 'FAKE_KEY', model: 'o-fake-1', inputCentsPerMTok: 1, outputCentsPerMTok: 1, ...(maxTokensField ? { maxTokensField } : {}) }], { FAKE_KEY: 'sk-test' })[0]!;

  it.each([
    { given: 'max_completion_tokens', sent: 'max_completion_tokens', absent: 'max_tokens' },
    { given: 'max_tokens', sent: 'max_tokens', absent: 'max_completion_tokens' },
  ])('sends the limit as $sent when the provider is configured with maxTokensField $given', async ({ given, sent, absent }) => {
    fake.script({ answer: 'ok' });
    await createLanguageModel(configured(given), { env: { FAKE_KEY: 'sk-test' } }).complete(ask);
    expect(fake.requests[0]?.body[sent]).toBe(256);
    expect(fake.requests[0]?.body).not.toHaveProperty(absent);
  });

  it('defaults to max_completion_tokens on OpenAI and Azure OpenAI hosts and to max_tokens on any other server', async () => {
    expect(defaultMaxTokensField('https://api.openai.com/v1')).toBe('max_completion_tokens');
    expect(defaultMaxTokensField('https://acme.openai.azure.com/openai/v1')).toBe('max_completion_tokens');
    expect(defaultMaxTokensField('http://localhost:11434/v1')).toBe('max_tokens');
    fake.script({ answer: 'ok' });
    await createLanguageModel(configured(), { env: { FAKE_KEY: 'sk-test' } }).complete(ask);
    expect(fake.requests[0]?.body.max_tokens).toBe(256);
  });

  it('refuses an unknown field name, and the setting on an anthropic provider', () => {
    const base = { name: 'p', apiKeyEnv: 'K', model: 'm', inputCentsPerMTok: 1, outputCentsPerMTok: 1, maxTokensField: 'max_output_tokens' };
    expect(() => parseProviderSpecs([{ ...base, kind: 'openai', baseUrl: 'https://api.openai.com/v1' }], { K: 'k' })).toThrow(
      'VERITY_PROVIDERS[0].maxTokensField must be one of max_completion_tokens, max_tokens, got "max_output_tokens"',
    );
    expect(() => parseProviderSpecs([{ ...base, kind: 'anthropic', baseUrl: 'https://api.anthropic.com', maxTokensField: 'max_tokens' }], { K: 'k' })).toThrow(
      'VERITY_PROVIDERS[0].maxTokensField applies to kind "openai" only',
    );
  });
});

import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ANTHROPIC_VERSION, createAnthropicMessagesModel, parseMessage } from '../../server/providers/anthropic-messages.js';
import { UpstreamCallError } from '../../server/providers/errors.js';
import type { JsonSchemaSpec } from '../../server/providers/language-model.js';
import { startFakeProvider, type FakeProvider } from './fake-provider.js';

const fixture = JSON.parse(readFileSync(new URL('../fixtures/providers/anthropic-messages.json', import.meta.url), 'utf8'));
const schema: JsonSchemaSpec = { name: 'record_verdict', description: 'Record it.', schema: { type: 'object', properties: { verdict: { type: 'string' } }, required: ['verdict'] } };
const ask = { system: 'You judge.', prompt: 'Is 2 + 2 = 4?', temperature: 1.4, maxTokens: 300 };

let fake: FakeProvider;
beforeAll(async () => {
  fake = await startFakeProvider();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

function model(baseUrl = fake.anthropicBaseUrl) {
  return createAnthropicMessagesModel({ baseUrl, apiKey: 'sk-ant-test', model: 'claude-fake-1', name: 'fake-anthropic' });
}

describe('the Anthropic Messages adapter', () => {
  it('posts to {baseUrl}/v1/messages with x-api-key, anthropic-version, the model, system, one user message and a forced tool', async () => {
    fake.script({ answer: { verdict: 'true' } });
    await model().complete({ ...ask, jsonSchema: schema });
    const [req] = fake.requests;
    expect(req?.path).toBe('/v1/messages');
    expect(req?.headers['x-api-key']).toBe('sk-ant-test');
    expect(req?.headers['anthropic-version']).toBe(ANTHROPIC_VERSION);
    expect(req?.headers.authorization).toBeUndefined();
    expect(req?.body).toEqual({
      model: 'claude-fake-1',
      max_tokens: 300,
      system: 'You judge.',
      messages: [{ role: 'user', content: 'Is 2 + 2 = 4?' }],
      temperature: 1, // capped to the Messages API range 0..1
      tools: [{ name: 'record_verdict', description: 'Record it.', input_schema: schema.schema }],
      tool_choice: { type: 'tool', name: 'record_verdict' },
    });
  });

  it('accepts a baseUrl that already ends in /v1', async () => {
    fake.script({ answer: 'ok' });
    await model(`${fake.anthropicBaseUrl}/v1/`).complete(ask);
    expect(fake.requests[0]?.path).toBe('/v1/messages');
  });

  it('reads the tool_use input as the structured answer, with usage and the stop reason', async () => {
    fake.script({ answer: { verdict: 'false' }, usage: { input: 77, output: 9 } });
    expect(await model().complete({ ...ask, jsonSchema: schema })).toEqual({ text: '{"verdict":"false"}', json: { verdict: 'false' }, inputTokens: 77, outputTokens: 9, model: 'claude-fake-1', truncated: false });
  });

  it('reads JSON out of text blocks when a compatible server ignores the tool', () => {
    const body = { content: [{ type: 'text', text: 'My answer:\n```json\n{"verdict": "uncertain"}\n```' }], usage: { input_tokens: 5, output_tokens: 7 }, stop_reason: 'max_tokens' };
    expect(parseMessage(body)).toEqual({ text: body.content[0]?.text, json: { verdict: 'uncertain' }, inputTokens: 5, outputTokens: 7, truncated: true });
    expect(() => parseMessage({ type: 'error' })).toThrow(/no content/);
  });

  it('parses the documented example response from the API reference', async () => {
    const documented = fixture.request.body;
    fake.script({ status: 200, body: fixture.response.body });
    const answer = await createAnthropicMessagesModel({ baseUrl: fake.anthropicBaseUrl, apiKey: 'k', model: documented.model }).complete({
      system: 'You are Claude.',
      prompt: documented.messages[0].content,
      temperature: 1,
      maxTokens: documented.max_tokens,
    });
    expect(answer).toEqual({ text: 'Hi! My name is Claude.', inputTokens: 2095, outputTokens: 503, model: 'claude-3-5-sonnet-20240620', truncated: false });
    const sent = fake.requests[0];
    expect(sent?.body).toMatchObject(documented);
    for (const h of Object.keys(fixture.request.headers)) expect(sent?.headers[h.toLowerCase()]).toBeDefined();
  });

  it('maps 529 overloaded and 429 to retryable errors and 400 to a permanent one', async () => {
    fake.script(
      { status: 529, body: { type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } } },
      { status: 429, headers: { 'retry-after': '3' }, body: { type: 'error', error: { type: 'rate_limit_error', message: 'Rate limited' } } },
      { status: 400, body: { type: 'error', error: { type: 'invalid_request_error', message: 'max_tokens: field required' } } },
    );
    const errs = [];
    for (let i = 0; i < 3; i++) errs.push((await model().complete(ask).catch((e: unknown) => e)) as UpstreamCallError);
    expect(errs.map((e) => [e.retryable, e.status, e.retryAfterMs])).toEqual([
      [true, 529, undefined],
      [true, 429, 3000],
      [false, 400, undefined],
    ]);
    expect(errs[0]?.message).toBe('provider fake-anthropic (anthropic): HTTP 529: Overloaded');
  });
});

// The Anthropic Messages adapter: POST {baseUrl}/v1/messages with `x-api-key` and
// `anthropic-version` (https://docs.anthropic.com/en/api/messages).
//
// Structured output by forced tool use: the schema becomes the `input_schema` of one tool and
// `tool_choice` names it, so the answer arrives as a `tool_use` block whose `input` is the JSON
// (https://docs.anthropic.com/en/docs/build-with-claude/tool-use). Text blocks are still read
// with the free-text parser when a compatible server ignores the tools.
import { UpstreamCallError } from './errors.js';
import { extractJsonObject } from './json-output.js';
import { postJson, tokenCount, type Completion, type FetchLike, type LanguageModel } from './language-model.js';

/** The API version this adapter speaks; pinned, as Anthropic requires. */
export const ANTHROPIC_VERSION = '2023-06-01';

export interface AnthropicMessagesOptions {
  /** The host, e.g. `https://api.anthropic.com` (a trailing `/v1` is accepted too). */
  baseUrl: string;
  apiKey: string;
  model: string;
  name?: string;
  fetch?: FetchLike;
}

interface MessageBody {
  model?: unknown;
  content?: { type?: unknown; text?: unknown; name?: unknown; input?: unknown }[];
  stop_reason?: unknown;
  usage?: { input_tokens?: unknown; output_tokens?: unknown };
}

export function createAnthropicMessagesModel(options: AnthropicMessagesOptions): LanguageModel {
  const base = options.baseUrl.replace(/\/+$/, '');
  const url = base.endsWith('/v1') ? `${base}/messages` : `${base}/v1/messages`;
  const fetchImpl = options.fetch ?? fetch;
  const what = `provider ${options.name ?? options.model} (anthropic)`;
  return {
    async complete(req) {
      const body: Record<string, unknown> = {
        model: options.model,
        max_tokens: req.maxTokens,
        system: req.system,
        messages: [{ role: 'user', content: req.prompt }],
        // The Messages API takes temperature in 0..1.
        temperature: Math.min(1, Math.max(0, req.temperature)),
      };
      if (req.jsonSchema) {
        body.tools = [{ name: req.jsonSchema.name, description: req.jsonSchema.description, input_schema: req.jsonSchema.schema }];
        body.tool_choice = { type: 'tool', name: req.jsonSchema.name };
      }
      const res = await postJson(fetchImpl, url, { 'x-api-key': options.apiKey, 'anthropic-version': ANTHROPIC_VERSION }, body, req.signal, what);
      return parseMessage(res.body, what);
    },
  };
}

/** Reads a Messages response body. Throws a retryable UpstreamCallError when it has no content array. */
export function parseMessage(raw: unknown, what = 'provider (anthropic)'): Completion {
  const body = (raw ?? {}) as MessageBody;
  if (!Array.isArray(body.content)) throw new UpstreamCallError(`${what}: the response has no content`, { retryable: true });
  const text = body.content.map((b) => (b?.type === 'text' && typeof b.text === 'string' ? b.text : '')).join('');
  const tool = body.content.find((b) => b?.type === 'tool_use' && b.input && typeof b.input === 'object');
  const json = tool ? (tool.input as Record<string, unknown>) : extractJsonObject(text);
  return {
    text: tool ? JSON.stringify(tool.input) : text,
    ...(json ? { json } : {}),
    inputTokens: tokenCount(body.usage?.input_tokens),
    outputTokens: tokenCount(body.usage?.output_tokens),
    ...(typeof body.model === 'string' ? { model: body.model } : {}),
    truncated: body.stop_reason === 'max_tokens',
  };
}

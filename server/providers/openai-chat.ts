// The OpenAI-compatible Chat Completions adapter: POST {baseUrl}/chat/completions with a Bearer
// key. One format serves OpenAI, Azure OpenAI's v1 endpoint, vLLM, Ollama, llama.cpp server,
// LM Studio and most gateways (https://platform.openai.com/docs/api-reference/chat/create).
//
// Structured output: `response_format: {type: "json_schema", ...}` (OpenAI "Structured Outputs").
// A server that rejects the field with a 400 naming it is asked again without it, once, and
// remembered as not supporting it; the answer is then read from free text (json-output.ts).
// Servers that silently ignore the field are covered by the same free-text reading.
//
// The output limit goes in `max_completion_tokens` or `max_tokens` (issue 16): OpenAI deprecated
// `max_tokens` and its reasoning models refuse it, while some compatible servers know only the
// older name. The provider's `maxTokensField` chooses; by default OpenAI's own hosts get the new
// name and every other server the old one, which every compatible server reads.
import { UpstreamCallError } from './errors.js';
import type { MaxTokensField } from './config.js';
import { extractJsonObject } from './json-output.js';
import { postJson, tokenCount, type Completion, type CompletionRequest, type FetchLike, type LanguageModel } from './language-model.js';

export interface OpenAIChatOptions {
  /** Up to the version segment, e.g. `https://api.openai.com/v1` or `http://localhost:11434/v1`. */
  baseUrl: string;
  apiKey: string;
  model: string;
  /** Name used in error messages (the configured provider name). */
  name?: string;
  /** The request field for the output token limit; default defaultMaxTokensField(baseUrl). */
  maxTokensField?: MaxTokensField;
  fetch?: FetchLike;
}

/** `max_completion_tokens` for OpenAI's hosts (api.openai.com, Azure OpenAI), `max_tokens` for any other server. */
export function defaultMaxTokensField(baseUrl: string): MaxTokensField {
  const host = new URL(baseUrl).hostname.toLowerCase();
  const openai = host === 'api.openai.com' || host.endsWith('.openai.azure.com');
  return openai ? 'max_completion_tokens' : 'max_tokens';
}

interface ChatCompletionBody {
  model?: unknown;
  choices?: { message?: { content?: unknown; refusal?: unknown }; finish_reason?: unknown }[];
  usage?: { prompt_tokens?: unknown; completion_tokens?: unknown };
}

export function createOpenAIChatModel(options: OpenAIChatOptions): LanguageModel {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const fetchImpl = options.fetch ?? fetch;
  const what = `provider ${options.name ?? options.model} (openai)`;
  const maxTokensField = options.maxTokensField ?? defaultMaxTokensField(options.baseUrl);
  let schemaSupported = true;

  const send = async (req: CompletionRequest, withSchema: boolean): Promise<Completion> => {
    const body: Record<string, unknown> = {
      model: options.model,
      messages: [
        { role: 'system', content: req.system },
        { role: 'user', content: req.prompt },
      ],
      temperature: req.temperature,
      [maxTokensField]: req.maxTokens,
    };
    if (withSchema && req.jsonSchema) {
      body.response_format = {
        type: 'json_schema',
        json_schema: { name: req.jsonSchema.name, description: req.jsonSchema.description, strict: true, schema: req.jsonSchema.schema },
      };
    }
    const res = await postJson(fetchImpl, url, { authorization: `Bearer ${options.apiKey}` }, body, req.signal, what);
    return parseChatCompletion(res.body, what);
  };

  return {
    async complete(req) {
      const useSchema = schemaSupported && req.jsonSchema !== undefined;
      try {
        return await send(req, useSchema);
      } catch (err) {
        if (useSchema && err instanceof UpstreamCallError && err.status === 400 && /response_format|json_schema|structured/i.test(err.message)) {
          schemaSupported = false;
          return send(req, false);
        }
        throw err;
      }
    },
  };
}

/** Reads a Chat Completions response body. Throws a retryable UpstreamCallError when it has no choice. */
export function parseChatCompletion(raw: unknown, what = 'provider (openai)'): Completion {
  const body = (raw ?? {}) as ChatCompletionBody;
  const choice = Array.isArray(body.choices) ? body.choices[0] : undefined;
  if (!choice || typeof choice !== 'object') throw new UpstreamCallError(`${what}: the response has no choices`, { retryable: true });
  const content = choice.message?.content;
  // `content` is a string on OpenAI; some compatible servers send an array of text parts; a refusal leaves it null.
  let text = '';
  if (typeof content === 'string') text = content;
  else if (Array.isArray(content)) text = content.map((p: { text?: unknown }) => (typeof p?.text === 'string' ? p.text : '')).join('');
  else if (typeof choice.message?.refusal === 'string') text = choice.message.refusal;
  const json = extractJsonObject(text);
  return {
    text,
    ...(json ? { json } : {}),
    inputTokens: tokenCount(body.usage?.prompt_tokens),
    outputTokens: tokenCount(body.usage?.completion_tokens),
    ...(typeof body.model === 'string' ? { model: body.model } : {}),
    truncated: choice.finish_reason === 'length',
  };
}

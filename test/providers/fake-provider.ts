// A fake upstream provider: a real HTTP server on 127.0.0.1 (port 0) speaking both wire formats,
//   POST /v1/chat/completions  (OpenAI Chat Completions; baseUrl `${url}/v1`)
//   POST /v1/messages          (Anthropic Messages;     baseUrl `${url}`)
// scriptable per test: queue replies with `script(...)`, or answer dynamically with `otherwise`.
// It records every request (path, headers, parsed body) so tests can check the request shape.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** The parsed JSON body (raw wire JSON, so untyped), or the text when it is not JSON. */
  body: any;
}

export type FakeReply =
  /** A model answer: a string is the text; an object is JSON (a tool_use block on Anthropic when the request had tools). */
  | { answer: string | Record<string, unknown>; usage?: { input: number; output: number }; delayMs?: number; stop?: 'length' }
  /** Any status with a JSON (or raw string) body and headers, e.g. 429 with Retry-After, 500. */
  | { status: number; body?: unknown; headers?: Record<string, string>; delayMs?: number }
  /** 200 with a body that is not JSON. */
  | { malformed: true }
  /** 200 announcing a longer body than it sends, then the connection closes: a cut-off body. */
  | { truncated: true }
  /** The socket is destroyed before any response: a connection reset. */
  | { reset: true };

export interface FakeProvider {
  url: string;
  openaiBaseUrl: string;
  anthropicBaseUrl: string;
  requests: RecordedRequest[];
  /** Replies used in order, one per request, before `otherwise`. */
  script(...replies: FakeReply[]): void;
  /** The reply when the script is empty (default: a `true` verdict). */
  otherwise(fn: (req: RecordedRequest) => FakeReply): void;
  /** Forgets recorded requests, queued replies and `otherwise`; call before each test. */
  reset(): void;
  close(): Promise<void>;
}

const DEFAULT_USAGE = { input: 100, output: 20 };

export async function startFakeProvider(): Promise<FakeProvider> {
  const queue: FakeReply[] = [];
  const byDefault = (): FakeReply => ({ answer: { reasoning: 'It checks out.', verdict: 'true', confidence: 0.8 } });
  let fallback: (req: RecordedRequest) => FakeReply = byDefault;
  const requests: RecordedRequest[] = [];
  let counter = 0;

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
      const recorded: RecordedRequest = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body };
      requests.push(recorded);
      const reply = queue.shift() ?? fallback(recorded);
      const delay = 'delayMs' in reply && reply.delayMs ? reply.delayMs : 0;
      const timer = setTimeout(() => respond(recorded, reply, res, ++counter), delay);
      res.on('close', () => clearTimeout(timer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  return {
    url,
    openaiBaseUrl: `${url}/v1`,
    anthropicBaseUrl: url,
    requests,
    script: (...replies) => void queue.push(...replies),
    otherwise: (fn) => void (fallback = fn),
    reset: () => {
      requests.length = 0;
      queue.length = 0;
      fallback = byDefault;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function respond(req: RecordedRequest, reply: FakeReply, res: ServerResponse, n: number): void {
  if (res.destroyed) return;
  if ('reset' in reply) {
    res.socket?.destroy();
    return;
  }
  if ('truncated' in reply) {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': '400' });
    res.write('{"id":"chatcmpl-cut","choices":[{"message":{"content":"{\\"verd');
    setTimeout(() => res.socket?.destroy(), 10);
    return;
  }
  if ('malformed' in reply) {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('<html>502 Bad Gateway</html>');
    return;
  }
  if ('status' in reply) {
    const body = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body ?? { error: { message: `status ${reply.status}`, type: 'fake_error' } });
    res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
    res.end(body);
    return;
  }
  const usage = reply.usage ?? DEFAULT_USAGE;
  const text = typeof reply.answer === 'string' ? reply.answer : JSON.stringify(reply.answer);
  const model = typeof req.body?.model === 'string' ? req.body.model : 'fake-model';
  let out: unknown;
  if (req.path.endsWith('/chat/completions')) {
    out = {
      id: `chatcmpl-fake${n}`,
      object: 'chat.completion',
      created: 1_700_000_000,
      model,
      choices: [{ index: 0, message: { role: 'assistant', content: text, refusal: null }, logprobs: null, finish_reason: reply.stop ?? 'stop' }],
      usage: { prompt_tokens: usage.input, completion_tokens: usage.output, total_tokens: usage.input + usage.output },
    };
  } else if (req.path.endsWith('/v1/messages')) {
    const tool = Array.isArray(req.body?.tools) ? req.body.tools[0] : undefined;
    const content =
      tool && typeof reply.answer === 'object'
        ? [{ type: 'tool_use', id: `toolu_fake${n}`, name: tool.name, input: reply.answer }]
        : [{ type: 'text', text }];
    out = {
      id: `msg_fake${n}`,
      type: 'message',
      role: 'assistant',
      model,
      content,
      stop_reason: reply.stop === 'length' ? 'max_tokens' : tool ? 'tool_use' : 'end_turn',
      stop_sequence: null,
      usage: { input_tokens: usage.input, output_tokens: usage.output },
    };
  } else {
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: { message: `no route ${req.path}` } }));
    return;
  }
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify(out));
}


// A webhook receiver for tests: a real HTTP server on 127.0.0.1, port 0, answering each request
// as a script says and recording what it received.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface Answer {
  status: number;
  headers?: Record<string, string>;
  /** Wait this long before answering. */
  delayMs?: number;
}

export interface Receiver {
  /** `http://127.0.0.1:<port>` without a trailing slash. */
  origin: string;
  port: number;
  requests: ReceivedRequest[];
  close(): Promise<void>;
}

/** Starts a receiver; `answer` is called with each request and its zero-based position. */
export async function startReceiver(answer: (request: ReceivedRequest, index: number) => Answer = () => ({ status: 200 })): Promise<Receiver> {
  const requests: ReceivedRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const received = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      requests.push(received);
      const { status, headers = {}, delayMs = 0 } = answer(received, requests.length - 1);
      const send = (): void => {
        res.writeHead(status, headers).end();
      };
      if (delayMs === 0) send();
      else {
        const timer = setTimeout(() => {
          timers.delete(timer);
          if (!res.destroyed) send();
        }, delayMs);
        timers.add(timer);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

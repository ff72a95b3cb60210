// Listening and graceful shutdown, shared by server/main.ts and the test helper so tests run the
// real thing: stop accepting, let in-flight requests finish within a deadline, then cut the rest.
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What serving needs of the app (server/app.ts VerityApp), named here so http/ does not import the app that imports it. */
export interface ServedApp {
  koa: { callback(): RequestListener };
  /** From now on every request answers 503 (graceful shutdown). */
  startDraining(): void;
}

export interface RunningServer {
  server: Server;
  /** `http://host:port`, with the port actually bound (tests listen on port 0). */
  url: string;
  port: number;
  /** Stops accepting, waits up to `timeoutMs` for in-flight requests, then closes every connection. */
  close(timeoutMs: number): Promise<void>;
}

export function listen(app: ServedApp, host: string, port: number): Promise<RunningServer> {
  const server = createServer(app.koa.callback());
  // Keep-alive sockets idle longer than a typical client pool would otherwise race our close.
  server.keepAliveTimeout = 5_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const bound = (server.address() as AddressInfo).port;
      const shownHost = host.includes(':') ? `[${host}]` : host;
      resolve({
        server,
        url: `http://${shownHost}:${bound}`,
        port: bound,
        close: (timeoutMs) => closeGracefully(app, server, timeoutMs),
      });
    });
  });
}

async function closeGracefully(app: ServedApp, server: Server, timeoutMs: number): Promise<void> {
  app.startDraining();
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const deadline = new Promise<'timeout'>((resolve) => {
    const timer = setTimeout(() => resolve('timeout'), timeoutMs);
    timer.unref();
  });
  if ((await Promise.race([closed, deadline])) === 'timeout') {
    server.closeAllConnections();
    await closed;
  }
}

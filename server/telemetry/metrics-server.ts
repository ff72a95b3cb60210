// The metrics listener (issue 25; README "Operating"): `GET /metrics` in Prometheus's text format
// on METRICS_PORT, bound to HOST like the API. A listener of its own, never a path of the API
// port: the figures describe the whole service (traffic by operation, queue sizes), so they are
// for the operator's network, which reaches this port, and not for callers, who only reach the
// API's. It asks for no key, as Prometheus scrapers expect.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from '../logger.js';
import type { Metrics } from './metrics.js';

export interface MetricsServer {
  /** `http://host:port/metrics`, with the port actually bound. */
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Serves `metrics.registry` at GET /metrics on host:port (0: a free port). */
export function listenMetrics(metrics: Metrics, host: string, port: number, logger: Pick<Logger, 'error'>): Promise<MetricsServer> {
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path !== '/metrics') {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found: the metrics are at /metrics.\n');
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' }).end('Method not allowed.\n');
      return;
    }
    metrics.registry.metrics().then(
      (text) => res.writeHead(200, { 'Content-Type': metrics.registry.contentType }).end(req.method === 'HEAD' ? undefined : text),
      (err: unknown) => {
        logger.error({ err }, 'collecting metrics failed');
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Collecting the metrics failed; see the server log.\n');
      },
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const bound = (server.address() as AddressInfo).port;
      resolve({
        url: `http://${host.includes(':') ? `[${host}]` : host}:${bound}/metrics`,
        port: bound,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}

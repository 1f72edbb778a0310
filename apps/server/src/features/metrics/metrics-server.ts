/**
 * The scrape on a port of its own (METRICS_PORT on METRICS_HOST), apart from the public one:
 * a balancer never routes to it, so it needs no token. GET /metrics answers; anything else 404.
 */
import { createServer, type Server } from 'node:http';
import type { Metrics } from './metrics.js';

export interface MetricsServer {
  /** e.g. http://127.0.0.1:9464 */
  url: string;
  close(): Promise<void>;
}

export async function startMetricsServer(
  metrics: Metrics,
  { port, host }: { port: number; host: string },
): Promise<MetricsServer> {
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (request.method !== 'GET' || path !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    metrics.text().then(
      (text) => response.writeHead(200, { 'content-type': metrics.contentType }).end(text),
      () => response.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics failed\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${bound}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

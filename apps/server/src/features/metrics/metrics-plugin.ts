/**
 * Prometheus metrics, when the operator asks for them (METRICS_PORT or METRICS_TOKEN, config.ts):
 * every answered request by route pattern, method and status; each database statement's time;
 * how busy the pools are; the payment provider's calls and failures; Node's memory and
 * event-loop delay; and the shared database's figures (business-gauges.ts). Asked for by
 * neither setting, nothing is registered and nothing is measured.
 *
 * The scrape is served on a port of its own (metrics-server.ts, started by server.ts) and, with
 * METRICS_TOKEN, at GET /metrics on the public port for a bearer of the token.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Gauge } from 'prom-client';
import type { DatabaseHandle } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { countedProvider } from './counted-provider.js';
import { registerBusinessGauges } from './business-gauges.js';
import { Metrics } from './metrics.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Undefined when the operator asked for no metrics. */
    metrics: Metrics | undefined;
  }
}

/** Requests that matched no route share one label: any address a client invents is not a series. */
const UNMATCHED = 'unmatched';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compares digests, so neither the token's length nor its bytes leak through timing. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/.exec(header ?? '')?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

export default fp<{ database: DatabaseHandle }>(
  async function metricsPlugin(app: FastifyInstance, { database }) {
    const { METRICS_PORT, METRICS_TOKEN } = app.config;
    if (METRICS_PORT === undefined && METRICS_TOKEN === undefined) {
      app.decorate('metrics', undefined);
      return;
    }
    const metrics = new Metrics();
    app.decorate('metrics', metrics);

    app.addHook('onResponse', async (request, reply) => {
      const labels = {
        method: request.method,
        route: request.routeOptions.url ?? UNMATCHED,
        status: String(reply.statusCode),
      };
      metrics.requests.inc(labels);
      metrics.requestSeconds.observe(labels, reply.elapsedTime / 1000);
    });

    const stopTiming = database.queryTiming.observe((pool, seconds) =>
      metrics.querySeconds.observe({ pool }, seconds),
    );
    app.addHook('onClose', async () => stopTiming());

    new Gauge({
      name: 'staylane_db_pool_connections',
      help: 'Database connections by pool: open (total), idle, and callers waiting for one',
      labelNames: ['pool', 'state'] as const,
      registers: [metrics.registry],
      collect() {
        for (const use of database.poolUse()) {
          this.set({ pool: use.pool, state: 'total' }, use.total);
          this.set({ pool: use.pool, state: 'idle' }, use.idle);
          this.set({ pool: use.pool, state: 'waiting' }, use.waiting);
        }
      },
    });
    registerBusinessGauges(metrics.registry, app.db);
    app.paymentProvider = countedProvider(app.paymentProvider, metrics.providerCalls);

    if (METRICS_TOKEN !== undefined) {
      app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
        if (!bearerMatches(request.headers.authorization, METRICS_TOKEN)) {
          throw new AppError(
            401,
            'UNAUTHENTICATED',
            'The metrics need their bearer token',
            undefined,
            {
              'WWW-Authenticate': 'Bearer realm="metrics"',
            },
          );
        }
        return reply.type(metrics.contentType).send(await metrics.text());
      });
    }
  },
  { name: 'metrics', dependencies: ['payments'], decorators: { fastify: ['config', 'db'] } },
);

/**
 * What the server counts for Prometheus (docs/operations.md): each app has a registry of its own
 * (tests build many apps in one process), holding the process's own figures (requests, queries,
 * payment provider calls, Node's memory and event-loop delay) and, read at each scrape, the
 * figures of the shared database (business-gauges.ts).
 */
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** Request times from a fraction of a millisecond (a kept search) to a slow upload. */
const REQUEST_SECONDS = [
  0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5,
];
const QUERY_SECONDS = [0.0002, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1];

export class Metrics {
  readonly registry = new Registry();

  readonly requestSeconds = new Histogram({
    name: 'staylane_http_request_duration_seconds',
    help: 'Time from request to response, by route pattern, method and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: REQUEST_SECONDS,
    registers: [this.registry],
  });

  readonly requests = new Counter({
    name: 'staylane_http_requests_total',
    help: 'Requests answered, by route pattern, method and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });

  readonly querySeconds = new Histogram({
    name: 'staylane_db_query_duration_seconds',
    help: 'Time of each database statement (PostgreSQL), or of each query and transaction (PGlite), by pool',
    labelNames: ['pool'] as const,
    buckets: QUERY_SECONDS,
    registers: [this.registry],
  });

  readonly providerCalls = new Counter({
    name: 'staylane_payment_provider_calls_total',
    help: 'Calls to the payment provider by operation and outcome (ok, declined, error)',
    labelNames: ['provider', 'operation', 'outcome'] as const,
    registers: [this.registry],
  });

  constructor() {
    // Memory, CPU, handles, garbage collection and the event loop's delay (nodejs_eventloop_lag_*).
    collectDefaultMetrics({ register: this.registry, prefix: 'staylane_' });
  }

  /** The scrape: Prometheus's text format. */
  text(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}

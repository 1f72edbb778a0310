/**
 * The metrics as a scraper meets them: off unless asked for, behind their token on the public
 * port, on a port of their own without one, and the figures move with what happens — requests
 * by route and status, database statements, the shared database's mail backlog.
 */
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import type { Histogram } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { startMetricsServer } from './metrics-server.js';

const TOKEN = 'metrics-token-for-the-tests-0123';
const bearer = { authorization: `Bearer ${TOKEN}` };

type Families = ReturnType<typeof parsePrometheusTextFormat>;

/** The value of the sample of `family` whose labels include `labels`. */
function sample(families: Families, family: string, labels: Record<string, string> = {}) {
  const found = families.find((candidate) => candidate.name === family);
  const metric = found?.metrics.find((candidate) =>
    Object.entries(labels).every(([key, value]) => candidate.labels?.[key] === value),
  );
  return metric === undefined ? undefined : Number(metric.value);
}

/**
 * How many observations a histogram holds for `labels`, from the registry: the text parser
 * reads a histogram's buckets but not its labels or count.
 */
async function observations(
  histogram: Pick<Histogram, 'get'>,
  labels: Record<string, string>,
): Promise<number> {
  const { values } = await histogram.get();
  return values
    .filter((value) => value.metricName?.endsWith('_count'))
    .filter((value) =>
      Object.entries(labels).every(([key, wanted]) => value.labels[key] === wanted),
    )
    .reduce((sum, value) => sum + value.value, 0);
}

describe('metrics off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('registers nothing when neither METRICS_PORT nor METRICS_TOKEN is set', async () => {
    expect(t.app.metrics).toBeUndefined();
    const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer });
    expect(response.statusCode).toBe(404);
  });
});

describe('metrics with a token', () => {
  let t: TestApp;
  const scrape = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return parsePrometheusTextFormat(response.body);
  };
  beforeAll(async () => {
    t = await createTestApp('pglite', { METRICS_TOKEN: TOKEN });
  });
  afterAll(() => t.close());

  it.each([
    ['no token', {}],
    ['a wrong token', { authorization: 'Bearer metrics-token-for-the-tests-0124' }],
    ['a token of another scheme', { authorization: `Basic ${TOKEN}` }],
  ])('refuses a scrape with %s: 401 with the error envelope', async (_case, headers) => {
    const response = await t.app.inject({ method: 'GET', url: '/metrics', headers });
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    expect(response.json()).toEqual({
      message: 'The metrics need their bearer token',
      code: 'UNAUTHENTICATED',
    });
  });

  it('counts requests by route pattern, method and status, and unknown addresses as one route', async () => {
    const before = await scrape();
    const route = { method: 'GET', route: '/api/hotels/:id', status: '200' };
    const missing = { method: 'GET', route: 'unmatched', status: '404' };
    const countBefore = sample(before, 'staylane_http_requests_total', route) ?? 0;
    const missingBefore = sample(before, 'staylane_http_requests_total', missing) ?? 0;
    const hotels = await t.app.inject({ method: 'GET', url: '/api/hotels?city=All' });
    expect(hotels.statusCode).toBe(200);
    for (const id of ['1', '2', '3']) {
      await t.app.inject({ method: 'GET', url: `/api/hotels/${id}` });
    }
    await t.app.inject({ method: 'GET', url: '/no/such/address-1' });
    await t.app.inject({ method: 'GET', url: '/no/such/address-2' });

    const after = await scrape();
    const byId = ['200', '404'].reduce(
      (sum, status) =>
        sum +
        (sample(after, 'staylane_http_requests_total', { ...route, status }) ?? 0) -
        (sample(before, 'staylane_http_requests_total', { ...route, status }) ?? 0),
      0,
    );
    expect(byId).toBe(3);
    expect(countBefore).toBeGreaterThanOrEqual(0);
    expect(sample(after, 'staylane_http_requests_total', missing)).toBe(missingBefore + 2);
    expect(after.map((family) => family.name)).toContain('staylane_http_request_duration_seconds');
    expect(
      await observations(t.app.metrics!.requestSeconds, {
        method: 'GET',
        route: '/api/hotels',
        status: '200',
      }),
    ).toBeGreaterThanOrEqual(1);
  });

  it('times database statements and reads the mail backlog from the shared database', async () => {
    await t.app.db.insert(mailOutbox).values([
      { kind: 'test', toAddress: 'a@staylane.test', subject: 'One', textBody: 'One' },
      {
        kind: 'test',
        toAddress: 'b@staylane.test',
        subject: 'Two',
        textBody: 'Two',
        createdAt: new Date(Date.now() - 90_000),
      },
      {
        kind: 'test',
        toAddress: 'c@staylane.test',
        subject: 'Three',
        textBody: 'Three',
        status: 'failed',
      },
    ]);
    const families = await scrape();
    expect(sample(families, 'staylane_mail_outbox', { status: 'pending' })).toBe(2);
    expect(sample(families, 'staylane_mail_outbox', { status: 'failed' })).toBe(1);
    expect(sample(families, 'staylane_mail_outbox_oldest_seconds')).toBeGreaterThanOrEqual(90);
    expect(await observations(t.app.metrics!.querySeconds, { pool: 'main' })).toBeGreaterThan(0);
    expect(sample(families, 'staylane_bookings')).toBeUndefined();
    expect(sample(families, 'staylane_holds_live')).toBe(0);
    for (const state of ['never', 'ok', 'error', 'failing']) {
      expect(sample(families, 'staylane_calendar_feeds', { state })).toBe(0);
    }
    expect(sample(families, 'staylane_nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(families, 'staylane_process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('serves the same figures on a port of its own, without a token, and nothing else there', async () => {
    const server = await startMetricsServer(t.app.metrics!, { port: 0, host: '127.0.0.1' });
    try {
      const scraped = await fetch(`${server.url}/metrics`);
      expect(scraped.status).toBe(200);
      const families = parsePrometheusTextFormat(await scraped.text());
      expect(families.map((family) => family.name)).toContain('staylane_http_requests_total');
      expect((await fetch(`${server.url}/api/hotels`)).status).toBe(404);
      expect((await fetch(`${server.url}/metrics`, { method: 'POST' })).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});

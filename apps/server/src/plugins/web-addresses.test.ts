import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PAGE_PATHS } from '@staylane/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { TEST_DRIVERS } from '../test/test-database.js';

/** What a browser sends when it opens an address. */
const BROWSER = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const INDEX_HTML = '<!doctype html><title>Staylane</title><div id="root"></div>';

describe.each(TEST_DRIVERS)('which addresses are pages, on %s', (driver) => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'staylane-web-'));
    await writeFile(path.join(dist, 'index.html'), INDEX_HTML);
    t = await createTestApp(driver, {}, { webDistDir: dist });
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = BROWSER) =>
    t.app.inject({ method: 'GET', url, headers });

  it('answers every page of the route table, and /, with the web app', async () => {
    const pages = [
      '/',
      ...Object.values(PAGE_PATHS),
      '/hotel-single/htlnfo?id=1&city=Rome&checkInDate=2031-01-01&checkOutDate=2031-01-02',
      '/hotel-list/search?city=All',
      '/dashboard?tab=bookings&review=12',
      '/bookings/bkngcd?id=1&roomId=2',
    ];
    for (const url of pages) {
      for (const headers of [BROWSER, {}]) {
        const response = await get(url, headers);
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-type'], url).toMatch(/^text\/html/);
        expect(response.body, url).toBe(INDEX_HTML);
      }
    }
  });

  it('takes a page address as the web app’s router does: any case, a trailing slash', async () => {
    for (const url of ['/Home', '/about-us/', '/checkout', '/login/?returnTo=%2Fdashboard']) {
      expect((await get(url)).statusCode, url).toBe(200);
    }
  });

  it('answers 404 with the web app, which shows the not-found screen, for any other address a browser opens', async () => {
    for (const url of ['/metrics', '/readyz', '/anything', '/hotel/12', '/home/more', '/admin']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toBe(INDEX_HTML);
    }
  });

  it('answers 404 with the error envelope to a client that does not ask for a page', async () => {
    for (const [url, headers] of [
      ['/metrics', {}],
      ['/readyz', { accept: '*/*' }],
      ['/anything', { accept: 'application/json' }],
      ['/api/unknown', BROWSER],
      ['/api/unknown', {}],
      ['/auth/nothing', BROWSER],
    ] as const) {
      const response = await get(url, headers);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({
        message: `No route for GET ${url}`,
        code: 'NOT_FOUND',
      });
    }
  });

  it('answers a missing script with 404, not the page, so a stale chunk fails as a failed import', async () => {
    const response = await get('/assets/page-0ld0ne.js', { accept: '*/*' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/json/);
  });

  it('keeps the health endpoint that exists', async () => {
    const response = await get('/healthz', {});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok' });
  });
});

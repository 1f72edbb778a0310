import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { createAdmin } from '../../test/accounts.js';
import { createHotel } from '../../test/hotels.js';

/**
 * A stand-in for the web app's server render (apps/web/src/app/render-page.tsx): it asks for
 * the list page's hotels as the real one does and writes their names and the total.
 */
const RENDER_PAGE = `
export const SERVER_RENDERED_PAGES = { '/hotel-list/search': 'src/list.tsx' };
export async function renderPage({ url, hotels }) {
  const query = Object.fromEntries(new URL(url, 'http://site').searchParams);
  const answer = await hotels({ ...query, filter: 'all', page: 1 });
  if (!answer) return { html: '<p>No answer</p>', data: '{}' };
  const names = answer.data.map((hotel) => hotel.HotelName).join(', ');
  return { html: '<ul>' + names + '</ul><p>' + answer.meta.total + ' found</p>', data: '{}' };
}
`;
const TEMPLATE =
  '<!doctype html><head><script type="module" crossorigin src="/assets/index-1.js"></script>' +
  '</head><body><div id="root"></div></body>';

describe.each(TEST_DRIVERS)('the list page’s server render on %s', (driver) => {
  let t: TestApp;
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'staylane-list-render-'));
    const webDistDir = path.join(dir, 'dist');
    const webSsrDir = path.join(dir, 'dist-ssr');
    await mkdir(path.join(webDistDir, '.vite'), { recursive: true });
    await mkdir(webSsrDir);
    await writeFile(path.join(webDistDir, 'index.html'), TEMPLATE);
    await writeFile(
      path.join(webDistDir, '.vite', 'manifest.json'),
      JSON.stringify({ 'index.html': { file: 'assets/index-1.js', isEntry: true } }),
    );
    await writeFile(path.join(webSsrDir, 'render-page.js'), RENDER_PAGE);
    t = await createTestApp(driver, {}, { webDistDir, webSsrDir });
    const admin = await createAdmin(t.app);
    await createHotel(t.app, admin.headers, { HotelName: 'Render Inn', loc_City: 'Cusco' });
  });
  afterAll(async () => {
    await t?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('renders the searched hotels from the search service, without a request to its own API', async () => {
    const inject = vi.spyOn(t.app, 'inject');
    const response = await t.app.inject({ url: '/hotel-list/search?city=cusco' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"><ul>Render Inn</ul><p>1 found</p></div>');
    // The page's own request only: the render never asked GET /api/hotels through the app.
    expect(inject.mock.calls.map((call) => (call as unknown[])[0])).toEqual([
      { url: '/hotel-list/search?city=cusco' },
    ]);
    inject.mockRestore();
    const api = await t.app.inject({ url: '/api/hotels?city=cusco&filter=all&page=1' });
    expect(api.json().data.map((hotel: { HotelName: string }) => hotel.HotelName)).toEqual([
      'Render Inn',
    ]);
  });
});

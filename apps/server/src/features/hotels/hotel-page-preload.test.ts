import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HOTEL_PHOTO_SIZES, imageSrcSet } from '@staylane/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { createAdmin } from '../../test/accounts.js';
import { createHotel } from '../../test/hotels.js';

describe.each(TEST_DRIVERS)('the hotel page names its front photo on %s', (driver) => {
  let t: TestApp;
  let dist: string;
  let hotelId: string;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'staylane-web-'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Staylane</title>');
    t = await createTestApp(driver, {}, { webDistDir: dist });
    const admin = await createAdmin(t.app);
    hotelId = (await createHotel(t.app, admin.headers, { FrontImg: '/uploads/lobby-42.webp' })).id;
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  const page = (url: string) => t.app.inject({ method: 'GET', url });

  it('sends a Link header that preloads the hotel’s front photo with the page', async () => {
    const response = await page(`/hotel-single/htlnfo?id=${hotelId}&checkInDate=2031-01-01`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Staylane</title>');
    expect(response.headers.link).toBe(
      '</uploads/lobby-42.webp>; rel=preload; as=image; fetchpriority=high',
    );
  });

  it('also names the hotel’s data, as the page will fetch it, when the address holds a stay', async () => {
    const response = await page(
      `/hotel-single/htlnfo?id=${hotelId}&checkInDate=2031-01-01&checkOutDate=2031-01-03&guestnumber=2`,
    );
    expect(response.headers.link).toBe(
      '</uploads/lobby-42.webp>; rel=preload; as=image; fetchpriority=high, ' +
        `</api/hotels/${hotelId}?checkInDate=2031-01-01&checkOutDate=2031-01-03>; rel=preload; as=fetch; crossorigin=anonymous`,
    );
    // A stay the page would not accept (in the past) is not named: the page uses its own.
    const past = await page(
      `/hotel-single/htlnfo?id=${hotelId}&checkInDate=2020-01-01&checkOutDate=2020-01-03`,
    );
    expect(past.headers.link).not.toContain('as=fetch');
  });

  it('names the photo’s widths and the page’s sizes for a photo Staylane stored', async () => {
    const stored = '/uploads/0123456789abcdef0123456789abcdef.jpg';
    const admin = await createAdmin(t.app);
    const { id } = await createHotel(t.app, admin.headers, { FrontImg: stored });
    const response = await page(`/hotel-single/htlnfo?id=${id}`);
    expect(response.headers.link).toBe(
      `<${stored}>; rel=preload; as=image; imagesrcset="${imageSrcSet(stored)}"; ` +
        `imagesizes="${HOTEL_PHOTO_SIZES}"; fetchpriority=high`,
    );
  });

  it('reads the id as the API does: digits only', async () => {
    for (const written of [`${hotelId}.0`, `${hotelId}e0`, `+${hotelId}`, ` ${hotelId}`]) {
      const response = await page(`/hotel-single/htlnfo?id=${encodeURIComponent(written)}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers.link, written).toBeUndefined();
    }
    expect((await page(`/hotel-single/htlnfo?id=${hotelId}`)).headers.link).toBeDefined();
  });

  it.each([
    ['an unknown hotel', '/hotel-single/htlnfo?id=999999'],
    ['an id that is no number', '/hotel-single/htlnfo?id=abc'],
    ['an id past the column', '/hotel-single/htlnfo?id=99999999999'],
    ['no id', '/hotel-single/htlnfo'],
    ['another page', '/home?id=1'],
  ])('serves the page without a Link header for %s', async (_case, url) => {
    const response = await page(url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Staylane</title>');
    expect(response.headers.link).toBeUndefined();
  });
});

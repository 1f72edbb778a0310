import { expect, test } from '@playwright/test';

/** `</a.js>; rel=modulepreload, </b.jpg>; rel=preload; …` → [['/a.js', 'rel=modulepreload'], …] */
function linksOf(header: string | undefined): Array<[string, string]> {
  return (header ?? '')
    .split(/,\s*(?=<)/)
    .filter(Boolean)
    .map((link) => {
      const [target = '', ...params] = link.split(';').map((part) => part.trim());
      return [target.slice(1, -1), params.join('; ')];
    });
}

test('the landing pages name their page code in a Link header, and every named file exists', async ({
  request,
}) => {
  for (const page of ['/home', '/hotel-list/search?city=All']) {
    const response = await request.get(page);
    expect(response.status()).toBe(200);
    const links = linksOf(response.headers()['link']);
    expect(links.length).toBeGreaterThan(0);
    for (const [file, params] of links) {
      expect(params).toBe('rel=modulepreload');
      const asset = await request.get(file);
      expect(asset.status(), file).toBe(200);
      expect(asset.headers()['content-type']).toMatch(/javascript/);
    }
  }
});

test('the hotel page also names the hotel’s front photo, in the widths the page offers it', async ({
  page,
  request,
}) => {
  const response = await request.get('/hotel-single/htlnfo?id=1');
  const links = linksOf(response.headers()['link']);
  const photo = links.find(([, params]) => params.startsWith('rel=preload; as=image'));
  expect(photo).toBeDefined();
  expect((await request.get(photo![0])).status()).toBe(200);
  const srcSet = /imagesrcset="([^"]+)"/.exec(photo![1])?.[1];
  expect(srcSet).toBeDefined();
  for (const candidate of srcSet!.split(', ')) {
    const variant = await request.get(candidate.split(' ')[0]!);
    expect(variant.status()).toBe(200);
    expect(variant.headers()['content-type']).toBe('image/webp');
  }
  await page.goto('/hotel-single/htlnfo?id=1');
  const first = page.getByRole('img', { name: /\(1 of \d+\)$/ });
  await expect(first).toHaveAttribute('src', photo![0]);
  await expect(first).toHaveAttribute('srcset', srcSet!);
});

test('the hotel page uses the data its Link header preloads: one request for the hotel, not two', async ({
  page,
}) => {
  const stay = 'checkInDate=2031-03-02&checkOutDate=2031-03-04';
  const hotelRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/hotels/1') hotelRequests.push(request.url());
  });
  const response = await page.goto(`/hotel-single/htlnfo?id=1&city=All&${stay}&guestnumber=1`);
  // Named in the page's Link header, and then fetched once: the page took the preloaded answer.
  expect(response!.headers()['link']).toContain(`</api/hotels/1?${stay}>; rel=preload; as=fetch`);
  await expect(page.getByRole('img', { name: /\(1 of \d+\)$/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(hotelRequests).toEqual([expect.stringContaining(`/api/hotels/1?${stay}`)]);
});

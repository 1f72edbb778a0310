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

test('the landing pages name their page code on the boot script, and every named file exists', async ({
  request,
}) => {
  for (const page of ['/home', '/hotel-list/search?city=All']) {
    const response = await request.get(page);
    expect(response.status()).toBe(200);
    // Rendered by the server: the code is fetched after the first paint (apps/web/src/boot.js), so
    // the Link header does not preload it with the page.
    expect(response.headers()['link'] ?? '').not.toContain('modulepreload');
    const boot =
      /<script type="module" src="\/boot\.js" data-app="([^"]+)" data-modules="([^"]*)">/.exec(
        await response.text(),
      );
    expect(boot).not.toBeNull();
    const files = [boot![1]!, ...boot![2]!.split(' ')];
    expect(files.length).toBeGreaterThan(1);
    for (const file of files) {
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

test('the hotel page comes with its hotel: the browser never asks the API for it', async ({
  page,
}) => {
  const stay = 'checkInDate=2031-03-02&checkOutDate=2031-03-04';
  const hotelRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/hotels/1') hotelRequests.push(request.url());
  });
  const response = await page.goto(`/hotel-single/htlnfo?id=1&city=All&${stay}&guestnumber=1`);
  // The server rendered the page with the hotel's data inside it: nothing to preload.
  expect(response!.headers()['link']).not.toContain('as=fetch');
  await expect(page.getByRole('img', { name: /\(1 of \d+\)$/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(hotelRequests).toEqual([]);
});

import { expect, test } from '@playwright/test';
import { holdAppCode, preparePage, stayDates } from './support';

const { checkInDate, checkOutDate } = stayDates();
const listPath = `/hotel-list/search?city=All&checkInDate=${checkInDate}&checkOutDate=${checkOutDate}&guests=1`;

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test('the list’s cards come with the page, its first photo shown before any of the app’s code runs', async ({
    page,
  }) => {
    const problems = await preparePage(page);
    const searches: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/hotels') searches.push(request.url());
    });
    const release = await holdAppCode(page);
    await page.goto(listPath, { waitUntil: 'commit' });

    const cards = page.locator('article[data-hotel-id]');
    await expect(cards).toHaveCount(9);
    const firstPhoto = cards.first().locator('img');
    await expect(firstPhoto).toHaveAttribute('fetchpriority', 'high');
    await expect(firstPhoto).toHaveAttribute('loading', 'eager');
    await expect(cards.nth(1).locator('img')).toHaveAttribute('loading', 'lazy');
    // Shown, not an empty box: the photo has arrived while the app's code is still held.
    await expect
      .poll(() => firstPhoto.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    await cards.first().evaluate((card) => card.setAttribute('data-from-server', ''));

    release();
    await page.waitForLoadState('networkidle');
    // The app took the cards over as they were, with the search the page carried.
    await expect(page.locator('article[data-from-server]')).toHaveCount(1);
    await expect(page.getByTestId('hotel-count')).toHaveText(/\d+ hotels found/);
    expect(searches).toEqual([]);
    // And answers the visitor: the next page is searched.
    await page
      .getByRole('navigation', { name: 'Hotel pages, top' })
      .getByRole('button', { name: 'Next page' })
      .click();
    await expect.poll(() => searches.length).toBe(1);
    expect(problems).toEqual([]);
  });
});

/**
 * The list keeps its filter and page in the address, so Back returns to them; and a stay in
 * the address that the list changes is said on the page
 * (apps/web/src/features/hotels/utils/search-params.ts).
 */
import { expect, test } from '@playwright/test';
import { openApp, preparePage, stayDates } from './support';

test.beforeEach(async ({ page }) => {
  await preparePage(page);
  await page.setViewportSize({ width: 1280, height: 900 });
});

test('Back from a hotel and after page changes returns to the same filter and page', async ({
  page,
}) => {
  const { checkInDate, checkOutDate } = stayDates(40, 2);
  const list = `/hotel-list/search?city=All&checkInDate=${checkInDate}&checkOutDate=${checkOutDate}&guests=1`;
  await openApp(page, list);
  const top = page.getByRole('navigation', { name: 'Hotel pages, top' });
  const popular = page.getByRole('button', { name: 'Popular' });
  await expect(top.getByText(/^1 \/ \d+$/)).toBeVisible();

  await popular.click();
  await expect(page).toHaveURL(/filter=popular/);
  await top.getByRole('button', { name: 'Next page' }).click();
  await expect(top.getByText(/^2 \/ \d+$/)).toBeVisible();
  await expect(page).toHaveURL(/filter=popular&page=2/);
  await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
  const secondPageFirst = await page
    .getByRole('article')
    .first()
    .getByRole('heading')
    .textContent();

  await page.getByRole('article').first().getByRole('link', { name: 'See rooms' }).click();
  await expect(page).toHaveURL(/\/hotel-single\/htlnfo\?/);
  await page.goBack();
  await expect(popular).toHaveAttribute('aria-pressed', 'true');
  await expect(top.getByText(/^2 \/ \d+$/)).toBeVisible();
  await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
  await expect(page.getByRole('article').first().getByRole('heading')).toHaveText(secondPageFirst!);

  await page.goBack();
  await expect(top.getByText(/^1 \/ \d+$/)).toBeVisible();
  await expect(popular).toHaveAttribute('aria-pressed', 'true');
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${list.replace(/[?]/g, '\\?')}$`));
  await expect(page.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
});

test('a server-rendered list address with a filter and page opens on them', async ({ page }) => {
  await openApp(page, '/hotel-list/search?city=All&guests=1&filter=latest&page=2');
  await expect(page.getByRole('button', { name: 'Latest' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(
    page.getByRole('navigation', { name: 'Hotel pages, top' }).getByText(/^2 \/ \d+$/),
  ).toBeVisible();
});

test('a past check-in in a list address is said, and the stay starts today', async ({ page }) => {
  const past = stayDates(-10, 2);
  const { checkOutDate } = stayDates(3, 1);
  await openApp(
    page,
    `/hotel-list/search?city=All&checkInDate=${past.checkInDate}&checkOutDate=${checkOutDate}&guests=1`,
  );
  await expect(page.getByText('Check-in was in the past; showing stays from today.')).toBeVisible();
  const search = page.getByRole('search', { name: 'Search hotels' });
  await expect(search.getByLabel('Check-out')).toHaveValue(checkOutDate);
  await expect(search.getByLabel('Check-in')).not.toHaveValue(past.checkInDate);
});

test('the sort and filters live in the address: the server renders them and Back undoes them, at 360 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const { checkInDate, checkOutDate } = stayDates(40, 2);
  await openApp(
    page,
    `/hotel-list/search?city=All&checkInDate=${checkInDate}&checkOutDate=${checkOutDate}&guests=2`,
  );
  const sort = page.getByRole('combobox', { name: 'Sort by' });
  const stars = page.getByRole('combobox', { name: 'Stars', exact: true });
  const maxPrice = page.getByRole('spinbutton', { name: 'Max $ per night' });
  const count = page.getByTestId('hotel-count');
  await expect(count).toHaveText(/^\d+ hotels found$/);
  const everyHotel = await count.textContent();
  // On a phone the controls fold behind one button, so the first hotel stays on screen.
  const unfold = page.getByRole('button', { name: /^Sort and filter/ });
  await expect(sort).toBeHidden();
  await unfold.click();
  await expect(unfold).toHaveAttribute('aria-expanded', 'true');

  await sort.selectOption('price');
  await expect(page).toHaveURL(/sort=price/);
  await maxPrice.fill('150');
  await maxPrice.press('Enter');
  await expect(page).toHaveURL(/sort=price&maxPrice=150/);
  await expect(count).not.toHaveText(everyHotel!);
  await stars.selectOption('4');
  await expect(page).toHaveURL(/stars=4/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await page.goBack();
  await expect(stars).toHaveValue('');
  await expect(maxPrice).toHaveValue('150');
  await page.goBack();
  await expect(maxPrice).toHaveValue('');
  await page.goBack();
  await expect(sort).toHaveValue('');
  await expect(count).toHaveText(everyHotel!);

  await openApp(page, '/hotel-list/search?city=All&guests=1&sort=rating&minScore=4');
  await expect(unfold).toHaveText('Sort and filter (2)');
  await unfold.click();
  await expect(sort).toHaveValue('rating');
  await expect(page.getByRole('combobox', { name: 'Review score' })).toHaveValue('4');
});

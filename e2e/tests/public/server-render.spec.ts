import { expect, test, type Page } from '@playwright/test';
import { GUEST, signInByCookie } from '../admin/accounts';
import { preparePage, stayDates } from './support';

const { checkInDate, checkOutDate } = stayDates();
const stay = `checkInDate=${checkInDate}&checkOutDate=${checkOutDate}`;
const landingPages = [
  { path: '/home', heading: 'BOOK ROOMS, HOMES & APTS' },
  { path: `/hotel-list/search?city=rome&${stay}&guests=2`, heading: 'HOTELS IN ROME' },
  { path: `/hotel-single/htlnfo?id=1&city=All&${stay}&guestnumber=1`, heading: /\w/ },
];

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the landing pages show their content: the server rendered it', async ({ page }) => {
    for (const { path, heading } of landingPages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toBeVisible();
    }
    // The hotel page with its hotel: photo, rooms and booking card.
    await expect(page.getByRole('img', { name: /\(1 of \d+\)$/ })).toBeVisible();
    await page.goto('/home');
    await expect(page.getByLabel('City')).toBeVisible();
  });

  test('a signed-in visitor’s header greets them in the HTML itself', async ({ page, request }) => {
    await signInByCookie(page, request, GUEST);
    await page.goto('/home');
    await expect(page.getByTestId('user-first-name').first()).not.toBeEmpty();
    await expect(page.getByRole('link', { name: 'Log In' })).toHaveCount(0);
  });
});

/** The page at `path` with its app's code held back until the server's HTML is on screen. */
async function openBeforeTheApp(page: Page, path: string) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  return release;
}

for (const { path, heading } of landingPages) {
  test(`the app takes over ${path.split('?')[0]} as the server rendered it: same elements, nothing logged`, async ({
    page,
  }) => {
    const problems = await preparePage(page);
    const release = await openBeforeTheApp(page, path);
    const serverHeading = page.getByRole('heading', { level: 1, name: heading });
    await expect(serverHeading).toBeVisible();
    await serverHeading.evaluate((element) => element.setAttribute('data-from-server', ''));
    release();
    await page.waitForLoadState('networkidle');
    // Hydrated, not drawn again: React kept the server's element (a fresh render would not
    // carry the mark), and answers the visitor.
    await expect(page.locator('h1[data-from-server]')).toHaveCount(1);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    expect(problems).toEqual([]);
  });
}

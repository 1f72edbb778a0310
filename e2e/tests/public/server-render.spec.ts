import { expect, test } from '@playwright/test';
import { GUEST, signInByCookie } from '../admin/accounts';
import { holdAppCode, openApp, preparePage, stayDates } from './support';

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

for (const { path, heading } of landingPages) {
  test(`the app takes over ${path.split('?')[0]} as the server rendered it: same elements, nothing logged`, async ({
    page,
  }) => {
    const problems = await preparePage(page);
    const release = await holdAppCode(page);
    await page.goto(path, { waitUntil: 'commit' });
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

/** The date in `timeZone` now, as the date fields show it. */
const dayIn = (timeZone: string) => new Date().toLocaleDateString('en-CA', { timeZone });

test('a visitor whose day is not the server’s sees their own today once the app runs', async ({
  browser,
  request,
}) => {
  // The day the server renders with, as it hands it to the browser.
  const html = await (await request.get('/home')).text();
  const pageData = /<script type="application\/json" id="page-data">(.*?)<\/script>/.exec(html);
  const serverDay = (JSON.parse(pageData![1]!) as { today: string }).today;
  // 26 hours apart: at any moment at least one of them is on another day than the server.
  const timezoneId = ['Etc/GMT+12', 'Pacific/Kiritimati'].find(
    (zone) => dayIn(zone) !== serverDay,
  )!;
  const visitorDay = dayIn(timezoneId);

  const context = await browser.newContext({
    timezoneId,
    baseURL: test.info().project.use.baseURL,
  });
  try {
    const page = await context.newPage();
    const problems = await preparePage(page);
    await openApp(page, '/home');
    const search = page.getByRole('search', { name: 'Search hotels' });
    await expect(search.getByLabel('Check-in')).toHaveValue(visitorDay);
    await expect(search.getByLabel('Check-in')).toHaveAttribute('min', visitorDay);
    await expect(page.getByRole('link', { name: 'Hotels', exact: true }).first()).toHaveAttribute(
      'href',
      new RegExp(`checkInDate=${visitorDay}`),
    );
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(new RegExp(`checkInDate=${visitorDay}&`));
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});

import { expect, test } from '@playwright/test';
import { openApp, preparePage, stayDates } from './support';

test('a visitor searches from the home page, opens a hotel and is sent to log in to book', async ({
  page,
}) => {
  const problems = await preparePage(page);
  await openApp(page, '/home');
  await expect(page.getByRole('heading', { name: 'BOOK ROOMS, HOMES & APTS' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Top Offers' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Super Easy Booking' })).toBeVisible();

  const search = page.getByRole('search', { name: 'Search hotels' });
  await search.getByLabel('City').fill('Rome');
  await search.getByLabel('Guests').fill('2');
  await search.getByRole('button', { name: 'Search' }).click();

  await expect(page).toHaveURL(
    /\/hotel-list\/search\?city=rome&checkInDate=\d{4}-\d{2}-\d{2}&checkOutDate=\d{4}-\d{2}-\d{2}&guests=2$/,
  );
  await expect(page.getByText('NEED A HOTEL?')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'HOTELS IN ROME' })).toBeVisible();
  await expect(page.getByTestId('hotel-count')).toHaveText(/^\d+ hotels? found$/);
  const firstCard = page.getByRole('article').first();
  await expect(firstCard).toContainText('Rome, Italy');

  await firstCard.getByRole('link').first().click();
  await expect(page).toHaveURL(
    /\/hotel-single\/htlnfo\?id=\d+&city=rome&checkInDate=.+&checkOutDate=.+&guestnumber=2$/,
  );
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const tab of ['ROOMS', 'ABOUT', 'FACILITY', 'LOCATION', 'REVIEWS', 'POLICIES']) {
    await expect(page.getByRole('tab', { name: tab })).toBeVisible();
  }

  const book = page.getByRole('button', { name: 'Book This Now' });
  await expect(book).toBeDisabled();
  await page.getByRole('button', { name: 'Book Now' }).first().click();
  await expect(book).toBeEnabled();
  await book.click();
  const dialog = page.getByRole('dialog', { name: 'You should register...' });
  await expect(dialog).toContainText(
    'You need to be logged in order to book a hotel. By pressing yes you will be redirected to our login page.',
  );
  await dialog.getByRole('button', { name: 'Yes' }).click();
  // The login page keeps the hotel page to come back to (decision 008).
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fhotel-single%2Fhtlnfo/);
  expect(problems).toEqual([]);
});

test('the detail page shows reviews and the check-in and check-out hours', async ({ page }) => {
  await preparePage(page);
  const { checkInDate, checkOutDate } = stayDates();
  await openApp(
    page,
    `/hotel-single/htlnfo?id=1&city=All&checkInDate=${checkInDate}&checkOutDate=${checkOutDate}&guestnumber=1`,
  );
  await page.getByRole('tab', { name: 'REVIEWS' }).click();
  const reviews = page.getByRole('tabpanel').getByRole('listitem');
  await expect(reviews.first()).toBeVisible();
  expect(await reviews.count()).toBeLessThanOrEqual(5);
  await page.getByRole('tab', { name: 'POLICIES' }).click();
  await expect(page.getByRole('tabpanel')).toContainText(/Check-in\s*from \d{2}:00/);
  await page.getByRole('tab', { name: 'LOCATION' }).click();
  await expect(page.locator('.staylane-marker-pin').last()).toBeVisible();
});

test('the gallery wraps around with the arrows', async ({ page }) => {
  await preparePage(page);
  await page.goto('/hotel-single/htlnfo?id=1&city=All&guestnumber=1');
  const gallery = page.getByRole('region', { name: /^Photos of / });
  const counter = gallery.getByText(/^\d+ \/ \d+$/);
  const total = (await counter.textContent())!.split(' / ')[1];
  await gallery.getByRole('button', { name: 'Previous photo' }).click();
  await expect(counter).toHaveText(`${total} / ${total}`);
  await gallery.getByRole('button', { name: 'Next photo' }).click();
  await expect(counter).toHaveText(`1 / ${total}`);
});

test('the newsletter thanks a subscriber and clears the field', async ({ page }) => {
  await preparePage(page);
  await openApp(page, '/home');
  const email = page.getByLabel('Email address for the newsletter');
  await email.fill(`news-${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(
    page.getByText('Newsletter subscription added. Thank you for suscribing'),
  ).toBeVisible();
  await expect(email).toHaveValue('');
  await email.fill('not an email');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Invalid Email, please try again')).toBeVisible();
});

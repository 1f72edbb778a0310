/**
 * What a visitor does on a server-rendered page before the app's code has arrived is kept:
 * apps/web/src/boot.js holds clicks and submissions and hands typed fields to the app once it runs
 * the page (decision 006). The app's code is held back here until the visitor has acted.
 */
import { expect, test } from '@playwright/test';
import { holdAppCode, preparePage, stayDates } from './support';

test('a search typed and sent before the app has loaded is run with what was typed', async ({
  page,
}) => {
  const problems = await preparePage(page);
  const releaseApp = await holdAppCode(page);
  await page.goto('/home');

  const search = page.getByRole('search', { name: 'Search hotels' });
  await search.getByLabel('City').fill('Rome');
  await search.getByLabel('Guests').fill('3');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/home$/); // held: nothing runs the form yet

  releaseApp();
  await expect(page).toHaveURL(
    /\/hotel-list\/search\?city=rome&checkInDate=\d{4}-\d{2}-\d{2}&checkOutDate=\d{4}-\d{2}-\d{2}&guests=3$/,
  );
  await expect(page.getByRole('heading', { name: 'HOTELS IN ROME' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('dates typed while the app takes over are kept when a render of the app sets the fields back meanwhile', async ({
  page,
}) => {
  const problems = await preparePage(page);
  const { checkInDate, checkOutDate } = stayDates(40, 3);
  // What the app's first renders can do between announcing itself and boot.js's hand-over
  // (seen in about one load in two by typing as the app hydrated): write its own state back
  // into the fields it controls. Registered before boot.js's listener, run after it.
  await page.addInitScript(() => {
    document.addEventListener('staylane:app-ready', () =>
      queueMicrotask(() => {
        document.querySelectorAll<HTMLInputElement>('input[type="date"]').forEach((field) => {
          field.value = field.defaultValue;
        });
      }),
    );
  });
  const releaseApp = await holdAppCode(page);
  await page.goto('/home');

  const search = page.getByRole('search', { name: 'Search hotels' });
  await search.getByLabel('City').fill('Rome');
  await search.getByLabel('Check-in').fill(checkInDate);
  await search.getByLabel('Check-out').fill(checkOutDate);
  await search.getByRole('button', { name: 'Search' }).click();
  releaseApp();

  await expect(page).toHaveURL(
    new RegExp(
      `/hotel-list/search\\?city=rome&checkInDate=${checkInDate}&checkOutDate=${checkOutDate}&guests=1$`,
    ),
  );
  expect(problems).toEqual([]);
});

test('a room and guests chosen and a tab opened before the app has loaded are chosen and open after', async ({
  page,
}) => {
  const problems = await preparePage(page);
  const { checkInDate, checkOutDate } = stayDates();
  const releaseApp = await holdAppCode(page);
  await page.goto(
    `/hotel-single/htlnfo?id=1&city=All&checkInDate=${checkInDate}&checkOutDate=${checkOutDate}&guestnumber=1`,
  );

  await page.getByRole('button', { name: 'Book Now' }).first().click();
  await page.getByRole('tab', { name: 'POLICIES' }).click();
  const guests = page.getByRole('combobox', { name: 'Guests' });
  // Two guests: every demo room sleeps two (design §5: a stay fits a room only when its guests fit), so the first room fits.
  await guests.selectOption('2');
  await expect(page.getByRole('button', { name: 'Book This Now' })).toBeDisabled();

  releaseApp();
  await expect(page.getByRole('button', { name: 'Book This Now' })).toBeEnabled();
  // Choosing the room re-rendered the booking card: the guests kept are the app's own.
  await expect(guests).toHaveValue('2');
  await expect(page.getByRole('tab', { name: 'POLICIES' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('tabpanel')).toContainText(/Check-in\s*from \d{2}:00/);
  expect(problems).toEqual([]);
});

test('an e-mail typed and sent with Enter before the app has loaded subscribes', async ({
  page,
}) => {
  await preparePage(page);
  const releaseApp = await holdAppCode(page);
  await page.goto('/home');

  const email = page.getByLabel('Email address for the newsletter');
  await email.fill(`early-${Date.now()}@example.com`);
  await email.press('Enter');
  await expect(page).toHaveURL(/\/home$/);

  releaseApp();
  await expect(
    page.getByText('Newsletter subscription added. Thank you for suscribing'),
  ).toBeVisible();
  await expect(email).toHaveValue('');
});

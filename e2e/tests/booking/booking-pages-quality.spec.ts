/** The booking, success and failure pages on a phone and under axe-core. */
import { expect, test, type Page } from '@playwright/test';
import {
  APPROVED_CARD,
  bookingPageUrl,
  daysFromToday,
  fillTraveller,
  findBookableRoom,
  payWithCard,
  signUp,
  useSession,
} from './support';
import { seriousViolations } from '../axe';

const BLANK_TILE =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

async function horizontalOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

test('the booking page fits a 360 px screen without horizontal scrolling', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await useSession(page, request, await signUp(request, 'Pia Phone'));
  const stay = await findBookableRoom(request, daysFromToday(100), daysFromToday(102));
  await page.goto(bookingPageUrl(stay));
  await expect(page.getByRole('heading', { name: 'Traveller Information' })).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  await fillTraveller(page);
  await page.getByRole('button', { name: 'PAY NOW' }).click();
  await expect(page.getByLabel('Card number')).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
});

test('the booking, success and failure pages have no serious or critical axe violations', async ({
  page,
  request,
}) => {
  // The footer map's tiles come from the internet, which this machine cannot reach: serve a
  // blank tile so that only this app's own errors remain.
  await page.route(/tile\.openstreetmap\.org/, (route) =>
    route.fulfill({ contentType: 'image/png', body: Buffer.from(BLANK_TILE, 'base64') }),
  );
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await useSession(page, request, await signUp(request, 'Axel Axe'));
  const stay = await findBookableRoom(request, daysFromToday(104), daysFromToday(105));
  await page.goto(bookingPageUrl(stay));
  await expect(page.getByRole('heading', { name: 'Traveller Information' })).toBeVisible();
  // The footer map's Leaflet attribution link (the shell, not these pages) is reported apart.
  expect(await seriousViolations(page, { exclude: '.leaflet-control-attribution' })).toEqual([]);

  // With the rule messages showing, then with the payment section open.
  await page.getByLabel('Full Name').fill('');
  await page.getByLabel('Contact Info').fill('12ab');
  await page.getByRole('button', { name: 'PAY NOW' }).click();
  await expect(page.getByText('Please enter your full name')).toBeVisible();
  expect(await seriousViolations(page, { exclude: '.leaflet-control-attribution' })).toEqual([]);
  await page.getByLabel('Full Name').fill('Axel Axe');
  await fillTraveller(page);
  await page.getByRole('button', { name: 'PAY NOW' }).click();
  await expect(page.getByLabel('Card number')).toBeVisible();
  expect(await seriousViolations(page, { exclude: '.leaflet-control-attribution' })).toEqual([]);

  await payWithCard(page, APPROVED_CARD);
  await expect(page.getByRole('heading', { name: 'Payment Has Been Successful.' })).toBeVisible();
  expect(await seriousViolations(page, { exclude: '.leaflet-control-attribution' })).toEqual([]);

  await page.goto('/checkout-failure');
  await expect(
    page.getByRole('heading', { name: 'Something Went Wrong With The Payment' }),
  ).toBeVisible();
  await expect(
    page.getByText("The payment process crashed. Don't worry no payments were made"),
  ).toBeVisible();
  expect(await seriousViolations(page, { exclude: '.leaflet-control-attribution' })).toEqual([]);
  expect(errors).toEqual([]);
});

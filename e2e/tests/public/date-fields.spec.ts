/**
 * The date fields as a person uses them: typing after a click anywhere on the field, and a
 * typed date the field cannot take said beside it (apps/web/src/components/date-input.tsx).
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { openApp, preparePage, stayDates } from './support';

/** A day as a person types it into Chromium's en-US date field: mm dd yyyy. */
const keys = (iso: string) => `${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(0, 4)}`;

/** Clicks the field right of its date text, where no segment is drawn. */
async function clickBlankPart(page: Page, field: Locator) {
  const box = (await field.boundingBox())!;
  await page.mouse.click(box.x + box.width - 50, box.y + box.height / 2);
}

test.beforeEach(async ({ page }) => {
  await preparePage(page);
  await page.setViewportSize({ width: 1280, height: 900 });
});

test('a date typed after clicking the blank part of a check-in field is taken', async ({
  page,
}) => {
  const { checkInDate } = stayDates(20, 2);
  await openApp(page, '/home');
  const checkIn = page.getByRole('search', { name: 'Search hotels' }).getByLabel('Check-in');
  // The visitor was in the field already (the caret in the day), then clicks its blank part.
  const box = (await checkIn.boundingBox())!;
  await page.mouse.click(box.x + 14, box.y + box.height / 2);
  await page.keyboard.type('12');
  await clickBlankPart(page, checkIn);
  await expect(checkIn).toBeFocused();
  await page.keyboard.type(keys(checkInDate));
  await expect(checkIn).toHaveValue(checkInDate);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`checkInDate=${checkInDate}`));
});

test('a past check-in typed into the search bar is refused with a reason, not moved to today', async ({
  page,
}) => {
  const { checkInDate } = stayDates(20, 2);
  await openApp(page, '/home');
  const search = page.getByRole('search', { name: 'Search hotels' });
  const checkIn = search.getByLabel('Check-in');
  await clickBlankPart(page, checkIn);
  await page.keyboard.type(keys(checkInDate));
  await expect(checkIn).toHaveValue(checkInDate);
  await clickBlankPart(page, checkIn);
  await page.keyboard.type('01012020');
  await search.getByLabel('Guests').click();
  await expect(search.getByText('The check-in date cannot be in the past')).toBeVisible();
  await expect(checkIn).toHaveValue(checkInDate);
  await expect(checkIn).toHaveAttribute('aria-invalid', 'true');
});

test('the booking card refuses a check-out before check-in with a reason and keeps the searched stay', async ({
  page,
}) => {
  const { checkInDate, checkOutDate } = stayDates(30, 3);
  const address = `/hotel-single/htlnfo?id=1&city=All&checkInDate=${checkInDate}&checkOutDate=${checkOutDate}&guestnumber=1`;
  await openApp(page, address);
  const card = page.getByRole('region', { name: 'Your stay' });
  const checkOut = card.getByLabel('Check-out');
  // The card's field is narrow: the date fills it, and the click lands on the month.
  const box = (await checkOut.boundingBox())!;
  await page.mouse.click(box.x + 16, box.y + box.height / 2);
  await page.keyboard.type(keys(stayDates(25, 1).checkInDate));
  await card.getByLabel('Guests').focus();
  await expect(
    card.getByText('The check-out date must be at least one day after the check-in date'),
  ).toBeVisible();
  await expect(checkOut).toHaveValue(checkOutDate);
  await expect(card.getByLabel('Check-in')).toHaveValue(checkInDate);
  await expect(page).toHaveURL(new RegExp(`checkOutDate=${checkOutDate}`));
});

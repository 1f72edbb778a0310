/**
 * The booking page as a person walks it: Back after paying must not offer to pay
 * again, and the coupon popups give focus back where the keyboard was.
 */
import { expect, test, type Page } from '@playwright/test';
import { preparePage } from '../public/support';
import {
  APPROVED_CARD,
  bookingPageUrl,
  bookingsOf,
  daysFromToday,
  fillTraveller,
  findBookableRoom,
  payWithCard,
  signUp,
  useSession,
} from './support';

async function waitForBookingForm(page: Page) {
  await expect(page.getByRole('heading', { name: 'Traveller Information' })).toBeVisible();
}

for (const width of [1280, 360]) {
  test(`Back after paying says the booking is complete and offers no second payment (${width} px)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await preparePage(page);
    const account = await signUp(request, 'Bea Back');
    const token = await useSession(page, request, account);
    const stay = await findBookableRoom(
      request,
      daysFromToday(width === 360 ? 96 : 90),
      daysFromToday(width === 360 ? 98 : 92),
    );
    await page.goto(bookingPageUrl(stay));
    await waitForBookingForm(page);
    await fillTraveller(page);
    await page.getByRole('button', { name: 'PAY NOW' }).click();
    await payWithCard(page, APPROVED_CARD);
    await expect(page).toHaveURL(/\/checkout-success\/scss\?id=\d+$/);
    const id = (await page.getByTestId('transaction-id').textContent())!.trim();

    await page.goBack();
    await expect(page).toHaveURL(/\/bookings\/bkngcd\?/);
    const complete = page.getByRole('heading', { name: 'This booking is complete' });
    await expect(complete).toBeVisible();
    // On a phone the paid page was scrolled far down: the message must be on screen, not below.
    await expect(complete).toBeFocused();
    await expect(complete).toBeInViewport();
    await expect(page.getByRole('main')).toContainText(`booking ${id}`);
    await expect(page.getByRole('button', { name: 'PAY NOW' })).toHaveCount(0);
    await expect(page.getByLabel('Card number')).toHaveCount(0);

    // The entry stays paid through a reload and Forward and Back again.
    await page.reload();
    await expect(complete).toBeVisible();
    await page.goForward();
    await expect(page).toHaveURL(/\/checkout-success\/scss\?id=\d+$/);
    await page.goBack();
    await expect(complete).toBeVisible();
    expect(await bookingsOf(request, token)).toHaveLength(1);

    await page.getByRole('link', { name: 'See my bookings' }).click();
    await expect(page).toHaveURL(/\/dashboard\?tab=bookings/);
    await expect(page.getByRole('button', { name: new RegExp(stay.hotel.HotelName) })).toHaveCount(
      1,
    );
  });
}

test('the coupon popups give focus back to the coupon field or APPLY, however they close', async ({
  page,
  request,
}) => {
  await preparePage(page);
  const account = await signUp(request, 'Kit Keyboard');
  await useSession(page, request, account);
  const stay = await findBookableRoom(request, daysFromToday(94), daysFromToday(95));
  await page.goto(bookingPageUrl(stay));
  await waitForBookingForm(page);
  const field = page.getByLabel('Coupon code');
  const apply = page.getByRole('button', { name: 'APPLY' });
  const popup = page.getByRole('dialog');

  // Enter in the field applies; Escape closes: back in the field.
  await field.pressSequentially('NOTACOUPON');
  await page.keyboard.press('Enter');
  await expect(popup).toContainText('This coupon code does not seem correct, try again!');
  await page.keyboard.press('Escape');
  await expect(popup).toHaveCount(0);
  await expect(field).toBeFocused();

  // Tab to APPLY, Enter; OK closes: back on APPLY.
  await page.keyboard.press('Tab');
  await expect(apply).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(popup).toContainText('This coupon code does not seem correct, try again!');
  await popup.getByRole('button', { name: 'OK' }).focus();
  await page.keyboard.press('Enter');
  await expect(popup).toHaveCount(0);
  await expect(apply).toBeFocused();

  // The right code, OK by Enter (it has focus when the popup opens).
  await field.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('STAYLANE15');
  await page.keyboard.press('Enter');
  await expect(popup).toContainText('Coupon received. enjoy your discount!');
  await page.keyboard.press('Enter');
  await expect(popup).toHaveCount(0);
  await expect(field).toBeFocused();
});

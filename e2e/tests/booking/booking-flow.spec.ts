/**
 * The booking flow in a real browser against the built server with demo data: search to
 * success, the confirmation mail, coupons, a declined card, a double click, a room taken by
 * someone else, an expired hold.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  APPROVED_CARD,
  COUPON,
  DECLINED_CARD,
  DEMO_GUEST,
  bookingPageUrl,
  bookingsOf,
  daysFromToday,
  fillTraveller,
  findBookableRoom,
  findMail,
  loginThroughPage,
  payWithCard,
  signUp,
  useSession,
  sellOut,
} from './support';

const SUCCESS_NOTICE = 'We will soon send you an email with the details of your reservation.';
const DECLINED = 'Your card was declined. Please try another card.';

async function waitForBookingForm(page: Page) {
  await expect(page.getByRole('heading', { name: 'Traveller Information' })).toBeVisible();
}

async function totalShown(page: Page): Promise<string> {
  return (await page.getByTestId('summary-final').textContent()) ?? '';
}

test('books a room from the home search to the success page, mails it and lists it in the dashboard', async ({
  page,
  request,
}) => {
  const stay = await findBookableRoom(request, daysFromToday(60), daysFromToday(62));
  await loginThroughPage(page, DEMO_GUEST);

  const search = page.getByRole('search', { name: 'Search hotels' });
  await search.getByLabel('City').fill(stay.hotel.loc_City);
  await search.getByLabel('Check-in').fill(stay.checkIn);
  await search.getByLabel('Check-out').fill(stay.checkOut);
  await search.getByLabel('Guests').fill('2');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/hotel-list\/search/);

  await page.getByRole('link', { name: `${stay.hotel.HotelName}, ${stay.hotel.loc_City}` }).click();
  await expect(page).toHaveURL(/\/hotel-single\/htlnfo/);
  await page
    .locator('article')
    .filter({ has: page.getByRole('heading', { name: stay.room.RoomName, exact: true }) })
    .getByRole('button', { name: 'Book Now' })
    .click();
  await page.getByRole('combobox', { name: 'Guests' }).selectOption('2');
  await page.getByRole('button', { name: 'Book This Now' }).click();
  await page
    .getByRole('dialog', { name: 'Proceed to booking' })
    .getByRole('button', { name: 'Yes' })
    .click();

  await expect(page).toHaveURL(/\/bookings\/bkngcd\?/);
  await waitForBookingForm(page);
  await expect(page.getByLabel('Full Name')).toHaveValue('Gus Guest');
  await expect(page.getByLabel('Email address')).toHaveValue(DEMO_GUEST.email);
  const summary = page.getByRole('region', { name: 'Booking Summary' });
  await expect(summary.getByText(stay.hotel.HotelName)).toBeVisible();
  await expect(summary.getByText(stay.room.RoomName).first()).toBeVisible();

  await fillTraveller(page);
  await page.getByRole('button', { name: 'PAY NOW' }).click();
  await expect(page.getByRole('button', { name: 'Pay With Stripe' })).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^(10:00|09:\d\d)$/);
  await payWithCard(page, APPROVED_CARD);

  await expect(page).toHaveURL(/\/checkout-success\/scss\?id=\d+$/);
  await expect(page.getByText(SUCCESS_NOTICE)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Payment Has Been Successful.' })).toBeVisible();
  const id = (await page.getByTestId('transaction-id').textContent())!.trim();
  expect(page.url()).toContain(`id=${id}`);

  const mail = await findMail([`Booking number: ${id}`, DEMO_GUEST.email]);
  expect(mail).toContain('Final price');

  await page.getByRole('link', { name: 'See my bookings' }).click();
  await expect(page).toHaveURL(/\/dashboard\?tab=bookings/);
  const card = page.getByRole('button', { name: new RegExp(stay.hotel.HotelName) }).first();
  await card.click();
  await expect(card).toHaveAttribute('aria-expanded', 'true');
  // The value beside the 'Booking id' term, not any other figure that happens to match it.
  const bookingId = page
    .getByRole('term')
    .filter({ hasText: /^Booking id$/ })
    .locator('xpath=following-sibling::dd[1]');
  await expect(bookingId).toHaveText(id);
});

test('a wrong coupon is refused, the right one lowers the total to the price the server holds and charges', async ({
  page,
  request,
}) => {
  const account = await signUp(request, 'Cora Coupon');
  const token = await useSession(page, request, account);
  const stay = await findBookableRoom(request, daysFromToday(70), daysFromToday(73));
  await page.goto(bookingPageUrl(stay));
  await waitForBookingForm(page);
  const before = await totalShown(page);

  await page.getByLabel('Coupon code').fill('NOTACOUPON');
  await page.getByRole('button', { name: 'APPLY' }).click();
  const wrong = page.getByRole('dialog');
  await expect(wrong).toContainText('This coupon code does not seem correct, try again!');
  await wrong.getByRole('button', { name: 'OK' }).click();
  expect(await totalShown(page)).toBe(before);

  await page.getByLabel('Coupon code').fill(COUPON);
  await page.getByRole('button', { name: 'APPLY' }).click();
  const right = page.getByRole('dialog');
  await expect(right).toContainText('Coupon received. enjoy your discount!');
  await right.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByTestId('summary-coupon')).toBeVisible();
  const withCoupon = await totalShown(page);
  expect(Number(withCoupon.slice(1))).toBeLessThan(Number(before.slice(1)));

  await fillTraveller(page);
  const held = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/holds' && r.status() === 201,
  );
  await page.getByRole('button', { name: 'PAY NOW' }).click();
  const hold = (await (await held).json()) as {
    data: { price: { finalPrice: number; couponPercent: number } };
  };
  expect(hold.data.price.couponPercent).toBe(15);
  expect(withCoupon).toBe(`$${hold.data.price.finalPrice}`);
  await payWithCard(page, APPROVED_CARD);
  await expect(page).toHaveURL(/\/checkout-success\/scss\?id=\d+$/);

  const [booking] = (await bookingsOf(request, token)) as {
    payment: { PromoCode: string | null; FinalPrice: number };
  }[];
  expect(booking!.payment.PromoCode).toBe(COUPON);
  expect(booking!.payment.FinalPrice).toBe(hold.data.price.finalPrice);
});

test('a declined card shows its message on the page, and another card books the room', async ({
  page,
  request,
}) => {
  const account = await signUp(request, 'Dana Declined');
  const token = await useSession(page, request, account);
  const stay = await findBookableRoom(request, daysFromToday(80), daysFromToday(81));
  await page.goto(bookingPageUrl(stay));
  await waitForBookingForm(page);
  await fillTraveller(page);
  await page.getByRole('button', { name: 'PAY NOW' }).click();

  await payWithCard(page, DECLINED_CARD);
  await expect(page.getByRole('alert').filter({ hasText: DECLINED })).toBeVisible();
  await expect(page).toHaveURL(/\/bookings\/bkngcd\?/);
  expect(await bookingsOf(request, token)).toHaveLength(0);

  await payWithCard(page, APPROVED_CARD);
  await expect(page).toHaveURL(/\/checkout-success\/scss\?id=\d+$/);
  expect(await bookingsOf(request, token)).toHaveLength(1);
});

test('a double click on the pay button books and charges once', async ({ page, request }) => {
  const account = await signUp(request, 'Dora Double');
  const token = await useSession(page, request, account);
  const stay = await findBookableRoom(request, daysFromToday(84), daysFromToday(86));
  await page.goto(bookingPageUrl(stay));
  await waitForBookingForm(page);
  await fillTraveller(page);
  await page.getByRole('button', { name: 'PAY NOW' }).dblclick();
  await expect(page.getByRole('button', { name: 'Pay With Stripe' })).toBeVisible();

  const holds: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/holds' && r.method() === 'POST') holds.push(r.url());
  });
  await page.getByLabel('Card number').fill(APPROVED_CARD.replaceAll(' ', ''));
  await page.getByLabel('Expiration (MM/YY)').fill('1239');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay \$/ }).dblclick();
  await expect(page).toHaveURL(/\/checkout-success\/scss\?id=\d+$/);
  expect(holds).toHaveLength(0);
  expect(await bookingsOf(request, token)).toHaveLength(1);
});

test('a room sold out by someone else while on the page gives a clear message and no charge', async ({
  page,
  request,
}) => {
  const account = await signUp(request, 'Sam Slow');
  const token = await useSession(page, request, account);
  const stay = await findBookableRoom(
    request,
    daysFromToday(90),
    daysFromToday(91),
    (room) => (room.FreeUnits ?? 0) <= 3,
  );
  await page.goto(bookingPageUrl(stay));
  await waitForBookingForm(page);
  await fillTraveller(page);

  // Someone else takes every unit left while this page is open.
  await sellOut(request, stay, 'Fay Faster');

  await page.getByRole('button', { name: 'PAY NOW' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'no longer available' });
  await expect(alert).toContainText('This room is no longer available for these dates');
  await expect(alert).toContainText('No payment was made.');
  await expect(page.getByRole('button', { name: 'Pay With Stripe' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'PAY NOW' })).toBeDisabled();
  expect(await bookingsOf(request, token)).toHaveLength(0);
});

test('an expired hold says so and the room can be held again', async ({ page, request }) => {
  const account = await signUp(request, 'Eli Expired');
  await useSession(page, request, account);
  const stay = await findBookableRoom(request, daysFromToday(95), daysFromToday(96));
  await page.clock.install();
  await page.goto(bookingPageUrl(stay));
  await waitForBookingForm(page);
  await fillTraveller(page);
  await page.getByRole('button', { name: 'PAY NOW' }).click();
  await expect(page.getByRole('timer')).toBeVisible();

  await page.clock.fastForward('10:01');
  await expect(page.getByText('Your hold on this room has expired.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay With Stripe' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Hold the room again' }).click();
  await expect(page.getByRole('timer')).toHaveText(/^(10:00|09:\d\d)$/);
});

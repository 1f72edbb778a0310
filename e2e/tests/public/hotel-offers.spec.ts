/**
 * The hotel page's offers (decision 046): the admin sets a Saturday price and a 2-night
 * minimum through the API on a hotel of this file's own, far ahead; a guest sees each plan's
 * total, is told why a 1-night Saturday stay is refused and moves to the nearest stay that
 * works, goes Back, uses the flexible-dates strip and the price calendar; then books the
 * Non-refundable plan, sees its nights as booked on the dashboard and is told that cancelling
 * refunds nothing.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN, tokenFor } from '../admin/accounts';
import { createHotelThroughApi } from '../admin/hotels-api';
import { APPROVED_CARD, fillTraveller, payWithCard, signUp, useSession } from '../booking/support';
import { openApp, preparePage } from './support';

const DAY = 86_400_000;
const iso = (time: number) => new Date(time).toISOString().slice(0, 10);
const addDays = (date: string, days: number) => iso(Date.parse(`${date}T00:00:00Z`) + days * DAY);
/** "Sat 12 Jun", as the page names days (domain stayRuleDayLabel). */
const dayLabel = (date: string) =>
  new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  })
    .format(new Date(`${date}T00:00:00Z`))
    .replace(',', '');

/**
 * The first Saturday at least 220 days ahead (no other file's calendar rows reach it) whose
 * Friday and Sunday are in its month, so one month of the price calendar shows all three.
 */
function farSaturday(): string {
  let date = iso(Date.now() + 220 * DAY);
  const fits = (day: string) =>
    new Date(`${day}T00:00:00Z`).getUTCDay() === 6 &&
    Number(day.slice(8)) >= 2 &&
    Number(day.slice(8)) <= 27;
  while (!fits(date)) date = addDays(date, 1);
  return date;
}

/** A hotel of its own, its Standard plan $120 and a 2-night minimum on `saturday`. */
async function hotelWithSaturdayRules(request: APIRequestContext, saturday: string) {
  const token = await tokenFor(request, ADMIN);
  const headers = { Authorization: `Bearer ${token}` };
  const hotel = await createHotelThroughApi(request, `Offers Inn ${Date.now()}`);
  const detail = await request.get(`/api/hotels/${hotel.id}`);
  const roomId = ((await detail.json()) as { data: { Rooms: { id: string }[] } }).data.Rooms[0]!.id;
  const plans = await request.get(`/api/admin/rooms/${roomId}/rate-plans`, { headers });
  expect(plans.status(), await plans.text()).toBe(200);
  const standard = ((await plans.json()) as { data: { id: number; kind: string }[] }).data.find(
    (plan) => plan.kind === 'standard',
  )!;
  const created = await request.post(`/api/admin/rooms/${roomId}/rate-plans`, {
    headers,
    data: {
      name: 'Non-refundable',
      refundable: false,
      pricing: 'percent',
      adjustmentBasisPoints: -1000,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const bulk = await request.post(`/api/admin/hotels/${hotel.id}/rates/bulk`, {
    headers,
    data: {
      from: saturday,
      to: saturday,
      weekdays: [6],
      ratePlanIds: [standard.id],
      price: { set: 12_000 },
      minStay: 2,
    },
  });
  expect(bulk.status(), await bulk.text()).toBe(200);
  return { id: hotel.id, roomId, nonRefundableId: (await created.json()).data.id as number };
}

test('a guest sees each plan’s total, why a Saturday night is refused, the nearest stay, the flexible dates and the price calendar', async ({
  page,
  request,
}) => {
  const saturday = farSaturday();
  const hotel = await hotelWithSaturdayRules(request, saturday);
  const problems = await preparePage(page);
  await page.setViewportSize({ width: 360, height: 800 });
  const stay = (checkIn: string, checkOut: string) =>
    `/hotel-single/htlnfo?id=${hotel.id}&city=Apiville&checkInDate=${checkIn}&checkOutDate=${checkOut}&guestnumber=1`;
  await openApp(page, stay(saturday, addDays(saturday, 1)));

  // One Saturday night: both plans refused in words (Non-refundable is held to Standard's rules).
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: 'Only' }) });
  const rates = card.getByRole('list', { name: 'Rates for Only' });
  const refusal = `Minimum 2 nights for arrivals on ${dayLabel(saturday)}`;
  await expect(rates.getByTestId('plan-refusal')).toHaveText([refusal, refusal]);
  // No plan can be booked, so the card's headline names no price (decision 048).
  await expect(card.getByTestId('room-from-price')).toHaveCount(0);
  // The flexible dates: the Saturday cannot be an arrival; the nights around it cost $50, less
  // 10 % for Non-refundable.
  const strip = page.getByRole('region', { name: 'Flexible dates' });
  await expect(
    strip.getByRole('button', { name: `${dayLabel(saturday)}, Not available, your dates` }),
  ).toBeDisabled();
  await expect(
    strip.getByRole('button', { name: `${dayLabel(addDays(saturday, -3))}, $45, cheapest` }),
  ).toBeVisible();

  // The nearest stay that works: the same arrival for the minimum, $120 + $50.
  const nearest = `Try ${dayLabel(saturday)} – ${dayLabel(addDays(saturday, 2))}, $170`;
  await rates.getByRole('button', { name: nearest }).first().click();
  await expect(page).toHaveURL(stay(saturday, addDays(saturday, 2)));
  const [standard, nonRefundable] = await rates.getByTestId('rate-plan').all();
  await expect(standard!).toContainText('$170total for 2 nights$85 / night average');
  // The card's headline agrees with its plans: from the cheapest one's average, $153 / 2.
  await expect(card.getByTestId('room-from-price')).toHaveText('from$76.50 / night');
  await expect(nonRefundable!).toContainText('Non-refundable');
  // $108 + $45, non-refundable, booked with its plan.
  await expect(nonRefundable!).toContainText('$153total for 2 nights');
  await expect(
    nonRefundable!.getByRole('link', { name: 'Book Only, Non-refundable, $153 total' }),
  ).toHaveAttribute(
    'href',
    new RegExp(
      `^/bookings/bkngcd\\?id=${hotel.id}&roomId=${hotel.roomId}&.*ratePlanId=${hotel.nonRefundableId}$`,
    ),
  );

  // Back returns to the stay asked; the strip moves the search to the Sunday.
  await page.goBack();
  await expect(page).toHaveURL(stay(saturday, addDays(saturday, 1)));
  await strip
    .getByRole('button', { name: new RegExp(`^${dayLabel(addDays(saturday, 1))}, \\$45`) })
    .click();
  await expect(page).toHaveURL(stay(addDays(saturday, 1), addDays(saturday, 2)));
  await expect(rates.getByTestId('plan-refusal')).toHaveCount(0);
  // The one "from" price: the cheapest plan bookable for this stay, per night.
  await expect(page.getByTestId('hotel-from-price')).toHaveText('$45');

  // The price calendar: each day named with its price, the Saturday no arrival for one night.
  await page.getByRole('button', { name: 'Prices by date' }).click();
  const friday = addDays(saturday, -1);
  await expect(
    page.getByRole('button', { name: `${dayLabel(saturday)}, no arrivals` }),
  ).toBeDisabled();
  await page.getByRole('button', { name: `${dayLabel(friday)}, from $45` }).click();
  await expect(page).toHaveURL(stay(friday, saturday));
  expect(problems).toEqual([]);
});

test('a guest books the Non-refundable plan from its Book, sees each night as booked on the dashboard, and cancelling refunds nothing', async ({
  page,
  request,
}) => {
  const saturday = farSaturday();
  const hotel = await hotelWithSaturdayRules(request, saturday);
  await useSession(page, request, await signUp(request, 'Nina Nonrefund'));
  const sunday = addDays(saturday, 1);
  await openApp(
    page,
    `/hotel-single/htlnfo?id=${hotel.id}&city=Apiville&checkInDate=${saturday}&checkOutDate=${addDays(saturday, 2)}&guestnumber=1`,
  );
  // The Saturday at $120 and the Sunday at $50, 10 % less each: $108 + $45.
  await page.getByRole('link', { name: 'Book Only, Non-refundable, $153 total' }).click();

  await expect(page).toHaveURL(new RegExp(`ratePlanId=${hotel.nonRefundableId}`));
  const summary = page.getByRole('region', { name: 'Booking Summary' });
  await expect(summary.getByTestId('summary-night')).toHaveText([
    `${siteDay(saturday)} · Non-refundable$108`,
    `${siteDay(sunday)} · Non-refundable$45`,
  ]);
  await fillTraveller(page);
  await page.getByRole('button', { name: 'PAY NOW' }).click();
  await payWithCard(page, APPROVED_CARD);
  await expect(page).toHaveURL(/\/checkout-success\/scss\?id=\d+$/);

  await page.goto('/dashboard?tab=bookings');
  const trigger = page.getByRole('button', { name: /Offers Inn/ });
  await trigger.click();
  await expect(page.getByRole('term').filter({ hasText: /^Rate$/ })).toBeVisible();
  await expect(page.getByTestId('booked-night')).toHaveText([
    `${siteDay(saturday)}$108`,
    `${siteDay(sunday)}$45`,
  ]);
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(page.getByRole('dialog', { name: 'Cancel this booking?' })).toContainText(
    'Under this booking’s cancellation policy nothing is refunded.',
  );
});

/** The day as the site writes it ("Jun 8, 2026"). */
function siteDay(date: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(`${date}T00:00:00Z`));
}

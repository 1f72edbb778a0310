/**
 * Cancelling a booking in a real browser (decision 019): the policy is shown where the guest
 * decides, the dashboard's Cancel asks first and states the refund, the booking then reads
 * cancelled with its refund, and the room's nights are bookable again.
 */
import { expect, test, type Page } from '@playwright/test';
import { openApp } from '../public/support';
import {
  APPROVED_CARD,
  apiLogin,
  bookThroughApi,
  daysFromToday,
  fillTraveller,
  findBookableRoom,
  payWithCard,
  signUp,
  useSession,
  hotelPageUrl,
  roomCard,
  SOLD_OUT,
  type BookableRoom,
} from './support';

/** The day as the site writes it ("Jun 8, 2026"), for a yyyy-mm-dd date. */
function siteDay(date: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(`${date}T00:00:00Z`));
}

function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** The hotel's policy and the room's flag, as the hotel answer carries them. */
async function policyOf(page: Page, stay: BookableRoom) {
  const answer = await page.request.get(`/api/hotels/${stay.hotel.id}`);
  const hotel = (
    (await answer.json()) as {
      data: {
        CancellationPolicy: { FreeCancellationDays: number };
        Rooms: { id: string; NonRefundable: boolean }[];
      };
    }
  ).data;
  const room = hotel.Rooms.find((candidate) => candidate.id === stay.room.id)!;
  return { days: hotel.CancellationPolicy.FreeCancellationDays, nonRefundable: room.NonRefundable };
}

test('a guest books the last free unit with free cancellation, cancels it from the dashboard with the keyboard at 360 px for a full refund, and the nights are bookable again', async ({
  page,
  request,
}) => {
  const account = await signUp(request, 'Cass Canceller');
  await useSession(page, request, account);
  // A refundable room with few units, far enough ahead that cancelling now is free.
  const stay = await findBookableRoom(
    request,
    daysFromToday(140),
    daysFromToday(142),
    (room) => (room.FreeUnits ?? 0) <= 3 && !(room as { NonRefundable?: boolean }).NonRefundable,
  );
  const policy = await policyOf(page, stay);
  expect(policy.nonRefundable).toBe(false);
  const terms = `Free cancellation until ${siteDay(addDays(stay.checkIn, -policy.days))}`;

  // Someone else takes every unit but one, so the guest's booking takes the last one.
  const other = await apiLogin(request, await signUp(request, 'Otto Other'));
  for (let unit = 1; unit < (stay.room.FreeUnits ?? 0); unit += 1) {
    await bookThroughApi(request, other.token, {
      roomId: stay.room.id,
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
    });
  }

  // The hotel page with dates: the room card and the booking card state the policy.
  await openApp(page, hotelPageUrl(stay));
  const card = roomCard(page, stay.room.RoomName);
  await expect(card.getByTestId('cancellation-terms')).toContainText(terms);
  await card.getByRole('button', { name: 'Book Now' }).click();
  const yourStay = page.getByRole('region', { name: 'Your stay' });
  await expect(yourStay.getByTestId('cancellation-terms')).toContainText(terms);
  await yourStay.getByRole('combobox', { name: 'Guests' }).selectOption('1');
  await yourStay.getByRole('button', { name: 'Book This Now' }).click();
  await page
    .getByRole('dialog', { name: 'Proceed to booking' })
    .getByRole('button', { name: 'Yes' })
    .click();

  // The booking page's summary states it too; pay with the sandbox card.
  await expect(page).toHaveURL(/\/bookings\/bkngcd\?/);
  await expect(page.getByRole('heading', { name: 'Traveller Information' })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Booking Summary' });
  await expect(summary.getByTestId('cancellation-terms')).toContainText(terms);
  await fillTraveller(page);
  await page.getByRole('button', { name: 'PAY NOW' }).click();
  await payWithCard(page, APPROVED_CARD);
  await expect(page).toHaveURL(/\/checkout-success\/scss\?id=\d+$/);

  // Every unit is now taken for that stay.
  await openApp(page, hotelPageUrl(stay));
  await expect(roomCard(page, stay.room.RoomName).getByText(SOLD_OUT)).toBeVisible();

  // The dashboard on a phone: open the booking and cancel it with the keyboard.
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/dashboard?tab=bookings');
  const trigger = page.getByRole('button', { name: new RegExp(stay.hotel.HotelName) });
  await expect(trigger).toHaveCount(1);
  const paid = (await trigger.textContent())!.match(/\$\d+(\.\d\d)?/)![0];
  await trigger.click();
  await page.getByRole('button', { name: 'Cancel booking' }).click();

  const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await expect(dialog).toContainText(
    `Your stay at ${stay.hotel.HotelName} will be cancelled and its nights released.`,
  );
  await expect(dialog).toContainText(`You get a full refund of ${paid}.`);
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Cancel booking' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();

  await expect(trigger).toContainText(/cancelled/i);
  const refunded = page
    .getByRole('term')
    .filter({ hasText: /^Refunded$/ })
    .locator('xpath=following-sibling::dd[1]');
  await expect(refunded).toHaveText(paid);
  await expect(page.getByRole('term').filter({ hasText: /^Cancelled on$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // The same stay of that room is bookable again on the hotel page.
  await page.setViewportSize({ width: 1280, height: 900 });
  await openApp(page, hotelPageUrl(stay));
  const again = roomCard(page, stay.room.RoomName);
  await expect(again.getByRole('button', { name: 'Book Now' })).toBeEnabled();
  await expect(again.getByText(SOLD_OUT)).toHaveCount(0);
});

/**
 * A guest's own hold is theirs: after PAY NOW, a reload takes the hold up again with its
 * countdown and the payment completes; a second tab's hotel page shows the room free to that
 * guest, while another guest still sees it sold out when the hold took its last unit.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  APPROVED_CARD,
  apiLogin,
  bookThroughApi,
  bookingPageUrl,
  bookingsOf,
  daysFromToday,
  fillTraveller,
  findBookableRoom,
  payWithCard,
  signUp,
  useSession,
  hotelPageUrl,
  roomCard,
  SOLD_OUT,
} from './support';

/** The countdown's seconds left. */
async function secondsLeft(page: Page): Promise<number> {
  const text = (await page.getByRole('timer').textContent()) ?? '';
  const [minutes, seconds] = text.split(':').map(Number);
  return minutes! * 60 + seconds!;
}

test('a reload after PAY NOW resumes the guest’s own hold with its countdown, and paying completes', async ({
  page,
  browser,
  request,
}) => {
  const account = await signUp(request, 'Rita Reload');
  const token = await useSession(page, request, account);
  const stay = await findBookableRoom(
    request,
    daysFromToday(140),
    daysFromToday(142),
    (room) => (room.FreeUnits ?? 0) <= 3,
  );
  // Someone else books every unit but one: the guest's hold takes the last.
  const other = await signUp(request, 'Otto Other');
  const otherToken = (await apiLogin(request, other)).token;
  for (let unit = 1; unit < (stay.room.FreeUnits ?? 0); unit += 1) {
    await bookThroughApi(request, otherToken, {
      roomId: stay.room.id,
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
    });
  }

  await page.goto(bookingPageUrl(stay));
  await expect(page.getByRole('heading', { name: 'Traveller Information' })).toBeVisible();
  await fillTraveller(page);
  await page.getByRole('button', { name: 'PAY NOW' }).click();
  await expect(page.getByRole('timer')).toBeVisible();
  // Let a few seconds run, so a countdown that started over would show more than is left.
  const first = await secondsLeft(page);
  await expect.poll(() => secondsLeft(page), { timeout: 10_000 }).toBeLessThanOrEqual(first - 3);
  const before = await secondsLeft(page);

  await page.reload();
  await expect(page.getByRole('timer')).toBeVisible();
  expect(await secondsLeft(page)).toBeLessThanOrEqual(before);
  expect(await secondsLeft(page)).toBeGreaterThan(before - 30);
  await expect(page.getByText('no longer available')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'PAY NOW' })).toBeEnabled();

  // A second tab of the same guest: the hotel page counts the hold as theirs.
  const second = await page.context().newPage();
  await second.goto(hotelPageUrl(stay, 2));
  const ownCard = roomCard(second, stay.room.RoomName);
  await expect(ownCard.getByRole('button', { name: 'Book Now' })).toBeEnabled();
  await expect(ownCard).not.toContainText(SOLD_OUT);
  await second.close();

  // Another guest sees the last unit taken.
  const otherContext = await browser.newContext();
  const otherPage = await otherContext.newPage();
  await useSession(otherPage, request, other);
  await otherPage.goto(hotelPageUrl(stay, 2));
  const otherCard = roomCard(otherPage, stay.room.RoomName);
  await expect(otherCard).toContainText(SOLD_OUT);
  await expect(otherCard.getByRole('button', { name: 'Book Now' })).toBeDisabled();
  await otherContext.close();

  await fillTraveller(page);
  await page.getByRole('button', { name: 'PAY NOW' }).click();
  await payWithCard(page, APPROVED_CARD);
  await expect(page).toHaveURL(/\/checkout-success\/scss\?id=\d+$/);
  expect(await bookingsOf(request, token)).toHaveLength(1);
});

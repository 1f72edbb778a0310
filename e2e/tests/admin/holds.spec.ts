/**
 * Active Holds (decision 017): a traveller's live hold shows in the admin dashboard with whose it
 * is, and Release gives the room back; readable at 360 px and clean under axe.
 */
import { apiLogin, daysFromToday, findBookableRoom, signUp } from '../booking/support';
import { expect, test } from './fixtures';
import { openDashboard } from './accounts';
import { openScreen } from './back-office';
import { seriousViolations } from '../axe';

test('an admin sees a live hold at 360 px and releases it', async ({ page, request }) => {
  const account = await signUp(request, 'Hugo Holder');
  const { token } = await apiLogin(request, account);
  const stay = await findBookableRoom(request, daysFromToday(120), daysFromToday(122));
  const held = await request.post('/api/holds', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      roomId: stay.room.id,
      checkInDate: stay.checkIn,
      checkOutDate: stay.checkOut,
      guests: 1,
    },
  });
  expect(held.status(), await held.text()).toBe(201);

  await page.setViewportSize({ width: 360, height: 800 });
  await openDashboard(page, request);
  const panel = await openScreen(page, 'Active Holds');
  const card = panel.getByRole('article').filter({ hasText: account.email });
  await expect(card).toBeVisible();
  await expect(card).toContainText(stay.room.RoomName);
  await expect(card).toContainText(stay.hotel.HotelName);

  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page, { include: 'main' })).toEqual([]);

  const release = `Release the hold of ${account.email} on ${stay.room.RoomName}, ${stay.hotel.HotelName}`;
  await card.getByRole('button', { name: release, exact: true }).click();
  await expect(card).toHaveCount(0);
  // The unit is free again for everyone.
  const free = await findBookableRoom(
    request,
    stay.checkIn,
    stay.checkOut,
    (room) => room.id === stay.room.id,
  );
  expect(free.room.FreeUnits).toBe(stay.room.FreeUnits);
});

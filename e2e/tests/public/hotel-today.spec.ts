/**
 * A hotel's own today decides the earliest check-in on its page (decision 039): a visitor far
 * behind the hotel is never offered a day that is already over there.
 */
import { expect, test } from '@playwright/test';
import { ADMIN, tokenFor } from '../admin/accounts';
import { openApp, preparePage } from './support';

const dayIn = (timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());

// The visitor at UTC−11, the hotel at UTC+14: 25 hours apart, so the hotel's today is always
// the visitor's tomorrow or later.
test.use({ timezoneId: 'Pacific/Pago_Pago' });

test('the hotel page starts the stay on the hotel’s today and offers no earlier day', async ({
  page,
  request,
}) => {
  await preparePage(page);
  const token = await tokenFor(request, ADMIN);
  const created = await request.post('/api/hotels', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      HotelName: 'Line Islands Lodge',
      loc_City: 'Kiritimati',
      loc_Country: 'Kiribati',
      CancellationPolicy: {
        FreeCancellationDays: 2,
        Penalty: 'FirstNight',
        TimeZone: 'Pacific/Kiritimati',
      },
      Rooms: { create: [{ RoomName: 'Lagoon Room', OriginalPricePerNight: 80 }] },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { data: hotel } = (await created.json()) as { data: { id: string } };
  const hotelToday = dayIn('Pacific/Kiritimati');
  expect(dayIn('Pacific/Pago_Pago') < hotelToday).toBe(true);

  await openApp(page, `/hotel-single/htlnfo?id=${hotel.id}`);
  const card = page.getByRole('region', { name: 'Your stay' });
  const checkIn = card.getByLabel('Check-in');
  await expect(checkIn).toHaveValue(hotelToday);
  await expect(checkIn).toHaveAttribute('min', hotelToday);
  await expect(page.getByRole('heading', { name: 'Lagoon Room' })).toBeVisible();
});

import { expect, test } from './fixtures';
import { ADMIN, openDashboard, tokenFor } from './accounts';
import { screenRegion } from './back-office';

test('an admin deletes a hotel after confirming: its card goes and so does its public page', async ({
  page,
  request,
}) => {
  const token = await tokenFor(request, ADMIN);
  const created = await request.post('/api/hotels', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      HotelName: 'Ephemeral Inn',
      loc_City: 'Ephemera',
      loc_Country: 'Norway',
      Rooms: { create: [{ RoomName: 'Only', OriginalPricePerNight: 50 }] },
    },
  });
  expect(created.status()).toBe(201);
  const { data: hotel } = (await created.json()) as { data: { id: string } };

  await openDashboard(page, request);
  const management = screenRegion(page, 'Hotel Management');
  await management.getByLabel('Filter by').selectOption('id');
  await management.getByRole('searchbox', { name: 'Search hotels' }).fill(hotel.id);
  await expect(management.getByText('1 hotel found')).toBeVisible();
  await management.getByRole('button', { name: 'Delete Ephemeral Inn' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(management.getByRole('heading', { name: 'Ephemeral Inn' })).toHaveCount(0);
  await expect(page.getByText('Hotel deleted')).toBeVisible();
  expect((await request.get(`/api/hotels/${hotel.id}`)).status()).toBe(404);
});

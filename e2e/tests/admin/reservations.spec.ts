/**
 * Reservations (decision 023): an admin finds a booking by the guest's surname, sorts the table,
 * opens the booking's detail (payment, mails, history), exports the filtered list as CSV and
 * reads the file; the view is clean under axe, and a phone shows the spec's cards.
 */
import { readFile } from 'node:fs/promises';
import { apiLogin, daysFromToday, findBookableRoom, signUp } from '../booking/support';
import { openDashboard } from './accounts';
import { bookThroughApi } from './booking-api';
import { expect, test } from './fixtures';
import { seriousViolations } from '../axe';
import { openScreen } from './back-office';

test('an admin finds a booking by surname, reads its detail and exports the CSV', async ({
  page,
  request,
}) => {
  // Names take letters only: a surname of its own for this run, 'Quillfeather' + letters.
  const surname = `Quillfeather${(Date.now() % 1e7).toString(26).replace(/\d/g, (d) => 'qrstuvwxyz'[Number(d)]!)}`;
  const guest = await signUp(request, `Maren ${surname}`);
  const { token } = await apiLogin(request, guest);
  const stay = await findBookableRoom(request, daysFromToday(300), daysFromToday(302));
  const bookingId = await bookThroughApi(
    request,
    token,
    { roomId: stay.room.id, checkInDate: stay.checkIn, checkOutDate: stay.checkOut },
    { fullName: `Maren ${surname}`, email: guest.email },
  );

  await page.setViewportSize({ width: 1280, height: 900 });
  await openDashboard(page, request);
  const panel = await openScreen(page, 'Reservations');
  await panel.getByRole('searchbox', { name: 'Search reservations' }).fill(surname.toLowerCase());
  const table = panel.getByRole('table');
  const rows = table.getByRole('row');
  // The header row and the one booking.
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(`#${bookingId}`);
  await expect(rows.nth(1)).toContainText(guest.email);
  await expect(rows.nth(1)).toContainText(stay.hotel.HotelName);
  await expect(panel.getByText('1 reservation', { exact: true })).toBeVisible();
  // Every column, Details included, shows at 1280 px beside the navigation: no sideways scroll.
  const tableOverflow = await table.evaluate(
    (element) => element.parentElement!.scrollWidth - element.parentElement!.clientWidth,
  );
  expect(tableOverflow, 'the table overflows its box by').toBeLessThanOrEqual(0);

  const guestHeader = table.getByRole('columnheader', { name: 'Guest' });
  await expect(table.getByRole('columnheader', { name: 'Created' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await guestHeader.getByRole('button').click();
  await expect(guestHeader).toHaveAttribute('aria-sort', 'ascending');
  expect(await seriousViolations(page, { include: 'main' }), 'table').toEqual([]);

  await rows
    .nth(1)
    .getByRole('button', { name: `Details of booking #${bookingId}` })
    .click();
  const dialog = page.getByRole('dialog', {
    name: `Booking #${bookingId} · ${stay.hotel.HotelName}`,
  });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('ending 4242');
  await expect(dialog).toContainText('Booking confirmation');
  await expect(dialog.getByRole('listitem').filter({ hasText: 'Booked' })).toBeVisible();
  await expect(dialog.getByRole('listitem').filter({ hasText: /^Paid/ })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel reservation' })).toBeVisible();
  expect(await seriousViolations(page, { include: '[role="dialog"]' }), 'detail').toEqual([]);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  const downloading = page.waitForEvent('download');
  await panel.getByRole('link', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^reservations-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.startsWith('\uFEFFBooking id,Guest,E-mail,')).toBe(true);
  const lines = csv.split('\r\n');
  expect(lines).toHaveLength(3);
  expect(lines[1]).toContain(`${bookingId},Maren ${surname},${guest.email},`);
  expect(lines[1]).toContain('visa 4242');
  expect(lines[2]).toBe('');

  // A phone shows the spec's cards, 5 per page, with nothing sticking out sideways.
  await page.setViewportSize({ width: 360, height: 800 });
  const card = panel.getByRole('article', {
    name: `Booking #${bookingId} · ${stay.hotel.HotelName}`,
  });
  await expect(card).toBeVisible();
  await expect(card.getByText('**** 4242')).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page, { include: 'main' }), 'cards').toEqual([]);
});

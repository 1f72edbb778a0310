/**
 * Channel sync (decision 021) in a real browser: a guest holds the only unit of a room for two
 * nights; another channel's calendar, served by a real HTTP server on 127.0.0.1, blocks the
 * same nights. The admin adds that calendar as a feed, syncs it, reads its health, and sees
 * the conflict at the top of the view; a broken address reads as an error in words. Readable
 * at 360 px and clean under axe; removing the feed ends the conflict.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIRequestContext } from '@playwright/test';
import { apiLogin, bookThroughApi, daysFromToday, signUp } from '../booking/support';
import { openDashboard } from './accounts';
import { expect, test } from './fixtures';
import { createHotelThroughApi } from './hotels-api';
import { seriousViolations } from '../axe';
import { openScreen, switchHotel } from './back-office';

const CHECK_IN = daysFromToday(45);
const CHECK_OUT = daysFromToday(47);
const compact = (day: string) => day.replaceAll('-', '');
/** The value beside a term of a description list. */
const NEXT_VALUE = 'xpath=following-sibling::dd[1]';

/** A channel's export: one all-day stay over the booked nights, as channels publish them. */
const CHANNEL_CALENDAR = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Other Channel//EN',
  'BEGIN:VEVENT',
  'UID:stay-1@other-channel.example',
  'DTSTAMP:20260101T000000Z',
  `DTSTART;VALUE=DATE:${compact(CHECK_IN)}`,
  `DTEND;VALUE=DATE:${compact(CHECK_OUT)}`,
  'SUMMARY:Reserved',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

/** The other channel: its calendar at /room.ics, nothing anywhere else. */
async function startChannel(): Promise<{ server: Server; origin: string }> {
  const server = createServer((request, response) => {
    if (request.url === '/room.ics') {
      response.writeHead(200, { 'Content-Type': 'text/calendar; charset=utf-8' });
      response.end(CHANNEL_CALENDAR);
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, origin: `http://127.0.0.1:${port}` };
}

/** A fresh hotel whose one room has one unit, booked by a guest over the channel's nights. */
async function bookedHotel(request: APIRequestContext) {
  const name = `Channel Inn ${Date.now()}`;
  const { id } = await createHotelThroughApi(request, name);
  const hotel = (await (await request.get(`/api/hotels/${id}`)).json()) as {
    data: { Rooms: { id: string; RoomName: string; Units: number }[] };
  };
  const room = hotel.data.Rooms[0]!;
  expect(room.Units).toBe(1);
  const { token } = await apiLogin(request, await signUp(request, 'Cora Conflict'));
  const bookingId = await bookThroughApi(request, token, {
    roomId: room.id,
    checkIn: CHECK_IN,
    checkOut: CHECK_OUT,
  });
  return { name, room, bookingId };
}

let channel: { server: Server; origin: string };
test.beforeAll(async () => {
  channel = await startChannel();
});
test.afterAll(async () => {
  await new Promise((resolve) => channel.server.close(resolve));
});

test('an admin adds a channel feed, syncs it, reads its health and sees the conflict with a booking', async ({
  page,
  request,
}) => {
  const { name, room, bookingId } = await bookedHotel(request);

  await page.setViewportSize({ width: 1280, height: 900 });
  await openDashboard(page, request);
  const panel = await openScreen(page, 'Channels');
  await switchHotel(page, name);
  const section = panel.getByRole('region', { name: room.RoomName, exact: true });

  // Our own export address, which other channels read: a calendar with the booked stay.
  const exported = section.getByRole('textbox', { name: 'Export address' });
  await expect(exported).toHaveValue(/\/ical\/.+\.ics$/);
  const ours = await request.get(new URL(await exported.inputValue()).pathname);
  expect(ours.ok()).toBe(true);
  expect(await ours.text()).toContain(`DTSTART;VALUE=DATE:${compact(CHECK_IN)}`);

  // The other channel's calendar, and one address that is not a calendar.
  const form = section.getByRole('form', { name: `Add a feed to ${room.RoomName}` });
  await form.getByRole('button', { name: 'Add feed' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  for (const [feedName, path] of [
    ['Other channel', '/room.ics'],
    ['Broken channel', '/missing.ics'],
  ] as const) {
    await form.getByLabel('Feed name').fill(feedName);
    await form.getByLabel('Feed address').fill(`${channel.origin}${path}`);
    await form.getByRole('button', { name: 'Add feed' }).click();
    await expect(section.getByRole('article', { name: feedName })).toBeVisible();
    await expect(form.getByLabel('Feed name')).toHaveValue('');
  }

  const feed = section.getByRole('article', { name: 'Other channel' });
  const broken = section.getByRole('article', { name: 'Broken channel' });
  // Each feed was read once as it was added: its health shows before any Sync now.
  await expect(feed.locator('[data-state="ok"]')).toHaveText('OK');
  await expect(broken.locator('[data-state="error"]')).toHaveText('Error');
  await feed.getByRole('button', { name: 'Sync now: Other channel' }).click();
  await expect(feed.getByRole('status')).toHaveText('Synced: OK, 1 event read.');
  await expect(feed.locator('[data-state="ok"]')).toHaveText('OK');
  await expect(feed.getByText('Events read').locator(NEXT_VALUE)).toHaveText('1');
  await expect(feed.getByText('Blocks active').locator(NEXT_VALUE)).toHaveText('1');
  await expect(feed.getByText('Last success').locator(NEXT_VALUE)).toContainText('just now');

  await broken.getByRole('button', { name: 'Sync now: Broken channel' }).click();
  await expect(broken.locator('[data-state="error"]')).toHaveText('Error');
  await expect(broken.getByText('Last error').locator(NEXT_VALUE)).toHaveText(
    'The address answered HTTP 404',
  );

  // The channel's block over the booked unit is kept and shown, first in the view.
  const conflicts = panel.getByRole('region', { name: /Open conflicts/ });
  const conflict = conflicts.getByRole('article', { name: `${room.RoomName} · ${name}` });
  await expect(conflict).toContainText(`#${bookingId}`);
  await expect(conflict).toContainText('Other channel');
  await expect(conflict).toContainText('2 nights');

  // A phone reads it all without sideways scrolling. (One axe scan, here: the same page at
  // 1280 px has the same names and colours, and a scan costs seconds.)
  await page.setViewportSize({ width: 360, height: 800 });
  await expect(conflict).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page, { include: 'main' })).toEqual([]);

  // Removing the feed gives its nights back, and the conflict goes with its block.
  await feed.getByRole('button', { name: 'Remove Other channel' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove feed' }).click();
  await expect(feed).toHaveCount(0);
  await expect(conflict).toHaveCount(0);
});

/**
 * The availability calendar (decision 026): an administrator blocks the only unit of a room for a
 * night from the calendar, the public search then treats that night as taken, and removing the
 * block gives it back. Clean under axe; the room column stays while the nights scroll at 360 px.
 */
import type { APIRequestContext } from '@playwright/test';
import { daysFromToday } from '../booking/support';
import { openDashboard } from './accounts';
import { expect, test } from './fixtures';
import { createHotelThroughApi } from './hotels-api';
import { seriousViolations } from '../axe';
import { openScreen, switchHotel } from './back-office';

const longDay = (date: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(`${date}T00:00:00Z`));

async function searchOffers(request: APIRequestContext, name: string, night: string) {
  const answer = await request.get('/api/hotels', {
    params: { city: 'apiville', checkInDate: night, checkOutDate: daysFromToday(4), pageSize: 100 },
  });
  expect(answer.ok()).toBe(true);
  const { data } = (await answer.json()) as { data: { HotelName: string }[] };
  return data.some((hotel) => hotel.HotelName === name);
}

test('an admin blocks a night in the calendar, search treats it as taken, and the block is removed', async ({
  page,
  request,
}) => {
  const name = `Calendar Inn ${Date.now()}`;
  const hotel = await createHotelThroughApi(request, name);
  const night = daysFromToday(3);
  expect(await searchOffers(request, name, night)).toBe(true);

  await page.setViewportSize({ width: 1280, height: 900 });
  await openDashboard(page, request);
  const panel = await openScreen(page, 'Calendar');
  await switchHotel(page, name);
  await expect(panel.getByRole('heading', { name })).toBeVisible();
  // The night's cell, whatever its counts; its name starts with them.
  const cell = panel.getByRole('button', { name: new RegExp(`, Only, ${longDay(night)}$`) });
  await expect(cell).toHaveAccessibleName(`1 free, Only, ${longDay(night)}`);
  expect(await seriousViolations(page, { include: 'main' })).toEqual([]);
  await page.screenshot({ path: 'test-results/calendar-1280.png' });

  // Keyboard: the cell opens with Enter and the form blocks its night.
  await cell.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Only' });
  await expect(dialog.getByText('No booking on this night.')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Boiler repair');
  await dialog.getByRole('button', { name: 'Block units' }).click();
  await expect(dialog.getByRole('article', { name: 'Block: Boiler repair' })).toBeVisible();
  expect(await seriousViolations(page, { include: 'main' })).toEqual([]);
  // A second unit is refused with the server's reason.
  await dialog.getByLabel('Reason').fill('Twice');
  await dialog.getByRole('button', { name: 'Block units' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Not enough free units');
  await page.keyboard.press('Escape');
  await expect(cell).toBeFocused();
  await expect(cell).toHaveAccessibleName(`0 free · 1 blocked, Only, ${longDay(night)}`);

  // The public side: search leaves the hotel out, its page says the room is sold out.
  expect(await searchOffers(request, name, night)).toBe(false);
  const hotelPage = await page.context().newPage();
  await hotelPage.goto(
    `/hotel-single/htlnfo?id=${hotel.id}&city=apiville&checkInDate=${night}&checkOutDate=${daysFromToday(4)}&guestnumber=1`,
  );
  await expect(hotelPage.getByText('Sold out for these dates')).toBeVisible();
  await hotelPage.close();

  // At 360 px the room column stays while the nights scroll sideways.
  await page.setViewportSize({ width: 360, height: 800 });
  const blocked = panel.getByRole('button', {
    name: `0 free · 1 blocked, Only, ${longDay(night)}`,
  });
  await blocked.scrollIntoViewIfNeeded();
  const roomHeader = panel.getByRole('rowheader', { name: /Only/ });
  const headerBox = await roomHeader.boundingBox();
  expect(headerBox!.x).toBeGreaterThanOrEqual(0);
  expect(headerBox!.x).toBeLessThan(40);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/calendar-360.png' });

  await cell.click();
  await dialog.getByRole('button', { name: /^Remove block: Boiler repair/ }).click();
  await expect(dialog.getByText('No block on this night.')).toBeVisible();
  await page.screenshot({ path: 'test-results/calendar-dialog-360.png' });
  await page.keyboard.press('Escape');
  await expect(cell).toHaveAccessibleName(`1 free, Only, ${longDay(night)}`);
  expect(await searchOffers(request, name, night)).toBe(true);
});

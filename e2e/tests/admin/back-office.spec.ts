/**
 * The back office (docs/decisions/033-back-office.md) in a real browser at 1280 and 360 px:
 * every screen at its own address (a deep link and a reload land on it), one hotel switcher
 * whose choice is in the address and kept from screen to screen, Back returning to the last
 * screen, the navigation in a drawer a keyboard can open and leave on a phone, the spec's
 * tabs under their names, and the hotel's location set by dragging the map's marker.
 */
import type { Page } from '@playwright/test';
import { openDashboard } from './accounts';
import { openScreen, screenRegion, switchHotel } from './back-office';
import { expect, test } from './fixtures';
import { createHotelThroughApi } from './hotels-api';

const SCREENS: [path: string, name: string][] = [
  ['', 'Hotel Management'],
  ['/hotels/new', 'Create a New Hotel'],
  ['/reservations', 'Reservations'],
  ['/holds', 'Active Holds'],
  ['/calendar', 'Calendar'],
  ['/channels', 'Channels'],
  ['/reports', 'Reports'],
  ['/users', 'User Management'],
  ['/profile', 'Profile'],
];

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const width of [1280, 360]) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
    });

    test('every screen opens from its own address, and again after a reload', async ({
      page,
      request,
    }) => {
      await openDashboard(page, request);
      for (const [path, name] of SCREENS) {
        await page.goto(`/admin-dashboard${path}`);
        await expect(screenRegion(page, name)).toBeVisible();
        await page.reload();
        await expect(screenRegion(page, name)).toBeVisible();
        // The screen comes first: its heading is in the first screenful.
        const heading = screenRegion(page, name).getByRole('heading', { name }).first();
        expect((await heading.boundingBox())!.y).toBeLessThan(400);
        expect(await overflow(page)).toBeLessThanOrEqual(0);
      }
      await page.screenshot({ path: `test-results/back-office-profile-${width}.png` });
    });

    test('the hotel chosen in the switcher is in the address and kept from screen to screen; Back returns', async ({
      page,
      request,
    }) => {
      const name = `Switcher Inn ${width} ${Date.now()}`;
      const hotel = await createHotelThroughApi(request, name);
      await openDashboard(page, request);
      const calendar = await openScreen(page, 'Calendar');
      await expect(
        calendar.getByText('Choose a hotel with the hotel switcher above to see its calendar.'),
      ).toBeVisible();
      await switchHotel(page, name);
      await expect(page).toHaveURL(new RegExp(`/admin-dashboard/calendar\\?hotel=${hotel.id}$`));
      await expect(page.getByRole('button', { name: `Hotel: ${name}` })).toBeVisible();
      await expect(calendar.getByRole('heading', { name })).toBeVisible();
      await page.screenshot({ path: `test-results/back-office-calendar-${width}.png` });

      const channels = await openScreen(page, 'Channels');
      await expect(page).toHaveURL(new RegExp(`/admin-dashboard/channels\\?hotel=${hotel.id}$`));
      await expect(channels.getByRole('group', { name: `Room types of ${name}` })).toBeVisible();
      const edit = await openScreen(page, 'Edit Hotel');
      await expect(page).toHaveURL(new RegExp(`/admin-dashboard/hotels/edit\\?hotel=${hotel.id}$`));
      await expect(edit.getByRole('heading', { name: `Updating ${name}` })).toBeVisible();
      await openScreen(page, 'Reports');
      await expect(page).toHaveURL(new RegExp(`/admin-dashboard/reports\\?hotel=${hotel.id}$`));

      await page.goBack();
      await expect(page.getByRole('heading', { name: `Updating ${name}` })).toBeVisible();
      await page.goBack();
      await expect(screenRegion(page, 'Channels')).toBeVisible();
      await expect(page.getByRole('button', { name: `Hotel: ${name}` })).toBeVisible();
      await page.goForward();
      await expect(page.getByRole('heading', { name: `Updating ${name}` })).toBeVisible();
    });

    test("the spec's five tabs are reachable under their names, Hotel Management first", async ({
      page,
      request,
    }) => {
      const name = `Spec Tabs Inn ${width} ${Date.now()}`;
      await createHotelThroughApi(request, name);
      await openDashboard(page, request);
      await expect(page).toHaveURL(/\/admin-dashboard$/);
      for (const tab of ['Create a New Hotel', 'Reservations', 'User Management']) {
        await expect(await openScreen(page, tab)).toBeVisible();
      }
      const management = await openScreen(page, 'Hotel Management');
      await management.getByRole('searchbox', { name: 'Search hotels' }).fill(name);
      await management.getByRole('button', { name: `Edit ${name}` }).click();
      const editor = screenRegion(page, 'Edit Hotel');
      await expect(editor.getByText('Step 1 / 5')).toBeVisible();
      // The section that needs the change, straight away.
      await page
        .getByRole('navigation', { name: 'Hotel sections' })
        .getByRole('link', { name: 'Rooms' })
        .click();
      await expect(editor.getByText('Step 5 / 5')).toBeVisible();
      await expect(page).toHaveURL(/\/admin-dashboard\/hotels\/edit\/rooms\?hotel=\d+$/);
    });
  });
}

test('at 360 px the navigation is a drawer that a keyboard opens, stays in and leaves with Escape', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await openDashboard(page, request);
  // Found by its text: while the drawer is open the page behind it (the button too) is hidden
  // from assistive technology.
  const menu = page.locator('button').filter({ hasText: /^Menu$/ });
  await expect(page.getByRole('navigation', { name: 'Back office' })).toBeHidden();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  const drawer = page.getByRole('dialog', { name: 'Admin Dashboard' });
  await expect(drawer.getByRole('navigation', { name: 'Back office' })).toBeVisible();
  await page.screenshot({ path: 'test-results/back-office-drawer-360.png' });
  // Focus stays inside the drawer however far Tab goes.
  for (let press = 0; press < 15; press += 1) {
    await page.keyboard.press('Tab');
    expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(menu).toBeFocused();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');

  // A link followed from the drawer closes it and opens its screen.
  await page.keyboard.press('Enter');
  await drawer.getByRole('link', { name: 'Active Holds' }).focus();
  await page.keyboard.press('Enter');
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/\/admin-dashboard\/holds$/);
  await expect(screenRegion(page, 'Active Holds')).toBeVisible();
});

test("dragging the map's marker sets the hotel's latitude and longitude, and typing moves it", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const name = `Marker Inn ${Date.now()}`;
  const hotel = await createHotelThroughApi(request, name);
  await openDashboard(page, request);
  await page.goto(`/admin-dashboard/hotels/edit/location?hotel=${hotel.id}`);
  const editor = screenRegion(page, 'Edit Hotel');
  await expect(editor.getByText('Step 2 / 5')).toBeVisible();
  const latitude = editor.getByLabel('Latitude');
  const longitude = editor.getByLabel('Longitude');
  const before = [await latitude.inputValue(), await longitude.inputValue()].map(Number);

  const marker = editor.getByTitle('Hotel location');
  await expect(marker).toBeVisible();
  const box = (await marker.boundingBox())!;
  const start = { x: box.x + box.width / 2, y: box.y + box.height - 4 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + 40, start.y + 30, { steps: 8 });
  await page.mouse.move(start.x + 80, start.y + 60, { steps: 8 });
  await page.mouse.up();
  // East and south of where it was: the longitude grows, the latitude shrinks.
  await expect.poll(async () => Number(await longitude.inputValue())).toBeGreaterThan(before[1]!);
  expect(Number(await latitude.inputValue())).toBeLessThan(before[0]!);
  await page.screenshot({ path: 'test-results/back-office-location-1280.png' });

  // A click on the map puts the marker there.
  const map = editor.getByTestId('location-map');
  const frame = (await map.boundingBox())!;
  const moved = await longitude.inputValue();
  await page.mouse.click(frame.x + 30, frame.y + frame.height / 2);
  await expect(longitude).not.toHaveValue(moved);

  // Typed coordinates move the marker.
  const at = (await marker.boundingBox())!;
  await latitude.fill(String(Number(await latitude.inputValue()) + 0.01));
  await expect.poll(async () => (await marker.boundingBox())!.y).toBeLessThan(at.y);
});

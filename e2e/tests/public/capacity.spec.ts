import { expect, test, type Page } from '@playwright/test';
import { openApp, preparePage } from './support';

// The demo data's Rome (apps/server/src/seed/demo-data.ts): five hotels, of which only Aurelia
// Inn and Trastevere Grand Hotel have a Family Suite, the one room type that sleeps 4.
const ROME_WITH_FAMILY_ROOMS = ['Aurelia Inn', 'Trastevere Grand Hotel'];
const ROME_WITHOUT = ['Trastevere Suites', 'Grand Aurelia House', 'Silver Trastevere Inn'];

async function searchFromHome(page: Page, city: string, guests: string) {
  await openApp(page, '/home');
  const search = page.getByRole('search', { name: 'Search hotels' });
  await search.getByLabel('City').click();
  await page.keyboard.type(city);
  await search.getByLabel('Guests').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(guests);
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`guests=${guests}$`));
  await expect(page.getByTestId('hotel-count')).toHaveText(/^\d+ hotels? found$/);
}

/** The listed hotels, by their full names (a card shortens a long name with "..."). */
async function listedNames(page: Page) {
  const shown = await page.getByRole('article').getByRole('heading').allTextContents();
  return shown.map((text) => {
    const start = text.trim().replace(/\.\.\.$/, '');
    return (
      [...ROME_WITH_FAMILY_ROOMS, ...ROME_WITHOUT].find((name) => name.startsWith(start)) ?? text
    );
  });
}

for (const width of [1280, 360]) {
  test(`a 4-guest search shows only hotels with a room that sleeps 4, at ${width} px`, async ({
    page,
  }) => {
    const problems = await preparePage(page);
    await page.setViewportSize({ width, height: 900 });
    await searchFromHome(page, 'Rome', '2');
    expect(await listedNames(page)).toEqual(
      expect.arrayContaining([...ROME_WITH_FAMILY_ROOMS, ...ROME_WITHOUT]),
    );

    await searchFromHome(page, 'Rome', '4');
    const names = await listedNames(page);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(ROME_WITH_FAMILY_ROOMS).toContain(name);
    await page.screenshot({ path: `test-results/capacity-list-${width}.png`, fullPage: false });
    expect(problems).toEqual([]);
  });
}

test('on a hotel page for 3 guests a double is marked too small and cannot be booked', async ({
  page,
}) => {
  const problems = await preparePage(page);
  await searchFromHome(page, 'Rome', '3');
  await page
    .getByRole('article')
    .filter({ hasText: 'Trastevere Suites' })
    .getByRole('link')
    .first()
    .click();
  await expect(page).toHaveURL(/guestnumber=3$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trastevere Suites');

  const double = page.getByRole('article').filter({ hasText: 'Deluxe King' });
  await expect(double).toContainText('Sleeps 2');
  await expect(double).toContainText('Too small for 3 guests');
  await expect(double.getByRole('button', { name: 'Book Now' })).toBeDisabled();
  const suite = page.getByRole('article').filter({ hasText: 'Junior Suite' });
  await expect(suite).toContainText('Sleeps 3');
  await expect(suite.getByRole('button', { name: 'Book Now' })).toBeEnabled();
  await double.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/capacity-hotel-1280.png' });

  // Fewer guests in the booking card: the double fits again and can be chosen.
  const guests = page.getByRole('combobox', { name: 'Guests' });
  await guests.focus();
  await guests.selectOption('2');
  await expect(double).not.toContainText('Too small');
  await double.getByRole('button', { name: 'Book Now' }).click();
  await expect(page.getByRole('button', { name: 'Book This Now' })).toBeEnabled();

  // Back to 3 guests: the card refuses the chosen double and says why.
  await guests.selectOption('3');
  await expect(
    page.getByRole('alert').filter({ hasText: 'This room sleeps at most 2 guests' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Book This Now' })).toBeDisabled();
  await page.setViewportSize({ width: 360, height: 800 });
  await double.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/capacity-hotel-360.png' });
  expect(problems).toEqual([]);
});

/** Moving about the back office as an admin does: by its navigation, or its drawer on a phone. */
import type { Page } from '@playwright/test';

/** The screen's region, named by its heading. */
export const screenRegion = (page: Page, name: string) =>
  page.getByRole('region', { name, exact: true });

/** Follows the navigation's link to a screen (opening the drawer first where it hides). */
export async function openScreen(page: Page, name: string) {
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  if (await menu.isVisible()) await menu.click();
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name, exact: true })
    .click();
  return screenRegion(page, name);
}

/** Chooses a hotel in the one hotel switcher, by a name search. */
export async function switchHotel(page: Page, name: string) {
  await page.getByRole('button', { name: /^Hotel: / }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose a hotel' });
  await dialog.getByRole('searchbox', { name: 'Find a hotel by name' }).fill(name);
  // The dialog closes as the choice is made.
  await dialog.getByRole('radio', { name }).click();
}

/** The dashboard's tabs pass an axe-core scan with no serious or critical violations. */
import { expect, test } from './fixtures';
import { openDashboard } from './accounts';
import { seriousViolations } from '../axe';
import { openScreen, screenRegion } from './back-office';

for (const width of [1280, 360]) {
  test(`every dashboard tab passes axe at ${width} px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    await openDashboard(page, request);
    await expect(page.getByRole('article').first()).toBeVisible();
    expect(await seriousViolations(page, { include: 'main' })).toEqual([]);

    for (const tab of ['Create a New Hotel', 'Reservations', 'Active Holds', 'User Management']) {
      await openScreen(page, tab);
      await expect(screenRegion(page, tab)).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page, { include: 'main' }), tab).toEqual([]);
    }
    // The wizard with its messages showing.
    await openScreen(page, 'Create a New Hotel');
    await page.getByRole('button', { name: 'Next step' }).click();
    await expect(page.getByText('Enter the name of the hotel')).toBeVisible();
    expect(await seriousViolations(page, { include: 'main' }), 'wizard messages').toEqual([]);
    // Nothing sticks out sideways on a phone.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

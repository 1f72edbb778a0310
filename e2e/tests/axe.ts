/**
 * The accessibility scan every browser test uses: serious or critical axe findings, each as
 * "rule: the elements", read once the page's transitions have ended. Axe reads colours as they
 * are at that moment: a button fading from disabled (half transparent) to enabled over its
 * 150 ms colour transition was once read half-way and failed colour contrast.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export async function seriousViolations(
  page: Page,
  scope: { include?: string; exclude?: string } = {},
): Promise<string[]> {
  await transitionsEnded(page);
  let scan = new AxeBuilder({ page });
  if (scope.include) scan = scan.include(scope.include);
  if (scope.exclude) scan = scan.exclude(scope.exclude);
  const { violations } = await scan.analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
}

/** Waits for every running transition and animation that ends (a spinner never does). */
async function transitionsEnded(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * The accessibility scan every browser test uses: serious or critical axe findings, each as
 * "rule: the elements", read once the page's transitions have ended. Axe reads colours as they
 * are at that moment: a button fading from disabled (half transparent) to enabled over its
 * 150 ms colour transition was once read half-way and failed colour contrast.
 *
 * The scan is made cheap without proving less (docs/decisions/043-ci-shared-modules-a-seeded-copy-stages-side-by-side.md,
 * fifth round): a scan took 2–7 s of a loaded machine's CPU per page, about a third after this.
 * - Axe runs in the page itself (`setLegacyMode`): the default runs each frame apart and then
 *   opens a new blank page in the context to put the results together, a page per scan. The
 *   app has no frames of other origins for that to matter: the Stripe test's stand-in form is
 *   excluded from its scan either way.
 * - Only violations are collected: the passes and incomplete results, with every node they
 *   name, were built and sent back only to be dropped.
 * - Rules that can only report minor or moderate findings are not run: whatever they found is
 *   filtered out below. Which they are is read from the very axe the scan injects, so a rule
 *   that a newer axe makes serious is run again.
 */
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const BLOCKING = ['serious', 'critical'];

type AxeCheck = string | { id: string };
interface AxeAudit {
  rules: { id: string; impact?: string; any: AxeCheck[]; all: AxeCheck[]; none: AxeCheck[] }[];
  data: { checks: Record<string, { impact?: string }> };
}

let minorRules: string[] | undefined;

/**
 * The rules whose findings are never serious or critical: a rule's impact when it declares one
 * (it then overrides its checks'), else the highest of its checks' (axe's own aggregation).
 */
function rulesThatCannotBlock(): string[] {
  if (minorRules) return minorRules;
  // The axe-core that @axe-core/playwright injects, which may not be the workspace's own.
  const fromBuilder = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
  const audit = (fromBuilder('axe-core') as { _audit: AxeAudit })._audit;
  minorRules = audit.rules
    .filter((rule) => {
      const impacts = rule.impact
        ? [rule.impact]
        : [...rule.any, ...rule.all, ...rule.none].map(
            (check) => audit.data.checks[typeof check === 'string' ? check : check.id]?.impact,
          );
      // A check without a known impact might be anything: its rule runs.
      return (
        impacts.length > 0 && impacts.every((impact) => impact === 'minor' || impact === 'moderate')
      );
    })
    .map((rule) => rule.id);
  return minorRules;
}

export async function seriousViolations(
  page: Page,
  scope: { include?: string; exclude?: string | string[] } = {},
): Promise<string[]> {
  await transitionsEnded(page);
  let scan = new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .disableRules(rulesThatCannotBlock());
  if (scope.include) scan = scan.include(scope.include);
  for (const selector of [scope.exclude ?? []].flat()) scan = scan.exclude(selector);
  const { violations } = await scan.analyze();
  return violations
    .filter((violation) => BLOCKING.includes(violation.impact ?? ''))
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

/**
 * The admin tests' `test`: it fails a test whose page logged an error to the console or threw,
 * except the browser's own line for an answer the test expects to be refused (409, 401), and
 * resources of other hosts (the footer's map tiles: this machine has no internet).
 */
import { expect, test as base } from '@playwright/test';

const EXPECTED_REFUSAL = /Failed to load resource: the server responded with a status of (409|401)/;

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page, baseURL }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error' || EXPECTED_REFUSAL.test(message.text())) return;
        const source = message.location().url;
        if (source && baseURL && !source.startsWith(baseURL)) return;
        errors.push(`${message.text()} ${source}`);
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

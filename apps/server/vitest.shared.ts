/**
 * What both server test projects share (vitest.config.ts and vitest.isolated.config.ts): the
 * files they split between them, the global set-up and the time limits.
 */
import { configDefaults } from 'vitest/config';
import { CONFORMANCE_TESTS, FRESH_MODULE_TESTS } from './src/test/conformance.js';

/** Files that run each in modules of their own, as paths from this folder. */
export const ISOLATED_TEST_FILES = [...CONFORMANCE_TESTS, ...FRESH_MODULE_TESTS].map(
  (file) => `src/${file}`,
);

export const SERVER_TEST_OPTIONS = {
  environment: 'node' as const,
  // Migrates one database per driver for the whole run; each test file copies it.
  globalSetup: ['src/test/global-setup.ts'],
  // PostgreSQL runs and tests that start server processes take longer than the default.
  testTimeout: 60_000,
  hookTimeout: 120_000,
  exclude: configDefaults.exclude,
};

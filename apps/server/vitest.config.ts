import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Migrates one database per driver for the whole run; each test file copies it.
    globalSetup: ['src/test/global-setup.ts'],
    // PostgreSQL runs and tests that start server processes take longer than the default.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});

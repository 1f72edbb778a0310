import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Database tests migrate a fresh database per file; PostgreSQL runs make them slower.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});

import { defineConfig } from 'vitest/config';

// One `vitest run` at the root runs every workspace's tests, each with its own config.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/server', 'apps/web'],
  },
});

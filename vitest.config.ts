import { defineConfig } from 'vitest/config';

// One `vitest run` at the root runs every workspace's tests, each with its own config.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/server', 'apps/web'],
    // Vitest's default is one worker fewer than the cores: one worker on CI's two cores.
    // Database test files spend most of their time waiting on PostgreSQL and PGlite, so three
    // files at a time keep both cores busy (each file has a database of its own). Not more:
    // each file's pools may hold 26 PostgreSQL connections, of the server's 100.
    maxWorkers: 3,
  },
});

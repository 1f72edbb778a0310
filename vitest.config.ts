import { defineConfig } from 'vitest/config';

// One `vitest run` at the root runs every workspace's tests, each with its own config. The
// server's tests and the web app's are two projects each: most files share their worker's
// modules, the rest run isolated (apps/server/vitest.config.ts, apps/web/vite.config.ts,
// docs/decisions/043-ci-shared-modules-a-seeded-copy-stages-side-by-side.md).
export default defineConfig({
  test: {
    projects: [
      'packages/domain',
      'apps/server/vitest.config.ts',
      'apps/server/vitest.isolated.config.ts',
      'apps/web',
      'apps/web/vitest.isolated.config.ts',
    ],
    // Vitest's default is one worker fewer than the cores: one worker on CI's two cores.
    // Database test files spend most of their time waiting on PostgreSQL and PGlite, so three
    // files at a time keep both cores busy (each file has a database of its own). Not more:
    // each file's pools may hold 26 PostgreSQL connections, of the server's 100.
    maxWorkers: 3,
  },
});

import { defineProject } from 'vitest/config';
import { ISOLATED_TEST_FILES, SERVER_TEST_OPTIONS } from './vitest.shared.js';

/**
 * Most server test files share their worker's modules (`isolate: false`): each file used to
 * import Fastify, Drizzle, PGlite and the app afresh, about a second and a half of CPU per file,
 * more than many files spend testing (docs/decisions/043-ci-shared-modules-a-seeded-copy-stages-side-by-side.md). Every
 * file still builds its own app over its own database; what they share is code, and the caches
 * kept in modules, which are keyed by database. The files that need modules of their own run
 * in the `server-isolated` project (vitest.isolated.config.ts).
 */
export default defineProject({
  test: {
    ...SERVER_TEST_OPTIONS,
    name: 'server',
    include: ['src/**/*.test.ts'],
    exclude: [...SERVER_TEST_OPTIONS.exclude, ...ISOLATED_TEST_FILES],
    isolate: false,
  },
});

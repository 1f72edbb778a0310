import { defineProject } from 'vitest/config';
import { ISOLATED_TEST_FILES, SERVER_TEST_OPTIONS } from './vitest.shared.js';

/**
 * The server test files that each run in modules of their own (Vitest's default isolation):
 * the conformance subset, whose TEST_DRIVERS is read from the file being run when the module is
 * first evaluated, and the files that replace a module with `vi.mock` (src/test/conformance.ts).
 */
export default defineProject({
  test: {
    ...SERVER_TEST_OPTIONS,
    name: 'server-isolated',
    include: ISOLATED_TEST_FILES,
  },
});

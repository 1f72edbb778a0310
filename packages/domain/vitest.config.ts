import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'domain',
    include: ['src/**/*.test.ts'],
    // The domain is pure (no I/O, no mocks, no module state but caches of formatters): its test
    // files share their worker's modules instead of importing zod and the schemas afresh each
    // (docs/decisions/043-ci-shared-modules-a-seeded-copy-stages-side-by-side.md).
    isolate: false,
  },
});

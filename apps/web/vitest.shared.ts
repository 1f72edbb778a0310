/**
 * The web test files that run each in modules and a page of their own (vitest.isolated.config.ts).
 * Every other file shares its worker's modules (vite.config.ts); src/test/global-setup.ts fails
 * the run when a file calls `vi.mock` and is not listed here. Paths are from this folder.
 * - Files that replace a module with `vi.mock`: a mock holds only where the module loads afresh.
 * - The server render's test: React's server renderer keeps the context values of the tree it
 *   renders in React's own modules, and a render it leaves unfinished (a test that times out)
 *   leaves them set: the next file's first router then finds itself inside another.
 */
export const FRESH_MODULE_TESTS = [
  'src/app/errors/error-boundaries.test.tsx',
  'src/features/admin/components/reports/report-figures.test.tsx',
  'src/app/render-page.test.tsx',
];

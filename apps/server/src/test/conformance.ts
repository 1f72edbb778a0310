/**
 * The conformance subset: the server test files whose behaviour depends on the database driver,
 * run on PGlite and on PostgreSQL when TEST_DATABASE_URL is set. Every other file runs on PGlite
 * only: both drivers are PostgreSQL and run the same SQL (docs/decisions/001-foundation.md), so a
 * route's logic proves nothing more on a second driver, and each PostgreSQL run costs a database.
 *
 * A file belongs here when what it proves lives in the driver: migrations and constraints,
 * races and locks between connections or processes, notifications and the answers they keep
 * (docs/decisions/028-search-answers-kept-until-the-inventory-changes.md), sessions and rate
 * limits shared through the database, faults the driver raises, and stores that exist on one
 * driver only. Paths are relative to apps/server/src; the server tests' global set-up
 * (global-setup.ts) fails the run when one names no file.
 */
export const CONFORMANCE_TESTS: readonly string[] = [
  // Migrations, constraints, statements and notifications.
  'db/migrations.test.ts',
  'db/constraints.test.ts',
  'db/reusable-statement.test.ts',
  'db/change-notifications.test.ts',
  'db/query-timing.test.ts',
  // Races and locks between connections and processes.
  'features/holds/hold-race.test.ts',
  'features/mail/outbox-worker.test.ts',
  'seed/seed.test.ts',
  'features/catalogue/catalogue-command.test.ts',
  // The availability reads as sets, exact against a night-by-night count (decision 042).
  'features/availability/availability-exact.test.ts',
  // Kept answers, told by notifications.
  'features/hotels/search-kept-answers.test.ts',
  'features/hotels/hotel-wire-cache.test.ts',
  'features/rates/rates-change-across-processes.test.ts',
  // Sessions and rate limits kept in the database.
  'features/sessions/session-routes.test.ts',
  'features/sessions/sessions-across-processes.test.ts',
  'plugins/rate-limit-store.test.ts',
  'features/holds/hold-limits.test.ts',
  'features/coupons/coupon-guesses.test.ts',
  // Other requests answered while a large channel calendar is written and deleted.
  'features/channels/large-feed.test.ts',
  // Faults: failures injected into the driver, and values PostgreSQL refuses.
  'features/bookings/booking-faults.test.ts',
  'features/bookings/cancel-booking-faults.test.ts',
  // A price change racing a guest's hold, checkout and booking (decision 044).
  'features/quotes/price-change-while-held.test.ts',
  'features/auth/nul-input.test.ts',
  // The rates calendar's writes: array parameters, one transaction refused whole, plans locked
  // while edited or deleted (decision 045).
  'features/rates/rates-routes.test.ts',
  'features/rates/rate-plan-routes.test.ts',
  // The audit log refuses changes and deletions in the database (decision 051).
  'features/audit/audit-log-append-only.test.ts',
  // The PostgreSQL image store.
  'plugins/uploads.test.ts',
  'plugins/shared-uploads.test.ts',
];

/**
 * Files that need modules of their own, run isolated as the conformance subset is
 * (vitest.isolated.config.ts); every other server test file shares its worker's modules.
 * - Files that replace a module with `vi.mock`: a mock holds only where the module is loaded
 *   afresh (the global set-up fails the run when such a file is not listed here).
 * - Two files that fetch from local servers within a few hundred milliseconds failed after other
 *   files had run in the same worker and passed alone; kept isolated until the shared state
 *   that slows them is found (docs/decisions/043-ci-shared-modules-a-seeded-copy-stages-side-by-side.md).
 */
export const FRESH_MODULE_TESTS: readonly string[] = [
  'features/auth/login-work.test.ts',
  'features/catalogue/import-catalogue.test.ts',
  'features/channels/feed-import.test.ts',
];

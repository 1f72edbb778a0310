/**
 * Entry point of `npm run seed:large -- --hotels 10000` (bundled by build.mjs): adds a large
 * data set for benchmarks to the configured database. Safe on a seeded database: it only adds.
 */
import { runLargeSeed } from './large-seed-run.js';

runLargeSeed(process.argv.slice(2)).then(
  (summary) => console.log(summary),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);

/** Folders of the repository, found from this file so scripts run from any directory. */
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** BENCH_SERVER_MAIN runs another build (a copy of dist beside it) for before/after runs. */
export const SERVER_MAIN =
  process.env.BENCH_SERVER_MAIN ??
  fileURLToPath(new URL('../../apps/server/dist/main.js', import.meta.url));
export const SEED_LARGE = fileURLToPath(
  new URL('../../apps/server/dist/seed-large.js', import.meta.url),
);
export const WEB_DIST = fileURLToPath(new URL('../../apps/web/dist/', import.meta.url));
/** The preload that measures event-loop delay and GC inside the bench's server. */
export const SERVER_PROBE = fileURLToPath(new URL('./server-probe.mjs', import.meta.url));

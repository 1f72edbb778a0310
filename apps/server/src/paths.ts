/**
 * Folders the server reads at run time. This file sits one level below apps/server both as
 * source (src/paths.ts) and bundled (dist/main.js), so the same relative paths hold for both.
 */
import { fileURLToPath } from 'node:url';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../drizzle/', import.meta.url));
export const WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist/', import.meta.url));
/** The web app's server render (`vite build --ssr`, apps/web/src/app/render-page.tsx). */
export const WEB_SSR_DIR = fileURLToPath(new URL('../../web/dist-ssr/', import.meta.url));
/** Rendered demo pictures, by content (seed/demo-image-cache.ts); npm's own cache folder. */
export const DEMO_IMAGE_CACHE_DIR = fileURLToPath(
  new URL('../node_modules/.cache/staylane-demo-images/', import.meta.url),
);

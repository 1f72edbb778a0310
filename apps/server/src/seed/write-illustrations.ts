/**
 * Writes the home page's Top Offers pictures (scenes/illustrations.ts) into the web app, where
 * they are committed and bundled as image files: `npm run illustrations -w apps/server`.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { ILLUSTRATIONS } from './scenes/illustrations.js';

export const ILLUSTRATIONS_DIR = new URL(
  '../../../web/src/features/home/illustrations/',
  import.meta.url,
);

await mkdir(ILLUSTRATIONS_DIR, { recursive: true });
for (const [name, draw] of Object.entries(ILLUSTRATIONS)) {
  const file = new URL(`${name}.svg`, ILLUSTRATIONS_DIR);
  await writeFile(file, `${draw()}\n`);
  console.log(`wrote ${file.pathname}`);
}

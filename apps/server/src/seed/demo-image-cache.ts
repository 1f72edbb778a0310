/**
 * Rendered demo pictures kept on disk by content: the key is a hash of the scene's SVG, the JPEG
 * settings and sharp's versions, so a picture is rendered once per install (the build
 * renders them all, render-demo-images.ts) and every later server start, test or seed reads
 * the file. A changed scene, setting or sharp gets a new key and is rendered again. A cache
 * that cannot be written (a read-only install) only means rendering at every start, as before.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { DEMO_IMAGE_CACHE_DIR } from '../paths.js';

const JPEG = { quality: 78 } as const;

const keyOf = (scene: string) =>
  createHash('sha256')
    .update(JSON.stringify([sharp.versions, JPEG]))
    .update(scene)
    .digest('hex');

/** The scene (SVG) as a JPEG, from the cache when it was rendered before. */
export async function renderCached(
  scene: string,
  directory: string = DEMO_IMAGE_CACHE_DIR,
): Promise<Buffer> {
  const file = path.join(directory, `${keyOf(scene)}.jpg`);
  const cached = await readFile(file).catch(() => undefined);
  if (cached) return cached;
  const data = await sharp(Buffer.from(scene)).jpeg(JPEG).toBuffer();
  // Written aside and renamed, so a process reading at the same time never sees half a file.
  const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
  await mkdir(directory, { recursive: true })
    .then(() => writeFile(partial, data))
    .then(() => rename(partial, file))
    .catch(() => {});
  return data;
}

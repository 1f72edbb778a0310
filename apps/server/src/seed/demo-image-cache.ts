/**
 * Rendered demo pictures kept on disk by content: the key is a hash of the scene's SVG, the JPEG
 * settings and sharp's versions, so a picture is rendered once per install (the build
 * renders them all, render-demo-images.ts) and every later server start, test or seed reads
 * the file. A changed scene, setting or sharp gets a new key and is rendered again. A cache
 * that cannot be written (a read-only install) only means rendering at every start, as before.
 *
 * The pictures' width variants are kept the same way, keyed by the JPEG's bytes and the
 * variants' settings: making them costs some 14 s of CPU per process, and every process that
 * seeds (a first server start, the seed's tests, seed:large) made them again
 * (docs/decisions/043-ci-shared-modules-a-seeded-copy-stages-side-by-side.md, fourth round).
 *
 * Processes that meet a missing entry at the same moment (`npm test` builds the server, which
 * fills the cache, while the first test files already seed) make it once: the first claims it
 * with a file of its own, the others wait for what it writes while the claim is fresh.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import path from 'node:path';
import sharp from 'sharp';
import { IMAGE_WIDTHS, type ImageWidth } from '@staylane/domain';
import { DEMO_IMAGE_CACHE_DIR } from '../paths.js';
import { encodeVariants, VARIANT_WEBP } from '../storage/image-variants.js';

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
  return readOrMake(
    file,
    () => readFile(file).catch(() => undefined),
    async () => {
      const data = await sharp(Buffer.from(scene)).jpeg(JPEG).toBuffer();
      await keep(file, data);
      return data;
    },
  );
}

/** Every width variant of a demo picture's JPEG (storage/image-variants.ts), cached the same way. */
export async function variantsCached(
  jpeg: Buffer,
  directory: string = DEMO_IMAGE_CACHE_DIR,
): Promise<Map<ImageWidth, Buffer>> {
  const key = createHash('sha256')
    .update(JSON.stringify([sharp.versions, VARIANT_WEBP, IMAGE_WIDTHS]))
    .update(jpeg)
    .digest('hex');
  const fileOf = (width: ImageWidth) => path.join(directory, `${key}-w${width}.webp`);
  const read = async () => {
    const cached = await Promise.all(
      IMAGE_WIDTHS.map((width) => readFile(fileOf(width)).catch(() => undefined)),
    );
    return cached.every(Boolean)
      ? new Map(IMAGE_WIDTHS.map((width, i) => [width, cached[i]!]))
      : undefined;
  };
  return readOrMake(path.join(directory, key), read, async () => {
    const made = await encodeVariants(jpeg);
    await Promise.all([...made].map(([width, data]) => keep(fileOf(width), data)));
    return made;
  });
}

/** How long a claim holds others back: far longer than a picture takes on a loaded machine. */
const CLAIM_MS = 60_000;

/**
 * What `read` finds, else what `make` makes (and keeps): made by one process at a time. A
 * process that finds the entry claimed waits for it, and makes it itself once the claim is
 * gone without it or older than CLAIM_MS (its maker died). A cache that cannot be written is
 * no reason to wait: `make` then runs at once.
 */
async function readOrMake<T>(
  entry: string,
  read: () => Promise<T | undefined>,
  make: () => Promise<T>,
): Promise<T> {
  const claimFile = `${entry}.claim`;
  for (;;) {
    const found = await read();
    if (found) return found;
    const claim = await mkdir(path.dirname(entry), { recursive: true })
      .then(
        () => open(claimFile, 'wx'),
        (error: Error) => error,
      )
      .catch((error: NodeJS.ErrnoException) => (error.code === 'EEXIST' ? undefined : error));
    if (claim instanceof Error) return make();
    if (claim) {
      try {
        return await make();
      } finally {
        await claim.close();
        await rm(claimFile, { force: true });
      }
    }
    // Claimed by another process: wait while its claim lasts, then look again.
    for (;;) {
      await sleep(100);
      const claimed = await stat(claimFile).catch(() => undefined);
      if (!claimed) break;
      if (Date.now() - claimed.mtimeMs > CLAIM_MS) {
        await rm(claimFile, { force: true });
        break;
      }
    }
  }
}

/** Writes a cache file aside and renames it, so a process reading it never sees half a file. */
async function keep(file: string, data: Buffer): Promise<void> {
  const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
  await mkdir(path.dirname(file), { recursive: true })
    .then(() => writeFile(partial, data))
    .then(() => rename(partial, file))
    .catch(() => {});
}

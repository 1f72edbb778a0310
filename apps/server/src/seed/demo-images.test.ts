import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS } from '@staylane/domain';
import { variantName } from '../storage/image-variants.js';
import { DiskImageStore, storedNameOf } from '../storage/storage.js';
import { DEMO_IMAGE_SIZE, FRONT_IMAGE_COUNT, storeDemoImages } from './demo-images.js';
import { ROOM_POOL } from './scenes/demo-scenes.js';

describe('demo images', () => {
  const directories: string[] = [];
  const store = async () => {
    const directory = await mkdtemp(path.join(tmpdir(), 'staylane-demo-images-'));
    directories.push(directory);
    return new DiskImageStore(directory);
  };
  afterAll(() => Promise.all(directories.map((d) => rm(d, { recursive: true, force: true }))));

  it('stores every front and room as a distinct JPEG at 1600×1067, the same in every store', async () => {
    const first = await storeDemoImages(await store());
    const second = await storeDemoImages(await store());
    // Stored names are content hashes: equal names are equal bytes.
    expect(second).toEqual(first);
    const rooms = Object.values(first.rooms).flat();
    const all = [...first.fronts.seaside, ...first.fronts.inland, ...rooms];
    const roomCount = Object.values(ROOM_POOL).reduce((sum, count) => sum + count, 0);
    expect(new Set(all).size).toBe(FRONT_IMAGE_COUNT + roomCount);
    const files = await store();
    const stored = await storeDemoImages(files);
    for (const address of [
      stored.fronts.seaside[0]!,
      stored.fronts.inland[0]!,
      stored.rooms.loft[0]!,
    ]) {
      const metadata = await sharp(files.fileFor(address)!).metadata();
      expect(metadata.format).toBe('jpeg');
      expect([metadata.width, metadata.height]).toEqual([
        DEMO_IMAGE_SIZE.width,
        DEMO_IMAGE_SIZE.height,
      ]);
    }
  }, 60_000);

  it('stores every width of every picture with it, so no first visitor waits for one', async () => {
    for (const files of [await store(), await store()]) {
      const stored = await storeDemoImages(files);
      const all = [...stored.fronts.seaside, ...stored.fronts.inland];
      all.push(...Object.values(stored.rooms).flat());
      for (const address of all) {
        for (const width of IMAGE_WIDTHS) {
          const variant = variantName(storedNameOf(address)!, width);
          expect(await files.has(variant), `${address} at ${width}`).toBe(true);
        }
      }
      const front = storedNameOf(stored.fronts.seaside[0]!)!;
      for (const width of IMAGE_WIDTHS) {
        const made = await files.read(variantName(front, width));
        const metadata = await sharp(made!.data).metadata();
        expect([metadata.format, metadata.width]).toEqual(['webp', width]);
      }
    }
  }, 120_000);
});

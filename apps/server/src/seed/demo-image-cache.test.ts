import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { renderCached } from './demo-image-cache.js';

const scene = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="30" height="20"><rect width="30" height="20" fill="${fill}"/></svg>`;

describe('the demo picture cache', () => {
  const directories: string[] = [];
  const cacheDir = async () => {
    const directory = await mkdtemp(path.join(tmpdir(), 'staylane-demo-cache-'));
    directories.push(directory);
    return directory;
  };
  afterAll(() => Promise.all(directories.map((d) => rm(d, { recursive: true, force: true }))));

  it('renders a scene to JPEG once and keeps it in a file named by its content', async () => {
    const directory = await cacheDir();
    const first = await renderCached(scene('#3a7'), directory);
    expect((await sharp(first).metadata()).format).toBe('jpeg');
    const [file, ...others] = await readdir(directory);
    expect(others).toEqual([]);
    expect(file).toMatch(/^[0-9a-f]{64}\.jpg$/);

    // A second render reads the file: what it holds is what comes back.
    await writeFile(path.join(directory, file!), 'kept bytes');
    expect((await renderCached(scene('#3a7'), directory)).toString()).toBe('kept bytes');
  });

  it('renders a changed scene again, under a new name', async () => {
    const directory = await cacheDir();
    await renderCached(scene('#3a7'), directory);
    const other = await renderCached(scene('#a37'), directory);
    expect((await sharp(other).metadata()).format).toBe('jpeg');
    expect(await readdir(directory)).toHaveLength(2);
  });

  it('still renders when the cache cannot be written', async () => {
    const notADirectory = path.join(await cacheDir(), 'file');
    await writeFile(notADirectory, '');
    expect((await sharp(await renderCached(scene('#3a7'), notADirectory)).metadata()).width).toBe(
      30,
    );
  });
});

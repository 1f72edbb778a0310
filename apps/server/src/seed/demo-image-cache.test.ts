import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS } from '@staylane/domain';
import { encodeVariants } from '../storage/image-variants.js';
import { renderCached, variantsCached } from './demo-image-cache.js';

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

  it('makes a picture’s widths once, as an upload’s are made, and keeps each in a file named by its content', async () => {
    const directory = await cacheDir();
    const jpeg = await sharp({
      create: { width: 1000, height: 600, channels: 3, background: '#3a7' },
    })
      .jpeg()
      .toBuffer();
    const made = await variantsCached(jpeg, directory);
    expect([...made.keys()]).toEqual([...IMAGE_WIDTHS]);
    expect(made).toEqual(await encodeVariants(jpeg));
    const files = (await readdir(directory)).sort();
    expect(files).toHaveLength(IMAGE_WIDTHS.length);
    for (const file of files) expect(file).toMatch(/^[0-9a-f]{64}-w\d+\.webp$/);

    // A second call reads the files: what they hold is what comes back.
    for (const file of files) await writeFile(path.join(directory, file), `kept ${file}`);
    const kept = await variantsCached(jpeg, directory);
    expect([...kept.values()].map(String).sort()).toEqual(files.map((file) => `kept ${file}`));
    // Another picture is another key.
    const other = await sharp({
      create: { width: 1000, height: 600, channels: 3, background: '#a37' },
    })
      .jpeg()
      .toBuffer();
    await variantsCached(other, directory);
    expect(await readdir(directory)).toHaveLength(2 * IMAGE_WIDTHS.length);
  });

  it('waits for a picture another process is making, and makes it itself once that claim is stale', async () => {
    const directory = await cacheDir();
    // Where renderCached keeps the scene, found by rendering it once elsewhere.
    const elsewhere = await cacheDir();
    await renderCached(scene('#3a7'), elsewhere);
    const [file] = await readdir(elsewhere);
    const claim = path.join(directory, `${file}.claim`);

    await writeFile(claim, '');
    const waiting = renderCached(scene('#3a7'), directory);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await writeFile(path.join(directory, file!), 'made by the other');
    await rm(claim);
    expect((await waiting).toString()).toBe('made by the other');

    // A claim left by a process that died: older than a minute, it holds nobody back.
    const fresh = await cacheDir();
    const stale = path.join(fresh, `${file}.claim`);
    await writeFile(stale, '');
    await utimes(stale, new Date(Date.now() - 120_000), new Date(Date.now() - 120_000));
    expect((await sharp(await renderCached(scene('#3a7'), fresh)).metadata()).format).toBe('jpeg');
    expect(await readdir(fresh)).toEqual([file]);
  });
});

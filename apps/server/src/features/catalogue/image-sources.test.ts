import { mkdir, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiskImageStore } from '../../storage/storage.js';
import { solidImage } from '../../test/catalogue-files.js';
import { startImageServer, type ImageServer } from '../../test/image-server.js';
import { LOCAL_SERVERS_GUARD } from '../../test/outbound.js';
import { ImageImporter, ImageReadError } from './image-sources.js';

describe('images named by an imported file', () => {
  let folder: string;
  let store: DiskImageStore;
  let server: ImageServer;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'staylane-images-'));
    store = new DiskImageStore(path.join(folder, 'uploads'));
    await writeFile(path.join(folder, 'local.png'), await solidImage('png', '#16a085'));
    server = await startImageServer({
      '/photo.jpg': await solidImage('jpeg', '#8e44ad', 40),
      '/big.jpg': Buffer.alloc(4096, 1),
      '/big-in-parts.jpg': [Buffer.alloc(2048, 1), Buffer.alloc(2048, 1)],
      '/slow.jpg': 'stall',
    });
  });
  afterAll(async () => {
    await server.close();
    await rm(folder, { recursive: true, force: true });
  });

  const importer = (options: { fetchTimeoutMs?: number; maxBytes?: number } = {}) =>
    new ImageImporter(store, {
      imagesDir: folder,
      fetchTimeoutMs: 2_000,
      guard: LOCAL_SERVERS_GUARD,
      ...options,
    });

  it('fetches an http image once, however often it is named, and stores it re-encoded', async () => {
    const images = importer();
    const address = `${server.base}/photo.jpg`;
    const [first, second] = await Promise.all([images.save(address), images.save(address)]);
    expect(first).toBe(second);
    expect(first).toMatch(/^\/uploads\/[0-9a-f]{32}\.jpg$/);
    expect(server.requests.filter((url) => url === '/photo.jpg')).toHaveLength(1);
    expect((await sharp(store.fileFor(first)!).metadata()).width).toBe(40);
  });

  it('gives up on an http image that does not arrive within the time-out', async () => {
    await expect(importer({ fetchTimeoutMs: 300 }).save(`${server.base}/slow.jpg`)).rejects.toThrow(
      new ImageReadError('no answer within 0.3 s'),
    );
  });

  it('refuses an http image that is missing or larger than the limit', async () => {
    await expect(importer().save(`${server.base}/gone.jpg`)).rejects.toThrow(
      'the server answered 404',
    );
    for (const name of ['big.jpg', 'big-in-parts.jpg']) {
      await expect(importer({ maxBytes: 1024 }).save(`${server.base}/${name}`)).rejects.toThrow(
        'larger than 1 KB',
      );
    }
  });

  it('reads local paths inside the images folder only', async () => {
    const images = importer();
    expect(await images.save('local.png')).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    // A leading slash is the folder's root, as in /uploads/… of a data directory.
    expect(await images.save('/local.png')).toBe(await images.save('local.png'));
    await expect(images.save('../outside.png')).rejects.toThrow(
      'the path leads outside the images folder',
    );
    await expect(images.save('absent.png')).rejects.toThrow('no such file in');
  });

  it('refuses a symbolic link, to a file or through a directory, that leads outside the images folder', async () => {
    // A real image outside: without the check it would be read and stored.
    const outside = await mkdtemp(path.join(tmpdir(), 'staylane-outside-'));
    try {
      await writeFile(path.join(outside, 'secret.png'), await solidImage('png', '#e67e22'));
      await mkdir(path.join(folder, 'links'));
      await symlink(path.join(outside, 'secret.png'), path.join(folder, 'links', 'file.png'));
      await symlink(outside, path.join(folder, 'links', 'dir'));
      await symlink('../local.png', path.join(folder, 'links', 'inside.png'));
      const before = await readdir(store.directory);
      const images = importer();
      for (const address of ['links/file.png', 'links/dir/secret.png', '/links/dir/secret.png']) {
        await expect(images.save(address)).rejects.toThrow(
          new ImageReadError('a symbolic link leads outside the images folder'),
        );
      }
      expect(await readdir(store.directory)).toEqual(before);
      // A link that stays inside is followed, and so is a folder given through a link.
      expect(await images.save('links/inside.png')).toBe(await images.save('local.png'));
      await symlink(folder, path.join(outside, 'images'));
      const throughLink = new ImageImporter(store, {
        imagesDir: path.join(outside, 'images'),
        fetchTimeoutMs: 2_000,
      });
      expect(await throughLink.save('local.png')).toBe(await images.save('local.png'));
    } finally {
      await rm(outside, { recursive: true, force: true });
    }
  });

  it('stores nothing for a file that is not a PNG or JPEG', async () => {
    await writeFile(path.join(folder, 'script.png'), '<svg onload="alert(1)"/>');
    const before = await readdir(store.directory);
    await expect(importer().save('script.png')).rejects.toThrow(
      'Only PNG and JPEG images are accepted',
    );
    expect(await readdir(store.directory)).toEqual(before);
  });
});

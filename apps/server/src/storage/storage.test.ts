import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiskImageStore } from './storage.js';

describe('DiskImageStore', () => {
  let directory: string;
  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'staylane-store-'));
  });
  afterAll(() => rm(directory, { recursive: true, force: true }));

  it('stores an image under a content-hash name and answers its /uploads/ address', async () => {
    const store = new DiskImageStore(path.join(directory, 'uploads'));
    const data = await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#ff8800' },
    })
      .jpeg()
      .toBuffer();
    const address = await store.save({ data, format: 'jpeg' });
    expect(address).toMatch(/^\/uploads\/[0-9a-f]{32}\.jpg$/);
    expect(await readFile(store.fileFor(address)!)).toEqual(data);
  });

  it('stores the same image once, whoever saves it', async () => {
    const store = new DiskImageStore(path.join(directory, 'once'));
    const data = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#123' } })
      .png()
      .toBuffer();
    const addresses = await Promise.all([1, 2, 3].map(() => store.save({ data, format: 'png' })));
    expect(new Set(addresses).size).toBe(1);
    expect(addresses[0]).toMatch(/\.png$/);
    expect(await readdir(store.directory)).toHaveLength(1);
  });

  it('answers no file for an address it did not give', () => {
    const store = new DiskImageStore(directory);
    expect(store.fileFor('/uploads/../../etc/passwd')).toBeUndefined();
    expect(store.fileFor('/elsewhere/abc.jpg')).toBeUndefined();
  });
});

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Driver } from '../db/database.js';
import { storedImages } from '../db/schema.js';
import { normaliseImage } from '../lib/images.js';
import { storeDemoImages } from '../seed/demo-images.js';
import { startS3Server, type TestS3Server } from '../test/s3-server.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { TEST_DRIVERS } from '../test/test-database.js';

type StoreKind = 'disk' | 'PostgreSQL' | 'S3';

/** Each store on the database it goes with: PostgreSQL's only when TEST_DATABASE_URL is set. */
const STORES: [StoreKind, Driver][] = [
  ['disk', 'pglite'],
  ...(TEST_DRIVERS.includes('postgres') ? [['PostgreSQL', 'postgres'] as [StoreKind, Driver]] : []),
  ['S3', 'pglite'],
];

const YEAR_LONG = 'public, max-age=31536000, immutable';

const jpegPhoto = async (width = 1600, height = 900, background = '#3a7') =>
  normaliseImage(
    await sharp({ create: { width, height, channels: 3, background } })
      .jpeg()
      .toBuffer(),
  );

describe.each(STORES)('GET /uploads/ with the %s store', (kind, driver) => {
  let testApp: TestApp;
  let s3: TestS3Server | undefined;
  beforeAll(async () => {
    if (kind === 'S3') s3 = await startS3Server();
    testApp = await createTestApp(driver, s3?.env ?? {});
  });
  afterAll(async () => {
    await testApp.close();
    await s3?.close();
  });

  /** The bytes the store itself holds under a name, read around the server. */
  const heldByStore = async (name: string): Promise<Buffer | undefined> => {
    if (kind === 'disk') {
      return readFile(path.join(testApp.dataDir, 'uploads', name)).catch(() => undefined);
    }
    if (kind === 'PostgreSQL') {
      const [row] = await testApp.database.db
        .select({ data: storedImages.data })
        .from(storedImages)
        .where(eq(storedImages.name, name));
      return row?.data;
    }
    const client = new S3Client({
      endpoint: s3!.env.S3_ENDPOINT,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    try {
      const object = await client.send(
        new GetObjectCommand({ Bucket: s3!.bucket, Key: `uploads/${name}` }),
      );
      return Buffer.from(await object.Body!.transformToByteArray());
    } catch {
      return undefined;
    } finally {
      client.destroy();
    }
  };

  it('keeps a stored image in the store and serves it with its type, a long cache and an ETag', async () => {
    const image = await jpegPhoto(20, 10, '#0af');
    const address = await testApp.app.images.save(image);
    const name = address.slice('/uploads/'.length);
    expect(await heldByStore(name)).toEqual(image.data);
    const response = await testApp.app.inject({ method: 'GET', url: address });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toBe(YEAR_LONG);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers.etag).toBe(`"${name.slice(0, 32)}"`);
    expect(response.rawPayload).toEqual(image.data);

    const again = await testApp.app.inject({
      method: 'GET',
      url: address,
      headers: { 'if-none-match': response.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers['cache-control']).toBe(YEAR_LONG);
    expect(again.rawPayload).toHaveLength(0);
  });

  it('serves a stored PNG as image/png', async () => {
    const image = await normaliseImage(
      await sharp({ create: { width: 5, height: 5, channels: 4, background: '#0a0f' } })
        .png()
        .toBuffer(),
    );
    const response = await testApp.app.inject({
      method: 'GET',
      url: await testApp.app.images.save(image),
    });
    expect(response.headers['content-type']).toBe('image/png');
  });

  it('answers an unknown image with the 404 envelope, whatever ETag the client sends', async () => {
    for (const headers of [{}, { 'if-none-match': '"00000000000000000000000000000000"' }]) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/uploads/00000000000000000000000000000000.jpg',
        headers,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it.each([
    '/uploads/a%00.jpg',
    '/uploads/%00',
    '/uploads/w/480/a%00.jpg',
    '/uploads/..%2F..%2Fpackage.json',
    '/uploads/w/480/..%2F..%2Fpackage.json',
    '/uploads/..%5C..%5Cpackage.json',
  ])('refuses the hostile address %s with the 403 envelope', async (url) => {
    const response = await testApp.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message: 'This is not the address of an image',
      code: 'FORBIDDEN',
    });
  });

  describe('in the widths a page needs', () => {
    const photo = async () => testApp.app.images.save(await jpegPhoto());

    it('serves a stored photo as WebP at each width, scaled to it, far smaller and kept', async () => {
      const address = await photo();
      const original = await testApp.app.inject({ method: 'GET', url: address });
      const name = address.slice('/uploads/'.length);
      for (const width of [480, 960, 1600]) {
        const response = await testApp.app.inject({
          method: 'GET',
          url: `/uploads/w/${width}/${name}`,
        });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('image/webp');
        expect(response.headers['cache-control']).toBe(YEAR_LONG);
        expect(response.headers.etag).toBe(`"${name.slice(0, 32)}-w${width}"`);
        const decoded = await sharp(response.rawPayload).metadata();
        expect(decoded.format).toBe('webp');
        expect(decoded.width).toBe(width);
        expect(decoded.height).toBe(Math.round((width * 9) / 16));
        if (width < 1600)
          expect(response.rawPayload.length).toBeLessThan(original.rawPayload.length);
        // Made once, kept in the store beside the original for every process.
        const variant = `w/${width}/${name.replace('.jpg', '.webp')}`;
        expect(await heldByStore(variant)).toEqual(response.rawPayload);
        const again = await testApp.app.inject({
          method: 'GET',
          url: `/uploads/w/${width}/${name}`,
          headers: { 'if-none-match': response.headers.etag as string },
        });
        expect(again.statusCode).toBe(304);
      }
    });

    it('never enlarges a small image', async () => {
      const address = await testApp.app.images.save(
        await normaliseImage(
          await sharp({ create: { width: 300, height: 200, channels: 3, background: '#fa0' } })
            .png()
            .toBuffer(),
        ),
      );
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/uploads/w/960/${address.slice('/uploads/'.length)}`,
      });
      expect((await sharp(response.rawPayload).metadata()).width).toBe(300);
    });

    it('makes the widths once when many ask for the same photo at the same moment', async () => {
      const name = (await photo()).slice('/uploads/'.length);
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          testApp.app.inject({
            method: 'GET',
            url: `/uploads/w/${[480, 960, 1600][i % 3]}/${name}`,
          }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    });

    it('serves the seeded demo pictures and their widths', async () => {
      const demo = await storeDemoImages(testApp.app.images);
      const front = demo.fronts.seaside[0]!;
      const original = await testApp.app.inject({ method: 'GET', url: front });
      expect(original.statusCode).toBe(200);
      expect((await sharp(original.rawPayload).metadata()).width).toBe(1600);
      const variant = await testApp.app.inject({
        method: 'GET',
        url: `/uploads/w/480/${front.slice('/uploads/'.length)}`,
      });
      expect(variant.statusCode).toBe(200);
      expect((await sharp(variant.rawPayload).metadata()).width).toBe(480);
    });

    // One stored photo for every case: what they prove is the address, not the picture.
    let stored: Promise<string> | undefined;
    it.each([
      ['a width not offered', (name: string) => `/uploads/w/500/${name}`],
      ['an image never stored', () => '/uploads/w/480/00000000000000000000000000000000.jpg'],
      ['a name that is not a stored one', () => '/uploads/w/480/package.json'],
      ['no width at all', (name: string) => `/uploads/w/abc/${name}`],
      ['a path deeper than a width', (name: string) => `/uploads/w/480/x/${name}`],
    ])('answers %s with the 404 envelope', async (_case, url) => {
      stored ??= jpegPhoto(160, 90).then((image) => testApp.app.images.save(image));
      const name = (await stored).slice('/uploads/'.length);
      const response = await testApp.app.inject({ method: 'GET', url: url(name) });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    });
  });
});

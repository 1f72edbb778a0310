import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normaliseImage } from '../lib/images.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

describe('GET /uploads/', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    // The uploads plugin does not touch the database: one driver is enough.
    testApp = await createTestApp('pglite');
  });
  afterAll(() => testApp.close());

  it('serves a stored image at its address with its type and a long cache', async () => {
    const image = await normaliseImage(
      await sharp({ create: { width: 20, height: 10, channels: 3, background: '#0af' } })
        .jpeg()
        .toBuffer(),
    );
    const address = await testApp.app.images.save(image);
    const response = await testApp.app.inject({ method: 'GET', url: address });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload).toEqual(image.data);
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

  it('answers an unknown image with the 404 envelope', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/uploads/00000000000000000000000000000000.jpg',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  describe('in the widths a page needs', () => {
    const photo = async () =>
      testApp.app.images.save(
        await normaliseImage(
          await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#3a7' } })
            .jpeg()
            .toBuffer(),
        ),
      );

    it('serves a stored photo as WebP at each width, scaled to it and far smaller', async () => {
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
        expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const decoded = await sharp(response.rawPayload).metadata();
        expect(decoded.format).toBe('webp');
        expect(decoded.width).toBe(width);
        expect(decoded.height).toBe(Math.round((width * 9) / 16));
        if (width < 1600)
          expect(response.rawPayload.length).toBeLessThan(original.rawPayload.length);
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

    it.each([
      ['a width not offered', (name: string) => `/uploads/w/500/${name}`],
      ['an image never stored', () => '/uploads/w/480/00000000000000000000000000000000.jpg'],
      ['a name that is not a stored one', () => '/uploads/w/480/..%2F..%2Fpackage.json'],
      ['no width at all', (name: string) => `/uploads/w/abc/${name}`],
    ])('answers %s with the 404 envelope', async (_case, url) => {
      const name = (await photo()).slice('/uploads/'.length);
      const response = await testApp.app.inject({ method: 'GET', url: url(name) });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    });
  });
});

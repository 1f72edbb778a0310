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
});

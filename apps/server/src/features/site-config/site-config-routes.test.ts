import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('GET /api/config', () => {
  let testApp: TestApp | undefined;
  afterEach(() => testApp?.close());

  it('tells the web app the configured map tiles and no card key by default', async () => {
    testApp = await createTestApp('pglite', {
      MAP_TILE_URL: 'https://tiles.example.net/{z}/{x}/{y}.png',
    });
    const response = await testApp.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Site configuration',
      data: { mapTileUrl: 'https://tiles.example.net/{z}/{x}/{y}.png', stripePublishableKey: null },
    });
  });

  it('shares the Stripe publishable key, never the secret one', async () => {
    testApp = await createTestApp('pglite', {
      STRIPE_PUBLISHABLE_KEY: 'pk_test_public',
      STRIPE_SECRET_KEY: 'sk_test_private',
    });
    const response = await testApp.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.json().data.stripePublishableKey).toBe('pk_test_public');
    expect(response.body).not.toContain('sk_test_private');
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

/** The Content-Security-Policy of an answer, as directive → sources. */
async function policyOf(testApp: TestApp): Promise<Map<string, string[]>> {
  const response = await testApp.app.inject({ method: 'GET', url: '/healthz' });
  const header = String(response.headers['content-security-policy']);
  return new Map(
    header.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name!, sources];
    }),
  );
}

describe('security headers', () => {
  let testApp: TestApp | undefined;
  afterEach(() => testApp?.close());

  it('sends a strict Content-Security-Policy: scripts only from our origin, no framing', async () => {
    testApp = await createTestApp('pglite');
    const policy = await policyOf(testApp);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('img-src')).toContain('https://tile.openstreetmap.org');
    const response = await testApp.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('allows the configured map tile host and, only with a key, Stripe', async () => {
    testApp = await createTestApp('pglite', {
      MAP_TILE_URL: 'https://{s}.tiles.example.net/{z}/{x}/{y}.png',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_public',
    });
    const policy = await policyOf(testApp);
    expect(policy.get('img-src')).toContain('https://*.tiles.example.net');
    expect(policy.get('script-src')).toEqual(["'self'", 'https://js.stripe.com']);
    expect(policy.get('connect-src')).toContain('https://api.stripe.com');
  });
});

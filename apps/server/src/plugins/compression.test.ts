import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { createAdmin } from '../test/accounts.js';
import { createHotel } from '../test/hotels.js';

describe('compressed API answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    const admin = await createAdmin(t.app);
    for (let i = 0; i < 3; i += 1) {
      await createHotel(t.app, admin.headers, { HotelName: `Riva ${i}`, loc_City: 'Como' });
    }
  });
  afterAll(() => t.close());

  const search = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/hotels?city=como', headers });

  it('sends a search page with brotli to a browser that accepts it, the same JSON inside', async () => {
    const plain = await search();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const compressed = await search({ 'accept-encoding': 'gzip, deflate, br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString())).toEqual(
      plain.json(),
    );
  });

  it('sends gzip when brotli is not accepted', async () => {
    const compressed = await search({ 'accept-encoding': 'gzip' });
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(compressed.rawPayload).toString()).data).toHaveLength(3);
  });

  it('sends small answers as they are', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/hotels/999999',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json().message).toBeTruthy();
  });

  it('leaves the hotel file to its own gzip, never compressing it twice', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/DB/HotelDataBase.json',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.rawPayload).toString())).toBeTruthy();
  });

  it('does not decompress a request body: a gzipped JSON body is refused, nothing inflated', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/local/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ email: 'a@b.co', password: 'whatever1' })),
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().message).toBeTruthy();
  });
});

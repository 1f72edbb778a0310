import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants,
  gunzipSync,
  gzipSync,
} from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preferredEncoding } from './compressed-assets.js';
import webPlugin from './web.js';

describe('compressed web assets', () => {
  let dist: string;
  let app: FastifyInstance;
  const script = `export const words = ${JSON.stringify('staylane '.repeat(500))};\n`;
  const builtBrotli = brotliCompressSync(script, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
  });
  const builtGzip = gzipSync(script, { level: 1 });

  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'staylane-web-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>t</title>');
    await writeFile(path.join(dist, 'assets', 'app-abc12345.js'), script);
    // A file with the build's own compressed copies beside it (apps/web/build).
    await writeFile(path.join(dist, 'assets', 'page-def67890.js'), script);
    await writeFile(path.join(dist, 'assets', 'page-def67890.js.br'), builtBrotli);
    await writeFile(path.join(dist, 'assets', 'page-def67890.js.gz'), builtGzip);
    app = Fastify();
    await app.register(webPlugin, { webDistDir: dist });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('sends brotli to a browser that accepts it, with the long-lived cache headers', async () => {
    const response = await app.inject({
      url: '/assets/app-abc12345.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['vary']).toBe('accept-encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toMatch(/^text\/javascript/);
    expect(response.rawPayload.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends gzip when brotli is not accepted', async () => {
    const response = await app.inject({
      url: '/assets/app-abc12345.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the file as it is to a client that accepts no compression', async () => {
    const response = await app.inject({ url: '/assets/app-abc12345.js' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(script);
  });

  it('sends the copies the build compressed, byte for byte, instead of compressing again', async () => {
    const br = await app.inject({
      url: '/assets/page-def67890.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.equals(builtBrotli)).toBe(true);
    const gzip = await app.inject({
      url: '/assets/page-def67890.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.rawPayload.equals(builtGzip)).toBe(true);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);
  });

  it('honours q=0 and prefers brotli over gzip', () => {
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('gzip;q=0')).toBeUndefined();
    expect(preferredEncoding('gzip, br')).toBe('br');
    expect(preferredEncoding(undefined)).toBeUndefined();
  });
});

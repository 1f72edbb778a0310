import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webPlugin from './web.js';

describe('page hints in the Link header', () => {
  let dist: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'staylane-web-'));
    await mkdir(path.join(dist, '.vite'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>t</title>');
    await writeFile(
      path.join(dist, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-1.js', isEntry: true },
        'src/home.tsx': { file: 'assets/home-2.js', imports: ['index.html', '_bar-3.js'] },
        '_bar-3.js': { file: 'assets/bar-3.js', imports: ['index.html', '_baz-4.js'] },
        '_baz-4.js': { file: 'assets/baz-4.js', imports: ['_bar-3.js'] },
      }),
    );
    app = Fastify();
    await app.register(webPlugin, {
      webDistDir: dist,
      pageModules: { '/home': 'src/home.tsx', '/gone': 'src/not-built.tsx' },
      pagePreloads: {
        '/home': async (query) =>
          query.get('photo')
            ? `</uploads/${query.get('photo')}>; rel=preload; as=image`
            : undefined,
        '/broken': () => Promise.reject(new Error('database down')),
      },
    });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('names the page module and the chunks it imports, once each and never the entry', async () => {
    const response = await app.inject({ url: '/home' });
    expect(response.statusCode).toBe(200);
    expect(response.headers.link).toBe(
      '</assets/home-2.js>; rel=modulepreload, </assets/bar-3.js>; rel=modulepreload, ' +
        '</assets/baz-4.js>; rel=modulepreload',
    );
  });

  it('adds what the page’s own preload names from its query', async () => {
    const response = await app.inject({ url: '/home?photo=a.jpg' });
    expect(response.headers.link).toMatch(
      /modulepreload, <\/uploads\/a\.jpg>; rel=preload; as=image$/,
    );
  });

  it('serves a page whose module is not in the manifest, or whose preload fails, without hints', async () => {
    for (const url of ['/gone', '/broken', '/about-us']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>t</title>');
      expect(response.headers.link).toBeUndefined();
    }
  });
});

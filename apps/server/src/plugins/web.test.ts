import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageRenderer } from './page-renderer.js';
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
      pageModules: { '/home': 'src/home.tsx', '/about-us': 'src/not-built.tsx' },
      pagePreloads: {
        '/home': async (query) =>
          query.get('photo')
            ? `</uploads/${query.get('photo')}>; rel=preload; as=image`
            : undefined,
        '/login': () => Promise.reject(new Error('database down')),
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
    for (const url of ['/about-us', '/login', '/signup']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>t</title>');
      expect(response.headers.link).toBeUndefined();
    }
  });
});

describe('pages rendered by the server', () => {
  let dist: string;
  const template =
    '<!doctype html><head><script type="module" crossorigin src="/assets/index-1.js"></script>' +
    '</head><body><div id="root"></div></body>';
  const calls: Array<[string, string | undefined]> = [];

  async function appWith(pageRenderer: PageRenderer, html = template) {
    await writeFile(path.join(dist, 'index.html'), html);
    await mkdir(path.join(dist, '.vite'), { recursive: true });
    await writeFile(
      path.join(dist, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-1.js', isEntry: true },
        'src/home.tsx': { file: 'assets/home-2.js', imports: ['index.html', '_bar-3.js'] },
        '_bar-3.js': { file: 'assets/bar-3.js' },
        'src/not-found.tsx': { file: 'assets/not-found-5.js', imports: ['index.html'] },
      }),
    );
    const app = Fastify();
    await app.register(webPlugin, {
      webDistDir: dist,
      pageRenderer,
      pageModules: {
        '/home': 'src/home.tsx',
        '/login': 'src/home.tsx',
        '/404-page-not-found': 'src/not-found.tsx',
      },
    });
    await app.ready();
    return app;
  }

  const renderer: PageRenderer = async (url, cookies) => {
    calls.push([url, cookies]);
    if (url.startsWith('/signup') || url.startsWith('/nowhere')) throw new Error('render failed');
    if (url.startsWith('/login')) return undefined;
    return { html: `<h1>Page $& $1 ${url}</h1>`, data: '{"today":"2031-01-01","queries":[]}' };
  };

  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'staylane-web-'));
  });
  afterAll(async () => {
    await rm(dist, { recursive: true, force: true });
  });

  it('puts the page into the root element and its data right after it, for this visitor only', async () => {
    const app = await appWith(renderer);
    const response = await app.inject({ url: '/home?city=Rome', headers: { cookie: 'a=b' } });
    await app.close();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toBe(
      '<!doctype html><head><script type="module" src="/boot.js" data-app="/assets/index-1.js" ' +
        'data-modules="/assets/home-2.js /assets/bar-3.js"></script></head><body>' +
        '<div id="root"><h1>Page $& $1 /home?city=Rome</h1></div>' +
        '<script type="application/json" id="page-data">{"today":"2031-01-01","queries":[]}</script></body>',
    );
    // The page's code is fetched after the first paint (boot.js), not preloaded with the page.
    expect(response.headers.link).toBeUndefined();
    expect(calls.at(-1)).toEqual(['/home?city=Rome', 'a=b']);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.headers.vary).toMatch(/cookie/);
  });

  it('puts a page’s own head in place of index.html’s title and description', async () => {
    const html =
      '<!doctype html><head><meta name="description" content="site">' +
      '<title>Site</title><script type="module" crossorigin src="/assets/index-1.js"></script>' +
      '</head><body><div id="root"></div></body>';
    const sites: Array<string | undefined> = [];
    const app = await appWith(async (_url, _cookies, siteUrl) => {
      sites.push(siteUrl);
      return {
        html: '<h1>Hotel</h1>',
        data: '{}',
        head: '<title>Hotel $&</title><link rel="canonical" href="x">',
      };
    }, html);
    const response = await app.inject({ url: '/home', headers: { host: 'stay.example:3000' } });
    await app.close();
    expect(response.body).toContain(
      '<head><script type="module" src="/boot.js" data-app="/assets/index-1.js" ' +
        'data-modules="/assets/home-2.js /assets/bar-3.js"></script>' +
        '<title>Hotel $&</title><link rel="canonical" href="x"></head>',
    );
    expect(response.body).not.toContain('Site');
    expect(response.body).not.toContain('content="site"');
    // Without PUBLIC_URL the site is the request's own origin.
    expect(sites).toEqual(['http://stay.example:3000']);
  });

  it('sends index.html as it is for a page the renderer leaves to the browser, or fails on', async () => {
    const app = await appWith(renderer);
    for (const url of ['/login', '/signup']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(template);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    // The empty page loads its code as it always did, preloaded beside the entry.
    const plain = await app.inject({ url: '/login' });
    expect(plain.headers.link).toBe(
      '</assets/home-2.js>; rel=modulepreload, </assets/bar-3.js>; rel=modulepreload',
    );
    await app.close();
  });

  it('never renders into an index.html without an empty root element or the entry script', async () => {
    calls.length = 0;
    const html = '<!doctype html><title>other</title>';
    const app = await appWith(renderer, html);
    const response = await app.inject({ url: '/home' });
    await app.close();
    expect(response.body).toBe(html);
    expect(calls).toEqual([]);
  });

  it('answers an address outside the route table with 404 and the rendered not-found screen', async () => {
    calls.length = 0;
    const app = await appWith(renderer);
    const response = await app.inject({
      url: '/metrics?x=1',
      headers: { accept: 'text/html', cookie: 'a=b' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    // The render of the address itself (the web app draws the not-found screen there), with
    // the not-found page's code to take it over.
    expect(calls).toEqual([['/metrics?x=1', 'a=b']]);
    expect(response.body).toContain('<div id="root"><h1>Page $& $1 /metrics?x=1</h1></div>');
    expect(response.body).toContain('data-modules="/assets/not-found-5.js"');
    // A render that fails still answers 404, with the app, which draws the screen itself.
    const failed = await app.inject({ url: '/nowhere', headers: { accept: 'text/html' } });
    await app.close();
    expect(failed.statusCode).toBe(404);
    expect(failed.body).toBe(template);
  });
});

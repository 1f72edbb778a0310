/**
 * Serves the built web app: hashed assets with long-lived caching, and index.html for the
 * pages of the route table (the domain's `isPagePath`), so the client-side router owns them.
 * The pages people arrive on come with their content already in index.html when a page
 * renderer is given (page-renderer.ts); the browser's app then takes that HTML over.
 * Any other address answers 404 (decision 032): a browser gets the not-found screen, other
 * clients the error envelope, so neither a crawler nor an operator is told that a page is
 * there when none is.
 */
import { isPagePath, PAGE_PATHS } from '@staylane/domain';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { WEB_DIST_DIR } from '../paths.js';
import { compressAssets, preferredEncoding } from './compressed-assets.js';
import { canHoldRender, fillTemplate, type PageRenderer } from './page-renderer.js';

const API_PREFIXES = ['/api/', '/auth/', '/DB/', '/uploads/', '/healthz', '/test-formdata'];

/** Per page path: what its `Link` header should preload, from the page's query. */
export type PagePreloads = Record<string, (query: URLSearchParams) => Promise<string | undefined>>;

export interface WebOptions {
  webDistDir?: string | undefined;
  pagePreloads?: PagePreloads;
  /**
   * Per page path: the web app's module of that page, as Vite's manifest names it. Its code
   * is named in the page's `Link` header, so the browser fetches it beside the app's entry
   * instead of after it (the page is a lazy chunk the entry asks for once it runs).
   */
  pageModules?: Record<string, string>;
  /** Renders the pages it knows into index.html; without it every page starts empty. */
  pageRenderer?: PageRenderer | undefined;
  /** PUBLIC_URL: the site's address in rendered pages; the request's origin when unset. */
  publicUrl?: string | undefined;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

/** Per page: the files of its module and the chunks that imports, entry excluded. */
export async function pageModuleFiles(
  root: string,
  pageModules: Record<string, string>,
): Promise<Map<string, string[]>> {
  const pages = new Map<string, string[]>();
  let manifest: Record<string, ManifestChunk>;
  try {
    manifest = JSON.parse(await readFile(path.join(root, '.vite', 'manifest.json'), 'utf8'));
  } catch {
    return pages; // built without a manifest: pages load as they always did
  }
  for (const [page, module] of Object.entries(pageModules)) {
    const files: string[] = [];
    const visit = (key: string) => {
      const chunk = manifest[key];
      // The entry is in the page's own <script> already.
      if (!chunk || chunk.isEntry || files.includes(`/${chunk.file}`)) return;
      files.push(`/${chunk.file}`);
      chunk.imports?.forEach(visit);
    };
    visit(module);
    if (files.length > 0) pages.set(page, files);
  }
  return pages;
}

/** A browser asking for a page, rather than a client that reads the error envelope. */
const acceptsHtml = (request: FastifyRequest) =>
  (request.headers.accept ?? '').includes('text/html');

const modulePreloads = (files: string[]) =>
  files.map((file) => `<${file}>; rel=modulepreload`).join(', ');

export default fp(
  async function webPlugin(app: FastifyInstance, options: WebOptions) {
    const root = options.webDistDir ?? WEB_DIST_DIR;
    if (!existsSync(path.join(root, 'index.html'))) {
      app.log.warn({ root }, 'web app not built: only the API is served');
      return;
    }
    const compressed = await compressAssets(path.join(root, 'assets'), '/assets/');
    const moduleFiles = await pageModuleFiles(root, options.pageModules ?? {});
    // The not-found screen's code, for the 404 page that shows it.
    const notFoundModules = moduleFiles.get(PAGE_PATHS.notFound) ?? [];
    const template = await readFile(path.join(root, 'index.html'), 'utf8');
    const pageRenderer = canHoldRender(template) ? options.pageRenderer : undefined;
    if (options.pageRenderer && !pageRenderer) {
      app.log.warn({ root }, 'index.html has no empty root or no entry script: pages not rendered');
    }

    /** The page's content rendered into index.html, or undefined to send index.html as is. */
    async function renderedPage(
      request: FastifyRequest,
      modules: string[],
    ): Promise<string | undefined> {
      if (!pageRenderer) return undefined;
      try {
        const siteUrl = options.publicUrl ?? `${request.protocol}://${request.host}`;
        const page = await pageRenderer(request.url, request.headers.cookie, siteUrl);
        return page && fillTemplate(template, page, modules);
      } catch (error) {
        // The app renders the page in the browser as well: a failed render costs speed only.
        request.log.error({ err: error }, 'page render failed: sending the empty page');
        return undefined;
      }
    }
    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET') return;
      const asset = compressed.get(request.url.split('?')[0] ?? '');
      const encoding = asset && preferredEncoding(request.headers['accept-encoding']);
      if (!asset || !encoding) return;
      return reply
        .header('content-type', asset.contentType)
        .header('content-encoding', encoding)
        .header('vary', 'accept-encoding')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(asset[encoding]);
    });
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      wildcard: false,
      index: false,
      setHeaders(reply, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    app.get('/*', { schema: { hide: true } }, async (request, reply) => {
      const [pathname = '/', search = ''] = request.url.split('?', 2);
      if (API_PREFIXES.some((prefix) => pathname.startsWith(prefix)) || path.extname(pathname)) {
        return reply.callNotFound();
      }
      if (!isPagePath(pathname)) {
        if (!acceptsHtml(request)) return reply.callNotFound();
        // The app's own page, so that the browser's router shows the not-found screen too
        // when there is no render of it.
        const notFound = (await renderedPage(request, notFoundModules)) ?? template;
        return reply
          .code(404)
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(notFound);
      }
      const preload = options.pagePreloads?.[pathname];
      const modules = moduleFiles.get(pathname) ?? [];
      const [page, preloads] = await Promise.all([
        renderedPage(request, modules),
        // Hints only: the page works the same without them, so a failed lookup is not an error.
        preload?.(new URLSearchParams(search)).catch(() => undefined),
      ]);
      const links = [
        // A rendered page fetches its code after its first paint (page-renderer.ts).
        page === undefined && modules.length > 0 ? modulePreloads(modules) : undefined,
        preloads,
      ].filter(Boolean);
      if (links.length > 0) reply.header('link', links.join(', '));
      return sendPage(reply, page);
    });

    /** The rendered page, or index.html as built when there is none. */
    function sendPage(reply: FastifyReply, page: string | undefined) {
      if (page === undefined) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      }
      // The page shows the visitor's session (their name in the header): never shared.
      return reply
        .header('cache-control', 'private, no-cache')
        .header('vary', 'cookie')
        .type('text/html; charset=utf-8')
        .send(page);
    }
  },
  { name: 'web' },
);

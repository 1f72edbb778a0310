/**
 * Stored images: `app.images` saves them (disk under DATA_DIR/uploads by default) and
 * `/uploads/<hash>.<ext>` serves them, `/uploads/w/<width>/<hash>.<ext>` as WebP at one of
 * the domain's IMAGE_WIDTHS. Names are content hashes, so answers are cached for a year
 * without revalidation. While CORS_ORIGINS lists other sites, their pages may show these
 * images: uploads then say `Cross-Origin-Resource-Policy: cross-origin` (every other answer
 * keeps helmet's same-origin; decision 012).
 */
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../lib/app-error.js';
import { ImageVariants, isImageWidth } from '../lib/image-variants.js';
import { DiskImageStore, UPLOADS_PREFIX } from '../lib/storage.js';

export default fp(
  async function uploadsPlugin(app: FastifyInstance) {
    const directory = path.resolve(app.config.DATA_DIR, 'uploads');
    const resourcePolicy = app.config.CORS_ORIGINS.length > 0 ? 'cross-origin' : 'same-origin';
    await mkdir(directory, { recursive: true });
    app.decorate('images', new DiskImageStore(directory));
    await app.register(fastifyStatic, {
      root: directory,
      prefix: UPLOADS_PREFIX,
      // The web plugin registers @fastify/static too; only one may decorate the reply.
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      setHeaders(reply) {
        reply.header('cache-control', 'public, max-age=31536000, immutable');
        reply.header('x-content-type-options', 'nosniff');
        reply.header('cross-origin-resource-policy', resourcePolicy);
      },
    });

    const variants = new ImageVariants(directory);
    app.get<{ Params: { width: string; name: string } }>(
      `${UPLOADS_PREFIX}w/:width/:name`,
      { schema: { hide: true } },
      async (request, reply) => {
        const width = Number(request.params.width);
        const file = isImageWidth(width)
          ? await variants.file(request.params.name, width)
          : undefined;
        if (!file) throw notFound('This image does not exist');
        return reply
          .type('image/webp')
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff')
          .header('cross-origin-resource-policy', resourcePolicy)
          .send(await readFile(file));
      },
    );
  },
  { name: 'uploads' },
);

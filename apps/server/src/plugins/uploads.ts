/**
 * Stored images: `app.images` saves them (disk under DATA_DIR/uploads by default) and
 * `/uploads/<hash>.<ext>` serves them. Names are content hashes, so answers are cached for a
 * year without revalidation.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DiskImageStore, UPLOADS_PREFIX } from '../lib/storage.js';

export default fp(
  async function uploadsPlugin(app: FastifyInstance) {
    const directory = path.resolve(app.config.DATA_DIR, 'uploads');
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
      },
    });
  },
  { name: 'uploads' },
);

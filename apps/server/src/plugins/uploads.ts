/**
 * Stored images: `app.images` saves them (storage/image-stores.ts: disk under DATA_DIR/uploads by
 * default, PostgreSQL or an S3-compatible bucket when several processes serve them) and
 * `/uploads/<hash>.<ext>` serves them, `/uploads/w/<width>/<hash>.<ext>` as WebP at one of the
 * domain's IMAGE_WIDTHS. Names are content hashes, so answers are cached for a year without
 * revalidation, and the ETag is the content's own name: the same on every process. While
 * CORS_ORIGINS lists other sites, their pages may show these images: uploads then say
 * `Cross-Origin-Resource-Policy: cross-origin` (every other answer keeps helmet's
 * same-origin; decision 012).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isStoredImageName } from '@staylane/domain';
import { forbidden, notFound } from '../lib/app-error.js';
import { imageStoreFor } from '../storage/image-stores.js';
import { ImageVariants, isImageWidth, variantName } from '../storage/image-variants.js';
import { UPLOADS_PREFIX, type StoredObject } from '../storage/storage.js';

const VARIANT_PATH = /^w\/(\d+)\/([^/]+)$/;

/**
 * A path that tries to leave the uploads (`..`, a backslash) or carries control characters
 * (`%00`) is refused outright: it can only be an attack, not a link to a missing image.
 */
const isHostilePath = (rest: string) =>
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u001f\u007f\\]/.test(rest) || rest.split('/').some((part) => part === '..');

const notAnImage = () => notFound('This image does not exist');

const YEAR_LONG = 'public, max-age=31536000, immutable';

/** Whether the client already holds this answer: If-None-Match lists its ETag. */
const clientHas = (request: FastifyRequest, etag: string) =>
  request.headers['if-none-match']?.split(/\s*,\s*/).includes(etag) ?? false;

/**
 * Answers a stored object, or 304 when the client holds it already (`stored` says whether it
 * exists, cheaper than reading it). Stored objects never change, so the ETag is their name.
 */
async function answer(
  request: FastifyRequest,
  reply: FastifyReply,
  resourcePolicy: 'cross-origin' | 'same-origin',
  etag: string,
  stored: () => Promise<boolean>,
  read: () => Promise<StoredObject | undefined>,
) {
  const headers = {
    'cache-control': YEAR_LONG,
    'x-content-type-options': 'nosniff',
    'cross-origin-resource-policy': resourcePolicy,
    etag,
  };
  if (clientHas(request, etag) && (await stored())) return reply.code(304).headers(headers).send();
  const object = await read();
  if (!object) throw notAnImage();
  return reply.headers(headers).type(object.contentType).send(object.data);
}

export default fp(
  async function uploadsPlugin(app: FastifyInstance) {
    const resourcePolicy = app.config.CORS_ORIGINS.length > 0 ? 'cross-origin' : 'same-origin';
    const configured = imageStoreFor(app.config, { db: app.db, driver: app.driver });
    const store = configured.store;
    try {
      await configured.check();
    } catch (error) {
      configured.close();
      throw error;
    }
    app.decorate('images', store);
    app.addHook('onClose', async () => configured.close());
    const variants = new ImageVariants(store);

    app.get<{ Params: { '*': string } }>(
      `${UPLOADS_PREFIX}*`,
      { schema: { hide: true } },
      async (request, reply) => {
        const rest = request.params['*'];
        if (isHostilePath(rest)) throw forbidden('This is not the address of an image');
        const hash = (name: string) => name.slice(0, name.lastIndexOf('.'));
        const variant = VARIANT_PATH.exec(rest);
        if (variant) {
          const [, widthText, name] = variant as unknown as [string, string, string];
          const width = Number(widthText);
          if (!isImageWidth(width) || !isStoredImageName(name)) throw notAnImage();
          return answer(
            request,
            reply,
            resourcePolicy,
            `"${hash(name)}-w${width}"`,
            () => store.has(variantName(name, width)),
            () => variants.read(name, width),
          );
        }
        if (!isStoredImageName(rest)) throw notAnImage();
        return answer(
          request,
          reply,
          resourcePolicy,
          `"${hash(rest)}"`,
          () => store.has(rest),
          () => store.read(rest),
        );
      },
    );
  },
  { name: 'uploads' },
);

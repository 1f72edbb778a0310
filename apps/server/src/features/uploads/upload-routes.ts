/**
 * POST /test-formdata (spec section 7): stores images and answers the flat object
 * `{ "file 0": "/uploads/…", … }`. Only PNG and JPEG, judged by their bytes and re-encoded
 * (DESIGN §7). Every file is checked before any is saved, so a request with one bad file
 * stores nothing.
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { normaliseImage } from '../../lib/images.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { readUpload, UPLOAD_LIMITS } from './upload-parts.js';

const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered here, not globally: no other route accepts multipart bodies.
  await app.register(multipart, { limits: UPLOAD_LIMITS, throwFileSizeLimit: true });

  app.post(
    '/test-formdata',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['uploads'],
        summary: 'Upload images (signed-in users): PNG or JPEG, up to 12 files of 5 MB',
        description:
          'multipart/form-data with files named "file 0", "file 1"… or "file:0"; text fields ' +
          'such as HotelName or username are accepted and ignored. Answers each field name ' +
          'with the stored image address.',
        consumes: ['multipart/form-data'],
        security: [{ bearer: [] }],
        response: {
          200: z.record(z.string(), z.string()),
          ...errorResponses(400, 401, 413, 415),
        },
      },
    },
    async (request) => {
      const files = await readUpload(request);
      const images = [];
      for (const file of files) images.push(await normaliseImage(file.data));
      const stored: Record<string, string> = {};
      for (const [index, file] of files.entries()) {
        stored[file.field] = await app.images.save(images[index]!);
      }
      return stored;
    },
  );
};

export default uploadRoutes;

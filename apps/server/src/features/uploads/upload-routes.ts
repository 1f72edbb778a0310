/**
 * POST /test-formdata (spec section 7): stores images and answers the flat object
 * `{ "file 0": "/uploads/…", … }`. Only PNG and JPEG, judged by their bytes and re-encoded
 * (design §7). A file that is not such an image (or is too large) is refused alone: the others
 * are stored, and the answer names the refused ones under `rejected` with the reason. Only
 * when no file is usable is the answer an error, which names each file in its `fields`.
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { uploadAnswerSchema, type UploadAnswer } from '@staylane/domain';
import { AppError } from '../../lib/app-error.js';
import { imageTooLarge, normaliseImage, type NormalisedImage } from '../../lib/images.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { readUpload, UPLOAD_LIMITS, type UploadedFile } from './upload-parts.js';

const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered here, not globally: no other route accepts multipart bodies.
  // A file over the size limit is cut off and refused alone (upload-parts.ts).
  await app.register(multipart, { limits: UPLOAD_LIMITS, throwFileSizeLimit: false });

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
          'with the stored image address; files that are not PNG or JPEG images of 5 MB or ' +
          'less are left out and named under "rejected" with the reason.',
        consumes: ['multipart/form-data'],
        security: [{ bearer: [] }],
        response: {
          200: uploadAnswerSchema,
          ...errorResponses(400, 401, 413, 415),
        },
      },
    },
    async (request) => {
      const files = await readUpload(request);
      const checked = await Promise.all(files.map(async (file) => imageOf(file)));
      const refused = checked.filter((result) => result instanceof AppError);
      if (refused.length === files.length) {
        const fields = Object.fromEntries(
          files.map((file, i) => [file.field, refused[i]!.message]),
        );
        const first = refused[0]!;
        throw new AppError(first.statusCode, first.code, first.message, fields);
      }
      const answer: UploadAnswer = {};
      const rejected: Record<string, string> = {};
      for (const [index, file] of files.entries()) {
        const result = checked[index]!;
        if (result instanceof AppError) rejected[file.field] = result.message;
        else answer[file.field] = await app.images.save(result);
      }
      if (Object.keys(rejected).length > 0) answer.rejected = rejected;
      return answer;
    },
  );
};

/** The file as an image to store, or the 4xx that says why it is not one. */
async function imageOf(file: UploadedFile): Promise<NormalisedImage | AppError> {
  if (file.tooLarge) return imageTooLarge();
  try {
    return await normaliseImage(file.data);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
}

export default uploadRoutes;

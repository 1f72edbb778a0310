/**
 * Reads a multipart upload into memory with its limits (design §7): at most 12 files of 5 MB
 * each, a few short text fields. File fields are named as the spec's client names them:
 * 'file 0', 'file 1'…, 'file:0', or plain 'file'. Text fields (HotelName, the user's name) are
 * checked for size and otherwise ignored. A file over the size limit is read up to the limit and
 * marked, so that the route refuses it alone.
 */
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES } from '@staylane/domain';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/app-error.js';

export const UPLOAD_LIMITS = {
  fileSize: MAX_UPLOAD_BYTES,
  files: MAX_UPLOAD_FILES,
  fields: 10,
  fieldNameSize: 50,
  fieldSize: 1000,
  parts: MAX_UPLOAD_FILES + 10,
  headerPairs: 100,
};

const FILE_FIELD = /^file(?:[ :]?\d{1,2})?$/;

export interface UploadedFile {
  field: string;
  data: Buffer;
  /** Cut off at the size limit: the file is refused, the others still count. */
  tooLarge: boolean;
}

const MALFORMED = 'The upload is not valid multipart/form-data';

/** Errors from the parser that are the client's doing, as 4xx; anything else stays a 500. */
function asClientError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const status = (error as { statusCode?: number }).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return error;
  if (error instanceof Error && /multipart|boundary|unexpected end/i.test(error.message)) {
    return badRequest(MALFORMED);
  }
  return error;
}

export async function readUpload(request: FastifyRequest): Promise<UploadedFile[]> {
  const files: UploadedFile[] = [];
  const seen = new Set<string>();
  try {
    for await (const part of request.parts()) {
      if (seen.has(part.fieldname)) {
        throw badRequest(`The field "${part.fieldname}" appears twice`);
      }
      seen.add(part.fieldname);
      if (part.type === 'field') {
        if (part.valueTruncated || part.fieldnameTruncated)
          throw badRequest(`The field "${part.fieldname}" is too long`);
        continue;
      }
      if (!FILE_FIELD.test(part.fieldname)) {
        await part.toBuffer().catch(() => undefined);
        throw badRequest(
          `Files must be sent as "file 0", "file 1"… or "file:0", not "${part.fieldname}"`,
        );
      }
      const data = await part.toBuffer();
      files.push({ field: part.fieldname, data, tooLarge: part.file.truncated });
    }
  } catch (error) {
    throw asClientError(error);
  }
  if (files.length === 0) throw badRequest('Choose at least one image to upload');
  return files;
}

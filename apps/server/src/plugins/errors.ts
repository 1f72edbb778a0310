/**
 * Every error leaves as the envelope `{ message, code, fields? }` with the right status.
 * Bad input is a 4xx with a clear message; anything unexpected is a 500 whose details stay in
 * the log, never in the answer.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.js';
import type { ErrorEnvelope } from '@staylane/domain';

/** Fastify's own client errors, by code, with the message we show for each. */
const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'MALFORMED_JSON',
    message: 'The request body is not valid JSON',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: 'MALFORMED_JSON',
    message: 'The request body is empty',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'This content type is not accepted here',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: 'BAD_REQUEST',
    message: 'The request length does not match its body',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
    message: 'The request body is too large',
  },
  FST_REQ_FILE_TOO_LARGE: {
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
    message: 'Each image must be 5 MB or smaller',
  },
  FST_FILES_LIMIT: {
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
    message: 'Too many files in one upload',
  },
  FST_PARTS_LIMIT: {
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
    message: 'Too many parts in one upload',
  },
  FST_FIELDS_LIMIT: {
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
    message: 'Too many fields in one upload',
  },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Send the files as multipart/form-data',
  },
  FST_ERR_VALIDATION: { status: 400, code: 'VALIDATION', message: 'The request is not valid' },
};

/**
 * PostgreSQL's refusals of a text value: 22021 (a byte sequence not valid in the encoding,
 * U+0000 among them) and 22P05 (a character the encoding cannot hold). The schemas refuse
 * such text first; this keeps a missed field a 400 rather than a 500.
 */
const INVALID_TEXT_CODES = new Set(['22021', '22P05']);

function isInvalidTextError(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 3) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && INVALID_TEXT_CODES.has(code)) return true;
  return isInvalidTextError(error.cause, depth + 1);
}

function validationEnvelope(error: FastifyError): ErrorEnvelope | undefined {
  if (!hasZodFastifySchemaValidationErrors(error)) return undefined;
  const fields: Record<string, string> = {};
  for (const item of error.validation) {
    const key = item.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
    fields[key] ??= item.message ?? 'Invalid value';
  }
  const message = Object.values(fields)[0] ?? 'The request is not valid';
  return { message, code: 'VALIDATION', fields };
}

export default fp(
  async function errorsPlugin(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        if (error.headers) reply.headers(error.headers);
        const body: ErrorEnvelope = { message: error.message, code: error.code };
        if (error.fields) body.fields = error.fields;
        return reply.status(error.statusCode).send(body);
      }
      const validation = validationEnvelope(error);
      if (validation) return reply.status(400).send(validation);

      if (isInvalidTextError(error)) {
        return reply
          .status(400)
          .send({ message: 'The request holds characters that are not valid', code: 'BAD_TEXT' });
      }

      const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
      if (known) {
        return reply.status(known.status).send({ message: known.message, code: known.code });
      }
      if (error.statusCode === 429) {
        return reply
          .status(429)
          .send({ message: 'Too many requests, please try again later', code: 'RATE_LIMITED' });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        return reply
          .status(status)
          .send({ message: 'The request is not valid', code: 'BAD_REQUEST' });
      }
      // The route, not the body: the logger's err serializer keeps the error's values out.
      request.log.error({ err: error, route: request.routeOptions.url }, 'unhandled error');
      return reply
        .status(500)
        .send({ message: 'Something went wrong on our side', code: 'INTERNAL' });
    });

    app.setNotFoundHandler((request, reply) =>
      reply.status(404).send({
        message: `No route for ${request.method} ${request.url.split('?')[0]}`,
        code: 'NOT_FOUND',
      }),
    );
  },
  { name: 'errors' },
);

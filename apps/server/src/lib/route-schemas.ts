/**
 * Pieces shared by route schemas: the error envelope under each status a route can answer
 * with, so the OpenAPI document lists every outcome, and common path parameters.
 */
import { errorEnvelopeSchema } from '@staylane/domain';
import { z } from 'zod';

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429;

export function errorResponses<S extends ErrorStatus>(...statuses: S[]) {
  return Object.fromEntries(statuses.map((status) => [status, errorEnvelopeSchema])) as Record<
    S,
    typeof errorEnvelopeSchema
  >;
}

/** Digits only: '1e3', '0x10' and '1.0' are not ids, however JavaScript would read them. */
const positiveId = z
  .string()
  .regex(/^\d{1,10}$/, 'The id must be a positive whole number')
  .transform(Number)
  .pipe(
    z
      .number()
      .int()
      .positive('The id must be a positive whole number')
      .max(2_147_483_647, 'The id is too large'),
  );

/** `/:id` where id is a database id. */
export const idParamsSchema = z.object({ id: positiveId });

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

const positiveId = z.coerce
  .number({ error: 'The id must be a number' })
  .int('The id must be a whole number')
  .positive('The id must be a positive number')
  .max(2_147_483_647, 'The id is too large');

/** `/:id` where id is a database id. */
export const idParamsSchema = z.object({ id: positiveId });

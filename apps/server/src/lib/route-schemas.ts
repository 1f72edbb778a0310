/**
 * Pieces shared by route schemas: the error envelope under each status a route can answer
 * with, so the OpenAPI document lists every outcome, and common path parameters.
 */
import { errorEnvelopeSchema, idInputSchema } from '@staylane/domain';
import { z } from 'zod';

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429;

export function errorResponses<S extends ErrorStatus>(...statuses: S[]) {
  return Object.fromEntries(statuses.map((status) => [status, errorEnvelopeSchema])) as Record<
    S,
    typeof errorEnvelopeSchema
  >;
}

/** Digits only: '1e3', '0x10', '-1' and '1.0' are not ids, however JavaScript would read them. */
const positiveId = idInputSchema('The id must be a positive whole number', 'The id is too large');

/** `/:id` where id is a database id. */
export const idParamsSchema = z.object({ id: positiveId });

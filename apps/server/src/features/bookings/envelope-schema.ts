/** The error envelope of DESIGN §3, for the response schemas of the booking engine's routes. */
import { z } from 'zod';

export const errorEnvelopeSchema = z.object({
  message: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});

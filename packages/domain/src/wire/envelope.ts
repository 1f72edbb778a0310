/** The answer envelopes of design §3 and decision 002. */
import { z } from 'zod';

export const errorEnvelopeSchema = z.object({
  message: z.string(),
  code: z.string(),
  /** Field path (dots between parts) → the first message for that field. */
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

const listMetaSchema = z.object({
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  pageCount: z.number().int().nonnegative(),
  /** A city search's place as people write it ("São Paulo" for saopaulo), when known. */
  place: z.string().optional(),
});
export type ListMeta = z.infer<typeof listMetaSchema>;

/** `{ message, data }` around one value. */
export function dataEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ message: z.string(), data });
}

/** `{ message, data: [...], meta? }` around a list; meta comes with paged answers. */
export function listEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ message: z.string(), data: z.array(item), meta: listMetaSchema.optional() });
}

/**
 * The answer of POST /test-formdata (product §7): each stored file's field name with its address
 * ("file 0": "/uploads/…"). A file that is no image we store does not cost the others their
 * place: it is left out, and `rejected` names its field with the reason.
 */
import { z } from 'zod';

export const uploadAnswerSchema = z
  .object({
    /** Field name → why that file was not stored; absent when every file was. */
    rejected: z.record(z.string(), z.string()).optional(),
  })
  .catchall(z.string());

export type UploadAnswer = z.infer<typeof uploadAnswerSchema>;

/** A refused request as the rates forms show it: the envelope's message and its field errors. */
import { NOTICES } from '@staylane/domain';
import { ApiError } from '@/lib/api-client';

export function serverProblem<Field extends string>(error: unknown) {
  if (error instanceof ApiError) {
    return { message: error.message, fields: error.fields as Partial<Record<Field, string>> };
  }
  return { message: NOTICES.somethingWentWrong, fields: {} as Partial<Record<Field, string>> };
}

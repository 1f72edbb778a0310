/**
 * A refused request as the rates forms show it: the envelope's message, and its field errors
 * under the form's own fields. The envelope names a field by its path in the body
 * ("price.set", "lengthOfStayDiscounts.0.percent"): the form shows it at the path's first part,
 * or where `fieldOf` says.
 */
import { NOTICES } from '@staylane/domain';
import { ApiError } from '@/lib/api-client';

export function serverProblem<Field extends string>(
  error: unknown,
  fieldOf: (name: string) => string = (name) => name,
) {
  const fields: Partial<Record<Field, string>> = {};
  if (!(error instanceof ApiError)) return { message: NOTICES.somethingWentWrong, fields };
  for (const [path, message] of Object.entries(error.fields)) {
    fields[fieldOf(path.split('.')[0]!) as Field] ??= message;
  }
  return { message: error.message, fields };
}

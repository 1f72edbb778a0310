/** Test helper: what a form or the server's envelope would show for a value. */
import type { z } from 'zod';

/** Field path (dots) → its first message, as the error envelope and the forms show them. */
export function fieldMessages(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '(root)';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** Every message for one field, in order: proves a field reports one message only. */
export function messagesOf(schema: z.ZodType, value: unknown, field: string): string[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.filter((i) => i.path.join('.') === field).map((i) => i.message);
}

/**
 * What the log keeps of an error. A failed query carries its parameters (the
 * e-mail and password hash of a sign-up, a card's owner) in `params`, in its message and in
 * its stack; a PostgreSQL error's `detail` quotes the row's values. The log keeps the kind,
 * the code, the query's text (placeholders only) and where it happened, never those values.
 */

/** Fields of a database error that name what failed without quoting any value. */
const SAFE_FIELDS = [
  'code',
  'statusCode',
  'severity',
  'routine',
  'table',
  'column',
  'constraint',
] as const;
const MAX_CAUSES = 3;

export interface LoggableError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

/** The stack with its first line(s), which repeat the message, replaced by `headline`. */
function stackUnder(stack: string | undefined, headline: string): string {
  if (!stack) return headline;
  const frames = stack.indexOf('\n    at ');
  return frames === -1 ? headline : headline + stack.slice(frames);
}

export function loggableError(error: unknown, depth = 0): LoggableError {
  if (!(error instanceof Error)) {
    return { type: typeof error, message: 'a thrown non-error', stack: '' };
  }
  const record = error as Error & Record<string, unknown>;
  // Drizzle's DrizzleQueryError: "Failed query: <sql>\nparams: <values>".
  // A database error keeps its own message ('duplicate key…'); its detail is not logged.
  const message =
    typeof record.query === 'string' && error.message.startsWith('Failed query:')
      ? `Failed query: ${record.query}`
      : error.message;
  const type = error.name || 'Error';
  const result: LoggableError = {
    type,
    message,
    stack: stackUnder(error.stack, `${type}: ${message}`),
  };
  for (const field of SAFE_FIELDS) {
    const value = record[field];
    if (typeof value === 'string' || typeof value === 'number') result[field] = value;
  }
  if (error.cause !== undefined && depth < MAX_CAUSES) {
    result.cause = loggableError(error.cause, depth + 1);
  }
  return result;
}

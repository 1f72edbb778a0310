/**
 * The fields an audit entry's change touched, for a readable diff: every field whose value
 * before differs from its value after (a created entity has only "after", a deleted one only
 * "before"), in the order the entity lists them.
 */
export interface ChangedField {
  field: string;
  before: string;
  after: string;
}

const NONE = '—';

/** A value as one line a person reads: text as itself, anything else as JSON. */
export function shownValue(value: unknown): string {
  if (value === undefined) return NONE;
  if (value === null) return 'empty';
  if (typeof value === 'string') return value === '' ? '""' : value;
  return JSON.stringify(value);
}

const asRecord = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : value === null || value === undefined
      ? {}
      : { value };

export function changedFields(before: unknown, after: unknown): ChangedField[] {
  const old = asRecord(before);
  const next = asRecord(after);
  const fields = [...new Set([...Object.keys(old), ...Object.keys(next)])];
  return fields
    .filter((field) => JSON.stringify(old[field]) !== JSON.stringify(next[field]))
    .map((field) => ({
      field,
      before: field in old ? shownValue(old[field]) : NONE,
      after: field in next ? shownValue(next[field]) : NONE,
    }));
}

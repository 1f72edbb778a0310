/**
 * Lists of a hotel or room body in both shapes files and clients really send (decision 030):
 * the spec's one text joined by a separator ("Swimming-/-Bar"), or an array of texts
 * (["Swimming", "Bar"]). Both leave as the joined text, so every later step (validation, the
 * columns, the wire) reads one form.
 */
import { z } from 'zod';
import { joinList, splitList } from '../tags';

/** The items as one text joined by `separator`; duplicates dropped when `unique`. */
function joined(items: readonly string[], separator: string, unique: boolean): string {
  const kept = items.flatMap((item) => splitList(item, separator));
  return joinList(unique ? [...new Set(kept)] : kept, separator);
}

/**
 * A text or an array of texts, as the joined text. `unique` drops repeated items (a hotel's
 * tags "Bar" and "Bar" are one tag). Anything else gets `${label} must be text or a list of
 * texts`; the caller pipes the result into the field's own rules (length, addresses).
 */
export function listInput(
  label: string,
  separator: string,
  { unique = false }: { unique?: boolean } = {},
) {
  const message = `${label} must be text or a list of texts`;
  return z
    .union([z.string(), z.array(z.string(message), message)], message)
    .transform((value) =>
      typeof value === 'string' && !unique
        ? value
        : joined(typeof value === 'string' ? [value] : value, separator, unique),
    );
}

/**
 * Lists that travel as one text (product §3): tags, amenities and inclusions joined by '-/-',
 * gallery addresses by '-//-'. The database keeps arrays; only the wire joins them.
 */
export const TAG_SEPARATOR = '-/-';
export const GALLERY_SEPARATOR = '-//-';

/** The items, trimmed and without empty ones, joined by `separator`. */
export function joinList(items: readonly string[], separator: string): string {
  return items
    .map((item) => item.trim())
    .filter((item) => item.length > 0)
    .join(separator);
}

/** The items of a joined text, trimmed and without empty ones. */
export function splitList(text: string | null | undefined, separator: string): string[] {
  if (!text) return [];
  return text
    .split(separator)
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

/** Small display rules of the spec: text cuts, stars, page counts. */

/** Text longer than `max` becomes its first `max` characters and '...'; shorter stays as is. */
export function truncateWithEllipsis(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** Width of the filled stars, in percent: rating × 20, kept within 0–100. */
export function starWidthPercent(rating: number): number {
  if (!Number.isFinite(rating)) return 0;
  return Math.min(100, Math.max(0, rating * 20));
}

/** Pages needed for `total` items, `pageSize` per page (0 for an empty list). */
export function pageCount(total: number, pageSize: number): number {
  if (!(pageSize > 0)) throw new RangeError(`Page size must be above 0: ${pageSize}`);
  return Math.ceil(Math.max(0, total) / pageSize);
}

/** The first word of a full name, as the navigation bar greets the user. */
export function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? '';
}

/**
 * Ids as text (decision 014) without zod: the pages read an id from their address with these,
 * and wire/ids.ts's schemas would bring zod to their first load.
 */

/** The largest PostgreSQL `integer`, the type of every id column. */
export const ID_MAX = 2_147_483_647;

/** A database id as it travels: 12 → '12'. */
export const idToWire = (id: number): string => String(id);

/** The same for ids a row may lack (a booking whose room was deleted). */
export const nullableIdToWire = (id: number | null): string | null =>
  id === null ? null : idToWire(id);

/**
 * An id read from an address (`?id=12`) as answers spell it, so it compares equal with
 * `hotel.id`: '012' → '12'; undefined when the text cannot name a row ('', '12abc', '-1').
 */
export function wireIdFromText(text: string | null | undefined): string | undefined {
  // idInputSchema's reading of text, without zod: this module is on the hotel page's first
  // load (first-load budgets); ids.test.ts holds both to the same answers.
  const digits = text ?? '';
  if (!/^\d{1,10}$/.test(digits)) return undefined;
  const id = Number(digits);
  return id > 0 && id <= ID_MAX ? idToWire(id) : undefined;
}

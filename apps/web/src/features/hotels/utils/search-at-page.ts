import type { HotelFilter, HotelSearch } from '@staylane/domain';

/**
 * `search` at one page of the list and one filter (the first page of All by default): the
 * results ask for it, and the heading's place name and the server's render read its first page.
 */
export function searchAtPage(
  search: HotelSearch,
  filter: HotelFilter = 'all',
  page = 1,
): HotelSearch {
  return { ...search, filter, page };
}

/**
 * The searched place's name as people write it ("São Paulo" for the address's saopaulo,
 * issue 14): GET /api/hotels' meta.place from the list's first page, which the results show
 * too; until it arrives, the name the server's render of the page was given (render-page.tsx
 * puts it in the cache under renderedPlaceKey), so the browser's first render matches it.
 */
import { foldForSearch } from '@staylane/domain';
import { skipToken, useQuery } from '@tanstack/react-query';
import type { ListSearch } from '../utils/search-params';
import { useHotels, type HotelSearch } from './get-hotels';

export const renderedPlaceKey = (city: string) => ['place', foldForSearch(city)];

/** The list's search for `search`, at a filter and page (the first page of All by default). */
export function listHotelSearch(
  search: ListSearch,
  filter: HotelSearch['filter'] = 'all',
  page = 1,
) {
  return {
    city: search.city,
    checkInDate: search.stay?.checkInDate,
    checkOutDate: search.stay?.checkOutDate,
    guests: search.guests,
    filter,
    page,
  } satisfies HotelSearch;
}

export function usePlaceName(search: ListSearch): string | undefined {
  const firstPage = useHotels(listHotelSearch(search));
  const rendered = useQuery<string>({
    queryKey: renderedPlaceKey(search.city),
    queryFn: skipToken,
  });
  // The previous search's answer, kept on screen while this one loads, names another place.
  const answered = firstPage.isPlaceholderData ? undefined : firstPage.data?.meta.place;
  return answered ?? rendered.data;
}

/**
 * The searched place's name as people write it ("São Paulo" for the address's saopaulo):
 * GET /api/hotels' meta.place from the list's first page, which the results show
 * too; until it arrives, the name the server's render of the page was given (render-page.tsx
 * puts it in the cache under renderedPlaceKey), so the browser's first render matches it.
 */
import { foldForSearch, type HotelSearch } from '@staylane/domain';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useTypedPlace } from '@/lib/typed-place';
import { searchAtPage } from '../utils/search-at-page';
import { useHotels } from './get-hotels';

export const renderedPlaceKey = (city: string) => ['place', foldForSearch(city)];

/**
 * The name for the heading: the search's answer, else the server render's, else the city as
 * the visitor typed it for this search (lib/typed-place.ts), while the answer is on its way.
 */
export function usePlaceName(search: HotelSearch): string | undefined {
  const typed = useTypedPlace();
  const firstPage = useHotels(searchAtPage(search));
  const rendered = useQuery<string>({
    queryKey: renderedPlaceKey(search.city),
    queryFn: skipToken,
  });
  // The previous search's answer, kept on screen while this one loads, names another place.
  const answered = firstPage.isPlaceholderData ? undefined : firstPage.data?.meta.place;
  const typedForThis = typed && foldForSearch(typed) === foldForSearch(search.city);
  return answered ?? rendered.data ?? (typedForThis ? typed : undefined);
}

/**
 * The list below the search: filters (a change resets the page and shows the overlay for
 * about 500 ms, product §4), the count, 9 cards per page and pagination above and below. The
 * filter and page live in the address (search-params.ts): each change is a history entry,
 * so Back from a hotel, or after a page change, returns to the same filter and page. The sort
 * and filters of decision 047 live there too.
 */
import {
  FILTER_OVERLAY_MS,
  type HotelFilter,
  type HotelSearch,
  type HotelWire,
} from '@staylane/domain';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadingOverlay } from '@/components/loading-overlay';
import { Pagination } from '@/components/pagination';
import { ScrollTopControl } from '@/components/scroll-top-control';
import { hotelDetailUrl, KEEP_SCROLL } from '@/lib/paths';
import { useMediaQuery } from '@/lib/use-media-query';
import { useHotels } from '../api/get-hotels';
import { searchAtPage } from '../utils/search-at-page';
import { HotelCard } from './hotel-card';
import { HotelFilters } from './hotel-filters';
import { ResultsMap } from './results-map';
import { listParamsWith, REFINEMENT_KEYS, type ListRefinements } from '../utils/search-params';
import { ListRefinementControls } from './list-refinements';

export function HotelResults({ search }: { search: HotelSearch }) {
  const filter = search.filter ?? 'all';
  const page = search.page ?? 1;
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [filterBusy, setFilterBusy] = useState(false);
  // The hotel whose card or marker is under the pointer or focused: both light up.
  const [activeId, setActiveId] = useState<string>();
  // Phones show the list or the map; wider screens both, side by side.
  const [mapOnPhone, setMapOnPhone] = useState(false);
  const wide = useMediaQuery('(min-width: 768px)');
  const top = useRef<HTMLDivElement>(null);

  const query = useHotels(searchAtPage(search, filter, page));

  // The page stays where it is (not scrolled to the top as for a new page): the list moves.
  const show = (change: Parameters<typeof listParamsWith>[1]) =>
    navigate({ search: `?${listParamsWith(params, change).toString()}` }, { state: KEEP_SCROLL });

  useEffect(() => {
    if (!filterBusy) return;
    const timer = window.setTimeout(() => setFilterBusy(false), FILTER_OVERLAY_MS);
    return () => window.clearTimeout(timer);
  }, [filterBusy]);

  function changeFilter(next: HotelFilter) {
    void show({ filter: next });
    setFilterBusy(true);
  }

  const refinements: ListRefinements = Object.fromEntries(
    REFINEMENT_KEYS.flatMap((key) => (search[key] === undefined ? [] : [[key, search[key]]])),
  );

  function changePage(next: number) {
    void show({ page: next });
    top.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }

  const hotels = query.data?.data ?? [];
  const total = query.data?.meta.total ?? 0;
  const pageCount = query.data?.meta.pageCount ?? 1;
  const busy = query.isFetching || filterBusy;
  const everywhere = search.city.toLowerCase() === 'all';
  const guestnumber = search.guests;
  const detailUrl = (hotel: HotelWire) =>
    hotelDetailUrl({
      id: hotel.id,
      city: search.city,
      checkInDate: search.checkInDate ?? '',
      checkOutDate: search.checkOutDate ?? '',
      guestnumber,
    });

  // Phones: Show map and ↑ in a bar that sticks to the bottom of the screen until its own place,
  // just above the bottom pagination, scrolls into view: it never covers the pagination. It
  // takes no room from the first card (the list's largest paint).
  const phoneBar = (
    <div
      data-own-scroll-top="md"
      className="sticky bottom-4 z-30 mb-6 flex items-center justify-center md:hidden"
    >
      <button
        type="button"
        aria-expanded={mapOnPhone}
        aria-controls="hotel-results-map"
        onClick={() => {
          setMapOnPhone((shown) => !shown);
          top.current?.scrollIntoView({ block: 'start' });
        }}
        className="inline-flex h-11 items-center rounded-full bg-ink px-5 text-sm font-semibold text-white shadow-lg focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500"
      >
        {mapOnPhone ? 'Show list' : 'Show map'}
      </button>
      <ScrollTopControl className="absolute right-0" />
    </div>
  );

  return (
    <div ref={top} className="scroll-mt-20">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <HotelFilters value={filter} onChange={changeFilter} />
        {/* There from the start, a line high: the count arriving moves nothing below it. */}
        <p
          className="min-h-5 text-sm font-semibold text-slate-600"
          aria-live="polite"
          data-testid="hotel-count"
        >
          {query.data && `${total} ${total === 1 ? 'hotel' : 'hotels'} found`}
        </p>
      </div>
      <div className="mt-4">
        <ListRefinementControls
          value={refinements}
          dated={Boolean(search.checkInDate && search.checkOutDate)}
          onChange={(next) => void show({ refinements: next })}
        />
      </div>
      {/* While loading, a screen's height: the results then fill space kept for them, and the
          footer, already pushed below the first screen, does not jump (layout shift). */}
      <div className={`relative mt-6 ${query.data ? 'min-h-64' : 'min-h-screen'}`}>
        {busy && <LoadingOverlay />}
        {query.isError && (
          <p role="alert" className="rounded-xl bg-red-50 p-6 text-center font-medium text-red-800">
            {query.error.message}
          </p>
        )}
        {query.data && hotels.length === 0 && (
          <div className="rounded-2xl bg-white p-10 text-center ring-1 ring-slate-200">
            <p className="font-display text-xl font-bold text-ink">
              {everywhere
                ? 'There are no hotels available for these dates.'
                : `There are no hotels in ${query.data.meta.place ?? search.city}.`}
            </p>
            <p className="mt-2 text-slate-600">Try another city or other dates.</p>
          </div>
        )}
        {hotels.length > 0 && (
          <>
            <div className="md:grid md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] md:gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
              <div className={mapOnPhone ? 'hidden md:block' : undefined}>
                <Pagination
                  page={page}
                  pageCount={pageCount}
                  onChange={changePage}
                  label="Hotel pages, top"
                />
                <ul className="my-6 grid gap-6 sm:grid-cols-2 md:grid-cols-1 lg:grid-cols-2">
                  {hotels.map((hotel, index) => (
                    <li
                      key={hotel.id}
                      onMouseEnter={() => setActiveId(hotel.id)}
                      onMouseLeave={() => setActiveId(undefined)}
                      onFocus={() => setActiveId(hotel.id)}
                      onBlur={() => setActiveId(undefined)}
                    >
                      <HotelCard
                        hotel={hotel}
                        first={index === 0}
                        highlighted={activeId === hotel.id}
                        detailUrl={detailUrl(hotel)}
                      />
                    </li>
                  ))}
                </ul>
                {!mapOnPhone && phoneBar}
                <Pagination
                  page={page}
                  pageCount={pageCount}
                  onChange={changePage}
                  label="Hotel pages, bottom"
                />
              </div>
              <div id="hotel-results-map" className={mapOnPhone ? undefined : 'hidden md:block'}>
                {(wide || mapOnPhone) && (
                  <ResultsMap
                    hotels={hotels}
                    detailUrl={detailUrl}
                    activeId={activeId}
                    onActiveChange={setActiveId}
                    className="h-[70vh] md:sticky md:top-24 md:h-[calc(100vh-8rem)]"
                  />
                )}
                {mapOnPhone && phoneBar}
              </div>
            </div>
          </>
        )}
      </div>
    </div>
  );
}

/**
 * The server's render of the pages people arrive on (their largest paint waited for
 * the app's code; now it comes with the HTML). Built by `vite build --ssr` into dist-ssr and
 * called by the server's web plugin, which puts the HTML into index.html's root element and
 * the page's data beside it (page-data.ts); the browser then hydrates that HTML.
 *
 * Only public pages are rendered: what the others show depends on checks (guards) and data
 * that belong to the browser. A page renders what the browser's first render will show:
 * the visitor's session from the request's cookies, loading states for data the server does
 * not supply, and what it does: the list's first page of hotels and the hotel page's hotel.
 */
import {
  isPagePath,
  normaliseGuests,
  wireIdFromText,
  type HotelOffers,
  type HotelWire,
  type PageRenderRequest,
  type RenderPage,
  type ServerRenderedPages,
} from '@staylane/domain';
import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { hotelQueryOptions } from '@/features/hotels/api/get-hotel';
import { hotelOffersQueryOptions } from '@/features/hotels/api/get-hotel-offers';
import { hotelsQuery, hotelsQueryOptions, type HotelsPage } from '@/features/hotels/api/get-hotels';
import { renderedPlaceKey } from '@/features/hotels/api/get-place-name';
import { searchAtPage } from '@/features/hotels/utils/search-at-page';
import { readListSearch, validStay } from '@/features/hotels/utils/search-params';
import { localToday } from '@/lib/dates';
import { paths } from '@/lib/paths';
import { createQueryClient } from '@/lib/query-client';
import { RequestCookies } from '@/lib/session';
import { headForPage } from './head/head-for-page';
import { pageDataJson } from './page-data';
import { AppProvider } from './provider';
import { AppRoutes } from './router';

/**
 * The pages the server renders, each with its page module as Vite's manifest names it: the
 * server names that module's files on the page, so they download beside the app's entry.
 */
export const SERVER_RENDERED_PAGES: ServerRenderedPages = {
  [paths.home]: 'src/features/home/routes/home-page.tsx',
  [paths.hotelList]: 'src/features/hotels/routes/hotel-list-page.tsx',
  [paths.hotelDetail]: 'src/features/hotels/routes/hotel-detail-page.tsx',
  [paths.about]: 'src/features/about/routes/about-page.tsx',
  // Also what the server answers, with 404, for any address outside the route table.
  [paths.notFound]: 'src/features/not-found/routes/not-found-page.tsx',
};

/** Whether the server renders the page at `pathname`: the not-found screen included. */
const rendersOnServer = (pathname: string) =>
  Object.hasOwn(SERVER_RENDERED_PAGES, pathname) || !isPagePath(pathname);

/** What the server supplied to the page it rendered, for its head too. */
interface Prefetched {
  hotel?: HotelWire | undefined;
  offers?: HotelOffers | undefined;
  hotels?: HotelsPage | undefined;
}

/**
 * Fetches, into `client`, what the page at `url` shows first that the server can supply: the
 * list's first page of hotels (its largest paint is the first card's photo, decision 006),
 * the hotel page's hotel.
 */
async function prefetch(
  client: QueryClient,
  url: URL,
  request: PageRenderRequest,
  today: string,
): Promise<Prefetched> {
  if (url.pathname === paths.hotelList) {
    // The page at the address's filter and page, asked as the list asks for it once it runs.
    const listSearch = readListSearch(url.searchParams, today);
    const search = searchAtPage(listSearch, listSearch.filter ?? 'all', listSearch.page ?? 1);
    // The heading names the place as people write it ("HOTELS IN SÃO PAULO").
    const city = url.searchParams.get('city')?.trim();
    const [hotels, place] = await Promise.all([
      request.hotels?.(hotelsQuery(search)),
      city ? request.place?.(city) : undefined,
    ]);
    if (hotels) client.setQueryData(hotelsQueryOptions(search).queryKey, hotels);
    if (city && place) client.setQueryData(renderedPlaceKey(city), place);
    return { hotels };
  }
  if (url.pathname !== paths.hotelDetail) return {};
  const id = wireIdFromText(url.searchParams.get('id'));
  // Without dates in the address the page asks for the visitor's own today, which the server
  // cannot know: the browser fetches the hotel then.
  const stay = validStay(
    url.searchParams.get('checkInDate'),
    url.searchParams.get('checkOutDate'),
    today,
  );
  if (id === undefined || !stay) return {};
  // The party as the page reads it from the address, so the offers' key is the page's.
  const guestParam = url.searchParams.get('guestnumber') ?? url.searchParams.get('guests');
  const guests = guestParam ? normaliseGuests(guestParam) : undefined;
  const offersStay = { ...stay, guests };
  const [answer, offers] = await Promise.all([
    request.hotel(id, stay),
    request.offers?.(id, { ...stay, guests: guests === undefined ? undefined : String(guests) }),
  ]);
  if (answer) client.setQueryData(hotelQueryOptions(id, stay).queryKey, answer);
  if (answer && offers) {
    client.setQueryData(hotelOffersQueryOptions(id, offersStay).queryKey, offers);
  }
  return { hotel: answer?.data, offers: answer && offers?.data };
}

/** The page at `request.url`, or undefined when the browser renders it itself. */
export const renderPage: RenderPage = async (request) => {
  const url = new URL(request.url, 'http://page');
  if (!rendersOnServer(url.pathname)) return undefined;
  const queryClient = createQueryClient();
  // The server's day: the browser's first render shows it too, then the visitor's own.
  const today = localToday();
  const prefetched = await prefetch(queryClient, url, request, today);
  // The same tree as main.tsx, with the request's address and cookies.
  const { prelude } = await prerender(
    <StrictMode>
      <RequestCookies.Provider value={request.cookies ?? ''}>
        <AppProvider queryClient={queryClient} renderedToday={today}>
          <StaticRouter location={request.url}>
            <AppRoutes />
          </StaticRouter>
        </AppProvider>
      </RequestCookies.Provider>
    </StrictMode>,
  );
  const head = await headForPage({
    url,
    request,
    today,
    renderedHotel: prefetched.hotel,
    renderedOffers: prefetched.offers,
    renderedHotels: prefetched.hotels,
  });
  return {
    html: await new Response(prelude).text(),
    data: pageDataJson(queryClient, today),
    ...(head && { head }),
  };
};

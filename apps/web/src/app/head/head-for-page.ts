/**
 * The head of each page the server renders. The hotel page and the list describe
 * what they show, with structured data; other pages get their canonical address and Open
 * Graph tags under the site's own title and description.
 */
import {
  addDays,
  isPagePath,
  wireIdFromText,
  type HotelOffers,
  type HotelWire,
  type PageRenderRequest,
} from '@staylane/domain';
import { hotelsQuery, type HotelsPage } from '@/features/hotels/api/get-hotels';
import { readListSearch } from '@/features/hotels/utils/search-params';
import { hotelListText, hotelPageText, SITE_DESCRIPTION, SITE_NAME } from '@/lib/page-head';
import { paths } from '@/lib/paths';
import { escapeHtml, pageHeadHtml, type PageHead } from './page-head';
import { hotelListStructuredData, hotelStructuredData } from './structured-data';

interface PageContext {
  url: URL;
  request: PageRenderRequest;
  /** The site's address without a trailing slash. */
  site: string;
  today: string;
  /** The hotel the page was rendered with, when the server supplied it. */
  renderedHotel: HotelWire | undefined;
  /** Its offers for the page's stay and party (the one "from" price), when supplied. */
  renderedOffers?: HotelOffers | undefined;
  /** The list's first page the page was rendered with, when the server supplied it. */
  renderedHotels?: HotelsPage | undefined;
}

/** A hotel's canonical address: its page without the visitor's stay. */
const hotelPageUrl = (site: string, hotel: Pick<HotelWire, 'id'>) =>
  `${site}${paths.hotelDetail}?id=${encodeURIComponent(hotel.id)}`;

async function hotelHead({
  url,
  request,
  site,
  today,
  renderedHotel,
  renderedOffers,
}: PageContext) {
  const id = wireIdFromText(url.searchParams.get('id'));
  if (id === undefined) return undefined;
  // Without a stay in the address the page fetches its hotel in the browser; its name,
  // place and prices do not depend on the stay, so any stay serves the head.
  const hotel =
    renderedHotel ??
    (await request.hotel(id, { checkInDate: today, checkOutDate: addDays(today, 1) }))?.data;
  if (!hotel) return undefined;
  // The offer is the page's one "from" price (decision 046): for the page's stay when the
  // server rendered it, else for a night from today, as the page's own first view asks.
  const offers =
    renderedOffers ??
    (await request.offers?.(id, { checkInDate: today, checkOutDate: addDays(today, 1) }))?.data;
  const canonical = hotelPageUrl(site, hotel);
  return {
    ...hotelPageText(hotel),
    canonical,
    image: hotel.FrontImg ? new URL(hotel.FrontImg, `${site}/`).href : undefined,
    structuredData: hotelStructuredData(
      hotel,
      canonical,
      `${site}/`,
      offers?.fromPrice?.perNightCents,
    ),
  } satisfies PageHead;
}

async function listHead({ url, request, site, today, renderedHotels }: PageContext) {
  const search = readListSearch(url.searchParams, today);
  // The list's page at the address's filter and page, as the browser asks for it: the one the
  // server rendered, when it did.
  const answer = renderedHotels ?? (await request.hotels?.(hotelsQuery(search)));
  const everywhere = search.city.toLowerCase() === 'all';
  const place = everywhere ? undefined : (answer?.meta.place ?? search.city);
  return {
    ...hotelListText(place),
    canonical: `${site}${paths.hotelList}?city=${encodeURIComponent(search.city)}`,
    structuredData:
      answer && hotelListStructuredData(answer.data, (hotel) => hotelPageUrl(site, hotel)),
  } satisfies PageHead;
}

/** The not-found screen is no page to index, nor the canonical form of any address. */
const NOT_FOUND_HEAD = `<title>Page not found · ${escapeHtml(SITE_NAME)}</title><meta name="robots" content="noindex">`;

/** The head's HTML for the page at `url`, or undefined to keep index.html's. */
export async function headForPage(context: Omit<PageContext, 'site'>): Promise<string | undefined> {
  const pathname = context.url.pathname;
  if (pathname === paths.notFound || !isPagePath(pathname)) return NOT_FOUND_HEAD;
  const { siteUrl } = context.request;
  if (!siteUrl) return undefined;
  const page = { ...context, site: siteUrl.replace(/\/+$/, '') };
  const head =
    pathname === paths.hotelDetail
      ? await hotelHead(page)
      : pathname === paths.hotelList
        ? await listHead(page)
        : {
            title: SITE_NAME,
            description: SITE_DESCRIPTION,
            canonical: `${page.site}${pathname}`,
          };
  return head && pageHeadHtml(head);
}

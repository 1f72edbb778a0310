/**
 * The contract between the server's web plugin and the web app's server render of the landing
 * pages (decision 006): apps/server/src/plugins/page-renderer.ts calls what
 * apps/web/src/app/render-page.tsx exports.
 */
import type { ListMeta } from './wire/envelope';
import type { HotelWire } from './wire/hotel';
import type { HotelOffers } from './schemas/hotel-offers';

/** The id of the JSON script element that carries a rendered page's data to the browser. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

export interface PageRenderRequest {
  /** Path and query of the page. */
  url: string;
  /** The request's Cookie header. */
  cookies: string | undefined;
  /** GET /api/hotels/:id's answer for the stay, undefined when there is none. */
  hotel(
    /** The hotel's id as answers spell it ('12'). */
    id: string,
    stay: { checkInDate: string; checkOutDate: string },
  ): Promise<{ message: string; data: HotelWire } | undefined>;
  /**
   * GET /api/hotels/:id/offers' answer for the page's query (stay and party), undefined when
   * it would be refused (decision 046).
   */
  offers?(
    id: string,
    query: Record<string, string | undefined>,
  ): Promise<{ message: string; data: HotelOffers } | undefined>;
  /** GET /api/hotels' meta.place for a city search: the place's name, when known. */
  place?(city: string): Promise<string | undefined>;
  /** GET /api/hotels' answer for a search query, undefined when it is refused. */
  hotels?(
    query: Record<string, string | number | undefined>,
  ): Promise<{ message: string; data: HotelWire[]; meta: ListMeta } | undefined>;
  /**
   * The site's address (PUBLIC_URL, else the request's own origin), for the page's canonical
   * address and the absolute addresses of its structured data.
   */
  siteUrl?: string;
}

export interface RenderedPage {
  /** The content of the root element. */
  html: string;
  /** The page's data: JSON, safe inside a script element. */
  data: string;
  /**
   * Elements for the page's head (title, description, canonical address, Open Graph,
   * JSON-LD), in place of index.html's title and description; HTML, escaped.
   */
  head?: string;
}

/** The page at `request.url`, or undefined when the browser renders it itself. */
export type RenderPage = (request: PageRenderRequest) => Promise<RenderedPage | undefined>;

/** Per page path the server renders: the web module of that page, as Vite's manifest names it. */
export type ServerRenderedPages = Readonly<Record<string, string>>;

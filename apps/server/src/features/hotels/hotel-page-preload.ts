/**
 * The hotel page's largest paint is the hotel's front photo, which the web app can only ask
 * for once its code, the page's code and the hotel's data have arrived one after another. The
 * server knows the hotel from the page's address, so it names the photo, and the hotel's data
 * when the address holds the stay, in a `Link` header of the page itself: the browser fetches
 * them at once, beside the app's code.
 */
import { earliestTodayIso, HOTEL_PHOTO_SIZES, imageSrcSet, stayProblem } from '@staylane/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { hotels } from '../../db/schema.js';

// The shape every stored image address has (see the domain's hotel schema); anything else is
// not named, so nothing odd ever reaches a header.
const UPLOAD_ADDRESS = /^\/uploads\/[A-Za-z0-9][A-Za-z0-9._-]*$/;

export const HOTEL_PAGE_PATH = '/hotel-single/htlnfo';

/** The `Link` header for the hotel page at `query`, or undefined when there is nothing to name. */
export function hotelPagePreload(db: Database) {
  return async (query: URLSearchParams): Promise<string | undefined> => {
    const id = Number(query.get('id'));
    if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return undefined;
    const [hotel] = await db
      .select({ frontImg: hotels.frontImg })
      .from(hotels)
      .where(eq(hotels.id, id));
    if (!hotel || !UPLOAD_ADDRESS.test(hotel.frontImg)) return undefined;
    // With the widths the page offers, and its sizes, so the browser preloads the file the
    // page will pick (domain image-variants).
    const srcSet = imageSrcSet(hotel.frontImg);
    const widths = srcSet ? `; imagesrcset="${srcSet}"; imagesizes="${HOTEL_PHOTO_SIZES}"` : '';
    const photo = `<${hotel.frontImg}>; rel=preload; as=image${widths}; fetchpriority=high`;
    const data = hotelDataAddress(id, query);
    return data ? `${photo}, <${data}>; rel=preload; as=fetch; crossorigin=anonymous` : photo;
  };
}

/**
 * The address the page will fetch the hotel from (web: features/hotels/api/get-hotel.ts):
 * with the page's dates when they make a stay the page accepts. Without them the page uses the
 * visitor's own today, which the server cannot know, so nothing is named.
 */
export function hotelDataAddress(id: number, query: URLSearchParams): string | undefined {
  const checkIn = query.get('checkInDate') ?? '';
  const checkOut = query.get('checkOutDate') ?? '';
  if (stayProblem({ checkIn, checkOut, today: earliestTodayIso() })) return undefined;
  return `/api/hotels/${id}?${new URLSearchParams({ checkInDate: checkIn, checkOutDate: checkOut })}`;
}

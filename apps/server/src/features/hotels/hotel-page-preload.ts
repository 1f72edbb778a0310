/**
 * The hotel page's largest paint is the hotel's front photo, which the web app can only ask
 * for once its code, the page's code and the hotel's data have arrived one after another. The
 * server knows the hotel from the page's address, so it names the photo, and the hotel's data
 * when the address holds the stay, in a `Link` header of the page itself: the browser fetches
 * them at once, beside the app's code.
 */
import {
  earliestTodayIso,
  HOTEL_PHOTO_SIZES,
  imageSrcSet,
  isUploadAddress,
  stayProblem,
} from '@staylane/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { hotels } from '../../db/schema.js';
import { idParamsSchema } from '../../lib/route-schemas.js';

/**
 * The `Link` header for the hotel page at `query`, or undefined when there is nothing to name.
 * `namesData`: false when the server renders the page, which then carries its hotel's data
 * itself (plugins/page-renderer.ts), so a preload of it would be fetched for nothing.
 */
export function hotelPagePreload(db: Database, { namesData }: { namesData: boolean }) {
  return async (query: URLSearchParams): Promise<string | undefined> => {
    // The id as GET /api/hotels/:id accepts it.
    const params = idParamsSchema.safeParse({ id: query.get('id') ?? '' });
    if (!params.success) return undefined;
    const { id } = params.data;
    const [hotel] = await db
      .select({ frontImg: hotels.frontImg })
      .from(hotels)
      .where(eq(hotels.id, id));
    // Only a stored image's address is named, so nothing odd ever reaches a header.
    if (!hotel || !isUploadAddress(hotel.frontImg)) return undefined;
    // With the widths the page offers, and its sizes, so the browser preloads the file the
    // page will pick (domain image-variants).
    const srcSet = imageSrcSet(hotel.frontImg);
    const widths = srcSet ? `; imagesrcset="${srcSet}"; imagesizes="${HOTEL_PHOTO_SIZES}"` : '';
    const photo = `<${hotel.frontImg}>; rel=preload; as=image${widths}; fetchpriority=high`;
    const data = namesData ? hotelDataAddress(id, query) : undefined;
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

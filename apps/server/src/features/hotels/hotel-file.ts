/**
 * The catalogue in the shape of /DB/HotelDataBase.json: every hotel with its rooms and its
 * Reviews (the static file's review names). The route serves it to the public, reviewers named
 * by first name and initial (decision 024); `npm run export` writes it for the operator, with
 * the names as stored and the hidden reviews marked as such, so an import of the export gives
 * the same reviews back.
 */
import type { Database } from '../../db/database.js';
import { allHotels, reviewsByHotel, roomsByHotel, type ReviewRow } from './hotel-repository.js';
import { hotelFileReviewToWire, hotelToWire } from './hotel-wire.js';

export async function hotelFileEntries(db: Database, reader: 'public' | 'operator' = 'public') {
  const hotels = await allHotels(db);
  const [rooms, reviews] = await Promise.all([
    roomsByHotel(
      db,
      hotels.map((hotel) => hotel.id),
    ),
    reviewsByHotel(db, { withHidden: reader === 'operator' }),
  ]);
  return hotels.map((hotel) => ({
    ...hotelToWire(hotel, rooms.get(hotel.id) ?? []),
    Reviews: (reviews.get(hotel.id) ?? []).map((review) => ({
      ...hotelFileReviewToWire(review, reader),
      ...hiddenState(review),
    })),
  }));
}

/**
 * A hidden review's state, as fields a client written to the spec does not read (it reads
 * User, Rating, HotelReview and Date): only the operator's export has hidden reviews.
 */
function hiddenState(review: ReviewRow) {
  if (review.hiddenAt === null) return {};
  return { HiddenAt: review.hiddenAt.toISOString(), HiddenReason: review.hiddenReason ?? '' };
}

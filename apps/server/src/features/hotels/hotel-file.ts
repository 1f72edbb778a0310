/**
 * The catalogue in the shape of /DB/HotelDataBase.json: every hotel with its rooms and its
 * Reviews (the static file's review names). The route serves it; `npm run export` writes it.
 */
import type { Database } from '../../db/database.js';
import { allHotels, reviewsByHotel, roomsByHotel } from './hotel-repository.js';
import { hotelFileReviewToWire, hotelToWire } from './hotel-wire.js';

export async function hotelFileEntries(db: Database) {
  const hotels = await allHotels(db);
  const [rooms, reviews] = await Promise.all([
    roomsByHotel(
      db,
      hotels.map((hotel) => hotel.id),
    ),
    reviewsByHotel(db),
  ]);
  return hotels.map((hotel) => ({
    ...hotelToWire(hotel, rooms.get(hotel.id) ?? []),
    Reviews: (reviews.get(hotel.id) ?? []).map(hotelFileReviewToWire),
  }));
}

/**
 * A booking's nights as booked (decision 044): one line per night with its rate plan's name and
 * price in cents, read with the booking in the same statement (a correlated subquery) so the
 * confirmation mail, the dashboard and the booking's answer show the nightly breakdown without
 * another round trip.
 */
import { sql } from 'drizzle-orm';
import { bookingNights, bookings } from '../../db/schema.js';

/** One booked night: what the guest was charged for it, before the stay's discounts. */
export interface BookedNight {
  date: string;
  ratePlan: string;
  priceCents: number;
}

/** The booking's nights in order, as a JSON array ([] for a booking without lines). */
export const bookedNightsColumn = sql<BookedNight[]>`coalesce((
  select json_agg(json_build_object(
    'date', ${bookingNights.night}, 'ratePlan', ${bookingNights.ratePlan},
    'priceCents', ${bookingNights.priceCents}
  ) order by ${bookingNights.night})
  from ${bookingNights} where ${bookingNights.bookingId} = ${bookings.id}
), '[]'::json)`;

/**
 * The booking page's address (product §2): id (hotel), roomId, city, checkIn, checkOut, guestsN,
 * and ratePlanId, the plan chosen on the hotel page (decision 045; absent: the room's default
 * plan, which the server picks). Read once here so the page works with values it can trust, or says what is wrong.
 */
import { earliestTodayIso, normaliseGuests, stayProblem, wireIdFromText } from '@staylane/domain';

export interface BookingParams {
  hotelId: string;
  roomId: string;
  city: string;
  checkInDate: string;
  checkOutDate: string;
  guests: number;
  /** The rate plan chosen, or undefined for the room's default plan. */
  ratePlanId?: string | undefined;
}

export type ParsedBookingParams =
  { ok: true; params: BookingParams } | { ok: false; problem: string };

/**
 * `today`: the earliest today on earth. The hotel page offers stays from the hotel's own today
 * (decision 039), which for a hotel behind the visitor is their yesterday; the page does not
 * know the hotel's zone, so only a day over everywhere is refused here, and the hold answers
 * for the hotel.
 */
export function parseBookingParams(
  search: URLSearchParams,
  today: string = earliestTodayIso(),
): ParsedBookingParams {
  const hotelId = wireIdFromText(search.get('id'));
  const roomId = wireIdFromText(search.get('roomId'));
  if (!hotelId || !roomId) {
    return { ok: false, problem: 'The address does not name a hotel and a room.' };
  }
  const checkInDate = search.get('checkIn') ?? '';
  const checkOutDate = search.get('checkOut') ?? '';
  const problem = stayProblem({ checkIn: checkInDate, checkOut: checkOutDate, today });
  if (problem) return { ok: false, problem };
  return {
    ok: true,
    params: {
      hotelId,
      roomId,
      city: search.get('city') ?? '',
      checkInDate,
      checkOutDate,
      guests: normaliseGuests(search.get('guestsN')),
      // Anything but a plan's id is no choice: the summary names the plan the server quotes, so
      // the guest sees what they are about to book.
      ratePlanId: wireIdFromText(search.get('ratePlanId')),
    },
  };
}

/**
 * The booking page's address (spec §2): id (hotel), roomId, city, checkIn, checkOut, guestsN.
 * Read once here so the page works with values it can trust, or says what is wrong.
 */
import { normaliseGuests, stayProblem } from '@staylane/domain';
import { localToday } from '@/lib/dates';

export interface BookingParams {
  hotelId: number;
  roomId: number;
  city: string;
  checkInDate: string;
  checkOutDate: string;
  guests: number;
}

export type ParsedBookingParams =
  { ok: true; params: BookingParams } | { ok: false; problem: string };

const positiveId = (text: string | null) => {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : undefined;
};

export function parseBookingParams(
  search: URLSearchParams,
  today: string = localToday(),
): ParsedBookingParams {
  const hotelId = positiveId(search.get('id'));
  const roomId = positiveId(search.get('roomId'));
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
    },
  };
}

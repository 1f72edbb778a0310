/**
 * The rules a stay must meet before anything is held or booked (spec section 9, design §5),
 * checked on the server whatever the client already checked.
 */
import {
  GUESTS_MAX,
  GUESTS_MIN,
  earliestTodayIso,
  hotelToday,
  roomTooSmallMessage,
  STAY_MESSAGES,
  stayProblem,
} from '@staylane/domain';
import { hotels, rooms } from '../../db/schema.js';
import { AppError, badRequest, conflict } from '../../lib/app-error.js';

export interface StayRequest {
  roomId: number;
  checkIn: string;
  checkOut: string;
  guests: number;
}

export const GUESTS_MESSAGE = `A room takes from ${GUESTS_MIN} to ${GUESTS_MAX} guests`;
export const ROOM_NOT_FOUND = 'This room does not exist';
export const ROOM_NOT_AVAILABLE = 'This room is not available for booking';

/** Throws a 400 naming the field when the dates or the guest count break a rule. */
export function checkStayRules(stay: StayRequest, now: Date = new Date()): void {
  const problem = stayProblem({
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    // Earliest time zone on earth: nobody whose own "today" it still is gets refused.
    today: earliestTodayIso(now),
  });
  if (problem) {
    const field =
      /check-in/i.test(problem) && !/check-out/i.test(problem) ? 'checkInDate' : 'checkOutDate';
    throw badRequest(problem, { [field]: problem });
  }
  if (!Number.isInteger(stay.guests) || stay.guests < GUESTS_MIN || stay.guests > GUESTS_MAX) {
    throw badRequest(GUESTS_MESSAGE, { guests: GUESTS_MESSAGE });
  }
}

/**
 * True when the stay's arrival day is already over at the hotel (decision 039): the earliest
 * today on earth lets every traveller ask, but only the hotel's own today decides.
 */
function arrivalIsOver(checkIn: string, timeZone: string, now: Date = new Date()): boolean {
  return checkIn < hotelToday(timeZone, now);
}

/** 400 naming checkInDate when a stay asked for arrives on a day already over at the hotel. */
export function checkArrivalAtHotel(checkIn: string, timeZone: string, now: Date): void {
  if (arrivalIsOver(checkIn, timeZone, now)) {
    throw badRequest(STAY_MESSAGES.checkInPast, { checkInDate: STAY_MESSAGES.checkInPast });
  }
}

/**
 * 422 CHECK_IN_PAST when a held stay's arrival day has ended at the hotel since it was held:
 * nobody pays for, or books, a night that is already over there.
 */
export function requireArrivalAhead(checkIn: string, timeZone: string, now: Date): void {
  if (arrivalIsOver(checkIn, timeZone, now)) {
    throw new AppError(422, 'CHECK_IN_PAST', STAY_MESSAGES.checkInPast);
  }
}

export interface BookableRoom {
  id: number;
  name: string;
  priceCents: number;
  discountBasisPoints: number;
  units: number;
  maxGuests: number;
  hotelId: number;
  hotelName: string;
  hotelCity: string;
  hotelCountry: string;
  /** The terms a booking of this room copies: the hotel's policy, the room's flag. */
  freeCancellationDays: number;
  cancellationPenalty: string;
  timeZone: string;
  nonRefundable: boolean;
}

/** A room's columns with its hotel's, as bookable rooms are read (alone or beside a hold). */
export const bookableRoomColumns = {
  id: rooms.id,
  name: rooms.name,
  priceCents: rooms.priceCents,
  discountBasisPoints: rooms.discountBasisPoints,
  units: rooms.units,
  maxGuests: rooms.maxGuests,
  available: rooms.available,
  hotelId: hotels.id,
  hotelName: hotels.name,
  hotelCity: hotels.city,
  hotelCountry: hotels.country,
  freeCancellationDays: hotels.freeCancellationDays,
  cancellationPenalty: hotels.cancellationPenalty,
  timeZone: hotels.timeZone,
  nonRefundable: rooms.nonRefundable,
};

/** The room as a BookableRoom, or 409 when it cannot be booked. */
export function requireBookable(row: BookableRoom & { available: boolean }): BookableRoom {
  if (!row.available || row.units <= 0) throw conflict(ROOM_NOT_AVAILABLE, 'ROOM_NOT_AVAILABLE');
  const { available: _available, ...room } = row;
  return room;
}

/** 409 when the stay's guests do not fit in one unit of the room (design §5). */
export function requireRoomFits(room: Pick<BookableRoom, 'maxGuests'>, guests: number): void {
  if (guests > room.maxGuests) {
    throw conflict(roomTooSmallMessage(room.maxGuests), 'ROOM_TOO_SMALL');
  }
}

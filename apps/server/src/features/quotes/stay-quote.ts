/**
 * The server's quotes (decision 044): a stay is priced here, by the domain's `quoteStay`, from
 * the nights' rates; holds store the quote, checkout authorizes it and bookings record it.
 * `ratesForRoom` is where the nights' rates come from: today every night is the room's own
 * price under the Standard plan; a rates calendar will answer them here, and no caller changes.
 */
import {
  baseRates,
  quoteStay,
  stayQuoteSchema,
  type QuoteCoupon,
  type StayQuote,
  type StayRates,
} from '@staylane/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { hotels, rooms } from '../../db/schema.js';
import { reusableStatement } from '../../db/reusable-statement.js';
import { notFound } from '../../lib/app-error.js';
import {
  bookableRoomColumns,
  requireBookable,
  ROOM_NOT_FOUND,
  type BookableRoom,
} from '../availability/index.js';

/** A stay of a room: its dates as the hold and the booking keep them. */
export interface RoomStay {
  checkIn: string;
  checkOut: string;
}

/** The nights' rates of a stay of this room. */
export function ratesForRoom(room: BookableRoom, stay: RoomStay): StayRates {
  return baseRates(room, stay);
}

/** A fresh quote of a stay of this room: what a new hold stores. */
export function quoteForRoom(
  room: BookableRoom,
  stay: RoomStay,
  coupon?: QuoteCoupon | null,
): StayQuote {
  return quoteStay(ratesForRoom(room, stay), coupon);
}

/**
 * The quote a hold keeps, as it was made. The room's current price never enters, so a price
 * change after the hold changes nothing that is held. A hold made before quotes were stored
 * (migration 0022) is quoted from its room without a coupon, as such holds were then.
 */
export function heldQuote(hold: RoomStay & { quote: unknown }, room: BookableRoom): StayQuote {
  if (hold.quote === null || hold.quote === undefined) return quoteForRoom(room, hold);
  return stayQuoteSchema.parse(hold.quote);
}

/**
 * The held quote with the coupon given now (checkout's, the booking's): the held quote itself
 * when the coupon is the one it was made with, else its very nights quoted with this coupon.
 */
export function heldQuoteWithCoupon(
  hold: RoomStay & { quote: unknown },
  room: BookableRoom,
  coupon: QuoteCoupon | null | undefined,
): StayQuote {
  const held = heldQuote(hold, room);
  if ((coupon?.code ?? null) === held.couponCode) return held;
  return quoteStay(held, coupon);
}

const roomWithHotel = reusableStatement((db) =>
  db
    .select(bookableRoomColumns)
    .from(rooms)
    .innerJoin(hotels, eq(hotels.id, rooms.hotelId))
    .where(eq(rooms.id, sql.placeholder('roomId'))),
);

/** The room with its hotel, bookable (409 when not), or 404. */
export async function bookableRoom(db: Database, roomId: number): Promise<BookableRoom> {
  const [row] = await roomWithHotel(db, { roomId });
  if (!row) throw notFound(ROOM_NOT_FOUND);
  return requireBookable(row);
}

/**
 * The server's quotes (decision 044): a stay is priced here, by the domain's `quoteStay`, from
 * the nights' rates; holds store the quote, checkout authorizes it and bookings record it.
 * `quoteRoomStay` is where a fresh stay's rates come from: the rates calendar (decision 045),
 * read in one snapshot, priced by the chosen plan and judged by its rules. The quote route and
 * the hold call it; checkout and the booking charge the quote the hold keeps.
 */
import {
  addDays,
  baseRates,
  planStayRates,
  quoteStay,
  RATE_PLAN_NOT_OFFERED,
  stayQuoteSchema,
  STAY_REFUSAL_CODES,
  stayRefusal,
  type PlanCalendar,
  type QuoteCoupon,
  type StayQuote,
  type StayRefusal,
} from '@staylane/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { hotels, rooms } from '../../db/schema.js';
import { reusableStatement } from '../../db/reusable-statement.js';
import { AppError, notFound } from '../../lib/app-error.js';
import {
  bookableRoomColumns,
  requireBookable,
  ROOM_NOT_FOUND,
  type BookableRoom,
} from '../availability/index.js';
import { loadPlanCalendars } from '../rates/index.js';

/** A stay of a room: its dates as the hold and the booking keep them. */
export interface RoomStay {
  checkIn: string;
  checkOut: string;
}

/** What a fresh quote of a stay answers: the quote, or why the rates refuse the stay. */
export type StayQuoteResult = { quote: StayQuote } | { refusal: StayRefusal };

const notOffered: StayRefusal = { code: 'not_on_sale', message: RATE_PLAN_NOT_OFFERED };

/**
 * The room's plans and calendar over the stay and its check-out day (closed to departure is
 * read there), in one snapshot: loadPlanCalendars reads them in one statement, so a bulk edit
 * or a plan's change committed meanwhile is seen whole or not at all, never a stay priced half
 * old, half new. Undefined for an unknown room.
 */
async function stayCalendars(db: Database, roomId: number, stay: RoomStay) {
  const span = { from: stay.checkIn, until: addDays(stay.checkOut, 1) };
  return (await loadPlanCalendars(db, [roomId], span)).get(roomId);
}

/** A plan's quote of the stay with its refusal (null when the rules allow it). */
function judgedQuote(calendar: PlanCalendar, stay: RoomStay, coupon?: QuoteCoupon | null) {
  return {
    quote: quoteStay(planStayRates(calendar, stay), coupon),
    refusal: stayRefusal(calendar, stay),
  };
}

/**
 * THE fresh quote of a stay of a room (decisions 044, 045): the chosen plan's nights from the
 * rates calendar, priced by the domain, with the rules' refusal if they forbid the stay. No
 * plan chosen (null or undefined) is the room's default: Standard when on sale, else the
 * cheapest plan on sale that the rules allow (else the cheapest's refusal). A plan of another
 * room, unknown or off sale is "This rate is not offered". 404 for an unknown room. Given the
 * Database, its one statement is its own snapshot (stayCalendars).
 */
export async function quoteRoomStay(
  db: Database,
  roomId: number,
  stay: RoomStay,
  options: { ratePlanId?: number | null | undefined; coupon?: QuoteCoupon | null } = {},
): Promise<StayQuoteResult> {
  const room = await stayCalendars(db, roomId, stay);
  if (!room) throw notFound(ROOM_NOT_FOUND);
  const { ratePlanId, coupon } = options;
  if (ratePlanId !== null && ratePlanId !== undefined) {
    const calendar = room.calendarOf(ratePlanId);
    if (!calendar) return { refusal: notOffered };
    const { quote, refusal } = judgedQuote(calendar, stay, coupon);
    return refusal ? { refusal } : { quote };
  }
  const onSale = room.plans.filter((plan) => plan.onSale);
  const standard = onSale.find((plan) => plan.kind === 'standard');
  const candidates = (standard ? [standard] : onSale).map((plan) =>
    judgedQuote(room.calendarOf(plan.id)!, stay, coupon),
  );
  const allowed = candidates.filter((candidate) => candidate.refusal === null);
  const pick = (list: typeof candidates) =>
    list.reduce((best, next) => (next.quote.finalCents < best.quote.finalCents ? next : best));
  if (allowed.length > 0) return { quote: pick(allowed).quote };
  if (candidates.length === 0) return { refusal: notOffered };
  return { refusal: pick(candidates).refusal! };
}

/** The quote, or the refusal as the 409 the guest reads (the domain's sentence). */
export function requireQuote(result: StayQuoteResult): StayQuote {
  if ('quote' in result) return result.quote;
  const { refusal } = result;
  const code =
    refusal.code === 'not_on_sale' ? STAY_REFUSAL_CODES.planNotOffered : STAY_REFUSAL_CODES.rules;
  throw new AppError(409, code, refusal.message);
}

/**
 * The quote a hold keeps, as it was made. The room's current price never enters, so a price
 * change after the hold changes nothing that is held. A hold made before quotes were stored
 * (migration 0022) is quoted from its room's own price without a coupon, as such holds were
 * then (such a hold lapsed long ago; only a paid one can still be booked, decision 044).
 */
export function heldQuote(hold: RoomStay & { quote: unknown }, room: BookableRoom): StayQuote {
  if (hold.quote === null || hold.quote === undefined) return quoteStay(baseRates(room, hold));
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

/**
 * What the hotel page offers a party for a stay (decision 046): each plan's total for the stay
 * or the rule that refuses it with the nearest stay that works, the cheapest total of nearby
 * arrivals (flexible dates), of every arrival of a month (the price calendar), and the one
 * "from" price. Every figure is `quoteStay` over `planStayRates`, and every refusal is
 * `stayRefusal`, the very functions a hold prices and judges a stay with (decision 045), so the
 * page cannot promise what the hold would refuse.
 */
import { MAX_NIGHTS } from './constants';
import { addDays, nightsBetween, type IsoDate } from './dates';
import { perNightAverageCents } from './from-price';
import { quoteStay } from './quote';
import {
  planNightRestrictions,
  planStayRates,
  stayRefusal,
  type PlanCalendar,
  type StayRefusal,
} from './rates';

export interface Stay {
  checkIn: IsoDate;
  checkOut: IsoDate;
}

/** A room type as the offers read it: its plans' calendars and its free units by night. */
export interface OfferRoom {
  roomId: number;
  /** Sleeps the party (design §5). */
  fits: boolean;
  /** Available and with units: false sells no night. */
  onSale: boolean;
  units: number;
  /** Free units of the nights that have fewer than `units` free; other nights have all. */
  freeByNight: ReadonlyMap<IsoDate, number>;
  /** Every plan of the room, on sale or not, Standard first. */
  plans: readonly PlanCalendar[];
}

/** How far, in days either side of the asked arrival, the nearest working stay is looked for. */
export const NEAREST_STAY_REACH_DAYS = 14;
/** Arrivals the flexible-dates strip shows either side of the asked one. */
export const FLEXIBLE_DAYS = 3;

/** Whether the room has a free unit on every night of the stay. */
export function roomFreeFor(room: OfferRoom, stay: Stay): boolean {
  if (!room.onSale) return false;
  const nights = nightsBetween(stay.checkIn, stay.checkOut);
  for (let night = 0; night < nights; night += 1) {
    const free = room.freeByNight.get(addDays(stay.checkIn, night)) ?? room.units;
    if (free < 1) return false;
  }
  return true;
}

/** A plan's answer for a stay: the rules' refusal, or its quote's total. */
export type PlanStay =
  { refusal: StayRefusal; totalCents?: undefined } | ({ refusal: null } & PlanStayPrice);

/** What a stay costs under a plan: its total and per-night average, and its base's. */
export interface PlanStayPrice {
  totalCents: number;
  perNightCents: number;
  /**
   * The per-night average of the nights before the stay's reductions (the room's Discount and
   * a length-of-stay discount): the "original" a card strikes through when it is higher. A
   * stay with no reduction has its own average here: the final price's flooring to whole
   * dollars (product §9) takes cents off, but that is no reduction to show.
   */
  basePerNightCents: number;
}

export function planStay(calendar: PlanCalendar, stay: Stay): PlanStay {
  const refusal = stayRefusal(calendar, stay);
  if (refusal) return { refusal };
  const quote = quoteStay(planStayRates(calendar, stay));
  const perNightCents = perNightAverageCents(quote.finalCents, quote.nights);
  const reduced = quote.discountCents > 0 || quote.lengthOfStayCents > 0;
  return {
    refusal: null,
    totalCents: quote.finalCents,
    perNightCents,
    basePerNightCents: reduced
      ? perNightAverageCents(quote.baseCents, quote.nights)
      : perNightCents,
  };
}

/** A room's cheapest bookable plan for a stay (its own "from" price on the hotel page). */
export type RoomStayPrice = PlanStayPrice & { ratePlanId: number };

/** The cheapest plan of the room that the party and the stay can book, or null. */
export function cheapestRoomStay(room: OfferRoom, stay: Stay): RoomStayPrice | null {
  if (!room.fits || !roomFreeFor(room, stay)) return null;
  let best: RoomStayPrice | null = null;
  for (const calendar of room.plans) {
    if (!calendar.plan.onSale) continue;
    const priced = planStay(calendar, stay);
    if (priced.refusal === null && (best === null || priced.totalCents < best.totalCents)) {
      const { totalCents, perNightCents, basePerNightCents } = priced;
      best = { ratePlanId: calendar.plan.id, totalCents, perNightCents, basePerNightCents };
    }
  }
  return best;
}

/**
 * The cheapest of the rooms' own cheapest stays (the first of equals, in the rooms' order),
 * for a caller that already has each room's (the hotel page's cards and header).
 */
export function cheapestOfRooms(
  found: ReadonlyArray<{ roomId: number; price: RoomStayPrice | null }>,
): (RoomStayPrice & { roomId: number }) | null {
  let best: (RoomStayPrice & { roomId: number }) | null = null;
  for (const { roomId, price } of found) {
    if (price && (best === null || price.totalCents < best.totalCents)) best = { roomId, ...price };
  }
  return best;
}

/** The one "from" price of a stay: the cheapest bookable plan of any room, or null. */
export function cheapestStay(
  rooms: readonly OfferRoom[],
  stay: Stay,
): (RoomStayPrice & { roomId: number }) | null {
  return cheapestOfRooms(
    rooms.map((room) => ({ roomId: room.roomId, price: cheapestRoomStay(room, stay) })),
  );
}

/**
 * The stay of this plan nearest the refused one that the rules allow and the room has free:
 * arrivals from the asked one outwards (the earlier first at each distance), no earlier than
 * `today`, for the same number of nights or the arrival's minimum when that is more.
 */
export function nearestWorkingStay(
  room: OfferRoom,
  calendar: PlanCalendar,
  stay: Stay,
  today: IsoDate,
  reach = NEAREST_STAY_REACH_DAYS,
): (Stay & { totalCents: number }) | null {
  const nights = nightsBetween(stay.checkIn, stay.checkOut);
  for (let distance = 0; distance <= reach; distance += 1) {
    for (const offset of distance === 0 ? [0] : [-distance, distance]) {
      const checkIn = addDays(stay.checkIn, offset);
      if (checkIn < today) continue;
      const length = Math.max(nights, planNightRestrictions(calendar, checkIn).minStay ?? 0);
      if (length > MAX_NIGHTS) continue;
      const candidate = { checkIn, checkOut: addDays(checkIn, length) };
      if (candidate.checkIn === stay.checkIn && candidate.checkOut === stay.checkOut) continue;
      const priced = planStay(calendar, candidate);
      if (priced.refusal === null && roomFreeFor(room, candidate)) {
        return { ...candidate, totalCents: priced.totalCents };
      }
    }
  }
  return null;
}

/** One arrival of the flexible-dates strip or the price calendar. */
export interface ArrivalPrice extends Stay {
  /** The cheapest bookable total for the party, null when no room and plan allows it. */
  totalCents: number | null;
}

/** The cheapest total of each arrival from `first` for `days` days, `nights` nights each. */
export function arrivalPrices(
  rooms: readonly OfferRoom[],
  first: IsoDate,
  days: number,
  nights: number,
  today: IsoDate,
): ArrivalPrice[] {
  return Array.from({ length: days }, (_, index) => {
    const checkIn = addDays(first, index);
    const stay = { checkIn, checkOut: addDays(checkIn, nights) };
    const totalCents = checkIn < today ? null : (cheapestStay(rooms, stay)?.totalCents ?? null);
    return { ...stay, totalCents };
  });
}

/**
 * The flexible-dates strip: the stay's cheapest total for arrivals `FLEXIBLE_DAYS` either
 * side of the asked one (same nights), none before `today`, the first cheapest marked.
 */
export function flexibleDates(
  rooms: readonly OfferRoom[],
  stay: Stay,
  today: IsoDate,
): Array<ArrivalPrice & { cheapest: boolean }> {
  const nights = nightsBetween(stay.checkIn, stay.checkOut);
  const first = addDays(stay.checkIn, -FLEXIBLE_DAYS);
  const prices = arrivalPrices(rooms, first, FLEXIBLE_DAYS * 2 + 1, nights, today).filter(
    (arrival) => arrival.checkIn >= today,
  );
  const lowest = Math.min(
    ...prices.map((arrival) => arrival.totalCents ?? Number.POSITIVE_INFINITY),
  );
  const marked = prices.findIndex((arrival) => arrival.totalCents === lowest);
  return prices.map((arrival, index) => ({ ...arrival, cheapest: index === marked }));
}

/** The span of nights (and check-out days) the offers of a stay read. */
export function offersSpan(stay: Stay, today: IsoDate): { from: IsoDate; until: IsoDate } {
  const earliest = addDays(stay.checkIn, -NEAREST_STAY_REACH_DAYS);
  return {
    from: earliest < today ? today : earliest,
    // The latest stay looked at arrives REACH days later and lasts at most MAX_NIGHTS; its
    // check-out day is read too (closed to departure).
    until: addDays(stay.checkIn, NEAREST_STAY_REACH_DAYS + MAX_NIGHTS + 1),
  };
}

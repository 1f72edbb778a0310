/**
 * What the hotel page offers a party for a stay (decision 046): each plan's total for the stay
 * or the rule that refuses it with the nearest stay that works, the cheapest total of nearby
 * arrivals (flexible dates), of every arrival of a month (the price calendar), and the one
 * "from" price. Every figure and refusal is a plan's stay as a hold would price and judge it
 * (offer-nights.ts: `quoteStay`'s formula, `stayRefusal`'s rules, decision 045), read from the
 * rooms' nights over the span the page asks about, each priced once (`offerNights`), so the
 * page cannot promise what the hold would refuse.
 */
import { MAX_NIGHTS } from './constants';
import { addDays, dateOfEpochDay, epochDay, nightsBetween, type IsoDate } from './dates';
import {
  nightRestrictionsOn,
  planNights,
  planStayOn,
  spanDate,
  spanDays,
  type PlanNights,
  type PlanStayPrice,
  type SpanDays,
  type Stay,
} from './offer-nights';
import type { PlanCalendar } from './rates';

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

/** A room with its nights over the offers' span read once: what the functions below read. */
export interface RoomNights {
  room: OfferRoom;
  days: SpanDays;
  /** Each plan's nights, in the order of `room.plans`. */
  plans: readonly PlanNights[];
  /** Running count by offset: entry i counts the span's nights before night i with no unit free. */
  soldOutBefore: Int32Array;
}

/** How far, in days either side of the asked arrival, the nearest working stay is looked for. */
export const NEAREST_STAY_REACH_DAYS = 14;
/** Arrivals the flexible-dates strip shows either side of the asked one. */
export const FLEXIBLE_DAYS = 3;

/** The rooms' nights over a span (offersSpan's, or a month's arrivals and their stays). */
export function offerNights(
  rooms: readonly OfferRoom[],
  span: { from: IsoDate; until: IsoDate },
): RoomNights[] {
  const days = spanDays(span);
  return rooms.map((room) => {
    const soldOutBefore = new Int32Array(days.dates.length + 1);
    days.dates.forEach((date, night) => {
      const free = room.freeByNight.get(date) ?? room.units;
      soldOutBefore[night + 1] = soldOutBefore[night]! + (free < 1 ? 1 : 0);
    });
    return {
      room,
      days,
      plans: room.plans.map((calendar) => planNights(calendar, days)),
      soldOutBefore,
    };
  });
}

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

/** roomFreeFor of `length` nights from the epoch day `arrival`, inside the span by its counts. */
function roomFreeOn(nights: RoomNights, arrival: number, length: number): boolean {
  const start = arrival - nights.days.firstDay;
  if (start < 0 || length < 0 || start + length > nights.days.dates.length) {
    const stay = {
      checkIn: spanDate(nights.days, arrival),
      checkOut: spanDate(nights.days, arrival + length),
    };
    return roomFreeFor(nights.room, stay);
  }
  if (!nights.room.onSale) return false;
  return nights.soldOutBefore[start + length] === nights.soldOutBefore[start];
}

/** A room's cheapest bookable plan for a stay (its own "from" price on the hotel page). */
export type RoomStayPrice = PlanStayPrice & { ratePlanId: number };

/** The cheapest plan of the room that the party and the stay can book, or null. */
function cheapestRoomStayOn(
  nights: RoomNights,
  arrival: number,
  length: number,
): RoomStayPrice | null {
  if (!nights.room.fits || !roomFreeOn(nights, arrival, length)) return null;
  let best: RoomStayPrice | null = null;
  for (const plan of nights.plans) {
    if (!plan.calendar.plan.onSale) continue;
    const priced = planStayOn(plan, arrival, length);
    if (priced.refusal === null && (best === null || priced.totalCents < best.totalCents)) {
      const { totalCents, perNightCents, basePerNightCents } = priced;
      best = { ratePlanId: plan.calendar.plan.id, totalCents, perNightCents, basePerNightCents };
    }
  }
  return best;
}

/** The cheapest plan of the room that the party and the stay can book, or null. */
export function cheapestRoomStay(nights: RoomNights, stay: Stay): RoomStayPrice | null {
  return cheapestRoomStayOn(
    nights,
    epochDay(stay.checkIn),
    nightsBetween(stay.checkIn, stay.checkOut),
  );
}

type CheapestStay = (RoomStayPrice & { roomId: number }) | null;

/**
 * The cheapest of the rooms' own cheapest stays (the first of equals, in the rooms' order),
 * for a caller that already has each room's (the hotel page's cards and header).
 */
export function cheapestOfRooms(
  found: ReadonlyArray<{ roomId: number; price: RoomStayPrice | null }>,
): CheapestStay {
  let best: CheapestStay = null;
  for (const { roomId, price } of found) {
    if (price && (best === null || price.totalCents < best.totalCents)) best = { roomId, ...price };
  }
  return best;
}

function cheapestStayOn(rooms: readonly RoomNights[], arrival: number, length: number) {
  return cheapestOfRooms(
    rooms.map((nights) => ({
      roomId: nights.room.roomId,
      price: cheapestRoomStayOn(nights, arrival, length),
    })),
  );
}

/** The one "from" price of a stay: the cheapest bookable plan of any room, or null. */
export function cheapestStay(rooms: readonly RoomNights[], stay: Stay): CheapestStay {
  return cheapestStayOn(rooms, epochDay(stay.checkIn), nightsBetween(stay.checkIn, stay.checkOut));
}

/**
 * The stay of this plan nearest the refused one that the rules allow and the room has free:
 * arrivals from the asked one outwards (the earlier first at each distance), no earlier than
 * `today`, for the same number of nights or the arrival's minimum when that is more.
 */
export function nearestWorkingStay(
  room: RoomNights,
  plan: PlanNights,
  stay: Stay,
  today: IsoDate,
  reach = NEAREST_STAY_REACH_DAYS,
): (Stay & { totalCents: number }) | null {
  const nights = nightsBetween(stay.checkIn, stay.checkOut);
  const asked = epochDay(stay.checkIn);
  const first = epochDay(today);
  for (let distance = 0; distance <= reach; distance += 1) {
    for (const offset of distance === 0 ? [0] : [-distance, distance]) {
      const arrival = asked + offset;
      if (arrival < first) continue;
      const length = Math.max(nights, nightRestrictionsOn(plan, arrival).minStay ?? 0);
      if (length > MAX_NIGHTS) continue;
      if (offset === 0 && length === nights) continue;
      const priced = planStayOn(plan, arrival, length);
      if (priced.refusal === null && roomFreeOn(room, arrival, length)) {
        return {
          checkIn: spanDate(room.days, arrival),
          checkOut: spanDate(room.days, arrival + length),
          totalCents: priced.totalCents,
        };
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
  rooms: readonly RoomNights[],
  first: IsoDate,
  days: number,
  nights: number,
  today: IsoDate,
): ArrivalPrice[] {
  const firstDay = epochDay(first);
  const todayDay = epochDay(today);
  return Array.from({ length: days }, (_, index) => {
    const arrival = firstDay + index;
    const totalCents =
      arrival < todayDay ? null : (cheapestStayOn(rooms, arrival, nights)?.totalCents ?? null);
    return {
      checkIn: dateOfEpochDay(arrival),
      checkOut: dateOfEpochDay(arrival + nights),
      totalCents,
    };
  });
}

/**
 * The flexible-dates strip: the stay's cheapest total for arrivals `FLEXIBLE_DAYS` either
 * side of the asked one (same nights), none before `today`, the first cheapest marked.
 */
export function flexibleDates(
  rooms: readonly RoomNights[],
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

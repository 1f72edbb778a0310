/**
 * The hotel page's offers (decision 046): per room, every on-sale plan with its total for the
 * stay or the rule that refuses it and the nearest stay that works; the flexible-dates strip;
 * the one "from" price; and a month's price calendar. The prices and refusals are the domain's
 * (`planStayOn`: quoteStay's formula and stayRefusal's rules over each plan's nights, priced
 * once per request by `offerNights`), from the same rows a hold reads (`loadPlanCalendars`), so
 * the page never shows a figure the hold would not charge.
 */
import {
  addDays,
  arrivalPrices,
  cancellationOffer,
  cheapestOfRooms,
  cheapestRoomStay,
  epochDay,
  flexibleDates,
  hotelToday,
  HOTEL_OFFERS_MESSAGES,
  hotelOffersQuerySchema,
  PRICE_CALENDAR_MONTHS_AHEAD,
  idToWire,
  nearestWorkingStay,
  nightsBetween,
  offerNights,
  offersSpan,
  planStayOn,
  roomFits,
  type HotelOffers,
  type HotelOffersQuery,
  type HotelWire,
  type IsoDate,
  type PlanOffer,
  type PriceCalendar,
  type PriceCalendarQuery,
  type RoomOffers,
  type RoomStayPrice,
} from '@staylane/domain';
import type { Database } from '../../db/database.js';
import { AppError, badRequest } from '../../lib/app-error.js';
import { idParamsSchema } from '../../lib/route-schemas.js';
import { freeUnitsByNight } from '../availability/index.js';
import { loadPlanCalendars } from '../rates/index.js';
import type { HotelWireCache } from './hotel-wire-cache.js';
import { hotelDetail } from './hotel-routes.js';

/** The hotel's rooms as the domain's offers read them: plans' nights and free nights. */
async function offerRooms(
  db: Database,
  hotel: HotelWire,
  guests: number | undefined,
  span: { from: IsoDate; until: IsoDate },
) {
  const ids = hotel.Rooms.map((room) => Number(room.id));
  const [calendars, free] = await Promise.all([
    loadPlanCalendars(db, ids, span),
    freeUnitsByNight(db, ids, span),
  ]);
  const rooms = hotel.Rooms.map((room) => {
    const roomId = Number(room.id);
    const calendar = calendars.get(roomId);
    return {
      roomId,
      fits: roomFits(room, guests),
      onSale: room.Available && room.Units > 0,
      units: room.Units,
      freeByNight: free.get(roomId) ?? new Map<IsoDate, number>(),
      plans: (calendar?.plans ?? []).map((plan) => calendar!.calendarOf(plan.id)!),
    };
  });
  return offerNights(rooms, span);
}

/** A room's cheapest bookable plan on the wire (ids as text, decision 014). */
function roomFromPrice(price: RoomStayPrice | null): RoomOffers['fromPrice'] {
  return (
    price && {
      ratePlanId: idToWire(price.ratePlanId),
      totalCents: price.totalCents,
      perNightCents: price.perNightCents,
      basePerNightCents: price.basePerNightCents,
    }
  );
}

/** The offers for a stay and party, or undefined when there is no such hotel. */
export async function hotelOffers(
  db: Database,
  wireCache: HotelWireCache,
  id: number,
  query: HotelOffersQuery,
): Promise<HotelOffers | undefined> {
  const stay = { checkIn: query.checkIn, checkOut: query.checkOut };
  // The hotel with its rooms' free units for the stay; refuses an arrival day already over.
  const answer = await hotelDetail(db, wireCache, id, {
    checkInDate: stay.checkIn,
    checkOutDate: stay.checkOut,
  });
  if (!answer) return undefined;
  const hotel = answer.data;
  const policy = hotel.CancellationPolicy;
  const today = hotelToday(policy.TimeZone);
  const rooms = await offerRooms(db, hotel, query.guests, offersSpan(stay, today));
  // Each room's own cheapest plan (its card's headline), and the hotel's one "from" price, the
  // cheapest of them: priced once.
  const roomPrices = rooms.map((room) => ({
    roomId: room.room.roomId,
    price: cheapestRoomStay(room, stay),
  }));
  const cheapest = cheapestOfRooms(roomPrices);
  const nights = nightsBetween(stay.checkIn, stay.checkOut);
  const arrival = epochDay(stay.checkIn);
  return {
    ...stay,
    nights,
    guests: query.guests ?? null,
    fromPrice: cheapest && {
      roomId: idToWire(cheapest.roomId),
      ratePlanId: idToWire(cheapest.ratePlanId),
      totalCents: cheapest.totalCents,
      perNightCents: cheapest.perNightCents,
      nights,
    },
    rooms: rooms.map((room, index) => ({
      roomId: idToWire(room.room.roomId),
      fits: room.room.fits,
      freeUnits: hotel.Rooms[index]!.FreeUnits ?? 0,
      fromPrice: roomFromPrice(roomPrices[index]!.price),
      plans: room.plans
        .filter((nightsOfPlan) => nightsOfPlan.calendar.plan.onSale)
        .map((nightsOfPlan): PlanOffer => {
          const { plan } = nightsOfPlan.calendar;
          const priced = planStayOn(nightsOfPlan, arrival, nights);
          const nearest = priced.refusal && nearestWorkingStay(room, nightsOfPlan, stay, today);
          return {
            ratePlanId: idToWire(plan.id),
            name: plan.name,
            description: plan.description,
            refundable: plan.refundable,
            breakfastIncluded: plan.breakfastIncluded,
            cancellation: cancellationOffer(
              {
                freeCancellationDays: policy.FreeCancellationDays,
                penalty: policy.Penalty,
                nonRefundable: !plan.refundable,
              },
              stay.checkIn,
              today,
            ),
            totalCents: priced.refusal ? null : priced.totalCents,
            perNightCents: priced.refusal ? null : priced.perNightCents,
            refusal: priced.refusal?.message ?? null,
            nearestStay: nearest || null,
          };
        }),
    })),
    flexible: flexibleDates(rooms, stay, today),
  };
}

/** Whether a month is before the hotel's own month or past the calendar's reach. */
function monthOutOfReach(month: string, today: IsoDate): boolean {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const [todayYear, todayMonth] = today.split('-').map(Number) as [number, number];
  const distance = (year - todayYear) * 12 + (monthNumber - todayMonth);
  return distance < 0 || distance > PRICE_CALENDAR_MONTHS_AHEAD;
}

/** The days of `month` ('2027-06') as arrivals: first day and count. */
function daysOfMonth(month: string): { first: IsoDate; days: number } {
  const first = `${month}-01`;
  const next = addDays(first, 32).slice(0, 7);
  return { first, days: nightsBetween(first, `${next}-01`) };
}

/** A month's price calendar, or undefined when there is no such hotel. */
export async function priceCalendar(
  db: Database,
  wireCache: HotelWireCache,
  id: number,
  query: PriceCalendarQuery,
): Promise<PriceCalendar | undefined> {
  const answer = await hotelDetail(db, wireCache, id, {});
  if (!answer) return undefined;
  const hotel = answer.data;
  const today = hotelToday(hotel.CancellationPolicy.TimeZone);
  if (monthOutOfReach(query.month, today)) {
    const message = HOTEL_OFFERS_MESSAGES.monthOutOfRange;
    throw badRequest(message, { month: message });
  }
  const { first, days } = daysOfMonth(query.month);
  const span = { from: first, until: addDays(first, days + query.nights + 1) };
  const rooms = await offerRooms(db, hotel, query.guests, span);
  return {
    month: query.month,
    nights: query.nights,
    guests: query.guests ?? null,
    days: arrivalPrices(rooms, first, days, query.nights, today),
  };
}

/**
 * hotelOffers for the hotel page's server render, from the page's address: checked as the API
 * checks it, undefined when the API would refuse it (the page then asks in the browser).
 */
export function hotelOffersPageAnswer(db: Database, wireCache: HotelWireCache) {
  return async (id: string, query: Record<string, string | undefined>) => {
    const params = idParamsSchema.safeParse({ id });
    const parsed = hotelOffersQuerySchema.safeParse(query);
    if (!params.success || !parsed.success) return undefined;
    try {
      const offers = await hotelOffers(db, wireCache, params.data.id, parsed.data);
      return offers && { message: 'Offers', data: offers };
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 400) return undefined;
      throw error;
    }
  };
}

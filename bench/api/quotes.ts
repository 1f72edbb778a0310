/**
 * The stay quote under load (issue 32: ≤ 2 ms of server CPU each): `GET /api/quote` for a room
 * and a stay, as the booking page asks before the hold, each request a different room, plan
 * and stay. The rooms and their plans are read once from the hotel page's offers of hotels
 * spread over the data set; the requests are then seeded like the rest of the varied workload.
 */
import { isoDay } from '../lib/booking-client.js';
import { seededRandom } from './varied.js';

/** The quote phase's endpoint name (targets.ts reads its figures by it). */
export const QUOTE = 'stay quote, varied';

/** A room a party of one can book, with its plans on sale (the offers' ids). */
export interface QuoteRoom {
  roomId: string;
  ratePlanIds: string[];
}

interface OffersAnswer {
  data: { rooms: Array<{ roomId: string; plans: Array<{ ratePlanId: string }> }> };
}

/** The rooms and on-sale plans of `hotelIds`, read from their offers for one stay. */
export async function sampleQuoteRooms(url: string, hotelIds: number[]): Promise<QuoteRoom[]> {
  const stay = `checkInDate=${isoDay(30)}&checkOutDate=${isoDay(31)}`;
  const rooms: QuoteRoom[] = [];
  for (const id of hotelIds) {
    const response = await fetch(`${url}/api/hotels/${id}/offers?${stay}&guests=1`);
    if (!response.ok) continue;
    const { data } = (await response.json()) as OffersAnswer;
    for (const room of data.rooms) {
      rooms.push({ roomId: room.roomId, ratePlanIds: room.plans.map((plan) => plan.ratePlanId) });
    }
  }
  return rooms;
}

/**
 * `count` quote addresses: a room, a stay from 1 to 180 days ahead of 1 to 7 nights, one
 * guest, and half the time one of the room's plans (else its default plan, as the booking page
 * asks before a plan is chosen). Some stays are refused by the rules (409), as a guest's are.
 */
export function variedQuotes(seed: number, count: number, rooms: readonly QuoteRoom[]): string[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => {
    const room = rooms[random(rooms.length)]!;
    const checkIn = 1 + random(180);
    const nights = 1 + random(7);
    const plan =
      random(2) === 0 && room.ratePlanIds.length > 0
        ? `&ratePlanId=${room.ratePlanIds[random(room.ratePlanIds.length)]}`
        : '';
    return (
      `/api/quote?roomId=${room.roomId}&checkInDate=${isoDay(checkIn)}` +
      `&checkOutDate=${isoDay(checkIn + nights)}&guests=1${plan}`
    );
  });
}

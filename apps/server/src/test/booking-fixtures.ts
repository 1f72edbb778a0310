/**
 * Short set-ups for booking-engine tests: a signed-in user, a hotel with rooms, stay dates.
 * Rows go straight into the database so these tests do not depend on the hotels or users API.
 */
import { GUESTS_MAX, percentToBasisPoints, type Role } from '@staylane/domain';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';
import { coupons, hotels, rooms, users } from '../db/schema.js';
import { signIn } from './accounts.js';

export interface RoomSpec {
  name?: string;
  priceCents?: number;
  /** The spec's Discount percent (12.5), stored as basis points. */
  discountPercent?: number;
  units?: number;
  available?: boolean;
  maxGuests?: number;
}

export interface HotelFixture {
  hotelId: number;
  roomIds: number[];
}

let sequence = 0;

export async function insertHotelWithRooms(
  db: Database,
  roomSpecs: RoomSpec[] = [{}],
  hotel: { name?: string; city?: string; country?: string } = {},
): Promise<HotelFixture> {
  sequence += 1;
  const [row] = await db
    .insert(hotels)
    .values({
      name: hotel.name ?? `Hotel ${sequence}`,
      city: hotel.city ?? 'Lisbon',
      country: hotel.country ?? 'Portugal',
    })
    .returning({ id: hotels.id });
  const hotelId = row!.id;
  const inserted = await db
    .insert(rooms)
    .values(
      roomSpecs.map((spec, position) => ({
        hotelId,
        position,
        name: spec.name ?? `Room ${position + 1}`,
        priceCents: spec.priceCents ?? 10_000,
        discountBasisPoints: percentToBasisPoints(spec.discountPercent ?? 0),
        units: spec.units ?? 1,
        available: spec.available ?? true,
        // Rooms sleep the most guests unless a test says otherwise: capacity is not what most
        // booking tests are about.
        maxGuests: spec.maxGuests ?? GUESTS_MAX,
      })),
    )
    .returning({ id: rooms.id });
  return { hotelId, roomIds: inserted.map((room) => room.id) };
}

export interface SignedInUser {
  id: number;
  token: string;
  email: string;
  fullName: string;
  headers: { authorization: string };
}

export async function signedInUser(
  app: FastifyInstance,
  options: { role?: Role; fullName?: string } = {},
): Promise<SignedInUser> {
  sequence += 1;
  const role = options.role ?? 1;
  const fullName = options.fullName ?? `Traveller ${lettersFor(sequence)}`;
  const email = `traveller${sequence}-${Date.now()}@example.test`;
  const [row] = await app.db
    .insert(users)
    .values({ fullName, email, passwordHash: 'not-a-real-hash', role })
    .returning({ id: users.id });
  const id = row!.id;
  const token = await signIn(app, id, role);
  return { id, token, email, fullName, headers: { authorization: `Bearer ${token}` } };
}

/** Names take letters only (the traveller form's rule): 27 → 'Bb'. */
function lettersFor(n: number): string {
  let text = '';
  for (let rest = n; rest > 0; rest = Math.floor(rest / 26)) {
    text = String.fromCharCode(97 + (rest % 26)) + text;
  }
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export async function insertCoupon(db: Database, code: string, percent: number): Promise<void> {
  await db.insert(coupons).values({ code, percent }).onConflictDoNothing();
}

/** A calendar date `days` after today (UTC), as yyyy-mm-dd; keep `days` ≥ 2 for future stays. */
export function dateFromToday(days: number): string {
  const date = new Date();
  date.setUTCHours(12, 0, 0, 0);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export const CARDS = {
  approve: '4242 4242 4242 4242',
  decline: '4000 0000 0000 0002',
  captureFails: '4000 0000 0000 0341',
} as const;

export interface StaySpec {
  /** A number or its digits: the API reads both (decision 011). */
  roomId: number | string;
  checkIn?: string;
  checkOut?: string;
  guests?: number;
  /** The rate plan chosen, sent as given (decision 045); absent: the room's default plan. */
  ratePlanId?: unknown;
}

export function holdRequest(
  app: FastifyInstance,
  user: SignedInUser,
  stay: StaySpec,
  coupon?: string,
) {
  return app.inject({
    method: 'POST',
    url: coupon ? `/api/holds?coupon=${encodeURIComponent(coupon)}` : '/api/holds',
    headers: user.headers,
    payload: {
      roomId: stay.roomId,
      checkInDate: stay.checkIn ?? dateFromToday(10),
      checkOutDate: stay.checkOut ?? dateFromToday(13),
      guests: stay.guests ?? 2,
      ...(stay.ratePlanId === undefined ? {} : { ratePlanId: stay.ratePlanId }),
    },
  });
}

export async function tokeniseCard(
  app: FastifyInstance,
  user: SignedInUser,
  number: string = CARDS.approve,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/payment-methods',
    headers: user.headers,
    payload: { number, expMonth: 12, expYear: 2039, cvc: '123' },
  });
  if (response.statusCode !== 201) throw new Error(`tokenise: ${response.body}`);
  return response.json().data.id as string;
}

/** Hold, tokenise and authorize: answers what POST /api/bookings needs. */
export async function heldAndPaid(
  app: FastifyInstance,
  user: SignedInUser,
  stay: StaySpec,
  options: { card?: string; coupon?: string } = {},
) {
  const hold = await holdRequest(app, user, stay, options.coupon);
  if (hold.statusCode !== 201) throw new Error(`hold: ${hold.body}`);
  const holdData = hold.json().data;
  const paymentMethod = await tokeniseCard(app, user, options.card);
  // The hold answers the server's price, with the coupon when one is given.
  const amount = holdData.price.amountCents as number;
  const checkout = await app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: user.headers,
    payload: { paymentMethod, amount, source: 'card', holdId: holdData.id, coupon: options.coupon },
  });
  if (checkout.statusCode !== 200) throw new Error(`checkout: ${checkout.body}`);
  return {
    holdId: holdData.id as string,
    paymentId: checkout.json().payment.id as string,
    amount,
    hold: holdData,
  };
}

export function bookingRequest(
  app: FastifyInstance,
  user: SignedInUser,
  paid: { holdId: string; paymentId: string },
  idempotencyKey = `key-${paid.paymentId}`,
) {
  return app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: { ...user.headers, 'idempotency-key': idempotencyKey },
    payload: {
      holdId: paid.holdId,
      paymentId: paid.paymentId,
      SpecialReqs: 'Late arrival',
      fullName: user.fullName,
      email: user.email,
      phoneNumber: '900 000 0000',
      HotelName: 'ignored',
      payments: { create: { CardNumber: 'ignored', FinalPrice: 1 } },
    },
  });
}

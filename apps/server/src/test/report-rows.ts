/**
 * Rows for the report's tests: hotels, rooms added at given times, and bookings with their
 * payment and cancellation written straight to the database with the times a test names.
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database.js';
import { bookingNights, bookings, hotels, paymentIntents, payments, rooms } from '../db/schema.js';
import { addBlock, bookNights, lockFreeUnits } from '../features/availability/index.js';

export async function insertHotel(db: Database, name: string, addedAt: string) {
  const [hotel] = await db
    .insert(hotels)
    .values({ name, city: 'Lisbon', country: 'Portugal', dateAdded: new Date(addedAt) })
    .returning({ id: hotels.id });
  return hotel!.id;
}

export async function insertRoom(db: Database, hotelId: number, units: number, addedAt: string) {
  const [room] = await db
    .insert(rooms)
    .values({
      hotelId,
      name: `Room of ${units}`,
      priceCents: 10_000,
      units,
      createdAt: new Date(addedAt),
    })
    .returning({ id: rooms.id });
  return room!.id;
}

export interface StoredStay {
  hotelId: number;
  roomId: number;
  checkIn: string;
  checkOut: string;
  amountCents: number;
  /** When the booking (and its captured payment) was made. */
  madeAt: string;
  status?: 'confirmed' | 'cancelled' | 'cancellation_pending';
  cancelledAt?: string;
  refundCents?: number;
  /** The booked nights' prices (booking_nights), one per night; none: a booking without them. */
  nightPrices?: number[];
}

/** A booking with its captured payment; a confirmed one takes its nights as the flow does. */
export async function insertStay(db: Database, stay: StoredStay) {
  const madeAt = new Date(stay.madeAt);
  if ((stay.status ?? 'confirmed') === 'confirmed') {
    await db.transaction(async (tx) => {
      await lockFreeUnits(tx, { ...stay, now: madeAt });
      await bookNights(tx, stay);
    });
  }
  const [booking] = await db
    .insert(bookings)
    .values({
      userId: null,
      hotelId: stay.hotelId,
      roomId: stay.roomId,
      hotelName: 'Hotel',
      hotelCity: 'Lisbon',
      hotelCountry: 'Portugal',
      roomType: 'Room',
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      guests: 2,
      status: stay.status ?? 'confirmed',
      cancelledAt: stay.cancelledAt === undefined ? null : new Date(stay.cancelledAt),
      refundCents: stay.refundCents ?? null,
      amountCents: stay.amountCents,
      ratePlanName: 'Standard',
      breakfastIncluded: false,
      createdAt: madeAt,
    })
    .returning({ id: bookings.id });
  if (stay.nightPrices) {
    const first = Date.parse(`${stay.checkIn}T00:00:00Z`);
    await db.insert(bookingNights).values(
      stay.nightPrices.map((priceCents, index) => ({
        bookingId: booking!.id,
        night: new Date(first + index * 86_400_000).toISOString().slice(0, 10),
        ratePlan: 'Standard',
        priceCents,
      })),
    );
  }
  const intentId = `pi_${randomUUID()}`;
  await db.insert(paymentIntents).values({
    id: intentId,
    provider: 'sandbox',
    amountCents: stay.amountCents,
    status: 'captured',
    createdAt: madeAt,
  });
  await db.insert(payments).values({
    bookingId: booking!.id,
    paymentIntentId: intentId,
    cardNumber: '**** 4242',
    baseCents: stay.amountCents,
    discountCents: 0,
    taxCents: 0,
    finalCents: stay.amountCents,
    createdAt: madeAt,
  });
  return booking!.id;
}

/** A block through the one inventory path (decision 020): its units count as blocked. */
export async function insertBlock(
  db: Database,
  block: { roomId: number; checkIn: string; checkOut: string; units: number },
  source: 'admin' | 'channel',
) {
  await db.transaction((tx) =>
    addBlock(tx, { ...block, reason: 'Report test', source, now: new Date('2030-01-01') }),
  );
}

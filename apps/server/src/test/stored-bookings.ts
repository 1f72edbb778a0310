/**
 * Test fixture: a booking with its payment written straight to the database, as the booking
 * flow (another issue) records them, for tests of what users and admins read and keep.
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database.js';
import { bookings, paymentIntents, payments } from '../db/schema.js';

export async function insertBooking(
  db: Database,
  values: {
    userId: number | null;
    hotelId?: number | null;
    roomId?: number | null;
    /** The hold it was booked from, as the booking flow links it. */
    holdId?: string | null;
    checkIn?: string;
    checkOut?: string;
    /** When it was booked; now unless told (a past stay is booked before it began). */
    bookedAt?: Date;
    withPayment?: boolean;
  },
) {
  const [booking] = await db
    .insert(bookings)
    .values({
      userId: values.userId,
      hotelId: values.hotelId ?? null,
      roomId: values.roomId ?? null,
      holdId: values.holdId ?? null,
      hotelName: 'Hotel Aurora',
      hotelCity: 'Bogotá',
      hotelCountry: 'Colombia',
      roomType: 'Double Room',
      checkIn: values.checkIn ?? '2030-01-10',
      checkOut: values.checkOut ?? '2030-01-12',
      guests: 2,
      guestName: 'Guest Person',
      guestEmail: 'guest@example.com',
      // The payment's final price below, as the booking flow copies it.
      amountCents: values.withPayment === false ? null : 22_000,
      ratePlanName: 'Standard',
      breakfastIncluded: false,
      ...(values.bookedAt && { createdAt: values.bookedAt }),
    })
    .returning();
  if (values.withPayment !== false) {
    const intentId = `pi_${randomUUID()}`;
    await db.insert(paymentIntents).values({
      id: intentId,
      provider: 'sandbox',
      userId: values.userId,
      amountCents: 21_600,
      cardBrand: 'visa',
      cardLast4: '4242',
      status: 'captured',
    });
    await db.insert(payments).values({
      bookingId: booking!.id,
      paymentIntentId: intentId,
      cardFirstName: 'Guest Person',
      cardBrand: 'visa',
      cardBankEntity: 'Sandbox Bank',
      cardNumber: '**** 4242',
      baseCents: 24_000,
      discountCents: 2_400,
      taxCents: 400,
      finalCents: 22_000,
    });
  }
  return booking!;
}

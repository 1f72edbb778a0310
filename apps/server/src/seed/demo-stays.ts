/**
 * The demo guest's history: two stays reviewed (one answered by the hotel), one
 * stay just over and waiting for its review, and one to come, so that every part of reviews
 * can be tried right after `npm start`. Each is made as the booking flow makes one: the nights
 * claimed through the same guarded statement (room_nights booked), a converted hold, a
 * captured sandbox authorization with its card, the booking confirmed with the hotel's
 * cancellation terms, and its Successful payment.
 */
import {
  addDays,
  PAYMENT_BANK_ENTITY,
  PAYMENT_CARD_TYPE,
  baseRates,
  quoteStay,
  type ReviewPayload,
} from '@staylane/domain';
import type { Transaction } from '../db/database.js';
import {
  bookingNights,
  bookings,
  holds,
  paymentIntents,
  payments,
  reviews,
  sandboxPaymentMethods,
  type hotels,
  type rooms,
} from '../db/schema.js';
import { bookNights, lockFreeUnits } from '../features/availability/index.js';

interface DemoStayPlan {
  /** Which seeded hotel (in insertion order). */
  hotelIndex: number;
  /** Check-out, in days from the anchor (negative: in the past). */
  checkOutDays: number;
  nights: number;
  guests: number;
  review?: Omit<ReviewPayload, 'text'> & { text: string; reply?: string };
}

export const DEMO_STAYS: DemoStayPlan[] = [
  {
    hotelIndex: 3,
    checkOutDays: -48,
    nights: 3,
    guests: 2,
    review: {
      rating: 5,
      cleanliness: 5,
      location: 5,
      staff: 4,
      value: 4,
      text: 'We loved waking up here: the room was spotless, the bed firm and the street quiet at night. Breakfast was generous and the staff pointed us to a lovely restaurant nearby.',
      reply:
        'Thank you for staying with us! We are delighted you enjoyed breakfast and hope to welcome you back soon.',
    },
  },
  {
    hotelIndex: 7,
    checkOutDays: -19,
    nights: 2,
    guests: 1,
    review: {
      rating: 4,
      cleanliness: 4,
      location: 5,
      staff: 4,
      value: 3,
      text: 'A great location for walking everywhere and a friendly front desk. The room was a little small for the price, but clean and comfortable.',
    },
  },
  // Over two days ago and not reviewed yet: "Write a review" on the dashboard.
  { hotelIndex: 0, checkOutDays: -2, nights: 2, guests: 2 },
  // To come: shown among the bookings, not yet reviewable.
  { hotelIndex: 1, checkOutDays: 24, nights: 3, guests: 2 },
];

type HotelRow = typeof hotels.$inferSelect;
type RoomRow = typeof rooms.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (moment: Date) => moment.toISOString().slice(0, 10);
/** Hex of fixed width: the sandbox's ids are pm_<24 hex> and pi_<24 hex>_<16 hex>. */
const hex = (n: number, width: number) => n.toString(16).padStart(width, '0');

export async function seedDemoStays(
  tx: Transaction,
  input: {
    anchor: Date;
    guest: { id: number; fullName: string; email: string; phoneNumber: string };
    hotels: HotelRow[];
    roomsByHotel: Map<number, RoomRow[]>;
  },
) {
  const anchorDay = isoDay(input.anchor);
  for (const [index, plan] of DEMO_STAYS.entries()) {
    const hotel = input.hotels[plan.hotelIndex % input.hotels.length]!;
    const room = input.roomsByHotel.get(hotel.id)![0]!;
    const checkOut = addDays(anchorDay, plan.checkOutDays);
    const checkIn = addDays(checkOut, -plan.nights);
    const bookedAt = new Date(Date.parse(`${checkIn}T10:00:00Z`) - 30 * DAY_MS);
    const stay = { roomId: room.id, checkIn, checkOut };

    // Quoted and recorded as a real booking is (decision 044): the hold keeps the quote, the
    // booking its nights.
    const price = quoteStay(baseRates(room, stay));
    await lockFreeUnits(tx, { ...stay, now: bookedAt });
    await bookNights(tx, stay);
    const [hold] = await tx
      .insert(holds)
      .values({
        userId: input.guest.id,
        ...stay,
        guests: plan.guests,
        expiresAt: new Date(bookedAt.getTime() + 10 * 60 * 1000),
        status: 'converted',
        stayStartedAt: bookedAt,
        quote: price,
        createdAt: bookedAt,
      })
      .returning({ id: holds.id });

    const methodHex = hex(0xde70_0000 + index, 24);
    await tx.insert(sandboxPaymentMethods).values({
      id: `pm_${methodHex}`,
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: new Date(input.anchor).getUTCFullYear() + 3,
      outcome: 'approve',
      createdAt: bookedAt,
    });
    const intentId = `pi_${methodHex}_${hex(index + 1, 16)}`;
    await tx.insert(paymentIntents).values({
      id: intentId,
      provider: 'sandbox',
      userId: input.guest.id,
      holdId: hold!.id,
      amountCents: price.finalCents,
      cardBrand: 'visa',
      cardLast4: '4242',
      status: 'captured',
      createdAt: bookedAt,
      updatedAt: bookedAt,
    });
    const [booking] = await tx
      .insert(bookings)
      .values({
        userId: input.guest.id,
        hotelId: hotel.id,
        roomId: room.id,
        holdId: hold!.id,
        hotelName: hotel.name,
        hotelCity: hotel.city,
        hotelCountry: hotel.country,
        roomType: room.name,
        checkIn,
        checkOut,
        guests: plan.guests,
        guestName: input.guest.fullName,
        guestEmail: input.guest.email,
        guestPhone: input.guest.phoneNumber,
        status: 'confirmed',
        idempotencyKey: `demo-stay-${index + 1}`,
        cancelFreeDays: hotel.freeCancellationDays,
        cancelPenalty: hotel.cancellationPenalty,
        cancelNonRefundable: room.nonRefundable,
        cancelTimeZone: hotel.timeZone,
        amountCents: price.finalCents,
        ratePlanName: price.ratePlan.name,
        breakfastIncluded: price.ratePlan.breakfastIncluded ?? false,
        createdAt: bookedAt,
      })
      .returning({ id: bookings.id });
    await tx.insert(bookingNights).values(
      price.lines.map((line) => ({
        bookingId: booking!.id,
        night: line.date,
        ratePlan: line.ratePlan,
        priceCents: line.priceCents,
      })),
    );
    await tx.insert(payments).values({
      bookingId: booking!.id,
      paymentIntentId: intentId,
      cardFirstName: input.guest.fullName.split(/\s+/)[0] ?? '',
      cardBrand: 'visa',
      cardBankEntity: PAYMENT_BANK_ENTITY,
      cardNumber: '**** 4242',
      cardType: PAYMENT_CARD_TYPE,
      baseCents: price.baseCents,
      discountCents: price.discountCents,
      taxCents: price.taxCents,
      finalCents: price.finalCents,
      status: 'captured',
      createdAt: bookedAt,
    });

    if (plan.review) {
      const { text, reply, ...scores } = plan.review;
      const writtenAt = new Date(Date.parse(`${checkOut}T18:00:00Z`) + DAY_MS);
      await tx.insert(reviews).values({
        hotelId: hotel.id,
        userId: input.guest.id,
        bookingId: booking!.id,
        userName: input.guest.fullName,
        ...scores,
        body: text,
        date: writtenAt,
        ...(reply ? { replyText: reply, replyAt: new Date(writtenAt.getTime() + DAY_MS) } : {}),
      });
    }
  }
}

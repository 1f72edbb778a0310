/**
 * Users and their bookings as the wire shows them (docs/decisions/002-wire-contract.md).
 * The password hash never leaves this file: the wire shapes have no field for it.
 */
import type { BookingStatus } from '@staylane/domain';
import type { bookings, payments, users } from '../../db/schema.js';

type UserRow = typeof users.$inferSelect;
type BookingRow = typeof bookings.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

const ROLE_NAMES = { 1: 'User', 2: 'Admin' } as const;

export function userToWire(user: UserRow) {
  const roleId = user.role === 2 ? 2 : 1;
  return {
    id: user.id,
    fullName: user.fullName,
    email: user.email,
    phoneNumber: user.phoneNumber,
    gender: user.gender as 'Masculino' | 'Femenino' | 'Non Binary',
    streetAddress: user.streetAddress,
    city: user.city,
    zipCode: user.zipCode,
    picture: user.picture,
    role: { id: roleId, Name: ROLE_NAMES[roleId] },
  } as const;
}

function nightsBetween(checkIn: string, checkOut: string): number {
  return Math.round((Date.parse(checkOut) - Date.parse(checkIn)) / 86_400_000);
}

export function paymentToWire(payment: PaymentRow) {
  return {
    id: payment.id,
    CardFirstName: payment.cardFirstName,
    CardSecondName: payment.cardSecondName,
    CardBankEntity: payment.cardBankEntity,
    CardNumber: payment.cardNumber,
    CardType: payment.cardType,
    // Cents in the database, dollars on the wire (as bookings/booking-wire.ts shows them).
    BasePrice: payment.basePrice / 100,
    Discount: payment.discount / 100,
    Tax: payment.tax / 100,
    FinalPrice: payment.finalPrice / 100,
    PromoCode: payment.promoCode,
    Status: payment.status,
  };
}

export function bookingToWire(booking: BookingRow, payment: PaymentRow | null) {
  return {
    id: booking.id,
    hotelId: booking.hotelId,
    roomId: booking.roomId,
    HotelName: booking.hotelName,
    RoomType: booking.roomType,
    CheckInDate: booking.checkIn,
    CheckOutDate: booking.checkOut,
    SpecialReqs: booking.specialReqs,
    HotelCity: booking.hotelCity,
    HotelCountry: booking.hotelCountry,
    NumberOfGuest: booking.guests,
    nights: nightsBetween(booking.checkIn, booking.checkOut),
    status: booking.status as BookingStatus,
    createdAt: booking.createdAt.toISOString(),
    payment: payment ? paymentToWire(payment) : null,
  };
}

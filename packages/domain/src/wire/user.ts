/** Users, bookings and payments as they travel (decision 002). Never a password or hash. */
import { z } from 'zod';
import { GENDERS, ROLE_ADMIN, ROLE_USER } from '../constants';
import { bookingCancellationWireSchema } from '../schemas/cancellation-policy';
import { wireIdSchema } from './ids';

const roleWireSchema = z.object({
  id: z.literal([ROLE_USER, ROLE_ADMIN]),
  Name: z.enum(['User', 'Admin']),
});

export const userWireSchema = z.object({
  id: wireIdSchema,
  fullName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  gender: z.enum(GENDERS),
  streetAddress: z.string(),
  city: z.string(),
  zipCode: z.string(),
  picture: z.string(),
  role: roleWireSchema,
});
export type UserWire = z.infer<typeof userWireSchema>;

/** The payment nested in a booking. */
const paymentWireSchema = z.object({
  id: wireIdSchema,
  CardFirstName: z.string(),
  /** The card brand. */
  CardSecondName: z.string(),
  CardBankEntity: z.string(),
  /** Masked: '**** 4242'. */
  CardNumber: z.string(),
  CardType: z.number().int(),
  BasePrice: z.number(),
  Discount: z.number(),
  Tax: z.number(),
  FinalPrice: z.number(),
  /** The coupon code used, or null. */
  PromoCode: z.string().nullable(),
  Status: z.string(),
});
export type PaymentWire = z.infer<typeof paymentWireSchema>;

/**
 * cancellation_pending: cancelled, nights freed, the refund still owed (the provider failed;
 * reconciliation pays it). cancelled: a failed capture, or a cancellation with its refund paid.
 */
export const BOOKING_STATUSES = [
  'confirmed',
  'capture_pending',
  'cancellation_pending',
  'cancelled',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const bookingWireSchema = z.object({
  id: wireIdSchema,
  /** Null once the hotel or room was deleted; the names below stay. */
  hotelId: wireIdSchema.nullable(),
  roomId: wireIdSchema.nullable(),
  HotelName: z.string(),
  RoomType: z.string(),
  /** yyyy-mm-dd */
  CheckInDate: z.string(),
  /** yyyy-mm-dd */
  CheckOutDate: z.string(),
  SpecialReqs: z.string(),
  HotelCity: z.string(),
  HotelCountry: z.string(),
  NumberOfGuest: z.number().int(),
  nights: z.number().int(),
  status: z.enum(BOOKING_STATUSES),
  /** ISO timestamp. */
  createdAt: z.string(),
  payment: paymentWireSchema.nullable(),
  /**
   * The same record under the spec's name: a client written to the spec sends it as
   * `payments.create` and reads it back as `booking.payments` (CardNumber, FinalPrice…).
   */
  payments: paymentWireSchema.nullable(),
  /**
   * The cancellation terms the guest agreed to, as recorded when the booking was made; null
   * for a booking older than cancellation policies.
   */
  CancellationPolicy: bookingCancellationWireSchema.nullable(),
  /** ISO timestamp of the guest's or admin's cancellation; null while not cancelled. */
  CancelledAt: z.string().nullable(),
  /** What the cancellation refunds, in dollars; null while not cancelled. */
  RefundAmount: z.number().nullable(),
  /** Why an admin cancelled it, or null. */
  CancellationReason: z.string().nullable(),
  /**
   * The rate plan the stay was booked under, by its name as sold (decisions 045, 048): kept
   * with the booking, so renaming the plan later changes nothing here; null only for a
   * booking with neither a plan nor booked nights. Its refundability is
   * `CancellationPolicy.NonRefundable`.
   */
  RatePlan: z.string().nullable(),
  /** Whether the plan as sold included breakfast (decision 048). */
  BreakfastIncluded: z.boolean(),
  /**
   * The nights as booked: date, plan and price in cents before the stay's discounts. Absent
   * from lists that do not read them (the admin's CSV).
   */
  NightlyRates: z
    .array(z.object({ date: z.string(), ratePlan: z.string(), priceCents: z.number().int() }))
    .optional(),
});
export type BookingWire = z.infer<typeof bookingWireSchema>;

/** GET /api/users/:id and /api/users/me. */
export const userWithBookingsWireSchema = userWireSchema.extend({
  bookings: z.array(bookingWireSchema),
});
export type UserWithBookingsWire = z.infer<typeof userWithBookingsWireSchema>;

/** POST /auth/local/login: the token beside `data`. */
export const loginResponseSchema = z.object({
  message: z.string(),
  data: z.object({ email: z.string(), fullName: z.string() }),
  token: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** What the bookings feature offers the rest of the server: a user's bookings and settlement. */
export { bookingsForUser } from './bookings-repository.js';
export { bookedNightsColumn, type BookedNight } from './booked-nights.js';
export { settleBooking, voidUnusedIntent } from './booking-settlement.js';
export { payRefund, pendingRefunds } from './cancel-booking.js';
export { cancelBookingFor } from './cancel-booking.js';
export {
  bookingWire,
  PAYMENT_STATUS_ON_WIRE,
  type BookingRow,
  type PaymentRow,
} from './booking-wire.js';

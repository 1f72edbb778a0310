import type { BookingStatus } from '@staylane/domain';

/** How the reservations view names each status (the cards show the raw words, spaced). */
export const STATUS_LABELS: Record<BookingStatus, string> = {
  confirmed: 'Confirmed',
  capture_pending: 'Payment pending',
  cancellation_pending: 'Cancellation pending',
  cancelled: 'Cancelled',
};

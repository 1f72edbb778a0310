/**
 * The booking page's history entry remembers that it was paid: browser Back from
 * the success page comes to it again, and it must then say the booking is complete rather
 * than offer PAY NOW a second time. The mark lives in the entry's history state, so it lasts
 * through Back, Forward and a reload of that entry, and a new visit to the same address (a
 * second room for the same stay) is a new booking.
 */
import { wireIdFromText } from '@staylane/domain';

export interface CompletedBookingState {
  completedBookingId: string;
}

export function completedBookingState(bookingId: string): CompletedBookingState {
  return { completedBookingId: bookingId };
}

/** The booking this history entry paid for, if it did. */
export function completedBookingId(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('completedBookingId' in state)) {
    return undefined;
  }
  const id = state.completedBookingId;
  return typeof id === 'string' ? wireIdFromText(id) : undefined;
}

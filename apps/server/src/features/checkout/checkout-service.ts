/**
 * Checkout authorizes the card for the quote the caller's live hold keeps (decision 044), with
 * the coupon given now, never for the room's current price. The money is only reserved here;
 * the booking captures it (decision 003). The client's amount is a check: when it differs from
 * the server's figure nothing is authorized.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { placeholders, reusableStatement } from '../../db/reusable-statement.js';
import { paymentIntents } from '../../db/schema.js';
import { conflict } from '../../lib/app-error.js';
import { requireArrivalAhead, requireBookable, requireRoomFits } from '../availability/index.js';
import { couponForCode } from '../coupons/index.js';
import { HOLD_CONVERTED, isLive, ownHoldWithRoom } from '../holds/index.js';
import { heldQuoteWithCoupon } from '../quotes/index.js';
import type { PaymentProvider } from '../payments/index.js';

export const PRICE_CHANGED = 'The price has changed, please review your booking';
export const HOLD_EXPIRED = 'Your hold on this room has expired, please book again';
export const PAYMENT_USED = 'This payment can no longer be used, please start again';

export interface CheckoutRequest {
  userId: number;
  holdId: string;
  paymentMethodId: string;
  amountCents: number;
  coupon?: string | null | undefined;
}

export async function authorizeCheckout(
  db: Database,
  provider: PaymentProvider,
  request: CheckoutRequest,
  now: Date = new Date(),
): Promise<{ id: string; amountCents: number }> {
  const { hold, room: heldRoom } = await ownHoldWithRoom(db, request.userId, request.holdId);
  // A paid hold is never paid again: the page it was paid on, reached again by Back, says so
  // rather than "expired".
  if (hold.status === 'converted') throw conflict(HOLD_CONVERTED, 'HOLD_CONVERTED');
  if (!isLive(hold, now)) throw conflict(HOLD_EXPIRED, 'HOLD_EXPIRED');
  const room = requireBookable(heldRoom);
  // The hotel's midnight may have passed since the hold (decision 039).
  requireArrivalAhead(hold.checkIn, room.timeZone, now);
  // The room may have been made smaller since the hold (an admin lowered MaxGuests).
  requireRoomFits(room, hold.guests);
  const coupon = await couponForCode(db, request.coupon);
  const quote = heldQuoteWithCoupon(hold, room, coupon);
  if (quote.finalCents !== request.amountCents) throw conflict(PRICE_CHANGED, 'PRICE_CHANGED');

  // The same attempt (hold, card, amount, coupon) sent twice reserves the money once.
  const idempotencyKey = [
    'authorize',
    hold.id,
    request.paymentMethodId,
    quote.finalCents,
    coupon?.code ?? '',
  ].join(':');
  const authorization = await provider.authorize({
    amountCents: quote.finalCents,
    paymentMethodId: request.paymentMethodId,
    idempotencyKey,
    description: `Staylane: ${room.hotelName}, ${room.name}, ${hold.checkIn} to ${hold.checkOut}`,
  });
  const [recorded] = await recordAuthorization(db, {
    id: authorization.id,
    provider: provider.name,
    userId: request.userId,
    holdId: hold.id,
    amountCents: quote.finalCents,
    cardBrand: authorization.brand,
    cardLast4: authorization.last4,
    couponCode: coupon?.code ?? null,
    // As Drizzle writes a timestamp: the placeholder sits in raw SQL, where no column encodes it.
    now: now.toISOString(),
  });
  if (!recorded) throw conflict(PAYMENT_USED, 'PAYMENT_USED');
  return { id: authorization.id, amountCents: quote.finalCents };
}

/** Records the authorization; a repeat of an intent no longer authorized records nothing. */
const recordAuthorization = reusableStatement((db) =>
  db
    .insert(paymentIntents)
    .values({
      ...placeholders(
        'id',
        'provider',
        'userId',
        'holdId',
        'amountCents',
        'cardBrand',
        'cardLast4',
        'couponCode',
      ),
      status: 'authorized',
    })
    .onConflictDoUpdate({
      target: paymentIntents.id,
      set: { updatedAt: sql`${sql.placeholder('now')}` },
      setWhere: sql`${paymentIntents.status} = 'authorized'`,
    })
    .returning({ id: paymentIntents.id }),
);

import type { HoldRequest, HoldWire, PriceBreakdownWire } from '@staylane/domain';
import { request, type Envelope } from '@/lib/api-client';

/**
 * The server's hold: the domain's HoldWire plus the names and the coupon it priced with
 * (the booking branch adds them; optional here so an older answer still reads).
 */
export interface Hold extends HoldWire {
  HotelName?: string;
  RoomType?: string;
  /** How long this hold lasts: 600 seconds, less on a renewal near 20 minutes per stay. */
  heldSeconds?: number;
  price: PriceBreakdownWire & { RoomName?: string; PromoCode?: string | null };
}

export interface HoldInput extends HoldRequest {
  /** Priced with the coupon when given; checkout checks the coupon again. */
  coupon?: string;
}

/**
 * 201 with the hold, quoted under the plan of `ratePlanId` (none: the room's default); 409
 * STAY_RULES or RATE_PLAN_NOT_OFFERED with the rule's sentence; 409 ROOM_TAKEN when no unit is left for a night of the stay, 409
 * HOLD_LIMIT or HOLD_TIME_LIMIT past the user's own limits, 429 when holding too often. The coupon
 * travels as ?coupon= (the body is the domain's strict hold request).
 */
export function createHold({ coupon, ...stay }: HoldInput) {
  return request<Envelope<Hold>>('/api/holds', {
    method: 'POST',
    body: stay,
    params: { coupon },
  });
}

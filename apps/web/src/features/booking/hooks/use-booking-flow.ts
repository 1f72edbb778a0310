/**
 * The booking flow of product §4 and design §5: hold the room, then card → checkout ('succeeded'
 * needed) → booking with an idempotency key → success page. Failures that the user can mend
 * stay on the page (declined card, changed price, expired hold, room taken before paying);
 * anything else goes to /checkout-failure, where "no payments were made" is true because the
 * server voids an authorisation that did not become a booking.
 */
import {
  CHECKOUT_STATUS_SUCCEEDED,
  HOLD_MINUTES,
  PAYMENT_BANK_ENTITY,
  PAYMENT_CARD_TYPE,
  PAYMENT_STATUS_SUCCESSFUL,
  type PaymentMethodWire,
  priceWire,
  type StayPrice,
  type TravellerForm,
} from '@staylane/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError, withParams } from '@/lib/api-client';
import { currentUserQueryKey } from '@/lib/current-user';
import { paths } from '@/lib/paths';
import { checkout } from '../api/checkout';
import { createBooking } from '../api/create-booking';
import { createHold, type Hold } from '../api/create-hold';
import { releaseHold } from '../api/release-hold';
import { completedBookingState } from '../utils/completed-booking';
import { newIdempotencyKey } from '../utils/idempotency-key';

export type FlowPhase =
  | { name: 'form' }
  | { name: 'holding' }
  | { name: 'held'; hold: Hold; deadline: number }
  | { name: 'paying'; hold: Hold; deadline: number }
  | { name: 'expired' }
  | { name: 'sold-out'; message: string; code: string }
  | { name: 'done' };

/** A live hold of this very stay that the guest made earlier (a reload, another tab). */
export interface ResumedHold {
  hold: Hold;
  /** When it ends on this page's clock. */
  deadline: number;
}

export interface StayChoice {
  roomId: string;
  checkInDate: string;
  checkOutDate: string;
  guests: number;
}

export interface BookingNames {
  HotelName: string;
  RoomType: string;
  HotelCity: string;
  HotelCountry: string;
}

export interface PayInput {
  method: PaymentMethodWire;
  traveller: TravellerForm;
  price: StayPrice;
  coupon: string | undefined;
  names: BookingNames;
}

/** Refusals of this card only: the page says why and the traveller can try another card. */
const CARD_REFUSALS = new Set(['CARD_DECLINED', 'CARD_AUTHENTICATION_REQUIRED']);

/**
 * When the hold ends on this page. The server's expiresAt is on the server's clock, and a
 * visitor's clock can be minutes off; the hold was made after the request left, so the
 * request's start plus HOLD_MINUTES is never later than the server's own expiry, whatever the
 * clocks say.
 */
export function holdDeadline(requestedAt: number, heldSeconds?: number): number {
  // A renewal near the stay's 20 minutes in all is granted less than HOLD_MINUTES.
  const seconds = Math.min(HOLD_MINUTES * 60, heldSeconds ?? Infinity);
  return requestedAt + seconds * 1000;
}

/**
 * The user's own limits on holding: two rooms at once, 20 minutes per stay. The
 * page says so and stays usable: releasing another hold or waiting mends it, unlike a room
 * that is taken.
 */
const HOLD_LIMITS = new Set(['HOLD_LIMIT', 'HOLD_TIME_LIMIT']);

export function useBookingFlow(
  stay: StayChoice,
  onPriceChanged: () => void,
  resumed?: ResumedHold,
) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const queryClient = useQueryClient();
  // The guest's own earlier hold of this stay is taken up where it was, countdown and all.
  const [phase, setPhase] = useState<FlowPhase>(() =>
    resumed ? { name: 'held', ...resumed } : { name: 'form' },
  );
  const [error, setError] = useState<string>();
  const [cardError, setCardError] = useState<string>();
  /** False once the server said the held price is out of date. */
  const [holdPriceCurrent, setHoldPriceCurrent] = useState(true);
  const busy = useRef(false);
  const keys = useRef(new Map<string, string>());
  const liveHold = useRef<string | undefined>(resumed?.hold.id);

  // A hold left behind by leaving the page goes back at once instead of in ten minutes.
  useEffect(
    () => () => {
      if (liveHold.current) void releaseHold(liveHold.current);
    },
    [],
  );

  const deadline = phase.name === 'held' ? phase.deadline : undefined;
  useEffect(() => {
    if (deadline === undefined) return;
    const timer = window.setTimeout(
      () => setPhase((current) => (current.name === 'held' ? { name: 'expired' } : current)),
      Math.max(0, deadline - Date.now()),
    );
    return () => window.clearTimeout(timer);
  }, [deadline]);

  const hold = useCallback(
    async (coupon: string | undefined) => {
      if (busy.current) return;
      busy.current = true;
      setError(undefined);
      setCardError(undefined);
      setPhase({ name: 'holding' });
      try {
        // Holding again after the countdown ran out: the old hold must not keep a unit too.
        if (liveHold.current) await releaseHold(liveHold.current);
        liveHold.current = undefined;
        const requestedAt = Date.now();
        const answer = await createHold({ ...stay, coupon });
        liveHold.current = answer.data.id;
        setHoldPriceCurrent(true);
        setPhase({
          name: 'held',
          hold: answer.data,
          deadline: holdDeadline(requestedAt, answer.data.heldSeconds),
        });
      } catch (caught) {
        if (caught instanceof ApiError && caught.status === 409 && !HOLD_LIMITS.has(caught.code)) {
          setPhase({ name: 'sold-out', message: caught.message, code: caught.code });
        } else {
          setPhase({ name: 'form' });
          setError(caught instanceof Error ? caught.message : 'The room could not be held.');
        }
      } finally {
        busy.current = false;
      }
    },
    [stay],
  );

  const pay = useCallback(
    async ({ method, traveller, price, coupon, names }: PayInput) => {
      if (phase.name !== 'held' || busy.current) return;
      busy.current = true;
      const { hold: held } = phase;
      setCardError(undefined);
      setError(undefined);
      setPhase({ ...phase, name: 'paying' });
      const backToHeld = () => setPhase({ ...phase, name: 'held' });
      try {
        let paymentId: string;
        try {
          const answer = await checkout({
            paymentMethod: method.id,
            amount: price.finalCents,
            source: 'card',
            holdId: held.id,
            coupon: coupon ?? null,
          });
          if (answer.payment.status !== CHECKOUT_STATUS_SUCCEEDED) {
            throw new ApiError(402, answer.message, 'NOT_SUCCEEDED');
          }
          paymentId = answer.payment.id;
        } catch (caught) {
          if (caught instanceof ApiError && CARD_REFUSALS.has(caught.code)) {
            setCardError(caught.message);
            return backToHeld();
          }
          if (caught instanceof ApiError && caught.code === 'PRICE_CHANGED') {
            setHoldPriceCurrent(false);
            setError(caught.message);
            onPriceChanged();
            return backToHeld();
          }
          if (caught instanceof ApiError && caught.code === 'HOLD_EXPIRED') {
            return setPhase({ name: 'expired' });
          }
          throw caught;
        }

        // One key per attempt (this hold, this payment), reused by every retry of it.
        const paid = priceWire(price);
        const keyName = `${held.id}:${paymentId}`;
        const key = keys.current.get(keyName) ?? newIdempotencyKey();
        keys.current.set(keyName, key);
        const booking = await createBooking(
          {
            holdId: held.id,
            paymentId,
            fullName: traveller.fullName,
            email: traveller.email,
            phoneNumber: traveller.phoneNumber,
            SpecialReqs: traveller.specialRequest ?? '',
            ...names,
            CheckInDate: stay.checkInDate,
            CheckOutDate: stay.checkOutDate,
            NumberOfGuest: stay.guests,
            payments: {
              create: {
                CardFirstName: traveller.fullName,
                CardSecondName: method.brand,
                CardBankEntity: PAYMENT_BANK_ENTITY,
                CardNumber: `**** ${method.last4}`,
                CardType: PAYMENT_CARD_TYPE,
                FinalPrice: paid.finalPrice,
                Tax: paid.tax,
                BasePrice: paid.basePrice,
                PromoCode: coupon ?? false,
                Status: PAYMENT_STATUS_SUCCESSFUL,
              },
            },
          },
          key,
        );
        liveHold.current = undefined;
        setPhase({ name: 'done' });
        await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
        // This page's history entry is marked paid before the success page is pushed over it:
        // Back then says "This booking is complete" instead of offering PAY NOW again.
        void navigate(`${pathname}${search}`, {
          replace: true,
          state: completedBookingState(booking.data.id),
        });
        void navigate(withParams(paths.checkoutSuccess, { id: booking.data.id }));
      } catch {
        // The hold stays recorded: leaving the page releases it (the server voids the payment).
        setPhase({ name: 'done' });
        void navigate(paths.checkoutFailure);
      } finally {
        busy.current = false;
      }
    },
    [phase, stay, navigate, pathname, search, queryClient, onPriceChanged],
  );

  return { phase, error, cardError, holdPriceCurrent, hold, pay, setCardError };
}

/**
 * The booking page once its hotel, room and user are known: the traveller form, the payment
 * section after the hold, and the summary. Prices are the server's quotes (useSummaryQuote,
 * decision 044): the figure on screen is the one the card is charged, and none is computed here.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  isStayRefusalCode,
  roomFits,
  roomTooSmallMessage,
  tooSmallLabel,
  travellerSchema,
  type HotelWire,
  type PaymentMethodWire,
  type RoomWire,
  type TravellerForm,
  type TravellerFormInput,
  type UserWire,
} from '@staylane/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { formatCents } from '@/lib/format';
import { hotelDetailUrl } from '@/lib/paths';
import type { ValidCoupon } from '../api/validate-coupon';
import { useBookingFlow, type ResumedHold } from '../hooks/use-booking-flow';
import { useSummaryQuote } from '../hooks/use-summary-quote';
import type { BookingParams } from '../utils/booking-params';
import { BookingSummary } from './booking-summary';
import { HoldExpiredNotice, RoomTakenNotice } from './booking-notices';
import { CouponField } from './coupon-field';
import { HoldCountdown } from './hold-countdown';
import { ConfiguredPaymentForm } from './payment-form';
import { PaymentOptions } from './payment-options';
import { ProcessingOverlay } from './processing-overlay';
import { TravellerFormSection } from './traveller-form';

const ROOM_TAKEN = 'This room is no longer available for these dates';
const RATE_REFUSED = 'The hotel’s rates do not allow this stay.';

interface BookingCheckoutProps {
  params: BookingParams;
  hotel: HotelWire;
  room: RoomWire;
  user: UserWire | undefined;
  /** The guest's own live hold of this stay, made before this page opened. */
  resumed?: ResumedHold | undefined;
}

export function BookingCheckout({ params, hotel, room, user, resumed }: BookingCheckoutProps) {
  const queryClient = useQueryClient();
  const [coupon, setCoupon] = useState<ValidCoupon>();
  const paymentSection = useRef<HTMLDivElement>(null);
  const form = useForm<TravellerFormInput, unknown, TravellerForm>({
    resolver: zodResolver(travellerSchema),
    defaultValues: {
      fullName: user?.fullName ?? '',
      email: user?.email ?? '',
      phoneNumber: user?.phoneNumber ?? '',
      specialRequest: '',
      coupon: '',
    },
  });

  const stay = useMemo(
    () => ({
      roomId: params.roomId,
      checkInDate: params.checkInDate,
      checkOutDate: params.checkOutDate,
      guests: params.guests,
      ratePlanId: params.ratePlanId,
    }),
    [params],
  );
  // The server said the figure shown is out of date: ask it again for the hotel and the quote.
  const refreshHotel = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: ['hotel', hotel.id] });
    void queryClient.invalidateQueries({ queryKey: ['quote'] });
    void queryClient.invalidateQueries({ queryKey: ['held-quote'] });
  }, [queryClient, hotel.id]);
  const flow = useBookingFlow(stay, refreshHotel, resumed);
  const { phase } = flow;
  const held = phase.name === 'held' || phase.name === 'paying' ? phase : undefined;
  // An address can name a room the guests do not fit in: the server would refuse its hold (409).
  const tooSmall = !roomFits(room, params.guests);
  const {
    quote,
    error: quoteError,
    refused,
  } = useSummaryQuote(
    { ...stay, coupon: coupon?.code },
    { held: held?.hold, heldCurrent: flow.holdPriceCurrent, enabled: !tooSmall },
  );

  // Once held, the card form is next: take keyboard and screen-reader users there.
  const heldId = held?.hold.id;
  useEffect(() => {
    if (!heldId) return;
    const section = paymentSection.current;
    section?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    section?.querySelector('input')?.focus({ preventScroll: true });
  }, [heldId]);

  const soldOutOnArrival = room.FreeUnits === 0 || !room.Available;
  const backToHotel = hotelDetailUrl({
    id: hotel.id,
    city: params.city || hotel.loc_City,
    checkInDate: params.checkInDate,
    checkOutDate: params.checkOutDate,
    guestnumber: params.guests,
  });

  function payNow() {
    if (held) {
      paymentSection.current?.querySelector('input')?.focus();
      return;
    }
    void flow.hold(coupon?.code);
  }

  function payWith(method: PaymentMethodWire) {
    // The card is charged what the server quoted, shown beside it; never a figure of our own.
    if (!quote) return;
    // Payment starts only when the traveller form has no errors (product §4).
    void form.handleSubmit((traveller) =>
      flow.pay({
        method,
        traveller,
        price: quote,
        coupon: coupon?.code,
        names: {
          HotelName: hotel.HotelName,
          RoomType: room.RoomName,
          HotelCity: hotel.loc_City,
          HotelCountry: hotel.loc_Country,
        },
      }),
    )();
  }

  // The rates' refusal, at the quote or at the hold, in the server's words.
  const rateRefusal =
    phase.name === 'sold-out' && isStayRefusalCode(phase.code)
      ? phase.message
      : refused && !held
        ? quoteError
        : undefined;
  const roomTaken =
    rateRefusal ??
    (phase.name === 'sold-out'
      ? phase.message
      : soldOutOnArrival
        ? ROOM_TAKEN
        : tooSmall
          ? roomTooSmallMessage(room.MaxGuests)
          : '');
  const locked =
    ['holding', 'paying', 'done', 'sold-out'].includes(phase.name) ||
    soldOutOnArrival ||
    tooSmall ||
    rateRefusal !== undefined;

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-8">
      {/* First in the page's order, so a phone shows what is booked and its price before
          PAY NOW; beside the form, on the right, from lg up. */}
      <aside className="lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1 lg:self-start">
        <BookingSummary
          hotel={hotel}
          roomName={room.RoomName}
          checkInDate={params.checkInDate}
          checkOutDate={params.checkOutDate}
          guests={params.guests}
          quote={quote}
          quoteError={quoteError}
          coupon={coupon}
          cancellation={
            // Guarded: a hotel answer cached by an older build has no policy to show. The
            // quoted plan says whether it refunds; the room's flag until it is quoted.
            hotel.CancellationPolicy && {
              policy: hotel.CancellationPolicy,
              nonRefundable: quote ? !quote.ratePlan.refundable : room.NonRefundable,
            }
          }
        />
      </aside>
      <div className="flex min-w-0 flex-col gap-6 lg:col-start-1 lg:row-start-1">
        <TravellerFormSection
          form={form}
          onPayNow={payNow}
          payNowDisabled={locked}
          payNowLabel={phase.name === 'holding' ? 'Holding your room…' : 'PAY NOW'}
          coupon={
            <CouponField
              form={form}
              applied={coupon}
              onApplied={setCoupon}
              disabled={phase.name === 'paying' || phase.name === 'done'}
            />
          }
        />
        {flow.error && (
          <p
            role="alert"
            className="rounded-xl border-l-4 border-red-600 bg-red-50 p-4 font-semibold text-red-800"
          >
            {flow.error}
          </p>
        )}
        {roomTaken && (
          <RoomTakenNotice
            message={roomTaken}
            backTo={backToHotel}
            reason={
              rateRefusal !== undefined
                ? RATE_REFUSED
                : tooSmall
                  ? `${tooSmallLabel(params.guests)}.`
                  : undefined
            }
            takeAttention={phase.name === 'sold-out'}
          />
        )}
        {phase.name === 'expired' && (
          <HoldExpiredNotice onHoldAgain={() => void form.handleSubmit(payNow)()} />
        )}
        {held && (
          <div ref={paymentSection} className="scroll-mt-24">
            <PaymentOptions>
              <HoldCountdown deadline={held.deadline} />
              <ConfiguredPaymentForm
                payLabel={quote ? `Pay ${formatCents(quote.finalCents)}` : 'Pay'}
                busy={phase.name === 'paying'}
                cardError={flow.cardError}
                onPaymentMethod={payWith}
              />
            </PaymentOptions>
          </div>
        )}
      </div>
      {phase.name === 'paying' && <ProcessingOverlay />}
    </div>
  );
}

/**
 * The Bookings tab (product §2): the user's reservations, newest first, each a card that opens
 * to its booking and payment details; with none, a way to the search.
 */
import * as Accordion from '@radix-ui/react-accordion';
import type { BookingWire, ReviewableStayWire } from '@staylane/domain';
import { Link } from '@/components/link';
import { buttonClass } from '@/components/button';
import { CancellationTerms } from '@/components/cancellation-terms';
import { NightlyRates } from '@/components/nightly-rates';
import { formatDay, formatDayTime, formatDollars } from '@/lib/format';
import { bookedRateWords } from '@/lib/rate-plan-words';
import { useAllHotelsUrl } from '@/lib/today';
import { ChevronIcon } from '@/components/chevron-icon';
import { CancelBookingButton } from './cancel-booking-button';
import { ReviewAction } from './review-action';

export const NO_BOOKINGS = 'You have no bookings yet.';

export function newestFirst(bookings: BookingWire[]): BookingWire[] {
  return [...bookings].sort(
    (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || Number(b.id) - Number(a.id),
  );
}

function Detail({ term, value }: { term: string; value: string | number }) {
  return (
    <div className="flex justify-between gap-4 py-1 text-sm">
      <dt className="text-slate-600">{term}</dt>
      <dd className="text-right font-medium text-ink">{value}</dd>
    </div>
  );
}

function BookingDetails({ booking }: { booking: BookingWire }) {
  const payment = booking.payment;
  // The plan as it was sold, kept with the booking (decision 048).
  const rate = bookedRateWords(booking);
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <div>
        <h4 className="text-xs font-bold tracking-wider text-slate-500 uppercase">
          Booking details
        </h4>
        <dl className="mt-2">
          <Detail term="Booking id" value={booking.id} />
          <Detail term="Room" value={booking.RoomType} />
          {rate && <Detail term="Rate" value={rate} />}
          <Detail term="Check In" value={formatDay(booking.CheckInDate)} />
          <Detail term="Check Out" value={formatDay(booking.CheckOutDate)} />
          <Detail term="Nights" value={booking.nights} />
          <Detail term="Guests" value={booking.NumberOfGuest} />
          <Detail term="City" value={`${booking.HotelCity}, ${booking.HotelCountry}`} />
          <Detail term="Special request" value={booking.SpecialReqs || 'None'} />
          <Detail term="Booked on" value={formatDay(booking.createdAt)} />
          {booking.CancelledAt && (
            <>
              <Detail term="Cancelled on" value={formatDayTime(booking.CancelledAt)} />
              <Detail
                term={booking.status === 'cancelled' ? 'Refunded' : 'Refund (in progress)'}
                value={formatDollars(booking.RefundAmount ?? 0)}
              />
              {booking.CancellationReason && (
                <Detail term="Reason" value={booking.CancellationReason} />
              )}
            </>
          )}
        </dl>
        {booking.CancellationPolicy && !booking.CancelledAt && (
          // The terms recorded when the booking was made, not the hotel's policy of today; once
          // cancelled, the refund above is what they came to.
          <CancellationTerms
            className="mt-3 border-t border-slate-200 pt-3"
            policy={booking.CancellationPolicy}
            nonRefundable={booking.CancellationPolicy.NonRefundable}
            checkIn={booking.CheckInDate}
            detailed
          />
        )}
      </div>
      <div>
        <h4 className="text-xs font-bold tracking-wider text-slate-500 uppercase">
          Payment details
        </h4>
        {payment ? (
          <dl className="mt-2">
            <Detail term="Card" value={`${payment.CardSecondName} ${payment.CardNumber}`} />
            <Detail term="Base price" value={formatDollars(payment.BasePrice)} />
            <NightlyRates nights={booking.NightlyRates} />
            <Detail term="Discount" value={`−${formatDollars(payment.Discount)}`} />
            <Detail term="Tax" value={formatDollars(payment.Tax)} />
            <Detail term="Coupon" value={payment.PromoCode ?? 'None'} />
            <Detail term="Final price" value={formatDollars(payment.FinalPrice)} />
            <Detail term="Status" value={payment.Status} />
          </dl>
        ) : (
          <p className="mt-2 text-sm text-slate-600">No payment is recorded for this booking.</p>
        )}
      </div>
    </div>
  );
}

interface BookingListProps {
  bookings: BookingWire[];
  /** Past stays that may be reviewed or are, by booking id. */
  reviewStays?: Map<string, ReviewableStayWire>;
  onReview?: (bookingId: string) => void;
}

export function BookingList({ bookings, reviewStays, onReview }: BookingListProps) {
  const hotelsUrl = useAllHotelsUrl();
  if (bookings.length === 0) {
    return (
      <div className="rounded-2xl bg-white p-8 text-center ring-1 ring-slate-200">
        <p className="font-display text-lg font-bold text-ink">{NO_BOOKINGS}</p>
        <p className="mt-1 text-slate-600">Find a place you like and book it in a few steps.</p>
        <Link to={hotelsUrl} className={buttonClass('primary', 'md', 'mt-5')}>
          Search hotels
        </Link>
      </div>
    );
  }
  return (
    <Accordion.Root type="multiple" className="flex flex-col gap-3">
      {newestFirst(bookings).map((booking) => (
        <Accordion.Item
          key={booking.id}
          value={String(booking.id)}
          className="overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200"
        >
          <Accordion.Header asChild>
            <h3>
              <Accordion.Trigger className="group flex w-full flex-wrap items-center justify-between gap-x-4 gap-y-1 p-4 text-left hover:bg-brand-50 focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-accent-500">
                <span className="min-w-0">
                  <span className="block font-display text-lg font-bold text-ink">
                    {booking.HotelName}
                  </span>
                  <span className="block text-sm text-slate-600">
                    {formatDay(booking.CheckInDate)} – {formatDay(booking.CheckOutDate)} ·{' '}
                    {booking.RoomType}
                  </span>
                </span>
                <span className="flex items-center gap-3">
                  {booking.payment && (
                    <span className="font-semibold text-brand-800">
                      {formatDollars(booking.payment.FinalPrice)}
                    </span>
                  )}
                  <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800 capitalize">
                    {booking.status.replaceAll('_', ' ')}
                  </span>
                  <ChevronIcon />
                </span>
              </Accordion.Trigger>
            </h3>
          </Accordion.Header>
          {reviewStays?.has(booking.id) && (
            <ReviewAction
              booking={booking}
              stay={reviewStays.get(booking.id)!}
              onReview={() => onReview?.(booking.id)}
            />
          )}
          <Accordion.Content className="border-t border-slate-200 p-4">
            <BookingDetails booking={booking} />
            {booking.status === 'confirmed' && (
              <div className="mt-4 flex justify-end border-t border-slate-200 pt-4">
                <CancelBookingButton booking={booking} />
              </div>
            )}
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}

/** One reservation with its booking and payment fields (product §3). */
import type { BookingWire, PaymentWire } from '@staylane/domain';
import { Button } from '@/components/button';
import { NightlyRates } from '@/components/nightly-rates';
import { formatDay, formatDayTime, formatDollars } from '@/lib/format';
import { bookedRateWords } from '@/lib/rate-plan-words';
import { CancelReservationButton } from './cancel-reservation-button';

function Field({
  label,
  value,
  className = '',
}: {
  label: string;
  value: string | number;
  className?: string;
}) {
  // The div is the dt/dd group itself: a dl may not hold divs within divs (axe).
  return (
    <div className={`flex flex-col ${className}`}>
      <dt className="text-xs font-bold tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="break-words text-slate-800">{value === '' ? '—' : value}</dd>
    </div>
  );
}

function PaymentFields({
  payment,
  nights,
}: {
  payment: PaymentWire;
  nights: BookingWire['NightlyRates'];
}) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      <Field label="Card holder" value={payment.CardFirstName} />
      <Field label="Card brand" value={payment.CardSecondName} />
      <Field label="Bank entity" value={payment.CardBankEntity} />
      <Field label="Card number" value={payment.CardNumber} />
      <Field label="Card type" value={payment.CardType} />
      <Field label="Base price" value={formatDollars(payment.BasePrice)} />
      {/* The base price night by night, as the guest's dashboard shows it. */}
      <NightlyRates nights={nights} className="col-span-2 text-sm sm:col-span-4" />
      <Field label="Discount" value={formatDollars(payment.Discount)} />
      <Field label="Tax" value={formatDollars(payment.Tax)} />
      <Field label="Final price" value={formatDollars(payment.FinalPrice)} />
      <Field label="Promo code" value={payment.PromoCode ?? 'None'} />
      <Field label="Payment status" value={payment.Status} />
    </dl>
  );
}

export function ReservationCard({
  booking,
  onOpen,
}: {
  booking: BookingWire;
  /** Opens the booking's detail (its mails and history); the card has no Details without it. */
  onOpen?: () => void;
}) {
  return (
    <article
      aria-labelledby={`booking-${booking.id}`}
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`booking-${booking.id}`} className="font-display text-lg font-bold text-ink">
          Booking #{booking.id} · {booking.HotelName}
        </h3>
        <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-bold text-brand-800 uppercase">
          {booking.status.replaceAll('_', ' ')}
        </span>
      </header>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Field label="Room" value={booking.RoomType} />
        {/* The plan as sold, kept with the booking (decision 048). */}
        <Field label="Rate" value={bookedRateWords(booking) ?? ''} />
        <Field label="Check In" value={formatDay(booking.CheckInDate)} />
        <Field label="Check Out" value={formatDay(booking.CheckOutDate)} />
        <Field label="Nights" value={booking.nights} />
        <Field label="Guests" value={booking.NumberOfGuest} />
        <Field label="City" value={booking.HotelCity} />
        <Field label="Country" value={booking.HotelCountry} />
        <Field label="Booked on" value={formatDayTime(booking.createdAt)} />
        <Field
          className="col-span-2 sm:col-span-4"
          label="Special request"
          value={booking.SpecialReqs}
        />
        {booking.CancelledAt && (
          <>
            <Field label="Cancelled on" value={formatDayTime(booking.CancelledAt)} />
            <Field
              label={booking.status === 'cancelled' ? 'Refunded' : 'Refund (in progress)'}
              value={formatDollars(booking.RefundAmount ?? 0)}
            />
            <Field
              className="col-span-2"
              label="Cancellation reason"
              value={booking.CancellationReason ?? ''}
            />
          </>
        )}
      </dl>
      <h4 className="mt-5 mb-2 text-sm font-bold text-brand-800">Payment</h4>
      {booking.payment ? (
        <PaymentFields payment={booking.payment} nights={booking.NightlyRates} />
      ) : (
        <p className="text-sm text-slate-600">No payment recorded.</p>
      )}
      {(onOpen || booking.status === 'confirmed') && (
        <div className="mt-4 flex flex-wrap justify-end gap-3">
          {onOpen && (
            <Button
              variant="ghost"
              onClick={onOpen}
              aria-label={`Details of booking #${booking.id}`}
            >
              Details
            </Button>
          )}
          {booking.status === 'confirmed' && <CancelReservationButton booking={booking} />}
        </div>
      )}
    </article>
  );
}

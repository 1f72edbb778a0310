/**
 * One reservation in a dialog (decision 023): the booking, its payment (brand and last four
 * digits only), the mails sent for it and its history, and the admin's Cancel when it is
 * still confirmed.
 */
import * as Dialog from '@radix-ui/react-dialog';
import type { AdminBookingDetail, BookingEventKind } from '@staylane/domain';
import { Button } from '@/components/button';
import { NightlyRates } from '@/components/nightly-rates';
import { useReturnFocus } from '@/components/return-focus';
import { Spinner } from '@/components/spinner';
import { formatDay, formatDayTime, formatDollars } from '@/lib/format';
import { bookedRateWords } from '@/lib/rate-plan-words';
import { useAdminBooking } from '../../api/get-admin-booking';
import { CancelReservationButton } from './cancel-reservation-button';
import { STATUS_LABELS } from './reservation-statuses';

const EVENT_LABELS: Record<BookingEventKind, string> = {
  created: 'Booked',
  paid: 'Paid',
  payment_failed: 'Payment failed',
  cancellation_requested: 'Cancellation requested',
  refunded: 'Refunded',
  cancelled: 'Cancelled',
};

const MAIL_LABELS: Record<string, string> = {
  'booking-confirmation': 'Booking confirmation',
  'booking-cancellation': 'Cancellation notice',
};

const heading = 'mt-5 mb-2 text-sm font-bold text-brand-800';

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
    <div className={`flex min-w-0 flex-col ${className}`}>
      <dt className="text-xs font-bold tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="break-words text-slate-800">{value === '' ? '—' : value}</dd>
    </div>
  );
}

function DetailBody({ detail }: { detail: AdminBookingDetail }) {
  const { booking, payments, mails, history } = detail;
  return (
    <>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Field label="Guest" value={booking.GuestName} />
        <Field label="E-mail" value={booking.GuestEmail} />
        <Field label="Status" value={STATUS_LABELS[booking.status]} />
        <Field label="Hotel" value={booking.HotelName} />
        <Field label="Room" value={booking.RoomType} />
        {/* The plan as sold, kept with the booking (decision 048). */}
        <Field label="Rate" value={bookedRateWords(booking) ?? ''} />
        <Field label="Guests" value={booking.NumberOfGuest} />
        <Field label="Check In" value={formatDay(booking.CheckInDate)} />
        <Field label="Check Out" value={formatDay(booking.CheckOutDate)} />
        <Field label="Booked on" value={formatDayTime(booking.createdAt)} />
        <Field
          className="col-span-2 sm:col-span-3"
          label="Special request"
          value={booking.SpecialReqs}
        />
      </dl>

      {booking.NightlyRates && booking.NightlyRates.length > 0 && (
        <>
          <h3 className={heading}>Nights as booked</h3>
          <dl className="max-w-sm">
            <NightlyRates nights={booking.NightlyRates} />
          </dl>
        </>
      )}

      <h3 className={heading}>Payment</h3>
      {payments.length === 0 ? (
        <p className="text-sm text-slate-600">No payment recorded.</p>
      ) : (
        <ul className="flex flex-col gap-1 text-sm">
          {payments.map((payment) => (
            <li key={payment.id} className="flex flex-wrap gap-x-3">
              <span className="font-semibold">{formatDollars(payment.amount)}</span>
              <span>{payment.status}</span>
              <span>
                {payment.cardBrand} ending {payment.cardLast4}
              </span>
              <span className="text-slate-600">{formatDayTime(payment.createdAt)}</span>
            </li>
          ))}
        </ul>
      )}

      <h3 className={heading}>Mails</h3>
      {mails.length === 0 ? (
        <p className="text-sm text-slate-600">No mail sent for this booking.</p>
      ) : (
        <ul className="flex flex-col gap-1 text-sm">
          {mails.map((mail) => (
            <li key={mail.id} className="flex flex-wrap gap-x-3">
              <span className="font-semibold">{MAIL_LABELS[mail.kind] ?? mail.kind}</span>
              <span className="break-all">to {mail.to}</span>
              <span>
                {mail.status === 'sent' && mail.sentAt
                  ? `sent ${formatDayTime(mail.sentAt)}`
                  : mail.status}
              </span>
            </li>
          ))}
        </ul>
      )}

      <h3 className={heading}>History</h3>
      <ol className="flex flex-col gap-2 border-l-2 border-brand-100 pl-4 text-sm">
        {history.map((event, index) => (
          <li key={`${event.kind}-${index}`}>
            <span className="font-semibold">{EVENT_LABELS[event.kind]}</span>{' '}
            <time dateTime={event.at} className="text-slate-600">
              {formatDayTime(event.at)}
            </time>
            {event.detail && <p className="break-words text-slate-700">{event.detail}</p>}
          </li>
        ))}
      </ol>

      {booking.status === 'confirmed' && (
        <div className="mt-5 flex justify-end">
          <CancelReservationButton booking={booking} />
        </div>
      )}
    </>
  );
}

export function ReservationDetail({
  bookingId,
  onClose,
}: {
  bookingId: string | undefined;
  onClose: () => void;
}) {
  const detail = useAdminBooking(bookingId);
  const focusReturn = useReturnFocus();
  return (
    <Dialog.Root open={bookingId !== undefined} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        {/* Above the calendar's night dialog (z-50), which opens it too. */}
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-slate-900/50" />
        <Dialog.Content
          {...focusReturn}
          aria-describedby={undefined}
          className="fixed top-1/2 left-1/2 z-[60] max-h-[90vh] w-[min(94vw,42rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-2xl sm:p-6"
        >
          <div className="flex items-start justify-between gap-3">
            <Dialog.Title className="font-display text-xl font-bold text-ink">
              Booking #{bookingId}
              {detail.data && ` · ${detail.data.data.booking.HotelName}`}
            </Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="sm">
                Close
              </Button>
            </Dialog.Close>
          </div>
          {detail.isPending && (
            <div className="flex justify-center py-10">
              <Spinner label="Loading the booking" />
            </div>
          )}
          {detail.isError && (
            <p role="alert" className="mt-4 text-red-700">
              {detail.error.message}
            </p>
          )}
          {detail.data && <DetailBody detail={detail.data.data} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

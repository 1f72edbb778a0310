/**
 * The booking and payment page (product §2, /bookings/bkngcd?id&roomId&city&checkIn&checkOut
 * &guestsN). It shows the spinner for about 1.5 s as the spec says, and until the hotel and
 * the user's record (which prefills the traveller form) are loaded.
 */
import { BOOKING_SPINNER_MS } from '@staylane/domain';
import { useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Link } from '@/components/link';
import { buttonClass } from '@/components/button';
import { Spinner } from '@/components/spinner';
import { useCurrentUser } from '@/lib/current-user';
import { useOwnHolds, withOwnHolds, type OwnHolds } from '@/lib/own-holds';
import { useSiteConfig } from '@/lib/site-config';
import { useAllHotelsUrl } from '@/lib/today';
import { useBookingHotel } from '../api/get-booking-hotel';
import { BookingCheckout } from '../components/booking-checkout';
import { BookingComplete } from '../components/booking-complete';
import type { ResumedHold } from '../hooks/use-booking-flow';
import { useMinimumWait } from '../hooks/use-minimum-wait';
import { parseBookingParams, type BookingParams } from '../utils/booking-params';
import { completedBookingId } from '../utils/completed-booking';

function BookingProblem({ message }: { message: string }) {
  const hotelsUrl = useAllHotelsUrl();
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center text-center">
      <h2 className="font-display text-2xl font-bold text-ink">This booking cannot be made</h2>
      <p className="mt-2 text-slate-600">{message}</p>
      <Link to={hotelsUrl} className={buttonClass('primary', 'md', 'mt-6')}>
        See all hotels
      </Link>
    </div>
  );
}

/** The guest's live hold of exactly this stay and plan, with when it ends on this page's clock. */
function resumableHold(own: OwnHolds, params: BookingParams): ResumedHold | undefined {
  const hold = own.holds.find(
    (candidate) =>
      candidate.roomId === params.roomId &&
      candidate.checkInDate === params.checkInDate &&
      candidate.checkOutDate === params.checkOutDate &&
      candidate.guests === params.guests &&
      // A hold of another plan is not this stay: the page quotes and holds the plan it names.
      (params.ratePlanId === undefined || candidate.quote.ratePlan.id === params.ratePlanId),
  );
  return hold && { hold, deadline: own.requestedAt + hold.secondsLeft * 1000 };
}

function BookingLoader({ params }: { params: BookingParams }) {
  const waited = useMinimumWait(BOOKING_SPINNER_MS);
  const hotelQuery = useBookingHotel(params.hotelId, params);
  const userQuery = useCurrentUser();
  // The guest's own live hold of this room (a reload, a second tab, coming back) is taken up
  // again, not counted against them; asked afresh, as it may have lapsed or been replaced.
  const holdsQuery = useOwnHolds(
    { hotelId: params.hotelId, checkInDate: params.checkInDate, checkOutDate: params.checkOutDate },
    { refetchOnMount: 'always' },
  );
  const holdsPending = holdsQuery.fetchStatus !== 'idle' && !holdsQuery.isFetchedAfterMount;
  // Fetched during the spinner, so the card form is ready to show once the room is held.
  useSiteConfig();

  if (!waited || hotelQuery.isPending || userQuery.isPending || holdsPending) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner label="Loading your booking" />
      </div>
    );
  }
  if (!hotelQuery.data) {
    return (
      <BookingProblem message={hotelQuery.error?.message ?? 'The hotel could not be found.'} />
    );
  }
  const hotel = hotelQuery.data.data;
  const ownHolds = holdsQuery.isFetchedAfterMount ? holdsQuery.data : undefined;
  const room = withOwnHolds(hotel.Rooms, ownHolds).find(
    (candidate) => candidate.id === params.roomId,
  );
  if (!room) return <BookingProblem message="This hotel has no such room." />;
  const resumed = ownHolds && resumableHold(ownHolds, params);
  return (
    <BookingCheckout
      params={params}
      hotel={hotel}
      room={room}
      user={userQuery.data}
      resumed={resumed}
    />
  );
}

export function BookingPage() {
  const [search] = useSearchParams();
  const parsed = useMemo(() => parseBookingParams(search), [search]);
  // Reached again by Back after paying: the page says so instead of offering to pay again.
  const paidFor = completedBookingId(useLocation().state);
  return (
    <main className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <h1 className="font-display text-3xl font-bold text-ink">Complete your booking</h1>
      <div className="mt-6">
        {paidFor !== undefined ? (
          <BookingComplete bookingId={paidFor} />
        ) : parsed.ok ? (
          <BookingLoader params={parsed.params} />
        ) : (
          <BookingProblem message={parsed.problem} />
        )}
      </div>
    </main>
  );
}

/** 'Reservations' (spec §2): every booking, newest first, 5 per page. */
import { useState } from 'react';
import { LoadingOverlay } from '@/components/loading-overlay';
import { Pagination } from '@/components/pagination';
import { useBookings } from '../../api/get-bookings';
import { ReservationCard } from './reservation-card';

export function ReservationList() {
  const [page, setPage] = useState(1);
  const bookings = useBookings(page);
  const list = bookings.data?.data ?? [];
  const pageCount = bookings.data?.meta?.pageCount ?? 1;
  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm text-slate-600" aria-live="polite">
        {bookings.data?.meta
          ? `${bookings.data.meta.total} ${bookings.data.meta.total === 1 ? 'reservation' : 'reservations'}`
          : ''}
      </p>
      <div className="relative min-h-40">
        {bookings.isFetching && <LoadingOverlay label="Loading reservations" />}
        {bookings.isError && (
          <p role="alert" className="text-red-700">
            {bookings.error.message}
          </p>
        )}
        {bookings.isSuccess && list.length === 0 && (
          <p className="py-10 text-center text-slate-600">There are no reservations yet.</p>
        )}
        <ul className="flex flex-col gap-4">
          {list.map((booking) => (
            <li key={booking.id}>
              <ReservationCard booking={booking} />
            </li>
          ))}
        </ul>
      </div>
      {pageCount > 1 && (
        <Pagination
          page={page}
          pageCount={pageCount}
          onChange={setPage}
          label="Reservation pages"
        />
      )}
    </div>
  );
}

/**
 * 'Reservations' (product §2, decision 023): search, filters and the CSV export above the bookings;
 * a sortable table on wide screens and the spec's cards, 5 per page, on phones; a booking's
 * detail in a dialog.
 */
import { ADMIN_BOOKINGS_DEFAULT_SORT, ADMIN_LIST_PER_PAGE } from '@staylane/domain';
import { useState } from 'react';
import { LoadingOverlay } from '@/components/loading-overlay';
import { Pagination } from '@/components/pagination';
import {
  adminBookingsCsvHref,
  useAdminBookings,
  type AdminBookingSearch,
} from '../../api/get-admin-bookings';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { useMediaQuery } from '../../hooks/use-media-query';
import { ReservationCard } from './reservation-card';
import { ReservationDetail } from './reservation-detail';
import {
  NO_FILTERS,
  ReservationFilters,
  type ReservationFilterValues,
} from './reservation-filters';
import { ReservationTable } from './reservation-table';

const TABLE_PAGE_SIZE = 20;

export function ReservationList() {
  // Tailwind's `sm`: below it the spec's cards, above it the table.
  const wide = useMediaQuery('(min-width: 640px)');
  const [filters, setFilters] = useState<ReservationFilterValues>(NO_FILTERS);
  const [sort, setSort] = useState(ADMIN_BOOKINGS_DEFAULT_SORT);
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string>();
  const q = useDebouncedValue(filters.q, 300);

  const search: AdminBookingSearch = {
    ...filters,
    q,
    sort,
    page,
    pageSize: wide ? TABLE_PAGE_SIZE : ADMIN_LIST_PER_PAGE,
  };
  const bookings = useAdminBookings(search);
  const list = bookings.data?.data ?? [];
  const meta = bookings.data?.meta;

  function changeFilters(change: Partial<ReservationFilterValues>) {
    setFilters((current) => ({ ...current, ...change }));
    setPage(1);
  }

  return (
    <div className="flex flex-col gap-6">
      <ReservationFilters
        values={filters}
        onChange={changeFilters}
        csvHref={adminBookingsCsvHref(search)}
      />
      <p className="text-sm text-slate-600" aria-live="polite">
        {meta ? `${meta.total} ${meta.total === 1 ? 'reservation' : 'reservations'}` : ''}
      </p>
      <div className="relative min-h-40" aria-busy={bookings.isFetching}>
        {bookings.isFetching && !bookings.isPending && (
          <LoadingOverlay label="Loading reservations" />
        )}
        {bookings.isError && (
          <p role="alert" className="text-red-700">
            {bookings.error.message}
          </p>
        )}
        {bookings.isSuccess && list.length === 0 && (
          <p className="py-10 text-center text-slate-600">
            {meta?.total === 0 && Object.values(filters).every((value) => value === '')
              ? 'There are no reservations yet.'
              : 'No reservation matches this search.'}
          </p>
        )}
        {wide ? (
          (bookings.isPending || list.length > 0) && (
            <ReservationTable
              bookings={list}
              sort={sort}
              onSort={(next) => {
                setSort(next);
                setPage(1);
              }}
              onOpen={(booking) => setOpenId(booking.id)}
              loading={bookings.isPending}
              pageSize={search.pageSize}
            />
          )
        ) : (
          <ul className="flex flex-col gap-4">
            {bookings.isPending && <LoadingOverlay label="Loading reservations" />}
            {list.map((booking) => (
              <li key={booking.id}>
                <ReservationCard booking={booking} onOpen={() => setOpenId(booking.id)} />
              </li>
            ))}
          </ul>
        )}
      </div>
      {(meta?.pageCount ?? 0) > 1 && (
        <Pagination
          page={page}
          pageCount={meta!.pageCount}
          onChange={setPage}
          label="Reservation pages"
        />
      )}
      <ReservationDetail bookingId={openId} onClose={() => setOpenId(undefined)} />
    </div>
  );
}
